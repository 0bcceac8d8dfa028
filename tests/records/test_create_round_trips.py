"""What creating a customer through the API asks of the database: on PostgreSQL one statement (the row,
its search terms and the ``customers`` change counter) in autocommit, so no BEGIN or COMMIT round trip;
on SQLite its three statements in the request's write transaction. Either way the customer is found by
its words and the assistant's caches learn of it at once (the counter is bumped)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine, event

from misrad.core import changes
from misrad.core.db import Database, get_database
from misrad.records import service

BASE = "/api/customers"


class Sent:
    """The statements sent through SQLAlchemy, each with whether the driver was in autocommit (no BEGIN
    before it, no COMMIT after it), and the counters' reads sent past it (``Database.rows_now``)."""

    def __init__(self) -> None:
        self.statements: list[tuple[str, bool]] = []
        self.counter_reads = 0
        self.lock = threading.Lock()

    def note(self, conn: Any, _cursor: object, statement: str, *_: object) -> None:
        autocommit = bool(getattr(conn.connection.dbapi_connection, "autocommit", False))
        with self.lock:
            self.statements.append((" ".join(statement.split()), autocommit))

    def round_trips(self) -> int:
        """On PostgreSQL: a statement in a transaction costs its BEGIN and COMMIT too (counted once per
        statement: an upper bound, enough to fail when a transaction comes back)."""
        return self.counter_reads + sum(1 if autocommit else 3 for _, autocommit in self.statements)


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> Iterator[Sent]:
    found = Sent()
    rows_now = Database.rows_now

    def counted(database: Database, sql: str, *, first_only: bool = False) -> list[Any]:
        with found.lock:
            found.counter_reads += 1
        return rows_now(database, sql, first_only=first_only)

    monkeypatch.setattr(Database, "rows_now", counted)
    event.listen(Engine, "before_cursor_execute", found.note)
    yield found
    event.remove(Engine, "before_cursor_execute", found.note)


def _counter() -> int:
    with get_database().unit_of_work(write=False) as session:
        return changes.current(session, changes.CUSTOMERS)


def _create(client: TestClient, headers: dict[str, str], name: str, phone: str) -> dict[str, Any]:
    body = {"name": name, "phone": phone, "email": "Dana@Example.co.il"}
    answer = client.post(BASE, json=body, headers=headers)
    assert answer.status_code == 201, answer.text
    return dict(answer.json()["data"])


def test_a_create_on_postgresql_is_one_statement_in_autocommit(
    client: TestClient, member_headers: dict[str, str], sent: Sent
) -> None:
    if get_database().is_sqlite:
        pytest.skip("PostgreSQL only: round trips to a database server")
    _create(client, member_headers, "דנה לוי", "050-1234567")  # the caller is looked up and kept
    sent.statements.clear()
    sent.counter_reads = 0
    _create(client, member_headers, "יוסי כהן", "052-7654321")
    writes = [s for s, _ in sent.statements if not s.startswith("SELECT")]
    assert len(writes) == 1 and writes[0].startswith("WITH customer AS"), sent.statements
    assert all(autocommit for _, autocommit in sent.statements), sent.statements
    # At most the change counters' read (the caller's cache check) and the customer: main sent 6.
    assert sent.round_trips() <= 2, (sent.counter_reads, sent.statements)
    # The connection went back to the pool in transactions again (the pool is last in, first out: the
    # next write takes the create's connection): a later write of several statements stays atomic.
    with get_database().unit_of_work() as session:
        assert session.connection().connection.dbapi_connection.autocommit is False  # type: ignore[union-attr]


def test_a_created_customer_is_found_and_its_counter_bumped(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    before = _counter()
    created = _create(client, member_headers, "  דנה   לוי ", "050-1234567")
    stored = (created["name"], created["phone"], created["email"])
    assert stored == ("דנה   לוי", "0501234567", "dana@example.co.il")
    assert created["balance"] == 0 and created["created_at"] == created["updated_at"]
    assert _counter() == before + 1
    with get_database().unit_of_work(write=False) as session:
        for words in ("לוי", "dana@example", "0501234567"):
            assert [c.id for c in service.search_customers(session, words)] == [created["id"]], words
    shown = client.get(f"{BASE}/{created['id']}", headers=member_headers).json()["data"]
    assert shown == created


def test_a_refused_create_writes_nothing(client: TestClient, member_headers: dict[str, str]) -> None:
    before = _counter()
    answer = client.post(BASE, json={"name": "דנה", "phone": "not a phone"}, headers=member_headers)
    assert answer.status_code == 400 and answer.json()["code"] == "invalid_phone", answer.text
    assert _counter() == before
    assert client.get(BASE, headers=member_headers).json()["data"]["total"] == 0
