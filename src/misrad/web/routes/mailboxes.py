"""Mailboxes: the caller's accounts (status, last fetch, counts, last error), connecting an IMAP account
(the login is tested before anything is saved), fetching now, and the imported messages with filters.

Connecting and fetching talk to a mail server: those routes take no request session (as the API's), the
service opens its own short units of work around the network I/O.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Query, Request
from fastapi.responses import RedirectResponse, Response
from pydantic import ValidationError
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from misrad.core.db import get_database
from misrad.core.errors import MisradError
from misrad.core.i18n import translate
from misrad.core.pagination import PageRequest
from misrad.core.schemas import Id
from misrad.core.web import DbSession, make_router
from misrad.mailboxes import service as mailboxes
from misrad.mailboxes.schemas import ImapAccountCreate
from misrad.web.templating import render
from misrad.web.viewer import PageViewer, Viewer

router = make_router()
AccountId = Id  # bounded like every id of the API
PER_PAGE = 20
CHOICES = {"yes": True, "no": False}
BLANK_FORM = {"imap_port": "993", "use_ssl": "on"}


def _messages(session: Session, viewer: Viewer, params: dict[str, Any]) -> tuple[Any, list[dict[str, Any]]]:
    found = mailboxes.list_messages(
        session, viewer.caller, PageRequest(params["page"], PER_PAGE),
        processed=CHOICES.get(params["processed"]), has_attachments=CHOICES.get(params["attachments"]),
    )  # fmt: skip
    return found, [mailboxes.message_view(m) for m in found.items]


def _page(
    request: Request, viewer: Viewer, session: Session, *, params: dict[str, Any] | None = None,
    typed: dict[str, str] | None = None, errors: dict[str, str] | None = None, status_code: int = 200,
    done: str = "", failed: dict[int, str] | None = None,
) -> Response:
    params = params or {"processed": "", "attachments": "", "page": 1}
    found, messages = _messages(session, viewer, params)
    return render(
        request, "mailboxes.html", viewer, status_code=status_code,
        accounts=mailboxes.list_accounts(session, viewer.caller), found=found, messages=messages,
        params=params, typed=typed or BLANK_FORM, errors=errors or {}, done=done, failed=failed or {},
    )  # fmt: skip


@router.get("/mailboxes")
def mailboxes_page(
    request: Request,
    viewer: PageViewer,
    session: DbSession,
    processed: str = "",
    attachments: str = "",
    page: Annotated[int, Query(ge=1, le=100_000)] = 1,
    fetched: Annotated[str, Query(max_length=40)] = "",
    done: str = "",
) -> Response:
    """The message filters are query parameters, so a view can be bookmarked."""
    params = {
        "processed": processed if processed in CHOICES else "",
        "attachments": attachments if attachments in CHOICES else "",
        "page": page,
    }
    note = ""
    if done == "connected":
        note = translate("mailbox_created")
    elif fetched.count(".") == 1 and fetched.replace(".", "").isdigit():
        count, new = fetched.split(".")
        note = translate("web_mail_fetched", fetched=int(count), new=int(new))
    return _page(request, viewer, session, params=params, done=note)


def _typed(form: Any) -> dict[str, str]:
    names = ("email", "imap_server", "imap_port", "imap_username", "use_ssl")
    return {name: str(form.get(name, "")).strip() for name in names}


def _body(typed: dict[str, str], password: str) -> dict[str, Any]:
    return {
        "provider": "imap",
        "email": typed["email"],
        "imap_server": typed["imap_server"],
        "imap_port": typed["imap_port"] or "993",
        "imap_username": typed["imap_username"] or None,
        "imap_password": password,
        "use_ssl": typed["use_ssl"] == "on",
    }


def _field_errors(error: ValidationError) -> dict[str, str]:
    return {str(e["loc"][0]): translate("web_invalid_value") for e in error.errors() if e.get("loc")}


def _connect(viewer: Viewer, typed: dict[str, str], password: str) -> dict[str, str]:
    """Runs in the thread pool: test the login, save only if it works; the errors by field."""
    try:
        body = ImapAccountCreate.model_validate(_body(typed, password))
    except ValidationError as error:
        return _field_errors(error)
    try:
        mailboxes.connect_account(viewer.caller, body)
    except MisradError as error:
        return {"form": error.message()}
    return {}


def _page_alone(request: Request, viewer: Viewer, status_code: int, **context: Any) -> Response:
    with get_database().unit_of_work(write=False) as session:
        return _page(request, viewer, session, status_code=status_code, **context)


@router.post("/mailboxes")
async def connect(request: Request, viewer: PageViewer) -> Response:
    """What was typed comes back with the error beside its field, or the server's refusal in words;
    the password is never sent back to the browser."""
    form = await request.form()
    typed = _typed(form)
    errors = await run_in_threadpool(_connect, viewer, typed, str(form.get("imap_password", "")))
    if not errors:
        return RedirectResponse("/mailboxes?done=connected", 303)
    return await run_in_threadpool(_page_alone, request, viewer, 400, typed=typed, errors=errors)


@router.post("/mailboxes/{account_id}/fetch")
async def fetch(request: Request, account_id: AccountId, viewer: PageViewer) -> Response:
    try:
        result = await run_in_threadpool(mailboxes.fetch_account_waiting, viewer.caller, account_id)
    except MisradError as error:
        failed = {account_id: error.message()}
        return await run_in_threadpool(_page_alone, request, viewer, error.status, failed=failed)
    return RedirectResponse(f"/mailboxes?fetched={result.fetched}.{result.new_documents}", 303)
