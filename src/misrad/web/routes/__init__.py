"""Every page of the web application, one module per part of the menu."""

from fastapi import APIRouter

from misrad.web.routes import (
    account,
    alerts,
    approvals,
    bulk,
    categories,
    document,
    documents,
    exports,
    home,
    mailboxes,
)

router = APIRouter(include_in_schema=False)
# bulk before document: /documents/bulk must not be read as a document's id.
for part in (account, home, documents, bulk, document, categories, approvals, alerts, exports, mailboxes):
    router.include_router(part.router)
