"""All SQL of invoices, repairs and the business's own details."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date, datetime
from decimal import Decimal
from functools import lru_cache
from typing import Any, cast

from sqlalchemy import (
    CTE,
    Date,
    Select,
    Table,
    bindparam,
    exists,
    insert,
    or_,
    select,
)
from sqlalchemy.engine import Dialect, Row
from sqlalchemy.orm import Session
from sqlalchemy.sql.compiler import SQLCompiler

from misrad.core import changes
from misrad.core.db import rows_on_driver
from misrad.records.models import (
    BusinessDetails,
    Invoice,
    Repair,
)
from misrad.records.repository.common import (
    CUSTOMERS,
    OWED,
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


def _new_repair_bumping() -> Select[Any]:
    """PostgreSQL's one statement: the new repair and the ``repairs`` change counter (the assistant's
    items index in every process follows it), the counter bumped only when the row was written."""
    repair: CTE = _NEW_REPAIR_AT_ONCE.cte("repair")
    bumped = changes.bump_statement().where(exists(select(repair.c.id))).cte("bumped")
    return select(repair).add_cte(bumped)


_NEW_REPAIR_BUMPING = _new_repair_bumping()
_ITEMS = select(_REPAIRS.c.id, _REPAIRS.c.customer_id, _REPAIRS.c.item, _REPAIRS.c.description)
_ITEMS_CHANGED = _ITEMS.where(_REPAIRS.c.updated_at >= bindparam("since"))


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


Owed = tuple[int, str, bool, Decimal, int]  # ``CustomerRepository.outstanding``'s rows


@lru_cache(maxsize=4)
def _contact_and_owed_sql(
    dialect: Dialect,
) -> tuple[
    str, tuple[str, ...] | None, dict[str, Any], Callable[[Any], Any] | None, Callable[[Any], Any] | None
]:
    """One customer's contacts (``CustomerContact``'s columns) joined to its unpaid sums (``OWED``'s
    groups after the id: a row each, or one of NULLs when it owes nothing), parameters ``customer_id``
    and ``today``, compiled once for the driver: its SQL, the parameters' order (None: by name, as on
    PostgreSQL, where ``OWED`` groups by an expression with parameters that must be the same ones as
    the select's), the constants, and the processors of the day sent and of the sums read: SQLite stores
    dates as text and sums as floats, which SQLAlchemy's ``Numeric`` reads at the column's scale;
    psycopg sends a date and reads ``numeric`` as Decimal itself."""
    owed = OWED.where(_INVOICES.c.customer_id == bindparam("customer_id")).subquery("owed")
    owner, *sums = owed.c
    contact = [CUSTOMERS.c[name] for name in CustomerContact._fields]
    joined = CUSTOMERS.outerjoin(owed, owner == CUSTOMERS.c.id)
    statement = select(*contact, *sums).select_from(joined).where(CUSTOMERS.c.id == bindparam("customer_id"))
    compiled: SQLCompiler = statement.compile(dialect=dialect)
    order = tuple(compiled.positiontup) if compiled.positiontup is not None else None
    day = Date().dialect_impl(dialect).bind_processor(dialect)
    unpaid = sums[2].type.dialect_impl(dialect)
    sum_read = unpaid.result_processor(dialect, None) if dialect.name == "sqlite" else None
    return compiled.string, order, dict(compiled.params), day, sum_read


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

    def numbers_ending_in(self, serials: Sequence[str]) -> list[tuple[str, int]]:
        """``(number, customer_id)`` of the invoices whose printed number ends in one of ``serials``
        (digits only), for a number typed without its printed prefix ("4471" of "TT-4471"). Read only
        when no spelling of the number is stored as typed: a scan, as no index serves a suffix."""
        if not serials:
            return []
        ends = [_INVOICES.c.number.like("%" + serial) for serial in serials if serial.isdigit()]
        rows = self.session.execute(select(_INVOICES.c.number, _INVOICES.c.customer_id).where(or_(*ends)))
        return [(number, customer_id) for number, customer_id in rows]

    def numbers_of_total(self, total: Decimal, limit: int = 3) -> list[str]:
        """The numbers of (at most ``limit``) invoices whose total is ``total``, for an invoice asked by its
        sum alone ("the invoice for 2,365.50"): a few are enough to tell one from several."""
        query = select(_INVOICES.c.number).where(_INVOICES.c.total_amount == total).limit(limit)
        return [number for (number,) in self.session.execute(query)]

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

    def contact_and_owed(self, customer_id: int, today: date) -> tuple[CustomerContact | None, list[Owed]]:
        """A customer's contacts (None: no such customer) and its unpaid sums as
        ``CustomerRepository.outstanding`` gives them, in one read on the driver's cursor: a chat about
        one named customer showed both in two (on a database server two round trips)."""
        self.session.flush()  # pending changes first, as a read through the session would
        connection = self.session.connection()
        sql, order, constants, day, sum_read = _contact_and_owed_sql(connection.dialect)
        values = {**constants, "customer_id": customer_id, "today": day(today) if day else today}
        rows = rows_on_driver(connection, sql, values if order is None else tuple(values[n] for n in order))
        if not rows:
            return None, []
        width = len(CustomerContact._fields)
        owed = [
            (
                customer_id,
                currency,
                bool(overdue),
                Decimal(sum_read(unpaid) if sum_read else unpaid or 0),
                count,
            )
            for currency, overdue, unpaid, count in (row[width:] for row in rows)
            if currency is not None  # owes nothing: the one row's sums are NULLs
        ]
        return CustomerContact(*rows[0][:width]), owed

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
        """A new repair (``values`` of ``NEW_REPAIR_FIELDS``) and the ``repairs`` counter bumped: on
        PostgreSQL one statement (only where ``at_once``); on SQLite, which has no data-modifying ``WITH``,
        the row and then the counter in the writer turn the row took. ``None`` when its customer is
        unknown (nothing written, nothing bumped)."""
        connection = at_once_connection(self.session)
        changes.noted_own_write()
        if connection.dialect.name == "postgresql":
            return connection.execute(
                _NEW_REPAIR_BUMPING, {**values, "bumped": changes.shard(changes.REPAIRS)}
            ).one_or_none()
        row = connection.execute(_NEW_REPAIR_AT_ONCE, values).one_or_none()
        if row is not None:  # on the driver's cursor: SQLAlchemy's execution of it cost more than the update
            changes.bump_on_driver(connection.connection.cursor(), changes.REPAIRS)
        return row

    def items(self, changed_since: datetime | None = None) -> list[tuple[int, int, str, str]]:
        """``(id, customer_id, item, description)`` of every repair, or of those written since a time
        (indexed)."""
        if changed_since is None:
            rows = self.session.execute(_ITEMS)
        else:
            rows = self.session.execute(_ITEMS_CHANGED, {"since": changed_since})
        return [(int(r[0]), int(r[1]), str(r[2]), str(r[3] or "")) for r in rows]

    def promised_on(self, day: date, limit: int) -> list[Repair]:
        """The repairs promised for ``day`` and not yet delivered or cancelled, oldest first."""
        query = (
            select(Repair)
            .where(Repair.promised_date == day, Repair.status.not_in(("delivered", "cancelled")))
            .order_by(Repair.id)
            .limit(limit)
        )
        return list(self.session.scalars(query))

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
