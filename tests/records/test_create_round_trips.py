"""What creating a customer through the API asks of the database: on PostgreSQL one statement (the row,
its search terms and the ``customers`` change counter) in autocommit, so no BEGIN or COMMIT round trip;
on SQLite its three statements on the driver in a write transaction of their own, committed at once.
Either way the customer is found by its words and the assistant's caches learn of it at once (the
counter is bumped)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any, cast

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine, Table, bindparam, event, insert
from sqlalchemy.engine.default import CACHE_HIT
from sqlalchemy.orm import Session

from misrad.core import changes, sqlite_writers
from misrad.core.db import Database, get_database
from misrad.records import service
from misrad.records.models import Customer, Invoice
from misrad.records.repository import invoices as repository

BASE = "/api/customers"


class Sent:
    """The statements sent through SQLAlchemy, each with whether the driver was in autocommit (no BEGIN
    before it, no COMMIT after it), and the counters' reads sent past it (``Database.rows_now``)."""

    def __init__(self) -> None:
        self.statements: list[tuple[str, bool]] = []
        self.compiled_again: list[str] = []  # statements SQLAlchemy compiled anew: no cache key, or a miss
        self.counter_reads = 0
        self.lock = threading.Lock()

    def note(self, conn: Any, _cursor: object, statement: str, _: object, context: Any, *__: Any) -> None:
        autocommit = bool(getattr(conn.connection.dbapi_connection, "autocommit", False))
        with self.lock:
            self.statements.append((" ".join(statement.split()), autocommit))
            if context is not None and context.compiled is not None and context.cache_hit is not CACHE_HIT:
                self.compiled_again.append(f"{context.cache_hit.name}: {statement.split(' (')[0]}")

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
    executed: list[object] = []  # statements through SQLAlchemy's execution (its contexts, processors)

    def through_sqlalchemy(_conn: object, statement: object, *_: object) -> None:
        executed.append(statement)

    event.listen(Engine, "before_execute", through_sqlalchemy)
    try:
        created = _create(client, member_headers, "יוסי כהן", "052-7654321")
    finally:
        event.remove(Engine, "before_execute", through_sqlalchemy)
    # Its one statement on the driver's cursor, its values made as SQLAlchemy's types make them: the
    # execution's contexts and processors cost more than the statement (issue 16).
    assert executed == [], executed
    writes = [s for s, _ in sent.statements if not s.startswith("SELECT")]
    assert len(writes) == 1 and writes[0].startswith("WITH customer AS"), sent.statements
    assert all(autocommit for _, autocommit in sent.statements), sent.statements
    # At most the change counters' read (the caller's cache check) and the customer: main sent 6.
    assert sent.round_trips() <= 2, (sent.counter_reads, sent.statements)
    # The connection went back to the pool in transactions again (the pool is last in, first out: the
    # next write takes the create's connection): a later write of several statements stays atomic.
    with get_database().unit_of_work() as session:
        assert session.connection().connection.dbapi_connection.autocommit is False  # type: ignore[union-attr]
    shown = client.get(f"{BASE}/{created['id']}", headers=member_headers).json()["data"]
    assert shown == created  # what the create answered is what it stored


