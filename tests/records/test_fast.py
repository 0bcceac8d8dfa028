"""The customer list's fast lane (``records.fast``) answers as the application does, and declines what it
is not sure of: each request goes to the application with its lanes and to one without."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import Engine, delete, event

from misrad.auth.models import ApiToken
from misrad.core import changes
from misrad.core.db import get_database
from misrad.records.fast import list_query
from tests.auth.factories import PASSWORD, bearer_headers, make_user
from tests.core.fast_lanes import Parity, app_without_lanes
from tests.records.factories import days_ago, make_customer, make_invoice

LIST = "/api/customers"


@pytest.fixture(scope="module")
def slow_app() -> FastAPI:
    return app_without_lanes()


@pytest.fixture
def parity(app: FastAPI, slow_app: FastAPI) -> Parity:
    return Parity.between(app, slow_app)


def _records() -> None:
    for number in range(23):
        customer = make_customer(name=f"לקוחה {number:02d} רוזן", email=f"c{number}@example.co.il")
        if number % 3 == 0:
            make_invoice(customer.id, issue_date=days_ago(40), due_date=days_ago(5))  # overdue
        if number % 4 == 0:
            make_invoice(customer.id, paid_amount=40)
    make_customer(name="Dana Levi", phone="050-765-4321")


def test_the_list_answers_alike_served_by_its_lane(parity: Parity) -> None:
    _records()
    member, admin = bearer_headers(make_user()), bearer_headers(make_user(role="admin"))
    for query in (
        "",
        "?page=2&per_page=5",
        "?per_page=100",
        "?page=7&per_page=5",  # past the end: an empty page
        f"?search={quote('רוזן')}&per_page=4&page=2",
        "?search=dana",
        f"?search={quote('050-765')}",
        f"?phone={quote('+972 50 765 4321')}",
        "?search=&phone=",
    ):
        parity.check("GET", LIST + query, served=True, headers=member)
    parity.check("GET", LIST, served=True, headers={**admin, "X-Request-ID": "list-parity-1"})
    parity.check("GET", LIST, served=True, headers={**member, "Accept-Language": "en"})


def test_what_the_lane_is_not_sure_of_goes_to_the_application(parity: Parity) -> None:
    _records()
    member = bearer_headers(make_user())
    for query in (
        "?per_page=0",
        "?per_page=101",
        "?page=abc",
        "?page=%2B2",  # +2: the route's own validation decides
        "?page=02",
        "?page=1&page=2",
        "?unknown=1",
        f"?search={'א' * 201}",
        f"?phone={'5' * 41}",
        "?phone=not-a-phone",
    ):
        for language in ("he", "en"):
            parity.check("GET", LIST + query, served=False, headers={**member, "Accept-Language": language})
    parity.check("HEAD", LIST, served=False, headers=member)
    parity.check("GET", LIST + "/", served=False, headers=member, follow_redirects=False)


def test_callers_the_lane_does_not_know_go_to_the_application(parity: Parity) -> None:
    for headers in (
        {},
        {"Authorization": "Bearer not-a-token"},
        {"Authorization": "Basic dXNlcjpwYXNz"},
        {"Cookie": "misrad_session=not-a-session"},
    ):
        for language in ("he", "en"):
            parity.check("GET", LIST, served=False, headers={**headers, "Accept-Language": language})


def test_a_signed_in_browser_is_served(parity: Parity, app: FastAPI) -> None:
    _records()
    user = make_user()
    signed_in = TestClient(app).post("/api/auth/login", json={"email": user.email, "password": PASSWORD})
    cookie = f"misrad_session={signed_in.cookies['misrad_session']}"
    parity.check("GET", LIST + "?per_page=3", served=True, headers={"Cookie": cookie})


def test_the_query_is_read_as_the_route_reads_it() -> None:
    query = list_query(b"page=3&per_page=7&search=%D7%9B%D7%94%D7%9F+%20x")
    assert query is not None
    assert (query.page.page, query.page.per_page, query.search, query.phone) == (3, 7, "כהן  x", None)
    assert list_query(b"page=1000000") is not None and list_query(b"page=1000001") is None
    assert list_query(b"per_page=%D9%A3") is None  # an Arabic-Indic three: the route decides


class Reads:
    """Statements sent through SQLAlchemy, and the change counters read past it (``Database.rows_now``)."""

    def __init__(self) -> None:
        self.statements: list[str] = []
        self.counter_reads = 0

    def note(self, _conn: object, _cursor: object, statement: str, *_: object) -> None:
        self.statements.append(" ".join(statement.split()))


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> Iterator[Reads]:
    found = Reads()
    database = get_database()
    rows_now = database.rows_now

    def counted(sql: str, *, first_only: bool = False) -> list[Any]:
        found.counter_reads += 1
        return rows_now(sql, first_only=first_only)

    monkeypatch.setattr(database, "rows_now", counted)
    event.listen(Engine, "before_cursor_execute", found.note)
    yield found
    event.remove(Engine, "before_cursor_execute", found.note)


def test_a_kept_token_s_list_reads_its_page_and_the_callers_counter_in_one_statement(
    parity: Parity, reads: Reads
) -> None:
    """On PostgreSQL every statement is a round trip: the counter that says a kept token still stands
    rides on the page's own statement instead of a read of its own before it."""
    _records()
    member = bearer_headers(make_user())
    parity.check("GET", LIST + "?per_page=5", served=True, headers=member)  # the token kept
    reads.statements.clear()
    reads.counter_reads = 0
    before = parity.lanes.served
    assert parity.with_lanes.get(LIST + "?per_page=5", headers=member).status_code == 200
    assert parity.lanes.served == before + 1
    assert reads.counter_reads == 0
    sent = [s for s in reads.statements if s not in ("BEGIN", "COMMIT")]  # SQLite's own, no round trip
    assert len(sent) == 1 and "change_versions" in sent[0]


