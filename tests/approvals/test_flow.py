"""Approval rules, levels, who may act, the audit trail and the fraud block."""

from __future__ import annotations

from decimal import Decimal

import pytest
from fastapi.testclient import TestClient

from misrad.approvals import service
from misrad.auth.schemas import Caller
from misrad.core.db import get_database
from tests.approvals.factories import submit
from tests.auth.factories import bearer_headers, make_user
from tests.fraud.factories import check, facts

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures

URL = "/api/email-scanning/approvals"


def _approve(client: TestClient, approval_id: int, user: object, **body: object) -> tuple[int, dict]:  # type: ignore[type-arg]
    response = client.post(f"{URL}/{approval_id}/approve", json=body, headers=bearer_headers(user))  # type: ignore[arg-type]
    return response.status_code, response.json()


def test_required_levels_come_from_the_amount_in_shekels() -> None:
    member = make_user()
    assert submit(member.id, "999.99") is None
    with get_database().unit_of_work() as session:
        levels = {
            amount: service.required_levels(session, service.to_ils(Decimal(amount), currency))
            for amount, currency in [("1000", "ILS"), ("9999.99", "ILS"), ("10000", "ILS"), ("50000", "ILS")]
        }
        assert levels == {"1000": 1, "9999.99": 1, "10000": 2, "50000": 3}
        # 3,000 USD at 3.70 = 11,100 ILS: two levels; 300 EUR at 4.00 = 1,200 ILS: one.
        assert service.required_levels(session, service.to_ils(Decimal("3000"), "USD")) == 2
        assert service.required_levels(session, service.to_ils(Decimal("300"), "EUR")) == 1
        assert service.required_levels(session, service.to_ils(Decimal("1"), "XYZ")) == 3


def test_rules_are_replaced_by_admins_only(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str]
) -> None:
    assert len(client.get(f"{URL}/rules", headers=member_headers).json()["data"]["rules"]) == 4
    body = {
        "rules": [
            {"min_amount": 0, "max_amount": 100, "required_levels": 0},
            {"min_amount": 100, "required_levels": 1},
        ]
    }
    assert client.put(f"{URL}/rules", json=body, headers=member_headers).status_code == 403
    response = client.put(f"{URL}/rules", json=body, headers=admin_headers)
    assert response.status_code == 200
    assert response.json()["data"]["rules"][1] == {
        "min_amount": 100.0,
        "max_amount": None,
        "required_levels": 1,
    }
    overlapping = {
        "rules": [
            {"min_amount": 0, "max_amount": 200, "required_levels": 1},
            {"min_amount": 100, "required_levels": 2},
        ]
    }
    bad = client.put(f"{URL}/rules", json=overlapping, headers=admin_headers)
    assert bad.status_code == 400 and bad.json()["code"] == "approval_invalid_rules"
    assert (
        client.put(
            f"{URL}/rules", json={"rules": [{"min_amount": -1, "required_levels": 1}]}, headers=admin_headers
        ).status_code
        == 400
    )
    assert submit(make_user().id, "150") is not None


