"""Malformed mail is stored or skipped with a reason, and the fetch goes on to the next message."""

from __future__ import annotations

import base64
import os
from typing import Any

import pytest
from fastapi.testclient import TestClient

from misrad.core.settings import get_settings
from misrad.mailboxes.parsing import decode_header_value, parse_message
from tests.mailboxes.dovecot import Dovecot
from tests.mailboxes.factories import API, connect, encoded_word, forwarded, invoice_pdf, invoice_png, mail


def raw_mail(headers: list[str], body: bytes | str) -> bytes:
    head = "\r\n".join(headers).encode("utf-8", "surrogateescape")
    data = body.encode() if isinstance(body, str) else body
    return head + b"\r\n\r\n" + data


def b64(data: bytes) -> bytes:
    return base64.encodebytes(data).replace(b"\n", b"\r\n")


def cp1255_word(text: str, declared: str) -> str:
    """An encoded word whose bytes are windows-1255 whatever charset it declares."""
    return f"=?{declared}?B?{base64.b64encode(text.encode('cp1255')).decode()}?="


def listed(client: TestClient, headers: dict[str, str]) -> list[dict[str, Any]]:
    response = client.get(f"{API}/messages?per_page=100", headers=headers)
    assert response.status_code == 200, response.text
    return list(response.json()["data"]["messages"])


def skips(message: dict[str, Any]) -> list[tuple[str, str | None]]:
    return [(a["filename"], a["skip_reason"]) for a in message["attachments"] if a["status"] != "imported"]


def test_malformed_mail_is_stored_or_skipped_with_a_reason_and_the_fetch_goes_on(
    client: TestClient, member_headers: dict[str, str], dovecot: Dovecot, mailbox: str
) -> None:
    pdf = invoice_pdf()
    deliveries = [
        # Broken MIME: the closing boundary never comes (the invoice part is still whole).
        raw_mail(
            [
                "From: billing@supplier.co.il",
                "Subject: no closing boundary",
                "Message-ID: <unclosed@t>",
                "MIME-Version: 1.0",
                'Content-Type: multipart/mixed; boundary="AAA"',
            ],
            b"--AAA\r\nContent-Type: text/plain\r\n\r\nhi\r\n--AAA\r\n"
            b'Content-Type: application/pdf\r\nContent-Disposition: attachment; filename="unclosed.pdf"\r\n'
            b"Content-Transfer-Encoding: base64\r\n\r\n" + b64(pdf),
        ),
        # Broken MIME: a multipart without a boundary.
        raw_mail(
            [
                "From: x@y.co.il",
                "Subject: no boundary",
                "Message-ID: <noboundary@t>",
                "Content-Type: multipart/mixed",
            ],
            "--?\r\nwhatever\r\n",
        ),
        # No headers but the content type.
        raw_mail(["Content-Type: text/plain"], "just a body"),
        # Charsets nobody knows, raw 8-bit Hebrew, and UTF-8 that is not UTF-8.
        raw_mail(
            [
                f"From: {cp1255_word('הנהלת חשבונות', 'x-klingon')} <books@t.co.il>",
                f"Subject: {cp1255_word('חשבונית בקידוד מוזר', 'x-klingon')}",
                "Message-ID: <klingon@t>",
                "Content-Type: text/plain; charset=x-klingon",
            ],
            "גוף".encode("cp1255"),
        ),
        raw_mail(["From: a@t.co.il", "Message-ID: <raw8bit@t>"], "x").replace(
            b"From:", "Subject: חשבון ללא קידוד\r\nFrom:".encode("cp1255"), 1
        ),
        raw_mail(
            ["From: a@t.co.il", f"Subject: {cp1255_word('קבלה', 'utf-8')}", "Message-ID: <badutf8@t>"], "x"
        ),
        # An attachment named .pdf that is not a PDF, and one whose base64 is garbage.
        mail(
            "קובץ מזויף",
            attachments=[("חשבונית.pdf", "application/pdf", b"this is not a PDF at all")],
            message_id="<fakepdf@t>",
        ),
        raw_mail(
            [
                "From: a@t.co.il",
                "Subject: bad base64",
                "Message-ID: <badb64@t>",
                "MIME-Version: 1.0",
                'Content-Type: multipart/mixed; boundary="B"',
            ],
            b'--B\r\nContent-Type: application/pdf; name="x.pdf"\r\nContent-Transfer-Encoding: base64\r\n\r\n'
            b"!!!! ***\r\n--B--\r\n",
        ),
        # Not mail at all.
        bytes(range(256)) * 4,
        # 50 MB: listed as too large, never downloaded; the invoice next to it is taken.
        _huge_mail(pdf),
        # And an ordinary invoice after all of them.
        mail(
            "חשבונית רגילה", attachments=[("ok.pdf", "application/pdf", invoice_pdf())], message_id="<ok@t>"
        ),
    ]
    for raw in deliveries:
        dovecot.deliver(mailbox, raw)

    account_id = connect(client, member_headers, dovecot, mailbox)
    response = client.post(f"{API}/accounts/{account_id}/fetch", headers=member_headers)
    assert response.status_code == 200, response.text
    assert response.json()["data"] == {"fetched": len(deliveries), "new_documents": 3}
    every = listed(client, member_headers)
    assert len(every) == len(deliveries)
    got = {m["message_id"]: m for m in every if m["message_id"]}

    unclosed = got["<unclosed@t>"]
    assert len(unclosed["document_ids"]) == 1 and "CloseBoundaryNotFoundDefect" in unclosed["problem"]
    assert "NoBoundaryInMultipartDefect" in got["<noboundary@t>"]["problem"]
    # The message without headers and the one that is not mail are kept, with what could be read.
    anonymous = [m for m in every if m["message_id"] is None]
    assert len(anonymous) == 2 and all(m["sender"] == "" and m["received_at"] for m in anonymous)

    assert got["<klingon@t>"]["subject"] == "חשבונית בקידוד מוזר"
    assert got["<klingon@t>"]["sender"] == "הנהלת חשבונות <books@t.co.il>"
    assert got["<raw8bit@t>"]["subject"] == "חשבון ללא קידוד"
    assert got["<badutf8@t>"]["subject"] == "קבלה"

    fake = got["<fakepdf@t>"]
    assert skips(fake) == [("חשבונית.pdf", "unsupported_file_type")] and fake["document_ids"] == []
    assert fake["processed"] is True
    bad = got["<badb64@t>"]
    assert bad["document_ids"] == [] and len(skips(bad)) == 1 and skips(bad)[0][1]

    huge = got["<huge@t>"]
    assert ("huge-invoice.pdf", "file_too_large") in skips(huge)
    assert len(huge["document_ids"]) == 1 and huge["attachment_count"] == 2
    too_large = next(a for a in huge["attachments"] if a["skip_reason"] == "file_too_large")
    assert too_large["size"] > 49 * 2**20
    assert len(got["<ok@t>"]["document_ids"]) == 1

    again = client.post(f"{API}/accounts/{account_id}/fetch", headers=member_headers)
    assert again.json()["data"] == {"fetched": 0, "new_documents": 0}


