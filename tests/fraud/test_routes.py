"""The alerts API: list, counters, filters, visibility, resolve, notifications."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from fastapi.testclient import TestClient

from tests.auth.factories import bearer_headers, make_user
from tests.fraud.factories import alerts_of, check, facts

URL = "/api/email-scanning/fraud"


def _alerts_for(owner_id: int) -> dict[str, int]:
    """Three alerts on one document of ``owner_id``: total mismatch (high), invalid tax id (medium),
    and a second document with a VAT off by agorot (low)."""
    first = facts(owner_id=owner_id, total=Decimal("99999.00"), supplier_tax_id="123456789")
    check(first)
    by_type = {a["type"]: a["id"] for a in alerts_of(first.document_id)}
    high, medium = by_type["total_mismatch"], by_type["invalid_tax_id"]
    second = facts(owner_id=owner_id, line_items=[])
    second = replace(second, vat=second.vat + Decimal("0.50"), total=second.total + Decimal("0.50"))  # type: ignore[operator]
    [low] = check(second)
    return {"high": high, "medium": medium, "low": low, "document": first.document_id}


def test_list_has_the_four_counters_filters_and_pages(
    client: TestClient, admin_headers: dict[str, str]
) -> None:
    owner = make_user()
    ids = _alerts_for(owner.id)
    response = client.get(f"{URL}/alerts", headers=admin_headers)
    assert response.status_code == 200
    data = response.json()["data"]
    assert (data["total_alerts"], data["high_severity"], data["medium_severity"], data["low_severity"]) == (
        3,
        1,
        1,
        1,
    )
    alert = next(a for a in data["alerts"] if a["id"] == ids["high"])
    assert alert["type"] == "total_mismatch" and alert["status"] == "pending" and alert["severity"] == "high"
    assert alert["document_id"] == ids["document"] and alert["description"]
    filtered = client.get(f"{URL}/alerts", params={"severity": "medium"}, headers=admin_headers).json()[
        "data"
    ]
    assert [a["id"] for a in filtered["alerts"]] == [ids["medium"]]
    assert filtered["total_alerts"] == 1 and filtered["high_severity"] == 0
    by_type = client.get(f"{URL}/alerts", params={"type": "vat_mismatch"}, headers=admin_headers).json()[
        "data"
    ]
    assert [a["id"] for a in by_type["alerts"]] == [ids["low"]]
    by_document = client.get(f"{URL}/alerts", params={"document_id": ids["document"]}, headers=admin_headers)
    assert {a["id"] for a in by_document.json()["data"]["alerts"]} == {ids["high"], ids["medium"]}
    paged = client.get(f"{URL}/alerts", params={"per_page": 2, "page": 2}, headers=admin_headers).json()[
        "data"
    ]
    assert (
        len(paged["alerts"]) == 1
        and paged["total"] == 3
        and paged["pages"] == 2
        and paged["current_page"] == 2
    )
    assert paged["total_alerts"] == 3


def test_bad_filters_are_400(client: TestClient, admin_headers: dict[str, str]) -> None:
    for params in (
        {"status": "open"},
        {"type": "nope"},
        {"severity": "urgent"},
        {"per_page": 101},
        {"page": 0},
    ):
        response = client.get(f"{URL}/alerts", params=params, headers=admin_headers)
        assert response.status_code == 400, params
        assert response.json()["success"] is False and response.json()["code"]


def test_descriptions_follow_the_callers_language(client: TestClient, admin_headers: dict[str, str]) -> None:
    _alerts_for(make_user().id)
    hebrew = client.get(f"{URL}/alerts", params={"type": "total_mismatch"}, headers=admin_headers)
    english = client.get(
        f"{URL}/alerts", params={"type": "total_mismatch"}, headers={**admin_headers, "Accept-Language": "en"}
    )
    assert "הסכום הכולל" in hebrew.json()["data"]["alerts"][0]["description"]
    assert english.json()["data"]["alerts"][0]["description"].startswith("The total 99999.00")


def test_visibility_owner_approver_admin_and_others(client: TestClient) -> None:
    owner, stranger = make_user(), make_user()
    approver = make_user(role="approver", approval_level=1)
    ids = _alerts_for(owner.id)
    expectations = {owner: 3, stranger: 0, approver: 3}
    for user, count in expectations.items():
        headers = bearer_headers(user)
        data = client.get(f"{URL}/alerts", headers=headers).json()["data"]
        assert data["total_alerts"] == count and len(data["alerts"]) == count
        detail = client.get(f"{URL}/alerts/{ids['high']}", headers=headers)
        assert detail.status_code == (404 if count == 0 else 200)
    assert client.get(f"{URL}/alerts/999999", headers=bearer_headers(owner)).status_code == 404
    assert client.get(f"{URL}/alerts").status_code == 401


def test_resolve_keeps_who_when_and_notes(client: TestClient) -> None:
    admin = make_user(role="admin")
    ids = _alerts_for(make_user().id)
    body = {"resolution": "confirmed", "notes": "הספק אישר טעות"}
    response = client.post(f"{URL}/alerts/{ids['high']}/resolve", json=body, headers=bearer_headers(admin))
    assert response.status_code == 200, response.text
    data = response.json()["data"]
    assert data["id"] == ids["high"] and data["status"] == "resolved" and data["resolution"] == "confirmed"
    assert data["resolved_by"] == admin.email and data["resolved_at"]
    listed = client.get(f"{URL}/alerts", params={"status": "resolved"}, headers=bearer_headers(admin)).json()[
        "data"
    ]
    assert [(a["id"], a["notes"], a["resolved_by"]) for a in listed["alerts"]] == [
        (ids["high"], "הספק אישר טעות", admin.email)
    ]
    again = client.post(f"{URL}/alerts/{ids['high']}/resolve", json=body, headers=bearer_headers(admin))
    assert again.status_code == 409 and again.json()["code"] == "fraud_alert_already_resolved"


def test_resolve_permissions_and_bad_bodies(client: TestClient) -> None:
    owner, stranger = make_user(), make_user()
    approver = make_user(role="approver", approval_level=1)
    make_user(role="admin")  # another reviewer exists: nobody resolves alerts on their own document
    ids = _alerts_for(owner.id)
    url = f"{URL}/alerts/{ids['medium']}/resolve"
    good = {"resolution": "false_positive"}
    assert client.post(url, json=good, headers=bearer_headers(stranger)).status_code == 404
    owner_try = client.post(url, json=good, headers=bearer_headers(owner))
    assert owner_try.status_code == 403 and owner_try.json()["code"] == "fraud_resolve_forbidden"
    bad = client.post(url, json={"resolution": "ignore"}, headers=bearer_headers(approver))
    assert bad.status_code == 400 and bad.json()["code"] == "fraud_unknown_resolution"
    assert client.post(url, json={}, headers=bearer_headers(approver)).status_code == 400
    extra = client.post(url, json={**good, "status": "resolved"}, headers=bearer_headers(approver))
    assert extra.status_code == 400
    assert (
        client.post(f"{URL}/alerts/999999/resolve", json=good, headers=bearer_headers(approver)).status_code
        == 404
    )
    assert client.post(url, json=good, headers=bearer_headers(approver)).status_code == 200
    # An approver may not clear the alerts of their own document (it would unblock their own invoice).
    own = _alerts_for(approver.id)
    response = client.post(f"{URL}/alerts/{own['high']}/resolve", json=good, headers=bearer_headers(approver))
    assert response.status_code == 403


def test_notifications_feed_unread_and_mark_read(client: TestClient) -> None:
    owner, stranger = make_user(), make_user()
    admin = make_user(role="admin")
    ids = _alerts_for(owner.id)
    owner_headers = bearer_headers(owner)
    data = client.get(f"{URL}/notifications", headers=owner_headers).json()["data"]
    assert data["unread"] == 3 and data["total"] == 3
    assert {n["alert_id"] for n in data["notifications"]} == {ids["high"], ids["medium"], ids["low"]}
    assert client.get(f"{URL}/notifications", headers=bearer_headers(admin)).json()["data"]["unread"] == 3
    assert client.get(f"{URL}/notifications", headers=bearer_headers(stranger)).json()["data"]["total"] == 0
    first = next(n["id"] for n in data["notifications"] if n["alert_id"] == ids["high"])
    assert (
        client.post(f"{URL}/notifications/{first}/read", headers=bearer_headers(stranger)).status_code == 404
    )
    marked = client.post(f"{URL}/notifications/{first}/read", headers=owner_headers)
    assert marked.status_code == 200 and marked.json()["data"]["marked_read"] == 1
    assert client.get(f"{URL}/notifications", headers=owner_headers).json()["data"]["unread"] == 2
    # Resolving an alert marks its notifications read for everyone.
    client.post(
        f"{URL}/alerts/{ids['low']}/resolve", json={"resolution": "confirmed"}, headers=bearer_headers(admin)
    )
    assert client.get(f"{URL}/notifications", headers=bearer_headers(admin)).json()["data"]["unread"] == 2
    everything = client.post(f"{URL}/notifications/read", headers=owner_headers)
    assert everything.json()["data"]["marked_read"] == 1
    assert client.get(f"{URL}/notifications", headers=owner_headers).json()["data"]["unread"] == 0
