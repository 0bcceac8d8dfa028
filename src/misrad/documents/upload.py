"""Reading a multipart upload as a stream, with the size limit enforced while the bytes arrive.

Starlette's own ``request.form()`` would spool the whole body first; here the body is counted as it
is read and the read stops as soon as it passes the limit, so a 2 GB body costs at most ~10 MB.
"""

from __future__ import annotations

from collections.abc import AsyncGenerator
from dataclasses import dataclass

from starlette.datastructures import UploadFile
from starlette.formparsers import MultiPartException, MultiPartParser
from starlette.requests import Request

from misrad.core.errors import InvalidInput
from misrad.core.i18n import translate
from misrad.core.settings import get_settings
from misrad.documents.errors import FileTooLarge

# Room for the multipart boundaries, part headers and the small form fields beside the file.
ENVELOPE_ALLOWANCE = 64 * 1024


@dataclass(frozen=True)
class UploadForm:
    filename: str
    data: bytes
    fields: dict[str, str]


async def read_upload(request: Request) -> UploadForm:
    limit = get_settings().max_upload_bytes
    declared = request.headers.get("content-length")
    if declared and declared.isdigit() and int(declared) > limit + ENVELOPE_ALLOWANCE:
        raise FileTooLarge()
    content_type = request.headers.get("content-type", "")
    if not content_type.startswith("multipart/form-data"):
        raise InvalidInput("file_required")

    async def limited() -> AsyncGenerator[bytes, None]:
        received = 0
        async for chunk in request.stream():
            received += len(chunk)
            if received > limit + ENVELOPE_ALLOWANCE:
                raise FileTooLarge()
            yield chunk

    parser = MultiPartParser(request.headers, limited(), max_files=1, max_fields=20, max_part_size=64 * 1024)
    try:
        form = await parser.parse()
    except MultiPartException as exc:
        # The parser's own text is English; the caller reads the catalogue's.
        raise InvalidInput("invalid_upload", details=translate("upload_form_unreadable")) from exc
    upload = form.get("file")
    fields = {k: v for k, v in form.multi_items() if isinstance(v, str)}
    if not isinstance(upload, UploadFile):
        raise InvalidInput("file_required")
    try:
        data = await upload.read(limit + 1)
        if len(data) > limit:
            raise FileTooLarge()
        return UploadForm(upload.filename or "", data, fields)
    finally:
        await upload.close()
        await form.close()
