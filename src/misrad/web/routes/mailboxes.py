"""Mailboxes: the caller's accounts with their status, last fetch, message counts and last error."""

from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import Response

from misrad.core.web import DbSession
from misrad.mailboxes import service as mailboxes
from misrad.web.templating import render
from misrad.web.viewer import PageViewer

router = APIRouter()


@router.get("/mailboxes")
def mailboxes_page(request: Request, viewer: PageViewer, session: DbSession) -> Response:
    return render(request, "mailboxes.html", viewer, accounts=mailboxes.list_accounts(session, viewer.caller))
