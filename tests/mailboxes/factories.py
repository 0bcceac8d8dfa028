"""Mail for the tests: invoices made on the spot (reportlab PDFs, Pillow PNGs) in RFC 822 messages."""

from __future__ import annotations

import base64
import io
import itertools
import re
from datetime import UTC, datetime
from email.headerregistry import Address
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid
from typing import Any

_numbers = itertools.count(1000)


def invoice_pdf(number: int | None = None) -> bytes:
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    number = number or next(_numbers)
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4)
    page.drawString(72, 760, f"Tax invoice {number}")
    page.drawString(72, 740, f"Total: {number % 997 + 100}.00 ILS")
    page.save()
    return buffer.getvalue()


def invoice_png(number: int | None = None) -> bytes:
    from PIL import Image, ImageDraw

    number = number or next(_numbers)
    image = Image.new("RGB", (320, 120), "white")
    ImageDraw.Draw(image).text((10, 40), f"Receipt {number}", fill="black")
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


def encoded_word(text: str, charset: str, encoding: str = "B") -> str:
    """An RFC 2047 encoded word written the way Israeli mail clients write it."""
    codec = {"iso-8859-8-i": "iso-8859-8"}.get(charset, charset)
    data = text.encode(codec)
    if encoding == "B":
        return f"=?{charset}?B?{base64.b64encode(data).decode()}?="
    quoted = "".join(chr(b) if 48 <= b < 123 and chr(b).isalnum() else f"={b:02X}" for b in data)
    return f"=?{charset}?Q?{quoted}?="


def mail(
    subject: str = "חשבונית מס",
    *,
    sender: str = 'ספק בע"מ <billing@supplier.co.il>',
    attachments: list[tuple[str, str, bytes]] = (),  # type: ignore[assignment]
    raw_subject: str | None = None,
    message_id: str | None = None,
    body: str = "מצורפת חשבונית.",
) -> bytes:
    message = EmailMessage()
    named = re.fullmatch(r"(.+) <([^<>]+)>", sender)
    if named and "=?" not in sender:
        # As a mail client writes it: the display name encoded on its own, the address left readable.
        message["From"] = Address(display_name=named.group(1), addr_spec=named.group(2))
    else:
        message["From"] = sender
    message["To"] = "office@example.co.il"
    message["Subject"] = subject
    message["Date"] = format_datetime(datetime.now(UTC))
    message["Message-ID"] = message_id or make_msgid(domain="supplier.co.il")
    message.set_content(body)
    for filename, mime, data in attachments:
        maintype, subtype = mime.split("/")
        message.add_attachment(data, maintype=maintype, subtype=subtype, filename=filename)
    raw = message.as_bytes()
    if raw_subject is not None:
        head, _, rest = raw.partition(b"\n\n")
        lines = [
            (b"Subject: " + raw_subject.encode("ascii")) if line.startswith(b"Subject:") else line
            for line in _unfold_subject(head).split(b"\n")
        ]
        raw = b"\n".join(lines) + b"\n\n" + rest
    return raw


def _unfold_subject(head: bytes) -> bytes:
    out: list[bytes] = []
    for line in head.split(b"\n"):
        if line[:1] in (b" ", b"\t") and out and out[-1].startswith(b"Subject:"):
            continue
        out.append(line)
    return b"\n".join(out)


def forwarded(inner: bytes, subject: str = "Fwd: חשבונית") -> bytes:
    message = EmailMessage()
    message["From"] = "מנהלת חשבונות <books@example.co.il>"
    message["Subject"] = subject
    message["Message-ID"] = make_msgid(domain="example.co.il")
    message.set_content("הועבר")
    from email import message_from_bytes, policy

    message.add_attachment(message_from_bytes(inner, policy=policy.default))
    return message.as_bytes()


def hebrew_invoice(seed: int, kind: str = "text") -> tuple[str, str, bytes]:
    """(filename, MIME type, bytes) of a Hebrew invoice from the invoice generator."""
    from tests.invoices.generator import make_invoice, render

    data, filename = render(make_invoice(seed, "he"), kind, seed)  # type: ignore[arg-type]
    mime = "image/jpeg" if filename.endswith(".jpg") else "application/pdf"
    return filename, mime, data


API = "/api/email-integration"


def imap_body(dovecot: Any, user: str, **changes: Any) -> dict[str, Any]:
    """The create body of an IMAP account on the test Dovecot."""
    body: dict[str, Any] = {
        "provider": "imap",
        "email": user,
        "imap_server": "127.0.0.1",
        "imap_port": dovecot.port,
        "imap_username": user,
        "imap_password": dovecot.passwords[user],
        "use_ssl": False,
        "auto_fetch": True,
        "fetch_interval": 10,
    }
    body.update(changes)
    return body


def connect(client: Any, headers: dict[str, str], dovecot: Any, user: str, **changes: Any) -> int:
    """Create an IMAP account through the API; its id."""
    response = client.post(f"{API}/accounts", json=imap_body(dovecot, user, **changes), headers=headers)
    assert response.status_code == 201, response.text
    return int(response.json()["data"]["id"])
