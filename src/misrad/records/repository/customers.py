"""All SQL of customers: search terms, pages with balances, one-statement creates."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from datetime import date, datetime
from decimal import Decimal
from functools import lru_cache
from typing import Any, NamedTuple, cast

from sqlalchemy import (
    ARRAY,
    CTE,
    Engine,
    Executable,
    Result,
    Select,
    String,
    Table,
    bindparam,
    delete,
    exists,
    func,
    insert,
    intersect,
    or_,
    select,
    true,
)
from sqlalchemy import cast as sql_cast
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import Session

from misrad.core import changes
from misrad.core.clock import as_utc
from misrad.core.db import rows_on_driver, statement_on_driver
from misrad.core.sqlite_writers import WriterTurns, writer_turns
from misrad.records.models import (
    Customer,
    CustomerFields,
    CustomerSearchTerm,
    Invoice,
    Repair,
)
from misrad.records.repository.common import CUSTOMERS, OWED
from misrad.records.repository.list_pages import CustomerRow, page_rows

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


@lru_cache(maxsize=16)
def _search_statements(prefixes: int, with_phone: bool) -> tuple[Select[Any], Select[Any]]:
    """Built once per shape: ``(page, count)`` of customers with a term starting with each prefix.

    Prefix ``i`` is bound as ``low_i``/``high_i``, the phone as ``phone``, the page as ``limit``/``offset``.
    Only the search-term index is read (it holds the name the list is ordered by); the page carries
    the total as a window count, so one statement answers both unless the page is past the end.
    """
    parts: list[Select[Any]] = [
        select(
            CustomerSearchTerm.customer_id.label("customer_id"), CustomerSearchTerm.name.label("name")
        ).where(
            CustomerSearchTerm.term >= bindparam(f"low_{i}"), CustomerSearchTerm.term < bindparam(f"high_{i}")
        )
        for i in range(prefixes)
    ]
    if with_phone:
        parts.append(
            select(Customer.id.label("customer_id"), Customer.name.label("name")).where(
                Customer.phone == bindparam("phone")
            )
        )
    matches = (parts[0].distinct() if len(parts) == 1 else intersect(*parts)).subquery("matches")
    page = (
        select(matches.c.customer_id, func.count().over())
        .order_by(matches.c.name, matches.c.customer_id)
        .limit(bindparam("limit"))
        .offset(bindparam("offset"))
    )
    return page, select(func.count()).select_from(matches)


_ALL_COUNT = select(func.count()).select_from(CUSTOMERS)  # count(*): SQLite's fast path, not count(id)
_TERMS = cast(Table, CustomerSearchTerm.__table__)
_BY_IDS = select(Customer).where(Customer.id.in_(bindparam("ids", expanding=True)))
NEW_CUSTOMER_FIELDS = ("name", "phone", "email", "tax_id", "address", "notes", "created_at", "updated_at")


def _new_customer_at_once(checked: bool) -> Select[Any]:
    """PostgreSQL's one statement for a new customer: its row, its search terms (the array parameter
    ``terms``) and one of the ``customers`` change counter's rows (``bumped``), returning the row. A
    statement is all or nothing by itself, so it runs in autocommit: no BEGIN or COMMIT, one round trip
    where the ORM's unit of work took five (BEGIN, the row, the terms, the counter, COMMIT).

    ``checked``: the row is written only while the ``callers`` counter is the parameter
    ``counter_callers`` (the one a kept bearer token was kept under), else nothing is and no row comes
    back; the check was a read of its own before, on PostgreSQL a round trip."""
    values = {n: bindparam(n, type_=CUSTOMERS.c[n].type) for n in NEW_CUSTOMER_FIELDS}
    row = insert(cast(Table, CUSTOMERS))
    if checked:
        typed = [sql_cast(values[n], CUSTOMERS.c[n].type) for n in NEW_CUSTOMER_FIELDS]
        still = changes.counters_stand((changes.CALLERS,))  # its parameter: ``counter_callers``
        row = row.from_select(list(NEW_CUSTOMER_FIELDS), select(*typed).where(still))
    else:
        row = row.values(values)
    customer: CTE = row.returning(*CUSTOMERS.c).cte("customer")
    terms = func.unnest(bindparam("terms", type_=ARRAY(String()))).table_valued("term").render_derived()
    indexed = select(customer.c.id, terms.c.term, customer.c.name).select_from(customer.join(terms, true()))
    added = insert(_TERMS).from_select(["customer_id", "term", "name"], indexed).cte("terms")
    bumped = changes.bump_statement().where(exists(select(customer.c.id))).cte("bumped")
    return select(customer).add_cte(added).add_cte(bumped)


_NEW_CUSTOMER_AT_ONCE = {checked: _new_customer_at_once(checked) for checked in (False, True)}
_NEW_CUSTOMER_ROW = (
    insert(cast(Table, CUSTOMERS))
    .values({n: bindparam(n, type_=CUSTOMERS.c[n].type) for n in NEW_CUSTOMER_FIELDS})
    .returning(*CUSTOMERS.c)
)
_NEW_TERMS = insert(_TERMS)


_OUTSTANDING = OWED.where(Invoice.customer_id.in_(bindparam("ids", expanding=True)))
# The customers who owe the most in one currency: the unpaid part of their open invoices (an ``open`` one
# past its due date is overdue, still unpaid), largest first.
_OWED_SUM = func.sum(Invoice.total_amount - Invoice.paid_amount)
_MOST_OWING = (
    select(Invoice.customer_id, _OWED_SUM)
    .where(
        or_(Invoice.status == "open", Invoice.status == "overdue"), Invoice.currency == bindparam("currency")
    )
    .group_by(Invoice.customer_id)
    .having(_OWED_SUM > 0)
    .order_by(_OWED_SUM.desc(), Invoice.customer_id)
    .limit(bindparam("limit"))
)


@lru_cache(maxsize=4)
def _new_customer_on_driver(dialect: Dialect) -> tuple[str, list[tuple[str, Any]], str]:
    """SQLite's new customer row and search term as the driver's SQL, built once: the row's columns in
    their order with the processor each value goes through (the stored form of a time), and the term's."""
    row = (
        insert(cast(Table, CUSTOMERS))
        .values({n: bindparam(n) for n in NEW_CUSTOMER_FIELDS})
        .compile(dialect=dialect)
    )
    order = row.positiontup or []
    processors = [(n, CUSTOMERS.c[n].type.bind_processor(dialect)) for n in order]
    term = insert(_TERMS).values(customer_id=bindparam("c"), term=bindparam("t"), name=bindparam("n"))
    return row.string, processors, term.compile(dialect=dialect).string


