"""Rules of the documents area: files, documents, categories, search, statistics, export.

Visibility (CONTRACT leaves it open): a document is private to the user who uploaded it (or who owns
the mailbox it came from); admins see and manage every document. Another user's document is 404.
A small business usually has one bookkeeper and an owner; invoices carry bank and salary-like figures,
so private-by-default with the admin (the owner) seeing everything is the safer expectation.
Categories are shared by the whole business: anyone signed in may create them; their creator or an
admin may change or delete them. Document counts in a category list count the documents the caller sees.
"""

from __future__ import annotations

from misrad.documents.service.categories import (
    CategoryRule,
    categorisation_rules,
    category_choices,
    choose_category,
    create_category,
    delete_category,
    get_category,
    list_categories,
    seed_categories,
    update_category,
)
from misrad.documents.service.exporting import (
    create_export,
    day_bounds,
    detail_for_export,
    export_path,
    export_rows,
    list_exports,
)
from misrad.documents.service.files import (
    MIME_EXTENSIONS,
    check_size,
    create_document,
    file_for,
    file_of,
    sanitise_filename,
    sniff_type,
    stored_path,
)
from misrad.documents.service.records import (
    InvoiceFacts,
    ListFilters,
    ProcessingResult,
    category_names,
    delete_document,
    detail,
    ensure_can_reprocess,
    facts,
    filtered_statement,
    get_document,
    get_live_document,
    list_documents,
    list_item,
    mark_failed,
    queue_processing,
    reindex,
    save_results,
    start_processing,
    update_document,
)
from misrad.documents.service.statistics import (
    documents_per_day,
    queue_figures,
    statistics,
)

__all__ = [
    "MIME_EXTENSIONS",
    "CategoryRule",
    "InvoiceFacts",
    "ListFilters",
    "ProcessingResult",
    "categorisation_rules",
    "category_choices",
    "category_names",
    "check_size",
    "choose_category",
    "create_category",
    "create_document",
    "create_export",
    "day_bounds",
    "delete_category",
    "delete_document",
    "detail",
    "detail_for_export",
    "documents_per_day",
    "ensure_can_reprocess",
    "export_path",
    "export_rows",
    "facts",
    "file_for",
    "file_of",
    "filtered_statement",
    "get_category",
    "get_document",
    "get_live_document",
    "list_categories",
    "list_documents",
    "list_exports",
    "list_item",
    "mark_failed",
    "queue_figures",
    "queue_processing",
    "reindex",
    "sanitise_filename",
    "save_results",
    "seed_categories",
    "sniff_type",
    "start_processing",
    "statistics",
    "stored_path",
    "update_category",
    "update_document",
]
