"""The customer list's one statement (a page, its total, the callers counter and what each owes), sent on
the driver: ``CustomerRepository.page_with_balances``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime
from functools import lru_cache
from typing import Any, NamedTuple

from sqlalchemy import CTE, Connection, Date, Numeric, Select, bindparam, func, select
from sqlalchemy.engine import Dialect

from misrad.core import changes
from misrad.core.db import rows_on_driver
from misrad.records.models import Invoice
from misrad.records.repository.common import CUSTOMERS, OWED


class CustomerRow(NamedTuple):
    """A customer as its row reads on the driver (``models.CustomerFields``): a list page's, or one just
    written (the values sent, and the id it was given)."""

    id: int
    name: str
    phone: str | None
    email: str | None
    tax_id: str | None
    address: str | None
    notes: str | None
    created_at: datetime
    updated_at: datetime


def _page_with_balances(phone: bool) -> Select[Any]:
    """A page of customers by name (with exactly the parameter ``phone`` when asked), each row with how
    many customers there are in all and one of the customer's unpaid sums (``OWED``'s groups;
    none: NULLs). One statement where a list took three (count, page, balances): on PostgreSQL each was
    a round trip and a statement of the server's, on the cores the service shares with it."""
    on_phone = [CUSTOMERS.c.phone == bindparam("phone")] if phone else []
    ordered = (CUSTOMERS.c.name, CUSTOMERS.c.id)
    page: CTE = (
        select(*(CUSTOMERS.c[name] for name in CustomerRow._fields))
        .where(*on_phone)
        .order_by(*ordered)
        .limit(bindparam("limit"))
        .offset(bindparam("offset"))
        .cte("page")
    )
    owed = OWED.where(Invoice.customer_id.in_(select(page.c.id)))
    owed = owed.with_only_columns(*(c.label(f"owed_{n}") for n, c in enumerate(owed.selected_columns)))
    owed_rows = owed.subquery("owed")
    total = select(func.count()).select_from(CUSTOMERS).where(*on_phone).scalar_subquery()
    # The ``callers`` counter with the rows: the list's lane checks its kept caller against it afterwards
    # (``records.fast``), where a read of its own went first, on PostgreSQL a round trip.
    callers = changes.counter_column(changes.CALLERS).label("callers_version")
    columns = [*page.c, total.label("customers_in_all"), callers, *list(owed_rows.c)[1:]]
    joined = page.outerjoin(owed_rows, owed_rows.c.owed_0 == page.c.id)
    return select(*columns).select_from(joined).order_by(page.c.name, page.c.id)


PAGES_WITH_BALANCES = {phone: _page_with_balances(phone) for phone in (False, True)}

Reader = Callable[[Any], Any]


@dataclass(frozen=True)
class _OnDriver:
    """``PAGES_WITH_BALANCES[phone]`` compiled once for a dialect's driver."""

    sql: str
    order: tuple[str, ...] | None  # the parameters' order; None: by name (PostgreSQL)
    constants: dict[str, Any]
    day: Reader | None  # how the date ``today`` is sent (SQLite: as text)
    readers: tuple[tuple[int, Reader], ...]  # the columns read as SQLAlchemy's types would read them


@lru_cache(maxsize=8)
def _on_driver(dialect: Dialect, phone: bool) -> _OnDriver:
    """On PostgreSQL the parameters go by name: ``today`` and ``phone`` are each in the statement twice
    (``OWED`` groups by an expression of ``today`` that must be the select's own), and psycopg sends
    each name once. Read as SQLAlchemy would: the times by ``UTCDateTime`` (aware UTC; SQLite's are
    text), SQLite's sums by ``Numeric`` (floats to decimals at the column's scale); psycopg reads
    ``numeric`` as Decimal itself."""
    statement = PAGES_WITH_BALANCES[phone]
    compiled = statement.compile(dialect=dialect)
    order = tuple(compiled.positiontup) if compiled.positiontup is not None else None
    readers: list[tuple[int, Reader]] = []
    for index, column in enumerate(statement.selected_columns):
        if isinstance(column.type, Numeric) and dialect.name != "sqlite":
            continue
        reader = column.type.dialect_impl(dialect).result_processor(dialect, None)
        if reader is not None:
            readers.append((index, reader))
    day = Date().dialect_impl(dialect).bind_processor(dialect)
    return _OnDriver(compiled.string, order, dict(compiled.params), day, tuple(readers))


def page_rows(connection: Connection, phone: str | None, limit: int, offset: int, today: date) -> list[Any]:
    """``PAGES_WITH_BALANCES``' rows on ``connection``'s driver cursor (SQLAlchemy's execution and result
    layers cost more than the statement, perf31), each as a list of the values its columns' types read:
    ``CustomerRow``'s, ``customers_in_all``, ``callers_version``, then ``OWED``'s groups after the id."""
    driver = _on_driver(connection.dialect, phone is not None)
    values = {**driver.constants, "limit": limit, "offset": offset, "today": today, "phone": phone}
    if driver.day is not None:
        values["today"] = driver.day(today)
    order = driver.order
    rows = rows_on_driver(
        connection, driver.sql, values if order is None else tuple(values[n] for n in order)
    )
    read = []
    for row in rows:
        row = list(row)
        for index, reader in driver.readers:
            row[index] = reader(row[index])
        read.append(row)
    return read
