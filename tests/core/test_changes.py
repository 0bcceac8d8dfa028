"""Change signals (``core.changes``): a per-process cache is right as soon as any process commits a
write that makes it stale. "Another process" is played by a write that bumps the counter straight in
the database, without touching this process's caches."""

from __future__ import annotations

import contextvars
import os
import threading
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import delete, event, select, update
from starlette.datastructures import Headers

from misrad.assistant.engine.customer_index_cache import CustomerIndexCache
from misrad.assistant.engine.item_index import ItemIndexCache
from misrad.assistant.models import Conversation
from misrad.auth.dependencies import authenticate
from misrad.auth.models import ApiToken, User
from misrad.core import changes
from misrad.core.changes import VersionedCache
from misrad.core.db import get_database
from misrad.core.errors import NotAuthenticated
from tests.auth.factories import bearer_headers, make_user

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures


def _another_process_writes(*statements: object, kind: str | None) -> None:
    with get_database().write_transaction() as connection:
        for statement in statements:
            connection.execute(statement)  # type: ignore[call-overload]
        if kind is not None:
            changes.bump(connection, kind)


def test_a_token_revoked_by_another_process_stops_working_here_at_once(client: TestClient) -> None:
    user = make_user()
    headers = bearer_headers(user)
    assert client.get("/api/auth/me", headers=headers).status_code == 200  # now cached here

    # Deleted without the signal: this process still trusts its cache (the look-up is really cached).
    _another_process_writes(delete(ApiToken).where(ApiToken.user_id == user.id), kind=None)
    assert client.get("/api/auth/me", headers=headers).status_code == 200
    # With the signal, as every revoke writes it: refused on the very next request.
    _another_process_writes(kind=changes.CALLERS)
    assert client.get("/api/auth/me", headers=headers).status_code == 401


def test_a_user_changed_by_another_process_is_seen_at_once(client: TestClient) -> None:
    user = make_user(role="admin")
    headers = bearer_headers(user)
    assert client.get("/api/auth/users", headers=headers).status_code == 200
    _another_process_writes(
        update(User).where(User.id == user.id).values(role="member"), kind=changes.CALLERS
    )
    assert client.get("/api/auth/users", headers=headers).status_code == 403


def test_revoking_through_the_api_ends_the_token_here(client: TestClient) -> None:
    user = make_user()
    headers = bearer_headers(user)
    (token,) = client.get("/api/auth/tokens", headers=headers).json()["tokens"]
    assert client.delete(f"/api/auth/tokens/{token['id']}", headers=headers).status_code == 200
    assert client.get("/api/auth/me", headers=headers).status_code == 401
    with get_database().unit_of_work(write=False) as session:
        assert changes.current(session, changes.CALLERS) > 0


def test_a_versioned_cache_drops_everything_when_the_version_moves_either_way() -> None:
    cache: VersionedCache[str | None] = VersionedCache(backstop_seconds=60)
    loads: list[str] = []

    def load(value: str) -> str:
        loads.append(value)
        return value

    assert cache.get("k", 5, lambda: load("a")) == "a"
    assert cache.get("k", 5, lambda: load("b")) == "a"  # kept
    assert cache.get("k", 6, lambda: load("c")) == "c"  # changed
    assert cache.get("k", 2, lambda: load("d")) == "d"  # a restored database counts again from lower
    assert cache.get("miss", 2, lambda: None) is None
    assert cache.get("miss", 2, lambda: load("e")) == "e"  # a miss was not kept
    assert loads == ["a", "c", "d", "e"]


def test_a_bump_of_a_kind_never_seen_creates_its_row() -> None:
    with get_database().unit_of_work() as session:
        changes.bump(session, "something_new")
        changes.bump(session, "something_new")
    with get_database().unit_of_work(write=False) as session:
        assert changes.current(session, "something_new") == 2


@pytest.mark.parametrize("kind", [changes.CUSTOMERS, changes.REPAIRS])
def test_a_kind_counted_on_several_rows_reads_as_their_sum_everywhere(kind: str) -> None:
    """A create bumps one of the kind's rows (``changes.shard``), other writes its first row: every
    reading of the kind (in a transaction, a peek, a request's one read of all counters, a column of a
    read's own statement) is their sum, so a bump of any of them moves it by one."""
    column = select(changes.counter_column(kind))
    with get_database().unit_of_work(write=False) as session:
        before = changes.current(session, kind)
    assert changes.peek(kind) == before
    shards = {changes.shard(kind) for _ in range(200)}
    assert len(shards) > 1 and kind not in shards
    for bumped in sorted(shards):
        with get_database().write_transaction() as connection:
            connection.execute(changes.bump_statement(), {"bumped": bumped})
    _another_process_writes(kind=kind)
    after = before + len(shards) + 1
    with get_database().unit_of_work(write=False) as session:
        assert changes.current(session, kind) == after
        assert session.execute(column).scalar() == after
    assert changes.peek(kind) == after
    counters = changes.RequestCounters()
    token = changes.REQUEST_COUNTERS.set(counters)
    try:
        assert changes.peek(kind) == after
        assert changes.peek(changes.CALLERS) == changes.read_current(changes.CALLERS)
    finally:
        changes.REQUEST_COUNTERS.reset(token)


