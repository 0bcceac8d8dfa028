"""Virtual keys and aliases through ``/api/ai-providers`` (who may create, see and revoke what)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from misrad.core.clock import utcnow
from misrad.core.db import get_database
from misrad.providers import metering
from misrad.providers.models import Budget, BudgetHold, UsageEvent, VirtualKey
from misrad.providers.relay import access
from misrad.providers.service.virtual_keys import hash_key
from tests.providers import factories

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures

URL = "/api/ai-providers/keys"


def test_admin_creates_a_key_shown_once_and_stored_hashed(
    client: TestClient, admin_headers: dict[str, str]
) -> None:
    body = {
        "name": "accountant's chat",
        "team": "finance",
        "allowed_models": ["gpt-6-luna"],
        "budget_type": "monthly",
        "budget_amount": 20,
        "requests_per_minute": 30,
        "expires_at": (utcnow() + timedelta(days=30)).isoformat(),
    }
    response = client.post(URL, json=body, headers=admin_headers)
    assert response.status_code == 201, response.text
    created = response.json()
    secret = created["secret"]
    assert secret.startswith("sk-misrad-") and created["key"]["key_hint"].endswith(secret[-4:])
    assert created["key"]["budget_amount"] == 20 and created["key"]["is_usable"] is True
    with get_database().unit_of_work(write=False) as session:
        stored = session.scalars(select(VirtualKey)).one()
        assert stored.key_hash == hash_key(secret) and secret not in repr(vars(stored))
    listed = client.get(URL, headers=admin_headers).json()["keys"]
    assert [k["id"] for k in listed] == [created["key"]["id"]] and "secret" not in listed[0]
    # The key's own budget is not one of the office's budgets.
    assert client.get("/api/ai-providers/budget", headers=admin_headers).json()["budgets"] == []


def test_member_creates_only_own_capped_keys_and_sees_only_them(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str]
) -> None:
    capped = {"name": "my script", "budget_type": "daily", "budget_amount": 5}
    assert client.post(URL, json=capped, headers=member_headers).status_code == 201
    for refused in (
        {"name": "no budget"},
        {**capped, "budget_amount": 500},
        {**capped, "team": "finance"},
    ):
        response = client.post(URL, json=refused, headers=member_headers)
        assert response.status_code == 403 and response.json()["code"] == "virtual_key_limit"
    admins = client.post(URL, json={"name": "office bot"}, headers=admin_headers).json()["key"]
    mine = client.get(URL, headers=member_headers).json()["keys"]
    assert len(mine) == 1 and mine[0]["name"] == "my script"
    assert client.get(f"{URL}/{admins['id']}", headers=member_headers).status_code == 404
    assert client.post(f"{URL}/{admins['id']}/revoke", headers=member_headers).status_code == 404


def test_revoking_is_seen_by_the_key_cache_at_once(client: TestClient, admin_headers: dict[str, str]) -> None:
    created = client.post(URL, json={"name": "bot"}, headers=admin_headers).json()
    grant = access.authenticate_key(created["secret"])  # cached in this process now
    assert grant.id == created["key"]["id"]
    revoked = client.post(f"{URL}/{grant.id}/revoke", headers=admin_headers).json()["key"]
    assert revoked["revoked_at"] and revoked["is_usable"] is False
    try:
        access.authenticate_key(created["secret"])
    except access.KeyRevoked:
        pass
    else:
        raise AssertionError("a revoked key was accepted from the cache")


def test_aliases_route_a_name_to_a_model(client: TestClient, admin_headers: dict[str, str]) -> None:
    model = factories.model("anthropic")
    response = client.post(
        "/api/ai-providers/aliases",
        json={"alias": "office-default", "model_id": model.id},
        headers=admin_headers,
    )
    assert response.status_code == 201
    route = access.model_routes()["office-default"]
    assert (route.model_id, route.provider_code) == (model.id, "anthropic")


def test_a_second_alias_of_the_same_name_is_a_409_and_the_first_still_routes(
    client: TestClient, admin_headers: dict[str, str]
) -> None:
    first, other = factories.model("anthropic"), factories.model("openai")
    url = "/api/ai-providers/aliases"
    made = client.post(url, json={"alias": "fast", "model_id": first.id}, headers=admin_headers)
    assert made.status_code == 201
    again = client.post(url, json={"alias": "fast", "model_id": other.id}, headers=admin_headers)
    assert again.status_code == 409 and again.json()["code"] == "model_alias_exists"
    assert "fast" in again.json()["error"]
    assert access.model_routes()["fast"].model_id == first.id


def test_a_key_for_an_owner_who_is_no_user_is_refused_in_the_callers_language(
    client: TestClient, admin_headers: dict[str, str]
) -> None:
    body = {"name": "ghost's key", "owner_user_id": 2147483646}
    refused = client.post(URL, json=body, headers={**admin_headers, "Accept-Language": "he"})
    assert refused.status_code == 400 and refused.json()["code"] == "key_owner_not_found"
    assert "בעל המפתח" in refused.json()["error"]
    assert client.get(URL, headers=admin_headers).json()["keys"] == []


def test_sweeper_turns_an_unsettled_call_into_its_usage_row() -> None:
    """A process killed between sending and settling leaves its hold: the sweeper meters the call."""
    provider = factories.provider_id("openai")
    pending = metering.Metered(
        user_id=None,
        provider_id=provider,
        model_id=None,
        price_id=None,
        feature="chat",
        usage=metering.Usage(input_tokens=40, output_tokens=100),
        cost_usd=metering.call_cost(metering.FREE, metering.Usage()),
        latency_ms=0,
        success=True,
        error_type=None,
        virtual_key_id=7,
        team="finance",
    )
    with get_database().write_transaction() as connection:
        metering.reserve_on(connection, (), metering.worst_case_cost(metering.FREE, 40, 100), pending)
    with get_database().unit_of_work() as session:
        session.execute(BudgetHold.__table__.update().values(expires_at=utcnow() - timedelta(seconds=1)))
    with get_database().unit_of_work() as session:
        assert metering.sweep_expired_holds(session) == 1
    with get_database().unit_of_work(write=False) as session:
        row = session.scalars(select(UsageEvent)).one()
        assert (row.virtual_key_id, row.team, row.error_type, row.output_tokens) == (
            7,
            "finance",
            "unsettled",
            100,
        )
        assert session.scalars(select(BudgetHold)).all() == []
        assert session.scalars(select(Budget)).all() == []
