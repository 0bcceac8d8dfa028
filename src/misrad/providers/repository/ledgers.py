"""Budget ledgers and holds: the statements of the call path (one reservation, one settlement per call).

They are built once here with bound parameters and run on a plain Connection or a Session (an
``Executor``): no ORM unit of work, and SQLAlchemy's compiled-statement cache always hits.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from datetime import UTC, date, datetime
from decimal import Decimal
from functools import cache
from typing import Any, cast

from sqlalchemy import Connection, CursorResult, Table, bindparam, delete, func, insert, select, text, update
from sqlalchemy.engine import Dialect
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session

from misrad.core import changes
from misrad.core.db import PreciseDecimal
from misrad.providers.models import Budget, BudgetHold, BudgetLedger, UsageDaily, UsageEvent

Executor = Session | Connection
LEDGERS = cast(Table, BudgetLedger.__table__)
HOLDS = cast(Table, BudgetHold.__table__)
DAILY = cast(Table, UsageDaily.__table__)

_ADMIT = (
    update(LEDGERS)
    .where(
        LEDGERS.c.budget_id == bindparam("l_budget"),
        LEDGERS.c.period_type == bindparam("l_type"),
        LEDGERS.c.period_start == bindparam("l_start"),
        LEDGERS.c.spent_usd + LEDGERS.c.reserved_usd + bindparam("l_cost", type_=PreciseDecimal)
        <= bindparam("l_limit", type_=PreciseDecimal),
    )
    .values(reserved_usd=LEDGERS.c.reserved_usd + bindparam("l_cost", type_=PreciseDecimal))
    .returning(LEDGERS.c.id)
)
_LEDGER_ID = select(LEDGERS.c.id).where(
    LEDGERS.c.budget_id == bindparam("l_budget"),
    LEDGERS.c.period_type == bindparam("l_type"),
    LEDGERS.c.period_start == bindparam("l_start"),
)
# INSERT ... ON CONFLICT in plain SQL both dialects take: SQLAlchemy caches no such construct.
_OPEN = text(
    "INSERT INTO ai_budget_ledgers (budget_id, period_type, period_start, spent_usd, reserved_usd) "
    "VALUES (:l_budget, :l_type, :l_start, :l_spent, :l_reserved) "
    "ON CONFLICT (budget_id, period_type, period_start) DO NOTHING"
).bindparams(
    bindparam("l_budget", type_=LEDGERS.c.budget_id.type),
    bindparam("l_type", type_=LEDGERS.c.period_type.type),
    bindparam("l_start", type_=LEDGERS.c.period_start.type),
    bindparam("l_spent", type_=LEDGERS.c.spent_usd.type),
    bindparam("l_reserved", Decimal(0), type_=LEDGERS.c.reserved_usd.type),
)
_NEW_HOLD = (
    insert(HOLDS)
    .values(
        ledger_ids=bindparam("h_ledgers", type_=HOLDS.c.ledger_ids.type),
        amount_usd=bindparam("h_amount", type_=PreciseDecimal),
        expires_at=bindparam("h_expires", type_=HOLDS.c.expires_at.type),
        pending_usage=bindparam("h_pending", type_=HOLDS.c.pending_usage.type),
    )
    .returning(HOLDS.c.id)
)
# The admission decision needs row locks, not durability: a reservation lost in a server crash only
# frees headroom, and the settlement (a durable commit) still counts the real cost. This spares the
# call a WAL flush; it is set with the hold's insert, sparing a round trip too.
_PG_NEW_HOLD = text(
    "INSERT INTO ai_budget_holds (ledger_ids, amount_usd, expires_at, pending_usage) "
    "SELECT CAST(:h_ledgers AS JSON), :h_amount, :h_expires, CAST(:h_pending AS JSON) "
    "FROM (SELECT set_config('synchronous_commit', 'off', true)) AS no_flush RETURNING id"
)
# A hold whose call's usage row is written, its ledgers not yet settled: what the sweeper still has to
# do for it (``metering.sweep_expired_holds``) is settle them with this cost, and write no usage row.
SETTLED_MARK = "settled_usd"
# PostgreSQL: the ledger half of a batch's settlement in one statement (in autocommit, one round trip),
# so a ledger row is locked only while the server runs it, never across a round trip to a Python thread
# that may wait for the GIL behind the request threads (that held the ledgers 60-500 ms a batch at c=8,
# and every reservation queued on them). The holds are deleted and the sums made before any ledger is
# locked (``locked`` reads ``sums``); the ledgers are then locked in budget-id order, the order every
# reservation locks them in (ledger ids need not follow it: a daily ledger opens after a monthly one),
# so neither can deadlock the other. A hold already swept counts only its call's real cost, or nothing
# when it was marked (the sweeper settled it from its mark). Not flushed before it lets the rows go: a
# settlement lost in a crash leaves its holds marked for the sweeper.
_PG_SETTLE_LEDGERS = (
    "WITH {no_flush}"
    "calls AS (SELECT * FROM json_to_recordset(CAST(%s AS json)) "
    "AS c(hold bigint, ledger bigint, held numeric, spent numeric, marked boolean)), "
    "dropped AS (DELETE FROM ai_budget_holds WHERE id = ANY(CAST(%s AS bigint[])) RETURNING id), "
    "sums AS MATERIALIZED (SELECT c.ledger, sum(CASE WHEN d.id IS NULL THEN 0 ELSE c.held END) AS held, "
    "sum(c.spent) AS spent FROM calls AS c LEFT JOIN dropped AS d ON d.id = c.hold "
    "WHERE d.id IS NOT NULL OR NOT c.marked GROUP BY c.ledger), "
    "locked AS MATERIALIZED (SELECT id FROM ai_budget_ledgers WHERE id IN (SELECT ledger FROM sums) "
    "ORDER BY budget_id, id FOR UPDATE), "
    "settled AS (UPDATE ai_budget_ledgers AS l SET reserved_usd = l.reserved_usd - s.held, "
    "spent_usd = l.spent_usd + s.spent FROM sums AS s "
    "WHERE l.id = s.ledger AND (SELECT count(*) FROM locked) >= 0 RETURNING l.id) "
    "SELECT (SELECT count(*) FROM settled), (SELECT count(*) FROM dropped){flush_off}"
)
# Its rows go as JSON and its holds' ids as an array's text (text to send; driver SQL, nothing for
# SQLAlchemy to bind): psycopg's dumping of an array per column was most of the Python time of a small
# batch, which a call waits for (the GIL). The ids stay an array so the holds are found by their key.
_PG_SETTLE_LEDGERS_STATEMENTS = {
    True: _PG_SETTLE_LEDGERS.format(no_flush="", flush_off=""),
    False: _PG_SETTLE_LEDGERS.format(
        no_flush="no_flush AS (SELECT set_config('synchronous_commit', 'off', true) AS off), ",
        flush_off=", (SELECT min(off) FROM no_flush)",
    ),
}

_DROP_HOLD = delete(HOLDS).where(HOLDS.c.id == bindparam("h_id"))
# A process's block of reservations (``relay.blocks``): shrunk by what its settled calls really cost,
# and given back whole (what is left of it) when its calls are done.
_SHRINK_HOLD = (
    update(HOLDS)
    .where(HOLDS.c.id == bindparam("h_id"))
    .values(amount_usd=HOLDS.c.amount_usd - bindparam("h_amount", type_=PreciseDecimal))
    .returning(HOLDS.c.id)
)
_TAKE_HOLD = delete(HOLDS).where(HOLDS.c.id == bindparam("h_id")).returning(HOLDS.c.amount_usd)
# One ledger at a time, in the order they were reserved (budget id order): every transaction that
# touches ledgers takes their row locks in that one order, so none can deadlock another.
_SETTLE = (
    update(LEDGERS)
    .where(LEDGERS.c.id == bindparam("s_ledger"))
    .values(
        reserved_usd=LEDGERS.c.reserved_usd - bindparam("s_held", type_=PreciseDecimal),
        spent_usd=LEDGERS.c.spent_usd + bindparam("s_spent", type_=PreciseDecimal),
    )
)


_PG_DROP_HOLDS = "DELETE FROM ai_budget_holds WHERE id = ANY(%s) RETURNING id"
_SQLITE_DROP_HOLDS = "DELETE FROM ai_budget_holds WHERE id IN (SELECT value FROM json_each(?)) RETURNING id"
_SETTLE_EACH = (
    "UPDATE ai_budget_ledgers SET reserved_usd = reserved_usd - {mark}, spent_usd = spent_usd + {mark} "
    "WHERE id = {mark}"
)


def _connection(executor: Executor) -> Connection:
    return executor.connection() if isinstance(executor, Session) else executor


@cache
def _amount_processor(dialect: Dialect) -> Callable[[Any], Any] | None:
    """How an amount in USD is bound for ``dialect`` (SQLite: as SQLAlchemy binds ``PreciseDecimal``)."""
    return PreciseDecimal.dialect_impl(dialect).bind_processor(dialect)


def dialect(executor: Executor) -> str:
    bind = executor.get_bind() if isinstance(executor, Session) else executor
    return bind.dialect.name


def id_array(ids: Sequence[int]) -> str:
    """PostgreSQL: ids as an array's text (``{1,2}``), for ``CAST(%s AS bigint[])``."""
    return "{" + ",".join(str(int(found)) for found in ids) + "}"


