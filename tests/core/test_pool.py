"""The pool of a database server's connections: a burst's connections serve the burst, then close."""

from __future__ import annotations

import sqlite3
import time

import pytest

from misrad.core import pool as pool_module
from misrad.core.pool import BurstPool


def _pool(opened: list[sqlite3.Connection], *, size: int = 6, keep: int = 2, idle: float = 60.0) -> BurstPool:
    def connect() -> sqlite3.Connection:
        connection = sqlite3.connect(":memory:", check_same_thread=False)
        opened.append(connection)
        return connection

    return BurstPool(connect, keep=keep, idle_seconds=idle, pool_size=size, max_overflow=0, timeout=1)


def test_connections_a_burst_opened_serve_the_next_burst_without_new_connects() -> None:
    opened: list[sqlite3.Connection] = []
    pool = _pool(opened)
    for _ in range(3):  # three bursts of every thread at once, back to back
        held = [pool.connect() for _ in range(6)]
        for connection in held:
            connection.close()
    assert len(opened) == 6  # a plain QueuePool of size 2 opened 4 more for each burst
    assert pool.checkedin() == 6


def test_the_connection_back_last_is_handed_out_first_so_the_unneeded_ones_age() -> None:
    opened: list[sqlite3.Connection] = []
    pool = _pool(opened)
    held = [pool.connect() for _ in range(3)]
    for connection in held:
        connection.close()
    for _ in range(5):  # a lighter load: one at a time, always the same connection
        connection = pool.connect()
        assert connection.dbapi_connection is opened[2]
        connection.close()


def test_idle_connections_beyond_the_kept_few_close_once_idle_long_enough() -> None:
    opened: list[sqlite3.Connection] = []
    pool = _pool(opened, idle=30.0)
    held = [pool.connect() for _ in range(6)]
    for connection in held:
        connection.close()
    assert pool.trim(now=time.monotonic() + 10) == 0  # not idle long enough
    assert pool.trim(now=time.monotonic() + 31) == 4
    assert pool.checkedin() == 2
    with pytest.raises(sqlite3.ProgrammingError):  # the oldest ones were closed
        opened[0].execute("SELECT 1")
    opened[5].execute("SELECT 1")  # the last one back is kept
    held = [pool.connect() for _ in range(6)]  # a new burst may open as many again
    assert len(opened) == 10
    for connection in held:
        connection.close()


def test_a_connection_in_use_is_never_closed_by_a_trim() -> None:
    opened: list[sqlite3.Connection] = []
    pool = _pool(opened, keep=0, idle=0.0)
    held = pool.connect()
    assert pool.trim(now=time.monotonic() + 100) == 0
    assert held.dbapi_connection.execute("SELECT 1").fetchone() == (1,)
    held.close()
    assert pool.trim(now=time.monotonic() + 100) == 1
    assert pool.checkedin() == 0


def test_an_idle_process_closes_them_without_any_checkout() -> None:
    opened: list[sqlite3.Connection] = []
    pool = _pool(opened, idle=0.2)
    held = [pool.connect() for _ in range(6)]
    for connection in held:
        connection.close()
    deadline = time.monotonic() + 5
    while pool.checkedin() > 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert pool.checkedin() == 2  # the process's trimming thread did it
    assert pool_module._TRIMMER._thread is not None


def test_a_disposed_pool_is_recreated_with_its_keep_and_idle_time() -> None:
    pool = _pool([], keep=3, idle=12.0)
    again = pool.recreate()
    assert isinstance(again, BurstPool)
    assert (again.keep, again.idle_seconds, again.size()) == (3, 12.0, 6)
