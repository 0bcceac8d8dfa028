"""SQLite: a ``/v1`` call's reservation as plain statements on the driver's cursor, in the caller's write
transaction (so in its writer turn).

The same statements through SQLAlchemy's Core (``reserve_on``: the counters' read, one conditional
UPDATE per budget, the hold's INSERT) cost about 0.45 ms of Python a call on this machine: an execution
context, bind and result processing for each. That is about a seventh of a relayed call's whole CPU at
concurrency 1, where the call's latency is mostly that CPU. On the cursor they cost a fraction of it.

Only the usual case is made so: every ledger admits the cost and the counters are those the call
trusted. Anything else (a refusal, a period's first call, a moved counter) raises ``NotAtOnce`` with
the transaction to be rolled back, and the caller reserves the ordinary way, which tells these apart.
Values are bound with the columns' own bind processors, so what is stored is what the Core statements
store (PostgreSQL has its one-statement reservation instead: ``reserve_in_one_statement``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date, datetime
from decimal import Decimal
from functools import cache
from typing import Any

from sqlalchemy import Column, Connection
from sqlalchemy.engine import Dialect

from misrad.core import changes
from misrad.providers.repository.ledgers import HOLDS, LEDGERS

_COUNTERS = "SELECT kind, version FROM change_versions WHERE kind IN (?, ?)"
_ADMIT = (
    "UPDATE ai_budget_ledgers SET reserved_usd = reserved_usd + :cost "
    "WHERE budget_id = :budget AND period_type = :type AND period_start = :start "
    "AND spent_usd + reserved_usd + :cost <= :limit RETURNING id"
)
_HOLD = (
    "INSERT INTO ai_budget_holds (ledger_ids, amount_usd, expires_at, pending_usage) "
    "VALUES (:ledgers, :amount, :expires, :pending) RETURNING id"
)


class NotAtOnce(Exception):
    """The reservation could not be made on the cursor; roll the transaction back and reserve with
    ``reserve_on``."""


@cache
def _binders(dialect: Dialect) -> dict[str, Callable[[Any], Any]]:
    def of(column: Column[Any]) -> Callable[[Any], Any]:
        processor = column.type.dialect_impl(dialect).bind_processor(dialect)
        return processor or (lambda value: value)

    return {
        "amount": of(HOLDS.c.amount_usd),
        "start": of(LEDGERS.c.period_start),
        "ledgers": of(HOLDS.c.ledger_ids),
        "expires": of(HOLDS.c.expires_at),
        "pending": of(HOLDS.c.pending_usage),
    }


def reserve_on_cursor(
    connection: Connection,
    keys: Sequence[tuple[int, str, date, Decimal]],
    cost: Decimal,
    expires: datetime,
    pending: dict[str, Any] | None,
    counters: tuple[int, int] | None,
) -> tuple[int, tuple[int, ...]]:
    """(hold id, ledger ids) for ``keys`` (budget id, period type, period start, limit in USD), in
    ``connection``'s transaction; raises ``NotAtOnce`` (the caller rolls back) otherwise."""
    bind = _binders(connection.dialect)
    cursor = connection.connection.cursor()
    try:
        if counters is not None:
            found = dict(cursor.execute(_COUNTERS, (changes.AI_KEYS, changes.AI_PLANS)).fetchall())
            if (int(found.get(changes.AI_KEYS) or 0), int(found.get(changes.AI_PLANS) or 0)) != counters:
                raise NotAtOnce
        amount = bind["amount"](cost)
        ledger_ids: list[int] = []
        for budget_id, period_type, start, limit in keys:
            admit = {"cost": amount, "budget": budget_id, "type": period_type}
            admit.update(start=bind["start"](start), limit=bind["amount"](limit))
            rows = cursor.execute(_ADMIT, admit).fetchall()
            if not rows:
                raise NotAtOnce
            ledger_ids.append(int(rows[0][0]))
        hold = {"ledgers": bind["ledgers"](ledger_ids), "amount": amount}
        hold.update(expires=bind["expires"](expires), pending=bind["pending"](pending))
        return int(cursor.execute(_HOLD, hold).fetchall()[0][0]), tuple(ledger_ids)
    finally:
        cursor.close()
