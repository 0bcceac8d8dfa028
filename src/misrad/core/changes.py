"""Change signals: what tells every process that one of its caches is stale.

Each process keeps caches (the assistant's customer names, the gateway's call plans, callers of bearer
tokens). Several API processes and workers run at once, so a cache must learn of a write made by any of
them. One counter per kind of cached data (``change_versions``) is bumped in the transaction of every
write that makes that kind stale; a process reads the counter by its key (one indexed read) before it
trusts its cache, so a committed change is seen by every process at once. Timers stay only as a
backstop (a write made outside misrad, by hand in the database, still shows within a while).

The counter is in the database, not in Redis: it is committed (or rolled back) with the write itself, so
no process can see the signal before the data, nor miss it after a crash between the two.
"""

from __future__ import annotations

import itertools
import os
import random
import threading
import time
from collections.abc import Callable, Hashable
from contextvars import ContextVar
from typing import Any, Generic, TypeVar, cast

from sqlalchemy import (
    ColumnElement,
    Connection,
    Integer,
    String,
    Table,
    Update,
    and_,
    bindparam,
    func,
    insert,
    literal_column,
    select,
    update,
)
from sqlalchemy.orm import Mapped, Session, mapped_column

from misrad.core.db import Base, get_database

# The kinds known today. Their rows exist before any request, so a bump only ever updates in place: the
# migration made the first four, a later kind's row is a seed of its area (``seed_kind``).
CUSTOMERS = "customers"  # customers' names (the assistant's name index)
AI_PLANS = "ai_plans"  # providers, keys, models, prices, budgets, fallback rules, passive health
CALLERS = "callers"  # users and bearer tokens (the cache of token look-ups)
AI_KEYS = "ai_keys"  # the /v1 endpoint's virtual keys (its cache of key look-ups)
PROMPTS = "prompts"  # the assistant's prompts (a chat's prompt, kept per process)
REPAIRS = "repairs"  # repairs' items and owners (the assistant's items index); its row: records_0008
KINDS = (CUSTOMERS, AI_PLANS, CALLERS, AI_KEYS, PROMPTS, REPAIRS)

Executor = Session | Connection

# A kind that many writers bump at once is counted on several rows: ``kind`` (every write's but the hot
# one's) and ``kind.1`` .. ``kind.N``, and read as their sum. A bump holds its row's lock until it commits,
# on PostgreSQL through the commit's WAL flush: with one row, every customer create waited for the one
# before it (``docs/benchmarks.md``, scaleout, session 25). A create bumps one of the N (``shard``); the
# rows are migrations' (records_0007, records_0008), so it only ever updates in place. A repair create is
# a hot write as a customer's is (an office taking in devices all day, from several desks).
SHARDS = {CUSTOMERS: 15, REPAIRS: 15}


class ChangeVersion(Base):
    """A counter per kind of cached data, bumped in the transaction of every write that changes it."""

    __tablename__ = "change_versions"

    kind: Mapped[str] = mapped_column(String(40), primary_key=True)
    version: Mapped[int] = mapped_column(default=0)


# Built once: a statement built per call costs more to key for SQLAlchemy's compiled cache than the read
# itself, and every authenticated request reads a counter.
_TABLE = cast(Table, ChangeVersion.__table__)
_ROW = select(_TABLE.c.version).where(_TABLE.c.kind == bindparam("kind"))


def rows_of(kind: str) -> tuple[str, ...]:
    """The rows a kind is counted on: ``kind`` and its ``kind.1`` .. ``kind.N``, named one by one (a range
    of the text would sort by the database's collation, where punctuation may not come first)."""
    return (kind, *(f"{kind}.{n}" for n in range(1, SHARDS.get(kind, 0) + 1)))


def _sum_of(condition: Any) -> Any:
    return select(func.coalesce(func.sum(_TABLE.c.version), 0)).where(condition)


_CURRENT = _sum_of(_TABLE.c.kind.in_(bindparam("kinds", expanding=True)))
_BUMP = update(_TABLE).where(_TABLE.c.kind == bindparam("bumped")).values(version=_TABLE.c.version + 1)


def bump(executor: Executor, kind: str) -> None:
    """Mark ``kind`` changed, in the caller's transaction: caches everywhere drop it once this commits."""
    noted_own_write()
    # On the session's connection, past the ORM: an ORM update (and building it per call) was a tenth
    # of creating a customer's CPU. The session's pending changes need not go first: all commit together.
    connection = executor.connection() if isinstance(executor, Session) else executor
    if connection.execute(_BUMP, {"bumped": kind}).rowcount == 0:  # a kind newer than the migration's seed
        connection.execute(insert(_TABLE).values(kind=kind, version=1))


