"""Every page of the web application, one module per part of the menu."""

from fastapi import APIRouter

from misrad.web.routes import account, approvals, document, documents, home

router = APIRouter(include_in_schema=False)
for part in (account, home, documents, document, approvals):
    router.include_router(part.router)