def test_a_create_on_postgresql_waits_for_no_other_writer_of_the_customers_counter(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    """Every create bumps the ``customers`` counter in its one statement. On one row, each create held
    that row's lock through its commit's WAL flush and the next create waited for it: under load 0.6-0.8
    of 8 creates were waiting on ``Lock transactionid``/``tuple`` (``docs/benchmarks.md``, scaleout,
    session 25). A create now bumps one of the kind's several rows, never the one other writes bump: a
    writer holding that row (an update of a customer, not yet committed) does not hold a create up, and
    the kind's counter still moves by one for each."""
    if get_database().is_sqlite:
        pytest.skip("PostgreSQL only: SQLite's writers take turns anyway")
    _create(client, member_headers, "דנה לוי", "050-1234567")  # the caller is looked up and kept
    before = _counter()
    created: list[dict[str, Any]] = []
    creating = threading.Thread(
        target=lambda: created.append(_create(client, member_headers, "יוסי כהן", "052-7654321"))
    )
    with get_database().write_transaction() as connection:
        changes.bump(connection, changes.CUSTOMERS)  # another writer's, uncommitted while the create runs
        creating.start()
        creating.join(timeout=5)
        waited = creating.is_alive()
    creating.join()
    assert not waited, "the create waited for another writer's uncommitted bump of the counter"
    assert created and _counter() == before + 2


def test_a_create_on_sqlite_sends_its_three_statements_alone_in_a_turn_passed_on_before_its_answer(
    client: TestClient, member_headers: dict[str, str], sent: Sent, monkeypatch: pytest.MonkeyPatch
) -> None:
    """SQLite's writers of every process take turns: what a create does inside its turn is what the
    others wait for (issue 16, two processes creating). The row, its terms and the counter are all it
    sends there, on the driver with the values made before (no ORM unit of work, no SQLAlchemy
    execution), committed at once as PostgreSQL's statement in autocommit: the turn is passed on before
    the route builds its answer, and the customer is there for every other reader by then."""
    database = get_database()
    if not database.is_sqlite:
        pytest.skip("SQLite only: its writer turn")
    _create(client, member_headers, "דנה לוי", "050-1234567")  # the caller is looked up and kept
    in_turn: list[str] = []
    write_batch = sqlite_writers.WriterTurns._write_batch

    def traced(dbapi_connection: Any, batch: Any) -> None:
        dbapi_connection.set_trace_callback(in_turn.append)
        try:
            write_batch(dbapi_connection, batch)
        finally:
            dbapi_connection.set_trace_callback(None)

    seen_by_the_answer: list[tuple[bool, str | None]] = []
    balance = service.new_customer_balance

    def answered(customer_id: int) -> Any:
        turn_free = database.writer_turn.acquire(timeout=0)
        if turn_free:
            database.writer_turn.release()
        with database.unit_of_work(write=False) as session:
            seen_by_the_answer.append((turn_free, session.get(Customer, customer_id).name))  # type: ignore[union-attr]
        return balance(customer_id)

    monkeypatch.setattr(sqlite_writers.WriterTurns, "_write_batch", staticmethod(traced))
    monkeypatch.setattr(service, "new_customer_balance", answered)
    sent.statements.clear()
    created = _create(client, member_headers, "יוסי כהן", "052-7654321")
    writes = ("INSERT", "UPDATE", "BEGIN IMMEDIATE", "COMMIT")
    assert [s for s, _ in sent.statements if s.startswith(writes)] == []  # no write through SQLAlchemy
    kinds = [s.split(" (")[0].split(" SET ")[0] for s in in_turn]
    assert [k for n, k in enumerate(kinds) if not n or kinds[n - 1] != k] == [
        "BEGIN IMMEDIATE",
        "INSERT INTO customers",
        "INSERT INTO customer_search_terms",  # one a term
        "UPDATE change_versions",
        "COMMIT",
    ], in_turn
    assert seen_by_the_answer == [(True, "יוסי כהן")]
    assert created["name"] == "יוסי כהן" and created["balance"] == 0


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


def _customer_id(client: TestClient, headers: dict[str, str]) -> int:
    return int(_create(client, headers, "דנה לוי", "050-1234567")["id"])


def _post(client: TestClient, headers: dict[str, str], path: str, body: dict[str, Any]) -> dict[str, Any]:
    answer = client.post(path, json=body, headers=headers)
    assert answer.status_code == 201, answer.text
    return dict(answer.json()["data"])


def _numbered(body: dict[str, str], n: int, customer_id: int) -> dict[str, Any]:
    return {k: v.format(n=n) for k, v in body.items()} | {"customer_id": customer_id}


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/api/invoices", {"number": "INV-{n}", "total_amount": "117.00", "notes": " תיקון "}),
        ("/api/repairs", {"item": "מזגן {n}", "description": " לא מקרר ", "estimated_cost": "350"}),
    ],
)
def test_an_invoice_or_repair_create_on_postgresql_is_one_statement_in_autocommit(
    client: TestClient, member_headers: dict[str, str], sent: Sent, path: str, body: dict[str, str]
) -> None:
    if get_database().is_sqlite:
        pytest.skip("PostgreSQL only: round trips to a database server")
    customer_id = _customer_id(client, member_headers)
    first = _post(client, member_headers, path, _numbered(body, 1, customer_id))
    sent.statements.clear()
    sent.counter_reads = 0
    second = _post(client, member_headers, path, _numbered(body, 2, customer_id))
    writes = [s for s, _ in sent.statements if not s.startswith("SELECT")]
    # A repair's statement also bumps the ``repairs`` counter: a data-modifying WITH around its insert.
    assert len(writes) == 1 and writes[0].startswith(("INSERT INTO", "WITH repair AS (INSERT INTO")), writes
    assert all(autocommit for _, autocommit in sent.statements), sent.statements
    # At most the counters' read and the record with its customer's check: main sent 6 (5 for a repair).
    assert sent.round_trips() <= 2, (sent.counter_reads, sent.statements)
    assert second["id"] > first["id"] and second["created_at"] == second["updated_at"]
    assert second.get("notes", second.get("description")) in ("תיקון", "לא מקרר")  # stripped as before
    assert client.get(f"{path}/{second['id']}", headers=member_headers).json()["data"] == second
    with get_database().unit_of_work() as session:  # back in transactions for the next write
        assert session.connection().connection.dbapi_connection.autocommit is False  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/api/invoices", {"number": "INV-{n}", "total_amount": "117.00", "notes": " תיקון "}),
        ("/api/repairs", {"item": "מזגן {n}", "description": " לא מקרר ", "estimated_cost": "350"}),
    ],
)
def test_an_invoice_or_repair_create_on_sqlite_takes_its_writer_turn_for_one_statement(
    client: TestClient, member_headers: dict[str, str], sent: Sent, path: str, body: dict[str, str]
) -> None:
    """As a customer's: the customer's check, the number's and the insert are one statement in the
    turn every process's writers wait for, and no ORM flush runs there (it took the checks' two reads
    and a flush: issue 16)."""
    if not get_database().is_sqlite:
        pytest.skip("SQLite only: its writer turn")
    customer_id = _customer_id(client, member_headers)
    first = _post(client, member_headers, path, _numbered(body, 1, customer_id))
    flushes: list[object] = []

    def flushed(session: object, *_: object) -> None:
        flushes.append(session)

    sent.statements.clear()
    event.listen(Session, "before_flush", flushed)
    try:
        second = _post(client, member_headers, path, _numbered(body, 2, customer_id))
    finally:
        event.remove(Session, "before_flush", flushed)
    assert flushes == []
    statements = [s for s, _ in sent.statements]
    turn = statements[statements.index("BEGIN IMMEDIATE") + 1 :]
    assert len(turn) == 1 and turn[0].startswith(f"INSERT INTO {path.rsplit('/', 1)[1]} "), statements
    assert "EXISTS (SELECT" in turn[0] and "RETURNING" in turn[0], turn
    assert second["id"] > first["id"] and second["created_at"] == second["updated_at"]
    assert second.get("notes", second.get("description")) in ("תיקון", "לא מקרר")  # stripped as before
    assert client.get(f"{path}/{second['id']}", headers=member_headers).json()["data"] == second


