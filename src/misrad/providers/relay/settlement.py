"""Settlements of ``/v1`` calls written behind the responses: one writer thread per process takes what
calls queue and writes each batch (up to ``BATCH``, whatever waited while the previous batch was
written) in one transaction, so a busy gateway pays one commit for many calls.

Nothing settled is lost in a crash: a call is queued only after its hold (with the call's pending usage
row) was committed, and its hold is deleted in the same transaction that writes its real usage. A
process killed with calls still queued leaves their holds, which the sweeper turns into their usage
rows at the reserved worst case (``metering.sweep_expired_holds``).
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

import anyio.to_thread
from sqlalchemy import Connection

from misrad.core.db import get_database

log = logging.getLogger("misrad.relay")
BATCH = 256
Write = Callable[[Connection], None]

_pending: queue.SimpleQueue[Write] = queue.SimpleQueue()
_writer: threading.Thread | None = None
_writer_lock = threading.Lock()
_idle = threading.Condition()
_in_flight = 0


def submit(write: Write) -> None:
    """Queue one call's settlement (its usage row, rollup, budgets) for the writer thread."""
    global _writer, _in_flight
    with _idle:
        _in_flight += 1
    with _writer_lock:
        if _writer is None or not _writer.is_alive():
            _writer = threading.Thread(target=_run, name="misrad-relay-settlement", daemon=True)
            _writer.start()
    _pending.put(write)


def _write(batch: list[Write]) -> None:
    try:
        with get_database().write_transaction() as connection:
            for write in batch:
                write(connection)
        return
    except Exception:
        log.exception("a batch of %d settlements failed; writing them one by one", len(batch))
    for write in batch:  # one bad settlement must not lose the others
        try:
            with get_database().write_transaction() as connection:
                write(connection)
        except Exception:
            log.exception("a settlement failed; its hold stays for the sweeper")


def _run() -> None:
    global _in_flight
    while True:
        batch = [_pending.get()]
        while len(batch) < BATCH:
            try:
                batch.append(_pending.get_nowait())
            except queue.Empty:
                break
        _write(batch)
        with _idle:
            _in_flight -= len(batch)
            _idle.notify_all()


def drain(timeout: float = 10.0) -> bool:
    """Wait until every queued settlement is written (shutdown, tests); False on timeout."""
    with _idle:
        return _idle.wait_for(lambda: _in_flight == 0, timeout)


@asynccontextmanager
async def written_at_exit() -> AsyncIterator[None]:
    """For the application's lifetime: settlements still queued when it stops are written then."""
    try:
        yield
    finally:
        await anyio.to_thread.run_sync(drain)