def test_two_level_flow_with_audit_trail(client: TestClient) -> None:
    submitter = make_user()
    first = make_user(role="approver", approval_level=1)
    second = make_user(role="approver", approval_level=2)
    approval_id = submit(submitter.id, "20000.00")
    assert approval_id is not None
    pending = client.get(f"{URL}/pending", headers=bearer_headers(first)).json()["data"]
    assert pending["total"] == 1
    item = pending["pending_approvals"][0]
    assert item == {
        "id": approval_id,
        "document_id": item["document_id"],
        "document_name": "invoice.pdf",
        "approval_level": 1,
        "required_level": 2,
        "amount": 20000.0,
        "currency": "ILS",
        "supplier": 'אלקטרו שירותים בע"מ',
        "submitted_by": submitter.email,
        "submitted_at": item["submitted_at"],
        "pending_approver": first.email,
        "waiting_reason": f"ממתין לאישור של {first.email} (רמה 1)",
        "waiting_reason_code": "approval_waiting_for_approver",
        "fraud_alert_count": 0,
        "fraud_alerts": [],
    }
    assert client.get(f"{URL}/pending", headers=bearer_headers(second)).json()["data"]["total"] == 0
    status, body = _approve(client, approval_id, first, notes="נבדק")
    assert status == 200, body
    assert body["data"] == {
        "id": approval_id,
        "status": "pending",
        "approval_level": 2,
        "pending_approver": second.email,
    }
    assert client.get(f"{URL}/pending", headers=bearer_headers(second)).json()["data"]["total"] == 1
    status, body = _approve(client, approval_id, second)
    assert body["data"] == {
        "id": approval_id,
        "status": "approved",
        "approval_level": 2,
        "pending_approver": None,
    }
    document_id = item["document_id"]
    with get_database().unit_of_work(write=False) as session:
        assert service.status_of(session, document_id) == "approved"
        history = service.history_of(session, document_id)
        assert [(e.action, e.level, e.actor) for e in history] == [
            ("submitted", 0, submitter.email),
            ("approved", 1, first.email),
            ("approved", 2, second.email),
        ]
        assert history[1].notes == "נבדק" and history[1].next_approver == second.email
    detail = client.get(f"{URL}/{approval_id}", headers=bearer_headers(submitter)).json()["data"]
    assert detail["status"] == "approved" and len(detail["history"]) == 3
    again, body = _approve(client, approval_id, make_user(role="admin"))
    assert again == 409 and body["code"] == "approval_already_decided"


def test_next_approver_must_be_allowed(client: TestClient) -> None:
    submitter = make_user(role="approver", approval_level=3)
    first = make_user(role="approver", approval_level=1)
    low = make_user(role="approver", approval_level=1)
    high = make_user(role="approver", approval_level=3)
    member = make_user()
    admin = make_user(role="admin")  # someone else may decide: no self-approval (separation when possible)
    approval_id = submit(submitter.id, "60000.00")  # three levels
    assert approval_id is not None
    for email in (submitter.email, member.email, low.email, first.email, "nobody@example.co.il"):
        status, body = _approve(client, approval_id, first, next_approver=email)
        assert status == 400 and body["code"] == "approval_invalid_next_approver", email
    status, body = _approve(client, approval_id, first, next_approver=high.email)
    assert status == 200 and body["data"]["pending_approver"] == high.email
    status, body = _approve(client, approval_id, high)
    assert status == 200 and body["data"]["approval_level"] == 3
    # Level 3's natural approver is the submitter (excluded) or `high` (already approved): unassigned.
    assert body["data"]["pending_approver"] is None
    status, body = _approve(client, approval_id, admin, next_approver=low.email)
    assert status == 400  # nothing after the last level
    status, body = _approve(client, approval_id, admin)
    assert status == 200 and body["data"]["status"] == "approved"


def test_who_may_act(client: TestClient) -> None:
    submitter = make_user()
    pending_approver = make_user(role="approver", approval_level=1)
    other_approver = make_user(role="approver", approval_level=2)
    stranger = make_user()
    approval_id = submit(submitter.id, "5000.00")
    assert approval_id is not None
    cases = [
        (submitter, "approve", 403, "approval_own_invoice"),
        (submitter, "reject", 403, "approval_not_pending_approver"),
        (stranger, "approve", 404, "approval_not_found"),
        (stranger, "reject", 404, "approval_not_found"),
        (other_approver, "approve", 403, "approval_not_pending_approver"),
        (other_approver, "reject", 403, "approval_not_pending_approver"),
    ]
    for user, action, status, code in cases:
        body = {"reason": "לא"} if action == "reject" else {}
        response = client.post(f"{URL}/{approval_id}/{action}", json=body, headers=bearer_headers(user))
        assert (response.status_code, response.json()["code"]) == (status, code), (user.email, action)
    assert client.get(f"{URL}/{approval_id}", headers=bearer_headers(stranger)).status_code == 404
    assert client.get(f"{URL}/pending", headers=bearer_headers(stranger)).json()["data"]["total"] == 0
    assert (
        client.post(f"{URL}/999999/approve", json={}, headers=bearer_headers(pending_approver)).status_code
        == 404
    )
    assert client.post(f"{URL}/{approval_id}/approve", json={}).status_code == 401
    status, _ = _approve(client, approval_id, pending_approver)
    assert status == 200


