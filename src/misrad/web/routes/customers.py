"""Customers: the list with the records area's search (word prefixes in Hebrew and English, phones in any
form), paging, a new customer, the CSV import with its report, and a customer's page (balance, open
invoices, repairs, edit, delete for admins, and a conversation with the assistant about them)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Query, Request
from fastapi.responses import RedirectResponse, Response
from pydantic import ValidationError
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import UploadFile

from misrad.assistant import service as assistant
from misrad.assistant.schemas import ConversationCreate
from misrad.core.errors import Forbidden, MisradError
from misrad.core.i18n import translate
from misrad.core.pagination import Page, PageRequest
from misrad.core.schemas import Id
from misrad.core.settings import get_settings
from misrad.core.web import DbSession, make_router
from misrad.records import importer
from misrad.records import service as records
from misrad.records.schemas import CustomerCreate, CustomerUpdate
from misrad.web import record_forms as forms
from misrad.web.templating import render
from misrad.web.viewer import PageViewer, Viewer

router = make_router()
CustomerId = Id  # bounded like every id of the API
PER_PAGE = 25
UPLOAD: dict[str, Any] = {"requestBody": {"content": {"multipart/form-data": {}}}}
DONE = {"saved": "wr_customer_saved", "deleted": "wr_customer_deleted"}


def _list_page(
    request: Request,
    viewer: Viewer,
    session: Session,
    *,
    q: str = "",
    page: int = 1,
    typed: dict[str, str] | None = None,
    errors: dict[str, str] | None = None,
    status_code: int = 200,
    done: str = "",
) -> Response:
    try:
        found, balances = records.customers_with_balances(
            session, PageRequest(page, PER_PAGE), search=q or None
        )
    except MisradError:  # a search the records area refuses lists nothing rather than failing
        found, balances = Page(items=[], total=0, page=page, per_page=PER_PAGE), {}
    return render(
        request, "customers.html", viewer, status_code=status_code, found=found, balances=balances,
        params={"q": q}, typed=typed or {}, errors=errors or {},
        done=translate(DONE[done]) if done in DONE else "",
    )  # fmt: skip


@router.get("/customers")
def customers_page(
    request: Request,
    viewer: PageViewer,
    session: DbSession,
    q: Annotated[str, Query(max_length=200)] = "",
    page: Annotated[int, Query(ge=1, le=100_000)] = 1,
    done: str = "",
) -> Response:
    return _list_page(request, viewer, session, q=q, page=page, done=done)


def _create(request: Request, viewer: Viewer, session: Session, typed: dict[str, str]) -> Response:
    """In the thread pool: a write must not wait for SQLite's writer turn on the event loop."""
    try:
        with session.begin_nested():
            customer = records.create_customer(session, forms.body(CustomerCreate, typed))
    except ValidationError as error:
        return _list_page(
            request, viewer, session, typed=typed, errors=forms.field_errors(error), status_code=400
        )
    except MisradError as error:
        return _list_page(
            request, viewer, session, typed=typed, errors=forms.refusal(error), status_code=error.status
        )
    return RedirectResponse(f"/customers/{customer.id}?done=saved", 303)


@router.post("/customers")
async def create(request: Request, viewer: PageViewer, session: DbSession) -> Response:
    typed = forms.typed(await request.form(), forms.CUSTOMER_FIELDS)
    return await run_in_threadpool(_create, request, viewer, session, typed)


@router.get("/customers/import")
def import_page(request: Request, viewer: PageViewer) -> Response:
    return render(request, "customers_import.html", viewer, report=None, error="")


@router.post("/customers/import", openapi_extra=UPLOAD)
async def import_csv(request: Request, viewer: PageViewer, session: DbSession) -> Response:
    """The file is read whole (the body limit of uploads bounds it), then imported row by row."""
    upload = (await request.form()).get("file")
    if not isinstance(upload, UploadFile) or not upload.filename:
        return render(
            request, "customers_import.html", viewer, 400, report=None, error=translate("wr_import_no_file")
        )
    limit = get_settings().max_upload_bytes
    data = await upload.read(limit + 1)
    if len(data) > limit:
        return render(
            request, "customers_import.html", viewer, 413, report=None, error=translate("wr_import_too_large")
        )
    try:
        report = await run_in_threadpool(importer.import_customers, session, data)
    except MisradError as error:
        return render(
            request, "customers_import.html", viewer, error.status, report=None, error=error.message()
        )
    return render(request, "customers_import.html", viewer, report=report, error="")


