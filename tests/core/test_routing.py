"""The app's router reaches every route, and a router is asked only about paths under its prefix."""

from __future__ import annotations

import re

import pytest
from fastapi import FastAPI
from fastapi.routing import iter_route_contexts
from starlette.routing import Match
from starlette.types import Scope

from misrad.app import Matcher


def _scope(method: str, path: str) -> dict[str, object]:
    return {"type": "http", "method": method, "path": path, "root_path": "", "headers": []}


def _first_full_match(app: FastAPI, method: str, path: str) -> object | None:
    """The app's top-level route a request goes to, found as the app's router looks (first full match)."""
    scope = _scope(method, path)
    for route in app.router.routes:
        match, _ = route.matches(scope)
        if match == Match.FULL:
            return route
    return None


def test_every_route_is_reached_by_its_own_path(app: FastAPI) -> None:
    contexts = [c for c in iter_route_contexts(app.routes) if c.methods and (c.path_format or c.path)]
    assert len(contexts) > 100
    for context in contexts:
        path = re.sub(r"\{[^}]+\}", "1", context.path_format or context.path)
        for method in context.methods:
            assert _first_full_match(app, method, path) is not None, f"{method} {path} is not reached"


def test_a_router_is_not_asked_about_a_path_outside_its_prefix(
    app: FastAPI, monkeypatch: pytest.MonkeyPatch
) -> None:
    routers = [r for r in app.router.routes if getattr(getattr(r, "original_router", None), "prefix", "")]
    prefixes = {r.original_router.prefix for r in routers}  # type: ignore[attr-defined]
    assert {"/api/auth", "/api/mcp-chatbot", "/v1"} <= prefixes
    for route in routers:
        router = route.original_router  # type: ignore[attr-defined]
        asked: list[str] = []

        def noted(
            scope: Scope, ask: Matcher = router.matches, asked: list[str] = asked
        ) -> tuple[Match, Scope]:
            asked.append(scope["path"])
            return ask(scope)

        monkeypatch.setattr(router, "matches", noted)
        for path in ("/elsewhere" + router.prefix, router.prefix + "/x"):
            route.matches(_scope("GET", path))
        assert asked == [router.prefix + "/x"], f"{router.prefix} was asked about {asked}"
