"""Search (Hebrew-aware, every filter combined) and export files read back with openpyxl and csv."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from datetime import datetime

import openpyxl
import pytest
from fastapi.testclient import TestClient

from misrad.core.clock import business_today
from tests.auth.factories import bearer_headers, make_user
from tests.documents.factories import upload, upload_invoice
from tests.invoices.generator import make_invoice, text_pdf

BASE = "/api/email-scanning"


def _ids(client: TestClient, headers: dict[str, str], **params: object) -> list[int]:
    response = client.get(f"{BASE}/documents", headers=headers, params=params)
    assert response.status_code == 200, response.text
    return [d["id"] for d in response.json()["data"]["documents"]]


def test_search_finds_words_in_text_supplier_number_and_name_with_hebrew_prefixes(
    client: TestClient, member_headers: dict[str, str], run_jobs: Callable[[], int]
) -> None:
    electric, electric_invoice = upload_invoice(client, member_headers, seed=41, language="he", layout=0)
    english, english_invoice = upload_invoice(client, member_headers, seed=42, language="en", layout=1)
    run_jobs()
    supplier_word = electric_invoice.supplier_name.split()[0]
    assert _ids(client, member_headers, search=supplier_word) == [electric]
    assert _ids(client, member_headers, search=english_invoice.invoice_number) == [english]
    # "לתשלום" is indexed as written and without its prefix letter: "תשלום" finds it too.
    assert _ids(client, member_headers, search="תשלום") == [electric]
    assert _ids(client, member_headers, search="לתשלום") == [electric]
    # English is case-folded; every word must match.
    assert _ids(client, member_headers, search=english_invoice.supplier_name.upper()) == [english]
    assert _ids(client, member_headers, search=f"{supplier_word} Northwind-Nowhere") == []
    assert _ids(client, member_headers, search="invoice-41") == [electric]  # the file name


def test_filters_combine(
    client: TestClient, member_headers: dict[str, str], run_jobs: Callable[[], int]
) -> None:
    categories = client.get(f"{BASE}/categories", headers=member_headers).json()["data"]["categories"]
    first, second = categories[0]["id"], categories[1]["id"]
    a, _ = upload_invoice(client, member_headers, seed=51, language="he", layout=1, category_id=first)
    b, _ = upload_invoice(client, member_headers, seed=52, language="he", layout=2, category_id=second)
    c, _ = upload_invoice(client, member_headers, seed=53, language="he", layout=3, auto_process=False)
    run_jobs()
    assert set(_ids(client, member_headers, search="חשבונית")) == {a, b}  # c is not read yet
    assert _ids(client, member_headers, search="חשבונית", category_id=first) == [a]
    assert _ids(client, member_headers, status="uploaded") == [c]
    assert _ids(client, member_headers, status="processed", category_id=second) == [b]
    assert _ids(client, member_headers, status="processed", source="email") == []
    today = business_today().isoformat()  # the business's calendar day, not the machine's
    assert set(_ids(client, member_headers, date_from=today, date_to=today)) == {a, b, c}
    assert _ids(client, member_headers, date_to="2000-01-01") == []
    # Paging: newest first.
    page = client.get(f"{BASE}/documents", headers=member_headers, params={"per_page": 2, "page": 2}).json()
    assert page["data"]["total"] == 3 and page["data"]["pages"] == 2 and page["data"]["current_page"] == 2
    assert [d["id"] for d in page["data"]["documents"]] == [a]
    assert (
        client.get(f"{BASE}/documents", headers=member_headers, params={"status": "lost"}).status_code == 400
    )


def test_search_never_shows_another_users_documents(
    client: TestClient, member_headers: dict[str, str], run_jobs: Callable[[], int]
) -> None:
    upload_invoice(client, member_headers, seed=61, language="en", layout=0)
    run_jobs()
    stranger = bearer_headers(make_user())
    assert _ids(client, stranger, search="invoice") == []
    assert _ids(client, stranger) == []


def _export(client: TestClient, headers: dict[str, str], body: dict[str, object]) -> dict[str, object]:
    response = client.post(f"{BASE}/export", headers=headers, json=body)
    assert response.status_code == 200, response.text
    data: dict[str, object] = response.json()["data"]
    return data


def _prepare_export(client: TestClient, headers: dict[str, str], run_jobs: Callable[[], int]) -> int:
    document_id, _ = upload_invoice(client, headers, seed=71, language="he", layout=0)
    run_jobs()
    edited = client.put(
        f"{BASE}/documents/{document_id}",
        headers=headers,
        json={"supplier_name": '=HYPERLINK("http://evil.example","פרס")', "notes": "@SUM(A1:A9)"},
    )
    assert edited.status_code == 200, edited.text
    return document_id


FIELDS = ["filename", "supplier_name", "invoice_date", "upload_date", "total_amount", "notes"]


def test_excel_export_opens_right_to_left_with_real_cells_and_neutralised_formulas(
    client: TestClient, member_headers: dict[str, str], run_jobs: Callable[[], int]
) -> None:
    document_id = _prepare_export(client, member_headers, run_jobs)
    detail = client.get(f"{BASE}/documents/{document_id}", headers=member_headers).json()["data"]
    result = _export(client, member_headers, {"format": "excel", "fields": FIELDS})
    assert result["records_count"] == 1 and str(result["filename"]).endswith(".xlsx")
    assert result["download_url"] == f"{BASE}/export/files/{result['filename']}"
    response = client.get(str(result["download_url"]), headers=member_headers)
    assert response.status_code == 200
    assert len(response.content) == result["file_size"]
    sheet = openpyxl.load_workbook(io.BytesIO(response.content)).active
    assert sheet is not None and sheet.sheet_view.rightToLeft is True
    header, row = [c.value for c in sheet[1]], list(sheet[2])
    assert header == ["שם קובץ", "ספק", "תאריך חשבונית", "תאריך העלאה", "סכום כולל", "הערות"]
    assert row[0].value == detail["filename"]
    assert row[1].data_type == "s" and row[1].value == "'" + '=HYPERLINK("http://evil.example","פרס")'
    assert row[5].value == "'@SUM(A1:A9)"
    assert isinstance(row[2].value, datetime) and row[2].value.date().isoformat() == detail["invoice_date"]
    assert isinstance(row[3].value, datetime)
    assert row[4].data_type == "n" and row[4].value == detail["total_amount"]


def test_csv_export_is_utf8_with_bom_chosen_fields_filters_and_neutralised_formulas(
    client: TestClient, member_headers: dict[str, str], run_jobs: Callable[[], int]
) -> None:
    document_id = _prepare_export(client, member_headers, run_jobs)
    upload_invoice(client, member_headers, seed=72, language="en", layout=2, auto_process=False)
    everything = _export(client, member_headers, {"format": "csv", "fields": FIELDS})
    assert everything["records_count"] == 2
    filtered = _export(
        client,
        {**member_headers, "Accept-Language": "en"},
        {"format": "csv", "fields": FIELDS, "filters": {"status": "processed"}},
    )
    assert filtered["records_count"] == 1
    content = client.get(str(filtered["download_url"]), headers=member_headers).content
    assert content.startswith(b"\xef\xbb\xbf")
    rows = list(csv.reader(io.StringIO(content.decode("utf-8-sig"))))
    assert rows[0] == ["File name", "Supplier", "Invoice date", "Uploaded", "Total", "Notes"]
    detail = client.get(f"{BASE}/documents/{document_id}", headers=member_headers).json()["data"]
    assert rows[1][1] == "'" + '=HYPERLINK("http://evil.example","פרס")'
    assert rows[1][2] == detail["invoice_date"]
    assert rows[1][4] == f"{detail['total_amount']:.2f}"
    assert rows[1][5] == "'@SUM(A1:A9)"
    bad = client.post(
        f"{BASE}/export", headers=member_headers, json={"format": "csv", "fields": ["password"]}
    )
    assert bad.status_code == 400


def test_export_files_are_served_only_to_their_creator_or_an_admin(
    client: TestClient, member_headers: dict[str, str], admin_headers: dict[str, str]
) -> None:
    upload(client, member_headers, text_pdf(make_invoice(81, "en", 0)), "a.pdf", auto_process=False)
    result = _export(client, member_headers, {"format": "csv"})
    url = str(result["download_url"])
    stranger = bearer_headers(make_user())
    assert client.get(url, headers=stranger).status_code == 404
    assert client.get(url, headers=admin_headers).status_code == 200
    assert client.get(url).status_code == 401
    assert client.get(f"{BASE}/export/files/..%2F..%2Fmisrad.db", headers=admin_headers).status_code == 404
    # A stranger's own export holds none of the member's documents.
    assert _export(client, stranger, {"format": "csv"})["records_count"] == 0


def test_many_matches_are_paged_newest_first_by_the_index_walk(
    client: TestClient, member_headers: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from misrad.documents.service import records

    ids = [
        upload(
            client, member_headers, text_pdf(make_invoice(90, "en", 0)), f"bulk-{n}.pdf", auto_process=False
        ).json()["data"]["id"]
        for n in range(5)
    ]
    client.delete(f"{BASE}/documents/{ids[2]}", headers=member_headers)
    upload(client, bearer_headers(make_user()), text_pdf(make_invoice(90, "en", 0)), "bulk-9.pdf")
    expected = [ids[4], ids[3], ids[1], ids[0]]
    for threshold in (1000, 0):  # few matches: looked up and sorted; many: walked newest first
        monkeypatch.setattr(records, "SORT_MATCHES_UP_TO", threshold)
        first = client.get(
            f"{BASE}/documents", headers=member_headers, params={"search": "bulk", "per_page": 3}
        )
        assert first.json()["data"]["total"] == 4
        assert [d["id"] for d in first.json()["data"]["documents"]] == expected[:3]
        second = _ids(client, member_headers, search="bulk", per_page=3, page=2)
        assert second == expected[3:]


# Lookalike formula signs and invisible characters before a sign: a spreadsheet runs them all.
DISGUISED = {
    "supplier_name": '＝HYPERLINK("http://evil.example")',  # full-width equals
    "invoice_number": "\u200b=1+1",  # zero-width space, then =
    "notes": "\u200f\ufeff＠SUM(A1)",  # direction mark and byte-order mark before a full-width @
    "tags": ["＋cmd", "－1+2", "﹦2"],  # full-width plus and minus, small equals
}


def _disguised_export(
    client: TestClient, headers: dict[str, str], run_jobs: Callable[[], int], kind: str
) -> bytes:
    document_id, _ = upload_invoice(client, headers, seed=73, language="he", layout=0)
    run_jobs()
    edited = client.put(f"{BASE}/documents/{document_id}", headers=headers, json=DISGUISED)
    assert edited.status_code == 200, edited.text
    fields = ["supplier_name", "invoice_number", "notes", "tags"]
    result = _export(client, headers, {"format": kind, "fields": fields})
    return client.get(str(result["download_url"]), headers=headers).content


@pytest.mark.parametrize("kind", ["csv", "excel"])
def test_exports_neutralise_lookalike_signs_and_invisible_characters_before_them(
    client: TestClient, member_headers: dict[str, str], run_jobs: Callable[[], int], kind: str
) -> None:
    content = _disguised_export(client, member_headers, run_jobs, kind)
    if kind == "csv":
        row = list(csv.reader(io.StringIO(content.decode("utf-8-sig"))))[1]
    else:
        sheet = openpyxl.load_workbook(io.BytesIO(content)).active
        assert sheet is not None
        assert all(cell.data_type == "s" for cell in sheet[2])
        row = [str(cell.value) for cell in sheet[2]]
    assert row[0] == "'" + DISGUISED["supplier_name"]
    assert row[1] == "'" + DISGUISED["invoice_number"]
    assert row[2] == "'" + DISGUISED["notes"]
    assert row[3].startswith("'＋cmd")


def test_a_query_word_with_hebrew_prefix_letters_finds_the_word_without_them(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    named, _ = upload_invoice(client, member_headers, seed=91, auto_process=False)
    other, _ = upload_invoice(client, member_headers, seed=92, auto_process=False)
    for document_id, supplier in ((named, "חלקי מסכים כהן משה"), (other, "הן והם בע״מ")):
        edited = client.put(
            f"{BASE}/documents/{document_id}", headers=member_headers, json={"supplier_name": supplier}
        )
        assert edited.status_code == 200, edited.text
    for query in ("חלקי", "מסכים", "כהן", "משה", "בחלקי", "המסכים", "וכהן", "למשה", "וכהן למשה"):
        assert _ids(client, member_headers, search=query) == [named], query
    # The loop shows "וכהן" does not find "הן" of the other supplier: a two-letter rest is a word of
    # its own and does not widen a search. Nor does a longer word find its beginning.
    assert _ids(client, member_headers, search="בכהנים") == []


def test_a_web_page_counts_matches_only_up_to_the_cap_and_pages_past_it(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The documents page stops counting at the cap ("more than"), whichever way the search runs; a
    page past the cap still lists its documents and counts exactly again; the API's total is exact."""
    from misrad.auth.schemas import Caller
    from misrad.core.db import get_database
    from misrad.core.pagination import PageRequest
    from misrad.documents.service import records
    from misrad.web.routes import documents as documents_page
    from tests.web.test_pages import signed_in

    owner = make_user()
    headers = bearer_headers(owner)
    ids = [
        upload(
            client, headers, text_pdf(make_invoice(90, "en", 0)), f"capped-{n}.pdf", auto_process=False
        ).json()["data"]["id"]
        for n in range(3)
    ]
    caller = Caller(id=owner.id, email=owner.email, display_name="", role="member")
    wanted = records.ListFilters(search="capped")
    for threshold in (1000, 0):  # looked up and sorted, or walked newest first probing each document
        monkeypatch.setattr(records, "SORT_MATCHES_UP_TO", threshold)
        with get_database().unit_of_work(write=False) as session:
            first = records.list_documents(session, caller, wanted, PageRequest(1, 1), count_up_to=1)
            last = records.list_documents(session, caller, wanted, PageRequest(3, 1), count_up_to=1)
            exact = records.list_documents(session, caller, wanted, PageRequest(1, 1))
        assert (first.capped, first.total, first.pages, [d.id for d in first.items]) == (True, 1, 2, ids[2:])
        assert (last.capped, last.total, last.pages, [d.id for d in last.items]) == (False, 3, 3, ids[:1])
        assert (exact.capped, exact.total) == (False, 3)
    monkeypatch.setattr(documents_page, "PER_PAGE", 1)
    monkeypatch.setattr(documents_page, "COUNT_UP_TO", 1)
    signed_in(client, owner.email)
    assert "יותר מ־1 מסמכים" in client.get("/documents", params={"q": "capped"}).text
    assert "3 מסמכים" in client.get("/documents", params={"q": "capped", "page": 3}).text
    api = client.get(f"{BASE}/documents", headers=headers, params={"search": "capped"})
    assert api.json()["data"]["total"] == 3
