"""Every approvals action for every role, and bad bodies: the right status and envelope, and no change."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import update

from misrad.auth.models import User
from misrad.core import changes
from misrad.core.db import get_database
from tests.approvals.factories import submit
from tests.auth.factories import PASSWORD, bearer_headers, make_user

URL = "/api/email-scanning/approvals"


@pytest.fixture
def viewer() -> dict[str, str]:
    """An admin who only reads (not assigned to any level)."""
    return bearer_headers(make_user(role="admin"))


def _state(client: TestClient, approval_id: int, viewer: dict[str, str]) -> tuple[str, int, str | None, int]:
    """Status, level, pending approver and the number of audit events, as an admin reads them."""
    data = client.get(f"{URL}/{approval_id}", headers=viewer).json()["data"]
    return data["status"], data["approval_level"], data["pending_approver"], len(data["history"])


def _envelope(response: Any, status: int, code: str | None = None) -> None:
    assert response.status_code == status, response.text
    body = response.json()
    assert body["success"] is False and body["error"] and body["code"], body
    if code is not None:
        assert body["code"] == code, body


def test_every_action_for_every_role(client: TestClient, viewer: dict[str, str]) -> None:
    submitter = make_user()
    stranger = make_user()
    pending_approver = make_user(role="approver", approval_level=1)
    other_approver = make_user(role="approver", approval_level=1)
    higher_approver = make_user(role="approver", approval_level=2)
    admin = make_user(role="admin")
    users = (submitter, stranger, pending_approver, other_approver, higher_approver, admin)
    headers = {user.id: bearer_headers(user) for user in users}
    # (user, may read, approve answer, reject answer); the pending approver is the lowest id at level 1.
    expected = [
        (submitter, 200, (403, "approval_own_invoice"), (403, "approval_not_pending_approver")),
        (stranger, 404, (404, "approval_not_found"), (404, "approval_not_found")),
        (other_approver, 200, (403, "approval_not_pending_approver"), (403, "approval_not_pending_approver")),
        (
            higher_approver,
            200,
            (403, "approval_not_pending_approver"),
            (403, "approval_not_pending_approver"),
        ),
        (pending_approver, 200, (200, ""), (200, "")),
        (admin, 200, (200, ""), (200, "")),
    ]
    for user, read, approve, reject in expected:
        for action, (status, code) in (("approve", approve), ("reject", reject)):
            approval_id = submit(submitter.id, "5000.00")
            assert approval_id is not None
            assert _state(client, approval_id, viewer)[2] == pending_approver.email
            got = client.get(f"{URL}/{approval_id}", headers=headers[user.id])
            assert got.status_code == read, (user.email, got.text)
            body = {"reason": "לא מוכר"} if action == "reject" else {"notes": "ok"}
            response = client.post(f"{URL}/{approval_id}/{action}", json=body, headers=headers[user.id])
            if status == 200:
                assert response.status_code == 200, response.text
                wanted = "approved" if action == "approve" else "rejected"
                assert response.json()["data"]["status"] == wanted
                assert _state(client, approval_id, viewer)[0] == wanted
            else:
                _envelope(response, status, code)
                assert _state(client, approval_id, viewer) == ("pending", 1, pending_approver.email, 1), (
                    user.email
                )


def test_pending_lists_what_waits_for_each_role(client: TestClient) -> None:
    first = make_user(role="approver", approval_level=1)
    second = make_user(role="approver", approval_level=2)
    submitter, admin = make_user(), make_user(role="admin")
    one_level = submit(submitter.id, "5000.00")
    two_levels = submit(submitter.id, "20000.00")
    expected = {
        first.id: {one_level, two_levels},
        second.id: set(),
        submitter.id: set(),
        admin.id: {one_level, two_levels},
    }
    for user in (first, second, submitter, admin):
        data = client.get(f"{URL}/pending", headers=bearer_headers(user)).json()["data"]
        assert {a["id"] for a in data["pending_approvals"]} == expected[user.id], user.role
        assert data["total"] == len(expected[user.id])
    assert (
        client.post(f"{URL}/{two_levels}/approve", json={}, headers=bearer_headers(first)).status_code == 200
    )
    data = client.get(f"{URL}/pending", headers=bearer_headers(second)).json()["data"]
    assert [(a["id"], a["approval_level"], a["required_level"]) for a in data["pending_approvals"]] == [
        (two_levels, 2, 2)
    ]


def test_rules_read_by_all_replaced_by_admins_only(client: TestClient) -> None:
    body = {"rules": [{"min_amount": 0, "required_levels": 1}]}
    for role, status in (("member", 403), ("approver", 403), ("admin", 200)):
        headers = bearer_headers(
            make_user(role=role, **({"approval_level": 3} if role == "approver" else {}))
        )
        assert client.get(f"{URL}/rules", headers=headers).status_code == 200
        response = client.put(f"{URL}/rules", json=body, headers=headers)
        assert response.status_code == status, (role, response.text)
        if status != 200:
            _envelope(response, 403)
    assert len(client.get(f"{URL}/rules", headers=bearer_headers(make_user())).json()["data"]["rules"]) == 1


def test_without_a_login_everything_is_401(client: TestClient, viewer: dict[str, str]) -> None:
    approval_id = submit(make_user().id, "5000.00")
    assert approval_id is not None
    for method, path, body in (
        ("GET", "/pending", None),
        ("GET", f"/{approval_id}", None),
        ("POST", f"/{approval_id}/approve", {}),
        ("POST", f"/{approval_id}/reject", {"reason": "x"}),
        ("GET", "/rules", None),
        ("PUT", "/rules", {"rules": []}),
    ):
        _envelope(client.request(method, f"{URL}{path}", json=body), 401, "not_authenticated")
    assert _state(client, approval_id, viewer)[0] == "pending"


def test_a_cookie_session_needs_the_csrf_token_to_decide(client: TestClient, viewer: dict[str, str]) -> None:
    approver = make_user(role="approver", approval_level=1)
    approval_id = submit(make_user().id, "5000.00")
    login = client.post("/api/auth/login", json={"email": approver.email, "password": PASSWORD})
    assert login.status_code == 200
    for action, body in (("approve", {}), ("reject", {"reason": "x"})):
        _envelope(client.post(f"{URL}/{approval_id}/{action}", json=body), 403, "csrf_failed")
    assert _state(client, approval_id, viewer)[:2] == ("pending", 1)
    csrf = {"X-CSRF-Token": login.json()["csrf_token"]}
    assert client.post(f"{URL}/{approval_id}/approve", json={}, headers=csrf).status_code == 200


def test_role_and_level_are_checked_when_deciding_not_when_assigned(
    client: TestClient, viewer: dict[str, str]
) -> None:
    approver = make_user(role="approver", approval_level=2)
    approval_id = submit(make_user().id, "20000.00")  # level 1 goes to the level-2 approver (no level 1)
    admin = make_user(role="admin")
    assert (
        client.post(f"{URL}/{approval_id}/approve", json={}, headers=bearer_headers(admin)).status_code == 200
    )
    assert _state(client, approval_id, viewer)[1:3] == (2, approver.email)
    headers = bearer_headers(approver)
    with get_database().unit_of_work() as session:
        session.execute(update(User).where(User.id == approver.id).values(approval_level=1))
        changes.bump(session, changes.CALLERS)  # as the users service does: cached callers are dropped
    _envelope(
        client.post(f"{URL}/{approval_id}/approve", json={}, headers=headers),
        403,
        "approval_not_pending_approver",
    )
    with get_database().unit_of_work() as session:
        session.execute(update(User).where(User.id == approver.id).values(approval_level=2, role="member"))
        changes.bump(session, changes.CALLERS)  # as the users service does: cached callers are dropped
    # Demoted to member: the flow is no longer theirs to see.
    _envelope(client.post(f"{URL}/{approval_id}/approve", json={}, headers=headers), 404)
    _envelope(client.post(f"{URL}/{approval_id}/reject", json={"reason": "x"}, headers=headers), 404)
    assert _state(client, approval_id, viewer)[:2] == ("pending", 2)


def test_bad_bodies_change_nothing(client: TestClient, viewer: dict[str, str]) -> None:
    first = make_user(role="approver", approval_level=1)
    make_user(role="approver", approval_level=2)
    inactive = make_user(role="approver", approval_level=3)
    with get_database().unit_of_work() as session:
        session.execute(update(User).where(User.id == inactive.id).values(is_active=False))
    member = make_user()
    submitter = make_user()
    approval_id = submit(submitter.id, "60000.00")  # three levels
    assert approval_id is not None
    headers = bearer_headers(first)
    before = _state(client, approval_id, viewer)
    approve_cases: list[tuple[Any, str]] = [
        ({"next_approver": member.email}, "approval_invalid_next_approver"),
        ({"next_approver": inactive.email}, "approval_invalid_next_approver"),
        ({"next_approver": submitter.email}, "approval_invalid_next_approver"),
        ({"next_approver": first.email}, "approval_invalid_next_approver"),
        ({"next_approver": "nobody@example.co.il"}, "approval_invalid_next_approver"),
        ({"next_approver": str(member.id)}, "approval_invalid_next_approver"),
        ({"next_approver": member.id}, "validation_error"),
        ({"next_approver": "x" * 300}, "validation_error"),
        ({"notes": "x" * 2001}, "validation_error"),
        ({"approval_level": 0}, "validation_error"),
        ({"approval_level": "one"}, "validation_error"),
        ({"status": "approved"}, "validation_error"),
        ({"approval_id": approval_id + 1}, "validation_error"),
        ([], "validation_error"),
    ]
    for body, code in approve_cases:
        _envelope(client.post(f"{URL}/{approval_id}/approve", json=body, headers=headers), 400, code)
    reject_cases: list[tuple[Any, str]] = [
        ({}, "approval_reason_required"),
        ({"reason": None}, "approval_reason_required"),
        ({"reason": " \n "}, "approval_reason_required"),
        ({"notes": "no reason"}, "validation_error"),
        ({"reason": "x" * 2001}, "validation_error"),
        ({"reason": 5}, "validation_error"),
    ]
    for body, code in reject_cases:
        _envelope(client.post(f"{URL}/{approval_id}/reject", json=body, headers=headers), 400, code)
    broken = client.post(
        f"{URL}/{approval_id}/approve", content=b"{", headers={**headers, "Content-Type": "application/json"}
    )
    _envelope(broken, 400)
    _envelope(client.post(f"{URL}/abc/approve", json={}, headers=headers), 400)
    _envelope(client.post(f"{URL}/999999/approve", json={}, headers=headers), 404, "approval_not_found")
    _envelope(
        client.post(f"{URL}/999999/reject", json={"reason": "x"}, headers=headers), 404, "approval_not_found"
    )
    assert _state(client, approval_id, viewer) == before
    english = client.post(
        f"{URL}/{approval_id}/reject", json={}, headers={**headers, "Accept-Language": "en"}
    )
    assert english.json()["error"] == "A reason for the rejection is required"
    hebrew = client.post(f"{URL}/{approval_id}/reject", json={}, headers=headers)
    assert hebrew.json()["error"] == "יש לציין סיבת דחייה"


def test_decided_flows_answer_409(client: TestClient, viewer: dict[str, str]) -> None:
    approver = make_user(role="approver", approval_level=1)
    admin = make_user(role="admin")
    approved = submit(make_user().id, "5000.00")
    rejected = submit(make_user().id, "5000.00")
    assert (
        client.post(f"{URL}/{approved}/approve", json={}, headers=bearer_headers(approver)).status_code == 200
    )
    assert (
        client.post(
            f"{URL}/{rejected}/reject", json={"reason": "x"}, headers=bearer_headers(approver)
        ).status_code
        == 200
    )
    for approval_id in (approved, rejected):
        assert approval_id is not None
        before = _state(client, approval_id, viewer)
        for user in (approver, admin):
            for action, body in (("approve", {}), ("reject", {"reason": "x"})):
                response = client.post(
                    f"{URL}/{approval_id}/{action}", json=body, headers=bearer_headers(user)
                )
                _envelope(response, 409, "approval_already_decided")
        assert _state(client, approval_id, viewer) == before
