"""Every page of the web application, one module per part of the menu."""

from fastapi import APIRouter

from misrad.web.routes import (
    account,
    alerts,
    approval_rules,
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
PARTS = (
    account,
    home,
    documents,
    bulk,
    document,
    categories,
    approval_rules,
    approvals,
    alerts,
    exports,
    mailboxes,
)
for part in PARTS:
    router.include_router(part.router)