def test_peek_reads_the_counter_another_process_committed_outside_any_transaction() -> None:
    before = changes.peek(changes.CALLERS)
    _another_process_writes(kind=changes.CALLERS)
    assert changes.peek(changes.CALLERS) == before + 1


def test_a_kept_token_is_authenticated_without_a_session_and_a_revoke_still_ends_it(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    user = make_user()
    headers = bearer_headers(user)
    assert client.get("/api/auth/me", headers=headers).status_code == 200  # looked up and kept

    # Only the route's own session may be opened: authentication must not open one.
    database = get_database()
    opened: list[bool] = []
    real = database.new_session

    def counted(*, write: bool = True, **options: bool) -> object:
        opened.append(write)
        return real(write=write, **options)

    monkeypatch.setattr(database, "new_session", counted)
    assert authenticate("GET", Headers(headers)).id == user.id
    assert opened == []
    # A revoke by another process (the counter moves) is seen at once, through a fresh look-up.
    _another_process_writes(delete(ApiToken).where(ApiToken.user_id == user.id), kind=changes.CALLERS)
    with pytest.raises(NotAuthenticated):
        authenticate("GET", Headers(headers))
    assert opened == [False]


def test_a_versioned_cache_keeps_a_value_only_under_its_version() -> None:
    cache: VersionedCache[str | None] = VersionedCache(backstop_seconds=60)
    assert cache.kept("k", 1) is None
    cache.get("k", 1, lambda: "a")
    assert cache.kept("k", 1) == "a"
    assert cache.kept("k", 2) is None  # the counter moved: look it up again
    expired: VersionedCache[str | None] = VersionedCache(backstop_seconds=-1)
    expired.get("k", 1, lambda: "a")
    assert expired.kept("k", 1) is None  # past the backstop


@pytest.fixture
def counter_reads(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every statement that reads ``change_versions``: inside a session's transaction or outside any."""
    database = get_database()
    seen: list[str] = []

    def spied(name: str) -> None:
        real = getattr(database, name)

        def reading(sql: str, *args: object, **kwargs: object) -> object:
            if "change_versions" in sql and not _backstop():
                seen.append(sql)
            return real(sql, *args, **kwargs)

        monkeypatch.setattr(database, name, reading)

    for name in ("scalar_now", "rows_now"):
        if hasattr(database, name):
            spied(name)

    def executed(_conn: object, _cursor: object, statement: str, *_rest: object) -> None:
        writes = statement.lstrip().upper().startswith("UPDATE")
        if "change_versions" in statement and not writes and not _backstop():
            seen.append(statement)

    engines = {database.read_engine, database.write_engine}
    for engine in engines:
        event.listen(engine, "before_cursor_execute", executed)
    yield seen
    for engine in engines:
        event.remove(engine, "before_cursor_execute", executed)


_REBUILDERS = {cache.what.replace(" ", "-") for cache in (CustomerIndexCache, ItemIndexCache)}


def _backstop() -> bool:
    """A read of the name or items index's timed rebuild (its backstop, on a thread of its own): not a
    request's. Each index is one per process, so in a whole run its timer may fall due during any test
    (the items index's did in session 36's run)."""
    return threading.current_thread().name in _REBUILDERS


def test_a_chat_reads_the_change_counters_once(client: TestClient, counter_reads: list[str]) -> None:
    headers = bearer_headers(make_user())
    message = {"message": "מה היתרה של לקוח שאינו?"}
    assert client.post("/api/mcp-chatbot/chat", json=message, headers=headers).status_code == 200
    counter_reads.clear()  # the token and the name index are kept now: a chat only checks them
    assert client.post("/api/mcp-chatbot/chat", json=message, headers=headers).status_code == 200
    # Once: on SQLite by a read of its own; on a database server by the exchange's write, which checks
    # them as this process last read them (``assistant.fast``).
    assert len(counter_reads) == 1, counter_reads
    # The next request reads them again: a counter another process moves meanwhile is seen at once.
    # On a database server the write that checks them writes nothing, and the chat is answered again.
    _another_process_writes(kind=changes.CALLERS)
    counter_reads.clear()
    assert client.post("/api/mcp-chatbot/chat", json=message, headers=headers).status_code == 200
    checked = 0 if get_database().is_sqlite else 1
    assert len(counter_reads) == checked + 2, counter_reads  # read again, and the token looked up again
    assert _conversations() == 3  # each chat written once


def _conversations() -> int:
    with get_database().unit_of_work(write=False) as session:
        return session.query(Conversation).count()


def test_a_request_keeps_its_reading_of_the_counters_until_its_response_starts_or_it_writes() -> None:
    elsewhere = contextvars.Context()  # another process: no request of ours around its write
    counters = changes.RequestCounters()
    kept = changes.REQUEST_COUNTERS.set(counters)
    try:
        first = changes.peek(changes.CALLERS)
        elsewhere.run(_another_process_writes, kind=changes.CALLERS)
        assert changes.peek(changes.CALLERS) == first  # one reading per request
        assert changes.peek(changes.CUSTOMERS) == changes.read_current(changes.CUSTOMERS)
        with get_database().write_transaction() as connection:  # a write of the request's own
            changes.bump(connection, changes.CUSTOMERS)
        assert changes.peek(changes.CALLERS) == first + 1  # read again after it
        elsewhere.run(_another_process_writes, kind=changes.CALLERS)
        counters.close()  # the response has started: a stream's later polls read the database
        assert changes.peek(changes.CALLERS) == first + 2
    finally:
        changes.REQUEST_COUNTERS.reset(kept)
    _another_process_writes(kind=changes.CALLERS)
    assert changes.peek(changes.CALLERS) == first + 3  # outside requests: always the database


def test_a_kind_newer_than_the_migrations_has_its_row_from_the_seed() -> None:
    from misrad import areas
    from misrad.core.changes import ChangeVersion

    with get_database().unit_of_work() as session:  # an installation from before the kind
        session.execute(delete(ChangeVersion).where(ChangeVersion.kind == changes.PROMPTS))
    assert changes.read_current(changes.PROMPTS) == 0
    areas.seed()  # at start, before any process serves
    areas.seed()  # idempotent
    with get_database().unit_of_work(write=False) as session:
        rows = session.query(ChangeVersion).filter(ChangeVersion.kind == changes.PROMPTS).all()
    assert len(rows) == 1  # a bump now updates it in place: two first bumps at once cannot both insert it
    with get_database().write_transaction() as connection:
        changes.bump(connection, changes.PROMPTS)
    assert changes.read_current(changes.PROMPTS) == rows[0].version + 1


def test_a_process_whose_assumed_counters_keep_moving_reads_them_for_a_while() -> None:
    """A chat's lane takes the counters as its process last read them (``RequestCounters.assume``) and
    answers again when its write finds one moved: where counters move more often than chats (a bulk
    import beside chatting), every chat would be answered twice. Each miss in a row makes the process
    read them for twice as many requests (up to ``MAX_HOLD_OFF``); one that held starts over."""

    def assumes() -> bool:
        counters = changes.RequestCounters()
        kept = changes.REQUEST_COUNTERS.set(counters)
        try:
            changes.peek(changes.CALLERS)  # a request that reads them: the process's last reading
        finally:
            changes.REQUEST_COUNTERS.reset(kept)
        return changes.RequestCounters().assume()

    changes.assumption_held()
    assert assumes()
    changes.assumption_failed()
    assert [assumes() for _ in range(2)] == [False, True]  # one request reads them, then it assumes again
    changes.assumption_failed()  # a second miss in a row: two requests read them
    assert [assumes() for _ in range(3)] == [False, False, True]
    changes.assumption_held()  # one that held starts over
    changes.assumption_failed()
    assert [assumes() for _ in range(2)] == [False, True]
    for _ in range(20):
        changes.assumption_failed()
    assert sum(not assumes() for _ in range(changes.MAX_HOLD_OFF + 1)) == changes.MAX_HOLD_OFF
    changes.assumption_held()


@pytest.mark.parametrize("kind", [changes.CUSTOMERS, changes.REPAIRS])
def test_a_process_s_writes_at_once_bump_different_rows_of_a_kind(kind: str) -> None:
    """A process's creates in flight at once never draw the same row of their kind (``changes.shard``
    takes its rows in turn): on PostgreSQL a create holds its row's lock through its commit's WAL flush,
    so two of one process on one row waited for each other (random draws met 1 in 5 at c=8)."""
    rows = changes.SHARDS[kind]
    drawn = [changes.shard(kind) for _ in range(3 * rows)]
    for start in range(len(drawn) - rows + 1):
        assert len(set(drawn[start : start + rows])) == rows, drawn[start : start + rows]
    assert kind not in drawn
    assert set(drawn) == {f"{kind}.{n}" for n in range(1, rows + 1)}


def test_a_forked_process_starts_its_turns_on_rows_of_its_own() -> None:
    """A process forked from another does not walk the rows in step with it (its writes would meet the
    parent's on every row): the child's turn starts afresh at random."""
    kind = changes.CUSTOMERS
    rows = changes.SHARDS[kind]
    starts = set()
    for _ in range(8):
        reader, writer = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: its next row, then out at once
            os.write(writer, changes.shard(kind).encode())
            os._exit(0)
        os.waitpid(pid, 0)
        os.close(writer)
        starts.add(os.read(reader, 64).decode())
        os.close(reader)
    assert len(starts) > 1, starts  # 8 children all on one row: 1 in 15**7 by chance
    assert all(start.startswith(f"{kind}.") for start in starts) and rows > 1
