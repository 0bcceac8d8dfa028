"""The fast lanes' parity harness: one request to the application with its lanes and to one without,
the same answer expected, and whether a lane answered it (``FastLanes.served``, which no answer shows)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient
from httpx import Response

from misrad.app import create_app
from misrad.core.fast_lane import FastLanes
from misrad.core.settings import get_settings

# Headers an answer must carry alike whoever made it (the request id is checked on its own).
SAME_HEADERS = ("content-type", "x-content-type-options", "retry-after", "cache-control", "set-cookie")


def app_without_lanes() -> FastAPI:
    settings = get_settings()
    kept = settings.fast_lanes
    settings.fast_lanes = False
    try:
        return create_app(run_worker=False)
    finally:
        settings.fast_lanes = kept


def lanes_of(app: FastAPI) -> FastLanes:
    """The application's ``FastLanes`` layer (its middleware stack built if it is not yet)."""
    if app.middleware_stack is None:
        app.middleware_stack = app.build_middleware_stack()
    layer: Any = app.middleware_stack
    while not isinstance(layer, FastLanes):
        layer = layer.app  # every layer of the stack keeps the one inside it as ``app``
    return layer


def comparable(value: Any, ignored: Iterable[str] = ()) -> Any:
    """``value`` without the keys that differ by nature between two requests (ids, moments)."""
    skip = set(ignored)
    if isinstance(value, dict):
        return {k: comparable(v, skip) for k, v in value.items() if k not in skip}
    if isinstance(value, list):
        return [comparable(v, skip) for v in value]
    return value


@dataclass
class Parity:
    """Sends each request to both applications and checks the answers match."""

    with_lanes: TestClient
    without: TestClient
    lanes: FastLanes
    ignored: tuple[str, ...] = ()
    seen: list[str] = field(default_factory=list)

    @classmethod
    def between(cls, app: FastAPI, slow_app: FastAPI, ignored: tuple[str, ...] = ()) -> Parity:
        """The application with its lanes against one without, server errors answered, not raised."""
        fast = TestClient(app, raise_server_exceptions=False)
        slow = TestClient(slow_app, raise_server_exceptions=False)
        return cls(fast, slow, lanes_of(app), ignored)

    def check(self, method: str, url: str, *, served: bool, **options: Any) -> Response:
        """Both answers, the same; ``served``: whether the lane (not the application) answers it."""
        before = self.lanes.served
        fast = self.with_lanes.request(method, url, **options)
        assert (self.lanes.served - before == 1) is served, f"{method} {url} served: {not served}"
        slow = self.without.request(method, url, **options)
        assert fast.status_code == slow.status_code, (url, fast.text, slow.text)
        if slow.content:
            assert comparable(fast.json(), self.ignored) == comparable(slow.json(), self.ignored), url
        assert fast.content or not slow.content
        for name in SAME_HEADERS:
            assert fast.headers.get(name) == slow.headers.get(name), (url, name)
        sent_id = (options.get("headers") or {}).get("X-Request-ID")
        assert fast.headers["x-request-id"] == (sent_id or fast.headers["x-request-id"])
        assert len(fast.headers["x-request-id"]) >= 8 and slow.headers["x-request-id"]
        if fast.content:
            assert int(fast.headers["content-length"]) == len(fast.content)
        self.seen.append(f"{method} {url} {fast.status_code}")
        return fast
