"""Upload, processing, detail, update, delete and file download through the HTTP API."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from fastapi.testclient import TestClient

from tests.auth.factories import bearer_headers, make_user
from tests.documents.factories import upload, upload_invoice
from tests.invoices.generator import make_invoice, text_pdf
from tests.invoices.scoring import score

BASE = "/api/email-scanning"


def test_upload_processes_a_hebrew_text_pdf_into_every_field(
    client: TestClient, member_headers: dict[str, str], run_jobs: Callable[[], int]
) -> None:
    document_id, invoice = upload_invoice(client, member_headers, seed=11, language="he", layout=0)
    listed = client.get(f"{BASE}/documents/{document_id}", headers=member_headers).json()["data"]
    assert listed["status"] == "processing" and listed["ocr_status"] == "pending"
    run_jobs()
    detail = client.get(f"{BASE}/documents/{document_id}", headers=member_headers).json()["data"]
    assert detail["status"] == "processed" and detail["ocr_status"] == "completed"
    assert detail["ocr_confidence"] == 1.0
    assert detail["source"] == "upload" and detail["fraud_alert_count"] == pending_alerts(
        client, member_headers, document_id
    )
    wanted = invoice.truth()
    got = {**detail, "subtotal_amount": detail["subtotal_amount"], "vat_amount": detail["vat_amount"]}
    assert all(score(got, wanted).values()), score(got, wanted)
    assert Decimal(str(detail["total_amount"])) == invoice.total
    assert detail["file_path"] == f"{BASE}/documents/{document_id}/file"


def alert_count(client: TestClient, headers: dict[str, str], document_id: int) -> int:
    count: int = client.get(f"{BASE}/documents/{document_id}", headers=headers).json()["data"][
        "fraud_alert_count"
    ]
    return count


def pending_alerts(client: TestClient, headers: dict[str, str], document_id: int) -> int:
    query = {"document_id": document_id, "status": "pending"}
    body = client.get(f"{BASE}/fraud/alerts", params=query, headers=headers).json()["data"]
    total: int = body["total_alerts"]
    return total


def test_the_detail_counts_the_pending_fraud_alerts_of_the_document(
    client: TestClient,
    member_headers: dict[str, str],
    admin_headers: dict[str, str],
    run_jobs: Callable[[], int],
) -> None:
    first, _ = upload_invoice(client, member_headers, seed=11, language="he", layout=0)
    run_jobs()
    again, _ = upload_invoice(client, member_headers, seed=11, language="he", layout=0)
    run_jobs()
    count = alert_count(client, member_headers, again)
    alerts = client.get(f"{BASE}/fraud/alerts", params={"document_id": again}, headers=member_headers).json()
    duplicates = [a for a in alerts["data"]["alerts"] if a["type"] == "duplicate_invoice"]
    assert [a["duplicate_document_id"] for a in duplicates] == [first]
    assert count == pending_alerts(client, member_headers, again) >= 1
    resolved = client.post(
        f"{BASE}/fraud/alerts/{duplicates[0]['id']}/resolve",
        headers=admin_headers,
        json={"resolution": "false_positive"},
    )
    assert resolved.status_code == 200, resolved.text
    after = alert_count(client, member_headers, again)
    assert after == count - 1 == pending_alerts(client, member_headers, again)


def test_upload_result_and_auto_process_false(
    client: TestClient, member_headers: dict[str, str], run_jobs: Callable[[], int]
) -> None:
    data = text_pdf(make_invoice(3, "en", 1))
    response = upload(client, member_headers, data, "bill.pdf", auto_process=False)
    assert response.status_code == 201
    body = response.json()
    assert body["success"] is True
    assert body["data"]["status"] == "uploaded" and body["data"]["ocr_job_id"] is None
    document_id = body["data"]["id"]
    assert run_jobs() == 0
    queued = client.post(f"{BASE}/documents/{document_id}/process", headers=member_headers).json()["data"]
    assert queued["status"] == "processing" and isinstance(queued["ocr_job_id"], int)
    run_jobs()
    detail = client.get(f"{BASE}/documents/{document_id}", headers=member_headers).json()["data"]
    assert detail["status"] == "processed"
    assert detail["invoice_number"] == make_invoice(3, "en", 1).invoice_number


def test_other_users_documents_are_not_found_but_admins_see_them(
    client: TestClient, member_headers: dict[str, str], admin_headers: dict[str, str]
) -> None:
    document_id, _ = upload_invoice(client, member_headers, seed=5, auto_process=False)
    stranger = bearer_headers(make_user())
    for method, path in (
        ("GET", f"{BASE}/documents/{document_id}"),
        ("GET", f"{BASE}/documents/{document_id}/file"),
        ("DELETE", f"{BASE}/documents/{document_id}"),
        ("POST", f"{BASE}/documents/{document_id}/process"),
    ):
        response = client.request(method, path, headers=stranger)
        assert response.status_code == 404, (method, path)
        assert response.json()["code"] == "document_not_found"
    assert client.get(f"{BASE}/documents", headers=stranger).json()["data"]["total"] == 0
    assert client.get(f"{BASE}/documents/{document_id}/file", headers=admin_headers).status_code == 200
    assert client.get(f"{BASE}/documents", headers=admin_headers).json()["data"]["total"] == 1


def test_file_download_returns_the_original_bytes(client: TestClient, member_headers: dict[str, str]) -> None:
    data = text_pdf(make_invoice(8, "he", 2))
    document_id = upload(client, member_headers, data, "חשבונית ספק.pdf", auto_process=False).json()["data"][
        "id"
    ]
    response = client.get(f"{BASE}/documents/{document_id}/file", headers=member_headers)
    assert response.status_code == 200
    assert response.content == data
    assert response.headers["content-type"] == "application/pdf"


def test_update_keeps_hand_corrections_and_delete_is_soft(
    client: TestClient, member_headers: dict[str, str], run_jobs: Callable[[], int]
) -> None:
    document_id, _ = upload_invoice(client, member_headers, seed=21, language="en", layout=3)
    run_jobs()
    categories = client.get(f"{BASE}/categories", headers=member_headers).json()["data"]["categories"]
    body = {
        "supplier_name": "ספק מתוקן",
        "invoice_number": "X-1",
        "total_amount": 99.5,
        "notes": "נבדק",
        "tags": ["דחוף", "2025"],
        "category_id": categories[0]["id"],
    }
    response = client.put(f"{BASE}/documents/{document_id}", headers=member_headers, json=body)
    assert response.status_code == 200, response.text
    assert response.json()["data"]["id"] == document_id and response.json()["data"]["updated_at"]
    client.post(f"{BASE}/documents/{document_id}/process", headers=member_headers)
    run_jobs()
    detail = client.get(f"{BASE}/documents/{document_id}", headers=member_headers).json()["data"]
    assert detail["supplier_name"] == "ספק מתוקן" and detail["invoice_number"] == "X-1"
    assert detail["total_amount"] == 99.5 and detail["tags"] == ["דחוף", "2025"]
    assert detail["category_id"] == categories[0]["id"] and detail["category_name"] == categories[0]["name"]
    found = client.get(f"{BASE}/documents", headers=member_headers, params={"search": "מתוקן"}).json()["data"]
    assert [d["id"] for d in found["documents"]] == [document_id]

    unknown = client.put(f"{BASE}/documents/{document_id}", headers=member_headers, json={"colour": "red"})
    assert unknown.status_code == 400
    assert client.delete(f"{BASE}/documents/{document_id}", headers=member_headers).status_code == 200
    assert client.get(f"{BASE}/documents/{document_id}", headers=member_headers).status_code == 404
    assert client.get(f"{BASE}/documents", headers=member_headers).json()["data"]["total"] == 0


def test_every_endpoint_requires_a_login(client: TestClient) -> None:
    for method, path in (
        ("GET", f"{BASE}/documents"),
        ("POST", f"{BASE}/documents/upload"),
        ("GET", f"{BASE}/categories"),
        ("GET", f"{BASE}/statistics"),
        ("GET", f"{BASE}/dashboard/realtime"),
        ("POST", f"{BASE}/export"),
    ):
        response = client.request(method, path)
        assert response.status_code == 401
        assert response.json()["code"] == "not_authenticated"
