"""Separation of duties: a one-person office finishes its approvals, an approver added later receives
what waited, and ``always`` says why a flow cannot proceed."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Any

import pytest
from fastapi.testclient import TestClient

from misrad.auth.service import create_token
from misrad.core.db import get_database
from misrad.core.settings import get_settings
from tests.approvals.factories import submit
from tests.auth.factories import PASSWORD, bearer_headers, make_user
from tests.documents.factories import upload, upload_invoice
from tests.fraud.factories import check, facts
from tests.invoices.generator import text_pdf

URL = "/api/email-scanning/approvals"
FRAUD = "/api/email-scanning/fraud"


def _post(client: TestClient, path: str, headers: dict[str, str], **body: Any) -> tuple[int, dict[str, Any]]:
    response = client.post(path, json=body, headers=headers)
    return response.status_code, response.json()


def _pending(client: TestClient, headers: dict[str, str]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = client.get(f"{URL}/pending", headers=headers).json()["data"][
        "pending_approvals"
    ]
    return rows


def test_a_single_admin_uploads_approves_and_resolves(
    client: TestClient, run_jobs: Callable[[], int]
) -> None:
    admin = make_user(role="admin")
    headers = bearer_headers(admin)
    first, invoice = upload_invoice(client, headers, seed=6, language="he", layout=0)  # two levels
    run_jobs()
    again = upload(client, headers, text_pdf(invoice) + b"\n% rescanned", "again.pdf")
    assert again.status_code == 201
    second = again.json()["data"]["id"]
    run_jobs()

    rows = {row["document_id"]: row for row in _pending(client, headers)}
    assert set(rows) == {first, second}
    for row in rows.values():
        # Nobody else may decide: the flow waits for the admin, and says it will be a self-approval.
        assert row["pending_approver"] == admin.email
        assert row["waiting_reason_code"] == "approval_waiting_self_approval"
        assert admin.email in row["waiting_reason"]

    flow = rows[first]["id"]
    status, body = _post(client, f"{URL}/{flow}/approve", headers)
    assert status == 200, body
    assert body["data"]["approval_level"] == 2 and body["data"]["pending_approver"] == admin.email
    status, body = _post(client, f"{URL}/{flow}/approve", headers)
    assert status == 200 and body["data"]["status"] == "approved", body
    history = client.get(f"{URL}/{flow}", headers=headers).json()["data"]["history"]
    assert [(e["action"], e["self_approval"]) for e in history] == [
        ("submitted", False),
        ("approved", True),
        ("approved", True),
    ]

    # The re-scan is a duplicate: its final approval waits until the admin resolves the alert.
    duplicate = rows[second]["id"]
    assert _post(client, f"{URL}/{duplicate}/approve", headers)[0] == 200
    status, body = _post(client, f"{URL}/{duplicate}/approve", headers)
    assert status == 409 and body["code"] == "approval_blocked_by_fraud_alert"
    alerts = client.get(
        f"{FRAUD}/alerts", params={"document_id": second, "status": "pending"}, headers=headers
    )
    for alert in alerts.json()["data"]["alerts"]:
        status, body = _post(client, f"{FRAUD}/alerts/{alert['id']}/resolve", headers, resolution="confirmed")
        assert status == 200 and body["data"]["self_resolved"] is True, body
    status, body = _post(client, f"{URL}/{duplicate}/approve", headers)
    assert status == 200 and body["data"]["status"] == "approved", body


def test_an_approver_added_later_receives_what_waited(client: TestClient) -> None:
    admin = make_user(role="admin")
    admin_headers = bearer_headers(admin)
    submitter = make_user()
    waiting = submit(submitter.id, "5000.00")  # one level, no approver yet: only an admin may decide
    detail = client.get(f"{URL}/{waiting}", headers=admin_headers).json()["data"]
    assert detail["pending_approver"] is None
    assert detail["waiting_reason_code"] == "approval_waiting_for_admin"

    created = client.post(
        "/api/auth/users",
        json={
            "email": "late.approver@example.co.il",
            "display_name": "מאשרת",
            "password": PASSWORD,
            "role": "approver",
            "approval_level": 1,
        },
        headers=admin_headers,
    )
    assert created.status_code == 201, created.text
    approver_id = created.json()["user"]["id"]
    with get_database().unit_of_work() as session:
        approver_headers = {"Authorization": f"Bearer {create_token(session, approver_id, 'tests')[1]}"}
    rows = _pending(client, approver_headers)
    assert [row["id"] for row in rows] == [waiting]
    assert rows[0]["pending_approver"] == "late.approver@example.co.il"
    assert rows[0]["waiting_reason_code"] == "approval_waiting_for_approver"

    # Deactivated, the approver's flows go back to the admins; a new approver of level 2 takes them.
    client.put(f"/api/auth/users/{approver_id}", json={"is_active": False}, headers=admin_headers)
    assert client.get(f"{URL}/{waiting}", headers=admin_headers).json()["data"]["pending_approver"] is None
    higher = make_user(role="approver", approval_level=2)
    assert (
        client.get(f"{URL}/{waiting}", headers=admin_headers).json()["data"]["pending_approver"]
        == higher.email
    )
    status, body = _post(client, f"{URL}/{waiting}/approve", bearer_headers(higher))
    assert status == 200 and body["data"]["status"] == "approved", body


def test_always_in_a_one_person_office_says_why_it_cannot_proceed(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(get_settings(), "separation_of_duties", "always")
    admin = make_user(role="admin")
    headers = {**bearer_headers(admin), "Accept-Language": "en"}
    document = facts(owner_id=admin.id, total=Decimal("99999.00"))  # total mismatch: a high alert
    check(document)
    flow = submit(admin.id, "5000.00", document_id=document.document_id)
    row = _pending(client, headers)[0]
    assert row["id"] == flow and row["pending_approver"] is None
    assert row["waiting_reason_code"] == "approval_waiting_separation"
    assert "Cannot proceed" in row["waiting_reason"] and "'always'" in row["waiting_reason"]
    status, body = _post(client, f"{URL}/{flow}/approve", headers)
    assert status == 403 and body["code"] == "approval_separation_required"
    assert "add an approver of level 1 or higher" in body["error"]
    alert = client.get(f"{FRAUD}/alerts", headers=headers).json()["data"]["alerts"][0]
    status, body = _post(client, f"{FRAUD}/alerts/{alert['id']}/resolve", headers, resolution="confirmed")
    assert status == 403 and body["code"] == "fraud_self_resolution_forbidden"

    # A second person arrives: the flow is theirs at once.
    approver = make_user(role="approver", approval_level=1)
    assert _pending(client, bearer_headers(approver))[0]["id"] == flow


def test_never_lets_the_submitter_decide_alone_even_with_others_around(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    make_user(role="admin")
    make_user(role="approver", approval_level=1)
    submitter = make_user(role="admin")
    flow = submit(submitter.id, "5000.00")
    status, body = _post(client, f"{URL}/{flow}/approve", bearer_headers(submitter))
    assert status == 403 and body["code"] == "approval_own_invoice"  # the default: someone else may
    monkeypatch.setattr(get_settings(), "separation_of_duties", "never")
    status, body = _post(client, f"{URL}/{flow}/approve", bearer_headers(submitter))
    assert status == 200 and body["data"]["status"] == "approved", body
    history = client.get(f"{URL}/{flow}", headers=bearer_headers(submitter)).json()["data"]["history"]
    assert history[-1]["self_approval"] is True and history[-1]["actor"] == submitter.email
