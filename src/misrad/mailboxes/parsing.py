"""Reading e-mail: headers decoded from RFC 2047 (Hebrew too), attachments found anywhere in the tree.

The stdlib ``email`` package with ``policy.default`` reads most mail; Israeli mail adds what it
misreads, so every header has a fallback: charsets it does not know (``iso-8859-8-i``, the logical
Hebrew label; ``x-unknown``), raw 8-bit headers (usually windows-1255), and encoded words it cannot
decode. Nothing here raises on bad input: a broken message gives what could be read plus a problem.
"""

from __future__ import annotations

import binascii
import codecs
import hashlib
import quopri
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from email import policy
from email.header import decode_header
from email.message import Message
from email.parser import BytesParser
from email.utils import decode_rfc2231, getaddresses, parsedate_to_datetime
from urllib.parse import unquote_to_bytes

# Labels mail clients write that Python's codec registry does not know, mapped to ones it does.
CHARSET_ALIASES = {
    "iso-8859-8-i": "iso-8859-8",
    "iso-8859-8-e": "iso-8859-8",
    "iso_8859-8-i": "iso-8859-8",
    "logical": "iso-8859-8",
    "visual": "iso-8859-8",
    "x-mac-hebrew": "cp1255",
    "ks_c_5601-1987": "cp949",
    "unknown-8bit": "cp1255",
    "x-unknown": "cp1255",
    "us-ascii": "ascii",
}
# Tried in order on bytes of an unknown charset: UTF-8 first (strict), then the Hebrew Windows page
# (what Outlook in Israel writes), then Latin-1, which decodes anything.
FALLBACK_CHARSETS = ("utf-8", "cp1255", "latin-1")

INVOICE_TYPES = {"pdf": "application/pdf", "png": "image/png", "jpg": "image/jpeg"}
_EXTENSIONS = {".pdf": "pdf", ".png": "png", ".jpg": "jpg", ".jpeg": "jpg", ".jpe": "jpg"}
_CONTENT_TYPES = {
    "application/pdf": "pdf",
    "image/png": "png",
    "image/jpeg": "jpg",
    "image/jpg": "jpg",
    "image/pjpeg": "jpg",
    "application/x-pdf": "pdf",
}


def sniff(data: bytes) -> str | None:
    """The invoice file type the bytes really are (``pdf``, ``png``, ``jpg``), else None."""
    if data.lstrip()[:5] == b"%PDF-":
        return "pdf"
    if data[:8] == b"\x89PNG\r\n\x1a\n":
        return "png"
    if data[:3] == b"\xff\xd8\xff":
        return "jpg"
    return None


def _codec(charset: str | None) -> str | None:
    if not charset:
        return None
    name = charset.strip().strip('"').lower()
    name = CHARSET_ALIASES.get(name, name)
    try:
        return codecs.lookup(name).name
    except LookupError:
        return None


def decode_bytes(data: bytes, charset: str | None = None) -> str:
    codec = _codec(charset)
    if codec:
        try:
            return data.decode(codec)
        except UnicodeDecodeError:
            pass
    for candidate in FALLBACK_CHARSETS:
        try:
            return data.decode(candidate)
        except UnicodeDecodeError:
            continue
    return data.decode("latin-1", errors="replace")  # pragma: no cover - latin-1 decodes anything


def _unfold(value: str) -> str:
    return re.sub(r"\r?\n[ \t]+", " ", value).strip()


def decode_header_value(raw: str) -> str:
    """Decode a raw header value (RFC 2047 encoded words and/or raw 8-bit bytes) to text."""
    raw = _unfold(raw)
    try:
        parts = decode_header(raw)
    except Exception:
        parts = [(raw, None)]
    pieces: list[str] = []
    for part, charset in parts:
        if isinstance(part, str):
            # No encoded words: raw 8-bit bytes arrive as surrogate escapes; decode them properly.
            pieces.append(decode_bytes(part.encode("utf-8", errors="surrogateescape")))
        else:
            pieces.append(decode_bytes(part, charset))
    text = "".join(pieces)
    return re.sub(r"\s+", " ", text).strip()


def _looks_broken(text: str) -> bool:
    return "\ufffd" in text or any("\udc80" <= ch <= "\udcff" for ch in text) or "=?" in text


def header_text(message: Message, name: str) -> str:
    """A header as text: ``policy.default``'s reading, or the fallback decoder when it fails."""
    raw_values = [value for key, value in message.raw_items() if key.lower() == name.lower()]
    if not raw_values:
        return ""
    raw = raw_values[0]
    try:
        value = message.get(name)
        text = _unfold(str(value)) if value is not None else ""
    except Exception:
        text = ""
    if text and not _looks_broken(text):
        return re.sub(r"\s+", " ", text).strip()
    return decode_header_value(raw if isinstance(raw, str) else str(raw))


def sender_text(message: Message) -> str:
    """``Name <address>`` (or the address alone) of the From header, decoded."""
    text = header_text(message, "From")
    if not text:
        return ""
    try:
        addresses = getaddresses([text])
    except Exception:
        return text[:500]
    if not addresses or not addresses[0][1]:
        return text[:500]
    name, address = addresses[0]
    return (f"{name} <{address}>" if name else address)[:500]


def message_date(message: Message) -> datetime | None:
    raw = header_text(message, "Date")
    if not raw:
        return None
    try:
        moment = parsedate_to_datetime(raw)
    except (TypeError, ValueError, IndexError):
        return None
    if moment is None:
        return None
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def normalise_message_id(value: str | None) -> str | None:
    if not value:
        return None
    value = _unfold(value)
    match = re.search(r"<[^<>\s]+>", value)
    found = match.group(0) if match else value.split()[0] if value.split() else ""
    return found[:998] or None


