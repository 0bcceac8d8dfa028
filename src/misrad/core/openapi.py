"""The OpenAPI document as the service really behaves, and its docs page served without the internet.

FastAPI lists 422 on every operation with parameters; the service answers invalid input with 400 and the
error envelope instead, so 422 goes and 400 is declared. The two ways to sign in (a bearer token, the
session cookie) are declared as security schemes so the docs page offers "Authorize". The page loads
Swagger UI from the ``fastapi-offline`` package (pinned in uv.lock), not a CDN, and has no inline script,
so a strict CSP holds; its starter script adds the CSRF header to cookie-signed writes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi
from fastapi.responses import HTMLResponse
from starlette.staticfiles import StaticFiles

from misrad.core.schemas import ErrorBody

DOCS_URL = "/api/docs"
ASSETS_URL = "/api/docs/assets"
OPENAPI_URL = "/api/openapi.json"
SECURITY_SCHEMES: dict[str, dict[str, str]] = {
    "bearerAuth": {
        "type": "http",
        "scheme": "bearer",
        "description": "A token from `POST /api/auth/tokens`: `Authorization: Bearer <token>`.",
    },
    "cookieAuth": {
        "type": "apiKey",
        "in": "cookie",
        "name": "misrad_session",
        "description": "The session cookie set by `POST /api/auth/login`. Writes also need the "
        "`X-CSRF-Token` header holding the `misrad_csrf` cookie (the docs page adds it).",
    },
}
DOCS_CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
    "font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"
)
_DOCS_PAGE = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>misrad API</title>
<link rel="stylesheet" href="{ASSETS_URL}/swagger-ui.css">
<link rel="icon" href="{ASSETS_URL}/favicon.png">
</head>
<body data-openapi-url="{OPENAPI_URL}">
<div id="swagger-ui"></div>
<script src="{ASSETS_URL}/swagger-ui-bundle.js"></script>
<script src="{ASSETS_URL}/misrad-docs.js"></script>
</body>
</html>
"""
_ERROR_RESPONSE = {
    "description": "Invalid input: the error envelope, its text in the caller's language",
    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}},
}


def install_docs(app: FastAPI, *, public_operations: Iterable[tuple[str, str]]) -> None:
    """The corrected OpenAPI document at ``OPENAPI_URL`` and its docs page at ``DOCS_URL``.

    ``public_operations`` are the (method, path) pairs open without signing in; every other
    operation requires one of the security schemes.
    """
    public = {(method.lower(), path) for method, path in public_operations}
    app.openapi = _builder(app, public)  # type: ignore[method-assign]
    app.mount(
        ASSETS_URL,
        StaticFiles(packages=[("fastapi_offline", "static"), ("misrad.core", "docs_assets")]),
        name="docs-assets",
    )

    @app.get(DOCS_URL, include_in_schema=False)
    def docs_page() -> HTMLResponse:
        return HTMLResponse(_DOCS_PAGE, headers={"Content-Security-Policy": DOCS_CSP})


def _builder(app: FastAPI, public: set[tuple[str, str]]) -> Callable[[], dict[str, Any]]:
    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            document = get_openapi(
                title=app.title, version=app.version, description=app.description, routes=app.routes
            )
            app.openapi_schema = describe_as_served(document, public)
        return app.openapi_schema

    return openapi


def describe_as_served(document: dict[str, Any], public: set[tuple[str, str]]) -> dict[str, Any]:
    components = document.setdefault("components", {})
    schemas = components.setdefault("schemas", {})
    schemas.setdefault("ErrorBody", ErrorBody.model_json_schema())
    components["securitySchemes"] = SECURITY_SCHEMES
    document["security"] = [{"bearerAuth": []}, {"cookieAuth": []}]
    for path, operations in document.get("paths", {}).items():
        for method, operation in operations.items():
            responses = operation.setdefault("responses", {})
            if responses.pop("422", None) is not None:
                responses.setdefault("400", _ERROR_RESPONSE)
            if (method, path) in public:
                operation["security"] = []
    for unused in ("HTTPValidationError", "ValidationError"):
        schemas.pop(unused, None)
    return document
