"""The data layer under concurrent writers: no "database is locked", no lost increments."""

from __future__ import annotations

import threading

from sqlalchemy import select, update

from misrad.core.db import get_database
from misrad.core.queue.models import Job

THREADS = 20
ROUNDS = 10


def _counter() -> int:
    with get_database().unit_of_work() as session:
        job = Job(name="core_test.counter", args={}, status="done", attempts=0)
        session.add(job)
        session.flush()
        return job.id


def test_concurrent_read_then_write_transactions_neither_fail_nor_lose_updates() -> None:
    """Each transaction reads a value, then writes value + 1 computed in Python: the classic lost
    update. SQLite write sessions begin IMMEDIATE (one writer at a time, waiting instead of failing);
    on PostgreSQL the read locks the row (``FOR UPDATE``), which SQLite ignores."""
    counter_id = _counter()
    database = get_database()
    barrier = threading.Barrier(THREADS + 2)
    errors: list[BaseException] = []
    reads: list[list[int]] = [[], []]

    def writer() -> None:
        try:
            barrier.wait()
            for _ in range(ROUNDS):
                with database.unit_of_work() as session:
                    value = session.scalar(select(Job.attempts).where(Job.id == counter_id).with_for_update())
                    assert value is not None
                    session.execute(update(Job).where(Job.id == counter_id).values(attempts=value + 1))
        except BaseException as exc:
            errors.append(exc)

    def reader(seen: list[int]) -> None:
        try:
            barrier.wait()
            for _ in range(ROUNDS * 5):
                with database.unit_of_work(write=False) as session:
                    value = session.scalar(select(Job.attempts).where(Job.id == counter_id))
                    seen.append(int(value or 0))
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=writer) for _ in range(THREADS)]
    threads += [threading.Thread(target=reader, args=(seen,)) for seen in reads]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not any(t.is_alive() for t in threads), "a transaction hung"
    assert not errors, [repr(e) for e in errors[:3]]
    with database.unit_of_work(write=False) as session:
        assert session.scalar(select(Job.attempts).where(Job.id == counter_id)) == THREADS * ROUNDS
    assert all(seen == sorted(seen) for seen in reads), "a reader saw the counter go backwards"


def test_sqlite_connections_use_wal_foreign_keys_and_a_busy_timeout() -> None:
    database = get_database()
    if not database.is_sqlite:
        return
    with database.write_engine.connect() as connection:
        pragmas = {
            name: connection.exec_driver_sql(f"PRAGMA {name}").scalar()
            for name in ("journal_mode", "foreign_keys", "busy_timeout")
        }
    assert pragmas == {"journal_mode": "wal", "foreign_keys": 1, "busy_timeout": 30000}
