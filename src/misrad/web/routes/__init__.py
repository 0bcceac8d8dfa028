"""Every page of the web application, one module per part of the menu."""

from fastapi import APIRouter

from misrad.web.routes import (
    account,
    alerts,
    approval_rules,
    approvals,
    categories,
    document,
    documents,
    exports,
    home,
    mailboxes,
)

router = APIRouter(include_in_schema=False)
PARTS = (
    account, home, documents, document, categories, approval_rules, approvals, alerts, exports, mailboxes
)
for part in PARTS:
    router.include_router(part.router)
