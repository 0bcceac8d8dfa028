"""Scans and photos through the HTTP API with real Tesseract (Hebrew and English): upload, read, fields."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from fastapi.testclient import TestClient

from tests.auth.factories import bearer_headers, make_user
from tests.documents.factories import upload
from tests.invoices.generator import make_invoice, photo_jpeg, scan_pdf

BASE = "/api/email-scanning"


def test_a_hebrew_scan_and_an_english_photo_are_read_into_their_fields(
    client: TestClient, member_headers: dict[str, str], run_jobs: Callable[[], int]
) -> None:
    hebrew = make_invoice(1006, "he", 1)
    english = make_invoice(1007, "en", 4)
    scan = scan_pdf(hebrew, seed=1006)
    photo = photo_jpeg(english, seed=1007)
    scan_id = upload(client, member_headers, scan, "סריקה.pdf").json()["data"]["id"]
    photo_id = upload(client, member_headers, photo, "IMG_2041.jpg").json()["data"]["id"]
    assert run_jobs() == 2
    for document_id, invoice in ((scan_id, hebrew), (photo_id, english)):
        detail = client.get(f"{BASE}/documents/{document_id}", headers=member_headers).json()["data"]
        assert detail["status"] == "processed" and detail["ocr_status"] == "completed", detail
        assert 0.5 < detail["ocr_confidence"] < 1.0  # Tesseract's own word confidences
        assert detail["supplier_tax_id"] == invoice.supplier_tax_id  # not the customer's, also printed
        assert detail["invoice_number"] == invoice.invoice_number
        assert detail["invoice_date"] == invoice.invoice_date.isoformat()
        assert Decimal(str(detail["total_amount"])) == invoice.total
        assert detail["currency"] == invoice.currency
        assert detail["page_count"] == 1
    scan_detail = client.get(f"{BASE}/documents/{scan_id}", headers=member_headers).json()["data"]
    assert "לתשלום" in scan_detail["extracted_text"]  # Hebrew OCR, in reading order
    assert scan_detail["mime_type"] == "application/pdf"

    # What OCR read is searchable; the original file goes back to its owner only.
    word = hebrew.supplier_name.split()[0]
    found = client.get(f"{BASE}/documents", headers=member_headers, params={"search": word}).json()["data"]
    assert [d["id"] for d in found["documents"]] == [scan_id]
    original = client.get(f"{BASE}/documents/{photo_id}/file", headers=member_headers)
    assert original.status_code == 200 and original.content == photo
    assert original.headers["content-type"] == "image/jpeg"
    stranger = bearer_headers(make_user())
    assert client.get(f"{BASE}/documents/{photo_id}/file", headers=stranger).status_code == 404
    assert client.get(f"{BASE}/documents/{scan_id}", headers=stranger).status_code == 404
