"""Database plumbing: the declarative base, column types, engines and sessions.

SQLite is the default and must never answer "database is locked" to a user: WAL lets readers run
beside the single writer, writers queue for their turn (in arrival order in a process, and on a lock
file beside the database across processes; ``busy_timeout`` covers anything else), and write sessions
begin with ``BEGIN IMMEDIATE`` so a transaction that reads and then writes never has to upgrade its lock
(SQLite fails such an upgrade at once, whatever the timeout). Read-only sessions begin deferred. The
turns and the connections' pragmas are ``core.sqlite_writers``.
"""

from __future__ import annotations

import contextlib
import functools
import itertools
import re
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import datetime
from decimal import Decimal
from pathlib import Path
from typing import Any, cast

from sqlalchemy import JSON, Connection, DateTime, Engine, MetaData, Numeric, create_engine, event, make_url
from sqlalchemy import exc as sa_exc
from sqlalchemy.engine.interfaces import DBAPIConnection, Dialect
from sqlalchemy.orm import DeclarativeBase, Session, sessionmaker
from sqlalchemy.pool import ConnectionPoolEntry
from sqlalchemy.sql import ClauseElement
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.types import TypeDecorator

from misrad.core.checkpoints import Checkpointer
from misrad.core.clock import as_utc
from misrad.core.pool import BurstPool, release_idle_connections
from misrad.core.read_units import ReadingSession, read_unit
from misrad.core.settings import Settings, get_settings
from misrad.core.sqlite_writers import WRITER_TURN_SECONDS, WriterQueue, configure_sqlite

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


