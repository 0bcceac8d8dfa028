"""What the records area's repositories share: the customers' table, the one-statement writes'
connection, an invoice's status as SQL and what customers owe."""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy import (
    ColumnElement,
    Connection,
    Date,
    Select,
    Table,
    and_,
    bindparam,
    exists,
    func,
    or_,
    select,
)
from sqlalchemy.orm import Session

from misrad.records.models import (
    Customer,
    Invoice,
)

# Rows of the table, not ORM objects: a list page only shows them, and loading 20 ORM objects through
# the session cost as much again as the statements themselves.
CUSTOMERS = Customer.__table__


def at_once(session: Session) -> bool:
    """Whether a write can be one statement: in a session that has begun nothing yet (a route's only
    write). On PostgreSQL it then runs in autocommit; on SQLite it is all the request's writer turn holds."""
    return not session.in_transaction()


def at_once_connection(session: Session) -> Connection:
    """PostgreSQL: the session's connection in autocommit (no BEGIN, no COMMIT round trip). SQLite: the
    session's own, whose first statement takes the writer turn (``BEGIN IMMEDIATE``) until the route's
    commit; every process's writers wait for what runs there, so one statement and no ORM flush."""
    if session.get_bind().dialect.name == "postgresql":
        return session.connection(execution_options={"isolation_level": "AUTOCOMMIT"})
    return session.connection()


def new_row_of_customer(table: Table, fields: tuple[str, ...], *unless: ColumnElement[bool]) -> Select[Any]:
    """The values of a new row of ``table`` (parameters named after ``fields``), none unless its
    customer (``customer_id``) exists and none of ``unless`` holds: the checks and the insert in one
    statement."""
    values = [bindparam(n, type_=table.c[n].type).label(n) for n in fields]
    customer = exists().where(CUSTOMERS.c.id == bindparam("customer_id"))
    return select(*values).where(customer, *(~condition for condition in unless))


# ---- invoice status as read ----------------------------------------------------------------------


def overdue_condition(today: date | ColumnElement[date]) -> ColumnElement[bool]:
    return or_(Invoice.status == "overdue", and_(Invoice.status == "open", Invoice.due_date < today))


def status_condition(status: str, today: date) -> ColumnElement[bool]:
    """The SQL form of ``service.invoice_display_status(invoice) == status``."""
    if status == "overdue":
        return overdue_condition(today)
    if status == "open":
        return and_(Invoice.status == "open", Invoice.due_date >= today)
    return Invoice.status == status


# Built once: a list page asks for the balances of its customers on every request, a chat for one's.
_OVERDUE_TODAY = overdue_condition(bindparam("today", type_=Date))
# Unpaid sums per customer, currency and overdue-ness; the statuses spelled out rather than ``in_``, whose
# list SQLAlchemy renders into the statement on every execution.
OWED = (
    select(
        Invoice.customer_id,
        Invoice.currency,
        _OVERDUE_TODAY,
        func.sum(Invoice.total_amount - Invoice.paid_amount),
        func.count(Invoice.id),
    )
    .where(or_(Invoice.status == "open", Invoice.status == "overdue"))
    .group_by(Invoice.customer_id, Invoice.currency, _OVERDUE_TODAY)
)
