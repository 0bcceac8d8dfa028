"""Every fraud action for every role, and bad bodies: the right status and envelope, and no change."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from fastapi.testclient import TestClient

from tests.auth.factories import PASSWORD, bearer_headers, make_user
from tests.fraud.factories import alerts_of, check, facts

URL = "/api/email-scanning/fraud"


def _alert_of(owner_id: int) -> int:
    """One pending alert (invalid tax id, medium) on a new document of ``owner_id``."""
    document = facts(owner_id=owner_id, supplier_tax_id="123456789")
    [alert_id] = check(document)
    return alert_id


def _status(alert_id: int) -> tuple[str, str | None]:
    [alert] = [a for a in _all_alerts() if a["id"] == alert_id]
    return alert["status"], alert["resolution"]


def _all_alerts() -> list[dict[str, Any]]:
    from sqlalchemy import select

    from misrad.core.db import get_database
    from misrad.fraud.models import FraudAlert

    with get_database().unit_of_work(write=False) as session:
        ids = session.scalars(select(FraudAlert.document_id)).all()
    return [alert for document_id in set(ids) for alert in alerts_of(document_id)]


def _envelope(response: Any, status: int, code: str | None = None) -> None:
    assert response.status_code == status, response.text
    body = response.json()
    assert body["success"] is False and body["error"] and body["code"], body
    if code is not None:
        assert body["code"] == code, body


def test_every_action_for_every_role(client: TestClient) -> None:
    admin, approver = make_user(role="admin"), make_user(role="approver", approval_level=1)
    owner, stranger = make_user(), make_user()
    headers = {user.id: bearer_headers(user) for user in (admin, approver, owner, stranger)}
    alert_id = _alert_of(owner.id)
    # Reading: admins and approvers see every alert, the owner their own, anyone else nothing (404).
    for user, sees in ((admin, True), (approver, True), (owner, True), (stranger, False)):
        listed = client.get(f"{URL}/alerts", headers=headers[user.id]).json()["data"]
        assert [a["id"] for a in listed["alerts"]] == ([alert_id] if sees else []), user.role
        assert listed["total_alerts"] == (1 if sees else 0)
        one = client.get(f"{URL}/alerts/{alert_id}", headers=headers[user.id])
        if sees:
            assert one.status_code == 200 and one.json()["data"]["id"] == alert_id
        else:
            _envelope(one, 404, "fraud_alert_not_found")
        notifications = client.get(f"{URL}/notifications", headers=headers[user.id]).json()["data"]
        # New alerts notify the document's owner and every admin.
        assert notifications["unread"] == (1 if user in (admin, owner) else 0), user.role
    # Resolving: the owner may not (403), a stranger does not see it (404), an approver or admin may.
    body = {"resolution": "false_positive", "notes": "נבדק"}
    _envelope(client.post(f"{URL}/alerts/{alert_id}/resolve", json=body, headers=headers[owner.id]), 403)
    _envelope(
        client.post(f"{URL}/alerts/{alert_id}/resolve", json=body, headers=headers[stranger.id]),
        404,
        "fraud_alert_not_found",
    )
    assert _status(alert_id) == ("pending", None)
    for resolver in (approver, admin):
        fresh = _alert_of(owner.id)
        response = client.post(f"{URL}/alerts/{fresh}/resolve", json=body, headers=headers[resolver.id])
        assert response.status_code == 200, response.text
        assert response.json()["data"]["resolved_by"] == resolver.email
        assert _status(fresh) == ("resolved", "false_positive")
    # Nobody clears an alert on their own document, not even an admin (it may block their own invoice).
    for user in (approver, admin):
        own = _alert_of(user.id)
        _envelope(
            client.post(f"{URL}/alerts/{own}/resolve", json=body, headers=headers[user.id]),
            403,
            "fraud_resolve_forbidden",
        )
        assert _status(own) == ("pending", None)


def test_without_a_login_everything_is_401(client: TestClient) -> None:
    alert_id = _alert_of(make_user().id)
    for method, path in (
        ("GET", "/alerts"),
        ("GET", f"/alerts/{alert_id}"),
        ("POST", f"/alerts/{alert_id}/resolve"),
        ("GET", "/notifications"),
        ("POST", "/notifications/read"),
        ("POST", "/notifications/1/read"),
    ):
        response = client.request(method, f"{URL}{path}", json={"resolution": "confirmed"})
        _envelope(response, 401, "not_authenticated")
    assert _status(alert_id) == ("pending", None)


def test_a_cookie_session_needs_the_csrf_token_to_resolve(client: TestClient) -> None:
    approver = make_user(role="approver", approval_level=1)
    alert_id = _alert_of(make_user().id)
    login = client.post("/api/auth/login", json={"email": approver.email, "password": PASSWORD})
    assert login.status_code == 200
    url = f"{URL}/alerts/{alert_id}/resolve"
    _envelope(client.post(url, json={"resolution": "confirmed"}), 403, "csrf_failed")
    _envelope(client.post(url, json={"resolution": "confirmed"}, headers={"X-CSRF-Token": "x"}), 403)
    assert _status(alert_id) == ("pending", None)
    csrf = {"X-CSRF-Token": login.json()["csrf_token"]}
    assert client.post(url, json={"resolution": "confirmed"}, headers=csrf).status_code == 200


def test_bad_resolve_bodies_change_nothing(client: TestClient) -> None:
    approver = make_user(role="approver", approval_level=1)
    headers = bearer_headers(approver)
    alert_id = _alert_of(make_user().id)
    url = f"{URL}/alerts/{alert_id}/resolve"
    cases: list[tuple[Any, str]] = [
        ({"resolution": "ignore"}, "fraud_unknown_resolution"),
        ({"resolution": "resolved"}, "fraud_unknown_resolution"),
        ({"resolution": "cleared"}, "fraud_unknown_resolution"),  # the system's own, not a user's
        ({"resolution": "FALSE_POSITIVE"}, "fraud_unknown_resolution"),
        ({}, "validation_error"),
        ({"notes": "בלי סוג טיפול"}, "validation_error"),
        ({"resolution": ""}, "validation_error"),
        ({"resolution": 1}, "validation_error"),
        ({"resolution": "confirmed", "notes": "x" * 2001}, "validation_error"),
        ({"resolution": "confirmed", "resolved_by": 1}, "validation_error"),
        ({"resolution": "confirmed", "status": "resolved"}, "validation_error"),
        (["confirmed"], "validation_error"),
    ]
    for body, code in cases:
        _envelope(client.post(url, json=body, headers=headers), 400, code)
    broken = client.post(url, content=b"{resolution", headers={**headers, "Content-Type": "application/json"})
    _envelope(broken, 400)
    english = client.post(url, json={"resolution": "ignore"}, headers={**headers, "Accept-Language": "en"})
    assert "false_positive" in english.json()["error"] and english.json()["error"].startswith("Unknown")
    _envelope(
        client.post(f"{URL}/alerts/abc/resolve", json={"resolution": "confirmed"}, headers=headers), 400
    )
    _envelope(
        client.post(f"{URL}/alerts/999999/resolve", json={"resolution": "confirmed"}, headers=headers),
        404,
        "fraud_alert_not_found",
    )
    assert _status(alert_id) == ("pending", None)
    assert client.post(url, json={"resolution": "duplicate_removed"}, headers=headers).status_code == 200
    _envelope(
        client.post(url, json={"resolution": "confirmed"}, headers=headers),
        409,
        "fraud_alert_already_resolved",
    )
    assert _status(alert_id) == ("resolved", "duplicate_removed")


def test_other_users_notifications_are_not_found(client: TestClient) -> None:
    owner, stranger = make_user(), make_user()
    _alert_of(owner.id)
    mine = client.get(f"{URL}/notifications", headers=bearer_headers(owner)).json()["data"]["notifications"]
    [notification] = mine
    _envelope(
        client.post(f"{URL}/notifications/{notification['id']}/read", headers=bearer_headers(stranger)),
        404,
        "fraud_notification_not_found",
    )
    assert client.get(f"{URL}/notifications", headers=bearer_headers(owner)).json()["data"]["unread"] == 1
    # "Mark all read" by someone else touches only their own.
    assert client.post(f"{URL}/notifications/read", headers=bearer_headers(stranger)).json()["data"] == {
        "marked_read": 0
    }
    assert client.get(f"{URL}/notifications", headers=bearer_headers(owner)).json()["data"]["unread"] == 1


def test_filters_of_a_member_never_reach_other_owners(client: TestClient) -> None:
    owner, stranger = make_user(), make_user()
    document = facts(owner_id=owner.id, total=Decimal("99999.00"))
    check(document)
    for params in ({"document_id": document.document_id}, {"type": "total_mismatch"}, {"severity": "high"}):
        data = client.get(f"{URL}/alerts", params=params, headers=bearer_headers(stranger)).json()["data"]
        assert (data["alerts"], data["total_alerts"], data["high_severity"]) == ([], 0, 0), params
