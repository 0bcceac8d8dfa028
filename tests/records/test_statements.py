"""What creating or renaming a customer asks of the database: its search terms in one statement."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy import Engine, event

from misrad.core.clock import business_today
from misrad.core.db import get_database
from misrad.core.pagination import PageRequest
from misrad.records import service
from misrad.records.repository.list_pages import PAGES_WITH_BALANCES, page_rows
from misrad.records.schemas import CustomerCreate, CustomerUpdate
from tests.records.factories import days_ago, make_customer, make_invoice


@pytest.fixture
def statements() -> Iterator[list[str]]:
    """Every statement sent while the test runs (an ``executemany`` is one)."""
    sent: list[str] = []

    def note(_conn: object, _cursor: object, statement: str, *_: object) -> None:
        sent.append(" ".join(statement.split()))

    event.listen(Engine, "before_cursor_execute", note)
    yield sent
    event.remove(Engine, "before_cursor_execute", note)


def _term_inserts(statements: list[str]) -> list[str]:
    return [s for s in statements if s.startswith("INSERT INTO customer_search_terms")]


def test_a_new_customers_search_terms_are_written_in_one_statement(statements: list[str]) -> None:
    body = CustomerCreate(name="דנה לוי כהן", phone="050-1234567", email="dana@example.co.il")
    with get_database().unit_of_work() as session:
        customer = service.create_customer(session, body)
    # SQLite inserted each term on its own (seven here), each returning an id nothing reads.
    assert len(_term_inserts(statements)) == 1, statements
    with get_database().unit_of_work(write=False) as session:
        found = service.search_customers(session, "dana@example")
        assert [c.id for c in found] == [customer.id]
        assert [c.id for c in service.search_customers(session, "כהן")] == [customer.id]


def test_a_renamed_customer_is_found_by_its_new_name_only(statements: list[str]) -> None:
    customer = make_customer(name="יוסי אברהם")
    statements.clear()
    with get_database().unit_of_work() as session:
        service.update_customer(session, customer.id, CustomerUpdate(name="יוסי בן חמו"))
    assert len(_term_inserts(statements)) == 1, statements
    with get_database().unit_of_work(write=False) as session:
        assert service.search_customers(session, "אברהם") == []
        assert [c.id for c in service.search_customers(session, "חמו")] == [customer.id]


def test_a_page_of_customers_with_their_balances_is_one_statement(statements: list[str]) -> None:
    """The list's page, its total and its customers' balances in one read (on PostgreSQL one round trip
    where a count, the page and the balances took three); the balances are those one customer's read
    gives, and a page past the end still knows the total."""
    customers = [make_customer(name=f"לקוח דף {n}") for n in range(5)]
    make_invoice(customers[1].id, total_amount="1000", paid_amount="250.50")
    make_invoice(customers[1].id, total_amount="99.99", issue_date=days_ago(50), due_date=days_ago(20))
    make_invoice(customers[1].id, total_amount="5000", status="paid", paid_amount="5000")
    make_invoice(customers[3].id, total_amount="70", currency="USD")
    with get_database().unit_of_work(write=False) as session:
        statements.clear()
        page, balances = service.customers_with_balances(session, PageRequest(1, 4))
        assert len([s for s in statements if s != "BEGIN"]) == 1, statements  # SQLite's read begins
        assert [c.id for c in page.items] == [c.id for c in customers[:4]]
        assert page.total == 5 and page.meta()["pages"] == 2
        for customer in customers[:4]:
            assert balances[customer.id] == service.customer_balance(session, customer.id)
        assert balances[customers[1].id].overdue_invoices == 1
        assert balances[customers[3].id].currency == "USD"
        past, none = service.customers_with_balances(session, PageRequest(3, 4))
        assert (past.items, past.total, none) == ([], 5, {})
        by_phone, _ = service.customers_with_balances(session, PageRequest(1, 4), phone=customers[2].phone)
        assert ([c.id for c in by_phone.items], by_phone.total) == ([customers[2].id], 1)


def test_a_list_page_read_on_the_driver_is_what_sqlalchemy_reads_of_its_statement(database: None) -> None:
    """``list_pages.page_rows`` sends the page's statement past SQLAlchemy: every value must be read as
    the columns' types read it (aware UTC times, decimal sums at the column's scale, SQLite's text and
    floats included), for every group a customer owes in and for a phone's page."""
    customers = [make_customer(name=f"לקוח שורות {n}", phone=f"05499900{n:02d}") for n in range(4)]
    make_invoice(customers[0].id, total_amount="1000.10", paid_amount="0.35")
    make_invoice(customers[0].id, total_amount="99.99", issue_date=days_ago(50), due_date=days_ago(20))
    make_invoice(customers[0].id, total_amount="12.5", currency="EUR")
    make_invoice(customers[2].id, total_amount="70", currency="USD", status="overdue")
    today = business_today()
    with get_database().unit_of_work(write=False) as session:
        connection = session.connection()
        # customer 0 owes in three groups (ILS open, ILS overdue, EUR): three rows of its own
        for phone, limit, offset, count in ((None, 3, 0, 5), (None, 5, 1, 3), (customers[2].phone, 20, 0, 1)):
            params = {"limit": limit, "offset": offset, "today": today, "phone": phone}
            expected = connection.execute(PAGES_WITH_BALANCES[phone is not None], params).all()
            read = page_rows(connection, phone, limit, offset, today)
            assert read == [list(row) for row in expected]
            assert len(read) == count
            for got, want in zip(read, expected, strict=True):
                assert [type(v) for v in got] == [type(v) for v in want]


