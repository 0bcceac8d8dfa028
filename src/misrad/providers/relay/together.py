"""PostgreSQL: the reservations of one process's concurrent ``/v1`` calls made together, a few calls in
one statement, so that at most one of the process's reservations waits on the budgets' ledger rows.

Every call of a key locks the same ledger rows (its key's budget, the office's) to reserve. Each call
alone in its own statement (``metering.reserve_at_once``), eight at once queued on those rows' locks in
the server (``Lock:tuple``/``Lock:transactionid`` in ``pg_stat_activity``), and on two shared cores a
lock holder taken off its core kept all of them waiting: the reservation's p99 was 50-140 ms at c=8
against a p50 of 3 (``bench.gateway_stages``). Here a call that finds no reservation of its process
under way makes its own at once (one statement, as before: a lone call waits for nothing); calls that
arrive meanwhile queue, and when it is done the first of them reserves for all those queued on the same
budgets and counters in one statement (``metering.reserve_many_at_once``: their summed worst case on
each ledger, a hold for each call), then hands on to the next queued. When the sum does not fit (a budget
nearly spent), or anything else fails the statement, nothing was reserved and each call of that group
gets None: it then reserves alone in a transaction (``reserving.in_transaction``), which tells a refusal
apart, so a budget is never passed by more than it is one call at a time.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal

from sqlalchemy.exc import SQLAlchemyError

from misrad.providers import metering
from misrad.providers.relay import autocommit


@dataclass(eq=False)
class _Ask:
    budgets: tuple[metering.BudgetRef, ...]
    worst: Decimal
    pending: metering.Metered
    counters: tuple[int, int] | None
    done: threading.Event = field(default_factory=threading.Event)
    hold: metering.Hold | None = None
    lead: bool = False  # woken to reserve for the queue, not with its hold

    @property
    def group(self) -> tuple[object, ...]:
        return (self.budgets, self.counters)


_lock = threading.Lock()
_queued: list[_Ask] = []
_busy = False  # a reservation of this process is under way


def reserve(
    budgets: tuple[metering.BudgetRef, ...],
    worst: Decimal,
    pending: metering.Metered,
    counters: tuple[int, int] | None,
) -> metering.Hold | None:
    """The call's hold, reserved with those of the calls queued with it; None when it could not be made
    so (see the module docstring)."""
    global _busy
    ask = _Ask(budgets, worst, pending, counters)
    with _lock:
        _queued.append(ask)
        leading = not _busy
        _busy = True
    if not leading:
        ask.done.wait()
        if not ask.lead:
            return ask.hold
    _lead()
    return ask.hold


def _lead() -> None:
    """Reserve for everything queued now, then wake the next queued call to lead (or stand down)."""
    global _busy
    with _lock:
        batch = list(_queued)
        _queued.clear()
    try:
        for group in _groups(batch):
            _reserve_group(group)
    finally:
        for ask in batch:
            ask.done.set()
        with _lock:
            if _queued:
                _queued[0].lead = True
                _queued[0].done.set()
            else:
                _busy = False


def _groups(batch: Sequence[_Ask]) -> list[list[_Ask]]:
    found: dict[tuple[object, ...], list[_Ask]] = {}
    for ask in batch:
        found.setdefault(ask.group, []).append(ask)
    return list(found.values())


def _reserve_group(group: list[_Ask]) -> None:
    first = group[0]
    try:
        with autocommit.engine().connect() as connection:
            if len(group) == 1:
                first.hold = metering.reserve_at_once(
                    connection, first.budgets, first.worst, first.pending, first.counters
                )
                return
            asks = [(ask.worst, ask.pending) for ask in group]
            holds = metering.reserve_many_at_once(connection, first.budgets, asks, first.counters)
    except SQLAlchemyError:
        return  # nothing reserved: each reserves alone
    for ask, hold in zip(group, holds, strict=True):
        ask.hold = hold
