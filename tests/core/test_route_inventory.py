"""Every endpoint of the app, whichever area adds it, refuses anonymous callers (CONTRACT 2)."""

from __future__ import annotations

import re

from fastapi import FastAPI
from fastapi.routing import APIRoute
from fastapi.testclient import TestClient

# The only doors open without credentials.
PUBLIC = {("POST", "/api/auth/login"), ("GET", "/api/health")}
# The web application's sign-in page and form (pages answer a redirect to it, not 401).
PUBLIC_PAGES = {("GET", "/login"), ("POST", "/login")}
# Framework pages that describe the API (no data).
DOCS = {"/api/openapi.json", "/api/docs", "/api/docs/oauth2-redirect", "/docs/oauth2-redirect"}


def _routes(app: FastAPI) -> list[tuple[str, set[str]]]:
    """(path, methods) of every route, through included routers (FastAPI >= 0.165 nests them)."""
    try:
        from fastapi.routing import iter_route_contexts
    except ImportError:  # older FastAPI: the app's routes are already flat
        return [(r.path, set(r.methods)) for r in app.routes if isinstance(r, APIRoute)]
    return [
        (context.path_format or context.path, set(context.methods))
        for context in iter_route_contexts(app.routes)
        if context.methods and (context.path_format or context.path)
    ]


# The OpenAI-compatible endpoints answer in OpenAI's error shape (docs/api/openai-compatible.md).
RELAY = "/v1/"


def _is_page(path: str) -> bool:
    return not path.startswith(("/api/", "/mcp", RELAY))


def _endpoints(app: FastAPI, *, pages: bool = False, relay: bool = False) -> list[tuple[str, str]]:
    """The API's endpoints, or (``pages``) the web application's pages, or (``relay``) ``/v1``'s."""
    found = []
    for route_path, methods in _routes(app):
        if route_path in DOCS or _is_page(route_path) != pages or route_path.startswith(RELAY) != relay:
            continue
        path = re.sub(r"\{[^}/]+\}", "1", route_path)
        found.extend((method, path) for method in sorted(methods - {"HEAD", "OPTIONS"}))
    return found


def test_the_inventory_covers_the_known_areas(app: FastAPI) -> None:
    endpoints = _endpoints(app)
    assert ("GET", "/api/auth/me") in endpoints and ("POST", "/api/auth/tokens") in endpoints
    assert len(endpoints) >= 10


def test_every_endpoint_but_login_and_health_answers_401_without_credentials(
    app: FastAPI, client: TestClient
) -> None:
    failures = []
    for method, path in _endpoints(app):
        if (method, path) in PUBLIC:
            continue
        response = client.request(method, path, json={}, headers={"Accept-Language": "en"})
        if response.status_code != 401 or response.json().get("code") != "not_authenticated":
            failures.append(f"{method} {path} -> {response.status_code} {response.text[:120]}")
    assert not failures, "\n".join(failures)


def test_every_relay_endpoint_answers_401_in_openai_shape_without_a_key(app: FastAPI) -> None:
    anonymous = TestClient(app, raise_server_exceptions=False)
    endpoints = _endpoints(app, relay=True)
    assert ("POST", "/v1/chat/completions") in endpoints
    for method, path in endpoints:
        for headers in ({}, {"authorization": "Bearer sk-misrad-forged"}):
            response = anonymous.request(method, path, json={}, headers=headers)
            assert response.status_code == 401, f"{method} {path}"
            assert response.json()["error"]["type"], f"{method} {path}"


def test_a_garbage_session_cookie_is_401_too(app: FastAPI) -> None:
    anonymous = TestClient(app, raise_server_exceptions=False, cookies={"misrad_session": "forged"})
    for method, path in _endpoints(app):
        if (method, path) in PUBLIC:
            continue
        assert anonymous.request(method, path, json={}).status_code == 401, f"{method} {path}"


def test_every_page_but_sign_in_sends_an_anonymous_or_forged_caller_to_sign_in(app: FastAPI) -> None:
    pages = _endpoints(app, pages=True)
    assert ("GET", "/documents") in pages and ("POST", "/documents/1") in pages
    failures = []
    for cookies in ({}, {"misrad_session": "forged"}):
        browser = TestClient(app, raise_server_exceptions=False, cookies=cookies)
        for method, path in pages:
            if (method, path) in PUBLIC_PAGES:
                continue
            response = browser.request(method, path, data={}, follow_redirects=False)
            if response.status_code != 303 or not response.headers["location"].startswith("/login"):
                failures.append(f"{method} {path} -> {response.status_code}")
    assert not failures, "\n".join(failures)
