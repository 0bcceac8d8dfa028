"""Budget reservation and settlement.

Every applicable budget (the provider's and the all-providers ones) has one ledger row per period
(calendar day or month in the business time zone; a new period is simply a new row, no reset job). A
call is admitted by one conditional UPDATE per ledger, ``reserved = reserved + :cost WHERE spent +
reserved + :cost <= :limit``, in budget-id order inside one transaction; if any ledger refuses, the
transaction rolls back and the call is never sent. Concurrent callers are serialised by the row lock
(PostgreSQL re-checks the WHERE on the locked row) or by SQLite's single writer, so spend +
reservations can never pass the limit. Settlement moves the reservation to ``spent`` with the real cost
in the same transaction that writes the usage row and its rollup. Ledgers are kept in USD; a budget's
amount in ILS or EUR is converted with ``core.money``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from sqlalchemy import Connection
from sqlalchemy.orm import Session

from misrad.core import money
from misrad.core.clock import business_month_start, business_today, business_zone, utcnow
from misrad.core.settings import get_settings
from misrad.providers.errors import BudgetExceeded
from misrad.providers.metering.prices import SIX
from misrad.providers.metering.usage import (
    Metered,
    metered_from_record,
    pending_record,
    record_usage_values,
    usage_row,
    usage_values,
)
from misrad.providers.repository import Executor, LedgerRepository, UsageRepository
from misrad.providers.repository.ledgers import (
    SETTLED_MARK,
    reserve_in_one_statement,
    reserve_many_in_one_statement,
)
from misrad.providers.repository.sqlite_reserve import reserve_on_cursor


@dataclass(frozen=True)
class BudgetRef:
    """What admission needs of one budget: its limit in USD and how its period is keyed."""

    id: int
    name: str
    budget_type: str
    limit_usd: Decimal
    provider_id: int | None
    # A virtual key's own budget: its period opens from that key's usage rows.
    virtual_key_id: int | None = None


@dataclass(frozen=True)
class Hold:
    """A call's reservation: a hold row of its own, or (``block``) a share admitted in memory of its
    process's block (``relay.blocks``), whose hold row ``id`` is; then ``amount_usd`` is the call's
    worst case, and its settlement shrinks the block by the real cost instead of deleting the row."""

    id: int
    ledger_ids: tuple[int, ...]
    amount_usd: Decimal
    block: bool = False


def period_of(budget_type: str, today: date | None = None) -> date:
    today = today or business_today()
    return business_month_start(today) if budget_type == "monthly" else today


def rollup_spend_usd(executor: Executor, provider_id: int | None, since: date) -> Decimal:
    """USD spent from ``since`` (a business day) on, from the rollups."""
    return LedgerRepository(executor).rollup_spend(provider_id, since)


def applicable_budgets(executor: Executor) -> dict[int | None, tuple[BudgetRef, ...]]:
    """Every budget by its provider (None: all providers), in id order (the order ledgers are locked in)."""
    out: dict[int | None, list[BudgetRef]] = {}
    for budget_id, name, budget_type, amount, currency, provider_id in LedgerRepository(
        executor
    ).budget_rows():
        limit = money.convert(Decimal(amount), currency, "USD").quantize(SIX, rounding=ROUND_HALF_UP)
        out.setdefault(provider_id, []).append(BudgetRef(budget_id, name, budget_type, limit, provider_id))
    return {key: tuple(value) for key, value in out.items()}


def budgets_for(budgets: dict[int | None, tuple[BudgetRef, ...]], provider_id: int) -> tuple[BudgetRef, ...]:
    return tuple(sorted((*budgets.get(provider_id, ()), *budgets.get(None, ())), key=lambda b: b.id))


def _admit(ledgers: LedgerRepository, budget: BudgetRef, start: date, cost_usd: Decimal) -> int:
    """Reserve on one budget's ledger of the period; the first call of a period opens the ledger from
    what the rollups already hold. Raises BudgetExceeded."""
    key = (budget.id, budget.budget_type, start)
    ledger_id = ledgers.admit(*key, cost_usd, budget.limit_usd)
    if ledger_id is None and not ledgers.exists(*key):
        if budget.virtual_key_id is not None:
            since = datetime.combine(start, datetime.min.time(), business_zone())
            spent = ledgers.key_spend(budget.virtual_key_id, since)
        else:
            spent = ledgers.rollup_spend(budget.provider_id, start)
        ledgers.open(*key, spent)
        ledger_id = ledgers.admit(*key, cost_usd, budget.limit_usd)
    if ledger_id is None:
        raise BudgetExceeded(budget=budget.name)
    return ledger_id


def reserve_on(
    executor: Executor,
    budgets: Sequence[BudgetRef],
    cost_usd: Decimal,
    pending: Metered | None = None,
) -> Hold | None:
    """Reserve ``cost_usd`` on each of ``budgets`` (id order) in the caller's transaction; None when there
    are none and no ``pending`` usage is to be kept. One conditional UPDATE per budget:
    ``spent + reserved + cost <= limit``. ``pending`` (the call's usage row at its worst case) is kept
    with the hold, so a caller that dies before settling still leaves its call in usage (the sweeper).

    Raises BudgetExceeded; the caller's transaction must then roll back every reservation made here.
    """
    if not budgets and pending is None:
        return None
    ledgers = LedgerRepository(executor)
    today = business_today()
    ledger_ids = [
        _admit(ledgers, budget, period_of(budget.budget_type, today), cost_usd) for budget in budgets
    ]
    expires = utcnow() + timedelta(seconds=get_settings().gateway_hold_seconds)
    kept = None if pending is None else pending_record(pending)
    return Hold(ledgers.add_hold(ledger_ids, cost_usd, expires, kept), tuple(ledger_ids), cost_usd)


def _hold_of(
    budgets: Sequence[BudgetRef], pending: Metered | None
) -> tuple[list[tuple[int, str, date, Decimal]], datetime, dict[str, Any] | None]:
    """What a reservation made in one go needs: each budget's ledger key of this period and limit (budget
    id, period type, period start, limit in USD), when the hold expires, and the pending usage it keeps."""
    today = business_today()
    keys = [(b.id, b.budget_type, period_of(b.budget_type, today), b.limit_usd) for b in budgets]
    expires = utcnow() + timedelta(seconds=get_settings().gateway_hold_seconds)
    return keys, expires, None if pending is None else pending_record(pending)


def reserve_at_once(
    connection: Connection,
    budgets: Sequence[BudgetRef],
    cost_usd: Decimal,
    pending: Metered | None,
    counters: tuple[int, int] | None = None,
) -> Hold:
    """``reserve_on`` as one statement on a PostgreSQL connection in autocommit (the hold always kept),
    made only while the change counters of keys and plans are still ``counters`` when given. Raises a
    database error, having changed nothing, when a ledger refuses or has no row for the period yet, or
    a counter moved: the caller then reserves in a transaction (``reserve_on``), which opens ledgers
    and tells a refusal (BudgetExceeded) apart."""
    keys, expires, kept = _hold_of(budgets, pending)
    hold_id, ledger_ids = reserve_in_one_statement(connection, keys, cost_usd, expires, kept, counters)
    return Hold(hold_id, ledger_ids, cost_usd)


def reserve_in_turn(
    connection: Connection,
    budgets: Sequence[BudgetRef],
    cost_usd: Decimal,
    pending: Metered | None,
    counters: tuple[int, int] | None = None,
) -> Hold:
    """SQLite: ``reserve_on`` (the hold always kept, ``counters`` checked when given) in the caller's
    write transaction, on the driver's cursor. Raises ``NotAtOnce`` when a ledger refuses or has no row
    for the period yet, or a counter moved: the caller then rolls back and reserves with ``reserve_on``,
    which opens ledgers and tells a refusal (BudgetExceeded) apart."""
    keys, expires, kept = _hold_of(budgets, pending)
    hold_id, ledger_ids = reserve_on_cursor(connection, keys, cost_usd, expires, kept, counters)
    return Hold(hold_id, ledger_ids, cost_usd)


def reserve_many_at_once(
    connection: Connection,
    budgets: Sequence[BudgetRef],
    asks: Sequence[tuple[Decimal, Metered | None]],
    counters: tuple[int, int] | None = None,
) -> list[Hold]:
    """``reserve_at_once`` for several calls on the same ``budgets`` (each ask: its worst case and
    pending usage) in one statement: their summed cost reserved on each ledger, a hold for each call;
    all or none. Raises a database error, having changed nothing, where ``reserve_at_once`` would for
    the sum: the callers then reserve one by one."""
    today = business_today()
    keys = [(b.id, b.budget_type, period_of(b.budget_type, today), b.limit_usd) for b in budgets]
    expires = utcnow() + timedelta(seconds=get_settings().gateway_hold_seconds)
    kept = [(cost, None if pending is None else pending_record(pending)) for cost, pending in asks]
    hold_ids, ledger_ids = reserve_many_in_one_statement(connection, keys, kept, expires, counters)
    return [Hold(hold_id, ledger_ids, cost) for hold_id, (cost, _) in zip(hold_ids, asks, strict=True)]


def reserve(session: Session, provider_id: int, cost_usd: Decimal) -> Hold | None:
    """Reserve on every budget that applies to ``provider_id`` (read now from the database)."""
    return reserve_on(session, budgets_for(applicable_budgets(session), provider_id), cost_usd)


def release(executor: Executor, hold: Hold, spent_usd: Decimal = Decimal(0)) -> None:
    """Turn a reservation into real spend (or nothing). Runs once: the hold row is the receipt."""
    ledgers = LedgerRepository(executor)
    held = hold.amount_usd
    if not ledgers.drop_hold(hold.id):
        # The sweeper (or a database crash) already gave the reservation back: the real cost still counts.
        if not spent_usd:
            return
        held = Decimal(0)
    for ledger_id in hold.ledger_ids:
        ledgers.settle(ledger_id, held, spent_usd)


def sweep_expired_holds(executor: Executor) -> int:
    """Release reservations of callers that never settled (crashed between call and settlement). A hold
    that kept its call's pending usage (``/v1``) becomes that usage row, marked ``unsettled`` and
    charged at the reserved worst case: the call may have been sent and billed."""
    expired = LedgerRepository(executor).expired_holds(utcnow())
    for hold_id, ledger_ids, amount, pending in expired:
        hold = Hold(hold_id, ledger_ids, amount)
        if pending is None:
            release(executor, hold)
            continue
        if SETTLED_MARK in pending:  # its usage row is written; its ledgers' settlement was lost
            release(executor, hold, Decimal(pending[SETTLED_MARK]))
            continue
        metered = replace(metered_from_record(pending), cost_usd=amount)
        settle(executor, metered, hold, at=utcnow())
    return len(expired)


def settle(executor: Executor, metered: Metered, hold: Hold | None, *, at: datetime | None = None) -> None:
    """The outcome of one call: its usage row and rollup, and its budgets settled with the real cost
    (on PostgreSQL in one statement, and one more per further budget)."""
    row = usage_row(metered, at)
    usage = UsageRepository(executor)
    if hold is not None and hold.block:
        if usage.postgres:
            usage.settle_postgres(row, None)
        else:
            usage.add(row)
        settle_blocks(executor, [(metered, hold)])
        return
    if not usage.postgres:
        usage.add(row)
        if hold is not None:
            release(executor, hold, metered.cost_usd)
        return
    if hold is None or not hold.ledger_ids:
        usage.settle_postgres(row, None)
        if hold is not None:  # a hold with no budget in it (a /v1 call's cover against a crash)
            release(executor, hold, metered.cost_usd)
        return
    held_found = usage.settle_postgres(row, (hold.id, hold.ledger_ids, hold.amount_usd))
    held = hold.amount_usd if held_found else Decimal(0)
    ledgers = LedgerRepository(executor)
    for ledger_id in hold.ledger_ids[1:]:  # in reservation order (see the repository's settle)
        ledgers.settle(ledger_id, held, metered.cost_usd)


def settle_many(executor: Executor, calls: Sequence[tuple[Metered, Hold | None]]) -> None:
    """The outcomes of many calls in the caller's transaction, as ``settle`` would write them one by one
    but in a few set-wise statements: the usage rows in one insert, the rollups summed per day and
    model, then the ledgers as ``settle_ledgers`` settles them (no hold marked: all in one transaction)."""
    record_usage_values(executor, [metered for metered, _ in calls])
    settle_ledgers(executor, calls, marked=set())


def record_settled(executor: Executor, calls: Sequence[tuple[Metered, Hold | None]]) -> set[int]:
    """PostgreSQL, the durable half of ``settle_many``, which takes no ledger's lock: the usage rows and
    rollups, and each hold marked with its call's real cost. The ids of the holds so marked: the other
    half (``settle_ledgers``) needs them, and a hold left marked is finished by the sweeper. One
    statement (``UsageRepository.record_settled_postgres``): in autocommit, its own durable transaction."""
    moment = utcnow()
    rows = [usage_values(metered, moment) for metered, _ in calls]
    # A block's share is not marked: its block's hold row is shared with the block's other calls.
    holds = [None if hold is None or hold.block else (hold.id, metered.cost_usd) for metered, hold in calls]
    day = moment.astimezone(business_zone()).date()
    return UsageRepository(executor).record_settled_postgres(rows, day, holds)


def settle_ledgers(
    executor: Executor, calls: Sequence[tuple[Metered, Hold | None]], marked: set[int], *, flush: bool = True
) -> None:
    """The other half: the holds deleted and each ledger settled once with its sums; on PostgreSQL in one
    statement that locks the ledgers in budget-id order, as reservations lock them (``flush=False``, in
    autocommit, spares its commit the flush). A marked hold already gone was finished by the sweeper
    from its mark; an unmarked one was swept before its call settled, so its reservation was already
    given back and only its real cost still counts. Shares of a block: ``settle_blocks``."""
    of_blocks = [(metered, hold) for metered, hold in calls if hold is not None and hold.block]
    if of_blocks:
        settle_blocks(executor, of_blocks)
        calls = [(metered, hold) for metered, hold in calls if hold is None or not hold.block]
    holds = [hold for _, hold in calls if hold is not None]
    if not holds:
        return
    ledgers = LedgerRepository(executor)
    if ledgers.postgres:  # one statement: no ledger kept locked across a round trip
        shares = [
            (hold.id, ledger_id, hold.amount_usd, metered.cost_usd, hold.id in marked)
            for metered, hold in calls
            if hold is not None
            for ledger_id in hold.ledger_ids
        ]
        ledgers.settle_at_once([hold.id for hold in holds], shares, flush=flush)
        return
    still_held = ledgers.drop_holds([hold.id for hold in holds])
    held: dict[int, Decimal] = {}
    spent: dict[int, Decimal] = {}
    for metered, hold in calls:
        if hold is None or (hold.id in marked and hold.id not in still_held):
            continue
        for ledger_id in hold.ledger_ids:
            if hold.id in still_held:
                held[ledger_id] = held.get(ledger_id, Decimal(0)) + hold.amount_usd
            spent[ledger_id] = spent.get(ledger_id, Decimal(0)) + metered.cost_usd
    # In ledger-id order: one lock order for every transaction that touches ledgers.
    ledgers.settle_each([(i, held.get(i, Decimal(0)), spent[i]) for i in sorted(spent)])


def settle_blocks(executor: Executor, shares: Sequence[tuple[Metered, Hold]]) -> None:
    """Calls admitted from blocks (``Hold.block``): each block's hold shrunk by its calls' real cost,
    which moves from reserved to spent on the block's ledgers (spent + reserved unchanged, so never past
    a limit). A block already swept or given back counts only the real cost. One block's ledgers in its
    reservation order (budget id), each statement on its own in autocommit (PostgreSQL's writer): a
    crash between them leaves more reserved than needed until the block is swept, never less."""
    costs: dict[int, tuple[tuple[int, ...], Decimal]] = {}
    for metered, hold in shares:
        ledger_ids, cost = costs.get(hold.id, (hold.ledger_ids, Decimal(0)))
        costs[hold.id] = (ledger_ids, cost + metered.cost_usd)
    ledgers = LedgerRepository(executor)
    for block_id, (ledger_ids, cost) in costs.items():
        held = cost if ledgers.shrink_hold(block_id, cost) else Decimal(0)
        ledgers.settle_each([(ledger_id, held, cost) for ledger_id in ledger_ids])


def return_block(executor: Executor, block: Hold) -> None:
    """A block whose calls are all settled: what its hold still reserves given back to its ledgers."""
    ledgers = LedgerRepository(executor)
    left = ledgers.take_hold(block.id)
    if left is None:  # swept: the sweeper gave it back (and charged it)
        return
    for ledger_id in block.ledger_ids:
        ledgers.settle(ledger_id, left, Decimal(0))
