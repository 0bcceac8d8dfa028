"""Categories (CRUD, counts, auto-categorisation), statistics with recent activity, the live dashboard."""

from __future__ import annotations

import json
from collections.abc import Callable

from fastapi.testclient import TestClient

from misrad.core.db import get_database
from misrad.documents.models import Document
from tests.auth.factories import bearer_headers, make_user
from tests.documents.factories import upload_invoice

BASE = "/api/email-scanning"


def test_category_crud_counts_and_permissions(
    client: TestClient, member_headers: dict[str, str], admin_headers: dict[str, str]
) -> None:
    body = {
        "name": "ציוד משרדי",
        "description": "נייר וטונר",
        "color": "#12ab34",
        "icon": "print",
        "auto_categorize": True,
        "keywords": ["טונר", "נייר"],
    }
    created = client.post(f"{BASE}/categories", headers=member_headers, json=body)
    assert created.status_code == 201, created.text
    category_id = created.json()["data"]["id"]
    assert created.json()["data"]["name"] == "ציוד משרדי" and created.json()["data"]["created_at"]
    assert client.post(f"{BASE}/categories", headers=member_headers, json=body).status_code == 409
    assert (
        client.post(f"{BASE}/categories", headers=member_headers, json={**body, "color": "red"}).status_code
        == 400
    )

    upload_invoice(
        client, member_headers, seed=5, language="he", layout=0, category_id=category_id, auto_process=False
    )
    listed = client.get(f"{BASE}/categories", headers=member_headers).json()["data"]
    mine = next(c for c in listed["categories"] if c["id"] == category_id)
    assert listed["total"] == len(listed["categories"])
    assert mine["document_count"] == 1 and mine["color"] == "#12AB34" and mine["keywords"] == ["טונר", "נייר"]
    # Counts are of the documents the caller sees.
    stranger = bearer_headers(make_user())
    theirs = client.get(f"{BASE}/categories", headers=stranger).json()["data"]["categories"]
    assert next(c for c in theirs if c["id"] == category_id)["document_count"] == 0

    assert (
        client.put(f"{BASE}/categories/{category_id}", headers=stranger, json={"icon": "x"}).status_code
        == 403
    )
    changed = client.put(
        f"{BASE}/categories/{category_id}", headers=member_headers, json={"icon": "inventory"}
    )
    assert changed.status_code == 200 and changed.json()["data"]["icon"] == "inventory"
    assert client.delete(f"{BASE}/categories/{category_id}", headers=admin_headers).status_code == 200
    assert client.get(f"{BASE}/categories/{category_id}", headers=member_headers).status_code == 404
    documents = client.get(f"{BASE}/documents", headers=member_headers).json()["data"]["documents"]
    assert documents[0]["category_id"] is None  # the document stays, uncategorised


def test_a_processed_document_is_filed_by_keywords_under_hebrew_prefixes(
    client: TestClient, member_headers: dict[str, str], run_jobs: Callable[[], int]
) -> None:
    # The Hebrew invoice prints "לתשלום", "פירעון", "בנק" and "הקצאה": four hits, more than the seeded
    # supplier-invoice category's three ("חשבונית", "חשבונית מס", and "invoice" in the file name);
    # "תשלום" only matches under its prefix.
    body = {"name": "תשלומים", "keywords": ["תשלום", "פירעון", "בנק", "הקצאה"], "auto_categorize": True}
    category_id = client.post(f"{BASE}/categories", headers=member_headers, json=body).json()["data"]["id"]
    hebrew, invoice = upload_invoice(client, member_headers, seed=3, language="he", layout=0)
    english, _ = upload_invoice(client, member_headers, seed=4, language="en", layout=0)
    assert "תשלום " not in "\n".join(invoice.lines) + " "
    run_jobs()
    detail = client.get(f"{BASE}/documents/{hebrew}", headers=member_headers).json()["data"]
    assert detail["category_id"] == category_id and detail["category_name"] == "תשלומים"
    other = client.get(f"{BASE}/documents/{english}", headers=member_headers).json()["data"]
    assert other["category_id"] != category_id


def test_statistics_and_recent_activity(
    client: TestClient, member_headers: dict[str, str], run_jobs: Callable[[], int]
) -> None:
    first, _ = upload_invoice(client, member_headers, seed=11, language="he", layout=0)
    second, _ = upload_invoice(client, member_headers, seed=12, language="en", layout=1, auto_process=False)
    run_jobs()
    client.delete(f"{BASE}/documents/{second}", headers=member_headers)
    stats = client.get(f"{BASE}/statistics", headers=member_headers).json()["data"]
    assert stats["total_documents"] == 1 and stats["processed_documents"] == 1
    assert stats["pending_documents"] == 0 and stats["failed_documents"] == 0
    assert stats["documents_today"] == stats["documents_this_week"] == stats["documents_this_month"] == 1
    with get_database().unit_of_work(write=False) as session:
        seconds = session.get(Document, first).processing_seconds  # type: ignore[union-attr]
    assert seconds is not None and seconds > 0  # the pipeline measured the processing of the first
    assert stats["ocr_accuracy"] == 1.0 and stats["avg_processing_time"] == round(seconds, 2)
    assert stats["total_size_mb"] > 0 and stats["categories_count"] >= 4
    kinds = [(a["type"], a["document_id"]) for a in stats["recent_activity"]]
    assert ("document_deleted", second) in kinds and ("document_processed", first) in kinds
    assert ("document_uploaded", first) in kinds
    user_of = {a["type"]: a["user"] for a in stats["recent_activity"]}
    assert user_of["document_processed"] == "system" and "@" in user_of["document_uploaded"]
    # Another member sees none of it.
    stranger = bearer_headers(make_user())
    theirs = client.get(f"{BASE}/statistics", headers=stranger).json()["data"]
    assert theirs["total_documents"] == 0 and theirs["recent_activity"] == []


def test_realtime_dashboard_and_its_stream(
    client: TestClient, member_headers: dict[str, str], run_jobs: Callable[[], int]
) -> None:
    upload_invoice(client, member_headers, seed=21, language="en", layout=0)
    body = client.get(f"{BASE}/dashboard/realtime", headers=member_headers).json()
    assert body["success"] is True and "message" not in body
    data = body["data"]
    assert data["processing_queue"] == 1 and data["active_ocr_jobs"] == 0
    assert data["system_health"] == "healthy" and data["last_update"]
    assert isinstance(data["pending_approvals"], int) and isinstance(data["unread_notifications"], int)
    run_jobs()
    with client.stream(
        "GET", f"{BASE}/dashboard/stream", headers=member_headers, params={"max_events": 1}
    ) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        text = "".join(response.iter_text())
    event, payload = text.strip().split("\n", 1)
    assert event == "event: dashboard"
    assert json.loads(payload.removeprefix("data: "))["processing_queue"] == 0
