"""The /api/ai-providers endpoints over HTTP: catalogue, provider settings, budgets, fallback rules,
health, key validation, and the 400 envelopes of bad input."""

from __future__ import annotations

import re
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from misrad.core.db import get_database
from misrad.core.security import secret_box
from misrad.providers.models import Budget, FallbackRule, Provider
from tests.providers import factories
from tests.providers.fake_servers import GOOD_KEY, FakeLLMServer, _kind
from tests.scratch import free_port

API = "/api/ai-providers"


def closed_port() -> int:
    """A local port nobody listens on."""
    return free_port()


CODES = {"local", "openai", "anthropic", "google", "mistral", "ollama", "openai_compatible"}


def _error(response: Any, status: int, code: str | None = None) -> dict[str, Any]:
    assert response.status_code == status, response.text
    body = response.json()
    assert body["success"] is False and body["error"]
    if code is not None:
        assert body["code"] == code, body
    return body


# ------------------------------------------------------------------------------------------ catalogue


def test_every_endpoint_needs_a_login(client: TestClient) -> None:
    for path in ("/providers", "/models", "/budget", "/budget/status", "/pricing", "/fallback"):
        _error(client.get(API + path), 401, "not_authenticated")
    _error(client.post(API + "/budget", json={}), 401)


def test_providers_list_the_catalogue_with_models_and_prices(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    response = client.get(f"{API}/providers", headers=member_headers)
    assert response.status_code == 200
    body = response.json()
    assert body["success"] is True
    providers = {p["code"]: p for p in body["providers"]}
    assert set(providers) == CODES
    for provider in providers.values():
        assert re.fullmatch(r"#[0-9A-Fa-f]{6}", provider["brand_color"])
        assert provider["description_he"] and provider["display_name"]
        assert "api_key" not in provider and provider["has_api_key"] is False
    assert providers["local"]["is_active"] is True and providers["openai"]["is_active"] is False
    luna = next(m for m in providers["openai"]["models"] if m["name"] == "gpt-6-luna")
    # 0.10 / 0.50 USD per 1M tokens
    assert luna["input_cost_per_1k"] == 0.0001 and luna["output_cost_per_1k"] == 0.0005
    assert luna["category"] == "fast" and luna["context_window"] > 0
    local = providers["local"]["models"][0]
    assert local["input_cost_per_1k"] == 0 and local["output_cost_per_1k"] == 0

    one = client.get(f"{API}/providers/{providers['anthropic']['id']}", headers=member_headers).json()
    assert one["success"] is True and one["provider"]["code"] == "anthropic" and one["provider"]["models"]
    _error(client.get(f"{API}/providers/999999", headers=member_headers), 404, "provider_not_found")


def test_models_filter_by_provider_and_category(client: TestClient, member_headers: dict[str, str]) -> None:
    everything = client.get(f"{API}/models", headers=member_headers).json()["models"]
    assert {m["category"] for m in everything} <= {"flagship", "fast", "vision"}
    anthropic = factories.provider_id("anthropic")
    only = client.get(f"{API}/models", params={"provider_id": anthropic}, headers=member_headers).json()
    assert only["models"] and {m["provider_id"] for m in only["models"]} == {anthropic}
    flagship = client.get(f"{API}/models", params={"category": "flagship"}, headers=member_headers).json()
    assert flagship["models"] and {m["category"] for m in flagship["models"]} == {"flagship"}
    assert set(flagship["models"][0]) >= {
        "id", "provider_id", "provider_name", "name", "display_name", "category", "input_cost_per_1k",
        "output_cost_per_1k", "context_window", "quality_rating", "speed_rating", "is_active",
    }  # fmt: skip
    _error(client.get(f"{API}/models", params={"category": "cheap"}, headers=member_headers), 400)
    _error(client.get(f"{API}/models", params={"provider_id": 999999}, headers=member_headers), 400)


def test_pricing_ranks_cheapest_and_most_expensive(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    body = client.get(f"{API}/pricing", headers=member_headers).json()
    assert body["success"] is True and body["pricing"]
    averages = [p["avg_cost_per_1k"] for p in body["pricing"]]
    for entry in body["pricing"]:
        assert entry["avg_cost_per_1k"] == pytest.approx(
            (entry["input_cost_per_1k"] + entry["output_cost_per_1k"]) / 2, abs=1e-6
        )
    assert body["cheapest"]["avg_cost_per_1k"] == min(averages)
    assert body["most_expensive"]["avg_cost_per_1k"] == max(averages)
    assert body["most_expensive"]["model_name"] in ("gpt-6.2-astra", "claude-fable-5-2")


# ------------------------------------------------------------------------------------------ provider settings


def test_provider_settings_are_for_admins(client: TestClient, member_headers: dict[str, str]) -> None:
    anthropic = factories.provider_id("anthropic")
    _error(client.put(f"{API}/providers/{anthropic}", json={"is_active": True}, headers=member_headers), 403)
    _error(client.post(f"{API}/validate-key", json={"provider_code": "openai", "api_key": "x"},
                       headers=member_headers), 403)  # fmt: skip


def test_api_key_is_checked_then_sealed_and_never_returned(
    client: TestClient, admin_headers: dict[str, str], llm: FakeLLMServer
) -> None:
    anthropic = factories.provider_id("anthropic")
    response = client.put(
        f"{API}/providers/{anthropic}",
        json={"is_active": True, "base_url": llm.base_url + "/", "api_key": GOOD_KEY},
        headers=admin_headers,
    )
    assert response.status_code == 200, response.text
    provider = response.json()["provider"]
    assert provider["is_active"] is True and provider["has_api_key"] is True
    assert provider["key_hint"] == GOOD_KEY[-4:] and provider["base_url"] == llm.base_url
    # The key went to the provider's own API (Anthropic model listing, x-api-key).
    listing = [r for r in llm.requests if r.method == "GET"]
    assert listing and listing[-1].path == "/v1/models" and "anthropic-version" in listing[-1].headers
    sent = listing[-1].headers
    assert GOOD_KEY in (sent.get("x-api-key", ""), sent.get("authorization", "").removeprefix("Bearer "))
    with get_database().unit_of_work(write=False) as session:
        stored = session.get(Provider, anthropic)
        assert stored is not None and stored.api_key_sealed and GOOD_KEY not in stored.api_key_sealed
        assert secret_box().open(stored.api_key_sealed) == GOOD_KEY
    for path in ("/providers", f"/providers/{anthropic}", "/models"):
        assert GOOD_KEY not in client.get(API + path, headers=admin_headers).text

    # A key the provider rejects is refused and nothing changes.
    _error(
        client.put(
            f"{API}/providers/{anthropic}", json={"api_key": "sk-wrong-key-0000"}, headers=admin_headers
        ),
        400,
        "invalid_api_key",
    )
    with get_database().unit_of_work(write=False) as session:
        stored = session.get(Provider, anthropic)
        assert stored is not None and secret_box().open(stored.api_key_sealed or "") == GOOD_KEY
    # "" removes the key.
    removed = client.put(f"{API}/providers/{anthropic}", json={"api_key": ""}, headers=admin_headers).json()
    assert removed["provider"]["has_api_key"] is False and removed["provider"]["key_hint"] is None


def test_unreachable_provider_refuses_the_key(client: TestClient, admin_headers: dict[str, str]) -> None:
    openai = factories.provider_id("openai")
    body = _error(
        client.put(
            f"{API}/providers/{openai}",
            json={"base_url": f"http://127.0.0.1:{closed_port()}/v1", "api_key": GOOD_KEY},
            headers=admin_headers,
        ),
        400,
        "provider_unreachable",
    )
    assert body["error"]


BAD_BASE_URLS = [
    "file:///etc/passwd",
    "ftp://example.com/v1",
    "gopher://127.0.0.1:7000",
    "javascript:alert(1)",
    "http://user:pw@example.com",
    "http://",
    "not a url",
]


def test_base_url_must_be_http(client: TestClient, admin_headers: dict[str, str]) -> None:
    openai = factories.provider_id("openai")
    for base_url in BAD_BASE_URLS:
        response = client.put(f"{API}/providers/{openai}", json={"base_url": base_url}, headers=admin_headers)
        _error(response, 400)
    with get_database().unit_of_work(write=False) as session:
        assert session.get(Provider, openai).base_url is None  # type: ignore[union-attr]


def test_provider_update_refuses_unknown_fields(client: TestClient, admin_headers: dict[str, str]) -> None:
    openai = factories.provider_id("openai")
    _error(client.put(f"{API}/providers/{openai}", json={"api_key_sealed": "x"}, headers=admin_headers), 400)
    _error(client.put(f"{API}/providers/999999", json={"is_active": True}, headers=admin_headers), 404)


def test_validate_key_tells_valid_invalid_and_unreachable_apart(
    client: TestClient, admin_headers: dict[str, str], llm: FakeLLMServer
) -> None:
    with get_database().unit_of_work() as session:
        session.get(Provider, factories.provider_id("openai")).base_url = llm.openai_base_url  # type: ignore[union-attr]
        session.get(Provider, factories.provider_id("google")).base_url = llm.base_url  # type: ignore[union-attr]
        session.get(
            Provider, factories.provider_id("mistral")
        ).base_url = f"http://127.0.0.1:{closed_port()}/v1"  # type: ignore[union-attr]

    def check(code: str, key: str) -> dict[str, Any]:
        response = client.post(
            f"{API}/validate-key",
            json={"provider_code": code, "api_key": key},
            headers={**admin_headers, "Accept-Language": "en"},
        )
        assert response.status_code == 200, response.text
        return response.json()

    good = check("openai", GOOD_KEY)
    assert good["success"] is True and good["is_valid"] is True and "valid" in good["message"]
    assert llm.requests[-1].path == "/v1/models"
    assert llm.requests[-1].headers["authorization"] == f"Bearer {GOOD_KEY}"
    bad = check("openai", "sk-nope-nope-nope")
    assert bad["is_valid"] is False and "invalid" in bad["message"]
    gemini_bad = check("google", "AIza-wrong")  # Gemini answers 400 API_KEY_INVALID
    assert gemini_bad["is_valid"] is False and "invalid" in gemini_bad["message"]
    assert check("google", GOOD_KEY)["is_valid"] is True
    unreachable = check("mistral", GOOD_KEY)
    assert unreachable["is_valid"] is False and "could not be reached" in unreachable["message"]
    _error(
        client.post(
            f"{API}/validate-key", json={"provider_code": "nope", "api_key": "k"}, headers=admin_headers
        ),
        400,
        "unknown_provider",
    )
    _error(client.post(f"{API}/validate-key", json={"provider_code": "openai"}, headers=admin_headers), 400)


# ------------------------------------------------------------------------------------------ budgets


def test_budget_crud(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str]
) -> None:
    openai = factories.provider_id("openai")
    created = client.post(
        f"{API}/budget",
        json={"name": "OpenAI יומי", "budget_type": "daily", "amount": 12.5, "provider_id": openai},
        headers=admin_headers,
    )
    assert created.status_code == 201, created.text
    budget = created.json()["budget"]
    assert created.json()["success"] is True
    assert budget["alert_threshold"] == 80 and budget["currency"] == "USD" and budget["amount"] == 12.5
    assert budget["provider_id"] == openai and budget["provider_name"] == "OpenAI"
    everyone = client.post(
        f"{API}/budget",
        json={"name": "all", "budget_type": "monthly", "amount": 100, "alert_threshold": 50,
              "provider_id": None, "currency": "ils"},
        headers=admin_headers,
    ).json()["budget"]  # fmt: skip
    assert everyone["provider_id"] is None and everyone["currency"] == "ILS" and everyone["provider_name"]

    listing = client.get(f"{API}/budget", headers=member_headers).json()
    assert listing["success"] is True and [b["id"] for b in listing["budgets"]] == [
        budget["id"],
        everyone["id"],
    ]

    updated = client.put(
        f"{API}/budget/{budget['id']}", json={"amount": 20, "alert_threshold": 90}, headers=admin_headers
    )
    assert updated.status_code == 200 and updated.json()["budget"]["amount"] == 20
    assert (
        updated.json()["budget"]["alert_threshold"] == 90
        and updated.json()["budget"]["name"] == "OpenAI יומי"
    )
    widened = client.put(f"{API}/budget/{budget['id']}", json={"provider_id": None}, headers=admin_headers)
    assert widened.json()["budget"]["provider_id"] is None

    _error(client.put(f"{API}/budget/{budget['id']}", json={"amount": 1}, headers=member_headers), 403)
    _error(client.delete(f"{API}/budget/{budget['id']}", headers=member_headers), 403)
    deleted = client.delete(f"{API}/budget/{budget['id']}", headers=admin_headers)
    assert deleted.status_code == 200 and deleted.json()["success"] is True and deleted.json()["message"]
    _error(client.delete(f"{API}/budget/{budget['id']}", headers=admin_headers), 404, "budget_not_found")
    _error(client.put(f"{API}/budget/{budget['id']}", json={"amount": 1}, headers=admin_headers), 404)


BAD_BUDGETS: list[dict[str, Any]] = [
    {"amount": -5},
    {"amount": 0},
    {"amount": "lots"},
    {"budget_type": "weekly"},
    {"alert_threshold": 0},
    {"alert_threshold": 101},
    {"alert_threshold": -20},
    {"provider_id": 999999},
    {"currency": "BTC"},
    {"name": ""},
    {"name": None},
    {"surprise": 1},
]


def test_bad_budget_input_is_400(client: TestClient, admin_headers: dict[str, str]) -> None:
    existing = factories.budget("10")
    for change in BAD_BUDGETS:
        body = {"name": "b", "budget_type": "daily", "amount": 10, "alert_threshold": 80, **change}
        _error(client.post(f"{API}/budget", json=body, headers=admin_headers), 400)
        if "name" not in change:
            _error(client.put(f"{API}/budget/{existing}", json=change, headers=admin_headers), 400)
    with get_database().unit_of_work(write=False) as session:
        (only,) = session.scalars(select(Budget)).all()
        assert only.amount == 10 and only.budget_type == "daily" and only.provider_id is None


def test_budget_requires_name_type_and_amount(client: TestClient, admin_headers: dict[str, str]) -> None:
    for missing in ("name", "budget_type", "amount"):
        body = {"name": "b", "budget_type": "daily", "amount": 10}
        body.pop(missing)
        _error(client.post(f"{API}/budget", json=body, headers=admin_headers), 400, "validation_error")


def test_budget_status_follows_the_contract(client: TestClient, member_headers: dict[str, str]) -> None:
    openai = factories.provider_id("openai")
    anthropic = factories.provider_id("anthropic")
    factories.budget("10", provider=openai)  # 8.50 spent: 85% >= 80 -> alert, not exceeded
    factories.budget("5", provider=anthropic)  # 6 spent: exceeded
    factories.budget("100", kind="monthly")  # 14.50 of 100
    factories.budget("370", currency="ILS")  # all providers today, 14.50 USD = 53.65 ILS at 3.70
    factories.usage(openai, cost="8.5")
    factories.usage(anthropic, cost="6")
    body = client.get(f"{API}/budget/status", headers=member_headers).json()
    assert body["success"] is True and body["has_alerts"] is True
    status = {s["budget"]["id"]: s for s in body["status"]}
    first, second, third, fourth = (status[k] for k in sorted(status))
    assert first["current_cost"] == 8.5 and first["percentage"] == 85.0 and first["remaining"] == 1.5
    assert first["is_alert"] is True and first["is_exceeded"] is False
    assert second["current_cost"] == 6 and second["is_exceeded"] is True and second["remaining"] == -1
    assert third["current_cost"] == 14.5 and third["percentage"] == 14.5
    assert third["is_alert"] is False and third["is_exceeded"] is False
    assert fourth["current_cost"] == pytest.approx(53.65) and fourth["budget"]["currency"] == "ILS"
    assert fourth["percentage"] == 14.5


def test_no_alert_below_threshold(client: TestClient, member_headers: dict[str, str]) -> None:
    factories.budget("10")
    factories.usage(factories.provider_id("openai"), cost="7.99")
    body = client.get(f"{API}/budget/status", headers=member_headers).json()
    assert body["has_alerts"] is False and body["status"][0]["is_alert"] is False


# ------------------------------------------------------------------------------------------ fallback


def test_fallback_rules_crud_and_refusals(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str]
) -> None:
    openai, anthropic, google = (factories.provider_id(c) for c in ("openai", "anthropic", "google"))
    created = client.post(
        f"{API}/fallback",
        json={"primary_provider_id": openai, "fallback_provider_id": anthropic, "max_retries": 2,
              "trigger_on_rate_limit": False},
        headers=admin_headers,
    )  # fmt: skip
    assert created.status_code == 201, created.text
    rule = created.json()["rule"]
    assert rule["primary_provider_id"] == openai and rule["fallback_provider_id"] == anthropic
    assert rule["max_retries"] == 2 and rule["trigger_on_rate_limit"] is False
    assert rule["trigger_on_error"] is True and rule["trigger_on_timeout"] is True

    def refused(body: dict[str, Any], status: int = 400, code: str | None = None) -> None:
        _error(client.post(f"{API}/fallback", json=body, headers=admin_headers), status, code)

    refused({"primary_provider_id": google, "fallback_provider_id": google}, code="fallback_invalid")
    refused({"primary_provider_id": google, "fallback_provider_id": 999999}, code="unknown_provider")
    refused({"primary_provider_id": 999999, "fallback_provider_id": google}, code="unknown_provider")
    refused({"primary_provider_id": anthropic, "fallback_provider_id": openai}, code="fallback_invalid")
    refused({"primary_provider_id": openai, "fallback_provider_id": google}, 409, "fallback_rule_exists")
    refused({"primary_provider_id": google, "fallback_provider_id": openai, "max_retries": -1})
    refused({"primary_provider_id": google, "fallback_provider_id": openai, "max_retries": 99})
    refused({"primary_provider_id": google})
    _error(
        client.post(f"{API}/fallback", json={"primary_provider_id": google, "fallback_provider_id": openai},
                    headers=member_headers),
        403,
    )  # fmt: skip

    chained = client.post(
        f"{API}/fallback", json={"primary_provider_id": anthropic, "fallback_provider_id": google},
        headers=admin_headers,
    )  # fmt: skip
    assert chained.status_code == 201
    # google -> openai would close openai -> anthropic -> google -> openai.
    refused({"primary_provider_id": google, "fallback_provider_id": openai}, code="fallback_invalid")
    chained_id = chained.json()["rule"]["id"]
    _error(client.put(f"{API}/fallback/{chained_id}", json={"fallback_provider_id": openai},
                      headers=admin_headers), 400, "fallback_invalid")  # fmt: skip
    _error(client.put(f"{API}/fallback/{chained_id}", json={"fallback_provider_id": anthropic},
                      headers=admin_headers), 400, "fallback_invalid")  # fmt: skip

    updated = client.put(f"{API}/fallback/{rule['id']}", json={"max_retries": 1}, headers=admin_headers)
    assert updated.status_code == 200 and updated.json()["rule"]["max_retries"] == 1
    rules = client.get(f"{API}/fallback", headers=member_headers).json()
    assert rules["success"] is True and len(rules["rules"]) == 2
    assert client.delete(f"{API}/fallback/{rule['id']}", headers=admin_headers).json()["success"] is True
    _error(client.delete(f"{API}/fallback/{rule['id']}", headers=admin_headers), 404)
    _error(client.put(f"{API}/fallback/{rule['id']}", json={"max_retries": 1}, headers=admin_headers), 404)
    with get_database().unit_of_work(write=False) as session:
        assert len(session.scalars(select(FallbackRule)).all()) == 1