@lru_cache(maxsize=4)
def _new_customer_at_once_on_driver(
    dialect: Dialect, checked: bool
) -> tuple[str, tuple[str, ...], dict[str, Any]]:
    """PostgreSQL's ``_NEW_CUSTOMER_AT_ONCE`` as the driver's SQL, built once (``statement_on_driver``):
    sent on the driver, as SQLAlchemy's execution cost more than the statement."""
    return statement_on_driver(_NEW_CUSTOMER_AT_ONCE[checked], dialect)


def _as_sent(value: Any) -> Any:
    """A value as SQLAlchemy's type of its column sends it (``core.db.UTCDateTime``: naive UTC)."""
    return as_utc(value).replace(tzinfo=None) if isinstance(value, datetime) else value


def _add_on_driver(
    turns: WriterTurns, engine: Engine, values: dict[str, Any], terms: list[str]
) -> CustomerRow:
    """SQLite's ``add_at_once``: the row, its terms and the ``customers`` counter in a write transaction
    of their own, committed at once (as PostgreSQL's one statement in autocommit), sent on the driver with
    every parameter made before the writer turn (``WriterTurns.on_driver``): writers of every process wait
    for that turn, and through SQLAlchemy it held 0.6-0.9 ms of CPU a create."""
    row_sql, processors, term_sql = _new_customer_on_driver(engine.dialect)
    parameters = [values[n] if process is None else process(values[n]) for n, process in processors]
    name = values["name"]

    def write(cursor: Any) -> int:
        cursor.execute(row_sql, parameters)
        customer_id = int(cursor.lastrowid)
        if terms:
            cursor.executemany(term_sql, [(customer_id, t, name) for t in terms])
        changes.bump_on_driver(cursor, changes.CUSTOMERS)
        return customer_id

    customer_id = turns.on_driver(engine, write)
    changes.noted_own_write()
    return CustomerRow(id=customer_id, **values)


