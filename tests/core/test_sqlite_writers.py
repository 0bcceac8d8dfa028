"""SQLite's writers of several processes taking turns on the lock file beside the database.

Two ``WriterQueue``s on one lock file stand for two processes: a flock lock belongs to the handle that
took it, so the second queue's handle is refused while the first's holds it, as another process's is.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from misrad.core import sqlite_writers
from misrad.core.sqlite_writers import Doorbell, WriterQueue

REAL_SLEEP = time.sleep


@pytest.fixture
def two_processes(tmp_path: Path) -> Iterator[tuple[WriterQueue, WriterQueue]]:
    lock = tmp_path / "misrad.db.writer-lock"
    first, second = WriterQueue(lock), WriterQueue(lock)
    yield first, second
    first.close()
    second.close()


def test_a_writer_waiting_for_another_process_is_woken_by_its_release_not_by_polling(
    two_processes: tuple[WriterQueue, WriterQueue], monkeypatch: pytest.MonkeyPatch
) -> None:
    """SQLite's busy handler, and the file lock's poll after it, slept in steps: a wait was lost after
    every release. The waiter now sleeps until the holder lets go and rings, so even with its fallback
    poll set past the test's patience it gets the turn, and it never sleeps to poll."""
    first, second = two_processes
    monkeypatch.setattr(sqlite_writers, "FALLBACK_POLL_SECONDS", 60.0)
    slept: list[float] = []
    monkeypatch.setattr(time, "sleep", slept.append)  # the module's own: its poll used it
    assert first.acquire(timeout=1)
    taken: list[bool] = []
    waiter = threading.Thread(target=lambda: taken.append(second.acquire(timeout=30)), daemon=True)
    waiter.start()
    REAL_SLEEP(0.3)  # the waiter gets to its wait (were it later, it would find the lock free)
    assert taken == []
    first.release()
    waiter.join(timeout=20)
    assert taken == [True], "the waiter was not woken by the release"
    assert slept == []
    assert not first.acquire(timeout=0.1), "both processes held the turn"
    second.release()
    assert first.acquire(timeout=1)
    first.release()


def test_the_wait_for_another_process_stays_bounded_and_rings_nobody_heard_are_not_a_busy_loop(
    two_processes: tuple[WriterQueue, WriterQueue], monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = two_processes
    monkeypatch.setattr(sqlite_writers, "FALLBACK_POLL_SECONDS", 60.0)
    for _ in range(200):  # releases with nobody waiting: their rings are left unheard
        assert first.acquire(timeout=1)
        first.release()
    waits: list[float] = []
    real_wait = Doorbell.wait

    def counted(bell: Doorbell, seconds: float) -> None:
        waits.append(seconds)
        real_wait(bell, seconds)

    monkeypatch.setattr(Doorbell, "wait", counted)
    assert first.acquire(timeout=1)
    started = time.monotonic()
    assert not second.acquire(timeout=0.3)  # the bounded wait (a 503 up the stack), not the poll's 60 s
    assert time.monotonic() - started < 10
    assert len(waits) <= 3, f"{len(waits)} wake-ups in one refused wait"
    first.release()
    assert second.acquire(timeout=1)  # a refused wait left neither the lock nor the local turn taken
    second.release()
