"""One embedded job worker among the API processes that share a data folder (``serve --workers N``)."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from misrad.core.queue import worker as worker_module
from misrad.core.queue.worker import EmbeddedWorkerElection


class _Worker:
    running = 0

    def start(self) -> None:
        _Worker.running += 1

    def stop(self) -> None:
        _Worker.running -= 1


@pytest.fixture(autouse=True)
def _counted_workers(monkeypatch: pytest.MonkeyPatch) -> None:
    _Worker.running = 0
    monkeypatch.setattr(worker_module, "EmbeddedWorker", _Worker)


def _wait_for(condition: object, seconds: float = 10) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():  # type: ignore[operator]
            return True
        time.sleep(0.05)
    return False


def test_only_one_of_several_processes_runs_the_jobs_and_another_takes_over(tmp_path: Path) -> None:
    first = EmbeddedWorkerElection(tmp_path, retry_seconds=0.1)
    second = EmbeddedWorkerElection(tmp_path, retry_seconds=0.1)
    first.start()
    second.start()
    try:
        assert first.elected and not second.elected and _Worker.running == 1
        time.sleep(0.3)
        assert not second.elected  # still holding: nobody else starts a worker
        first.stop()
        assert _wait_for(lambda: second.elected)
        assert _Worker.running == 1
    finally:
        first.stop()
        second.stop()


def test_a_killed_holder_lets_the_lock_go(tmp_path: Path) -> None:
    """SIGKILL runs no clean-up: the kernel itself must free the lock."""
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import fcntl, os, sys, time; fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT);"
            " fcntl.flock(fd, fcntl.LOCK_EX); print('held', flush=True); time.sleep(60)",
            str(tmp_path / EmbeddedWorkerElection.LOCK_NAME),
        ],
        stdout=subprocess.PIPE,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == b"held"
        waiting = EmbeddedWorkerElection(tmp_path, retry_seconds=0.1)
        waiting.start()
        assert not waiting.elected
        holder.kill()
        assert _wait_for(lambda: waiting.elected)
        waiting.stop()
    finally:
        holder.kill()
        holder.wait()
