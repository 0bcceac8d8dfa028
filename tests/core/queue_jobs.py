"""Job handlers the queue tests use, importable by a ``misrad worker`` subprocess too.

The marker table is the job's side effect. It lives outside the models (and is dropped after each
test that creates it) so the schema check of the migrations never sees it.
"""

from __future__ import annotations

import threading
import time

from sqlalchemy import Column, Integer, MetaData, String, Table, insert, select

from misrad.core.db import get_database
from misrad.core.queue import task

metadata = MetaData()
markers = Table(
    "queue_test_markers",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("key", String(100), unique=True, nullable=False),
)

RUNS: list[str] = []
DONE = threading.Event()


@task("core_test.record_run")
def record_run(key: str) -> None:
    RUNS.append(key)
    DONE.set()


@task("core_test.always_fails", max_attempts=3)
def always_fails(key: str) -> None:
    RUNS.append(key)
    raise RuntimeError(f"failing on purpose ({key})")


@task("core_test.touch_and_sleep")
def touch_and_sleep(key: str, seconds: float) -> None:
    """Write the marker once (idempotent: a re-run finds it), then work for a while."""
    with get_database().unit_of_work() as session:
        if session.scalar(select(markers.c.id).where(markers.c.key == key)) is None:
            session.execute(insert(markers).values(key=key))
    time.sleep(seconds)
