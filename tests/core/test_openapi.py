"""The OpenAPI document says what the service does (400 not 422, bounds, security schemes), and the docs
page works without the internet: every file it loads is served by the app itself."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient

from tests.auth.factories import bearer_headers, make_user


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []
        self.inline_scripts = 0
        self._in_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        self.urls.extend(v for k, v in values.items() if k in ("src", "href") and v)
        self._in_script = tag == "script" and "src" not in values

    def handle_data(self, data: str) -> None:
        if self._in_script and data.strip():
            self.inline_scripts += 1

    def handle_endtag(self, tag: str) -> None:
        self._in_script = False


def test_the_docs_page_loads_only_local_files_that_the_app_serves(client: TestClient) -> None:
    page = client.get("/api/docs")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    links = _Links()
    links.feed(page.text)
    assert len(links.urls) >= 3 and links.inline_scripts == 0
    for url in links.urls:
        assert url.startswith("/") and not url.startswith("//"), url
        asset = client.get(url)
        assert asset.status_code == 200 and len(asset.content) > 0, url
    assert any("swagger-ui-bundle.js" in url for url in links.urls)
    # No inline script is allowed, and nothing is loaded from elsewhere.
    policy = page.headers["content-security-policy"]
    script_sources = re.search(r"script-src ([^;]*)", policy)
    assert script_sources and script_sources.group(1).strip() == "'self'"
    assert "default-src 'none'" in policy


def test_the_docs_page_adds_the_csrf_header_to_cookie_signed_writes(client: TestClient) -> None:
    starter = client.get("/api/docs/assets/misrad-docs.js").text
    assert "requestInterceptor" in starter and "X-CSRF-Token" in starter and "misrad_csrf" in starter


def test_sign_in_schemes_are_declared_and_required_except_on_public_operations(app: FastAPI) -> None:
    spec = app.openapi()
    schemes = spec["components"]["securitySchemes"]
    assert schemes["bearerAuth"] == {**schemes["bearerAuth"], "type": "http", "scheme": "bearer"}
    assert schemes["cookieAuth"]["in"] == "cookie" and schemes["cookieAuth"]["name"] == "misrad_session"
    assert spec["security"] == [{"bearerAuth": []}, {"cookieAuth": []}]
    assert spec["paths"]["/api/auth/login"]["post"]["security"] == []
    assert spec["paths"]["/api/health"]["get"]["security"] == []
    assert "security" not in spec["paths"]["/api/auth/me"]["get"]


def test_a_bearer_token_as_authorize_sends_it_writes_without_csrf(client: TestClient) -> None:
    headers = bearer_headers(make_user(role="admin"))
    response = client.post(
        "/api/email-scanning/categories", headers=headers, json={"name": "נסיעות", "color": "#112233"}
    )
    assert response.status_code == 201, response.text


def _operations(spec: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [(m, p, op) for p, ops in spec["paths"].items() for m, op in ops.items()]


def test_no_operation_lists_422_and_every_one_taking_input_lists_400_with_the_envelope(app: FastAPI) -> None:
    spec = app.openapi()
    assert "HTTPValidationError" not in spec["components"]["schemas"]
    for method, path, operation in _operations(spec):
        assert "422" not in operation["responses"], (method, path)
        if operation.get("parameters") or operation.get("requestBody"):
            bad = operation["responses"].get("400")
            assert bad, (method, path)
            schema = bad["content"]["application/json"]["schema"]
            assert schema == {"$ref": "#/components/schemas/ErrorBody"}, (method, path)


def _body_schema(spec: dict[str, Any], path: str, method: str) -> dict[str, Any]:
    schema = spec["paths"][path][method]["requestBody"]["content"]["application/json"]["schema"]
    return spec["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]


def _parameter(spec: dict[str, Any], path: str, method: str, name: str) -> dict[str, Any]:
    operation = spec["paths"][path][method]
    schema: dict[str, Any] = next(p["schema"] for p in operation["parameters"] if p["name"] == name)
    return schema


def test_the_bounds_the_service_enforces_are_stated(app: FastAPI) -> None:
    spec = app.openapi()
    chat = _body_schema(spec, "/api/mcp-chatbot/chat", "post")["properties"]["message"]
    assert chat["maxLength"] == 4000
    conversations = _parameter(spec, "/api/mcp-chatbot/conversations", "get", "status")
    assert conversations["enum"] == ["active", "archived", "all"]
    severity = _parameter(spec, "/api/email-scanning/fraud/alerts", "get", "severity")
    assert severity["enum"] == ["high", "medium", "low"]
    customer = _body_schema(spec, "/api/customers", "post")["properties"]["name"]
    assert customer["maxLength"] == 200 and "\\u0000" in customer["pattern"]
    category = _body_schema(spec, "/api/email-scanning/categories", "post")["properties"]
    assert category["color"]["pattern"] == "^#[0-9A-Fa-f]{6}$"
    assert category["keywords"]["items"]["maxLength"] == 100
    document = _body_schema(spec, "/api/email-scanning/documents/{document_id}", "put")["properties"]
    tags = next(s for s in document["tags"]["anyOf"] if s.get("type") == "array")
    assert tags["items"]["maxLength"] == 50 and tags["maxItems"] == 50
    export = _body_schema(spec, "/api/email-scanning/export", "post")["properties"]["fields"]
    assert "supplier_name" in export["items"]["enum"] and "password" not in export["items"]["enum"]
