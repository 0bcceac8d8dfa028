"""Files that are not what they claim, broken, hostile or too big: 400/413 at upload or ``failed`` with a
reason; the worker goes on and other documents are unaffected."""

from __future__ import annotations

import io
import struct
import zlib
from collections.abc import Callable, Iterator

import pytest
from fastapi.testclient import TestClient

from misrad.core.settings import get_settings
from tests.documents.factories import upload, upload_invoice
from tests.invoices.generator import make_invoice, text_pdf

BASE = "/api/email-scanning"


def _png_header_only(width: int, height: int) -> bytes:
    """A PNG announcing width x height (1-bit grey) with a zlib stream of all-white rows."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        return (
            struct.pack(">I", len(body))
            + kind
            + body
            + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
        )

    compressor = zlib.compressobj(9)
    row = b"\x00" + b"\xff" * ((width + 7) // 8)
    body = b"".join(compressor.compress(row) for _ in range(height)) + compressor.flush()
    ihdr = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", body) + chunk(b"IEND", b"")


def _encrypted_pdf() -> bytes:
    from reportlab.pdfgen import canvas

    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, encrypt="secret-password")
    pdf.drawString(100, 700, "Invoice 12345 total 100.00")
    pdf.showPage()
    pdf.save()
    return buffer.getvalue()


def _many_pages(count: int) -> bytes:
    from reportlab.pdfgen import canvas

    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer)
    for number in range(count):
        pdf.drawString(100, 700, f"page {number}")
        pdf.showPage()
    pdf.save()
    return buffer.getvalue()


@pytest.mark.parametrize(
    ("name", "data", "code"),
    [
        ("invoice.pdf", 'חשבונית מס 123, סה"כ 100.00'.encode(), "unsupported_file_type"),
        ("photo.png", b"MZ\x90\x00\x03\x00\x00\x00\x04\x00" + b"\x00" * 500, "unsupported_file_type"),
        ("empty.pdf", b"", "empty_file"),
        ("page.html", b"<html><body>%PDF-1.4</body></html>", "unsupported_file_type"),
    ],
)
def test_files_that_are_not_pdf_png_or_jpeg_are_refused(
    client: TestClient, member_headers: dict[str, str], name: str, data: bytes, code: str
) -> None:
    response = upload(client, member_headers, data, name)
    assert response.status_code == 400
    assert response.json()["code"] == code
    assert response.json()["success"] is False
    assert client.get(f"{BASE}/documents", headers=member_headers).json()["data"]["total"] == 0


def test_a_file_over_10_mb_is_refused_with_413(client: TestClient, member_headers: dict[str, str]) -> None:
    data = b"%PDF-1.4\n" + b"0" * (11 * 1024 * 1024)
    response = upload(client, member_headers, data, "big.pdf")
    assert response.status_code == 413
    assert response.json()["code"] == "file_too_large"


def test_a_huge_streamed_body_is_cut_off_early() -> None:
    """A 2 GB body sent in chunks without a length: reading stops soon after it passes the limit."""
    import asyncio

    from starlette.requests import Request

    from misrad.documents.errors import FileTooLarge
    from misrad.documents.upload import read_upload

    boundary = "misradboundary"
    head = (
        f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n'
        "Content-Type: application/pdf\r\n\r\n%PDF-1.4\n"
    ).encode()
    chunk = b"0" * (1024 * 1024)
    received = 0

    async def receive() -> dict[str, object]:
        nonlocal received
        received += 1
        if received == 1:
            return {"type": "http.request", "body": head, "more_body": True}
        return {"type": "http.request", "body": chunk, "more_body": received < 2048}

    scope = {
        "type": "http",
        "method": "POST",
        "path": "/",
        "headers": [(b"content-type", f"multipart/form-data; boundary={boundary}".encode())],
    }
    with pytest.raises(FileTooLarge):
        asyncio.run(read_upload(Request(scope, receive)))
    assert received < 20  # ~11 chunks of 1 MB read, not 2,048


def test_names_are_cleaned_of_folders_and_kept_in_hebrew(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    data = text_pdf(make_invoice(2, "he", 0))
    first = upload(client, member_headers, data, "../../etc/passwd.pdf", auto_process=False).json()["data"]
    assert first["filename"] == "passwd.pdf"
    hebrew = upload(client, member_headers, data, "..\\חשבונית ינואר\u202e.exe", auto_process=False).json()[
        "data"
    ]
    assert hebrew["filename"] == "חשבונית ינואר.pdf"
    detail = client.get(f"{BASE}/documents/{hebrew['id']}", headers=member_headers).json()["data"]
    assert detail["original_filename"] == "חשבונית ינואר.exe"
    found = client.get(f"{BASE}/documents", headers=member_headers, params={"search": "ינואר"}).json()["data"]
    assert [d["id"] for d in found["documents"]] == [hebrew["id"]]


def _failed_reason(client: TestClient, headers: dict[str, str], document_id: int) -> tuple[str, str, str]:
    detail = client.get(
        f"{BASE}/documents/{document_id}", headers={**headers, "Accept-Language": "en"}
    ).json()
    data = detail["data"]
    return data["status"], data["processing_error_code"], data["processing_error"]


def test_broken_and_hostile_files_fail_alone_and_the_worker_goes_on(
    client: TestClient, member_headers: dict[str, str], run_jobs: Callable[[], int]
) -> None:
    good = text_pdf(make_invoice(4, "en", 0))
    cases = {
        "parse_damaged": [good[:400], b"\xff\xd8\xff\xe0\x00\x10JFIF\x00garbage" * 10],
        "parse_encrypted": [_encrypted_pdf()],
        "parse_too_many_pages": [_many_pages(2000)],
        "parse_too_many_pixels": [_png_header_only(30_000, 30_000)],
    }
    ids: dict[int, str] = {}
    for code, files in cases.items():
        for index, data in enumerate(files):
            response = upload(client, member_headers, data, f"bad-{code}-{index}.pdf")
            assert response.status_code == 201, response.text
            ids[response.json()["data"]["id"]] = code
    good_id, invoice = upload_invoice(client, member_headers, seed=4, language="en", layout=0)
    run_jobs()
    for document_id, code in ids.items():
        status, error_code, reason = _failed_reason(client, member_headers, document_id)
        assert (status, error_code) == ("failed", code)
        assert reason and reason != code  # a sentence, not a code
    detail = client.get(f"{BASE}/documents/{good_id}", headers=member_headers).json()["data"]
    assert detail["status"] == "processed"
    assert detail["invoice_number"] == invoice.invoice_number


@pytest.fixture
def tight_limits() -> Iterator[None]:
    settings = get_settings()
    saved = (settings.intake_memory_mb, settings.intake_timeout_seconds)
    yield
    settings.intake_memory_mb, settings.intake_timeout_seconds = saved


def test_a_reader_that_runs_out_of_memory_or_time_fails_that_document_only(
    client: TestClient, member_headers: dict[str, str], run_jobs: Callable[[], int], tight_limits: None
) -> None:
    settings = get_settings()
    # A scan: rendering its page needs fresh memory, which the reader cannot map under the limit.
    first, _ = upload_invoice(client, member_headers, seed=6, language="he", layout=1, kind="scan")
    settings.intake_memory_mb = 8  # the child cannot even map what it needs: it dies
    run_jobs()
    assert _failed_reason(client, member_headers, first)[0] == "failed"
    assert _failed_reason(client, member_headers, first)[1] in (
        "parse_out_of_memory",
        "parse_crashed",
        "parse_failed",
    )

    settings.intake_memory_mb = 1536
    settings.intake_timeout_seconds = 0  # no time at all: the reader is killed
    client.post(f"{BASE}/documents/{first}/process", headers=member_headers)
    run_jobs()
    assert _failed_reason(client, member_headers, first)[:2] == ("failed", "parse_timeout")

    settings.intake_timeout_seconds = 180
    client.post(f"{BASE}/documents/{first}/process", headers=member_headers)
    run_jobs()
    assert (
        client.get(f"{BASE}/documents/{first}", headers=member_headers).json()["data"]["status"]
        == "processed"
    )