def counter_column(kind: str) -> ColumnElement[int]:
    """The committed counter of ``kind`` (the sum of its ``rows_of``) as a column a read can carry, or a
    write's condition (``counters_stand``): read in the same statement as the read's rows, it is as new
    as they are, with no round trip of its own. The read hands it to ``saw``.

    Plain SQL with the rows' names written in (code constants, never a caller's value): an ``IN`` of
    values is expanded by SQLAlchemy as it executes, which a statement sent on the driver is not; and
    SQLAlchemy's rendering (every column named with its table, the 0 a parameter) made a chat's
    statement too long for psycopg to keep its conversion (``MAX_CACHED_STATEMENT_LENGTH``)."""
    rows = ", ".join(f"'{row}'" for row in rows_of(kind))
    summed = f"(SELECT coalesce(sum(version), 0) FROM change_versions WHERE kind IN ({rows}))"  # noqa: S608
    return literal_column(summed, type_=Integer)


def _fresh_turns() -> dict[str, itertools.count[int]]:
    return {kind: itertools.count(random.randrange(rows)) for kind, rows in SHARDS.items()}  # noqa: S311


# Where each kind's next hot write lands in this process: its rows in turn from a random start. Random
# draws made a process's own writes in flight meet on one row (1 in 5 at c=8, each then waiting for the
# other's WAL flush, its backend woken to re-check the row); in turn they never do, and processes meet only
# where their turns happen to cross. A forked child starts afresh, not in step with its parent.
_turns = _fresh_turns()


def _restart_turns() -> None:
    global _turns
    _turns = _fresh_turns()


os.register_at_fork(after_in_child=_restart_turns)


def shard(kind: str) -> str:
    """The row a hot write of ``kind`` bumps (``bump_statement``'s ``bumped``): one of its ``SHARDS``, the
    process's next in turn, so that writers at once seldom bump the same row; ``kind`` itself when it has
    none. ``next`` on a ``count`` is atomic under the GIL: request threads at once get different rows."""
    rows = SHARDS.get(kind)
    return kind if rows is None else f"{kind}.{next(_turns[kind]) % rows + 1}"


def saw(kind: str, version: int | None) -> None:
    """A statement of the request read the counter of ``kind`` (``counter_column``): kept for ``seen``."""
    counters = REQUEST_COUNTERS.get()
    if counters is not None:
        counters.saw(kind, int(version or 0))


def seen(kind: str) -> int | None:
    """The counter of ``kind`` as a statement of this request read it (``saw``); None when none did."""
    counters = REQUEST_COUNTERS.get()
    return None if counters is None else counters.seen(kind)


# ``bump`` on a SQLite driver's cursor, for a write sent past SQLAlchemy (``WriterTurns.on_driver``).
_BUMP_ON_DRIVER = "UPDATE change_versions SET version = version + 1 WHERE kind = ?"
_FIRST_ON_DRIVER = "INSERT INTO change_versions (kind, version) VALUES (?, 1)"


def bump_on_driver(cursor: Any, kind: str) -> None:
    """``bump`` on a SQLite driver's cursor in its write transaction. The write may run on another
    thread than its request's (``WriterTurns.on_driver``): the request calls ``noted_own_write``."""
    cursor.execute(_BUMP_ON_DRIVER, (kind,))
    if cursor.rowcount == 0:  # a kind newer than the migration's seed
        cursor.execute(_FIRST_ON_DRIVER, (kind,))


def noted_own_write() -> None:
    """The request wrote a counter: what it read of the counters before is stale."""
    counters = REQUEST_COUNTERS.get()
    if counters is not None:
        counters.forget()


def bump_statement() -> Update:
    """The UPDATE that bumps the kind given as its parameter ``bumped``, for a write that must be one
    statement (a data-modifying ``WITH`` on PostgreSQL, no BEGIN or COMMIT). The kind's row must exist
    (every kind's does before any request); the caller calls ``noted_own_write`` as ``bump`` does."""
    return _BUMP


def seed_kind(session: Session, kind: str) -> None:
    """The counter row of ``kind``, made when missing (an area's seed, run before any process serves):
    two first bumps at once would otherwise both insert it, and one of them fail."""
    if session.execute(_ROW, {"kind": kind}).first() is None:
        session.execute(insert(_TABLE).values(kind=kind, version=0))


# The plain SQL of ``peek`` per kind (kinds are code constants: nothing a caller sends is spliced in).
_PEEK_SQL = {
    kind: f"SELECT version FROM change_versions WHERE kind = '{kind}'"  # noqa: S608
    if kind not in SHARDS
    else "SELECT coalesce(sum(version), 0) FROM change_versions"  # noqa: S608
    f" WHERE kind IN ({', '.join(repr(row) for row in rows_of(kind))})"
    for kind in KINDS
}