def _huge_mail(pdf: bytes) -> bytes:
    big = b"%PDF-1.4\n" + b"\x00" * (50 * 2**20)
    return raw_mail(
        [
            "From: scanner@t.co.il",
            "Subject: =?utf-8?B?" + base64.b64encode("סריקה גדולה".encode()).decode() + "?=",
            "Message-ID: <huge@t>",
            "MIME-Version: 1.0",
            'Content-Type: multipart/mixed; boundary="H"',
        ],
        b"--H\r\nContent-Type: text/plain\r\n\r\nscan\r\n"
        b"--H\r\nContent-Type: application/pdf\r\n"
        b'Content-Disposition: attachment; filename="huge-invoice.pdf"\r\n'
        b"Content-Transfer-Encoding: base64\r\n\r\n" + b64(big) + b"--H\r\n"
        b"Content-Type: application/pdf\r\nContent-Disposition: attachment; filename*=utf-8''%D7%97.pdf\r\n"
        b"Content-Transfer-Encoding: base64\r\n\r\n" + b64(pdf) + b"--H--\r\n",
    )


def test_a_large_message_is_read_part_by_part_even_inside_forwarded_mail(
    client: TestClient,
    member_headers: dict[str, str],
    dovecot: Dovecot,
    mailbox: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    inner = mail("מקור", attachments=[("פנימית.pdf", "application/pdf", invoice_pdf())])
    outer = forwarded(inner, subject="Fwd: מקור")
    dovecot.deliver(mailbox, outer)
    dovecot.deliver(
        mailbox, mail("תמונה", attachments=[("r.png", "image/png", invoice_png())], message_id="<png@t>")
    )
    account_id = connect(client, member_headers, dovecot, mailbox)
    # Every message counts as large now: none is downloaded whole.
    monkeypatch.setenv("MISRAD_MAILBOX_MAX_MESSAGE_BYTES", "100")
    get_settings.cache_clear()
    response = client.post(f"{API}/accounts/{account_id}/fetch", headers=member_headers)
    assert response.json()["data"] == {"fetched": 2, "new_documents": 2}
    got = {m["subject"]: m for m in listed(client, member_headers)}
    forwarded_message = got["Fwd: מקור"]
    assert [a["filename"] for a in forwarded_message["attachments"]] == ["פנימית.pdf"]
    document = client.get(
        f"/api/email-scanning/documents/{forwarded_message['document_ids'][0]}/file", headers=member_headers
    )
    assert document.status_code == 200 and document.content.startswith(b"%PDF-")
    assert got["תמונה"]["attachments"][0]["status"] == "imported"


def test_hebrew_headers_decode_and_garbage_never_raises() -> None:
    # One test, not one per case: these need no database, and each test pays for emptying it.
    cases = [
        (encoded_word("חשבונית מס", "windows-1255"), "חשבונית מס"),
        (encoded_word("חשבונית מס", "windows-1255", "Q"), "חשבונית מס"),
        (encoded_word("חשבונית מס", "iso-8859-8"), "חשבונית מס"),
        (encoded_word("חשבונית מס", "iso-8859-8-i", "Q"), "חשבונית מס"),
        (f"{encoded_word('חשבונית', 'utf-8')} 2024/17", "חשבונית 2024/17"),
        (f"{encoded_word('חשבונית', 'utf-8')}\r\n {encoded_word('מס', 'utf-8')}", "חשבוניתמס"),
        (cp1255_word("חשבון", "x-unknown"), "חשבון"),
    ]
    assert [decode_header_value(raw) for raw, _ in cases] == [text for _, text in cases]
    # Raw 8-bit headers: UTF-8 (RFC 6532 mail) and windows-1255 (old Israeli clients).
    for charset in ("utf-8", "cp1255"):
        raw_head = b"Subject: " + "חשבונית מס 12".encode(charset) + b"\r\nFrom: a@b.co.il\r\n\r\nx"
        assert parse_message(raw_head).subject == "חשבונית מס 12"
    for header in ("=?utf-8?B?@@@?=", "=?utf-8?Q?=ZZ?=", "=?utf-8?X?abc?=", "=?", "\udcff"):
        assert isinstance(decode_header_value(header), str)
    for raw in (
        b"",
        b"\x00\xff" * 100,
        b"Content-Type: multipart/mixed; boundary=\r\n\r\n--\r\n",
        os.urandom(2000),
    ):
        parsed = parse_message(raw)
        assert parsed.attachments == [] or all(a.filename for a in parsed.attachments)


def test_an_intake_crash_on_one_attachment_keeps_the_message_and_the_fetch_goes_on(
    client: TestClient,
    member_headers: dict[str, str],
    dovecot: Dovecot,
    mailbox: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import misrad.intake.service as intake

    real = intake.accept_file

    def fragile(*args: Any, **kwargs: Any) -> Any:
        if kwargs.get("filename") == "poison.pdf":
            raise RuntimeError("intake bug")
        return real(*args, **kwargs)

    monkeypatch.setattr(intake, "accept_file", fragile)
    for name in ("before.pdf", "poison.pdf", "after.pdf"):
        attachments = [(name, "application/pdf", invoice_pdf())]
        if name == "poison.pdf":
            attachments.append(("sibling.pdf", "application/pdf", invoice_pdf()))
        dovecot.deliver(mailbox, mail(name, attachments=attachments, message_id=f"<{name}@t>"))
    account_id = connect(client, member_headers, dovecot, mailbox)
    response = client.post(f"{API}/accounts/{account_id}/fetch", headers=member_headers)
    assert response.json()["data"] == {"fetched": 3, "new_documents": 3}
    got = {m["subject"]: m for m in listed(client, member_headers)}
    poison = got["poison.pdf"]
    assert poison["processed"] is False and len(poison["document_ids"]) == 1
    assert [(a["filename"], a["status"], a["skip_reason"]) for a in poison["attachments"]] == [
        ("poison.pdf", "failed", "intake_error"),
        ("sibling.pdf", "imported", None),
    ]
    assert got["after.pdf"]["processed"] is True and len(got["after.pdf"]["document_ids"]) == 1
    unprocessed = client.get(f"{API}/messages?processed=false", headers=member_headers).json()["data"]
    assert [m["subject"] for m in unprocessed["messages"]] == ["poison.pdf"]
