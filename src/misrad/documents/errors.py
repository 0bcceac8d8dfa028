from __future__ import annotations

from misrad.core.errors import Conflict, InvalidInput, NotFound, PayloadTooLarge


class UnsupportedFileType(InvalidInput):
    code = "unsupported_file_type"


class FileTooLarge(PayloadTooLarge):
    code = "file_too_large"


class DocumentNotFound(NotFound):
    code = "document_not_found"


class CategoryNotFound(NotFound):
    code = "category_not_found"


class CategoryNameTaken(Conflict):
    code = "category_name_taken"


class ExportFileNotFound(NotFound):
    code = "export_file_not_found"


class DocumentBusy(Conflict):
    code = "document_busy"
