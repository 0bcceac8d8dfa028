"""Blocks of reservations: a process reserves for many ``/v1`` calls of the same budgets at once and
admits them in memory, so a call far from its budgets' limits makes no round trip to the database
before it is sent.

At concurrency 1 the reservation's round trip was a quarter of the extra time of the calls past the
p99 (``bench.gateway_c1 --timed``). Here the first call of a key (its budgets, their periods and the
change counters it trusted) reserves a block: ``gateway_block_calls`` times its worst case, one
ordinary hold on every ledger (``metering.reserve_at_once``/``reserve_in_turn``, the counters checked
as for a call), with the call's pending usage row. The next calls of the process on the same key take
their worst case from the block in memory while it fits, for at most ``OPEN_SECONDS``. Then (or when
the period or the counters move on) the block closes, and once its calls' settlements are written the
settlement writer gives back what it still holds (``metering.return_block``).

The invariants, across processes as for single calls:

- Spend + reservations never pass a limit: the block is reserved on the ledgers under the same
  conditional UPDATE as a call's; a call admitted from it settles by moving its real cost from the
  block's reservation to spent (``metering.settle_blocks``), leaving their sum unchanged; in memory
  a block never admits more worst cases (plus the real cost of the calls done) than it holds.
- Near a limit calls reserve one by one as before: a block is taken only while every budget has room
  for ``HEADROOM_BLOCKS`` of it (it is reserved against the limit less the other ``HEADROOM_BLOCKS - 1``),
  so a block is at most that fraction of what is left. After a refused block the key's calls reserve
  one by one for ``OPEN_SECONDS``, not trying a block before each.
- Nothing is left held: a process that dies leaves the block's hold, which the sweeper turns into one
  usage row (marked ``unsettled``, the first call's, charged with what the block still held: the calls
  it admitted may have been sent) and gives back, as it does a crashed call's hold. A block whose
  settlement failed is left to the sweeper the same way.
- Periods roll over: a call is admitted only from a block of its own period's ledgers.

A call admitted from a block still reads the change counters its caches were trusted by (the caller,
``relay.calls``), so a key revoked or a plan changed in any process is seen at the next call, as
before: a read, with no write and no ledger's lock. What a block gives up: the calls in flight in a
process that dies get no usage row each; the block's one unsettled row, charged with all it still
held, stands for them.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from decimal import Decimal

from misrad.core.clock import business_today
from misrad.core.db import get_database
from misrad.core.settings import get_settings
from misrad.providers import metering

log = logging.getLogger("misrad.relay")
# A block admits calls this long at most: how late another process's revocation is seen.
OPEN_SECONDS = 1.0
# A block is taken only while every budget still has room for this many blocks.
HEADROOM_BLOCKS = 8

Key = tuple[object, ...]
Take = Callable[[tuple[metering.BudgetRef, ...], Decimal], metering.Hold | None]


@dataclass(eq=False)
class Block:
    hold: metering.Hold
    key: Key
    until: float
    used: Decimal = Decimal(0)  # worst cases of its calls in flight + real costs of those done
    unwritten: int = 0  # calls admitted whose settlement is not written yet
    closed: bool = False
    left_to_sweeper: bool = False  # a settlement of it failed: its hold must stay

    def share(self, worst: Decimal) -> metering.Hold | None:
        if self.used + worst > self.hold.amount_usd:
            return None
        self.used += worst
        self.unwritten += 1
        return metering.Hold(self.hold.id, self.hold.ledger_ids, worst, block=True)


_lock = threading.Lock()
_open: dict[Key, Block] = {}
_unreturned: dict[int, Block] = {}  # every block not yet given back, by its hold's id
_refused: dict[Key, float] = {}  # keys whose last block was refused, until when not to try again
_taking: dict[Key, threading.Event] = {}  # keys whose next block a caller is taking, set once taken


def admit(
    budgets: tuple[metering.BudgetRef, ...],
    worst: Decimal,
    counters: tuple[int, int] | None,
    take: Take,
) -> metering.Hold | None:
    """The call's share of its key's block, a new block taken by ``take`` (budgets with their limits
    lowered, size) when the open one is full, closed or of another period; None when blocks are off,
    the call has no budget, or no block could be taken: the call then reserves alone. One caller of a
    key takes its next block at a time: those that find the block full meanwhile wait for it (at most
    ``OPEN_SECONDS``) and share it. At concurrency 32 on SQLite three takes in four came within 5 ms
    of another, each a writer turn queued behind the last (and behind the settlement batch's turn)."""
    if not enabled(budgets, worst):
        return None
    today = business_today()
    key = (budgets, tuple(metering.period_of(b.budget_type, today) for b in budgets), counters)
    ready, found = _share_or_turn(key, worst)
    if ready is None:
        return found
    try:
        return _take(key, budgets, worst, take)
    finally:
        with _lock:
            if _taking.get(key) is ready:
                del _taking[key]
        ready.set()


def _share_or_turn(key: Key, worst: Decimal) -> tuple[threading.Event | None, metering.Hold | None]:
    """(None, share or None when refused) from the key's block, else (an event, None): the turn to
    take its next block, set when taken; waiting for another caller's take first."""
    deadline = time.monotonic() + OPEN_SECONDS
    while True:
        now = time.monotonic()
        with _lock:
            found = _share(key, worst, now)
            if found is not None or _refused.get(key, 0.0) > now:
                return None, found
            taking = _taking.get(key)
            if taking is None or now >= deadline:  # past the wait: a block of its own
                ready = threading.Event()
                _taking.setdefault(key, ready)
                return ready, None
        taking.wait(deadline - now)


def _take(
    key: Key, budgets: tuple[metering.BudgetRef, ...], worst: Decimal, take: Take
) -> metering.Hold | None:
    size = worst * get_settings().gateway_block_calls
    now = time.monotonic()
    hold = take(_with_room(budgets, size), size)
    with _lock:
        if hold is None:
            _refused[key] = now + OPEN_SECONDS
            return None
        _refused.pop(key, None)
        block = Block(hold, key, now + OPEN_SECONDS)
        _close(_open.get(key))
        _open[key] = block
        _unreturned[hold.id] = block
        return block.share(worst)


def enabled(budgets: tuple[metering.BudgetRef, ...], worst: Decimal) -> bool:
    """Whether a call of these budgets and worst case may come from a block."""
    return get_settings().gateway_block_calls > 0 and bool(budgets) and worst > 0


def _share(key: Key, worst: Decimal, now: float) -> metering.Hold | None:
    block = _open.get(key)
    if block is None:
        return None
    found = block.share(worst) if block.until > now else None
    if found is None:
        _close(block)
    return found


def _close(block: Block | None) -> None:
    if block is not None and not block.closed:
        block.closed = True
        if _open.get(block.key) is block:
            del _open[block.key]


def _with_room(budgets: tuple[metering.BudgetRef, ...], size: Decimal) -> tuple[metering.BudgetRef, ...]:
    """Budgets whose limits keep ``HEADROOM_BLOCKS - 1`` more blocks free: reserving ``size`` under
    them succeeds only while each has room for ``HEADROOM_BLOCKS`` blocks."""
    spare = size * (HEADROOM_BLOCKS - 1)
    return tuple(replace(budget, limit_usd=budget.limit_usd - spare) for budget in budgets)


def done(hold: metering.Hold | None, cost: Decimal) -> None:
    """A call of a block finished: only its real cost stays used of the block."""
    if hold is None or not hold.block:
        return
    with _lock:
        block = _unreturned.get(hold.id)
        if block is not None:
            block.used -= hold.amount_usd - cost


def written(holds: list[metering.Hold | None], ok: bool = True) -> None:
    """The settlements of calls were written (or, not ``ok``, failed: their blocks stay for the sweeper)."""
    with _lock:
        for hold in holds:
            block = None if hold is None or not hold.block else _unreturned.get(hold.id)
            if block is None:
                continue
            block.unwritten -= 1
            block.left_to_sweeper |= not ok
            if block.left_to_sweeper and block.unwritten == 0:
                _close(block)
                del _unreturned[block.hold.id]


def close_all() -> None:
    """Close every block of this process (a key or plan changed here; shutdown)."""
    with _lock:
        for block in list(_open.values()):
            _close(block)


def any_unreturned() -> bool:
    return bool(_unreturned)


def _due() -> list[Block]:
    now = time.monotonic()
    with _lock:
        for block in [b for b in _open.values() if b.until <= now]:
            _close(block)
        due = [b for b in _unreturned.values() if b.closed and b.unwritten == 0 and not b.left_to_sweeper]
        for block in due:
            del _unreturned[block.hold.id]
    return due


def return_due() -> None:
    """Give back what the closed blocks whose calls are all written still hold (the settlement writer;
    ``settlement.drain``). One that fails stays for the sweeper."""
    for block in _due():
        try:
            with get_database().write_transaction() as connection:
                metering.return_block(connection, block.hold)
        except Exception:
            log.exception("a block of reservations was not given back; the sweeper will")
