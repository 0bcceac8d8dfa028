"""Schemathesis against the app's own OpenAPI, in process: no 500s, responses match their schemas.

Both valid and invalid inputs are generated (wrong types, missing fields, huge strings, negative pages,
SQL-like text). Every operation under ``/api/`` is fuzzed, in one test per part of the API (``PARTS``):
schemathesis runs all the operations of one test inside one pytest item, and one item of every
operation was the suite's longest by far, which the two test processes could not share.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
import schemathesis
from fastapi import FastAPI
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import response_schema_conformance

from tests.auth.factories import bearer_headers, make_user

FUZZED = r"^/api/"
# The parts, each about as long to fuzz as the others; together they cover ``FUZZED`` (tested below).
PARTS = {
    "documents": r"^/api/email-scanning/(documents|search|export|categories|tags)",
    "fraud_approvals_dashboard": r"^/api/email-scanning/(?!documents|search|export|categories|tags)",
    "providers": r"^/api/ai-providers/",
    "assistant": r"^/api/mcp-chatbot/",
    "records_auth_mail": r"^/api/(customers|invoices|repairs|auth|email-integration|health)(/|$)",
}
# The dashboard's event stream runs until its client leaves: each of its examples waited out the
# fuzzer's client (151 s of the fuzz's 420 on a loaded machine). Its one parameter's refusals are tested
# in tests/intake/test_stage_stream.py, its events there and in the browser's tests.
NOT_FUZZED = r"^/api/email-scanning/dashboard/stream$"
# Examples per operation and generation mode.
MAX_EXAMPLES = 15
CHECKS = [not_a_server_error, response_schema_conformance]


@pytest.fixture
def api_schema(app: FastAPI) -> schemathesis.schemas.BaseSchema:
    return schemathesis.openapi.from_asgi("/api/openapi.json", app)


@pytest.fixture
def fuzz_headers() -> dict[str, str]:
    """An admin's bearer token (admins reach every operation, so the fuzzer gets past 403)."""
    return bearer_headers(make_user(role="admin"))


def _fuzz(path_regex: str) -> Any:
    schema = schemathesis.pytest.from_fixture("api_schema").include(path_regex=path_regex)

    @schema.exclude(path_regex=NOT_FUZZED).parametrize()
    @settings(
        max_examples=MAX_EXAMPLES, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck)
    )
    def fuzz(case: schemathesis.Case, fuzz_headers: dict[str, str]) -> None:
        case.call_and_validate(headers=fuzz_headers, checks=CHECKS)

    return fuzz


test_documents_never_fail_and_match_their_schemas = _fuzz(PARTS["documents"])
test_fraud_approvals_and_dashboard_never_fail_and_match_schemas = _fuzz(PARTS["fraud_approvals_dashboard"])
test_providers_never_fail_and_match_their_schemas = _fuzz(PARTS["providers"])
test_the_assistant_never_fails_and_matches_its_schemas = _fuzz(PARTS["assistant"])
test_records_auth_and_mail_never_fail_and_match_their_schemas = _fuzz(PARTS["records_auth_mail"])


def test_every_fuzzed_path_is_in_exactly_one_part(app: FastAPI) -> None:
    paths = [p for p in app.openapi()["paths"] if re.search(FUZZED, p)]
    assert paths
    for path in paths:
        parts = [name for name, pattern in PARTS.items() if re.search(pattern, path)]
        assert len(parts) == 1, (path, parts)
