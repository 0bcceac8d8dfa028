"""SQLite's writers taking turns: one writer at a time, first come first served in a process and, on a
lock file beside the database, across processes; write transactions from ``BEGIN IMMEDIATE`` to their end
inside a turn; WAL and the connection's pragmas. ``core.db`` builds its SQLite engines with these.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import select
import stat
import threading
import time
import weakref
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar, cast

from sqlalchemy import Connection, Engine, event
from sqlalchemy import exc as sa_exc
from sqlalchemy.engine.interfaces import DBAPIConnection
from sqlalchemy.pool import ConnectionPoolEntry

from misrad.core.checkpoints import FALLBACK_PAGES, Checkpointer
from misrad.core.errors import ServiceBusy

T = TypeVar("T")

# How long a writer waits for its turn in this process before giving up with 503 (settings override it).
WRITER_TURN_SECONDS = 10.0
# A writer waiting for another process's turn wakes at that process's ring; it looks again this often
# anyway, for a ring another waiter took (three processes and more) or a holder killed mid-turn.
FALLBACK_POLL_SECONDS = 0.005
# A ring is a byte; what a pipe holds unread (no one waiting) is read back at most this much at a time.
_DRAIN_BYTES = 65536


class Doorbell:
    """A named pipe beside the lock file that a writer rings (one byte) when it lets go of the lock.

    flock has no timeout, and a writer's wait must stay bounded (503, never an endless wait), so a
    waiter cannot block in flock; polling it instead lost up to a poll step (and a wake-up of its own)
    after every release. The waiter sleeps in ``poll`` on the pipe, bounded by its deadline, and the
    kernel wakes it with the ring. Rings nobody heard (no process was waiting) are read back before a
    wait, so they never make one spin.
    """

    def __init__(self, path: Path) -> None:
        with contextlib.suppress(FileExistsError):
            os.mkfifo(path, 0o600)
        # Read and write on one handle: opening never blocks for a peer, and reading never sees an end.
        self._fd = os.open(path, os.O_RDWR | os.O_NONBLOCK)
        if not stat.S_ISFIFO(os.fstat(self._fd).st_mode):
            os.close(self._fd)
            raise OSError(f"{path} is not a named pipe")

    def ring(self) -> None:
        with contextlib.suppress(BlockingIOError):  # a full pipe rings already
            os.write(self._fd, b"\0")

    def forget_rings(self) -> None:
        with contextlib.suppress(BlockingIOError):
            while len(os.read(self._fd, _DRAIN_BYTES)) == _DRAIN_BYTES:
                pass

    def wait(self, seconds: float) -> None:
        # poll, not select: a process serving many sockets may hold this pipe past select's 1,024 fds.
        bell = select.poll()  # one per wait: a poll object refuses two threads at once
        bell.register(self._fd, select.POLLIN)
        bell.poll(seconds * 1000)

    def close(self) -> None:
        os.close(self._fd)


class WriterQueue:
    """Turns for SQLite writers, first come first served in this process and, with ``lock_path``, across
    every process writing to the same file.

    A plain lock lets a thread that just arrived overtake one that has waited long; handing the turn
    straight to the longest waiter keeps the slowest write close to the queue's length. Between
    processes (``misrad serve --workers N``) SQLite's own lock would make a refused writer sleep in
    growing steps of up to 100 ms; instead the one writer of each process that holds its turn takes a
    lock on a file beside the database, and while another process holds it, sleeps until that process
    rings the ``Doorbell`` on letting go (its deadline still bounds the wait).
    """

    def __init__(self, lock_path: Path | None = None) -> None:
        self._guard = threading.Lock()
        self._waiting: deque[threading.Event] = deque()
        self._taken = False
        self._lock_file = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o600) if lock_path else None
        self._doorbell = _doorbell(lock_path.with_name(lock_path.name + "-bell")) if lock_path else None

    def acquire(self, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        if not self._take_local_turn(timeout):
            return False
        if self._lock_file is None or self._take_file_turn(deadline):
            return True
        self._pass_local_turn()
        return False

    def release(self) -> None:
        if self._lock_file is None:
            self._pass_local_turn()
            return
        fcntl.flock(self._lock_file, fcntl.LOCK_UN)
        self._pass_local_turn()  # this process's next writer first: ringing lets the GIL go
        if self._doorbell is not None:
            self._doorbell.ring()

    def close(self) -> None:
        if self._lock_file is not None:
            os.close(self._lock_file)  # closing drops a lock this process might still hold
            self._lock_file = None
        if self._doorbell is not None:
            self._doorbell.close()
            self._doorbell = None

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
        # Only this process's turn holder waits here. flock has no timeout: the wait is the doorbell's.
        assert self._lock_file is not None
        while not self._try_file_lock():
            if self._doorbell is not None:
                # Old rings out, then one more try: a release before it is seen, one after it rings.
                # Only now, not before the first try: a woken waiter goes for the lock at once.
                self._doorbell.forget_rings()
                if self._try_file_lock():
                    return True
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            if self._doorbell is not None:
                self._doorbell.wait(min(left, FALLBACK_POLL_SECONDS))
            else:
                time.sleep(min(left, 0.0005))
        return True

    def _try_file_lock(self) -> bool:
        assert self._lock_file is not None
        try:
            fcntl.flock(self._lock_file, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _pass_local_turn(self) -> None:
        with self._guard:
            if self._waiting:
                self._waiting.popleft().set()  # the turn passes on; it is never free in between
            else:
                self._taken = False


def _doorbell(path: Path) -> Doorbell | None:
    """The doorbell beside the lock file; None where a named pipe cannot be made (the waiter polls)."""
    try:
        return Doorbell(path)
    except OSError:
        return None


def _sqlite_pragmas(dbapi_connection: DBAPIConnection, _record: ConnectionPoolEntry) -> None:
    # Take transaction control from pysqlite so that BEGIN is ours to emit.
    dbapi_connection.isolation_level = None  # type: ignore[attr-defined]
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=30000")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def configure_sqlite(
    engine: Engine, *, writer_turn: WriterQueue | None, turn_seconds: float, checkpointer: Checkpointer | None
) -> None:
    event.listen(engine, "connect", _sqlite_pragmas)
    if checkpointer is not None:  # its writers leave checkpoints to the checkpointer's thread

        @event.listens_for(engine, "connect")
        def _checkpoints_elsewhere(dbapi_connection: DBAPIConnection, _record: ConnectionPoolEntry) -> None:
            dbapi_connection.execute(f"PRAGMA wal_autocheckpoint={FALLBACK_PAGES}")  # type: ignore[attr-defined]

    if writer_turn is None:

        @event.listens_for(engine, "begin")
        def _begin_deferred(connection: Connection) -> None:
            connection.exec_driver_sql("BEGIN")

        return
    turns = WriterTurns(engine, writer_turn, turn_seconds, checkpointer)
    _TURNS[engine] = turns
    event.listen(engine, "begin", turns.begin)
    event.listen(engine, "commit", turns.commit)
    event.listen(engine, "rollback", turns.roll_back)


def writer_turns(engine: Engine) -> WriterTurns | None:
    """The writer turns of a SQLite write engine (None for any other engine)."""
    return _TURNS.get(engine)


class WriterTurns:
    """A write engine's transactions, each from ``BEGIN IMMEDIATE`` to its end inside a writer turn.

    SQLite lets one writer in at a time, and a writer refused by SQLite sleeps in growing steps (up to
    100 ms) before it tries again: with 32 writers the p99 of a 2 ms write was 1.5 s. Writers of this
    process therefore queue in arrival order and start the moment the previous one ends; SQLite's own
    lock and busy timeout still guard against other processes.

    SQLAlchemy calls its "commit" and "rollback" listeners *before* it sends COMMIT or ROLLBACK: a turn
    passed there let the next writer's BEGIN IMMEDIATE meet this one's write lock and sleep in SQLite's
    busy handler. The listeners here send the statement themselves and pass the turn once the lock is
    gone; pysqlite's own call after them finds no transaction left and does nothing.
    """

    def __init__(
        self, engine: Engine, writer_turn: WriterQueue, turn_seconds: float, checkpointer: Checkpointer | None
    ) -> None:
        self.dialect = engine.dialect
        self.writer_turn = writer_turn
        self.turn_seconds = turn_seconds
        self.checkpointer = checkpointer
        self._writes: deque[_DriverWrite] = deque()  # ``on_driver`` calls waiting for their turn
        self._writes_guard = threading.Lock()
        self._leading = False  # one of them is waiting for (or holds) the turn for them all

    def begin(self, connection: Connection) -> None:
        # A bounded wait: a writer that cannot get its turn is told to come back (503), never left to
        # SQLite's own lock, which would answer "database is locked" (a 500) after yet another wait.
        if not self.writer_turn.acquire(timeout=self.turn_seconds):
            raise ServiceBusy()
        connection.info["writer_turn"] = True
        try:
            connection.exec_driver_sql("BEGIN IMMEDIATE")
        except BaseException:
            self._end_turn(connection)
            raise

    def commit(self, connection: Connection) -> None:
        if not connection.info.get("writer_turn"):
            return
        dbapi = self.dialect.loaded_dbapi
        try:
            connection.connection.dbapi_connection.commit()  # type: ignore[union-attr]
        except dbapi.Error as error:
            wrapped = sa_exc.DBAPIError.instance("COMMIT", None, error, dbapi.Error, dialect=self.dialect)
            raise wrapped from error
        finally:
            self._end_turn(connection)
        if self.checkpointer is not None:
            self.checkpointer.committed()

    def roll_back(self, connection: Connection) -> None:
        if not connection.info.get("writer_turn"):
            return
        try:  # a failure (a connection already lost) is left to SQLAlchemy's own rollback, which follows
            with contextlib.suppress(Exception):
                connection.connection.dbapi_connection.rollback()  # type: ignore[union-attr]
        finally:
            self._end_turn(connection)

    def _end_turn(self, connection: Connection) -> None:
        if connection.info.pop("writer_turn", False):
            self.writer_turn.release()

    def on_driver(self, engine: Engine, work: Callable[[Any], T]) -> T:
        """``work(cursor)`` in a write transaction on a driver's connection of ``engine`` (taken from its
        pool before the turn), committed at once: the writer turn, ``BEGIN IMMEDIATE``, the statements,
        ``COMMIT``, the turn passed on. A driver error comes out as SQLAlchemy's, as from any other write.

        For a hot write whose statements and parameters are all made before (``records``' new
        customer): through SQLAlchemy the turn also held its execution and transaction objects, and a
        plain route's turn lasted until the route had built its answer and committed (0.6-0.9 ms of CPU
        a create, measured with two processes creating). Writes of this process that wait for the turn
        together are written by the first of them in one transaction, each in a savepoint of its own
        (a failing one leaves nothing and fails alone): handing the turn to the next thread cost that
        thread's wake-up, 0.6-1.4 ms, where a create's statements take 0.2.
        """
        write = _DriverWrite(work)
        with self._writes_guard:
            self._writes.append(write)
            leading = not self._leading
            self._leading = True
        if not leading:
            write.done.wait()  # the leader always sets it; its own wait for the turn is bounded
        if leading or write.leads:
            self._lead(engine)
        return cast(T, write.outcome(self.dialect))

    def _lead(self, engine: Engine) -> None:
        """Write every waiting write in one turn, then make the next waiting one (if any) the leader."""
        batch: list[_DriverWrite] = []
        try:
            pooled = engine.raw_connection()
            try:
                if not self.writer_turn.acquire(timeout=self.turn_seconds):
                    batch = self._take_batch()
                    for write in batch:
                        write.error = ServiceBusy()
                    return
                try:
                    batch = self._take_batch()
                    self._write_batch(pooled.dbapi_connection, batch)
                finally:
                    self.writer_turn.release()
            finally:
                pooled.close()
            if self.checkpointer is not None:
                self.checkpointer.committed()
        except BaseException as error:  # no connection, or the leader interrupted: every write fails
            batch = batch or self._take_batch()
            for write in batch:
                write.error = write.error or error
            raise
        finally:
            with self._writes_guard:
                if self._writes:
                    self._writes[0].leads = True
                    self._writes[0].done.set()
                else:
                    self._leading = False
            for write in batch:
                write.done.set()

    def _take_batch(self) -> list[_DriverWrite]:
        with self._writes_guard:
            batch = [self._writes.popleft() for _ in range(min(len(self._writes), MAX_WRITES_A_TURN))]
        for write in batch:
            write.leads = False
        return batch

    @staticmethod
    def _write_batch(dbapi_connection: Any, batch: list[_DriverWrite]) -> None:
        together = len(batch) > 1
        cursor = dbapi_connection.cursor()
        try:
            cursor.execute("BEGIN IMMEDIATE")
            for write in batch:
                _write_one(cursor, write, together)
            dbapi_connection.commit()
        except BaseException as error:
            with contextlib.suppress(Exception):  # no transaction left (BEGIN failed) is fine
                dbapi_connection.rollback()
            for write in batch:  # nothing was committed
                write.error, write.result = write.error or error, None
        finally:
            cursor.close()


def _write_one(cursor: Any, write: _DriverWrite, together: bool) -> None:
    if not together:
        write.result = write.work(cursor)  # an error fails the transaction, which holds this write alone
        return
    cursor.execute("SAVEPOINT driver_write")
    try:
        write.result = write.work(cursor)
    except Exception as error:
        write.error = error
        cursor.execute("ROLLBACK TO driver_write")
    cursor.execute("RELEASE driver_write")


# At most this many waiting writes go in one turn (one transaction): the others wait for the next.
MAX_WRITES_A_TURN = 64


class _DriverWrite:
    """One ``WriterTurns.on_driver`` call waiting for its turn, and what came of it."""

    def __init__(self, work: Callable[[Any], Any]) -> None:
        self.work = work
        self.done = threading.Event()
        self.leads = False  # set with ``done``: this caller leads the next turn
        self.result: Any = None
        self.error: BaseException | None = None

    def outcome(self, dialect: Any) -> Any:
        if self.error is None:
            return self.result
        dbapi = dialect.loaded_dbapi
        if isinstance(self.error, dbapi.Error):
            wrapped = sa_exc.DBAPIError.instance(
                "(on the driver)", None, self.error, dbapi.Error, dialect=dialect
            )
            raise wrapped from self.error
        raise self.error


_TURNS: weakref.WeakKeyDictionary[Engine, WriterTurns] = weakref.WeakKeyDictionary()
