"""Settlements of ``/v1`` calls written behind the responses: one writer thread per process takes what
calls queue and writes each batch (up to ``BATCH``, whatever waited while the previous batch was
written) in a few set-wise statements (SQLite: one transaction, ``metering.settle_many``: one insert of
the usage rows, rollups and ledgers summed; PostgreSQL: two statements, see ``_write_batch``), so a busy
gateway pays one commit and a handful of statements for many calls, and the writer turn it takes
(SQLite) stays short for the reservations waiting on it.

The writer shares the process's GIL with the request threads, so a call served while a batch is
written waits for the batch's Python work: at concurrency 1 about one call in fifteen did, which made
the p99 twice the p50. So a batch builds no SQL and no object per call: its statements are prepared
once and run by the driver over plain tuples (``metering.record_usage_values``; on PostgreSQL one JSON
text per statement, ``metering.record_settled``); what is left runs mostly in the driver and the
server, without the GIL.

Nothing settled is lost in a crash: a call is queued only after its hold (with the call's pending usage
row) was committed, and its hold is deleted in the same transaction that writes its real usage (on
PostgreSQL marked with its real cost there, and deleted by the ledgers' statement after it). A
process killed with calls still queued leaves their holds, which the sweeper turns into their usage
rows at the reserved worst case (``metering.sweep_expired_holds``).
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass

import anyio.to_thread
from sqlalchemy import Connection

from misrad.core.db import get_database, is_busy_error
from misrad.providers import metering
from misrad.providers.relay import autocommit, blocks, limits

log = logging.getLogger("misrad.relay")
BATCH = 256
# A batch waits this long for more after its first settlement: at low concurrency a transaction per
# call would cost more than the calls (the holds cover a crash meanwhile, and the budgets keep the
# worst case reserved until then). At concurrency 1 a batch written beside a call was in two thirds of
# the calls past the p99 against 8 % of all (``bench.gateway_c1 --timed``); at 100 ms rather than 20
# there are a fifth as many, and a call's server CPU was 13 % less (2.29 -> 2.00 ms, same-run A/B).
LINGER_SECONDS = 0.1
# A batch the database is too busy for is written again after a pause, growing from this, for this long:
# left to the sweeper, its calls would be charged their reserved worst case, and minutes later.
BUSY_PAUSE_SECONDS = 0.1
BUSY_RETRY_SECONDS = 30.0
# Up to this many, PostgreSQL's one-statement settlement of each call is fewer round trips than the
# set-wise statements of the batch.
ONE_BY_ONE = 2


@dataclass(frozen=True)
class Settlement:
    """One call's outcome: its usage row, its hold, and the tokens it adds to its key's minute."""

    metered: metering.Metered
    hold: metering.Hold | None
    tokens: tuple[int, int, int] | None = None  # (key id, minute, tokens): ``limits.tokens_counted``
    key_hash: str = ""


_pending: queue.SimpleQueue[Settlement] = queue.SimpleQueue()
_writer: threading.Thread | None = None
_writer_lock = threading.Lock()
_idle = threading.Condition()
_in_flight = 0


def submit(settlement: Settlement) -> None:
    """Queue one call's settlement for the writer thread."""
    global _in_flight
    with _idle:
        _in_flight += 1
    start()
    _pending.put(settlement)


def start() -> None:
    """The writer thread, running."""
    global _writer
    with _writer_lock:
        if _writer is None or not _writer.is_alive():
            _writer = threading.Thread(target=_run, name="misrad-relay-settlement", daemon=True)
            _writer.start()


def write(connection: Connection, batch: list[Settlement]) -> None:
    """A batch of settlements in the caller's transaction."""
    if len(batch) <= ONE_BY_ONE and connection.dialect.name == "postgresql":
        for settlement in batch:  # PostgreSQL settles one call in one statement (two with two budgets)
            metering.settle(connection, settlement.metered, settlement.hold)
    else:
        metering.settle_many(connection, [(s.metered, s.hold) for s in batch])
    _record_tokens(connection, batch)


def _record_tokens(connection: Connection, batch: list[Settlement]) -> None:
    counted = [s.tokens for s in batch if s.tokens is not None]
    limits.record_tokens(connection, counted, {s.metered.virtual_key_id or 0: s.key_hash for s in batch})


def _write(batch: list[Settlement]) -> None:
    """The batch, else one by one; the blocks its calls came from told which were written."""
    try:
        written = _write_when_free(batch)
        blocks.written([s.hold for s in batch], ok=written)
        return
    except Exception:
        log.exception("a batch of %d settlements failed; writing them one by one", len(batch))
    for settlement in batch:  # one bad settlement must not lose the others
        try:
            written = _write_batch([settlement])
        except Exception:
            log.exception("a settlement failed; its hold stays for the sweeper")
            written = False
        blocks.written([settlement.hold], ok=written)