def _customer_page(
    request: Request,
    viewer: Viewer,
    session: Session,
    customer_id: int,
    *,
    typed: dict[str, str] | None = None,
    errors: dict[str, str] | None = None,
    status_code: int = 200,
    done: str = "",
) -> Response:
    customer = records.require_customer(session, customer_id)
    invoices = records.invoices_of_customer(session, customer_id, limit=50)
    statuses = {i.id: records.invoice_display_status(i) for i in invoices}
    return render(
        request, "customer.html", viewer, status_code=status_code, customer=customer,
        balance=records.customer_balance(session, customer_id),
        open_invoices=[i for i in invoices if statuses[i.id] in ("open", "overdue")], statuses=statuses,
        repairs=records.repairs_of_customer(session, customer_id, limit=20),
        typed=typed or {name: getattr(customer, name) or "" for name in forms.CUSTOMER_FIELDS},
        errors=errors or {}, done=translate(DONE[done]) if done in DONE else "",
    )  # fmt: skip


@router.get("/customers/{customer_id}")
def customer_page(
    request: Request, customer_id: CustomerId, viewer: PageViewer, session: DbSession, done: str = ""
) -> Response:
    return _customer_page(request, viewer, session, customer_id, done=done)


def _edit(
    request: Request, viewer: Viewer, session: Session, customer_id: int, typed: dict[str, str]
) -> Response:
    """Saves the edit, or shows the customer's page again with the typing kept and each error beside its
    field (a customer that is gone is a 404 page, not a form error)."""
    status, errors = 400, {"name": translate("wr_name_needed")}
    try:
        if typed["name"].strip():
            change = forms.body(CustomerUpdate, typed, keep_empty=True)
            with session.begin_nested():
                records.update_customer(session, customer_id, change)
            return RedirectResponse(f"/customers/{customer_id}?done=saved", 303)
    except ValidationError as error:
        errors = forms.field_errors(error)
    except MisradError as error:
        if error.status == 404:
            raise
        status, errors = error.status, forms.refusal(error)
    return _customer_page(
        request, viewer, session, customer_id, typed=typed, status_code=status, errors=errors
    )


@router.post("/customers/{customer_id}")
async def edit(request: Request, customer_id: CustomerId, viewer: PageViewer, session: DbSession) -> Response:
    typed = forms.typed(await request.form(), forms.CUSTOMER_FIELDS)
    return await run_in_threadpool(_edit, request, viewer, session, customer_id, typed)


@router.post("/customers/{customer_id}/delete")
def delete(request: Request, customer_id: CustomerId, viewer: PageViewer, session: DbSession) -> Response:
    """Admins only, as on the API; a customer with invoices or repairs stays, and the page says why."""
    if not viewer.caller.is_admin:
        raise Forbidden()
    try:
        with session.begin_nested():
            records.delete_customer(session, customer_id)
    except MisradError as error:
        if error.status == 404:
            raise
        errors = {"delete": error.message()}
        return _customer_page(request, viewer, session, customer_id, status_code=error.status, errors=errors)
    return RedirectResponse("/customers?done=deleted", 303)


@router.post("/customers/{customer_id}/ask")
def ask_assistant(customer_id: CustomerId, viewer: PageViewer, session: DbSession) -> Response:
    """A new conversation bound to the customer (the assistant's own service), opened on its page."""
    customer = records.require_customer(session, customer_id)
    title = translate("wr_ask_assistant_title", name=customer.name)[:200]
    body = ConversationCreate(context_type="customer", context_id=customer_id, title=title)
    conversation = assistant.create_conversation(session, viewer.caller, body, viewer.language)
    return RedirectResponse(f"/assistant?conversation={conversation.id}", 303)
