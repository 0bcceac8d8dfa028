"""What creating or renaming a customer asks of the database: its search terms in one statement."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy import Engine, event

from misrad.core.db import get_database
from misrad.records import service
from misrad.records.schemas import CustomerCreate, CustomerUpdate
from tests.records.factories import make_customer


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
