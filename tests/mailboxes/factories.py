"""Mail for the tests: invoices made on the spot (reportlab PDFs, Pillow PNGs) in RFC 822 messages."""

from __future__ import annotations

import base64
import io
import itertools
from datetime import UTC, datetime
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid

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
