"""SQLite's WAL checkpoints run on the checkpointer's thread, never inside a writer's commit."""

from __future__ import annotations

import sqlite3
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text

from misrad.core import checkpoints
from misrad.core.db import Database
from misrad.core.settings import get_settings

# SQLite's own threshold (``wal_autocheckpoint``'s default): a commit that takes the log past it
# checkpoints, then the next writer starts the log again from its beginning.
SQLITE_AUTOCHECKPOINT_PAGES = 1000
ROW = "x" * 12_000  # a row over three pages: each commit adds four or more pages to the log


def _database(folder: Path) -> Database:
    database = Database(get_settings().model_copy(update={"data_dir": folder, "database_url": None}))
    with database.write_transaction() as connection:
        connection.execute(text("CREATE TABLE filler (id INTEGER PRIMARY KEY, body TEXT)"))
    return database


def _log_state(folder: Path) -> tuple[int, int]:
    """(pages in the log, of which copied into the database), from the WAL index SQLite shares between
    connections (``-shm``): its header's ``mxFrame`` and the checkpoint's ``nBackfill``."""
    index = (folder / "misrad.db-shm").read_bytes()[:100]
    return int.from_bytes(index[16:20], sys.byteorder), int.from_bytes(index[96:100], sys.byteorder)


def _log_started(folder: Path) -> int:
    """The log's checkpoint sequence number (its header's fourth word), which SQLite moves each time a
    writer starts the log again from its beginning."""
    with open(folder / "misrad.db-wal", "rb") as log:
        return int.from_bytes(log.read(16)[12:16], "big")


def _fill(database: Database, commits: int) -> None:
    for _ in range(commits):
        with database.write_transaction() as connection:
            connection.execute(text("INSERT INTO filler (body) VALUES (:body)"), {"body": ROW})


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    from misrad.core.db import get_database

    if not get_database().is_sqlite:
        pytest.skip("PostgreSQL checkpoints in its own processes")
    return tmp_path


def test_a_commit_never_checkpoints_the_log_itself(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With the checkpointer's thread held back, the log grows past the size at which SQLite would have
    made a committing writer checkpoint it (on main it stopped there: the log started again)."""
    monkeypatch.setattr(checkpoints.Checkpointer, "checkpoint", staticmethod(lambda connection: None))
    database = _database(folder)
    try:
        started = _log_started(folder)
        _fill(database, 400)
        pages, copied = _log_state(folder)
        assert pages > 1.5 * SQLITE_AUTOCHECKPOINT_PAGES and copied == 0
        assert _log_started(folder) == started
    finally:
        database.dispose()


def test_the_checkpointer_thread_checkpoints_what_was_committed(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The thread copies the log into the database (all of it once the writes pause), so the next
    writer starts the log again; and the thread ends with its database."""
    threads: set[str] = set()
    checkpoint = checkpoints.Checkpointer.checkpoint

    def recorded(connection: sqlite3.Connection) -> None:
        threads.add(threading.current_thread().name)
        checkpoint(connection)

    monkeypatch.setattr(checkpoints.Checkpointer, "checkpoint", staticmethod(recorded))
    before = set(threading.enumerate())
    database = _database(folder)
    try:
        started = _log_started(folder)
        _fill(database, 3 * checkpoints.EVERY_COMMITS + 1)
        assert _log_state(folder)[0] >= 4 * 3 * checkpoints.EVERY_COMMITS
        _wait_for(lambda: _log_state(folder)[1] == _log_state(folder)[0])  # every page copied
        assert threads == {"misrad-wal-checkpoints"}
        _fill(database, 1)
        assert _log_started(folder) == started + 1
    finally:
        database.dispose()
    left = set(threading.enumerate()) - before
    assert not any(t.name == "misrad-wal-checkpoints" for t in left), "the thread was left"


def _wait_for(condition: Any, seconds: float = 5) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "the checkpointer did not run"
        time.sleep(0.01)