def message_key(message_id: str | None, header_bytes: bytes, size: int) -> str:
    """What identifies a message across renumberings: its Message-ID, else a digest of its headers.

    ``header_bytes`` must be the same header fields however the message was fetched (the fetcher asks
    the server for them explicitly), so the digest of a message without a Message-ID is stable.
    """
    if message_id:
        if len(message_id) <= 240:
            return "mid:" + message_id
        return "mid#" + hashlib.sha256(message_id.encode("utf-8", "surrogateescape")).hexdigest()
    digest = hashlib.sha256(header_bytes.strip() + b"\x00" + str(size).encode()).hexdigest()
    return "hdr:" + digest


@dataclass
class Attachment:
    filename: str
    content_type: str
    size: int
    data: bytes | None
    kind: str | None  # pdf/png/jpg when it claims or proves to be one, else None
    problem: str | None = None


@dataclass
class ParsedMessage:
    message_id: str | None
    subject: str
    sender: str
    date: datetime | None
    attachments: list[Attachment] = field(default_factory=list)
    problem: str | None = None


def _filename(part: Message) -> str:
    try:
        name = part.get_filename()
    except Exception:
        name = None
    if name and not _looks_broken(name):
        return name.strip()[:500]
    for key in ("Content-Disposition", "Content-Type"):
        raw = next((v for k, v in part.raw_items() if k.lower() == key.lower()), None)
        if raw:
            match = re.search(r'(?:file)?name\*?=\s*"?([^";]+)"?', str(raw), re.I)
            if match:
                return decode_header_value(match.group(1))[:500]
    return ""


def _is_attachment(part: Message, filename: str) -> bool:
    disposition = (part.get("Content-Disposition") or "").split(";")[0].strip().lower()
    if disposition == "attachment":
        return True
    content_type = part.get_content_type()
    if content_type in ("text/plain", "text/html") and not filename:
        return False
    if disposition == "inline" and part.get("Content-ID") and content_type.startswith("image/"):
        # Images the HTML body shows (signature logos) are part of the text, not attachments.
        return False
    return bool(filename) or content_type in _CONTENT_TYPES


def _claimed_kind(filename: str, content_type: str) -> str | None:
    lower = filename.lower()
    for extension, kind in _EXTENSIONS.items():
        if lower.endswith(extension):
            return kind
    return _CONTENT_TYPES.get(content_type)


def _attachment(part: Message) -> Attachment | None:
    """The part as an attachment (its bytes, or the reason they cannot be read); None for body text."""
    if part.is_multipart():
        return None
    filename = _filename(part)
    if not _is_attachment(part, filename):
        return None
    content_type = part.get_content_type()
    try:
        data = part.get_payload(decode=True)
    except Exception:
        data = None
    if not isinstance(data, bytes):
        return Attachment(filename or "attachment", content_type, 0, None, None, "unreadable_attachment")
    kind = sniff(data) or _claimed_kind(filename, content_type)
    if not filename:
        filename = f"attachment.{kind}" if kind else "attachment"
    return Attachment(filename, content_type, len(data), data, kind)


def parse_message(raw: bytes) -> ParsedMessage:
    """Read one RFC 822 message. Never raises: what cannot be read is reported in ``problem``."""
    try:
        message = BytesParser(policy=policy.default).parsebytes(raw)
    except Exception as exc:  # the parser is lenient; this is a last resort
        return ParsedMessage(None, "", "", None, problem=f"unreadable message: {type(exc).__name__}")
    problems: list[str] = []
    parsed = ParsedMessage(
        message_id=normalise_message_id(header_text(message, "Message-ID")),
        subject=header_text(message, "Subject")[:2000],
        sender=sender_text(message),
        date=message_date(message),
    )
    try:
        parts = list(message.walk())
    except Exception as exc:
        parts = []
        problems.append(f"broken MIME structure: {type(exc).__name__}")
    for part in parts:
        try:
            attachment = _attachment(part)
        except Exception as exc:
            problems.append(f"unreadable part: {type(exc).__name__}")
            continue
        if attachment is not None:
            parsed.attachments.append(attachment)
    if message.defects:
        problems.append("; ".join(sorted({type(d).__name__ for d in message.defects}))[:500])
    parsed.problem = "; ".join(problems) or None
    return parsed


def part_filename(raw: str, extended: bool) -> str:
    """A file name from BODYSTRUCTURE parameters: an RFC 2231 value, or text with RFC 2047 words."""
    if extended:
        charset, _language, text = decode_rfc2231(raw)
        data = unquote_to_bytes(text)
        return decode_bytes(data, charset)[:500]
    return decode_header_value(raw)[:500]


def transfer_decode(data: bytes, encoding: str) -> bytes | None:
    """Undo a part's Content-Transfer-Encoding; None when the bytes cannot be decoded."""
    try:
        if encoding == "base64":
            return binascii.a2b_base64(data)
        if encoding == "quoted-printable":
            return quopri.decodestring(data)
    except (binascii.Error, ValueError):
        return None
    return data


def decoded_size(size: int, encoding: str) -> int:
    """About how many bytes a stored part holds once decoded (base64: 57 bytes per 78-byte line)."""
    return size * 57 // 78 if encoding == "base64" else size


def attachment_of_part(
    filename: str, content_type: str, disposition: str, has_content_id: bool
) -> tuple[bool, str | None]:
    """Whether a part described by the server is an attachment, and the invoice kind it claims."""
    if disposition != "attachment":
        if content_type in ("text/plain", "text/html") and not filename:
            return False, None
        if disposition == "inline" and has_content_id and content_type.startswith("image/"):
            return False, None
        if not filename and content_type not in _CONTENT_TYPES:
            return False, None
    return True, _claimed_kind(filename, content_type)
