"""All SQL of the records area."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from datetime import date
from decimal import Decimal

from sqlalchemy import ColumnElement, Select, and_, delete, exists, func, or_, select
from sqlalchemy.orm import Session

from misrad.records.models import Customer, CustomerSearchTerm, Invoice, Repair

_SPLIT = re.compile(r"[\s,;:()\[\]/\\|<>\"]+")
MAX_TERM = 120
MAX_QUERY_WORDS = 5


def search_words(text: str) -> list[str]:
    """Lower-cased words of ``text`` as stored in, and looked up from, the search index."""
    words = (w.strip("'.-_") for w in _SPLIT.split(text.casefold()))
    return [w[:MAX_TERM] for w in words if w]


def _prefix_upper_bound(prefix: str) -> str:
    """The smallest string above every string that starts with ``prefix`` (code point order)."""
    last = ord(prefix[-1])
    if last >= 0x10FFFF:
        return prefix + "\U0010ffff"
    following = last + 1
    if 0xD800 <= following <= 0xDFFF:  # surrogates cannot be encoded
        following = 0xE000
    return prefix[:-1] + chr(following)


def _has_term_prefix(prefix: str) -> ColumnElement[bool]:
    matching = select(CustomerSearchTerm.customer_id).where(
        CustomerSearchTerm.term >= prefix, CustomerSearchTerm.term < _prefix_upper_bound(prefix)
    )
    return Customer.id.in_(matching)


# ---- invoice status as read ----------------------------------------------------------------------


def overdue_condition(today: date) -> ColumnElement[bool]:
    return or_(Invoice.status == "overdue", and_(Invoice.status == "open", Invoice.due_date < today))


def status_condition(status: str, today: date) -> ColumnElement[bool]:
    """The SQL form of ``service.invoice_display_status(invoice) == status``."""
    if status == "overdue":
        return overdue_condition(today)
    if status == "open":
        return and_(Invoice.status == "open", Invoice.due_date >= today)
    return Invoice.status == status


class CustomerRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, customer_id: int) -> Customer | None:
        return self.session.get(Customer, customer_id)

    def exists(self, customer_id: int) -> bool:
        return bool(self.session.scalar(select(exists().where(Customer.id == customer_id))))

    def add(self, customer: Customer) -> Customer:
        self.session.add(customer)
        self.session.flush()
        return customer

    def first_by_phone(self, phone: str) -> Customer | None:
        return self.session.scalar(
            select(Customer).where(Customer.phone == phone).order_by(Customer.id).limit(1)
        )

    def first_by_tax_id(self, tax_id: str) -> Customer | None:
        return self.session.scalar(
            select(Customer).where(Customer.tax_id == tax_id).order_by(Customer.id).limit(1)
        )

    def listing(
        self, *, words: Sequence[str] = (), phone_prefix: str | None = None, phone: str | None = None
    ) -> Select[tuple[Customer]]:
        """Customers whose indexed words start with every one of ``words`` (or the phone digits)."""
        query = select(Customer)
        if phone_prefix:
            query = query.where(_has_term_prefix(phone_prefix))
        for word in words[:MAX_QUERY_WORDS]:
            query = query.where(_has_term_prefix(word))
        if phone is not None:
            query = query.where(Customer.phone == phone)
        return query.order_by(Customer.name, Customer.id)

    def search(self, words: Sequence[str], phone_prefix: str | None, limit: int) -> list[Customer]:
        return list(self.session.scalars(self.listing(words=words, phone_prefix=phone_prefix).limit(limit)))

    def replace_terms(self, customer_id: int, terms: Iterable[str]) -> None:
        self.session.execute(delete(CustomerSearchTerm).where(CustomerSearchTerm.customer_id == customer_id))
        unique = sorted({t[:MAX_TERM] for t in terms if t})
        if unique:
            self.session.add_all(CustomerSearchTerm(customer_id=customer_id, term=t) for t in unique)
        self.session.flush()

    def has_records(self, customer_id: int) -> bool:
        invoice = exists().where(Invoice.customer_id == customer_id)
        repair = exists().where(Repair.customer_id == customer_id)
        return bool(self.session.scalar(select(or_(invoice, repair))))

    def delete(self, customer: Customer) -> None:
        self.session.execute(delete(CustomerSearchTerm).where(CustomerSearchTerm.customer_id == customer.id))
        self.session.delete(customer)
        self.session.flush()

    def names(self) -> list[tuple[int, str, str]]:
        rows = self.session.execute(select(Customer.id, Customer.name, Customer.phone).order_by(Customer.id))
        return [(row[0], row[1], row[2] or "") for row in rows]

    def outstanding(
        self, customer_ids: Sequence[int], today: date
    ) -> list[tuple[int, str, bool, Decimal, int]]:
        """Per customer, currency and overdue-ness: the unpaid sum and the number of invoices."""
        if not customer_ids:
            return []
        overdue = overdue_condition(today)
        rows = self.session.execute(
            select(
                Invoice.customer_id,
                Invoice.currency,
                overdue,
                func.sum(Invoice.total_amount - Invoice.paid_amount),
                func.count(Invoice.id),
            )
            .where(Invoice.customer_id.in_(customer_ids), Invoice.status.in_(("open", "overdue")))
            .group_by(Invoice.customer_id, Invoice.currency, overdue)
        )
        return [(r[0], r[1], bool(r[2]), Decimal(r[3] or 0), int(r[4])) for r in rows]


class InvoiceRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, invoice_id: int) -> Invoice | None:
        return self.session.get(Invoice, invoice_id)

    def by_number(self, number: str) -> Invoice | None:
        return self.session.scalar(select(Invoice).where(Invoice.number == number))

    def add(self, invoice: Invoice) -> Invoice:
        self.session.add(invoice)
        self.session.flush()
        return invoice

    def delete(self, invoice: Invoice) -> None:
        self.session.delete(invoice)
        self.session.flush()

    def listing(self, *, customer_id: int | None, status: str | None, today: date) -> Select[tuple[Invoice]]:
        query = select(Invoice)
        if customer_id is not None:
            query = query.where(Invoice.customer_id == customer_id)
        if status is not None:
            query = query.where(status_condition(status, today))
        return query.order_by(Invoice.issue_date.desc(), Invoice.id.desc())

    def of_customer(self, customer_id: int, limit: int) -> list[Invoice]:
        query = self.listing(customer_id=customer_id, status=None, today=date.min).limit(limit)
        return list(self.session.scalars(query))


class RepairRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, repair_id: int) -> Repair | None:
        return self.session.get(Repair, repair_id)

    def add(self, repair: Repair) -> Repair:
        self.session.add(repair)
        self.session.flush()
        return repair

    def delete(self, repair: Repair) -> None:
        self.session.delete(repair)
        self.session.flush()

    def listing(self, *, customer_id: int | None, status: str | None) -> Select[tuple[Repair]]:
        query = select(Repair)
        if customer_id is not None:
            query = query.where(Repair.customer_id == customer_id)
        if status is not None:
            query = query.where(Repair.status == status)
        return query.order_by(Repair.created_at.desc(), Repair.id.desc())

    def of_customer(self, customer_id: int, limit: int) -> list[Repair]:
        return list(self.session.scalars(self.listing(customer_id=customer_id, status=None).limit(limit)))

    def find(self, customer_id: int, item: str, description: str | None) -> Repair | None:
        return self.session.scalar(
            select(Repair)
            .where(Repair.customer_id == customer_id, Repair.item == item, Repair.description == description)
            .limit(1)
        )
