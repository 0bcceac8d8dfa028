"""The records service as other areas (the assistant) call it."""

from __future__ import annotations

from decimal import Decimal

import pytest
from sqlalchemy import Engine, event

from misrad.core.db import get_database
from misrad.records import service
from misrad.records.phones import normalise_phone
from tests.records.factories import days_ago, make_customer, make_invoice, make_repair

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures

MOBILE_FORMS = (
    "050-1234567",
    "+972-50-123-4567",
    "972501234567",
    "050 123 4567",
    "0501234567",
    "00972501234567",
    "(050) 123-4567",
)
OTHER_NUMBERS = {"03-1234567": "031234567", "1-800-123-456": "1800123456", "+1 415 555 2671": "+14155552671"}
GARBAGE = ("", "abc", "123", "05012345678", "0312345678", "1' OR '1'='1", "050-123456a", "0" * 41)


def test_phone_normalisation() -> None:
    for raw in MOBILE_FORMS:
        assert normalise_phone(raw) == "0501234567", raw
    for raw, expected in OTHER_NUMBERS.items():
        assert normalise_phone(raw) == expected, raw
    for raw in GARBAGE:
        assert normalise_phone(raw) is None, raw


def test_find_customer_by_phone_in_any_form() -> None:
    customer = make_customer(name="דנה לוי", phone="054-7654321")
    with get_database().unit_of_work() as session:
        for form in ("0547654321", "+972 54 765 4321", "972547654321", "054 765 4321"):
            found = service.find_customer_by_phone(session, form)
            assert found is not None and found.id == customer.id
        assert service.find_customer_by_phone(session, "0547654322") is None
        assert service.find_customer_by_phone(session, "not a phone") is None


def test_balance_counts_open_and_overdue_invoices_only() -> None:
    customer = make_customer()
    other = make_customer()
    make_invoice(customer.id, total_amount="1000.50", paid_amount="200.25")  # open: 800.25
    make_invoice(customer.id, total_amount="300", issue_date=days_ago(60), due_date=days_ago(30))  # overdue
    make_invoice(customer.id, total_amount="999", status="draft")
    make_invoice(customer.id, total_amount="500", paid_amount="500", status="paid")
    make_invoice(customer.id, total_amount="700", status="cancelled")
    make_invoice(other.id, total_amount="50")
    with get_database().unit_of_work() as session:
        balance = service.customer_balance(session, customer.id)
        assert balance.balance == Decimal("1100.25")
        assert balance.currency == "ILS"
        assert (balance.open_invoices, balance.overdue_invoices) == (1, 1)
        assert service.customer_balance(session, other.id).balance == Decimal("50.00")


def test_balance_of_a_customer_without_invoices_is_zero() -> None:
    customer = make_customer()
    with get_database().unit_of_work() as session:
        balance = service.customer_balance(session, customer.id)
    assert (balance.balance, balance.open_invoices, balance.overdue_invoices) == (Decimal("0"), 0, 0)


def _records_reads(found: list[str]) -> list[str]:
    return [
        s for s in found if s.lstrip().upper().startswith("SELECT") and ("customers" in s or "invoices" in s)
    ]


@pytest.mark.parametrize("owes", [True, False])
def test_a_read_only_unit_reads_one_customers_contacts_and_balance_in_one_statement(owes: bool) -> None:
    """A chat's unit (read-only) asks one named customer's contacts, then what it owes: one statement
    reads both, and the balance is the one read alone (currencies, open and overdue, sums to the agora);
    a unit that writes reads them apart, as ever."""
    customer = make_customer(name="דנה לוי", phone="054-7654321", email="dana@example.com")
    if owes:
        make_invoice(customer.id, total_amount="1000.10", paid_amount="200.25")  # open: 799.85
        make_invoice(customer.id, total_amount="0.30", issue_date=days_ago(60), due_date=days_ago(30))
        make_invoice(customer.id, total_amount="0.10", issue_date=days_ago(60), due_date=days_ago(30))
        make_invoice(customer.id, total_amount="80", currency="USD")
        make_invoice(customer.id, total_amount="999", status="draft")
    make_invoice(make_customer().id, total_amount="50")  # another's: never in hers
    with get_database().unit_of_work() as session:
        alone = service.customer_balance(session, customer.id)
    sent: list[str] = []

    def note(_conn: object, _cursor: object, statement: str, *_: object) -> None:
        sent.append(statement)

    event.listen(Engine, "before_cursor_execute", note)
    try:
        with get_database().unit_of_work(write=False) as session:
            (contact,) = service.get_customers(session, [customer.id])
            balance = service.customer_balance(session, customer.id)
            assert service.get_customers(session, [customer.id + 1000]) == []  # no such customer
    finally:
        event.remove(Engine, "before_cursor_execute", note)
    assert (contact.id, contact.name, contact.phone, contact.email) == (
        customer.id, "דנה לוי", "0547654321", "dana@example.com",
    )  # fmt: skip
    assert balance == alone
    if owes:
        assert balance.balance == Decimal("800.25") and balance.by_currency["USD"] == Decimal("80.00")
        assert (balance.open_invoices, balance.overdue_invoices) == (2, 2)
    else:
        assert (balance.balance, balance.open_invoices, balance.by_currency) == (Decimal("0"), 0, {})
    assert len(_records_reads(sent)) == 2, sent  # hers (contacts and balance), then the missing one's