def current(executor: Executor, kind: str) -> int:
    """The committed counter of ``kind`` (0 before its first change): the sum of its rows."""
    found = executor.execute(_CURRENT, {"kinds": list(rows_of(kind))}).scalar()
    return int(found or 0)


def peek(kind: str) -> int:
    """The counter of ``kind`` as committed now: one statement outside any transaction, no session.

    For checking that a value kept in a cache still stands (a hit), where this is all a request reads.
    A value loaded on a miss is read in one transaction with its counter (``current``), so that it is
    never kept under a counter newer than its data. In a request (``RequestCounters``) every kind is
    read by the request's first peek, in one statement, and the request's later peeks use that reading.
    """
    counters = REQUEST_COUNTERS.get()
    if counters is not None:
        return counters.peek(kind)
    return int(get_database().scalar_now(_PEEK_SQL[kind]) or 0)


_PEEK_ALL_SQL = "SELECT kind, version FROM change_versions"


def _summed(rows: list[Any]) -> dict[str, int]:
    """Every kind's counter from all rows of the table: a kind's rows (``kind``, ``kind.N``) summed."""
    versions: dict[str, int] = {}
    for row_kind, version in rows:
        kind = str(row_kind).partition(".")[0]
        versions[kind] = versions.get(kind, 0) + int(version)
    return versions


class RequestCounters:
    """The change counters as one request found them: read once, by its first ``peek``, all together.

    A chat checks two caches (its caller's token, the assistant's customer names); each check was a
    statement of its own (on PostgreSQL a round trip). The table holds one row per kind, so reading all
    of them costs what reading one does. A request sees every write committed before its first peek,
    as before: the next request reads again. The request's middleware (``core.web``) makes one per
    request and drops it when the request ends; a request's threads get the same one (anyio copies the
    context into a request thread), hence the lock. Once the response has started (a stream that polls
    on) and after a write of the request's own (``bump``), peeks read the database again.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._versions: dict[str, int] | None = None
        self._open = True
        self._seen: dict[str, int] = {}  # counters read by the request's own statements (``saw``)
        self._relied: dict[str, int] | None = None  # while assuming: the counters peeked (``assume``)

    def peek(self, kind: str) -> int:
        global _last_reading
        with self._lock:
            if not self._open:
                versions = None
            elif self._relied is not None and self._versions is not None:  # assumed: noted for the write
                versions = self._versions
                self._relied[kind] = versions.get(kind, 0)
            elif self._versions is None:
                versions = self._versions = _summed(get_database().rows_now(_PEEK_ALL_SQL))
                _last_reading = versions
            else:
                versions = self._versions
        if versions is None:
            return int(get_database().scalar_now(_PEEK_SQL[kind]) or 0)
        return versions.get(kind, 0)

    def forget(self) -> None:
        with self._lock:
            self._versions, self._relied = None, None
            self._seen.clear()

    def assume(self) -> bool:
        """Take the counters as this process's last reading had them, read nothing, and note each one
        peeked (``relied``): for a use case whose one write checks them in its own statement and
        writes nothing when one has moved, so that it is answered again from a fresh reading. False
        (nothing changed) when the request has read them already or the process never has."""
        global _hold_off
        last = _last_reading
        if _hold_off > 0:  # the last assumptions missed: read them for a while (``assumption_failed``)
            _hold_off -= 1
            return False
        with self._lock:
            if last is None or not self._open or self._versions is not None:
                return False
            self._versions, self._relied = last, {}
            return True

    def relied(self) -> dict[str, int]:
        """The counters peeked while assuming, as assumed ({} when not assuming)."""
        with self._lock:
            return {} if self._relied is None else dict(self._relied)

    def stop_assuming(self) -> None:
        """Peeks read the database again (the use case declined: what it assumed is not to be trusted)."""
        with self._lock:
            if self._relied is not None:
                self._versions, self._relied = None, None

    def saw(self, kind: str, version: int) -> None:
        with self._lock:
            self._seen[kind] = version

    def seen(self, kind: str) -> int | None:
        with self._lock:
            return self._seen.get(kind) if self._open else None

    def close(self) -> None:
        """From now on every peek reads the database (the response has started)."""
        with self._lock:
            self._open, self._versions, self._relied = False, None, None


# Every kind's counter as this process's last request read them (``RequestCounters.assume``).
_last_reading: dict[str, int] | None = None
# Requests that read the counters rather than assume them, and how many the next miss adds (doubled on
# each miss in a row, at most ``MAX_HOLD_OFF``): approximate under threads, which only moves a cost.
MAX_HOLD_OFF = 64
_hold_off = 0
_next_hold_off = 1


def assumption_failed() -> None:
    """A write found a counter its use case assumed moved: where counters move more often than the
    process's requests assume them, each would be answered twice, so the next requests read them."""
    global _hold_off, _next_hold_off
    _hold_off, _next_hold_off = _next_hold_off, min(2 * _next_hold_off, MAX_HOLD_OFF)