class LedgerRepository:
    """Ledger rows (spend and reservations per budget and period) and the holds of calls in flight."""

    def __init__(self, executor: Executor) -> None:
        self.executor = executor
        self.postgres = dialect(executor) == "postgresql"

    def admit(
        self, budget_id: int, period_type: str, start: date, cost: Decimal, limit: Decimal
    ) -> int | None:
        """``reserved += cost`` where ``spent + reserved + cost <= limit``: the ledger's id, or None when
        it refuses (or does not exist yet)."""
        params = {"l_budget": budget_id, "l_type": period_type, "l_start": start, "l_cost": cost}
        found = self.executor.execute(_ADMIT, {**params, "l_limit": limit}).scalar_one_or_none()
        return None if found is None else int(found)

    def exists(self, budget_id: int, period_type: str, start: date) -> bool:
        key = {"l_budget": budget_id, "l_type": period_type, "l_start": start}
        return self.executor.execute(_LEDGER_ID, key).scalar_one_or_none() is not None

    def open(self, budget_id: int, period_type: str, start: date, spent: Decimal) -> None:
        """Start a period's ledger (a concurrent opener may have won: then nothing happens)."""
        values = {"l_budget": budget_id, "l_type": period_type, "l_start": start, "l_spent": spent}
        self.executor.execute(_OPEN, values)

    def key_spend(self, virtual_key_id: int, since: datetime) -> Decimal:
        """USD spent through one virtual key from ``since`` on (its own budget has no rollup)."""
        statement = select(func.coalesce(func.sum(UsageEvent.cost_usd), 0)).where(
            UsageEvent.virtual_key_id == virtual_key_id, UsageEvent.created_at >= since
        )
        return Decimal(self.executor.execute(statement).scalar_one())

    def rollup_spend(self, provider_id: int | None, since: date) -> Decimal:
        """USD spent from ``since`` (a business day) on, from the per-day rollups."""
        statement = select(func.coalesce(func.sum(DAILY.c.cost_usd), 0)).where(DAILY.c.day >= since)
        if provider_id is not None:
            statement = statement.where(DAILY.c.provider_id == provider_id)
        return Decimal(self.executor.execute(statement).scalar_one())

    def add_hold(
        self,
        ledger_ids: Sequence[int],
        amount: Decimal,
        expires: datetime,
        pending: dict[str, Any] | None = None,
    ) -> int:
        params: dict[str, Any] = {
            "h_ledgers": list(ledger_ids),
            "h_amount": amount,
            "h_expires": expires,
            "h_pending": pending,
        }
        if dialect(self.executor) != "postgresql":
            return int(self.executor.execute(_NEW_HOLD, params).scalar_one())
        params["h_ledgers"] = json.dumps(list(ledger_ids))
        params["h_pending"] = None if pending is None else json.dumps(pending)
        params["h_expires"] = expires.astimezone(UTC).replace(tzinfo=None)
        return int(self.executor.execute(_PG_NEW_HOLD, params).scalar_one())

    def drop_hold(self, hold_id: int) -> bool:
        """Delete a hold; False when it was already gone (swept, or lost in a crash)."""
        result = self.executor.execute(_DROP_HOLD, {"h_id": hold_id})
        return bool(cast(CursorResult[Any], result).rowcount)

    def shrink_hold(self, hold_id: int, amount: Decimal) -> bool:
        """A block's hold less ``amount`` (its calls' real cost, now spent); False when it was gone."""
        found = self.executor.execute(_SHRINK_HOLD, {"h_id": hold_id, "h_amount": amount})
        return found.scalar_one_or_none() is not None

    def take_hold(self, hold_id: int) -> Decimal | None:
        """Delete a hold and say what it still held; None when it was already gone (swept)."""
        found = self.executor.execute(_TAKE_HOLD, {"h_id": hold_id}).scalar_one_or_none()
        return None if found is None else Decimal(found)

    def drop_holds(self, hold_ids: Sequence[int]) -> set[int]:
        """Delete holds; the ids of those that were still there. One statement whatever their number,
        prepared once (the settlement writer's batch: no SQL built beside the request threads)."""
        if not hold_ids:
            return set()
        connection = _connection(self.executor)
        if self.postgres:
            found = connection.exec_driver_sql(_PG_DROP_HOLDS, (list(hold_ids),))
        else:
            found = connection.exec_driver_sql(_SQLITE_DROP_HOLDS, (json.dumps(list(hold_ids)),))
        return {int(hold_id) for hold_id in found.scalars()}

    def settle_at_once(
        self,
        hold_ids: Sequence[int],
        shares: Sequence[tuple[int, int, Decimal, Decimal, bool]],
        *,
        flush: bool = True,
    ) -> None:
        """PostgreSQL: the holds deleted and each ledger settled with its sums, in one statement (see
        ``_PG_SETTLE_LEDGERS``); ``shares`` are (hold id, ledger id, amount held, real cost, marked).
        ``flush=False`` (autocommit only: it holds for the whole transaction) spares the commit its flush."""
        rows = [
            {"hold": hold, "ledger": ledger, "held": str(held), "spent": str(spent), "marked": marked}
            for hold, ledger, held, spent, marked in shares
        ]
        _connection(self.executor).exec_driver_sql(
            _PG_SETTLE_LEDGERS_STATEMENTS[flush], (json.dumps(rows), id_array(hold_ids))
        )

    def settle(self, ledger_id: int, held: Decimal, spent: Decimal) -> None:
        self.executor.execute(_SETTLE, {"s_ledger": ledger_id, "s_held": held, "s_spent": spent})

    def settle_each(self, settled: Sequence[tuple[int, Decimal, Decimal]]) -> None:
        """``settle`` for each (ledger id, held, spent), in the order given (the lock order), by one
        prepared statement that the driver runs for each (executemany)."""
        if not settled:
            return
        connection = _connection(self.executor)
        amount = _amount_processor(connection.dialect)
        if amount is None:
            rows = [(held, spent, ledger_id) for ledger_id, held, spent in settled]
        else:
            rows = [(amount(held), amount(spent), ledger_id) for ledger_id, held, spent in settled]
        mark = "%s" if self.postgres else "?"
        connection.exec_driver_sql(_SETTLE_EACH.format(mark=mark), rows)  # type: ignore[arg-type]

    def expired_holds(
        self, now: datetime, limit: int = 500
    ) -> list[tuple[int, tuple[int, ...], Decimal, dict[str, Any] | None]]:
        """(id, ledger ids, amount, pending usage) of holds past their expiry."""
        rows = self.executor.execute(
            select(HOLDS.c.id, HOLDS.c.ledger_ids, HOLDS.c.amount_usd, HOLDS.c.pending_usage)
            .where(HOLDS.c.expires_at < now)
            .limit(limit)
        ).all()
        return [
            (int(i), tuple(int(x) for x in ids), Decimal(amount), pending) for i, ids, amount, pending in rows
        ]

    def budget_rows(self) -> list[tuple[int, str, str, Decimal, str, int | None]]:
        """(id, name, type, amount, currency, provider id) of every office budget (not a virtual key's), in
        id order (the order ledgers are locked in)."""
        statement = (
            select(
                Budget.id, Budget.name, Budget.budget_type, Budget.amount, Budget.currency, Budget.provider_id
            )
            .where(Budget.virtual_key_id.is_(None))
            .order_by(Budget.id)
        )
        return [tuple(row) for row in self.executor.execute(statement)]  # type: ignore[misc]

    def ledger(self, budget_id: int, period_type: str, start: date) -> tuple[Decimal, Decimal] | None:
        """(spent, reserved) of one budget's ledger for a period, if it was opened."""
        row = self.executor.execute(
            select(LEDGERS.c.spent_usd, LEDGERS.c.reserved_usd).where(
                LEDGERS.c.budget_id == budget_id,
                LEDGERS.c.period_type == period_type,
                LEDGERS.c.period_start == start,
            )
        ).one_or_none()
        return None if row is None else (Decimal(row[0]), Decimal(row[1]))

    def forget_budget(self, budget_id: int) -> None:
        """Drop a budget's ledgers: its period starts again from the rollups."""
        self.executor.execute(delete(LEDGERS).where(LEDGERS.c.budget_id == budget_id))


