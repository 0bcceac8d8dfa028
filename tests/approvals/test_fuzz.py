"""Schemathesis over the fraud and approvals operations: no 500s, responses match their schemas.

Both valid and invalid inputs are generated (ids past the database's integer range, wrong types,
unknown fields, huge strings), against a database holding a few alerts and flows.
"""

from __future__ import annotations

from decimal import Decimal

import pytest
import schemathesis
from fastapi import FastAPI
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import response_schema_conformance

from tests.approvals.factories import submit
from tests.auth.factories import bearer_headers, make_user
from tests.fraud.factories import check, facts

FUZZED = r"^/api/email-scanning/(fraud|approvals)(/|$)"
MAX_EXAMPLES = 10
CHECKS = [not_a_server_error, response_schema_conformance]


@pytest.fixture
def api_schema(app: FastAPI) -> schemathesis.schemas.BaseSchema:
    return schemathesis.openapi.from_asgi("/api/openapi.json", app)


schema = schemathesis.pytest.from_fixture("api_schema").include(path_regex=FUZZED)


@pytest.fixture
def fuzz_headers() -> dict[str, str]:
    """An admin (reaches every operation) with something to read: alerts and open flows."""
    member = make_user()
    make_user(role="approver", approval_level=1)
    check(facts(owner_id=member.id, total=Decimal("99999.00"), supplier_tax_id="123456789"))
    submit(member.id, "5000.00", document_id=1)
    submit(member.id, "20000.00", document_id=2)
    return bearer_headers(make_user(role="admin"))


@schema.parametrize()
@settings(
    max_examples=MAX_EXAMPLES,
    deadline=None,
    derandomize=True,
    suppress_health_check=list(HealthCheck),
)
def test_fraud_and_approvals_never_fail_and_match_their_schemas(
    case: schemathesis.Case, fuzz_headers: dict[str, str]
) -> None:
    case.call_and_validate(headers=fuzz_headers, checks=CHECKS)
