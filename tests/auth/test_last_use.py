"""Authentication only reads: a token's last use is written after the response, never before it."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime

import httpx
from sqlalchemy import select, text

from misrad.auth.models import ApiToken
from misrad.core.db import get_database
from tests.auth.factories import bearer_headers, make_user


@contextmanager
def _writes_held() -> Iterator[None]:
    """Nobody else may write api_tokens meanwhile; reading it stays possible."""
    database = get_database()
    if database.is_sqlite:
        assert database.writer_turn.acquire(timeout=30)  # as a long writer of this process would
        try:
            yield
        finally:
            database.writer_turn.release()
        return
    with database.write_engine.connect() as connection, connection.begin():
        connection.execute(text("LOCK TABLE api_tokens IN SHARE MODE"))
        yield


def _last_used() -> datetime | None:
    with get_database().unit_of_work(write=False) as session:
        return session.scalars(select(ApiToken.last_used_at)).one()


def test_a_token_due_for_its_stamp_is_answered_while_writes_wait_and_stamped_after(served: str) -> None:
    headers = bearer_headers(make_user())
    with _writes_held():
        response = httpx.get(f"{served}/api/auth/me", headers=headers, timeout=120)
        assert response.status_code == 200, response.text
        assert _last_used() is None  # noted, not written: the request needed no write

    deadline = time.monotonic() + 60
    while _last_used() is None:  # written after a response, once writes may go ahead
        assert time.monotonic() < deadline, "the last use was never written"
        assert httpx.get(f"{served}/api/auth/me", headers=headers, timeout=60).status_code == 200
        time.sleep(0.1)