# PostgreSQL, autocommit: a reservation in one statement (one round trip instead of six: pre-ping,
# BEGIN, one UPDATE per budget, the hold, COMMIT). Each ledger's conditional UPDATE waits for the one
# before it (``EXISTS`` on its result), so rows are locked in budget-id order as everywhere else and a
# ledger is touched only when the previous one admitted. The hold is inserted only when the last one
# did; otherwise the division by zero fails the statement, which undoes the whole of it.
# With ``counters`` the statement also stands for the call's read of the change counters (keys, plans):
# it reserves only while they are still those the call's caches were checked against (``fresh``), so a
# key revoked or a plan changed before it ran fails it like a refusal, and the call needs no read of
# its own before it (the call path's one round trip to the database).
_FRESH = (
    "fresh AS (SELECT 1 WHERE "
    "coalesce((SELECT version FROM change_versions WHERE kind = :k_kind), 0) = :k_gen AND "
    "coalesce((SELECT version FROM change_versions WHERE kind = :p_kind), 0) = :p_gen)"
)


def _pg_admits(budgets: int, checked: bool) -> list[str]:
    """One conditional UPDATE a ledger, each only after the one before it admitted (the first only
    when the counters are fresh, ``checked``): a refusal anywhere leaves no hold behind."""
    first_guard = " AND EXISTS (SELECT 1 FROM fresh)" if checked else ""
    return [
        f"a{i} AS (UPDATE ai_budget_ledgers SET reserved_usd = reserved_usd + :cost "  # noqa: S608
        f"WHERE budget_id = :b{i} AND period_type = :t{i} AND period_start = :s{i} "
        f"AND spent_usd + reserved_usd + :cost <= :l{i}"
        + (f" AND EXISTS (SELECT 1 FROM a{i - 1})" if i else first_guard)  # noqa: S608
        + " RETURNING id)"
        for i in range(budgets)
    ]


