"""The request's unit of work: a synchronous route commits on the thread it ran on (issue 11).

On SQLite the first statement of a write takes the writer turn. Committing after the hops back to the
event loop (serialising the response, closing dependencies) kept every other writer waiting through
them; the commit therefore happens on the route's own thread, the moment the route returns.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator

import pytest
from fastapi import FastAPI
from fastapi.routing import APIRoute
from fastapi.testclient import TestClient
from pydantic import BaseModel, field_validator
from sqlalchemy import event, text
from sqlalchemy.orm import Session

from misrad.core.db import get_database
from misrad.core.web import DbSession, UnitOfWorkRoute, make_router


@pytest.fixture
def probe() -> Iterator[tuple[TestClient, dict[str, list[int]]]]:
    # An app of its own: adding routes to the app the session shares would leak into other tests.
    from misrad.app import create_app

    app = create_app(run_worker=False)
    seen: dict[str, list[int]] = {"route": [], "commit": [], "rollback": [], "order": []}
    router = make_router()

    class Noted(BaseModel):
        ok: int

        @field_validator("ok")
        @classmethod
        def serialised(cls, value: int) -> int:
            seen["order"].append(2)  # the response is being serialised
            asyncio.get_running_loop()  # on the event loop: no hop to a thread after the route
            return value

    def watch(session: Session) -> None:
        def committed(_session: Session) -> None:
            seen["commit"].append(threading.get_ident())
            seen["order"].append(1)

        event.listen(session, "after_commit", committed)
        event.listen(session, "after_rollback", lambda _s: seen["rollback"].append(threading.get_ident()))

    @router.post("/api/test-uow/note", response_model=Noted)
    def note(session: DbSession) -> dict[str, int]:
        watch(session)
        seen["route"].append(threading.get_ident())
        session.execute(text("INSERT INTO uow_probe (word) VALUES ('kept')"))
        return {"ok": 1}

    @router.post("/api/test-uow/fail")
    def fail(session: DbSession) -> None:
        watch(session)
        session.execute(text("INSERT INTO uow_probe (word) VALUES ('lost')"))
        raise RuntimeError("after the write")

    app.include_router(router)
    with get_database().unit_of_work() as session:
        session.execute(text("CREATE TABLE IF NOT EXISTS uow_probe (word TEXT)"))
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client, seen
    with get_database().unit_of_work() as session:
        session.execute(text("DROP TABLE IF EXISTS uow_probe"))


def _words() -> list[str]:
    with get_database().unit_of_work(write=False) as session:
        return [row[0] for row in session.execute(text("SELECT word FROM uow_probe"))]


def test_a_sync_route_commits_on_its_own_thread(probe: tuple[TestClient, dict[str, list[int]]]) -> None:
    client, seen = probe
    assert client.post("/api/test-uow/note").status_code == 200
    assert seen["commit"] and seen["commit"][0] == seen["route"][0]
    assert seen["order"] == [1, 2]  # committed before the response is serialised, not after
    assert _words() == ["kept"]


def test_a_failing_route_stores_nothing(probe: tuple[TestClient, dict[str, list[int]]]) -> None:
    client, seen = probe
    assert client.post("/api/test-uow/fail").status_code == 500
    assert not seen["commit"] and seen["rollback"]
    assert "lost" not in _words()


def test_every_route_of_the_service_is_a_unit_of_work_route(app: FastAPI) -> None:
    api_routes = [route for route in app.routes if isinstance(route, APIRoute)]
    assert api_routes
    assert [route.path for route in api_routes if not isinstance(route, UnitOfWorkRoute)] == []


def test_the_serving_process_collects_garbage_rarely(app: FastAPI) -> None:
    import gc

    with TestClient(app):  # start-up ran
        assert gc.get_threshold()[0] >= 10_000 and gc.get_freeze_count() > 0