def test_an_admin_acts_at_any_level_but_not_on_their_own_invoice(client: TestClient) -> None:
    admin = make_user(role="admin")
    make_user(role="approver", approval_level=1)
    mine = submit(admin.id, "5000.00")
    theirs = submit(make_user().id, "5000.00")
    assert mine is not None and theirs is not None
    pending = client.get(f"{URL}/pending", headers=bearer_headers(admin)).json()["data"]
    assert pending["total"] == 2
    assert _approve(client, mine, admin)[0] == 403
    assert _approve(client, theirs, admin)[0] == 200


def test_one_person_never_approves_two_levels(client: TestClient) -> None:
    admin, other_admin = make_user(role="admin"), make_user(role="admin")
    approval_id = submit(make_user().id, "20000.00")  # two levels, no approvers at all
    assert approval_id is not None
    status, body = _approve(client, approval_id, admin)
    assert status == 200 and body["data"]["pending_approver"] is None
    status, body = _approve(client, approval_id, admin)
    assert status == 409 and body["code"] == "approval_step_already_decided"
    assert _approve(client, approval_id, other_admin)[0] == 200


def test_the_level_the_client_saw_protects_from_deciding_the_next_one(client: TestClient) -> None:
    first = make_user(role="approver", approval_level=1)
    admin = make_user(role="admin")
    approval_id = submit(make_user().id, "20000.00")
    assert approval_id is not None
    assert _approve(client, approval_id, first, approval_level=1)[0] == 200
    status, body = _approve(client, approval_id, admin, approval_level=1)
    assert status == 409 and body["code"] == "approval_step_already_decided"


def test_reject_needs_a_reason_and_ends_the_flow(client: TestClient) -> None:
    approver = make_user(role="approver", approval_level=1)
    submitter = make_user()
    approval_id = submit(submitter.id, "5000.00")
    assert approval_id is not None
    headers = bearer_headers(approver)
    for body in ({}, {"reason": "   "}):
        response = client.post(f"{URL}/{approval_id}/reject", json=body, headers=headers)
        assert response.status_code == 400 and response.json()["code"] == "approval_reason_required"
    assert (
        client.post(
            f"{URL}/{approval_id}/reject", json={"reason": "x", "extra": 1}, headers=headers
        ).status_code
        == 400
    )
    response = client.post(f"{URL}/{approval_id}/reject", json={"reason": "סכום שגוי"}, headers=headers)
    assert response.status_code == 200
    assert response.json()["data"] == {
        "id": approval_id,
        "status": "rejected",
        "approval_level": 1,
        "pending_approver": None,
    }
    assert _approve(client, approval_id, approver)[0] == 409
    assert (
        client.post(f"{URL}/{approval_id}/reject", json={"reason": "שוב"}, headers=headers).status_code == 409
    )
    detail = client.get(f"{URL}/{approval_id}", headers=headers).json()["data"]
    assert detail["reject_reason"] == "סכום שגוי" and detail["history"][-1]["action"] == "rejected"


def test_start_is_idempotent_and_a_rejected_document_may_be_resubmitted(client: TestClient) -> None:
    approver = make_user(role="approver", approval_level=1)
    submitter = make_user()
    first = submit(submitter.id, "5000.00", document_id=424242)
    assert submit(submitter.id, "5000.00", document_id=424242) == first
    assert first is not None
    client.post(f"{URL}/{first}/reject", json={"reason": "חסר"}, headers=bearer_headers(approver))
    second = submit(submitter.id, "5000.00", document_id=424242)
    assert second is not None and second != first
    with get_database().unit_of_work(write=False) as session:
        assert service.status_of(session, 424242) == "pending"
        assert service.status_of(session, 1) is None