def _revoked_elsewhere(plain: str) -> None:
    """The token deleted and the ``callers`` counter bumped as another process would: this process's
    kept caller is not told, only the counter moves."""
    with get_database().unit_of_work() as session:
        session.execute(delete(ApiToken).where(ApiToken.prefix == plain[4:12]))
        changes.bump(session, changes.CALLERS)


def test_a_token_revoked_by_another_process_is_refused_at_once(parity: Parity) -> None:
    _records()
    member = bearer_headers(make_user())
    parity.check("GET", LIST, served=True, headers=member)  # kept by this process
    _revoked_elsewhere(member["Authorization"].split(" ", 1)[1])
    answer = parity.check("GET", LIST, served=False, headers=member)
    assert answer.status_code == 401


def test_a_kept_token_still_valid_after_the_counter_moved_is_answered_alike(parity: Parity) -> None:
    _records()
    member, other = bearer_headers(make_user()), bearer_headers(make_user())
    parity.check("GET", LIST, served=True, headers=member)
    _revoked_elsewhere(other["Authorization"].split(" ", 1)[1])  # someone else's token: the counter moves
    answer = parity.check("GET", LIST, served=False, headers=member)  # checked again by the application
    assert answer.status_code == 200
    parity.check("GET", LIST, served=True, headers=member)  # and kept again


@pytest.fixture
def create_parity(app: FastAPI, slow_app: FastAPI) -> Parity:
    return Parity.between(app, slow_app, ignored=("id", "created_at", "updated_at"))


def _customers_now(parity: Parity, headers: dict[str, str]) -> int:
    return int(parity.without.get(LIST, headers=headers).json()["data"]["total"])


def test_a_create_answers_alike_served_by_its_lane(create_parity: Parity) -> None:
    """``POST /api/customers`` (issue 16: creates on two processes paid the framework's CPU in full)."""
    member = bearer_headers(make_user())
    for body in (
        {"name": "דנה לוי"},
        {"name": "  יוסי   כהן ", "phone": "+972 50 765 4321", "email": "Yossi@Example.co.il"},
        {"name": "Acme", "tax_id": "51-2345678-9", "address": "הרצל 1", "notes": "  לקוח ותיק "},
        {"name": "ללא טלפון", "phone": None, "email": None},
    ):
        create_parity.check("POST", LIST, served=True, headers=member, json=body)
    create_parity.check(
        "POST", LIST, served=True, headers={**member, "Accept-Language": "en"}, json={"name": "x"}
    )
    assert _customers_now(create_parity, member) == 10  # each once by each application


def test_a_create_the_lane_is_not_sure_of_goes_to_the_application(create_parity: Parity) -> None:
    member = bearer_headers(make_user())
    for body in (
        {"name": "דנה", "phone": "not a phone"},  # the service's 400, before any write
        {"name": ""},
        {"phone": "0501234567"},
        {"name": "דנה", "unknown": 1},
        {"name": "א" * 201},
        ["דנה"],
    ):
        for language in ("he", "en"):
            headers = {**member, "Accept-Language": language}
            create_parity.check("POST", LIST, served=False, headers=headers, json=body)
    create_parity.check(
        "POST",
        LIST,
        served=False,
        headers=member,
        content=b'{"name": "x"',
    )
    text = {**member, "Content-Type": "text/plain"}
    create_parity.check("POST", LIST, served=False, headers=text, content=b'{"name": "x"}')
    for headers in ({}, {"Authorization": "Bearer not-a-token"}, {"Cookie": "misrad_session=not-a-session"}):
        create_parity.check("POST", LIST, served=False, headers=headers, json={"name": "דנה"})