@cache
def _pg_reserve_statement(budgets: int, checked: bool = False, many: bool = False) -> Any:
    # Built from the count of budgets alone: every value is a bound parameter. ``many``: the holds of
    # several calls (``:amounts``, ``:pendings``) for their summed cost (``:cost``), all or none.
    admits = _pg_admits(budgets, checked)
    ids = ", ".join(f"(SELECT id FROM a{i})" for i in range(budgets))  # noqa: S608
    last = f", a{budgets - 1}" if budgets else ""
    guard = ", fresh" if checked else ""
    values = ":cost, :expires, CAST(:pending AS JSON)"
    source, order, asks = "", "", []
    if many:
        values = "asks.amount, :expires, CAST(asks.pending AS JSON)"
        source, order = ", asks", " ORDER BY asks.n"
        asks = [
            "asks AS (SELECT * FROM unnest(CAST(:amounts AS numeric[]), CAST(:pendings AS text[])) "
            "WITH ORDINALITY AS a(amount, pending, n))"
        ]
    hold = (
        "hold AS (INSERT INTO ai_budget_holds (ledger_ids, amount_usd, expires_at, pending_usage) "  # noqa: S608
        f"SELECT json_build_array({ids}), {values} "
        f"FROM no_flush{guard}{last}{source}{order} RETURNING id, ledger_ids)"
    )
    first = ["no_flush AS (SELECT set_config('synchronous_commit', 'off', true))"]
    ctes = ", ".join([*first, *([_FRESH] if checked else []), *admits, *asks, hold])
    if many:  # ids in insertion order, which is the asks' order (one sequence, one statement)
        return text(
            f"WITH {ctes} SELECT (SELECT array_agg(id ORDER BY id) FROM hold), "  # noqa: S608
            "(SELECT ledger_ids FROM hold LIMIT 1), "
            "1 / (CASE WHEN (SELECT count(*) FROM hold) = :count THEN 1 ELSE 0 END)"
        )
    return text(
        f"WITH {ctes} SELECT (SELECT id FROM hold), (SELECT ledger_ids FROM hold), "  # noqa: S608
        "1 / (SELECT count(*) FROM hold)::int"
    )