# ------------------------------------------------------------------------------------------ health


def test_health_records_probes_and_uptime(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str], llm: FakeLLMServer
) -> None:
    openai = factories.connect("openai", llm)
    anthropic = factories.provider_id("anthropic")
    for healthy in (True, True, True, False):
        response = client.post(
            f"{API}/health-history/record",
            json={"provider_id": anthropic, "is_healthy": healthy, "response_time_ms": 120},
            headers=admin_headers,
        )
        assert response.status_code == 201, response.text
        assert response.json()["check"]["provider_name"] == "Anthropic"
    probed = client.post(f"{API}/health-history/record", json={"provider_id": openai}, headers=admin_headers)
    assert probed.status_code == 201 and probed.json()["check"]["is_healthy"] is True
    assert llm.requests[-1].method == "GET" and llm.requests[-1].path == "/v1/models"
    llm.script("500")
    down = client.post(f"{API}/health-history/record", json={"provider_id": openai}, headers=admin_headers)
    assert down.json()["check"]["is_healthy"] is False

    history = client.get(f"{API}/health-history", headers=member_headers).json()
    assert history["success"] is True and len(history["history"]) == 6
    assert history["uptime_percentage"] == pytest.approx(4 * 100 / 6, abs=0.01)
    entry = history["history"][0]
    assert set(entry) >= {
        "id",
        "provider_id",
        "provider_name",
        "is_healthy",
        "response_time_ms",
        "checked_at",
    }
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d", entry["checked_at"])
    only = client.get(
        f"{API}/health-history", params={"provider_id": anthropic}, headers=member_headers
    ).json()
    assert len(only["history"]) == 4 and only["uptime_percentage"] == 75.0

    _error(client.post(f"{API}/health-history/record", json={"provider_id": 999999, "is_healthy": True},
                       headers=admin_headers), 400, "unknown_provider")  # fmt: skip
    _error(client.post(f"{API}/health-history/record", json={"provider_id": openai, "is_healthy": True,
                       "response_time_ms": -1}, headers=admin_headers), 400)  # fmt: skip
    _error(client.post(f"{API}/health-history/record", json={"provider_id": openai, "is_healthy": True},
                       headers=member_headers), 403)  # fmt: skip