def forget_last_reading() -> None:
    """No request of this process has read the counters yet (a database replaced under the process, as
    the tests' new installation does): nothing is assumed before a request reads them again."""
    global _last_reading
    _last_reading = None
    assumption_held()


def assumption_held() -> None:
    """A write found the counters its use case assumed as they were: the next miss holds off for one."""
    global _hold_off, _next_hold_off
    _hold_off, _next_hold_off = 0, 1


def relied_on() -> dict[str, int]:
    """The counters this request relies on as assumed (``RequestCounters.assume``), for its write to
    check (``counters_stand``); {} when it read them (or outside a request)."""
    counters = REQUEST_COUNTERS.get()
    return {} if counters is None else counters.relied()


def counters_stand(kinds: tuple[str, ...]) -> ColumnElement[bool]:
    """A condition that holds while each of ``kinds`` is still its parameter ``counter_<kind>``, for a
    write's own statement (its values: ``counter_parameters``)."""
    return and_(*(counter_column(kind) == bindparam(f"counter_{kind}") for kind in kinds))


def counter_parameters(relied: dict[str, int]) -> dict[str, int]:
    return {f"counter_{kind}": version for kind, version in relied.items()}


class CountersMoved(Exception):
    """A write that checked the counters its use case relied on wrote nothing: one of them has moved."""


# The counters of the request being served (None outside requests: jobs, the CLI, background threads).
REQUEST_COUNTERS: ContextVar[RequestCounters | None] = ContextVar("misrad_request_counters", default=None)


def read_current(kind: str) -> int:
    """``current`` in a short read-only unit of work of its own."""
    with get_database().unit_of_work(write=False) as session:
        return current(session, kind)


Value = TypeVar("Value")


class VersionedCache(Generic[Value]):
    """Values kept in this process while the counter of their kind has not moved.

    ``get(key, version, load)`` hands back the kept value when it was loaded under ``version`` and is
    younger than ``backstop_seconds``; else it loads (outside the lock) and keeps the result (unless
    ``None``). When the version moves, every kept value goes at once. ``load`` must read in the same
    transaction (snapshot) as the version, so a value is never kept under a version newer than its data.
    """

    def __init__(self, backstop_seconds: float, max_entries: int = 10_000) -> None:
        self.backstop_seconds = backstop_seconds
        self.max_entries = max_entries
        self._lock = threading.Lock()
        self._version = -1
        self._entries: dict[Hashable, tuple[float, Value]] = {}

    def get(self, key: Hashable, version: int, load: Callable[[], Value]) -> Value:
        now = time.monotonic()
        with self._lock:
            if version != self._version:
                # Any move drops everything: a higher number is a change; a lower one is a reader with
                # an older snapshot (it only costs a reload) or a database restored from a backup.
                self._version = version
                self._entries.clear()
            found = self._entries.get(key)
        if found is not None and found[0] > now:
            return found[1]
        value = load()
        if value is not None:  # misses are not kept: a flood of wrong keys must not fill the cache
            self.put(key, version, value, now=now)
        return value

    def kept(self, key: Hashable, version: int) -> Value | None:
        """The value kept for ``key`` if it was loaded under ``version`` and is within its backstop; None
        otherwise (nothing is loaded: the caller looks it up in a transaction and calls ``get``)."""
        with self._lock:
            found = self._entries.get(key) if version == self._version else None
        return found[1] if found is not None and found[0] > time.monotonic() else None

    def latest(self, key: Hashable) -> tuple[int, Value] | None:
        """The value kept for ``key`` within its backstop and the version it is kept under, the counter
        not read: for a caller that reads the counter later, with its own rows, and then compares."""
        with self._lock:
            found, version = self._entries.get(key), self._version
        return (version, found[1]) if found is not None and found[0] > time.monotonic() else None

    def stale(self, key: Hashable, version: int) -> Value | None:
        """The value kept for ``key`` under ``version`` whatever its age (None when none is), for a
        caller that may serve it while another thread loads its successor."""
        with self._lock:
            found = self._entries.get(key) if version == self._version else None
        return None if found is None else found[1]

    def put(self, key: Hashable, version: int, value: Value, *, now: float | None = None) -> None:
        expires = (time.monotonic() if now is None else now) + self.backstop_seconds
        with self._lock:
            if version != self._version:
                return
            if len(self._entries) >= self.max_entries:
                self._entries.clear()  # a crude bound: a flood of distinct keys must not grow memory
            self._entries[key] = (expires, value)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
