"""``misrad serve --workers 2``: uvicorn's supervisor keeps the API processes (a killed one replaced,
SIGHUP replacing each in turn), and exactly one of them runs the embedded job worker."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import httpx
import pytest

from tests.deploy.harness import Deployment, Process, free_port

pytestmark = [pytest.mark.deployment, pytest.mark.slow]


def _children(pid: int) -> set[int]:
    """The supervisor's serving processes (multiprocessing's resource tracker is not one of them)."""
    found: set[int] = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            status = (entry / "status").read_text()
            command = (entry / "cmdline").read_bytes()
        except OSError:
            continue  # ended meanwhile
        if f"\nPPid:\t{pid}\n" in status and b"spawn_main" in command:
            found.add(int(entry.name))
    return found


def _wait_for(condition: object, seconds: float, message: str) -> None:
    deadline = time.monotonic() + seconds
    while not condition():  # type: ignore[operator]
        assert time.monotonic() < deadline, message
        time.sleep(0.2)


def test_a_killed_api_process_is_replaced_and_one_process_runs_the_jobs(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MISRAD_")}
    env.update({"MISRAD_DATA_DIR": str(tmp_path / "data"), "MISRAD_CREATE_FIRST_ADMIN": "false"})
    deployment = Deployment(env, tmp_path)
    port = free_port()
    deployment.processes["api"] = Process(
        "api", ["serve", "--workers", "2", "--port", str(port)], tmp_path / "api.log", port=port
    )
    try:
        deployment.start("api")
        supervisor = deployment.processes["api"].popen
        assert supervisor is not None
        _wait_for(lambda: len(_children(supervisor.pid)) == 2, 120, "two API processes did not start")
        first = _children(supervisor.pid)
        lock = tmp_path / "data" / "embedded-worker.lock"
        _wait_for(lambda: lock.exists() and lock.read_text().strip(), 30, "no process runs the jobs")
        holder = int(lock.read_text())
        assert holder in first

        os.kill(holder, signal.SIGKILL)
        live = lambda: _children(supervisor.pid)  # noqa: E731
        _wait_for(lambda: len(live() - first) == 1, 120, "the killed process was not replaced")
        _wait_for(lambda: int(lock.read_text() or 0) in live(), 30, "nobody took the jobs over")
        assert httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=10).status_code == 200

        before = live()
        supervisor.send_signal(signal.SIGHUP)  # a graceful restart: each process replaced in turn
        _wait_for(lambda: not (live() & before), 180, "SIGHUP did not replace the processes")
        _wait_for(lambda: len(live()) == 2, 60, "not two processes after the restart")
        assert httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=10).status_code == 200
    finally:
        deployment.stop_all()