def reserve_in_one_statement(
    connection: Connection,
    budgets: Sequence[tuple[int, str, date, Decimal]],
    cost: Decimal,
    expires: datetime,
    pending: dict[str, Any] | None,
    counters: tuple[int, int] | None = None,
) -> tuple[int, tuple[int, ...]]:
    """PostgreSQL in autocommit: reserve ``cost`` on each (budget id, period type, period start, limit)
    and add the hold, all or nothing. (hold id, ledger ids); raises a database error when a ledger
    refused or has no row for the period yet, or when the change counters (keys', plans') are no longer
    ``counters`` (the caller then takes the transaction's way, which tells these apart)."""
    params = _reserve_params(budgets, cost, expires, counters)
    params["pending"] = None if pending is None else json.dumps(pending)
    statement = _pg_reserve_statement(len(budgets), counters is not None)
    hold_id, ledger_ids, _ = _one_row_on_driver(connection, statement, params)
    return int(hold_id), tuple(int(x) for x in ledger_ids)


def _reserve_params(
    budgets: Sequence[tuple[int, str, date, Decimal]],
    cost: Decimal,
    expires: datetime,
    counters: tuple[int, int] | None,
) -> dict[str, Any]:
    params: dict[str, Any] = {"cost": cost, "expires": expires.astimezone(UTC).replace(tzinfo=None)}
    for i, (budget_id, period_type, start, limit) in enumerate(budgets):
        params.update({f"b{i}": budget_id, f"t{i}": period_type, f"s{i}": start, f"l{i}": limit})
    if counters is not None:
        params.update({"k_kind": changes.AI_KEYS, "k_gen": counters[0]})
        params.update({"p_kind": changes.AI_PLANS, "p_gen": counters[1]})
    return params


