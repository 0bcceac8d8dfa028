"""``core.fast_lane``: a lane answers what it is sure of without the application, and hands the rest on
to it unchanged, the body it read included."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from starlette.types import Receive, Scope, Send

from misrad.core.fast_lane import Answer, FastLanes, Lane, whole_number
from misrad.core.settings import get_settings
from tests.auth.factories import bearer_headers, make_user
from tests.core.fast_lanes import lanes_of


async def _echo(scope: Scope, receive: Receive, send: Send) -> None:
    """The application behind the lanes: tells what reached it, the body as it came."""
    body = b""
    while True:
        message = await receive()
        body += message.get("body", b"")
        if not message.get("more_body", False):
            break
    answer = json.dumps({"by": "application", "path": scope["path"], "body": body.decode()}).encode()
    await send(
        {"type": "http.response.start", "status": 299, "headers": [(b"content-type", b"application/json")]}
    )
    await send({"type": "http.response.body", "body": answer})


def _sure_of_hello(scope: Scope, body: bytes) -> Answer | None:
    if body == b"boom":
        raise RuntimeError("a failure the application answers")
    return Answer(b'{"by":"lane"}') if body == b"hello" else None


@pytest.fixture
def lanes() -> Iterator[tuple[TestClient, FastLanes]]:
    after: list[int] = []

    async def note_after() -> None:
        after.append(1)

    lanes = FastLanes(_echo, [Lane("POST", "/sure", _sure_of_hello, reads_body=True)], after=note_after)
    yield TestClient(lanes), lanes
    assert len(after) == lanes.served


def test_a_lane_answers_what_it_is_sure_of(lanes: tuple[TestClient, FastLanes]) -> None:
    client, fast = lanes
    answer = client.post("/sure", content=b"hello")
    assert (answer.status_code, answer.json(), fast.served) == (200, {"by": "lane"}, 1)
    assert answer.headers["content-type"] == "application/json" and answer.headers["content-length"] == "13"


@pytest.mark.parametrize(
    ("path", "options"),
    [
        ("/sure", {"content": b"something else"}),
        ("/sure", {"content": b"boom"}),  # an exception declines too
        ("/sure", {"content": iter([b"hel", b"lo"])}),  # no Content-Length: not read by the lane
        ("/sure", {"content": b"hello" * 20_000}),  # more than a small body
        ("/other", {"content": b"hello"}),
    ],
)
def test_the_rest_reaches_the_application_unchanged(
    lanes: tuple[TestClient, FastLanes], path: str, options: dict[str, Any]
) -> None:
    client, fast = lanes
    sent = options["content"] if isinstance(options["content"], bytes) else b"hello"
    answer = client.post(path, **options)
    assert answer.status_code == 299 and answer.json() == {
        "by": "application",
        "path": path,
        "body": sent.decode(),
    }
    assert fast.served == 0
    assert client.get("/sure").status_code == 299  # another method: the application's


def test_served_lists_and_chats_never_reach_the_application(app: FastAPI) -> None:
    """With the application behind the lanes replaced by one that always fails, the plain list and chat
    still answer: the lanes served them (the parity tests count each answer they gave as well)."""
    headers = bearer_headers(make_user())
    lanes = lanes_of(app)
    behind = lanes.app

    async def refuse(scope: Scope, receive: Receive, send: Send) -> None:
        raise AssertionError(f"{scope['path']} reached the application")

    lanes.app = refuse
    try:
        client = TestClient(app, raise_server_exceptions=False)
        listed = client.get("/api/customers?per_page=5", headers=headers)
        chatted = client.post("/api/mcp-chatbot/chat", json={"message": "שלום"}, headers=headers)
        unknown = client.get("/api/customers")  # no caller: declined, so it reaches the failing one
    finally:
        lanes.app = behind
    assert listed.status_code == 200 and listed.json()["data"]["customers"] == []
    assert chatted.status_code == 200 and chatted.json()["engine"] == "local"
    assert listed.headers["x-request-id"] and listed.headers["x-content-type-options"] == "nosniff"
    assert unknown.status_code == 500


def test_whole_numbers_are_plain_ascii_in_bounds() -> None:
    assert [whole_number(v, 1, 100) for v in ("1", "100", "42")] == [1, 100, 42]
    for value in (None, "", "0", "101", "01", "+1", "-1", " 1", "1 ", "1.0", "\u0663", "1e2"):
        assert whole_number(value, 1, 100) is None


@pytest.fixture
def lane_threads() -> Iterator[int]:
    settings = get_settings()
    kept = settings.fast_lane_threads
    settings.fast_lane_threads = 2
    yield 2
    settings.fast_lane_threads = kept


def test_queued_lanes_run_on_their_own_few_threads_and_no_other_request_waits_for_them(
    lane_threads: int,
) -> None:
    """At most ``fast_lane_threads`` requests of the queued lanes run at once (the rest wait in turn),
    while a lane that is not queued and the application answer beside them."""
    running, most, lock, release = [0], [0], threading.Lock(), threading.Event()

    def held(scope: Scope, body: bytes) -> Answer:
        with lock:
            running[0] += 1
            most[0] = max(most[0], running[0])
        release.wait(10)
        with lock:
            running[0] -= 1
        return Answer(b'{"by":"lane"}')

    def free(scope: Scope, body: bytes) -> Answer:
        return Answer(b'{"by":"free lane"}')

    lanes = FastLanes(_echo, [Lane("GET", "/queued", held, queued=True), Lane("GET", "/free", free)])
    client = TestClient(lanes)
    with ThreadPoolExecutor(6) as pool:
        queued = [pool.submit(client.get, "/queued") for _ in range(6)]
        deadline = time.monotonic() + 10
        while running[0] < lane_threads and time.monotonic() < deadline:
            time.sleep(0.01)
        time.sleep(0.2)  # room for a third to start, were the lane not held to its threads
        assert running[0] == lane_threads
        assert client.get("/free").json() == {"by": "free lane"}  # not behind the queued ones
        assert client.post("/other", content=b"x").json()["by"] == "application"
        release.set()
        assert all(f.result(10).json() == {"by": "lane"} for f in queued)
    assert most[0] == lane_threads and lanes.served == 7
