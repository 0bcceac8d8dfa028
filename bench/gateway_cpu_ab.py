"""Server CPU per ``/v1`` call of two versions of misrad in the same run (issue 17): one server of each
on one scratch database, the harness's counting fake upstream as OpenAI, a virtual key with a budget of
its own and (unless ``--no-limits``) requests and tokens per minute counted in the database, beside an
office budget; rounds of closed-loop calls at concurrency ``--conc`` by plain ``http.client`` threads,
alternating which version goes first. Reported: the median over rounds of each server process's user +
system CPU (from /proc, its settlement writer included) per call.

    .venv/bin/python -m bench.gateway_cpu_ab OLD_SRC [--db sqlite|postgresql] [--rounds 7]
        [--seconds 4] [--conc 2] [--no-limits]

``OLD_SRC`` is another tree's ``src`` (``git archive <commit> src | tar -x -C /tmp/old``). Set
``MISRAD_BENCH_GATEWAY_PORTS`` to a port range of your own on a shared machine.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import threading
import time
from contextlib import ExitStack
from pathlib import Path

from bench.bench_gateway import COUNTED_PORT, ROOT, SERVE, _configure, _free_port, _harness, _start
from bench.databases import scratch_database
from bench.gateway_profile import _cpu, _drive


def _limited_key() -> str:
    """A second key like the bench's, with a rate counted in the database: the statements of issue 17."""
    from sqlalchemy import select

    from misrad.auth.models import User
    from misrad.auth.service import caller_of
    from misrad.core.db import get_database
    from misrad.providers.schemas import VirtualKeyCreate
    from misrad.providers.service import virtual_keys

    with get_database().unit_of_work() as session:
        user = session.scalars(select(User).where(User.email == "bench@example.co.il")).one()
        data = VirtualKeyCreate(
            name="limited", budget_type="monthly", budget_amount=100_000,  # type: ignore[arg-type]
            requests_per_minute=1_000_000, tokens_per_minute=1_000_000_000,
        )  # fmt: skip
        _, secret = virtual_keys.create_key(session, caller_of(user), data)
    return secret


def _round(port: int, pid: int, secret: str, conc: int, seconds: float) -> float:
    """CPU ms per call of the server at ``port`` over ``seconds`` of calls."""
    stop, counts = threading.Event(), [0]
    threads = [
        threading.Thread(target=_drive, args=(port, secret, False, stop, counts), daemon=True)
        for _ in range(conc)
    ]
    for thread in threads:
        thread.start()
    time.sleep(0.5)  # connections open, caches warm
    before, done_before = _cpu(pid), len(counts)
    time.sleep(seconds)
    used, done = _cpu(pid) - before, len(counts) - done_before
    stop.set()
    for thread in threads:
        thread.join()
    time.sleep(0.2)  # the last settlements written before the next round
    return 1000 * used / max(done, 1)


def _compare(options: argparse.Namespace) -> dict[str, list[float]]:
    harness = _harness()
    with scratch_database(options.db, "gateway_cpu_ab"), ExitStack() as stack:
        counted = [sys.executable, str(ROOT / "bench/gateway_upstream.py"), str(harness), str(COUNTED_PORT)]
        _start(stack, counted, f"http://127.0.0.1:{COUNTED_PORT}/health")
        _, secret = _configure()
        if not options.no_limits:
            secret = _limited_key()
        servers = {}
        for name, src in (("old", options.old), ("new", str(ROOT / "src"))):
            port = _free_port()
            health = f"http://127.0.0.1:{port}/api/health"
            pid = _start(stack, [sys.executable, "-c", SERVE, str(port)], health, {"PYTHONPATH": src})
            servers[name] = (port, pid)
        figures: dict[str, list[float]] = {"old": [], "new": []}
        for round_ in range(options.rounds):
            for name in ("old", "new") if round_ % 2 == 0 else ("new", "old"):
                port, pid = servers[name]
                figures[name].append(_round(port, pid, secret, options.conc, options.seconds))
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("old")
    parser.add_argument("--db", default="sqlite")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--seconds", type=float, default=4.0)
    parser.add_argument("--conc", type=int, default=2)
    parser.add_argument("--no-limits", action="store_true")
    options = parser.parse_args()
    options.old = str(Path(options.old).resolve())
    load = os.getloadavg()[0]
    figures = _compare(options)
    old, new = statistics.median(figures["old"]), statistics.median(figures["new"])
    print(f"{options.db} c={options.conc} limits={not options.no_limits}: old {old:.3f} ms/call, "
          f"new {new:.3f} ms/call, new/old {new / old:.2f}; load average {load:.1f} before, "
          f"{os.getloadavg()[0]:.1f} after")  # fmt: skip
    print("old rounds:", " ".join(f"{x:.3f}" for x in figures["old"]))
    print("new rounds:", " ".join(f"{x:.3f}" for x in figures["new"]))


if __name__ == "__main__":
    main()
