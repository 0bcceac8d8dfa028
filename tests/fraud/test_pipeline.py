"""The checks on real processed documents: invoices from the generator, uploaded through the API and read
by the real pipeline (text layer or Tesseract), then looked up through the alerts API.

Kept to a handful of small documents: OCR is slow.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal
from typing import Any

from fastapi.testclient import TestClient

from tests.auth.factories import bearer_headers, make_user
from tests.invoices import generator
from tests.invoices.generator import Invoice, LineItem

BASE = "/api/email-scanning"
SUPPLIER = 'דפוס הגליל בע"מ'
SUPPLIER_TAX_ID = "513072256"  # a valid company number (ח.פ.)


def upload(client: TestClient, headers: dict[str, str], data: bytes, name: str) -> int:
    response = client.post(
        f"{BASE}/documents/upload",
        headers=headers,
        files={"file": (name, data, "application/octet-stream")},
    )
    assert response.status_code == 201, response.text
    document_id: int = response.json()["data"]["id"]
    return document_id


def detail(client: TestClient, headers: dict[str, str], document_id: int) -> dict[str, Any]:
    response = client.get(f"{BASE}/documents/{document_id}", headers=headers)
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()["data"]
    assert data["status"] == "processed", data
    return data


def alerts(client: TestClient, headers: dict[str, str], document_id: int) -> list[dict[str, Any]]:
    response = client.get(
        f"{BASE}/fraud/alerts", params={"document_id": document_id, "per_page": 100}, headers=headers
    )
    assert response.status_code == 200, response.text
    found: list[dict[str, Any]] = response.json()["data"]["alerts"]
    return found


def unread_notifications(client: TestClient, headers: dict[str, str]) -> int:
    response = client.get(f"{BASE}/dashboard/realtime", headers=headers)
    assert response.status_code == 200, response.text
    count: int = response.json()["data"]["unread_notifications"]
    return count


def supplier_invoice(seed: int, number: str, amount: str) -> Invoice:
    """One supplier's invoice (Hebrew, layout 0, shekels): one line of ``amount`` before VAT."""
    base = generator.make_invoice(seed, "he", 0)
    invoice = replace(
        base,
        supplier_name=SUPPLIER,
        supplier_tax_id=SUPPLIER_TAX_ID,
        invoice_number=number,
        currency="ILS",
        currency_sign='ש"ח',
        items=[LineItem("הדפסת קטלוגים", 1, Decimal(amount))],
        allocation_number=None,
    )
    invoice.lines = generator._layout_lines(invoice, random.Random(seed))
    return invoice


def test_five_ordinary_invoices_raise_nothing_and_an_8x_outlier_is_caught(
    client: TestClient, run_jobs: Callable[[], int]
) -> None:
    owner = bearer_headers(make_user())
    approver = bearer_headers(make_user(role="approver", approval_level=1))
    ordinary = ["1000.00", "1100.00", "950.00", "1050.00", "1200.00"]
    ids, totals = [], []
    for index, amount in enumerate(ordinary):
        invoice = supplier_invoice(300 + index, f"{4100 + index}", amount)
        totals.append(invoice.total)
        ids.append(upload(client, owner, generator.text_pdf(invoice), f"print-{index}.pdf"))
    run_jobs()
    for document_id, amount in zip(ids, ordinary, strict=True):
        data = detail(client, owner, document_id)
        # The pipeline read the invoice right; otherwise "raises nothing" would prove little.
        assert (data["supplier_tax_id"], Decimal(str(data["subtotal_amount"]))) == (
            SUPPLIER_TAX_ID,
            Decimal(amount),
        )
        assert data["fraud_alert_count"] == 0
        assert alerts(client, approver, document_id) == []
    assert unread_notifications(client, owner) == 0
    median = statistics.median(totals)  # the dates differ: 17% or 18% VAT
    outlier = supplier_invoice(310, "4105", "8400.00")  # 8x the median (1,050 before VAT)
    outlier_id = upload(client, owner, generator.text_pdf(outlier), "print-big.pdf")
    run_jobs()
    assert detail(client, owner, outlier_id)["fraud_alert_count"] == 1
    [alert] = alerts(client, approver, outlier_id)
    assert (alert["type"], alert["severity"], alert["status"]) == ("suspicious_amount", "high", "pending")
    assert Decimal(str(alert["amount"])) == outlier.total
    assert Decimal(str(alert["average_amount"])) == median
    assert f"{outlier.total:.2f}" in alert["description"] and f"{median:.2f}" in alert["description"]
    # The new alert reaches the owner's dashboard.
    assert unread_notifications(client, owner) == 1
    # The next ordinary invoice of the supplier is ordinary again.
    after = supplier_invoice(311, "4106", "1150.00")
    after_id = upload(client, owner, generator.text_pdf(after), "print-after.pdf")
    run_jobs()
    assert alerts(client, approver, after_id) == []


