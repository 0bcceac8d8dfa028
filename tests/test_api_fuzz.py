"""Schemathesis against the app's own OpenAPI, in process: no 500s, responses match their schemas.

Both valid and invalid inputs are generated (wrong types, missing fields, huge strings, negative pages,
SQL-like text). To fuzz another area, add its path to ``FUZZED`` (``r"^/api/"`` fuzzes everything).
"""

from __future__ import annotations

import pytest
import schemathesis
from fastapi import FastAPI
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import response_schema_conformance

from tests.auth.factories import bearer_headers, make_user

FUZZED = r"^/api/"
# Examples per operation and generation mode; keeps the whole module well under a minute.
MAX_EXAMPLES = 15
CHECKS = [not_a_server_error, response_schema_conformance]


@pytest.fixture
def api_schema(app: FastAPI) -> schemathesis.schemas.BaseSchema:
    return schemathesis.openapi.from_asgi("/api/openapi.json", app)


schema = schemathesis.pytest.from_fixture("api_schema").include(path_regex=FUZZED)


@pytest.fixture
def fuzz_headers() -> dict[str, str]:
    """An admin's bearer token (admins reach every operation, so the fuzzer gets past 403)."""
    return bearer_headers(make_user(role="admin"))


@schema.parametrize()
@settings(
    max_examples=MAX_EXAMPLES,
    deadline=None,
    derandomize=True,
    suppress_health_check=list(HealthCheck),
)
def test_api_never_fails_and_matches_its_schema(
    case: schemathesis.Case, fuzz_headers: dict[str, str]
) -> None:
    case.call_and_validate(headers=fuzz_headers, checks=CHECKS)
