"""Metering of the call path: prices in force and call costs (``prices``), budget reservation and
settlement (``ledgers``), usage rows and rollups (``usage``), passive health (``health``). Each
function runs inside a short unit of work its caller owns; the SQL is in ``providers.repository``;
currency conversion is ``core.money``."""

from misrad.providers.metering.health import note_passive_health
from misrad.providers.metering.ledgers import (
    BudgetRef,
    Hold,
    applicable_budgets,
    budgets_for,
    period_of,
    record_settled,
    release,
    reserve,
    reserve_at_once,
    reserve_in_turn,
    reserve_many_at_once,
    reserve_on,
    return_block,
    rollup_spend_usd,
    settle,
    settle_blocks,
    settle_ledgers,
    settle_many,
    sweep_expired_holds,
)
from misrad.providers.metering.prices import (
    FREE,
    call_cost,
    price_in_force,
    prices_after,
    worst_case_cost,
)
from misrad.providers.metering.usage import Metered, Usage, record_usage
from misrad.providers.repository import PriceSnapshot

__all__ = [
    "FREE",
    "BudgetRef",
    "Hold",
    "Metered",
    "PriceSnapshot",
    "Usage",
    "applicable_budgets",
    "budgets_for",
    "call_cost",
    "note_passive_health",
    "period_of",
    "price_in_force",
    "prices_after",
    "record_settled",
    "record_usage",
    "release",
    "reserve",
    "reserve_at_once",
    "reserve_in_turn",
    "reserve_many_at_once",
    "reserve_on",
    "return_block",
    "rollup_spend_usd",
    "settle",
    "settle_blocks",
    "settle_ledgers",
    "settle_many",
    "sweep_expired_holds",
    "worst_case_cost",
]