class CustomerContact(NamedTuple):
    """What the assistant shows of a candidate customer (``CustomerRepository.contacts``)."""

    id: int
    name: str
    phone: str | None
    email: str | None
    address: str | None
    tax_id: str | None
    notes: (
        str | None
    )  # the office's words on the card (a contact person, what they run): a look-up shows them


@lru_cache(maxsize=16)
def _contacts_sql(dialect: Dialect, count: int) -> str:
    """``contacts``' read of ``count`` ids in the driver's own placeholders (one text per count)."""
    marks = ", ".join(["?" if dialect.paramstyle == "qmark" else "%s"] * count)
    columns = ", ".join(CustomerContact._fields)
    return f"SELECT {columns} FROM customers WHERE id IN ({marks})"  # noqa: S608 (no user text)


class CustomerRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, customer_id: int) -> Customer | None:
        return self.session.get(Customer, customer_id)

    def contacts(self, customer_ids: Sequence[int]) -> list[CustomerContact]:
        """The contact fields of the customers of ``customer_ids`` that exist, in the order asked, in one
        statement on the driver's cursor: the assistant reads them on every chat that names customers
        (its candidates), and ORM objects, then Core's expanding ``IN`` and result rows, cost more than
        the statement (perf25). Text columns only: no type of SQLAlchemy's changes what the driver reads."""
        if not customer_ids:
            return []
        self.session.flush()  # pending changes first, as a read through the session would
        connection = self.session.connection()
        sql = _contacts_sql(connection.dialect, len(customer_ids))
        found = {
            row[0]: CustomerContact(*row) for row in rows_on_driver(connection, sql, tuple(customer_ids))
        }
        return [found[i] for i in customer_ids if i in found]

    def exists(self, customer_id: int) -> bool:
        return bool(self.session.scalar(select(exists().where(Customer.id == customer_id))))

    def add(self, customer: Customer) -> Customer:
        self.session.add(customer)
        self.session.flush()
        return customer

    def add_at_once(
        self, values: dict[str, Any], terms: Iterable[str], *, callers: int | None = None
    ) -> CustomerFields | None:
        """A new customer (``values`` of ``NEW_CUSTOMER_FIELDS``) indexed under ``terms``, the
        ``customers`` counter bumped. In a session that has begun nothing yet (the write is its first and
        only one): on PostgreSQL one statement in autocommit; on SQLite, which has no data-modifying
        ``WITH``, three statements in a write transaction of their own on the driver (``_add_on_driver``;
        ``_add_in_turn`` on an engine that takes no writer turns). In a session already in a
        transaction: ``add``, ``add_terms`` and ``changes.bump``.

        ``callers`` (PostgreSQL's statement only): the ``callers`` counter a kept bearer token was kept
        under, checked in the statement; None comes back, nothing written, when it has moved."""
        if self.session.in_transaction():
            customer = self.add(Customer(**values))
            self.add_terms(customer, terms)
            changes.bump(self.session, changes.CUSTOMERS)
            return customer
        unique = sorted({t[:MAX_TERM] for t in terms if t})
        bind = self.session.get_bind()
        if bind.dialect.name != "postgresql":
            turns = writer_turns(bind) if isinstance(bind, Engine) else None
            if turns is None or not isinstance(bind, Engine):  # a write engine without turns
                return self._add_in_turn(values, unique)
            return _add_on_driver(turns, bind, values, unique)
        connection = self.session.connection(execution_options={"isolation_level": "AUTOCOMMIT"})
        parameters = dict(values, terms=unique, bumped=changes.shard(changes.CUSTOMERS))
        parameters |= changes.counter_parameters({changes.CALLERS: callers} if callers is not None else {})
        sql, names, constants = _new_customer_at_once_on_driver(connection.dialect, callers is not None)
        sent = tuple(_as_sent(parameters[n]) if n in parameters else constants[n] for n in names)
        rows = rows_on_driver(connection, sql, sent)
        if not rows:
            return None
        changes.noted_own_write()
        return CustomerRow(id=int(rows[0][0]), **values)

    def _add_in_turn(self, values: dict[str, Any], terms: list[str]) -> CustomerFields:
        """SQLite's ``add_at_once``: three Core statements in the session's write transaction, whose
        first takes SQLite's writer turn, which writers of every process wait for. The ORM's unit of work
        (a third of the turn's time) would run inside it; these statements need only their values."""
        connection = self.session.connection()
        row = connection.execute(_NEW_CUSTOMER_ROW, values).one()
        if terms:
            indexed = [{"customer_id": row.id, "term": t, "name": row.name} for t in terms]
            connection.execute(_NEW_TERMS, indexed)
        changes.bump(connection, changes.CUSTOMERS)
        return cast(CustomerFields, row)

    def first_by_phone(self, phone: str) -> Customer | None:
        return self.session.scalar(
            select(Customer).where(Customer.phone == phone).order_by(Customer.id).limit(1)
        )

    def by_phone(self, phone: str, limit: int) -> list[Customer]:
        return list(
            self.session.scalars(
                select(Customer).where(Customer.phone == phone).order_by(Customer.id).limit(limit)
            )
        )

    def noting(self, name: str, excluding: int, limit: int) -> list[Customer]:
        """Customers (but ``excluding``) whose notes hold ``name``, oldest first: a scan of the notes,
        for the rare question that needs it (a relative named in notes), not for every request."""
        named = Customer.notes.contains(name, autoescape=True)
        query = select(Customer).where(named, Customer.id != excluding).order_by(Customer.id).limit(limit)
        return list(self.session.scalars(query))

    def first_by_tax_id(self, tax_id: str) -> Customer | None:
        return self.session.scalar(
            select(Customer).where(Customer.tax_id == tax_id).order_by(Customer.id).limit(1)
        )

    def page(
        self,
        *,
        words: Sequence[str] = (),
        phone_prefix: str | None = None,
        phone: str | None = None,
        limit: int,
        offset: int = 0,
    ) -> tuple[list[CustomerFields], int]:
        """One page of the customers with an indexed term starting with each of ``words`` and
        ``phone_prefix`` (at least one given; and with exactly ``phone`` when given), ordered by name,
        and how many there are in all. Every customer: ``page_with_balances``."""
        prefixes = ([phone_prefix] if phone_prefix else []) + list(words[:MAX_QUERY_WORDS])
        found, total = self._search_page(prefixes, phone, limit, offset)
        return list(found), total

    def _search_page(
        self, prefixes: list[str], phone: str | None, limit: int, offset: int
    ) -> tuple[list[Customer], int]:
        page, count = _search_statements(len(prefixes), phone is not None)
        params: dict[str, Any] = {"limit": limit, "offset": offset}
        for i, prefix in enumerate(prefixes):
            params[f"low_{i}"], params[f"high_{i}"] = prefix, _prefix_upper_bound(prefix)
        if phone is not None:
            params["phone"] = phone
        rows = self.session.execute(page, params).all()
        if rows:
            total = int(rows[0][1])
        else:
            total = int(self.session.execute(count, params).scalar_one()) if offset else 0
        return self._in_order([row[0] for row in rows]), total

    def page_with_balances(
        self, phone: str | None, limit: int, offset: int, today: date
    ) -> tuple[list[CustomerFields], int, list[tuple[int, str, bool, Decimal, int]]]:
        """A page of every customer (or of those with exactly ``phone``) by name, how many there are in
        all, and the page's unpaid sums as ``outstanding`` gives them, in one statement on the driver
        (``list_pages``; another, a count, only for a page past the end)."""
        self.session.flush()  # pending changes first, as a read through the session would
        rows = page_rows(self.session.connection(), phone, limit, offset, today)
        if not rows:
            counted = _ALL_COUNT.where(CUSTOMERS.c.phone == phone) if phone is not None else _ALL_COUNT
            return [], int(self._core(counted).scalar_one()) if offset else 0, []
        width = len(CustomerRow._fields)
        total, callers = rows[0][width : width + 2]
        changes.saw(changes.CALLERS, callers)
        customers = {row[0]: CustomerRow(*row[:width]) for row in rows}  # owing in two groups: 2 rows
        owed = [
            (row[0], currency, bool(overdue), Decimal(unpaid or 0), int(count))
            for row in rows
            for currency, overdue, unpaid, count in (row[width + 2 :],)
            if currency is not None  # None where the customer owes nothing
        ]
        return list(customers.values()), int(total), owed

    def _core(
        self, statement: Executable, params: dict[str, Any] | list[dict[str, Any]] | None = None
    ) -> Result[Any]:
        """A Core statement on the session's connection, past the ORM's execution path (a third of a
        small read's time); pending changes are flushed first, as ``Session.execute`` would. A list of
        parameter sets runs the statement once for each (one ``executemany``)."""
        self.session.flush()
        return self.session.connection().execute(statement, params)

    def _in_order(self, ids: list[int]) -> list[Customer]:
        if not ids:
            return []
        found = {c.id: c for c in self.session.scalars(_BY_IDS, {"ids": ids})}
        return [found[i] for i in ids if i in found]

    def search(self, words: Sequence[str], phone_prefix: str | None, limit: int) -> list[Customer]:
        """Customers with an indexed term starting with each of ``words`` and ``phone_prefix`` (at
        least one of them given), ordered by name."""
        prefixes = ([phone_prefix] if phone_prefix else []) + list(words[:MAX_QUERY_WORDS])
        return self._search_page(prefixes, None, limit, 0)[0] if prefixes else []

    def replace_terms(self, customer: Customer, terms: Iterable[str]) -> None:
        """Index ``customer`` under ``terms`` (and its current name, the order of every list)."""
        self.session.execute(delete(CustomerSearchTerm).where(CustomerSearchTerm.customer_id == customer.id))
        self.add_terms(customer, terms)

    def add_terms(self, customer: Customer, terms: Iterable[str]) -> None:
        """Index a customer that has no terms yet (one just added) under ``terms`` and its name."""
        unique = sorted({t[:MAX_TERM] for t in terms if t})
        if unique:
            # One statement for all of them, past the ORM: as objects, SQLite inserted them one by one
            # (each returning its id, which nothing reads) on every customer created or renamed.
            rows = [{"customer_id": customer.id, "term": t, "name": customer.name} for t in unique]
            self._core(insert(_TERMS), rows)
        else:
            self.session.flush()

    def has_records(self, customer_id: int) -> bool:
        invoice = exists().where(Invoice.customer_id == customer_id)
        repair = exists().where(Repair.customer_id == customer_id)
        return bool(self.session.scalar(select(or_(invoice, repair))))

    def delete(self, customer: Customer) -> None:
        self.session.execute(delete(CustomerSearchTerm).where(CustomerSearchTerm.customer_id == customer.id))
        self.session.delete(customer)
        self.session.flush()

    def names(self, changed_since: datetime | None = None) -> list[tuple[int, str, str, str, str]]:
        # The address too: a business is also named by where it stands ("the pharmacy in Nahariya"); and
        # the notes, what else a customer is called by ("the architect", ``engine.descriptions``).
        query = select(Customer.id, Customer.name, Customer.phone, Customer.address, Customer.notes)
        query = query.order_by(Customer.id)
        if changed_since is not None:
            query = query.where(Customer.updated_at >= changed_since)
        rows = self.session.execute(query)
        return [(row[0], row[1], row[2] or "", row[3] or "", row[4] or "") for row in rows]

    def most_owing(self, currency: str, limit: int) -> list[tuple[int, Decimal]]:
        """The ``limit`` customers who owe the most in ``currency``, with the unpaid sum of each."""
        rows = self.session.execute(_MOST_OWING, {"currency": currency, "limit": limit})
        return [(int(r[0]), Decimal(r[1] or 0)) for r in rows]

    def outstanding(
        self, customer_ids: Sequence[int], today: date
    ) -> list[tuple[int, str, bool, Decimal, int]]:
        """Per customer, currency and overdue-ness: the unpaid sum and the number of invoices."""
        if not customer_ids:
            return []
        rows = self._core(_OUTSTANDING, {"ids": list(customer_ids), "today": today})
        return [(r[0], r[1], bool(r[2]), Decimal(r[3] or 0), int(r[4])) for r in rows]
