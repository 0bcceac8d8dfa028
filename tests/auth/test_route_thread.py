"""A synchronous route that holds the request's session authenticates on the thread it runs on (issue 16).

Each hop from the event loop to a request thread wakes a sleeping thread, which cost about a tenth of an
authenticated list's server CPU (py-spy: ``Queue.put``'s notify). The caller is therefore looked up on the
route's own thread, and what a caller is refused with, and in which order, stays as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import anyio.to_thread
import pytest
from fastapi import Depends
from fastapi.testclient import TestClient

from misrad.app import create_app
from misrad.auth import service
from misrad.auth.dependencies import CurrentUser, current_caller
from misrad.core.db import get_database
from misrad.core.web import DbSession, make_router
from tests.auth.factories import bearer_headers, make_user

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures


@pytest.fixture
def hops(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The names of the functions a request ran on request threads, in order."""
    seen: list[str] = []
    original = anyio.to_thread.run_sync

    async def counting(function: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        seen.append(getattr(function, "__name__", repr(function)))
        return await original(function, *args, **kwargs)

    monkeypatch.setattr(anyio.to_thread, "run_sync", counting)
    # The queued fast lanes (the list, the local chat) hop to a thread of their own pool instead.
    submit = ThreadPoolExecutor.submit

    def submitted(
        pool: ThreadPoolExecutor, function: Callable[..., Any], /, *args: Any, **kwargs: Any
    ) -> Any:
        served = args[0] if function.__name__ == "run" and args else function  # a context's run(serve, ...)
        seen.append(getattr(served, "__name__", repr(served)))
        return submit(pool, function, *args, **kwargs)

    monkeypatch.setattr(ThreadPoolExecutor, "submit", submitted)
    yield seen


def test_an_authenticated_list_runs_on_one_request_thread(client: TestClient, hops: list[str]) -> None:
    headers = bearer_headers(make_user())
    assert client.get("/api/customers", headers=headers).status_code == 200  # the token is kept now
    hops.clear()
    answer = client.get("/api/customers", headers=headers)
    assert answer.status_code == 200, answer.json()
    assert len(hops) == 1, hops


def test_a_chat_and_a_small_write_run_on_one_request_thread(client: TestClient, hops: list[str]) -> None:
    headers = bearer_headers(make_user())
    assert client.get("/api/auth/me", headers=headers).status_code == 200  # the token is kept now
    hops.clear()
    created = client.post("/api/customers", json={"name": "דנה כהן"}, headers=headers)
    assert created.status_code == 201, created.json()
    assert len(hops) == 1, hops
    hops.clear()
    answered = client.post("/api/mcp-chatbot/chat", json={"message": "מה היתרה של דנה כהן?"}, headers=headers)
    assert answered.status_code == 200, answered.json()
    assert "דנה כהן" in answered.json()["response"], answered.json()  # known to the assistant at once
    assert len(hops) == 1, hops


def test_a_refused_caller_is_refused_before_its_body_is_judged(client: TestClient) -> None:
    for headers in ({}, {"Authorization": "Bearer not-a-token"}):
        for body in ({"message": ""}, {"nonsense": 1}):
            answer = client.post("/api/mcp-chatbot/chat", json=body, headers=headers)
            assert answer.status_code == 401 and answer.json()["code"] == "not_authenticated", body
        answer = client.post("/api/customers", content=b"{", headers=headers)
        assert answer.status_code == 401 and answer.json()["code"] == "not_authenticated", headers


def test_a_refused_caller_is_refused_before_its_query_is_judged(client: TestClient) -> None:
    for headers in ({}, {"Authorization": "Bearer not-a-token"}):
        answer = client.get("/api/customers?page=nonsense", headers=headers)
        assert answer.status_code == 401 and answer.json()["code"] == "not_authenticated", headers
    member = bearer_headers(make_user(role="member"))
    # An admin route with a bad path id: a member is told 403, as before, not 400.
    answer = client.post("/api/auth/users/nonsense/unlock", headers=member)
    assert answer.status_code == 403 and answer.json()["code"] == "forbidden", answer.json()
    assert client.get("/api/auth/users", headers=member).status_code == 403


def test_a_token_revoked_elsewhere_is_refused_by_the_next_request(client: TestClient) -> None:
    headers = bearer_headers(make_user())
    assert client.get("/api/customers", headers=headers).status_code == 200  # kept by this process now
    (token,) = client.get("/api/auth/tokens", headers=headers).json()["tokens"]
    with get_database().unit_of_work() as session:  # as another process (the CLI) revokes it
        service.revoke_token(session, token["id"])
    answer = client.get("/api/customers", headers=headers)
    assert answer.status_code == 401 and answer.json()["code"] == "not_authenticated"


def _own_name(caller: CurrentUser) -> str:
    return "a route's own dependency"


_GUARDED = make_router(prefix="/api/test-only", dependencies=[Depends(current_caller)])


@_GUARDED.get("/guarded")
def _guarded(session: DbSession) -> dict[str, str]:
    return {"seen": "by a signed-in user only"}


@_GUARDED.get("/through")
def _through(session: DbSession, name: str = Depends(_own_name)) -> dict[str, str]:
    return {"seen": name}


def test_a_caller_only_a_dependency_asks_for_is_still_looked_up(_environment: object) -> None:
    # Fail closed: a route that asks for a caller only through another dependency (a router's
    # ``dependencies=[...]``, or one that takes the caller and returns something else) never gets the
    # pending caller among its own arguments; it must be looked up before the endpoint runs all the same.
    app = create_app(run_worker=False)  # an app of its own: the shared one keeps its routes
    app.include_router(_GUARDED)
    client = TestClient(app, raise_server_exceptions=False)
    for path in ("/api/test-only/guarded", "/api/test-only/through"):
        for headers in ({}, {"Authorization": "Bearer not-a-token"}):
            answer = client.get(path, headers=headers)
            assert answer.status_code == 401, (path, headers, answer.text)
        answer = client.get(path, headers=bearer_headers(make_user()))
        assert answer.status_code == 200, (path, answer.text)
