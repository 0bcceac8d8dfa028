"""Reports over HTTP: cost and model comparisons, usage export (JSON and streamed CSV), summary."""

from __future__ import annotations

import csv
import io
import json
from datetime import timedelta

import pytest
from fastapi.testclient import TestClient

from misrad.core.clock import utcnow
from misrad.core.db import get_database
from misrad.providers import service
from misrad.providers.service import reports
from tests.auth.factories import make_user
from tests.providers import factories

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures

API = "/api/ai-providers"


@pytest.fixture
def usage() -> dict[str, int]:
    openai, anthropic = factories.provider_id("openai"), factories.provider_id("anthropic")
    astra = factories.model("openai", "gpt-6.2-astra").id
    opus = factories.model("anthropic", "claude-opus-5-5").id
    user = make_user(email="=cmd@example.co.il")
    factories.usage(openai, model_id=astra, cost="3", input_tokens=1000, output_tokens=100, user_id=user.id)
    factories.usage(openai, model_id=astra, cost="0", success=False)
    factories.usage(anthropic, model_id=opus, cost="1", input_tokens=10, output_tokens=5)
    factories.usage(anthropic, model_id=opus, cost="2", at=utcnow() - timedelta(days=10))
    factories.usage(anthropic, model_id=opus, cost="50", at=utcnow() - timedelta(days=40))  # outside 30 days
    return {"openai": openai, "anthropic": anthropic, "astra": astra, "opus": opus, "user": user.id}


def _compare_costs(client: TestClient, member_headers: dict[str, str], usage: dict[str, int]) -> None:
    body = client.get(f"{API}/compare/costs", headers=member_headers).json()
    assert body["success"] is True and body["period_days"] == 30 and body["total_cost"] == 6
    first, second = body["comparison"][:2]
    assert first["provider_id"] == usage["openai"] and first["total_cost"] == 3
    assert first["request_count"] == 2 and first["cost_per_request"] == 1.5 and first["percentage"] == 50
    assert (
        first["input_tokens"] == 1100 and first["output_tokens"] == 150 and first["brand_color"] == "#10A37F"
    )
    assert (
        second["provider_name"] == "Anthropic" and second["request_count"] == 2 and second["total_cost"] == 3
    )
    week = client.get(f"{API}/compare/costs", params={"days": 7}, headers=member_headers).json()
    assert week["period_days"] == 7 and week["total_cost"] == 4
    wide = client.get(f"{API}/compare/costs", params={"days": 60}, headers=member_headers).json()
    assert wide["total_cost"] == 56
    for bad in (0, -1, 100000, "x"):
        response = client.get(f"{API}/compare/costs", params={"days": bad}, headers=member_headers)
        assert response.status_code == 400 and response.json()["success"] is False


def _compare_models(client: TestClient, member_headers: dict[str, str], usage: dict[str, int]) -> None:
    body = client.get(f"{API}/compare/models", headers=member_headers).json()
    assert body["success"] is True and body["period_days"] == 30
    rows = {r["model_id"]: r for r in body["comparison"]}
    astra = rows[usage["astra"]]
    assert astra["model_name"] == "gpt-6.2-astra" and astra["provider_name"] == "OpenAI"
    assert astra["request_count"] == 2 and astra["error_rate"] == 0.5 and astra["total_cost"] == 3
    assert astra["avg_latency_ms"] == 100 and astra["input_tokens"] == 1100
    assert rows[usage["opus"]]["request_count"] == 2 and rows[usage["opus"]]["error_rate"] == 0


def _export_usage_json(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str], usage: dict[str, int]
) -> None:
    body = client.get(f"{API}/export/usage", headers=admin_headers).json()
    assert body["success"] is True and body["total"] == 4 and len(body["usage"]) == 4
    oldest = body["usage"][-1]  # newest first: the one of 10 days ago comes last
    assert oldest["cost"] == 2 and oldest["provider"] == "Anthropic"
    assert {"timestamp", "user", "provider", "model", "feature", "input_tokens", "output_tokens", "cost",
            "latency_ms", "success", "error_type"} <= set(oldest)  # fmt: skip
    only = client.get(
        f"{API}/export/usage", params={"provider_id": usage["openai"], "limit": 1}, headers=admin_headers
    ).json()
    assert (
        only["total"] == 2 and len(only["usage"]) == 1 and only["usage"][0]["provider_id"] == usage["openai"]
    )
    week = client.get(f"{API}/export/usage", params={"days": 7}, headers=admin_headers).json()
    assert week["total"] == 3
    # A member sees only the member's own calls.
    assert client.get(f"{API}/export/usage", headers=member_headers).json()["total"] == 0
    bad = client.get(f"{API}/export/usage", params={"provider_id": 999999}, headers=admin_headers)
    assert bad.status_code == 400
    assert (
        client.get(f"{API}/export/usage", params={"format": "xml"}, headers=admin_headers).status_code == 400
    )