def test_scheduled_probes_run_through_the_queue(
    run_jobs: Any, llm: FakeLLMServer, admin_headers: dict[str, str], client: TestClient
) -> None:
    from misrad.core.queue import enqueue

    factories.connect("openai", llm)
    factories.connect("google", llm)
    llm.reset()
    with get_database().unit_of_work() as session:
        enqueue(session, "providers.schedule_probes")
    run_jobs()
    kinds = sorted(_kind(r.path, r.headers) for r in llm.requests if r.method == "GET")
    assert kinds == ["google", "openai"]
    history = client.get(f"{API}/health-history", headers=admin_headers).json()["history"]
    assert sorted(h["provider_name"] for h in history) == ["Google Gemini", "OpenAI"]


def test_stored_keys_survive_a_secret_key_rotation(
    llm: FakeLLMServer, monkeypatch: pytest.MonkeyPatch, client: TestClient, admin_headers: dict[str, str]
) -> None:
    from cryptography.fernet import Fernet

    from misrad.core.security import reset_secret_box
    from misrad.core.settings import get_settings
    from misrad.providers.service import rotate_keys

    openai = factories.connect("openai", llm)
    settings = get_settings()
    old_key = settings.secret_key or ""
    new_key = Fernet.generate_key().decode()
    monkeypatch.setattr(settings, "secret_key", f"{new_key},{old_key}")  # the new key in front
    reset_secret_box()
    try:
        with get_database().unit_of_work() as session:
            before = session.get(Provider, openai).api_key_sealed  # type: ignore[union-attr]
            assert rotate_keys(session) == 1
            after = session.get(Provider, openai).api_key_sealed  # type: ignore[union-attr]
        assert after != before
        monkeypatch.setattr(settings, "secret_key", new_key)  # the old key retired
        reset_secret_box()
        with get_database().unit_of_work(write=False) as session:
            assert secret_box().open(after or "") == GOOD_KEY
        probed = client.post(
            f"{API}/health-history/record", json={"provider_id": openai}, headers=admin_headers
        )
        assert probed.json()["check"]["is_healthy"] is True  # the provider is still reached with its key
    finally:
        monkeypatch.undo()
        reset_secret_box()
