"""Every page of the web application, one module per part of the menu."""

from misrad.core.web import make_router
from misrad.web.routes import (
    account,
    ai_keys,
    alerts,
    approval_rules,
    approvals,
    assistant,
    bulk,
    categories,
    customers,
    document,
    documents,
    exports,
    home,
    invoices,
    knowledge,
    mailboxes,
    prompts,
    settings,
    spending,
    spending_fallback,
    spending_reports,
    users,
)

router = make_router(include_in_schema=False)
# bulk before document: /documents/bulk must not be read as a document's id.
PARTS = (
    account, home, documents, bulk, document, categories,
    approval_rules, approvals, alerts, exports, mailboxes,
    customers, invoices, settings, ai_keys, users,  # /customers/import before /customers/{id}
    knowledge, prompts, assistant,
    spending, spending_reports, spending_fallback,
)
for part in PARTS:
    router.include_router(part.router)
