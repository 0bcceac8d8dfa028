"""When an API token was last used: noted in memory on the request path, written after the response.

Authentication must stay read-only: a write on the request path takes the SQLite writer turn (or a row
lock) for every request that brings a token due for a stamp, before the route even starts. So the
request only notes the moment here; the note is written in one short transaction of its own after a
response has gone out (and when the service stops). A stamp stays at most hourly per token, as the
service decides what is due (``auth.service.TOKEN_USE_PRECISION``).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import datetime

import anyio.to_thread

from misrad.auth.repository import TokenRepository
from misrad.core.clock import utcnow
from misrad.core.db import get_database

log = logging.getLogger("misrad.auth")


class LastUseLedger:
    """Token uses waiting to be written, newest moment per token; one writer at a time."""

    def __init__(self) -> None:
        self._guard = threading.Lock()
        self._writing = threading.Lock()
        self._tokens: dict[int, datetime] = {}

    def note_token(self, token_id: int, at: datetime | None = None) -> None:
        with self._guard:
            self._tokens[token_id] = at or utcnow()

    def pending(self) -> bool:
        return bool(self._tokens)

    def write(self) -> None:
        """Write what is noted. Another thread already writing takes what is noted now at its next
        turn; a failed write keeps its notes for the next one (a stamp is worth no error)."""
        if not self._writing.acquire(blocking=False):
            return
        try:
            with self._guard:
                batch, self._tokens = self._tokens, {}
            if not batch:
                return
            try:
                with get_database().unit_of_work() as session:
                    TokenRepository(session).mark_used(batch)
            except Exception as exc:
                log.warning("token last-use stamps not written yet (%s): kept for the next try", exc)
                with self._guard:
                    for token_id, at in batch.items():
                        self._tokens.setdefault(token_id, at)
        finally:
            self._writing.release()


LEDGER = LastUseLedger()


@asynccontextmanager
async def written_at_exit() -> AsyncIterator[None]:
    """For the application's lifetime: what is still noted when it stops is written then."""
    try:
        yield
    finally:
        await anyio.to_thread.run_sync(LEDGER.write)
