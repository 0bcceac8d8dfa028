"""Admission: a saturated service answers 503 with Retry-After at once, readers pass writers, a freed place
goes to the request that waited; "too many at once" errors from the database are 503, not 500."""

from __future__ import annotations

import threading
from typing import Any

import anyio.to_thread
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import exc as sa_exc
from sqlalchemy import text

from misrad.auth.dependencies import CallerMiddleware, CurrentUser
from misrad.core.admission import AdmissionMiddleware
from misrad.core.db import Database, get_database
from misrad.core.errors import ServiceBusy
from misrad.core.settings import get_settings
from misrad.core.web import DbSession, RequestContextMiddleware, install_error_handlers

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures


def _app(release: threading.Event, started: threading.Event, *, wait_seconds: float) -> FastAPI:
    app = FastAPI()
    install_error_handlers(app)

    @app.post("/write")
    def write() -> dict[str, bool]:
        started.set()
        release.wait(60)
        return {"done": True}

    @app.get("/read")
    def read() -> dict[str, bool]:
        return {"done": True}

    app.add_middleware(AdmissionMiddleware, writes=1, reads=2, wait_seconds=wait_seconds)
    app.add_middleware(RequestContextMiddleware)
    return app


def _in_thread(call: Any) -> tuple[threading.Thread, list[Any]]:
    answers: list[Any] = []
    thread = threading.Thread(target=lambda: answers.append(call()))
    thread.start()
    return thread, answers


def test_a_write_finding_every_place_taken_gets_503_with_retry_after_and_a_reader_passes() -> None:
    release, started = threading.Event(), threading.Event()
    client = TestClient(_app(release, started, wait_seconds=0.2))
    thread, first = _in_thread(lambda: client.post("/write"))
    assert started.wait(30)

    busy = client.post("/write", headers={"Accept-Language": "en"})
    assert busy.status_code == 503
    assert busy.headers["Retry-After"] == "2"
    assert busy.json() == {
        "success": False,
        "error": "The service is busy right now; try again in 2 seconds",
        "code": "service_busy",
    }
    assert client.post("/write").json()["error"].startswith("השירות עמוס כרגע")
    assert client.get("/read").status_code == 200  # readers never wait behind writers

    release.set()
    thread.join(30)
    assert first[0].status_code == 200
    assert client.post("/write").status_code == 200  # the place was given back


def test_a_freed_place_goes_to_the_request_that_waited_for_it() -> None:
    release, started = threading.Event(), threading.Event()
    client = TestClient(_app(release, started, wait_seconds=60))
    holder, first = _in_thread(lambda: client.post("/write"))
    assert started.wait(30)
    started.clear()
    waiter, second = _in_thread(lambda: client.post("/write"))
    assert not started.wait(0.5)  # still waiting for the place
    release.set()
    for thread in (holder, waiter):
        thread.join(60)
    assert [first[0].status_code, second[0].status_code] == [200, 200]


@pytest.mark.parametrize(
    ("error", "status"),
    [
        (sa_exc.TimeoutError("QueuePool limit of size 5 overflow 0 reached"), 503),
        (sa_exc.OperationalError("BEGIN IMMEDIATE", {}, Exception("database is locked")), 503),
        (sa_exc.OperationalError("SELECT 1", {}, Exception("no such table: x")), 500),
    ],
)
def test_database_saturation_errors_are_503_and_other_faults_stay_500(error: Exception, status: int) -> None:
    app = FastAPI()
    install_error_handlers(app)

    @app.get("/fails")
    def fails() -> None:
        raise error

    response = TestClient(app, raise_server_exceptions=False).get("/fails")
    assert response.status_code == status
    assert response.json()["code"] == ("service_busy" if status == 503 else "internal_error")
    assert ("Retry-After" in response.headers) is (status == 503)


def test_a_sqlite_writer_that_cannot_get_its_turn_is_told_to_come_back() -> None:
    if not get_database().is_sqlite:
        pytest.skip("the writer turn is SQLite's")
    database = Database(get_settings().model_copy(update={"busy_wait_seconds": 0.2}))
    try:
        assert database.writer_turn.acquire(timeout=1)  # another writer of this process holds the turn
        with pytest.raises(ServiceBusy), database.unit_of_work() as session:
            session.execute(text("SELECT 1"))
        database.writer_turn.release()
        with database.unit_of_work() as session:
            assert session.execute(text("SELECT 1")).scalar() == 1
    finally:
        database.dispose()


def test_a_route_without_a_request_session_keeps_no_place_while_it_waits_outside(
    member_headers: dict[str, str],
) -> None:
    """A chat waiting on its LLM (its own short units of work, no ``DbSession``) keeps no writer out."""
    release, started = threading.Event(), threading.Event()
    app = FastAPI()
    install_error_handlers(app)

    @app.post("/chat")
    async def chat(caller: CurrentUser) -> dict[str, int]:
        started.set()
        await anyio.to_thread.run_sync(release.wait, 60)  # the provider takes its time
        return {"caller": caller.id}

    @app.post("/write")
    def write(caller: CurrentUser, session: DbSession) -> dict[str, int]:
        return {"caller": caller.id, "one": int(session.execute(text("SELECT 1")).scalar_one())}

    app.add_middleware(CallerMiddleware)
    app.add_middleware(AdmissionMiddleware, writes=1, reads=1, wait_seconds=0.5)
    client = TestClient(app)
    thread, chatted = _in_thread(lambda: client.post("/chat", headers=member_headers))
    try:
        assert started.wait(30), chatted
        assert client.post("/write", headers=member_headers).status_code == 200
    finally:
        release.set()
        thread.join(30)
    assert chatted[0].status_code == 200
