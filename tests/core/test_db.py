"""The data layer under concurrent writers: no "database is locked", no lost increments."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator

import psycopg
import pytest
from sqlalchemy import Engine, create_engine, event, func, select, update
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError
from sqlalchemy.orm import Session
from sqlalchemy.pool import NullPool

from misrad.core import db as db_module
from misrad.core.db import (
    Database,
    WriterQueue,
    _ping_when_idle,
    build_engine,
    get_database,
    is_busy_error,
)
from misrad.core.queue.models import Job
from misrad.core.settings import get_settings

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures

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


def test_the_writer_turn_passes_only_once_the_write_is_committed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The next writer starts when the lock is free: what the turn's holder wrote is committed (seen by
    another connection) at the moment the turn passes, and a rolled-back write is gone by then."""
    database = get_database()
    if not database.is_sqlite:
        return
    counter_id = _counter()
    seen: list[int | None] = []
    release = database.writer_turn.release

    def release_and_look() -> None:
        with database.read_engine.connect() as reader:
            seen.append(reader.scalar(select(Job.attempts).where(Job.id == counter_id)))
            reader.rollback()
        release()

    monkeypatch.setattr(database.writer_turn, "release", release_and_look)
    with database.unit_of_work() as session:
        session.execute(update(Job).where(Job.id == counter_id).values(attempts=7))
    with pytest.raises(RuntimeError), database.unit_of_work() as session:
        session.execute(update(Job).where(Job.id == counter_id).values(attempts=9))
        raise RuntimeError("the business change failed")
    with database.write_transaction() as connection:
        connection.execute(update(Job).where(Job.id == counter_id).values(attempts=8))
    assert seen == [7, 7, 8]


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


def _pinged_engine(url: str, monkeypatch: pytest.MonkeyPatch) -> tuple[Engine, list[object]]:
    engine = create_engine(url, pool_size=1, max_overflow=0)
    _ping_when_idle(engine)
    pings: list[object] = []
    real = engine.dialect.do_ping

    def counted(dbapi_connection: object) -> bool:
        pings.append(dbapi_connection)
        return real(dbapi_connection)  # type: ignore[arg-type]

    monkeypatch.setattr(engine.dialect, "do_ping", counted)
    return engine, pings


def test_a_connection_back_a_moment_ago_is_not_pinged_an_idle_one_is(monkeypatch: pytest.MonkeyPatch) -> None:
    engine, pings = _pinged_engine(get_settings().sqlalchemy_url, monkeypatch)
    for _ in range(3):  # one request after another: no round trip before each
        with engine.connect() as connection:
            connection.exec_driver_sql("SELECT 1")
    assert pings == []
    monkeypatch.setattr(db_module, "PING_AFTER_IDLE_SECONDS", 0.0)  # every connection has now lain idle
    with engine.connect() as connection:
        connection.exec_driver_sql("SELECT 1")
    assert len(pings) == 1
    engine.dispose()


def test_an_idle_connection_the_server_dropped_is_replaced_unseen(monkeypatch: pytest.MonkeyPatch) -> None:
    if not get_settings().sqlalchemy_url.startswith("postgresql"):
        pytest.skip("PostgreSQL only: a server that drops a connection")
    engine, pings = _pinged_engine(get_settings().sqlalchemy_url, monkeypatch)
    with engine.connect() as connection:
        backend = connection.exec_driver_sql("SELECT pg_backend_pid()").scalar_one()
    with get_database().write_engine.connect() as other:
        other.exec_driver_sql(f"SELECT pg_terminate_backend({int(backend)})")
    monkeypatch.setattr(db_module, "PING_AFTER_IDLE_SECONDS", 0.0)
    with engine.connect() as connection:  # the ping finds it dead: a new connection, no error
        assert connection.exec_driver_sql("SELECT pg_backend_pid()").scalar_one() != backend
    assert len(pings) == 1
    engine.dispose()


@pytest.fixture
def one_connection_role() -> Iterator[str]:
    """A PostgreSQL role allowed one connection at a time: the server refuses a second as full."""
    url = get_settings().sqlalchemy_url
    if not url.startswith("postgresql"):
        pytest.skip("PostgreSQL only: a server with every connection it allows taken")
    role = f"misrad_one_connection_{os.getpid()}"
    admin = get_database().write_engine
    with admin.begin() as connection:
        connection.exec_driver_sql(f"DROP ROLE IF EXISTS {role}")
        connection.exec_driver_sql(f"CREATE ROLE {role} LOGIN CONNECTION LIMIT 1")
    yield make_url(url).set(username=role).render_as_string(hide_password=False)
    with admin.begin() as connection:
        connection.exec_driver_sql(f"DROP ROLE IF EXISTS {role}")


def test_a_connection_the_full_server_refuses_is_asked_for_again_until_one_is_let_go(
    one_connection_role: str,
) -> None:
    holder = create_engine(one_connection_role, poolclass=NullPool)
    engine = build_engine(one_connection_role, pool_size=1, wait_seconds=5.0)
    held = holder.connect()
    threading.Timer(0.4, held.close).start()  # another process lets its connection go
    started = time.monotonic()
    with engine.connect() as connection:
        assert connection.exec_driver_sql("SELECT 1").scalar_one() == 1
    assert time.monotonic() - started >= 0.3  # it waited for the slot rather than failing
    engine.dispose()


