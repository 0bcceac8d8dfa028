"""Database plumbing: the declarative base, column types, engines and sessions.

SQLite is the default and must never answer "database is locked" to a user: WAL lets readers run
beside the single writer, writers queue for their turn (in arrival order in a process, and on a lock
file beside the database across processes; ``busy_timeout`` covers anything else), and write sessions
begin
with ``BEGIN IMMEDIATE`` so a transaction that reads and then writes never has to upgrade its lock
(SQLite fails such an upgrade at once, whatever the timeout). Read-only sessions begin deferred.
"""

from __future__ import annotations

import fcntl
import os
import threading
import time
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

from sqlalchemy import JSON, Connection, DateTime, Engine, MetaData, Numeric, create_engine, event, make_url
from sqlalchemy import exc as sa_exc
from sqlalchemy.engine.interfaces import DBAPIConnection
from sqlalchemy.orm import DeclarativeBase, Session, sessionmaker
from sqlalchemy.pool import ConnectionPoolEntry
from sqlalchemy.types import TypeDecorator

from misrad.core.clock import as_utc
from misrad.core.errors import ServiceBusy
from misrad.core.settings import Settings, get_settings

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class UTCDateTime(TypeDecorator[datetime]):
    """Stores naive UTC, hands back aware UTC, on SQLite and PostgreSQL alike."""

    impl = DateTime
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Any) -> datetime | None:
        return None if value is None else as_utc(value).replace(tzinfo=None)

    def process_result_value(self, value: datetime | None, dialect: Any) -> datetime | None:
        return None if value is None else as_utc(value)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)
    type_annotation_map = {
        datetime: UTCDateTime(),
        Decimal: Numeric(14, 2),
        dict[str, Any]: JSON(),
        list[Any]: JSON(),
    }


# Token costs need more precision than money amounts (CONTRACT 1: up to 6 decimals).
PreciseDecimal = Numeric(18, 6)


# How long a writer waits for its turn in this process before giving up with 503 (settings override it).
WRITER_TURN_SECONDS = 10.0


class WriterQueue:
    """Turns for SQLite writers, first come first served in this process and, with ``lock_path``, across
    every process writing to the same file.

    A plain lock lets a thread that just arrived overtake one that has waited long; handing the turn
    straight to the longest waiter keeps the slowest write close to the queue's length. Between
    processes (``misrad serve --workers N``) SQLite's own lock would make a refused writer sleep in
    growing steps of up to 100 ms; instead the one writer of each process that holds its turn waits on
    a lock on a file beside the database, which the kernel hands over the moment it is released.
    """

    def __init__(self, lock_path: Path | None = None) -> None:
        self._guard = threading.Lock()
        self._waiting: deque[threading.Event] = deque()
        self._taken = False
        self._lock_file = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o600) if lock_path else None

    def acquire(self, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        if not self._take_local_turn(timeout):
            return False
        if self._lock_file is None or self._take_file_turn(deadline):
            return True
        self._pass_local_turn()
        return False

    def release(self) -> None:
        if self._lock_file is not None:
            fcntl.flock(self._lock_file, fcntl.LOCK_UN)
        self._pass_local_turn()

    def close(self) -> None:
        if self._lock_file is not None:
            os.close(self._lock_file)  # closing drops a lock this process might still hold
            self._lock_file = None

    def _take_local_turn(self, timeout: float) -> bool:
        with self._guard:
            if not self._taken:
                self._taken = True
                return True
            turn = threading.Event()
            self._waiting.append(turn)
        if turn.wait(timeout):
            return True
        with self._guard:
            if turn.is_set():  # handed over just as the wait ran out
                return True
            self._waiting.remove(turn)
            return False

    def _take_file_turn(self, deadline: float) -> bool:
        # Only this process's turn holder waits here, so polling costs one thread; flock has no timeout.
        assert self._lock_file is not None
        while True:
            try:
                fcntl.flock(self._lock_file, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return True
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    return False
                time.sleep(0.0005)

    def _pass_local_turn(self) -> None:
        with self._guard:
            if self._waiting:
                self._waiting.popleft().set()  # the turn passes on; it is never free in between
            else:
                self._taken = False


def _sqlite_pragmas(dbapi_connection: DBAPIConnection, _record: ConnectionPoolEntry) -> None:
    # Take transaction control from pysqlite so that BEGIN is ours to emit.
    dbapi_connection.isolation_level = None  # type: ignore[attr-defined]
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=30000")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def _configure_sqlite(engine: Engine, *, writer_turn: WriterQueue | None, turn_seconds: float) -> None:
    event.listen(engine, "connect", _sqlite_pragmas)
    if writer_turn is None:

        @event.listens_for(engine, "begin")
        def _begin_deferred(connection: Connection) -> None:
            connection.exec_driver_sql("BEGIN")

        return

    # SQLite lets one writer in at a time, and a writer refused by SQLite sleeps in growing steps (up
    # to 100 ms) before it tries again: with 32 writers the p99 of a 2 ms write was 1.5 s. Writers of
    # this process therefore queue in arrival order and start the moment the previous one ends; SQLite's own
    # lock and busy timeout still guard against other processes.
    def _end_turn(connection: Connection) -> None:
        if connection.info.pop("writer_turn", False):
            writer_turn.release()

    @event.listens_for(engine, "begin")
    def _begin_immediate(connection: Connection) -> None:
        # A bounded wait: a writer that cannot get its turn is told to come back (503), never left to
        # SQLite's own lock, which would answer "database is locked" (a 500) after yet another wait.
        if not writer_turn.acquire(timeout=turn_seconds):
            raise ServiceBusy()
        connection.info["writer_turn"] = True
        try:
            connection.exec_driver_sql("BEGIN IMMEDIATE")
        except BaseException:
            _end_turn(connection)
            raise

    event.listen(engine, "commit", _end_turn)
    event.listen(engine, "rollback", _end_turn)


def build_engine(
    url: str,
    *,
    immediate: bool = True,
    pool_size: int = 20,
    writer_turn: WriterQueue | None = None,
    wait_seconds: float = WRITER_TURN_SECONDS,
) -> Engine:
    """An engine; on SQLite, ``immediate`` engines begin ``BEGIN IMMEDIATE`` and take ``writer_turn``.

    ``pool_size`` should cover every thread that may hold a connection at once (request threads and job
    threads): a thread waiting for a connection that a thread-less request holds would wait for nothing.
    Waiting for a connection or for the writer turn is bounded by ``wait_seconds`` (then 503).
    """
    pool = {"pool_size": pool_size, "max_overflow": 4, "pool_timeout": wait_seconds}
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 30}, **pool)
        turn = (writer_turn or WriterQueue()) if immediate else None
        _configure_sqlite(engine, writer_turn=turn, turn_seconds=wait_seconds)
        return engine
    return create_engine(url, pool_pre_ping=True, **pool)