def test_pending_count_per_role() -> None:
    approver = make_user(role="approver", approval_level=1)
    other = make_user(role="approver", approval_level=1)
    submit(make_user().id, "5000.00")
    submit(make_user().id, "5000.00")
    with get_database().unit_of_work(write=False) as session:

        def caller(user: object, role: str) -> Caller:
            return Caller(id=user.id, email=user.email, display_name="", role=role)  # type: ignore[attr-defined]

        assert service.pending_count(session, caller(approver, "approver")) == 2  # lowest id at level 1
        assert service.pending_count(session, caller(other, "approver")) == 0
        assert service.pending_count(session, caller(other, "admin")) == 2
        assert service.pending_count(session, caller(other, "member")) == 0


def test_an_open_high_severity_fraud_alert_blocks_the_final_approval(client: TestClient) -> None:
    approver = make_user(role="approver", approval_level=1)
    submitter = make_user()
    document = facts(owner_id=submitter.id, total=Decimal("99999.00"))  # total mismatch: high
    check(document)
    approval_id = submit(submitter.id, "5000.00", document_id=document.document_id)
    assert approval_id is not None
    status, body = _approve(client, approval_id, approver)
    assert status == 409 and body["code"] == "approval_blocked_by_fraud_alert"
    alerts = client.get(
        "/api/email-scanning/fraud/alerts",
        params={"document_id": document.document_id},
        headers=bearer_headers(approver),
    ).json()["data"]["alerts"]
    admin = make_user(role="admin")
    for alert in alerts:
        client.post(
            f"/api/email-scanning/fraud/alerts/{alert['id']}/resolve",
            json={"resolution": "false_positive"},
            headers=bearer_headers(admin),
        )
    status, body = _approve(client, approval_id, approver)
    assert status == 200 and body["data"]["status"] == "approved"


def test_pending_rows_show_the_documents_open_fraud_flags(client: TestClient) -> None:
    admin = make_user(role="admin")
    submitter = make_user()
    flagged = facts(owner_id=submitter.id, total=Decimal("99999.00"))  # total mismatch: high
    check(flagged)
    flagged_id = submit(submitter.id, "5000.00", document_id=flagged.document_id)
    clean_id = submit(submitter.id, "5000.00")
    rows = {
        row["id"]: row
        for row in client.get(f"{URL}/pending", headers=bearer_headers(admin)).json()["data"][
            "pending_approvals"
        ]
    }
    assert rows[clean_id]["fraud_alert_count"] == 0 and rows[clean_id]["fraud_alerts"] == []
    flags = rows[flagged_id]["fraud_alerts"]
    assert rows[flagged_id]["fraud_alert_count"] == len(flags) >= 1
    assert {"type": "total_mismatch", "severity": "high"} in [
        {"type": f["type"], "severity": f["severity"]} for f in flags
    ]


def test_the_detail_shows_the_same_submission_time_as_the_list(client: TestClient) -> None:
    from misrad.approvals.models import Approval
    from misrad.core.clock import format_timestamp

    admin = make_user(role="admin")
    approval_id = submit(make_user().id, "5000.00")
    headers = bearer_headers(admin)
    listed = client.get(f"{URL}/pending", headers=headers).json()["data"]["pending_approvals"][0]
    detail = client.get(f"{URL}/{approval_id}", headers=headers).json()["data"]
    with get_database().unit_of_work(write=False) as session:
        stored = session.get(Approval, approval_id)
        assert stored is not None
        expected = format_timestamp(stored.submitted_at)
    assert listed["submitted_at"] == detail["submitted_at"] == expected
    assert detail["history"][0]["at"] == expected
