"""The ``/v1`` endpoint beside LiteLLM's proxy, with the peer harness (``shared/peers/litellm-bench``).

Targets, driven in one run, interleaved, by the harness's ``bench.py`` (non-streamed: c=1 with the
openai SDK and with httpx, c=8 and c=32 with aiohttp) and by ``gateway_stream_load.py`` (streamed: c=1
and c=32): ``direct`` (the harness's fake upstream alone), ``litellm`` (LiteLLM 1.106.2's proxy with its
in-process metering, ``config_metered.yaml``, one worker) and ``misrad`` (one uvicorn process; a virtual
key with a budget of its own, an office budget in force, every call reserved and settled in the
database). misrad's upstream is the same fake, counting what it served, so that the usage rows can be
checked against the calls that went out (no row lost).

Settings: ``MISRAD_BENCH_LITELLM_VENV`` (a virtualenv with ``litellm[proxy]==1.106.2``, ``aiohttp``,
``httpx``, ``openai``; ``run.sh`` of the harness makes one; without it LiteLLM is left out),
``MISRAD_BENCH_LITELLM_HARNESS`` (the harness folder), ``BENCH_GATEWAY_DATABASES`` (``sqlite`` or
``sqlite,postgresql``), ``BENCH_GATEWAY_N1``, ``BENCH_GATEWAY_NCONC``, and
``MISRAD_BENCH_GATEWAY_BASE_SRC``: another tree's ``src`` (``git archive <commit> src | tar -x -C
/tmp/base``), run as one more target, ``misrad_base``, on the same database and key, so that a change
is measured against the code before it in the same run, not against figures of another time.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import httpx

from bench.databases import postgres_reachable, scratch_database

ROOT = Path(__file__).resolve().parent.parent
HARNESS_CANDIDATES = [
    ROOT.parent / "shared/peers/litellm-bench",
    ROOT.parent.parent / "shared/peers/litellm-bench",
]
# Calls a target at concurrency 1. With 300 the p99 was the third slowest call, and moved from one run
# to the next more than a change did (session 17: 0.11-0.25 for the same code); with 2,000 it is the 20th.
N1 = int(os.environ.get("BENCH_GATEWAY_N1", "2000"))
NCONC = int(os.environ.get("BENCH_GATEWAY_NCONC", "1200"))
# ``MISRAD_BENCH_GATEWAY_PORTS``: the first of a range of 100 ports this run keeps to (helpers sharing a
# machine each have their own): the fake upstream, the counting one, LiteLLM, then the servers.
PORT_BASE = int(os.environ.get("MISRAD_BENCH_GATEWAY_PORTS", "0"))
DIRECT_PORT, COUNTED_PORT, LITELLM_PORT = (
    (PORT_BASE, PORT_BASE + 1, PORT_BASE + 2) if PORT_BASE else (18000, 18001, 4000)
)
SERVE = (
    "import sys, uvicorn; from misrad.app import create_app; uvicorn.run(create_app(run_worker=False), "
    "host='127.0.0.1', port=int(sys.argv[1]), log_level='warning', access_log=False)"
)
LITELLM_ENV = {
    "LITELLM_LOCAL_MODEL_COST_MAP": "True",
    "LITELLM_TELEMETRY": "False",
    "LITELLM_LOG": "ERROR",
    "LITELLM_MODE": "PRODUCTION",
    "NO_DOCS": "True",
    "DISABLE_ADMIN_UI": "True",
}


def _harness() -> Path:
    given = os.environ.get("MISRAD_BENCH_LITELLM_HARNESS")
    for folder in [Path(given)] if given else HARNESS_CANDIDATES:
        if (folder / "bench.py").exists():
            return folder
    raise SystemExit("the LiteLLM harness folder was not found (MISRAD_BENCH_LITELLM_HARNESS)")


def _free_port() -> int:
    for port in range(PORT_BASE + 10, PORT_BASE + 100) if PORT_BASE else [0]:
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return int(probe.getsockname()[1])
    raise SystemExit(f"no free port in {PORT_BASE}-{PORT_BASE + 99}")


def _wait(url: str, process: subprocess.Popen[bytes], seconds: float = 90) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"{url}: the server exited ({process.returncode})")
        try:
            if httpx.get(url, timeout=1).status_code < 500:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.3)
    raise SystemExit(f"{url} did not come up")


def _start(stack: ExitStack, args: list[str], health: str, env: dict[str, str] | None = None) -> int:
    log = stack.enter_context(tempfile.TemporaryFile())  # noqa: SIM115 - closed by the stack
    # Every server (misrad, LiteLLM, the fake upstreams) in a session of its own, so in a scheduler
    # autogroup of its own (Linux), as a deployed service is: in one group with the others, the ~20 ms of
    # CPU LiteLLM spends on a call counted against the next call of whichever target came after it (gw16,
    # session 16). ``BENCH_GATEWAY_SHARED_SESSION=1`` keeps them in the bench's, as runs before did.
    # A target's own ``MISRAD_BENCH_OWN_SESSION`` ("1" or "0") decides for it (``gateway_c1``'s A/B).
    default = "0" if os.environ.get("BENCH_GATEWAY_SHARED_SESSION", "") == "1" else "1"
    own = (env or {}).get("MISRAD_BENCH_OWN_SESSION", default) == "1"
    process = subprocess.Popen(
        args, stdout=log, stderr=log, env={**os.environ, **(env or {})}, start_new_session=own
    )

    def stop() -> None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(15)
        except subprocess.TimeoutExpired:
            process.kill()

    stack.callback(stop)
    _wait(health, process)
    return process.pid


def _configure() -> tuple[int, str]:
    """misrad's side of the run: OpenAI at the counting upstream, ``fake-model`` an alias of one of
    its models, an office budget, a user and their virtual key with a budget. (key id, secret)"""
    from sqlalchemy import select

    from misrad.auth.schemas import UserCreate
    from misrad.auth.service import caller_of, create_user
    from misrad.core.db import get_database
    from misrad.providers.models import AiModel, Provider
    from misrad.providers.schemas import AliasCreate, BudgetCreate, VirtualKeyCreate
    from misrad.providers.service import create_budget, remote, virtual_keys

    with get_database().unit_of_work(write=False) as session:
        provider = session.scalars(select(Provider).where(Provider.code == "openai")).one()
        model = session.scalars(select(AiModel).where(AiModel.provider_id == provider.id)).first()
        assert model is not None
    remote.update_provider(
        provider.id, is_active=True, base_url=f"http://127.0.0.1:{COUNTED_PORT}/v1", api_key="sk-fake"
    )
    with get_database().unit_of_work() as session:
        virtual_keys.create_alias(session, AliasCreate(alias="fake-model", model_id=model.id))
        create_budget(session, BudgetCreate(name="office", budget_type="monthly", amount=1_000_000))  # type: ignore[arg-type]
        user = create_user(
            session,
            UserCreate(
                email="bench@example.co.il", display_name="bench", password="bench-password-1", role="admin"
            ),
        )
        data = VirtualKeyCreate(name="bench", budget_type="monthly", budget_amount=100_000)  # type: ignore[arg-type]
        view, secret = virtual_keys.create_key(session, caller_of(user), data)
    return view.id, secret


def _usage_rows(key_id: int) -> tuple[int, int]:
    """(usage rows of the key, holds left)."""
    from sqlalchemy import func, select

    from misrad.core.db import get_database
    from misrad.providers.models import BudgetHold, UsageEvent

    with get_database().unit_of_work(write=False) as session:
        rows = session.scalar(select(func.count(UsageEvent.id)).where(UsageEvent.virtual_key_id == key_id))
        holds = session.scalar(select(func.count(BudgetHold.id)))
    return int(rows or 0), int(holds or 0)


def _run_database(kind: str, harness: Path, python: str, litellm: int | None, work: Path) -> dict[str, Any]:
    with scratch_database(kind, "gateway"), ExitStack() as stack:
        key_id, secret = _configure()
        port = _free_port()
        pid = _start(stack, [sys.executable, "-c", SERVE, str(port)], f"http://127.0.0.1:{port}/api/health")
        base = _start_base(stack, secret)
        served_before = int(httpx.get(f"http://127.0.0.1:{COUNTED_PORT}/count").text)
        targets = [f"direct,http://127.0.0.1:{DIRECT_PORT}/v1,sk-fake,fake-model,{_direct_pid}"]
        if litellm is not None:
            targets.append(f"litellm,http://127.0.0.1:{LITELLM_PORT}/v1,sk-master-1234,fake-model,{litellm}")
        targets.append(f"misrad,http://127.0.0.1:{port}/v1,{secret},fake-model,{pid}")
        if base is not None:
            targets.append(base)
        plain, streamed = work / f"plain-{kind}.json", work / f"stream-{kind}.json"
        client = [] if python != sys.executable else ["--conc-client", "httpx"]
        command = [python, str(harness / "bench.py"), *[f"--target={t}" for t in targets], "--n1", str(N1)]
        command += ["--warmup", "50", "--conc", "8,32", "--nconc", str(NCONC), "--rounds", "2"]
        subprocess.run([*command, *client, "--out", str(plain)], check=True)
        stream_args = [python, str(ROOT / "bench/gateway_stream_load.py"), str(streamed), str(N1 // 2)]
        subprocess.run([*stream_args, str(NCONC // 2), "32", *targets], check=True)
        time.sleep(2)  # settlements run after the responses
        forwarded = int(httpx.get(f"http://127.0.0.1:{COUNTED_PORT}/count").text) - served_before
        rows, holds = _usage_rows(key_id)
        return {
            "plain": json.loads(plain.read_text())["phases"],
            "stream": json.loads(streamed.read_text()),
            "forwarded": forwarded,
            "rows": rows,
            "holds": holds,
            "command": " ".join([*command[1:2], "--target=…", *command[len(targets) + 2 :]]),
        }


_direct_pid = 0


def _start_base(stack: ExitStack, secret: str) -> str | None:
    """The ``misrad_base`` target (``MISRAD_BENCH_GATEWAY_BASE_SRC``), or None."""
    source = os.environ.get("MISRAD_BENCH_GATEWAY_BASE_SRC", "")
    if not source:
        return None
    port = _free_port()
    health = f"http://127.0.0.1:{port}/api/health"
    pid = _start(stack, [sys.executable, "-c", SERVE, str(port)], health, {"PYTHONPATH": source})
    return f"misrad_base,http://127.0.0.1:{port}/v1,{secret},fake-model,{pid}"


def _table(kind: str, found: dict[str, Any]) -> list[str]:
    lines = [
        f"### {kind}",
        "",
        "| phase | target | p50 ms | p99 ms | added p50 | added p99 | rps | server CPU ms/req |",
        "|---|---|---|---|---|---|---|---|",
    ]
    phases = {**found["plain"], **found["stream"]}
    for phase, targets in phases.items():
        direct = targets.get("direct", {})
        for name, s in targets.items():
            added = (
                ("", "")
                if name == "direct"
                else (f"{s['p50_ms'] - direct['p50_ms']:+.2f}", f"{s['p99_ms'] - direct['p99_ms']:+.2f}")
            )
            lines.append(
                f"| {phase} | {name} | {s['p50_ms']:.2f} | {s['p99_ms']:.2f} | {added[0]} | {added[1]} | "
                f"{s['rps']:.0f} | {s['server_cpu_ms_per_req']:.2f} |"
            )
    lines += ["", *_ratios(phases), ""]
    verdict = "none lost" if found["rows"] == found["forwarded"] else "MISMATCH"
    lines.append(
        f"Usage rows of misrad's key (every misrad target's calls): {found['rows']} for "
        f"{found['forwarded']} calls forwarded upstream "
        f"({verdict}); holds left: {found['holds']}."
    )
    return lines


def _ratio(direct: dict[str, Any] | None, theirs: dict[str, Any], ours: dict[str, Any], key: str) -> str:
    base = direct[key] if direct else 0
    added = theirs[key] - base
    return f"{(ours[key] - base) / added:.2f}" if added else "-"


def _ratios(phases: dict[str, Any]) -> list[str]:
    out = []
    for phase, targets in phases.items():
        if "litellm" not in targets:
            continue
        d, lit = targets["direct"], targets["litellm"]
        for name in ("misrad", "misrad_base"):
            ours = targets.get(name)
            if ours is None:
                continue
            cpu = _ratio(None, lit, ours, "server_cpu_ms_per_req")
            out.append(
                f"- {phase}: {name}/LiteLLM added p50 {_ratio(d, lit, ours, 'p50_ms')}, added p99 "
                f"{_ratio(d, lit, ours, 'p99_ms')}, CPU/req {cpu}, throughput ×{ours['rps'] / lit['rps']:.1f}"
            )
    return out


def main() -> str:
    global _direct_pid
    harness = _harness()
    venv = os.environ.get("MISRAD_BENCH_LITELLM_VENV", "")
    python = f"{venv}/bin/python" if venv and Path(f"{venv}/bin/litellm").exists() else sys.executable
    kinds = [k for k in os.environ.get("BENCH_GATEWAY_DATABASES", "sqlite").split(",") if k]
    if "postgresql" in kinds and not postgres_reachable():
        kinds.remove("postgresql")
    load = os.getloadavg()
    sections = ["## gateway", "", f"Load average at start: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}.", ""]
    with ExitStack() as stack, tempfile.TemporaryDirectory() as folder:
        fake = harness / "fake_openai.py"
        health = f"http://127.0.0.1:{DIRECT_PORT}/health"
        _direct_pid = _start(stack, ["python3", str(fake), "--port", str(DIRECT_PORT)], health)
        counted = [sys.executable, str(ROOT / "bench/gateway_upstream.py"), str(harness), str(COUNTED_PORT)]
        _start(stack, counted, f"http://127.0.0.1:{COUNTED_PORT}/health")
        litellm = None
        if python != sys.executable:
            config = Path(folder) / "config_metered.yaml"  # its upstream at this run's fake
            text = (harness / "config_metered.yaml").read_text()
            config.write_text(text.replace("127.0.0.1:18000", f"127.0.0.1:{DIRECT_PORT}"))
            args = [
                f"{venv}/bin/litellm",
                "--config",
                str(config),
                "--host",
                "127.0.0.1",
            ]
            args += ["--port", str(LITELLM_PORT), "--num_workers", "1"]
            litellm = _start(stack, args, f"http://127.0.0.1:{LITELLM_PORT}/health/liveliness", LITELLM_ENV)
        else:
            sections.append(
                "LiteLLM was not installed (MISRAD_BENCH_LITELLM_VENV): misrad and direct only.\n"
            )
        for kind in kinds:
            found = _run_database(kind, harness, python, litellm, Path(folder))
            sections += _table(kind, found)
            sections.append(f"\nCommand (per database): `{found['command']}`\n")
    load = os.getloadavg()
    sections.append(f"Load average at the end: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}.")
    return "\n".join(sections)