def test_a_repair_create_on_sqlite_bumps_the_repairs_counter_in_its_writer_turn(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    """The assistant's items index in every process follows the ``repairs`` counter: the route's write
    bumps it on the driver's cursor in the turn its insert took (so no statement of SQLAlchemy's shows)."""
    if not get_database().is_sqlite:
        pytest.skip("SQLite only: its writer turn")
    customer_id = _customer_id(client, member_headers)
    before = changes.read_current(changes.REPAIRS)
    _post(client, member_headers, "/api/repairs", {"item": "מקרר", "customer_id": customer_id})
    assert changes.read_current(changes.REPAIRS) == before + 1
    refused = client.post(
        "/api/repairs", json={"item": "מקרר", "customer_id": 999_999}, headers=member_headers
    )
    assert refused.status_code == 400 and changes.read_current(changes.REPAIRS) == before + 1


@pytest.mark.parametrize(
    ("path", "body"),
    [
        (BASE, {"name": "דנה {n}", "phone": "050-12345{n}"}),
        ("/api/invoices", {"number": "INV-{n}", "total_amount": "117.00"}),
        ("/api/repairs", {"item": "מזגן {n}", "estimated_cost": "350"}),
    ],
)
def test_a_second_create_compiles_no_statement_again(
    client: TestClient, member_headers: dict[str, str], sent: Sent, path: str, body: dict[str, str]
) -> None:
    """Each statement of a create is compiled once and then taken from SQLAlchemy's cache: an invoice's
    ``INSERT ... ON CONFLICT`` (which SQLAlchemy never caches) was compiled anew on every create, at
    more CPU than the round trips it saved (issue 16)."""
    customer_id = _customer_id(client, member_headers)
    made = [_numbered(body, n, customer_id) for n in (10, 11)]
    if path == BASE:
        made = [{k: v for k, v in b.items() if k != "customer_id"} for b in made]
    _post(client, member_headers, path, made[0])
    sent.compiled_again.clear()
    _post(client, member_headers, path, made[1])
    assert sent.compiled_again == [], sent.compiled_again


def test_a_refused_invoice_answers_as_before(client: TestClient, member_headers: dict[str, str]) -> None:
    customer_id = _customer_id(client, member_headers)
    body = {"customer_id": customer_id, "number": " A-1 ", "total_amount": "100"}
    made = _post(client, member_headers, "/api/invoices", body)
    shown = (made["number"], made["status"], made["currency"], made["paid_amount"])
    assert shown == ("A-1", "open", "ILS", 0), made
    refusals = [
        ({"number": "A-1"}, 409, "invoice_number_taken"),
        ({"customer_id": 999_999}, 400, "customer_not_found"),
        ({"customer_id": 999_999, "number": "A-1"}, 400, "customer_not_found"),
        ({"customer_id": 999_999, "paid_amount": "200"}, 400, "customer_not_found"),  # the customer's first
        ({"number": "A-1", "paid_amount": "200"}, 409, "invoice_number_taken"),
        ({"number": "A-2", "paid_amount": "200"}, 400, "paid_exceeds_total"),
        ({"number": "A-2", "issue_date": "2026-03-02", "due_date": "2026-03-01"}, 400, "due_before_issue"),
    ]
    for change, status, code in refusals:
        answer = client.post("/api/invoices", json=body | change, headers=member_headers)
        assert (answer.status_code, answer.json()["code"]) == (status, code), (change, answer.text)
    unknown = {"customer_id": 999_999, "item": "מזגן"}
    answer = client.post("/api/repairs", json=unknown, headers=member_headers)
    assert (answer.status_code, answer.json()["code"]) == (400, "customer_not_found"), answer.text
    assert client.get("/api/invoices", headers=member_headers).json()["data"]["total"] == 1
    assert client.get("/api/repairs", headers=member_headers).json()["data"]["total"] == 0


def test_an_invoice_whose_customer_goes_under_the_statement_is_refused_as_before(
    client: TestClient, member_headers: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A customer deleted between the statement's EXISTS and its insert fails the foreign key: the
    autocommit connection is not left in a failed transaction, and the read after it answers."""
    if get_database().is_sqlite:
        pytest.skip("PostgreSQL only: the one-statement create")
    invoices = cast(Table, Invoice.__table__)
    values = {n: bindparam(n, type_=invoices.c[n].type) for n in repository.NEW_INVOICE_FIELDS}
    unchecked = insert(invoices).values(values).returning(*invoices.c)  # no EXISTS: the race's outcome
    monkeypatch.setattr(repository, "_NEW_INVOICE_AT_ONCE", unchecked)
    body = {"customer_id": 999_999, "number": "A-1", "total_amount": "100"}
    answer = client.post("/api/invoices", json=body, headers=member_headers)
    assert (answer.status_code, answer.json()["code"]) == (400, "customer_not_found"), answer.text
    assert client.get("/api/invoices", headers=member_headers).json()["data"]["total"] == 0


def test_an_invoice_number_taken_under_the_statement_is_refused_as_taken(
    client: TestClient, member_headers: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two creates of one number at once on PostgreSQL: both pass the statement's NOT EXISTS and the
    later fails the unique index. That is still 409 ``invoice_number_taken``, not a 500, the connection
    is left usable, and the next create goes through (on SQLite, where the writer turn rules the race
    out, the same fallback answers alike)."""
    customer_id = _customer_id(client, member_headers)
    invoices = cast(Table, Invoice.__table__)
    values = {n: bindparam(n, type_=invoices.c[n].type) for n in repository.NEW_INVOICE_FIELDS}
    unchecked = insert(invoices).values(values).returning(*invoices.c)  # no checks: the race's outcome
    body = {"customer_id": customer_id, "number": "A-1", "total_amount": "100"}
    _post(client, member_headers, "/api/invoices", body)
    monkeypatch.setattr(repository, "_NEW_INVOICE_AT_ONCE", unchecked)
    answer = client.post("/api/invoices", json=body, headers=member_headers)
    assert (answer.status_code, answer.json()["code"]) == (409, "invoice_number_taken"), answer.text
    assert _post(client, member_headers, "/api/invoices", body | {"number": "A-2"})["number"] == "A-2"
    assert client.get("/api/invoices", headers=member_headers).json()["data"]["total"] == 2