def build_engine(
    url: str,
    *,
    immediate: bool = True,
    pool_size: int = 20,
    writer_turn: WriterQueue | None = None,
    wait_seconds: float = WRITER_TURN_SECONDS,
    checkpointer: Checkpointer | None = None,
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
        configure_sqlite(engine, writer_turn=turn, turn_seconds=wait_seconds, checkpointer=checkpointer)
        return engine
    # A server's connections are shared by every process of a deployment (and other clients): each
    # process keeps a few open between bursts. Kept at the full size, a handful of processes sat on
    # PostgreSQL's default 100 idle, and a burst elsewhere found the server full. What a burst opens
    # stays open while the burst lasts (``core.pool``): closed the moment it came back, a third of the
    # requests at concurrency 32 paid for a new connection.
    pool |= {"keep": min(pool_size, KEPT_SERVER_CONNECTIONS), "idle_seconds": IDLE_SERVER_CONNECTION_SECONDS}
    engine = create_engine(url, poolclass=BurstPool, **pool)
    _ping_when_idle(engine)
    wait_for_a_free_server_slot(engine, wait_seconds)
    return engine


# Connections to a database server that a process keeps open while idle (``build_engine``), and how long
# one more that a burst opened may lie unused before it is closed. Well within ``busy_wait_seconds``
# (10): a process that finds the server full waits that long for a slot, and the slots it waits for
# are often another process's idle ones (at 30 s, the suite's two gateway processes left a command run
# beside them refused). Under load a connection is reused within milliseconds, so none closes then.
KEPT_SERVER_CONNECTIONS = 8
IDLE_SERVER_CONNECTION_SECONDS = 5.0


# A connection back in the pool for less than this is taken to be alive without asking the server.
PING_AFTER_IDLE_SECONDS = 1.0


def _ping_when_idle(engine: Engine) -> None:
    """``pool_pre_ping`` for connections that lay idle: one that served a moment ago is trusted.

    A ping is a round trip to the server before every checkout, and a request checks out twice (its
    caller, its unit of work). What it guards against (a server restarted, a connection dropped by a
    firewall or ``idle_session_timeout``) comes after a pause, not between two requests a millisecond
    apart. A failed ping invalidates that connection and the pool hands out another (SQLAlchemy's
    retry on ``DisconnectionError``).
    """

    @event.listens_for(engine, "checkin")
    def _returned(_dbapi_connection: DBAPIConnection, record: ConnectionPoolEntry) -> None:
        record.info["returned_at"] = time.monotonic()

    @event.listens_for(engine, "checkout")
    def _taken(dbapi_connection: DBAPIConnection, record: ConnectionPoolEntry, _proxy: object) -> None:
        returned = record.info.pop("returned_at", None)
        if returned is None or time.monotonic() - returned < PING_AFTER_IDLE_SECONDS:
            return  # just connected, or served a moment ago
        try:
            engine.dialect.do_ping(dbapi_connection)
        except engine.dialect.loaded_dbapi.Error as error:
            raise sa_exc.DisconnectionError(str(error)) from error


# PostgreSQL's SQLSTATE and wordings for a server (or a role) that has all the connections it allows.
SERVER_FULL_STATE = "53300"
SERVER_FULL_WORDS = ("too many clients", "too many connections", "connection slots are reserved")


def server_is_full(error: BaseException) -> bool:
    """The server refused a new connection because it has as many as it allows (``max_connections``,
    a role's ``CONNECTION LIMIT``): a moment later, when another client lets one go, it will accept."""
    if getattr(error, "sqlstate", None) == SERVER_FULL_STATE:
        return True
    text = str(error).lower()
    return any(words in text for words in SERVER_FULL_WORDS)


def wait_for_a_free_server_slot(engine: Engine, wait_seconds: float) -> None:
    """New connections that the server refuses as full are asked for again, for at most ``wait_seconds``.

    Every process of a deployment has pools of its own, and together they may ask for more connections
    than ``max_connections`` in a burst (the pools then shrink back). Failing such a request at once
    would answer a client 503 for a connection that frees itself within milliseconds; waiting for it is
    what a thread already does for a connection of its own pool (``pool_timeout``). The connections that
    this process's other pools keep idle are closed first (``core.pool.release_idle_connections``). Past
    the bound the error goes on, and ``is_busy_error`` makes it a 503 with Retry-After.
    """
    dbapi = engine.dialect.loaded_dbapi

    @event.listens_for(engine, "do_connect")
    def _connect(_dialect: object, _record: object, cargs: tuple[Any, ...], cparams: dict[str, Any]) -> Any:
        deadline = time.monotonic() + wait_seconds
        pause = 0.02
        while True:
            try:
                return dbapi.connect(*cargs, **cparams)
            except dbapi.OperationalError as error:
                left = deadline - time.monotonic()
                if not server_is_full(error) or left <= 0:
                    raise
            if release_idle_connections():  # this process's own idle slots first: no need to wait
                continue
            time.sleep(min(pause, left))
            pause = min(pause * 2, 0.25)


def is_busy_error(error: BaseException) -> bool:
    """A database error that means "too many at once", not a fault: no connection free within the
    bounded wait, a PostgreSQL server with every connection taken, or SQLite still locked by another
    process after its busy timeout."""
    if isinstance(error, sa_exc.TimeoutError):
        return True
    if not isinstance(error, sa_exc.OperationalError):
        return False
    return "database is locked" in str(error.orig) or server_is_full(error.orig or error)


# In ``Session.info`` of a read-only unit of work's session (``unit_of_work(write=False)``): nothing it
# reads can be made stale by its own writes, so a read may be kept for the unit's later steps.
READ_ONLY = "read_only"


def rows_on_driver(
    connection: Connection, sql: str, parameters: Sequence[Any] | Mapping[str, Any]
) -> list[Any]:
    """The rows of one read (``sql`` in the driver's own placeholders) on ``connection``'s driver
    cursor, in its transaction if it has one: for a hot read where SQLAlchemy's execution and result
    layers cost more than the statement. Listeners still see it (tests count statements); a database
    error comes out as SQLAlchemy's, and a connection the server closed leaves the pool. ``parameters``
    by name (a mapping) for a statement that repeats one: psycopg sends each name once, so PostgreSQL
    sees one parameter (a grouping expression with it matches the select's)."""
    dialect = connection.dialect
    native = None if isinstance(parameters, Mapping) or dialect.name != "postgresql" else native_sql(sql)
    if native is None:
        cursor = connection.connection.cursor()
    else:  # psycopg's cursor that takes PostgreSQL's own placeholders as they are
        cursor = dialect.loaded_dbapi.RawCursor(connection.connection.driver_connection)
    try:
        if connection.dispatch.before_cursor_execute:
            connection.dispatch.before_cursor_execute(connection, cursor, sql, parameters, None, False)
        cursor.execute(sql if native is None else native, parameters)
        return list(cursor.fetchall())
    except dialect.loaded_dbapi.Error as error:
        driver = connection.connection.driver_connection
        raise driver_error(dialect, error, sql, parameters, driver, cursor, connection.invalidate) from error
    finally:
        with contextlib.suppress(dialect.loaded_dbapi.Error):  # a connection invalidated closed it already
            cursor.close()


# psycopg's positional placeholder and its escaped percent sign, the only two ``statement_on_driver`` leaves.
_POSITIONAL_OR_PERCENT = re.compile(r"%(%|s)")


@functools.lru_cache(maxsize=256)
def native_sql(sql: str) -> str | None:
    """``sql`` in psycopg's positional placeholders (``%s``, ``%%``) as PostgreSQL takes it (``$1``,
    ``%``), made once a statement; None when it holds any other placeholder (psycopg's then).

    psycopg makes the same text on every execution, and keeps what it made only for a statement of at
    most 4,096 characters and 50 parameters: the chat's exchange, one ``WITH`` of ~4,100 characters, was
    split by a regular expression again each time (~110 µs, 5 % of a chat's server CPU; issue 16,
    session 39). Its ``RawCursor`` sends the text as it is and dumps the parameters as ``%s`` does."""
    numbers = itertools.count(1)
    native = _POSITIONAL_OR_PERCENT.sub(lambda m: "%" if m.group(1) == "%" else f"${next(numbers)}", sql)
    return None if _POSITIONAL_OR_PERCENT.sub("", sql).count("%") else native


_NAMED = re.compile(r"%\((\w+)\)s")


def statement_on_driver(
    statement: ClauseElement, dialect: Dialect
) -> tuple[str, tuple[str, ...], dict[str, Any]]:
    """``statement`` compiled once for ``rows_on_driver``: the driver's SQL in positional placeholders,
    the parameters' names in their order, and the values of those the statement holds itself (constants
    SQLAlchemy binds). The caller makes each value as the column's SQLAlchemy type would (a time as
    naive UTC, JSON as ``json.dumps`` writes it): a test of its own compares the rows written."""
    compiled = cast(SQLCompiler, statement.compile(dialect=dialect))
    constants = dict(compiled.params)
    if compiled.positiontup is not None:  # SQLite's qmark
        return compiled.string, tuple(compiled.positiontup), constants
    names: list[str] = []  # psycopg's pyformat: a tuple is cheaper to send than a mapping to reorder

    def positional(found: re.Match[str]) -> str:
        names.append(found.group(1))
        return "%s"

    return _NAMED.sub(positional, compiled.string), tuple(names), constants


def driver_error(
    dialect: Dialect,
    error: Exception,
    sql: str,
    parameters: Any,
    driver: Any,
    cursor: Any,
    invalidate: Callable[[BaseException], None],
) -> sa_exc.StatementError:
    """A driver's ``error`` from a statement sent past SQLAlchemy, as SQLAlchemy's own (what the
    application's handlers know: a busy database is a 503, not a 500); a connection the server closed
    is first invalidated (``invalidate``, the connection's or the pool entry's), so that the pool never
    hands it out again."""
    if dialect.is_disconnect(cast(Any, error), driver, cursor):
        invalidate(error)
    translated = sa_exc.DBAPIError.instance(
        sql, parameters, error, dialect.loaded_dbapi.Error, dialect=dialect
    )
    return translated


def _database_file(url: str) -> Path | None:
    """A SQLite database's file, or None (in memory, or a ``file:`` URI)."""
    database = make_url(url).database
    if not database or database == ":memory:" or database.startswith("file:"):
        return None
    return Path(database).resolve()


def _writer_lock_path(url: str) -> Path | None:
    """The file beside a SQLite database whose lock writers of every process take turns on."""
    database = _database_file(url)
    return None if database is None else database.with_name(database.name + ".writer-lock")


def _reading(engine: Engine, is_sqlite: bool) -> Engine:
    """The engine of read-only sessions: on a server, its statements run in autocommit.

    PostgreSQL's READ COMMITTED (its default, which misrad keeps) gives each statement a snapshot of its
    own, inside a transaction or not: a read-only unit gains nothing from BEGIN and COMMIT but two round
    trips (a third of an authenticated list's). The connections are the same pool's; SQLAlchemy switches
    one to autocommit while a read-only session holds it, a setting of the driver with no round trip.
    """
    return engine if is_sqlite else engine.execution_options(isolation_level="AUTOCOMMIT")


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
        file = _database_file(url) if self.is_sqlite else None
        self.checkpointer = Checkpointer(file) if file is not None else None
        pool_size, wait_seconds = settings.database_connections, settings.busy_wait_seconds
        self.write_engine = build_engine(
            url,
            writer_turn=self.writer_turn,
            pool_size=pool_size,
            wait_seconds=wait_seconds,
            checkpointer=self.checkpointer,
        )
        self.read_engine = (
            build_engine(url, immediate=False, pool_size=pool_size, wait_seconds=wait_seconds)
            if self.is_sqlite
            else self.write_engine
        )
        self._writer = sessionmaker(self.write_engine, expire_on_commit=False)
        self._reader = sessionmaker(
            _reading(self.read_engine, self.is_sqlite), expire_on_commit=False, info={READ_ONLY: True}
        )
        # A read that streams rows through a server-side cursor (``yield_per``): PostgreSQL keeps such a
        # cursor only inside a transaction, so these reads keep BEGIN and COMMIT.
        self._streamer = sessionmaker(self.read_engine, expire_on_commit=False)

    def new_session(
        self, *, write: bool = True, streaming: bool = False, connection: Connection | None = None
    ) -> Session:
        """``connection``: a read-only unit's on a server, in autocommit (``core.read_units``)."""
        if connection is not None:
            return ReadingSession(connection, info={READ_ONLY: True})
        if streaming and not write:
            return self._streamer()
        return (self._writer if write else self._reader)()

    def _session_on(self, connection: Connection) -> Session:
        return self.new_session(write=False, connection=connection)

    @contextmanager
    def unit_of_work(self, *, write: bool = True, streaming: bool = False) -> Iterator[Session]:
        """A session that commits once on success and rolls back on error (jobs, CLI, scripts).
        ``streaming``: a read-only one whose rows come through a server-side cursor (``yield_per``).
        A read-only one on a server: ``core.read_units`` (its connection's autocommit set by hand)."""
        if not (write or streaming or self.is_sqlite):
            with read_unit(self.read_engine, self._session_on) as reading:
                yield reading
            return
        session = self.new_session(write=write, streaming=streaming)
        try:
            yield session
            session.commit()
        except BaseException:
            session.rollback()
            raise
        finally:
            session.close()

    def scalar_now(self, sql: str) -> Any:
        """The first value of ``rows_now(sql)``'s first row (None when there is none)."""
        rows = self.rows_now(sql, first_only=True)
        return rows[0][0] if rows else None

    def rows_now(self, sql: str, *, first_only: bool = False) -> list[Any]:
        """The rows of one read-only statement (plain SQL, no parameters), run outside any
        transaction on a pooled connection: it sees everything committed before it started.

        Without a session or transaction around it, the read costs a tenth of one (no BEGIN or COMMIT,
        on PostgreSQL one round trip instead of three): for a check every request makes, such as a
        change counter (``core.changes.peek``). Errors come out as SQLAlchemy's, as any other read's.
        """
        pooled = self.read_engine.raw_connection()
        driver: Any = pooled.driver_connection
        try:
            if not self.is_sqlite:  # pysqlite is in autocommit already (``_sqlite_pragmas``)
                driver.autocommit = True
            try:
                cursor = driver.execute(sql)
                rows = [cursor.fetchone()] if first_only else cursor.fetchall()
            finally:
                if not self.is_sqlite and not driver.closed:
                    driver.autocommit = False
        except self.read_engine.dialect.loaded_dbapi.Error as error:
            raise driver_error(
                self.read_engine.dialect, error, sql, None, driver, None, pooled.invalidate
            ) from error
        finally:
            pooled.close()
        return [row for row in rows if row is not None]

    @contextmanager
    def write_transaction(self) -> Iterator[Connection]:
        """SQL without the ORM in one short write transaction: commits on success, else rolls back."""
        with self.write_engine.begin() as connection:
            yield connection

    @contextmanager
    def single_statement_writes(self, reading: Session | None = None) -> Iterator[Connection]:
        """A connection for a write that is one statement: on a database server each statement commits
        on its own (autocommit), so none pays for BEGIN and COMMIT, two round trips of three. A
        statement is all or nothing by itself; a write of several must take ``write_transaction``.
        On SQLite a write transaction (its writer turn), where one statement costs no round trip.
        ``reading``: a read-only unit still open (``unit_of_work(write=False)``), whose connection on a
        server is in autocommit already: the write goes on it, and a pool checkout (with its switch to
        autocommit and back) costs the server more than the statement's own execution."""
        if self.is_sqlite:
            with self.write_transaction() as connection:
                yield connection
            return
        if reading is not None:
            yield reading.connection()
            return
        with self.write_engine.connect().execution_options(isolation_level="AUTOCOMMIT") as connection:
            yield connection

    def dispose(self) -> None:
        if self.checkpointer is not None:
            self.checkpointer.close()
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
