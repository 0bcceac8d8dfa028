"""Exports filtered and annotated by approval status and fraud state; export names on the business day."""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime
from decimal import Decimal

import openpyxl
import pytest
from fastapi.testclient import TestClient

from misrad.documents import export
from tests.approvals.factories import submit
from tests.auth.factories import bearer_headers, make_user
from tests.documents.factories import upload_invoice
from tests.fraud.factories import check, facts

BASE = "/api/email-scanning"
FIELDS = ["id", "approval_status", "fraud_state", "fraud_alert_count"]


def _export_rows(client: TestClient, headers: dict[str, str], filters: dict[str, object]) -> list[list[str]]:
    response = client.post(
        f"{BASE}/export", headers=headers, json={"format": "csv", "fields": FIELDS, "filters": filters}
    )
    assert response.status_code == 200, response.text
    content = client.get(response.json()["data"]["download_url"], headers=headers).content
    rows = list(csv.reader(io.StringIO(content.decode("utf-8-sig"))))
    assert len(rows) - 1 == response.json()["data"]["records_count"]
    return sorted(rows[1:])


def test_a_rejected_duplicate_stays_out_of_an_export_of_approved_invoices(client: TestClient) -> None:
    member, approver = make_user(), make_user(role="approver", approval_level=1)
    headers = {**bearer_headers(member), "Accept-Language": "en"}
    approved, _ = upload_invoice(client, headers, seed=81, auto_process=False)
    rejected, _ = upload_invoice(client, headers, seed=82, auto_process=False)
    without_flow, _ = upload_invoice(client, headers, seed=83, auto_process=False)
    check(facts(owner_id=member.id, document_id=rejected, total=Decimal("99999.00")))  # a high alert
    approve_flow = submit(member.id, "5000.00", document_id=approved)
    reject_flow = submit(member.id, "5000.00", document_id=rejected)
    approver_headers = bearer_headers(approver)
    assert client.post(
        f"{BASE}/approvals/{approve_flow}/approve", json={}, headers=approver_headers
    ).is_success
    assert client.post(
        f"{BASE}/approvals/{reject_flow}/reject", json={"reason": "כפילות"}, headers=approver_headers
    ).is_success

    assert _export_rows(client, headers, {"approval_status": ["approved"]}) == [
        [str(approved), "approved", "clear", "0"]
    ]
    assert [
        row[0] for row in _export_rows(client, headers, {"approval_status": ["approved", "none"]})
    ] == sorted([str(approved), str(without_flow)])
    flagged = _export_rows(client, headers, {"fraud_state": "flagged"})
    assert [row[:3] for row in flagged] == [[str(rejected), "rejected", "flagged"]] and int(
        flagged[0][3]
    ) >= 1
    assert len(_export_rows(client, headers, {"fraud_state": "clear"})) == 2
    assert len(_export_rows(client, headers, {})) == 3
    bad = client.post(f"{BASE}/export", headers=headers, json={"filters": {"approval_status": ["lost"]}})
    assert bad.status_code == 400

    response = client.post(
        f"{BASE}/export",
        headers=headers,
        json={"format": "excel", "fields": FIELDS, "filters": {"approval_status": ["rejected"]}},
    )
    sheet = openpyxl.load_workbook(
        io.BytesIO(client.get(response.json()["data"]["download_url"], headers=headers).content)
    ).active
    assert sheet is not None
    assert [c.value for c in sheet[1]] == ["ID", "Approval status", "Fraud state", "Open fraud alerts"]
    assert [c.value for c in sheet[2]][:3] == [rejected, "rejected", "flagged"]


def test_export_file_names_carry_the_business_day(monkeypatch: pytest.MonkeyPatch) -> None:
    # 23:30 UTC on 23 November is 01:30 on the 24th in Israel.
    monkeypatch.setattr(export, "utcnow", lambda: datetime(2026, 11, 23, 23, 30, tzinfo=UTC))
    assert export.new_filename("csv").startswith("documents-20261124-013000-")
