"""The data layer under concurrent writers: no "database is locked", no lost increments."""

from __future__ import annotations

import threading
import time

import pytest
from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError

from misrad.core.db import Database, WriterQueue, get_database
from misrad.core.queue.models import Job
from misrad.core.settings import get_settings

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


def test_writers_get_their_turns_in_arrival_order_and_a_turn_can_pass_between_threads() -> None:
    queue = WriterQueue()
    assert queue.acquire(timeout=1)
    order: list[int] = []
    arrived = threading.Semaphore(0)

    def writer(number: int) -> None:
        arrived.release()
        assert queue.acquire(timeout=30)
        order.append(number)
        queue.release()

    threads = []
    for number in range(5):
        thread = threading.Thread(target=writer, args=(number,))
        thread.start()
        arrived.acquire()
        # Wait until this writer is really queued before the next one arrives.
        while len(queue._waiting) < number + 1:
            threading.Event().wait(0.001)
        threads.append(thread)
    assert not queue.acquire(timeout=0.01), "a turn was given while another writer held it"
    queue.release()  # released by another thread than the writers: allowed
    for thread in threads:
        thread.join(timeout=30)
    assert order == [0, 1, 2, 3, 4]
    assert queue.acquire(timeout=0) and not queue._waiting


def test_a_failed_or_rolled_back_write_gives_its_turn_back() -> None:
    database = get_database()
    if not database.is_sqlite:
        return
    counter_id = _counter()
    with pytest.raises(RuntimeError), database.unit_of_work() as session:
        session.execute(update(Job).where(Job.id == counter_id).values(attempts=5))
        raise RuntimeError("the business change failed")
    with pytest.raises(IntegrityError), database.unit_of_work() as session:
        session.execute(update(Job).where(Job.id == counter_id).values(attempts=1))
        session.execute(update(Job).where(Job.id == counter_id).values(name=None))  # the database refuses
    assert database.writer_turn.acquire(timeout=0), "a writer's turn was never given back"
    database.writer_turn.release()
    with database.unit_of_work(write=False) as session:
        assert session.scalar(select(Job.attempts).where(Job.id == counter_id)) == 0


def test_writers_of_two_processes_on_one_file_take_turns_through_the_lock_file() -> None:
    first = get_database()
    if not first.is_sqlite:
        return
    # Another process's engines: its own handle on the lock file (flock locks belong to the handle).
    second = Database(get_settings())
    try:
        counter_id = _counter()
        with first.unit_of_work() as session:
            session.execute(update(Job).where(Job.id == counter_id).values(attempts=1))
            started = time.monotonic()
            assert not second.writer_turn.acquire(timeout=0.2), "two processes wrote at once"
            assert time.monotonic() - started < 2  # a bounded wait, not SQLite's 30 s busy timeout
        assert second.writer_turn.acquire(timeout=1), "the turn was not handed over after the commit"
        second.writer_turn.release()

        errors: list[BaseException] = []

        def add(database: Database) -> None:
            try:
                for _ in range(15):
                    with database.unit_of_work() as session:
                        attempts = session.scalar(select(Job.attempts).where(Job.id == counter_id)) or 0
                        session.execute(update(Job).where(Job.id == counter_id).values(attempts=attempts + 1))
            except BaseException as error:
                errors.append(error)

        threads = [threading.Thread(target=add, args=(db,)) for db in (first, second) for _ in range(3)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=120)
        assert not errors, [repr(e) for e in errors[:3]]
        with first.unit_of_work(write=False) as session:
            assert session.scalar(select(Job.attempts).where(Job.id == counter_id)) == 1 + 6 * 15
    finally:
        second.dispose()
