"""PostgreSQL: the call path's own autocommit engine (``relay.autocommit``) keeps what a burst of calls
opened for the next burst. A plain pool closed every connection beyond its four the moment it came back,
so at concurrency 8 the change counters' read of one call in ten opened a new server connection (a fork
and an authentication), and every call past the p99 had one beside it (``bench.gateway_stages``)."""

from __future__ import annotations

import threading

import pytest
from sqlalchemy import event, text

from misrad.core.db import get_database
from misrad.providers.relay import autocommit

pytestmark = pytest.mark.usefixtures("database")  # PostgreSQL's only: it asks which database it runs on


def _burst(size: int) -> None:
    """``size`` threads each holding one of the engine's connections at the same moment."""
    engine = autocommit.engine()
    together = threading.Barrier(size)

    def hold() -> None:
        with engine.connect() as connection:
            connection.execute(text("SELECT 1"))
            together.wait(5)

    threads = [threading.Thread(target=hold) for _ in range(size)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)


def test_connections_a_burst_opened_serve_the_next_burst() -> None:
    if get_database().is_sqlite:
        pytest.skip("SQLite: a connection is a file handle, no server backend to start")
    most = 2 * autocommit.POOL_SIZE  # what the engine may hold at once
    _burst(most)
    opened: list[object] = []
    event.listen(autocommit.engine().pool, "connect", lambda *_: opened.append(1))
    for _ in range(3):
        _burst(most)
    assert opened == []
