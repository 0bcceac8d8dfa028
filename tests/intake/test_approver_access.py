"""An approver opens the invoice they are asked to approve (and one they decided), read-only; nobody
else but its owner and the admins does."""

from __future__ import annotations

from decimal import Decimal

from fastapi.testclient import TestClient

from misrad.approvals import service as approvals
from misrad.core.db import get_database
from misrad.intake.service import accept_file
from tests.auth.factories import bearer_headers, make_user
from tests.invoices.generator import make_invoice, render

URL = "/api/email-scanning/documents"


def _document_waiting_for_approval(owner_id: int) -> tuple[int, int, bytes]:
    data = render(make_invoice(3, "he"), "text", 3)[0]
    with get_database().unit_of_work() as session:
        accepted = accept_file(session, owner_id=owner_id, filename="a.pdf", data=data, auto_process=False)
        approval_id = approvals.start_approval(
            session, document_id=accepted.id, submitted_by=owner_id, document_name="a.pdf",
            supplier="אלפא", amount=Decimal("2500.00"), currency="ILS",
        )
    assert approval_id is not None
    return accepted.id, approval_id, data


def test_the_assigned_approver_reads_the_document_and_its_file_but_cannot_change_it(
    client: TestClient,
) -> None:
    owner = make_user()
    assigned = make_user(role="approver", approval_level=1)
    other_approver = make_user(role="approver", approval_level=1)  # a higher id: not assigned
    stranger = make_user()
    document_id, approval_id, data = _document_waiting_for_approval(owner.id)
    mine = bearer_headers(assigned)
    assert client.get(f"{URL}/{document_id}", headers=mine).json()["data"]["supplier_name"] is None
    assert client.get(f"{URL}/{document_id}/file", headers=mine).content == data
    assert client.patch(f"{URL}/{document_id}", json={"notes": "x"}, headers=mine).status_code == 404
    assert client.delete(f"{URL}/{document_id}", headers=mine).status_code == 404
    for outsider in (other_approver, stranger):
        headers = bearer_headers(outsider)
        assert client.get(f"{URL}/{document_id}", headers=headers).status_code == 404
        assert client.get(f"{URL}/{document_id}/file", headers=headers).status_code == 404
    # Once decided, the approver still reads what they approved (its timeline shows their decision).
    decided = client.post(f"/api/email-scanning/approvals/{approval_id}/approve", json={}, headers=mine)
    assert decided.status_code == 200, decided.text
    assert client.get(f"{URL}/{document_id}", headers=mine).status_code == 200
    assert client.get(f"{URL}/{document_id}", headers=bearer_headers(owner)).status_code == 200