def test_a_server_full_past_the_wait_is_a_busy_error_not_a_fault(one_connection_role: str) -> None:
    holder = create_engine(one_connection_role, poolclass=NullPool)
    engine = build_engine(one_connection_role, pool_size=1, wait_seconds=0.3)
    with holder.connect():
        started = time.monotonic()
        with pytest.raises(OperationalError) as refused:
            engine.connect()
        assert 0.25 <= time.monotonic() - started < 3.0  # waited its bound, then gave up
    assert is_busy_error(refused.value)  # answered 503 with Retry-After, not 500
    engine.dispose()


def test_a_full_server_takes_back_the_connections_this_process_left_idle_in_its_other_pools(
    one_connection_role: str,
) -> None:
    """A process has several engines (the application's, the gateway's own): a connection one of them
    keeps idle is a slot of the server's that another of them may need now."""
    keeping = build_engine(one_connection_role, pool_size=1, wait_seconds=0.3)
    keeping.connect().close()  # back in its pool, idle, and still open on the server
    asking = build_engine(one_connection_role, pool_size=1, wait_seconds=3.0)
    started = time.monotonic()
    with asking.connect() as connection:
        assert connection.exec_driver_sql("SELECT 1").scalar_one() == 1
    assert time.monotonic() - started < 2.0  # not by waiting out its bound
    assert keeping.pool.checkedin() == 0  # type: ignore[attr-defined]
    with keeping.connect() as connection:  # it opens another when its next turn comes
        assert connection.exec_driver_sql("SELECT 1").scalar_one() == 1
    asking.dispose()
    keeping.dispose()


def _server_url() -> str:
    url = get_settings().sqlalchemy_url
    if not url.startswith("postgresql"):
        pytest.skip("PostgreSQL only: SQLite's connections are files of this process")
    return url


def test_a_server_database_serves_back_to_back_bursts_on_the_connections_it_opened() -> None:
    engine = build_engine(_server_url(), pool_size=20, wait_seconds=5.0)
    opened: list[object] = []
    event.listen(engine, "connect", lambda connection, _record: opened.append(connection))
    for _ in range(3):  # every request thread at once, three times over: none waits
        held = [engine.connect() for _ in range(20)]
        for connection in held:
            connection.close()
    assert len(opened) == 20  # closed as they came back, each burst opened 12 anew
    engine.dispose()


def test_a_server_database_keeps_a_few_connections_once_a_burst_is_over(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(db_module, "IDLE_SERVER_CONNECTION_SECONDS", 0.2)
    engine = build_engine(_server_url(), pool_size=20, wait_seconds=5.0)
    held = [engine.connect() for _ in range(20)]
    for connection in held:
        connection.close()
    deadline = time.monotonic() + 5
    while engine.pool.checkedin() > db_module.KEPT_SERVER_CONNECTIONS and time.monotonic() < deadline:  # type: ignore[attr-defined]
        time.sleep(0.05)
    assert engine.pool.checkedin() == db_module.KEPT_SERVER_CONNECTIONS  # type: ignore[attr-defined]
    engine.dispose()


def _transaction_status(session: Session) -> psycopg.pq.TransactionStatus:
    driver = session.connection().connection.driver_connection
    return driver.info.transaction_status  # type: ignore[union-attr]


def test_a_server_database_reads_outside_transactions_and_writes_inside_one() -> None:
    """On PostgreSQL, READ COMMITTED gives each statement its own snapshot in a transaction or not: a
    read-only unit sends no BEGIN and COMMIT (two of an authenticated list's six round trips)."""
    _server_url()
    database = get_database()
    for _ in range(2):  # the same pooled connection, switched to autocommit and back
        with database.unit_of_work(write=False) as session:
            assert session.scalar(select(func.count()).select_from(Job)) is not None
            assert _transaction_status(session) == psycopg.pq.TransactionStatus.IDLE
        with database.unit_of_work() as session:
            session.scalar(select(func.count()).select_from(Job))
            assert _transaction_status(session) == psycopg.pq.TransactionStatus.INTRANS
            session.add(Job(name="core_test.counter", args={}, status="done", attempts=0))
        with database.unit_of_work(write=False) as session:  # what the write committed is there
            assert session.scalar(select(func.count()).where(Job.name == "core_test.counter")) >= 1


@pytest.mark.parametrize("read", ["rows_now", "rows_on_driver"])
def test_a_read_past_sqlalchemy_fails_as_sqlalchemy_and_a_dropped_connection_leaves_the_pool(
    read: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The reads sent on the driver's cursor (``Database.rows_now``, ``db.rows_on_driver``) translate a
    driver's error as any other read does: SQLAlchemy's error with the statement, and a connection the
    server closed invalidated, so that the pool never hands it out again."""
    database = get_database()
    sql = "SELECT version FROM no_such_table"
    if read == "rows_now":
        engine, run = database.read_engine, lambda: database.rows_now(sql)
    else:
        engine = database.write_engine

        def run() -> list[object]:
            with engine.connect() as connection:
                return db_module.rows_on_driver(connection, sql, ())

    with pytest.raises(DBAPIError) as caught:
        run()
    assert caught.value.statement == sql
    assert isinstance(caught.value.orig, engine.dialect.loaded_dbapi.Error)
    invalidated: list[object] = []

    def dropped(_driver: object, _record: object, error: object) -> None:
        invalidated.append(error)

    event.listen(engine, "invalidate", dropped)
    try:
        monkeypatch.setattr(engine.dialect, "is_disconnect", lambda *args: True)
        with pytest.raises(DBAPIError):
            run()
    finally:
        event.remove(engine, "invalidate", dropped)
    assert invalidated  # the connection the "server dropped" was invalidated, not put back for reuse
