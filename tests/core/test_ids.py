"""Every id the API takes, in a path, a query or a JSON body, is bounded to 1..2^31-1 (one type, `Id`).

Past the bound a number is a 400 naming the field, on SQLite (whose driver overflows at 2^63) and on
PostgreSQL (whose integer keys overflow at 2^31) alike, never a 500 and never a lookup. The walk reads
the app's own OpenAPI document, so an operation added later is covered without being listed here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

MAX_ID = 2**31 - 1

TOO_LARGE = [2**31, 2**63, 2**64]
ID_NAME = re.compile(r"(^|_)id$")


def _resolve(spec: dict[str, Any], schema: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = spec["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]
    return schema


def _is_integer(spec: dict[str, Any], schema: dict[str, Any]) -> bool:
    schema = _resolve(spec, schema)
    options = schema.get("anyOf", [schema])
    return any(_resolve(spec, option).get("type") == "integer" for option in options)


def _body_ids(
    spec: dict[str, Any], schema: dict[str, Any], prefix: tuple[str, ...] = ()
) -> Iterator[tuple[str, ...]]:
    """Paths to the integer ids of a JSON body, one level of nesting deep (export filters)."""
    schema = _resolve(spec, schema)
    for name, field in schema.get("properties", {}).items():
        if ID_NAME.search(name) and _is_integer(spec, field):
            yield (*prefix, name)
        elif not prefix:
            for option in _resolve(spec, field).get("anyOf", [field]):
                if "properties" in _resolve(spec, option):
                    yield from _body_ids(spec, option, (name,))


def _nested(path: tuple[str, ...], value: int) -> dict[str, Any]:
    body: dict[str, Any] = {path[-1]: value}
    for name in reversed(path[:-1]):
        body = {name: body}
    return body


def _cases(spec: dict[str, Any]) -> Iterator[tuple[str, str, str, dict[str, Any]]]:
    """(method, url template, field name, request keywords) for every id the API takes."""
    for template, operations in spec["paths"].items():
        for method, operation in operations.items():
            parameters = [
                p
                for p in operation.get("parameters", [])
                if ID_NAME.search(p["name"]) and _is_integer(spec, p["schema"])
            ]
            path_ids = [p["name"] for p in parameters if p["in"] == "path"]
            for parameter in parameters:
                where = "path" if parameter["in"] == "path" else "params"
                yield method, template, parameter["name"], {"where": where, "path_ids": path_ids}
            body = operation.get("requestBody", {}).get("content", {}).get("application/json")
            if body:
                for field in _body_ids(spec, body["schema"]):
                    yield method, template, ".".join(field), {"where": "json", "path_ids": path_ids}


def _request(
    client: TestClient, headers: dict[str, str], case: tuple[str, str, str, dict[str, Any]], value: int
) -> Any:
    method, template, field, how = case
    url = template
    for name in how["path_ids"]:
        url = url.replace("{" + name + "}", str(value if how["where"] == "path" and name == field else 1))
    url = re.sub(r"\{[^}]+\}", "x", url)
    keywords: dict[str, Any] = {}
    if how["where"] == "params":
        keywords["params"] = {field: value}
    elif how["where"] == "json":
        keywords["json"] = _nested(tuple(field.split(".")), value)
    return client.request(method.upper(), url, headers=headers, **keywords)


@pytest.mark.parametrize("value", TOO_LARGE)
def test_every_id_past_the_bound_is_a_400_naming_it(
    app: FastAPI, client: TestClient, admin_headers: dict[str, str], value: int
) -> None:
    cases = list(_cases(app.openapi()))
    assert len(cases) >= 60  # paths, filters and bodies of every area
    headers = {**admin_headers, "Accept-Language": "en"}
    failures = []
    for case in cases:
        response = _request(client, headers, case, value)
        body = response.json()
        field = case[2].rsplit(".", 1)[-1]
        if (
            response.status_code != 400
            or body.get("code") != "validation_error"
            or field not in body["error"]
        ):
            failures.append(
                f"{case[0].upper()} {case[1]} {case[2]}={value}: {response.status_code} {response.text[:160]}"
            )
    assert not failures, "\n".join(failures)


def test_the_largest_id_is_an_ordinary_lookup(client: TestClient, admin_headers: dict[str, str]) -> None:
    for url in (
        f"/api/email-scanning/documents/{MAX_ID}",
        f"/api/mcp-chatbot/conversations/{MAX_ID}",
        f"/api/email-integration/accounts/{MAX_ID}",
    ):
        assert client.get(url, headers=admin_headers).status_code == 404, url
    zero = client.get("/api/email-scanning/categories/0", headers=admin_headers)
    assert zero.status_code == 400 and zero.json()["code"] == "validation_error"


@pytest.mark.parametrize("value", TOO_LARGE)
def test_an_upload_into_a_category_past_the_bound_is_a_400(
    client: TestClient, admin_headers: dict[str, str], value: int
) -> None:
    response = client.post(
        "/api/email-scanning/documents/upload",
        headers=admin_headers,
        files={"file": ("a.pdf", b"%PDF-1.4 nothing", "application/pdf")},
        data={"category_id": str(value)},
    )
    assert response.status_code == 400 and "category_id" in response.json()["error"]


def test_the_openapi_document_states_the_id_bounds(app: FastAPI) -> None:
    spec = app.openapi()
    for method, template, field, how in _cases(spec):
        operation = spec["paths"][template][method]
        if how["where"] == "json":
            continue
        schema = next(p["schema"] for p in operation["parameters"] if p["name"] == field)
        bounded = [s for s in schema.get("anyOf", [schema]) if s.get("type") == "integer"]
        assert bounded and bounded[0].get("minimum") == 1 and bounded[0].get("maximum") == MAX_ID, (
            template,
            field,
        )