def reserve_many_in_one_statement(
    connection: Connection,
    budgets: Sequence[tuple[int, str, date, Decimal]],
    asks: Sequence[tuple[Decimal, dict[str, Any] | None]],
    expires: datetime,
    counters: tuple[int, int] | None = None,
) -> tuple[list[int], tuple[int, ...]]:
    """``reserve_in_one_statement`` for several calls on the same budgets, each ``asks`` item (cost,
    pending usage) with a hold of its own, their summed cost reserved on each ledger: all or none (a
    database error, nothing changed, when the sum does not fit). (hold ids in the asks' order, ledger
    ids)."""
    total = sum((cost for cost, _ in asks), Decimal(0))
    params = _reserve_params(budgets, total, expires, counters)
    params["amounts"] = [cost for cost, _ in asks]
    params["pendings"] = [None if pending is None else json.dumps(pending) for _, pending in asks]
    params["count"] = len(asks)
    statement = _pg_reserve_statement(len(budgets), counters is not None, many=True)
    hold_ids, ledger_ids, _ = _one_row_on_driver(connection, statement, params)
    return [int(x) for x in hold_ids], tuple(int(x) for x in ledger_ids)


@cache
def _driver_sql(statement: Any, dialect: Dialect) -> str:
    return str(statement.compile(dialect=dialect))  # ``:name`` becomes psycopg's ``%(name)s``


def _one_row_on_driver(connection: Connection, statement: Any, params: dict[str, Any]) -> Any:
    """The one row of a reservation statement, run on psycopg's own cursor: SQLAlchemy's execution and
    result layers cost 68 µs of CPU of the 154-180 the statement took through them, on every ``/v1``
    call's path (``bench.reservation_driver_ab``, session 12). The same statement and parameters (none
    needs a type SQLAlchemy would add), listeners still called, and the same errors: a database error
    comes out as SQLAlchemy's (``relay.together`` falls back on it), a connection the server closed is
    dropped from the pool."""
    dialect = connection.dialect
    sql = _driver_sql(statement, dialect)
    driver: Any = connection.connection.driver_connection
    try:
        with driver.cursor() as cursor:  # closed at once, as SQLAlchemy closes its own
            if connection.dispatch.before_cursor_execute:  # listeners (tests, tracing) see it as before
                connection.dispatch.before_cursor_execute(connection, cursor, sql, params, None, False)
            cursor.execute(sql, params)
            return cursor.fetchone()
    except dialect.loaded_dbapi.Error as error:
        if dialect.is_disconnect(error, driver, None):
            connection.invalidate(error)
        raise DBAPIError.instance(sql, params, error, dialect.loaded_dbapi.Error, dialect=dialect) from error
