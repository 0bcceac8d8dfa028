"""A ``/v1`` call's reservation (``calls``' step 1): from its process's block of reservations far from
its budgets' limits (``blocks``), else the short way (PostgreSQL: one statement with the process's other
calls, ``together``; SQLite: the driver's cursor in a writer turn), else in a transaction of its own,
which opens a period's ledgers and tells a refusal and moved change counters apart."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from decimal import Decimal
from typing import Any

from sqlalchemy.exc import SQLAlchemyError

from misrad.core.db import get_database
from misrad.core.settings import get_settings
from misrad.providers import metering
from misrad.providers.errors import BudgetExceeded
from misrad.providers.relay import autocommit, blocks, settlement, together
from misrad.providers.relay.access import Generations, StaleGenerations, note_generations
from misrad.providers.repository.keys import call_generations, call_generations_on_driver
from misrad.providers.repository.sqlite_reserve import NotAtOnce


def from_block(
    budgets: tuple[metering.BudgetRef, ...],
    worst: Decimal,
    pending: metering.Metered,
    counters: tuple[int, int] | None,
) -> metering.Hold | None:
    """The call's share of its process's block (``relay.blocks``), a block taken the short way with
    the call's pending usage row when needed; None: the call reserves alone. The counters its caches
    were trusted by are read first, as its own reservation would check them (a key revoked or a plan
    changed in any process is seen at the next call): a read, no write and no ledger's lock."""
    if not blocks.enabled(budgets, worst):
        return None
    if counters is not None:
        try:
            _counters_unmoved(counters)
        except SQLAlchemyError:  # a closed connection, none free: the call reserves alone, which copes
            return None

    def take(limited: tuple[metering.BudgetRef, ...], size: Decimal) -> metering.Hold | None:
        settlement.start()  # it gives the block back once its calls are written
        hold = at_once(limited, size, pending, counters)
        if hold is not None:
            return hold
        try:  # a period's first call opens its ledgers; moved counters raise StaleGenerations
            return in_transaction(limited, size, pending, counters)
        except BudgetExceeded:  # too near a limit for a block
            return None

    return blocks.admit(budgets, worst, counters, take)


def _counters_unmoved(counters: tuple[int, int]) -> None:
    """Raises StaleGenerations when the keys' or plans' counter moved from ``counters``; SQLAlchemyError
    when they could not be read."""
    database = get_database()
    engine = database.read_engine if database.is_sqlite else autocommit.engine()
    with engine.connect() as connection:
        found = Generations(*call_generations_on_driver(connection))
    if (found.keys, found.plans) != counters:
        raise StaleGenerations(note_generations(found))


def in_transaction(
    budgets: tuple[metering.BudgetRef, ...],
    worst: Decimal,
    pending: metering.Metered,
    counters: tuple[int, int] | None,
) -> metering.Hold | None:
    """The reservation in a transaction of its own, which opens a period's ledgers and tells a refusal
    (BudgetExceeded) and moved counters (StaleGenerations) apart."""
    with _transaction_turn(), get_database().write_transaction() as connection:
        if counters is not None:
            check_counters(connection, counters)
        return metering.reserve_on(connection, budgets, worst, pending)


def check_counters(connection: Any, counters: tuple[int, int]) -> None:
    """In the reservation's transaction: the counters still those the call trusted its caches by, else
    StaleGenerations (the transaction rolls back, nothing reserved)."""
    found = Generations(*call_generations(connection))
    if (found.keys, found.plans) != counters:
        raise StaleGenerations(note_generations(found))


# PostgreSQL: reservations that take the transaction's way (``at_once`` could not: mostly
# refusals, when a budget is nearly spent) queue on the same ledger rows' locks, each holding a
# connection of the application's pool while it waits. A few at a time per process are as fast and keep
# the server's connections, shared with every other process, free: fifty refused calls through two
# processes took 37 connections of the server without this.
_TRANSACTIONS_AT_ONCE = threading.BoundedSemaphore(autocommit.POOL_SIZE)


@contextmanager
def _transaction_turn() -> Iterator[None]:
    """A turn among the reservations in a transaction (PostgreSQL), waited for at most the busy wait;
    past it the call goes on without one rather than fail. SQLite's writers take turns already."""
    if get_database().is_sqlite:
        yield
        return
    turn = _TRANSACTIONS_AT_ONCE.acquire(timeout=get_settings().busy_wait_seconds)
    try:
        yield
    finally:
        if turn:
            _TRANSACTIONS_AT_ONCE.release()


def at_once(
    budgets: tuple[metering.BudgetRef, ...],
    worst: Decimal,
    pending: metering.Metered,
    counters: tuple[int, int] | None,
) -> metering.Hold | None:
    """The usual reservation, and the check of ``counters``, made the short way; None when it could not
    be made so (a refusal, a period's first call, moved counters, a closed connection): then in a
    transaction, which tells these apart. PostgreSQL: in one round trip (``relay.autocommit``), together
    with the process's other calls reserving at the same time (``together``). SQLite: in a writer turn,
    on the driver's cursor (``metering.reserve_in_turn``)."""
    database = get_database()
    if not database.is_sqlite:
        return together.reserve(budgets, worst, pending, counters)
    try:
        with database.write_transaction() as connection:
            return metering.reserve_in_turn(connection, budgets, worst, pending, counters)
    except NotAtOnce:  # rolled back: nothing of it is kept
        return None