def _export_usage_csv_streams_a_safe_attachment(
    client: TestClient, admin_headers: dict[str, str], usage: dict[str, int]
) -> None:
    response = client.get(f"{API}/export/usage", params={"format": "csv"}, headers=admin_headers)
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/csv")
    assert "attachment" in response.headers["content-disposition"]
    rows = list(csv.reader(io.StringIO(response.text)))
    assert rows[0] == [
        "timestamp", "user", "provider", "model", "feature", "input_tokens", "output_tokens", "cost",
        "latency_ms", "success", "error_type",
    ]  # fmt: skip
    assert len(rows) == 5
    mine = next(r for r in rows[1:] if r[5] == "1000")
    assert mine[1] == "'=cmd@example.co.il"  # a formula-looking cell is neutralised
    assert mine[2] == "OpenAI" and mine[3] == "gpt-6.2-astra" and mine[7] == "3.000000" and mine[9] == "true"
    failed = next(r for r in rows[1:] if r[9] == "false")
    assert failed[10] == "unavailable"
    only = client.get(
        f"{API}/export/usage",
        params={"format": "csv", "provider_id": usage["anthropic"]},
        headers=admin_headers,
    )
    assert len(list(csv.reader(io.StringIO(only.text)))) == 3


def _summary_report(client: TestClient, member_headers: dict[str, str], usage: dict[str, int]) -> None:
    body = client.get(f"{API}/export/summary", headers=member_headers).json()
    assert body["success"] is True
    report = body["report"]
    assert report["period"] and report["generated_at"] and report["period_days"] == 30
    assert report["summary"] == {
        "total_requests": 4,
        "total_cost": 6.0,
        "total_tokens": 1100 + 150 + 15 + 150,
    }
    assert [p["provider_id"] for p in report["by_provider"]] == [usage["openai"], usage["anthropic"]]
    assert len(report["by_day"]) == 30 and sum(d["request_count"] for d in report["by_day"]) == 4
    assert report["by_day"][-1]["request_count"] == 3
    week = client.get(f"{API}/export/summary", params={"days": 7}, headers=member_headers).json()["report"]
    assert week["summary"]["total_requests"] == 3 and len(week["by_day"]) == 7
    english = client.get(f"{API}/export/summary", params={"days": 7}, headers={**member_headers,
                         "Accept-Language": "en"}).json()["report"]  # fmt: skip
    assert english["period"].endswith("(7 days)")


def test_reports_start_empty(client: TestClient, member_headers: dict[str, str]) -> None:
    costs = client.get(f"{API}/compare/costs", headers=member_headers).json()
    assert costs["total_cost"] == 0 and all(c["percentage"] == 0 for c in costs["comparison"])
    assert client.get(f"{API}/compare/models", headers=member_headers).json()["comparison"] == []
    summary = client.get(f"{API}/export/summary", headers=member_headers).json()["report"]
    assert summary["summary"]["total_requests"] == 0


def test_comparisons_and_summary(
    client: TestClient, member_headers: dict[str, str], usage: dict[str, int]
) -> None:
    """One set of usage rows (setting it up is the slow part) serves the three rollup reports."""
    _compare_costs(client, member_headers, usage)
    _compare_models(client, member_headers, usage)
    _summary_report(client, member_headers, usage)


def test_usage_export_json_and_csv(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str], usage: dict[str, int]
) -> None:
    _export_usage_json(client, admin_headers, member_headers, usage)
    _export_usage_csv_streams_a_safe_attachment(client, admin_headers, usage)


def test_usage_csv_neutralises_lookalike_signs_and_invisible_characters(
    client: TestClient, admin_headers: dict[str, str]
) -> None:
    openai = factories.provider_id("openai")
    for email in ("\u200b=zero@example.co.il", "＝wide@example.co.il"):
        factories.usage(openai, user_id=make_user(email=email).id)
    response = client.get(f"{API}/export/usage", params={"format": "csv"}, headers=admin_headers)
    users = sorted(row[1] for row in list(csv.reader(io.StringIO(response.text)))[1:])
    assert users == ["'\u200b=zero@example.co.il", "'＝wide@example.co.il"]


def test_uptimes_of_every_provider_in_one_query_and_the_json_download() -> None:
    """``uptimes`` groups the window's checks by provider (an unchecked one is absent); ``usage_json``
    streams the export's JSON shape with the count of what it streamed."""
    openai, anthropic = factories.provider_id("openai"), factories.provider_id("anthropic")
    with get_database().unit_of_work() as session:
        for healthy in (True, True, True, False):
            service.record_health(session, openai, healthy, 100)
        service.record_health(session, anthropic, True, 100)
    factories.usage(openai, cost="0.25")
    with get_database().unit_of_work(write=False) as session:
        assert service.uptimes(session, days=7) == {openai: 75.0, anthropic: 100.0}
        checks, _ = service.health_history(session, days=7, provider_id=None, limit=10)
    assert {c.provider_name for c in checks} == {"OpenAI", "Anthropic"}
    body = json.loads("".join(reports.usage_json(days=7, provider_id=None, user_id=None)))
    assert body["total"] == 1
    assert body["usage"][0]["provider"] == "OpenAI" and body["usage"][0]["cost"] == 0.25
