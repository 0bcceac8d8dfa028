"""Where a served request's CPU goes, every process on its path (issue 16, session 39): one ``misrad serve
--workers 1`` under closed-loop load from ``bench/loadgen.py``, sampled by py-spy meanwhile.

    python -m bench.served_profile [--database sqlite|postgresql] [--op chat] [--concurrency 32]
        [--seconds 10] [--spy OUT] [--src SRC]

``bench.request_profile`` calls the application as ASGI in its own process: no socket, no uvicorn, no
load generator. Here the three that share the cores with each other are measured apart, per answer: the
server's CPU (its process and children, from /proc), its PostgreSQL backends' (by ``application_name``)
and the load generator's own (this process's CPU during the load). With ``--spy``, py-spy records the
server (its API process included) and the functions with the most samples are printed.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.bench_concurrency import BIN, _member, _run
from bench.bench_scaleout import _customers, record_maker
from bench.cpu_compare import ROOT, _environment, _servers, backends_cpu_seconds
from bench.databases import empty_postgres_database
from bench.gateway_profile import _report
from bench.loadgen import load


def _user_and_system(pid: int) -> tuple[float, float]:
    """CPU seconds ``pid`` spent in its own code and in the kernel for it (system calls, the loopback's
    TCP on its sends): a write is cheap in Python and dear in the kernel."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) / os.sysconf("SC_CLK_TCK"), int(fields[12]) / os.sysconf("SC_CLK_TCK")


def _profile(url: str | None, options: argparse.Namespace) -> None:
    work = Path(tempfile.mkdtemp(prefix="bench_served_profile_"))
    env = _environment(work, url)
    _run([str(BIN / "misrad"), "migrate"], dict(env, PYTHONPATH=options.src))
    _, token = _member(str(BIN / "misrad"), env, "member@example.com")
    with _servers({"new": options.src}, env, work) as running:
        base, pid = running["new"]
        _customers(base, token)
        make = record_maker(options.op, token, base)
        load(base, make, concurrency=options.concurrency, duration=2.0, server_pid=pid)  # warm
        spy = None
        if options.spy:
            spy_bin = str(Path(sys.executable).parent / "py-spy")
            arguments = [spy_bin, "record", "-p", str(pid), "--subprocesses", "-r", "200", "--nonblocking"]
            arguments += ["--gil"]
            arguments += ["-d", str(int(options.seconds) + 1), "-f", "raw", "-o", options.spy]
            spy = subprocess.Popen(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(0.5)
        backends_before = backends_cpu_seconds(url, "bench-new")
        own_before, split_before = os.times(), _user_and_system(pid)
        result = load(base, make, concurrency=options.concurrency, duration=options.seconds, warmup=0.0,
                      server_pid=pid)  # fmt: skip
        own_after, split_after = os.times(), _user_and_system(pid)
        backends = backends_cpu_seconds(url, "bench-new") - backends_before
    answers = max(1, result.responses)
    own_user, own_system = own_after.user - own_before.user, own_after.system - own_before.system
    user, system = (
        1000 * (after - before) / answers for after, before in zip(split_after, split_before, strict=True)
    )
    print(
        f"{options.database} {options.op} c={options.concurrency}: {result.responses} answers,"
        f" {result.rate:.0f}/s, p50 {result.p50:.1f} ms, p99 {result.p99:.1f} ms;"
        f" CPU ms an answer: server {result.cpu_ms_per_request:.3f},"
        f" backends {1000 * backends / answers:.3f}, load generator"
        f" {1000 * (own_user + own_system) / answers:.3f}"
    )
    print(
        f"server user {user:.3f} / system {system:.3f} ms an answer; load generator user"
        f" {1000 * own_user / answers:.3f} / system {1000 * own_system / answers:.3f}"
    )
    if spy is not None:
        spy.wait()
        raw = Path(options.spy).read_text()
        _report(raw, sum(int(line.rpartition(" ")[2]) for line in raw.splitlines() if line))


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--database", choices=["sqlite", "postgresql"], default="postgresql")
    parser.add_argument("--op", default="chat")
    parser.add_argument("--concurrency", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--spy", default="")
    parser.add_argument("--src", default=str(ROOT / "src"))
    options = parser.parse_args()
    options.src = str(Path(options.src).resolve())
    if options.database == "sqlite":
        _profile(None, options)
        return
    with empty_postgres_database("misrad_bench_served_profile") as url:
        if url is None:
            raise SystemExit("PostgreSQL is not reachable")
        _profile(url, options)


if __name__ == "__main__":
    main()