def test_a_signed_in_browser_creates_through_the_lane_with_its_csrf_header_only(
    create_parity: Parity, app: FastAPI
) -> None:
    user = make_user()
    signed_in = TestClient(app).post("/api/auth/login", json={"email": user.email, "password": PASSWORD})
    session, token = signed_in.cookies["misrad_session"], signed_in.cookies["misrad_csrf"]
    cookie = f"misrad_session={session}; misrad_csrf={token}"
    csrf = {"X-CSRF-Token": token}
    create_parity.check("POST", LIST, served=False, headers={"Cookie": cookie}, json={"name": "דנה"})
    create_parity.check("POST", LIST, served=True, headers={"Cookie": cookie, **csrf}, json={"name": "דנה"})


def test_an_error_once_the_customer_is_written_is_answered_and_not_written_again(
    create_parity: Parity, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The answer cannot be made once the customer is written: the lane does not decline, so the
    application does not create the customer a second time; the answer is its 500."""
    from misrad.records import service

    member = bearer_headers(make_user())

    def broken(customer_id: int) -> None:
        raise RuntimeError("the answer could not be made")

    monkeypatch.setattr(service, "new_customer_balance", broken)
    before = create_parity.lanes.served
    answer = create_parity.with_lanes.post(LIST, json={"name": "דנה"}, headers=member)
    assert answer.status_code == 500 and answer.json()["code"], answer.text
    assert create_parity.lanes.served == before
    monkeypatch.undo()
    assert _customers_now(create_parity, member) == 1


def test_a_kept_token_s_create_on_postgresql_is_one_statement_with_its_caller_s_check(
    create_parity: Parity, reads: Reads
) -> None:
    """On PostgreSQL a create sent two round trips: the change counters' read that says a kept token
    still stands, then the create's statement. The check rides in the statement (the row is written only
    while the ``callers`` counter is the one the token was kept under): one round trip."""
    if get_database().is_sqlite:
        pytest.skip("PostgreSQL only: round trips to a database server")
    member = bearer_headers(make_user())
    create_parity.check("POST", LIST, served=True, headers=member, json={"name": "דנה לוי"})  # kept
    reads.statements.clear()
    reads.counter_reads = 0
    before = create_parity.lanes.served
    answer = create_parity.with_lanes.post(LIST, json={"name": "יוסי כהן"}, headers=member)
    assert answer.status_code == 201 and create_parity.lanes.served == before + 1
    assert reads.counter_reads == 0
    assert len(reads.statements) == 1, reads.statements
    assert "INSERT INTO customers" in reads.statements[0] and "callers" in reads.statements[0]


def test_a_token_revoked_by_another_process_creates_nothing(create_parity: Parity) -> None:
    member, other = bearer_headers(make_user()), bearer_headers(make_user())
    create_parity.check("POST", LIST, served=True, headers=member, json={"name": "דנה לוי"})  # kept
    _revoked_elsewhere(member["Authorization"].split(" ", 1)[1])
    answer = create_parity.check("POST", LIST, served=False, headers=member, json={"name": "יוסי כהן"})
    assert answer.status_code == 401
    assert _customers_now(create_parity, other) == 2  # the first create, once by each application


def test_a_kept_token_still_valid_after_the_counter_moved_creates_once(create_parity: Parity) -> None:
    """The counter moved (someone else's token revoked): the lane's write did not happen, so the
    application, which looks the caller up again, creates the customer, and only it."""
    member, other = bearer_headers(make_user()), bearer_headers(make_user())
    create_parity.check("POST", LIST, served=True, headers=member, json={"name": "דנה לוי"})
    _revoked_elsewhere(other["Authorization"].split(" ", 1)[1])
    # SQLite's lane reads the counter before the write and looks the caller up again itself.
    served = get_database().is_sqlite
    answer = create_parity.check("POST", LIST, served=served, headers=member, json={"name": "יוסי כהן"})
    assert answer.status_code == 201
    create_parity.check("POST", LIST, served=True, headers=member, json={"name": "רות"})  # kept again
    assert _customers_now(create_parity, member) == 6