def _write_when_free(batch: list[Settlement]) -> bool:
    """The batch, again after a pause while the database is too busy to take it (``is_busy_error``: a
    server full, no connection within the wait, SQLite locked), for at most ``BUSY_RETRY_SECONDS``.
    Such a failure comes before anything is written, so writing again writes nothing twice."""
    deadline = time.monotonic() + BUSY_RETRY_SECONDS
    pause = BUSY_PAUSE_SECONDS
    while True:
        try:
            return _write_batch(batch)
        except Exception as error:
            if not is_busy_error(error) or time.monotonic() + pause > deadline:
                raise
            log.warning("the database is too busy for %d settlements; writing them again shortly", len(batch))
        time.sleep(pause)
        pause = min(pause * 2, 2.0)


def _write_batch(batch: list[Settlement]) -> bool:
    """SQLite: one transaction (its writer turn). PostgreSQL: two statements in autocommit, each its own
    transaction: the usage rows and the holds marked with the real cost, durably, in one that takes no
    ledger's lock (``metering.record_settled``), then the holds and ledgers in one, not flushed to disk
    before it lets them go (``metering.settle_ledgers``). A ledger row locked across a commit's flush,
    or across round trips to this thread (which waits for the GIL behind the request threads), kept the
    next calls' reservations waiting for it: they lock the same rows. A ledger settlement lost in a
    crash leaves its holds marked with the real cost, which the sweeper settles
    (``metering.sweep_expired_holds``). Tokens counted against a key's rate in the database are written
    in the usage rows' transaction, which then takes the application's engine. False when the ledgers
    were left to the sweeper."""
    database = get_database()
    if database.is_sqlite:
        with database.write_transaction() as connection:
            write(connection, batch)
        return True
    calls = [(s.metered, s.hold) for s in batch]
    if limits.written_in_database([s.tokens for s in batch if s.tokens is not None]):
        with database.write_transaction() as connection:
            marked = metering.record_settled(connection, calls)
            _record_tokens(connection, batch)
        with autocommit.engine().connect() as connection:
            return _settle_ledgers(connection, calls, marked)
    with autocommit.engine().connect() as connection:
        # Counted (in Redis) before the usage shows, as in the transaction above: whoever sees a call's
        # usage row also sees its tokens against the key's rate. A batch that then fails is written
        # again one by one and counts its tokens twice, a stricter limit for a minute, never a looser one.
        try:
            _record_tokens(connection, batch)  # to Redis, or the minutes no window reads deleted
        except Exception:  # Redis down: the usage still goes in, the rate counts less for a minute
            log.exception("the tokens of %d calls were not counted", len(batch))
        marked = metering.record_settled(connection, calls)  # one statement: flushed when it returns
        return _settle_ledgers(connection, calls, marked)


def _settle_ledgers(
    connection: Connection, calls: list[tuple[metering.Metered, metering.Hold | None]], marked: set[int]
) -> bool:
    try:
        metering.settle_ledgers(connection, calls, marked, flush=False)
        return True
    except Exception:  # the usage is written: the marked holds (and blocks) stay for the sweeper
        log.exception("the ledgers of %d settled calls were not settled; the sweeper will", len(calls))
        return False


def _gather() -> list[Settlement]:
    """The next batch: the first settlement, and what has come after it once it has waited
    ``LINGER_SECONDS`` (up to ``BATCH``). The writer sleeps through the linger rather than waiting on the
    queue, which would wake it for every call settled meanwhile, each wake-up a turn at the GIL taken
    from the request threads."""
    try:  # while blocks are out, awake to give them back when they close
        batch = [_pending.get(timeout=blocks.OPEN_SECONDS if blocks.any_unreturned() else None)]
    except queue.Empty:
        return []
    if _pending.qsize() < BATCH - 1:
        time.sleep(LINGER_SECONDS)
    while len(batch) < BATCH:
        try:
            batch.append(_pending.get_nowait())
        except queue.Empty:
            break
    return batch


def _run() -> None:
    global _in_flight
    while True:
        batch = _gather()
        if batch:
            _write(batch)
        blocks.return_due()
        with _idle:
            _in_flight -= len(batch)
            _idle.notify_all()


def drain(timeout: float = 10.0) -> bool:
    """Wait until every queued settlement is written and give back the blocks of reservations (shutdown,
    tests); False on timeout."""
    with _idle:
        drained = _idle.wait_for(lambda: _in_flight == 0, timeout)
    blocks.close_all()
    blocks.return_due()
    return drained


@asynccontextmanager
async def written_at_exit() -> AsyncIterator[None]:
    """For the application's lifetime: settlements still queued when it stops are written then."""
    try:
        yield
    finally:
        await anyio.to_thread.run_sync(drain)