def test_open_invoice_past_due_reads_as_overdue() -> None:
    customer = make_customer()
    late = make_invoice(customer.id, issue_date=days_ago(40), due_date=days_ago(1))
    today = make_invoice(customer.id, issue_date=days_ago(40), due_date=days_ago(0))
    draft = make_invoice(customer.id, status="draft", issue_date=days_ago(40), due_date=days_ago(1))
    with get_database().unit_of_work() as session:
        assert (
            service.invoice_display_status(service.get_invoice_by_number(session, late.number)) == "overdue"
        )
        assert service.invoice_display_status(service.get_invoice_by_number(session, today.number)) == "open"
        assert service.invoice_display_status(service.get_invoice_by_number(session, draft.number)) == "draft"


def test_search_customers_by_name_word_phone_and_email() -> None:
    dana = make_customer(name="דנה כהן", phone="0541111111", email="Dana@Example.co.il")
    make_customer(name="יוסי לוי", phone="0542222222")
    cohen = make_customer(name="משה כהן-אברהם", phone="0543333333")
    with get_database().unit_of_work() as session:
        assert {c.id for c in service.search_customers(session, "כהן")} == {dana.id, cohen.id}
        assert [c.id for c in service.search_customers(session, "דנה כה")] == [dana.id]
        assert [c.id for c in service.search_customers(session, "054-111")] == [dana.id]
        assert [c.id for c in service.search_customers(session, "+972 54 111 1111")] == [dana.id]
        assert [c.id for c in service.search_customers(session, "dana@example")] == [dana.id]
        assert [c.id for c in service.search_customers(session, "DANA")] == [dana.id]
        assert service.search_customers(session, "'; DROP TABLE customers; --") == []
        assert service.search_customers(session, "   ") == []
        assert len(service.search_customers(session, "054", limit=2)) == 2


def test_repairs_and_invoices_of_customer_newest_first() -> None:
    customer = make_customer()
    first = make_repair(customer.id, item="מקרר")
    second = make_repair(customer.id, item="מחשב נייד", status="ready")
    old = make_invoice(customer.id, issue_date=days_ago(10))
    new = make_invoice(customer.id, issue_date=days_ago(1))
    with get_database().unit_of_work() as session:
        assert [r.id for r in service.repairs_of_customer(session, customer.id)] == [second.id, first.id]
        assert [r.id for r in service.repairs_of_customer(session, customer.id, limit=1)] == [second.id]
        assert [i.id for i in service.invoices_of_customer(session, customer.id)] == [new.id, old.id]
        repair = service.get_repair(session, first.id)
        assert repair is not None and repair.item == "מקרר"
        assert service.get_repair(session, 999_999) is None
        assert service.get_invoice_by_number(session, f"  {old.number} ") is not None
        assert service.get_invoice_by_number(session, "nope") is None


def test_all_customer_names() -> None:
    a = make_customer(name="אבי", phone="0521234567", address="רח' הרצל 4, עפולה", notes="אדריכל")
    b = make_customer(name="בתיה", phone=None)
    with get_database().unit_of_work() as session:
        assert service.all_customer_names(session) == [
            (a.id, "אבי", "0521234567", "רח' הרצל 4, עפולה", "אדריכל"),
            (b.id, "בתיה", "", "", ""),
        ]


def test_demo_data_is_rich_and_loads_once() -> None:
    from misrad.core.pagination import PageRequest
    from misrad.records.demo import load_demo

    with get_database().unit_of_work() as session:
        first = load_demo(session)
    assert first["customers"] >= 40 and first["invoices"] >= 30 and first["repairs"] >= 40
    with get_database().unit_of_work() as session:
        assert load_demo(session) == {"customers": 0, "invoices": 0, "repairs": 0}
        everything = PageRequest(page=1, per_page=100)
        assert service.list_customers(session, everything).total == first["customers"]
        invoices = service.list_invoices(session, everything).items
        assert len(invoices) == first["invoices"]
        shown = {service.invoice_display_status(invoice) for invoice in invoices}
        assert {"open", "overdue", "paid", "draft", "cancelled"} <= shown
        repairs = service.list_repairs(session, everything).items
        assert {r.status for r in repairs} == {
            "received",
            "diagnosing",
            "waiting_for_parts",
            "in_progress",
            "ready",
            "delivered",
            "cancelled",
        }
        names = [name for _, name, *_ in service.all_customer_names(session)]
        assert "יוסי כהן" in names
        balances = service.customer_balances(session, [i.customer_id for i in invoices]).values()
        assert any(b.overdue_invoices and b.balance > 0 for b in balances)