def is_busy_error(error: BaseException) -> bool:
    """A database error that means "too many at once", not a fault: no connection free within the
    bounded wait, or SQLite still locked by another process after its busy timeout."""
    if isinstance(error, sa_exc.TimeoutError):
        return True
    return isinstance(error, sa_exc.OperationalError) and "database is locked" in str(error.orig)


def _writer_lock_path(url: str) -> Path | None:
    """The file beside a SQLite database whose lock writers of every process take turns on."""
    database = make_url(url).database
    if not database or database == ":memory:" or database.startswith("file:"):
        return None
    return Path(database).resolve().with_name(Path(database).name + ".writer-lock")


class Database:
    """Engines and session factories for one database URL."""

    def __init__(self, settings: Settings) -> None:
        url = settings.sqlalchemy_url
        if url.startswith("sqlite"):
            settings.data_dir.mkdir(parents=True, exist_ok=True)
        self.url = url
        self.is_sqlite = url.startswith("sqlite")
        # SQLite only: one writer at a time, of this process and of every other on the same file.
        self.writer_turn = WriterQueue(_writer_lock_path(url) if self.is_sqlite else None)
        pool_size, wait_seconds = settings.database_connections, settings.busy_wait_seconds
        self.write_engine = build_engine(
            url, immediate=True, writer_turn=self.writer_turn, pool_size=pool_size, wait_seconds=wait_seconds
        )
        self.read_engine = (
            build_engine(url, immediate=False, pool_size=pool_size, wait_seconds=wait_seconds)
            if self.is_sqlite
            else self.write_engine
        )
        self._writer = sessionmaker(self.write_engine, expire_on_commit=False)
        self._reader = sessionmaker(self.read_engine, expire_on_commit=False)

    def new_session(self, *, write: bool = True) -> Session:
        return (self._writer if write else self._reader)()

    @contextmanager
    def unit_of_work(self, *, write: bool = True) -> Iterator[Session]:
        """A session that commits once on success and rolls back on error (jobs, CLI, scripts)."""
        session = self.new_session(write=write)
        try:
            yield session
            session.commit()
        except BaseException:
            session.rollback()
            raise
        finally:
            session.close()

    @contextmanager
    def write_transaction(self) -> Iterator[Connection]:
        """SQL without the ORM in one short write transaction: commits on success, else rolls back."""
        with self.write_engine.begin() as connection:
            yield connection

    def dispose(self) -> None:
        self.write_engine.dispose()
        self.writer_turn.close()
        if self.read_engine is not self.write_engine:
            self.read_engine.dispose()


_database: Database | None = None
_lock = threading.Lock()


def get_database() -> Database:
    global _database
    with _lock:
        if _database is None:
            _database = Database(get_settings())
        return _database


def reset_database() -> None:
    """Forget the engines (tests and the CLI call this after changing settings)."""
    global _database
    with _lock:
        if _database is not None:
            _database.dispose()
        _database = None
