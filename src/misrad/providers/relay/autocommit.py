"""An engine of the call path's own for the statements it runs before a call goes out, each alone and so
atomic by itself: in autocommit, with no pre-ping and nothing to reset. On PostgreSQL this is the
reservation (``calls``), which also checks the change counters, one round trip where through the
application's engine it was four (pre-ping, BEGIN, the statement, ROLLBACK or COMMIT); on a loaded
database a round trip is a third of a millisecond or more. The counters are read here alone only when
a call must read them (``access.generations``: a process's first call, a refusal to confirm); on
SQLite that is all that is done here (a reservation needs the writer turn of ``core.db``).

A connection the server closed fails its statement; the pool drops it, and the caller takes the
application's engine for that call (the reservation's transaction way, which also opens a period's
ledger and tells a refusal apart). So does a call that finds every connection here taken for a second.
"""

from __future__ import annotations

import threading
from typing import Any

from sqlalchemy import Engine, create_engine

from misrad.core.db import IDLE_SERVER_CONNECTION_SECONDS, get_database, wait_for_a_free_server_slot
from misrad.core.pool import BurstPool
from misrad.core.settings import get_settings

POOL_SIZE = 4
_engines: dict[str, Engine] = {}
_lock = threading.Lock()


def engine() -> Engine:
    """The autocommit engine of the current database."""
    database = get_database()
    found = _engines.get(database.url)
    if found is not None:
        return found
    settings = get_settings()
    with _lock:
        found = _engines.get(database.url)
        if found is None:
            # Few connections: each is held for one statement, and the database's connections are
            # shared with the application's own pool (sized to every thread) and other processes.
            options: dict[str, Any] = {
                "connect_args": {"check_same_thread": False},
                "pool_size": POOL_SIZE,
                "max_overflow": POOL_SIZE,
            }
            if not database.is_sqlite:
                # As many at most, but what a burst opened stays open while the burst lasts (``core.pool``):
                # a plain pool closed the connections beyond four the moment they came back, and at
                # concurrency 8 one call in ten opened a server connection for its counters' read
                # (``bench.gateway_stages``: 118 connects in 2,400 calls, beside every call past the p99).
                options = {
                    "poolclass": BurstPool,
                    "pool_size": 2 * POOL_SIZE,
                    "max_overflow": 0,
                    "keep": POOL_SIZE,
                    "idle_seconds": IDLE_SERVER_CONNECTION_SECONDS,
                }
            found = _engines[database.url] = create_engine(
                database.url,
                **options,
                isolation_level="AUTOCOMMIT",
                pool_timeout=min(1.0, settings.busy_wait_seconds),
                pool_reset_on_return=None,  # nothing to roll back in autocommit
            )
            if not database.is_sqlite:
                wait_for_a_free_server_slot(found, min(1.0, settings.busy_wait_seconds))
        return found