def test_a_numbers_spellings_are_looked_up_in_one_statement_first_stored_first(statements: list[str]) -> None:
    """The chat's bare number (``first_invoice_number``): one read for all spellings, the first stored
    spelling in their order, of an owner when owners are given; a spelling with SQL's or the driver's
    marks in it is only a value."""
    dana, other = make_customer(name="דנה"), make_customer(name="רון")
    make_invoice(dana.id, number="M-525")
    make_invoice(other.id, number="525")
    make_invoice(other.id, number="50%'s")
    spellings = ["m 525", "M-525", "525", "50%'s", "?", "%s"]
    statements.clear()
    with get_database().unit_of_work(write=False) as session:
        assert service.first_invoice_number(session, spellings) == "M-525"
        assert service.first_invoice_number(session, spellings, owners={other.id}) == "525"
        assert service.first_invoice_number(session, ["?", "%s", "50%'s"]) == "50%'s"
        assert service.first_invoice_number(session, ["?", "%s", "x"], owners={dana.id}) is None
    assert len([s for s in statements if "invoices" in s]) == 4, statements


def test_the_chats_candidates_are_read_in_one_statement_in_the_order_asked(statements: list[str]) -> None:
    """``get_customers`` (the assistant's candidates): their contact fields, in the order asked, those
    that do not exist left out, in one statement."""
    dana = make_customer(name="דנה לוי", phone=None, email="dana@example.co.il", address="הרצל 1")
    ron = make_customer(name="רון", tax_id="514444444")
    statements.clear()
    with get_database().unit_of_work(write=False) as session:
        found = service.get_customers(session, [ron.id, 2**31 - 1, dana.id])
    assert [c.id for c in found] == [ron.id, dana.id]
    assert (found[1].name, found[1].phone, found[1].email, found[1].address) == (
        "דנה לוי",
        None,
        "dana@example.co.il",
        "הרצל 1",
    )
    assert (found[0].tax_id, found[0].phone) == ("514444444", ron.phone)
    assert len([s for s in statements if "FROM customers" in s]) == 1, statements


def _selects(statements: list[str]) -> list[str]:
    return [s for s in statements if s.startswith("SELECT")]


def test_a_bare_numbers_invoices_and_the_named_customers_contacts_are_one_read(statements: list[str]) -> None:
    """``first_invoice_number(contacts_of=...)``: the spellings' owners and the candidates' contacts in
    one statement; in a read-only unit the next ``get_customers`` of them reads nothing more (a customer
    that is not there stays absent), in a unit that writes it reads again."""
    dana, sara = make_customer(name="דנה כהן").id, make_customer(name="שרה כהן").id
    make_invoice(dana, number="M525")
    missing = sara + 1000
    with get_database().unit_of_work(write=False) as session:
        statements.clear()
        spellings = ["m525", "M525", "525"]
        assert service.first_invoice_number(
            session, spellings, {dana}, contacts_of=[sara, missing, dana]
        ) == ("M525")
        assert service.first_invoice_number(session, spellings, {sara}, contacts_of=[sara]) is None
        assert [c.name for c in service.get_customers(session, [dana, missing, sara])] == [
            "דנה כהן",
            "שרה כהן",
        ]
        assert len(_selects(statements)) == 2, statements
        assert [c.id for c in service.get_customers(session, [dana, sara + 1])] == [
            dana
        ]  # one not read: read
        assert len(_selects(statements)) == 3, statements
    with get_database().unit_of_work() as session:
        statements.clear()
        assert service.first_invoice_number(session, ["M525"], None, contacts_of=[dana]) == "M525"
        service.update_customer(session, dana, CustomerUpdate(name="דנה לוי"))
        assert [c.name for c in service.get_customers(session, [dana])] == ["דנה לוי"]
