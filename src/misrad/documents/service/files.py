"""Taking in a file: its type read from its bytes, its name cleaned, stored once under its digest."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

from sqlalchemy.orm import Session

from misrad.auth.schemas import Caller
from misrad.core.settings import get_settings
from misrad.documents import repository, search, storage
from misrad.documents.errors import (
    CategoryNotFound,
    FileTooLarge,
    UnsupportedFileType,
)
from misrad.documents.models import Category, Document
from misrad.documents.service.records import get_document

MIME_EXTENSIONS = {"application/pdf": ".pdf", "image/png": ".png", "image/jpeg": ".jpg"}


# ---------------------------------------------------------------- files


def sniff_type(data: bytes) -> str:
    """The file's type from its first bytes; its name and the client's content type are ignored."""
    if data.startswith(b"%PDF-"):
        return "application/pdf"
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if data.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    raise UnsupportedFileType()


_UNSAFE = re.compile(r"[^\w\u0590-\u05FF .()\-+]", re.UNICODE)
_CONTROL = re.compile(r"[\x00-\x1f\x7f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def sanitise_filename(name: str, mime: str) -> tuple[str, str]:
    """(safe stored name, original name for display).

    The display name keeps the user's words (Hebrew too) but loses any folder part and control or
    direction-override characters; the safe name also keeps only letters, digits and ``.()-+ _``
    and always ends with the extension of the type the bytes really are.
    """
    base = re.split(r"[\\/]", name or "")[-1]
    base = _CONTROL.sub("", unicodedata.normalize("NFC", base)).strip()
    original = base[:255] or "document"
    stem, dot, _extension = base.rpartition(".")
    if not dot:
        stem = base
    safe = _UNSAFE.sub("_", stem).strip(" ._") or "document"
    safe = re.sub(r"_+", "_", safe)[:120]
    return safe + MIME_EXTENSIONS[mime], original


def check_size(size: int) -> None:
    if size > get_settings().max_upload_bytes:
        raise FileTooLarge()
    if size == 0:
        raise UnsupportedFileType("empty_file")


def create_document(
    session: Session,
    *,
    owner_id: int,
    filename: str,
    data: bytes,
    source: str,
    email_message_id: int | None,
    category_id: int | None,
) -> Document:
    """Check the bytes, store the file once under its digest, create the row (status ``uploaded``)."""
    check_size(len(data))
    mime = sniff_type(data)
    if category_id is not None and session.get(Category, category_id) is None:
        raise CategoryNotFound()
    safe, original = sanitise_filename(filename, mime)
    digest = storage.store(data)
    document = Document(
        owner_id=owner_id,
        filename=safe,
        original_filename=original,
        file_sha256=digest,
        file_size=len(data),
        mime_type=mime,
        source=source,
        email_message_id=email_message_id,
        category_id=category_id,
        status="uploaded",
        ocr_status="pending",
    )
    session.add(document)
    session.flush()
    repository.replace_terms(session, document.id, search.index_terms(original))
    repository.add_activity(session, "document_uploaded", document.id, owner_id)
    return document


def file_for(session: Session, caller: Caller, document_id: int) -> tuple[bytes, Document]:
    document = get_document(session, caller, document_id)
    return storage.read(document.file_sha256), document


def file_of(document: Document) -> bytes:
    """The stored bytes of a document another area has already allowed the caller to see."""
    return storage.read(document.file_sha256)


def stored_path(sha256: str) -> Path:
    """Where the bytes of a stored file live (intake reads them there, without loading them here)."""
    return storage.path_for(sha256)