def test_a_rescan_of_an_earlier_invoice_is_a_duplicate_with_a_similarity_score(
    client: TestClient, run_jobs: Callable[[], int]
) -> None:
    owner = bearer_headers(make_user())
    admin = bearer_headers(make_user(role="admin"))
    invoice = supplier_invoice(320, "INV-7731", "2400.00")
    original = upload(client, owner, generator.text_pdf(invoice), "original.pdf")
    run_jobs()
    assert alerts(client, admin, original) == []
    # The same paper, printed and scanned: other bytes, the text read again by Tesseract.
    rescan = upload(client, owner, generator.scan_pdf(invoice, seed=7), "scan.pdf")
    run_jobs()
    found = [a for a in alerts(client, admin, rescan) if a["type"] == "duplicate_invoice"]
    assert len(found) == 1, found
    assert found[0]["duplicate_document_id"] == original and found[0]["severity"] in ("high", "medium")
    # The estimated text similarity: 1 when OCR read every word as printed.
    assert 0.6 <= found[0]["similarity_score"] <= 1.0
    assert detail(client, owner, rescan)["fraud_alert_count"] >= 1
    # And photographed with a phone (tilted, blurred, JPEG): a duplicate of both earlier copies.
    photo = upload(client, owner, generator.photo_jpeg(invoice, seed=1), "photo.jpg")
    run_jobs()
    found = [a for a in alerts(client, admin, photo) if a["type"] == "duplicate_invoice"]
    assert {a["duplicate_document_id"] for a in found} == {original, rescan}, found
    assert all(0.6 <= a["similarity_score"] <= 1.0 for a in found)
    # The original is not flagged back against its copies.
    assert alerts(client, admin, original) == []


def test_a_rescan_whose_number_reads_differently_is_caught_by_text_similarity(
    client: TestClient, run_jobs: Callable[[], int]
) -> None:
    """No exact key matches (other bytes, the invoice number smudged into letters OCR confuses with
    digits): only the near-duplicate search (MinHash buckets) can find the earlier document."""
    owner = bearer_headers(make_user())
    admin = bearer_headers(make_user(role="admin"))
    invoice = supplier_invoice(330, "INV-8810", "3100.00")
    original = upload(client, owner, generator.text_pdf(invoice), "original.pdf")
    run_jobs()
    smudged = replace(invoice)
    smudged.lines = [line.replace("INV-8810", "INV-BBlO") for line in invoice.lines]
    assert smudged.lines != invoice.lines
    rescan = upload(client, owner, generator.scan_pdf(smudged, seed=9), "scan.pdf")
    run_jobs()
    read_number = detail(client, owner, rescan)["invoice_number"]
    assert read_number != detail(client, owner, original)["invoice_number"]
    found = [a for a in alerts(client, admin, rescan) if a["type"] == "duplicate_invoice"]
    assert [a["duplicate_document_id"] for a in found] == [original], (read_number, found)
    assert 0.6 <= found[0]["similarity_score"] <= 1.0
    english = client.get(
        f"{BASE}/fraud/alerts/{found[0]['id']}", headers={**admin, "Accept-Language": "en"}
    ).json()["data"]
    assert "re-scan" in english["description"]
    # A different invoice of the same supplier (same template, other number and amount) is not one.
    sibling = supplier_invoice(331, "INV-8811", "2950.00")
    sibling_id = upload(client, owner, generator.text_pdf(sibling), "next.pdf")
    run_jobs()
    assert alerts(client, admin, sibling_id) == []


def test_a_deleted_invoice_is_no_longer_a_duplicate_source_and_its_alerts_close(
    client: TestClient, run_jobs: Callable[[], int]
) -> None:
    owner = bearer_headers(make_user())
    admin = bearer_headers(make_user(role="admin"))
    invoice = supplier_invoice(330, "INV-8810", "1800.00")
    original = upload(client, owner, generator.text_pdf(invoice), "original.pdf")
    copy = upload(client, owner, generator.text_pdf(invoice), "copy.pdf")
    run_jobs()
    [alert] = [a for a in alerts(client, admin, copy) if a["type"] == "duplicate_invoice"]
    assert alert["duplicate_document_id"] == original and alert["status"] == "pending"

    assert client.delete(f"{BASE}/documents/{copy}", headers=owner).status_code == 200
    assert all(a["status"] != "pending" for a in alerts(client, admin, copy))
    assert client.delete(f"{BASE}/documents/{original}", headers=owner).status_code == 200
    again = upload(client, owner, generator.text_pdf(invoice), "again.pdf")
    run_jobs()
    assert [a for a in alerts(client, admin, again) if a["type"] == "duplicate_invoice"] == []
