"""All SQL of invoices, repairs and the business's own details."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from functools import lru_cache
from typing import Any, cast

from sqlalchemy import (
    Select,
    Table,
    bindparam,
    exists,
    insert,
    select,
)
from sqlalchemy.engine import Dialect, Row
from sqlalchemy.orm import Session

from misrad.core.db import rows_on_driver
from misrad.records.models import (
    BusinessDetails,
    Invoice,
    Repair,
)
from misrad.records.repository.common import (
    at_once_connection,
    new_row_of_customer,
    status_condition,
)
from misrad.records.repository.customers import CustomerContact, CustomerRepository

_INVOICES = cast(Table, Invoice.__table__)
_REPAIRS = cast(Table, Repair.__table__)
NEW_INVOICE_FIELDS = (
    "customer_id", "number", "issue_date", "due_date", "total_amount", "paid_amount", "currency", "status",
    "notes", "created_at", "updated_at",
)  # fmt: skip
NEW_REPAIR_FIELDS = (
    "customer_id", "item", "description", "status", "estimated_cost", "promised_date", "created_at",
    "updated_at",
)  # fmt: skip


# One statement each: the ORM's way took BEGIN, the customer's check, (the number's check,) the insert
# and COMMIT. No row back is a refusal: the service reads once to tell which. The number's check is a
# NOT EXISTS, not ON CONFLICT DO NOTHING: SQLAlchemy caches no dialect's INSERT ... ON CONFLICT, and
# compiling it again on every create cost more than the statements it saved. Two creates of one number
# at once on PostgreSQL: the later fails the unique index, which the service answers as taken too.
_NUMBER_TAKEN = exists().where(_INVOICES.c.number == bindparam("number"))
_NEW_INVOICE_AT_ONCE = (
    insert(_INVOICES)
    .from_select(list(NEW_INVOICE_FIELDS), new_row_of_customer(_INVOICES, NEW_INVOICE_FIELDS, _NUMBER_TAKEN))
    .returning(*_INVOICES.c)
)
_NEW_REPAIR_AT_ONCE = (
    insert(_REPAIRS)
    .from_select(list(NEW_REPAIR_FIELDS), new_row_of_customer(_REPAIRS, NEW_REPAIR_FIELDS))
    .returning(*_REPAIRS.c)
)


@lru_cache(maxsize=64)
def _numbers_sql(dialect: Dialect, count: int) -> str:
    """The invoices among ``count`` spellings of one number (a chat's bare number: each spelling was a
    read of its own once), in the driver's own placeholders: one text per count, which a server
    prepares once."""
    marks = ", ".join(["?" if dialect.paramstyle == "qmark" else "%s"] * count)
    table = _INVOICES.name
    return f"SELECT number, customer_id FROM {table} WHERE number IN ({marks})"  # noqa: S608 (no user text)


@lru_cache(maxsize=64)
def _numbers_and_contacts_sql(dialect: Dialect, numbers: int, customers: int) -> str:
    """``contacts_sql``'s rows (their last column empty), then ``_numbers_sql``'s (the owner first, the
    number last), in one statement: the customers' ids are the first parameters, the numbers then."""
    mark = "?" if dialect.paramstyle == "qmark" else "%s"
    empty = ", ".join(["NULL"] * (len(CustomerContact._fields) - 1))
    return (
        f"SELECT {', '.join(CustomerContact._fields)}, NULL FROM customers"  # noqa: S608 (no user text)
        f" WHERE id IN ({', '.join([mark] * customers)})"
        f" UNION ALL SELECT customer_id, {empty}, number FROM {_INVOICES.name}"
        f" WHERE number IN ({', '.join([mark] * numbers)})"
    )


class InvoiceRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, invoice_id: int) -> Invoice | None:
        return self.session.get(Invoice, invoice_id)

    def by_number(self, number: str) -> Invoice | None:
        return self.session.scalar(select(Invoice).where(Invoice.number == number))

    def owners_of_numbers(self, numbers: list[str]) -> dict[str, int]:
        """The customer of each of ``numbers`` that is a stored invoice's number, in one read.

        On the driver's own cursor: every chat with a bare number makes this read, mostly of a number
        no invoice has, and SQLAlchemy's expanding ``IN`` (rendered again on every call), execution and
        result layers were most of its CPU (SQLite 100 -> 11 µs, PostgreSQL 310 -> 160, perf25). In
        the session's connection and transaction; listeners still see it; errors as SQLAlchemy's."""
        if not numbers:
            return {}
        connection = self.session.connection()
        sql = _numbers_sql(connection.dialect, len(numbers))
        return dict(rows_on_driver(connection, sql, tuple(numbers)))

    def owners_and_contacts(
        self, numbers: list[str], customer_ids: Sequence[int]
    ) -> tuple[dict[str, int], list[CustomerContact]]:
        """``owners_of_numbers`` and ``CustomerRepository.contacts`` in one read: a chat that names
        customers and a bare number asks both, and on a database server each read was a round trip
        (and at load a wait to retake the GIL after it, perf28)."""
        if not numbers or not customer_ids:
            return self.owners_of_numbers(numbers), CustomerRepository(self.session).contacts(customer_ids)
        self.session.flush()  # pending changes first, as a read through the session would
        connection = self.session.connection()
        sql = _numbers_and_contacts_sql(connection.dialect, len(numbers), len(customer_ids))
        owners: dict[str, int] = {}
        found: dict[int, CustomerContact] = {}
        for *contact, number in rows_on_driver(connection, sql, (*customer_ids, *numbers)):
            if number is None:
                found[contact[0]] = CustomerContact(*contact)
            else:
                owners[number] = contact[0]
        return owners, [found[i] for i in customer_ids if i in found]

    def add_at_once(self, values: dict[str, Any]) -> Row[Any] | None:
        """A new invoice (``values`` of ``NEW_INVOICE_FIELDS``) in one statement (only where
        ``at_once``); ``None`` when its customer is unknown or its number taken."""
        return at_once_connection(self.session).execute(_NEW_INVOICE_AT_ONCE, values).one_or_none()

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

    def add_at_once(self, values: dict[str, Any]) -> Row[Any] | None:
        """A new repair (``values`` of ``NEW_REPAIR_FIELDS``) in one statement (only where ``at_once``);
        ``None`` when its customer is unknown."""
        return at_once_connection(self.session).execute(_NEW_REPAIR_AT_ONCE, values).one_or_none()

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


class BusinessDetailsRepository:
    """The one row of the business's own details (id 1), made on its first save."""

    ROW_ID = 1

    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self) -> BusinessDetails | None:
        return self.session.get(BusinessDetails, self.ROW_ID)

    def get_or_add(self) -> BusinessDetails:
        found = self.get()
        if found is None:
            found = BusinessDetails(id=self.ROW_ID, name="", tax_id="", address="")
            self.session.add(found)
        return found
