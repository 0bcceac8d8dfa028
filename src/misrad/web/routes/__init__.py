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
    spending,
    spending_fallback,
    spending_reports,
)

router = APIRouter(include_in_schema=False)
# bulk before document: /documents/bulk must not be read as a document's id.
PARTS = (
    account, home, documents, bulk, document, categories,
    approval_rules, approvals, alerts, exports, mailboxes,
    spending, spending_reports, spending_fallback,
)
for part in PARTS:
    router.include_router(part.router)
