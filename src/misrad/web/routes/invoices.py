"""Invoices and repairs: lists filtered by status and customer, paging; a new one from a customer's list,
edit on its own page, delete for admins. The same records services as the JSON routes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any

from fastapi import Query, Request
from fastapi.responses import RedirectResponse, Response
from pydantic import BaseModel, ValidationError
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from misrad.core.errors import Forbidden, MisradError
from misrad.core.i18n import translate
from misrad.core.pagination import PageRequest
from misrad.core.schemas import Id
from misrad.core.web import DbSession, make_router
from misrad.records import service as records
from misrad.records.schemas import InvoiceCreate, InvoiceUpdate, RepairCreate, RepairUpdate
from misrad.web import record_forms as forms
from misrad.web.templating import render
from misrad.web.viewer import PageViewer, Viewer

router = make_router()
RecordId = Id  # bounded like every id of the API
PER_PAGE = 25
INVOICE_STATUSES = ("draft", "open", "paid", "overdue", "cancelled")
REPAIR_STATUSES = (
    "received",
    "diagnosing",
    "waiting_for_parts",
    "in_progress",
    "ready",
    "delivered",
    "cancelled",
)


@dataclass(frozen=True)
class Kind:
    """What differs between the invoice pages and the repair pages."""

    name: str  # "invoice" / "repair": the URL, the template and the catalogue keys
    statuses: tuple[str, ...]
    fields: tuple[str, ...]
    create: type[BaseModel]
    update: type[BaseModel]
    required: tuple[str, ...]  # what an edit may not empty

    def lister(self) -> Any:
        return records.list_invoices if self.name == "invoice" else records.list_repairs

    def get(self, session: Session, record_id: int) -> Any:
        return (records.require_invoice if self.name == "invoice" else records.require_repair)(
            session, record_id
        )

    def save(self, session: Session, record_id: int | None, body: Any) -> Any:
        if record_id is None:
            return (records.create_invoice if self.name == "invoice" else records.create_repair)(
                session, body
            )
        return (records.update_invoice if self.name == "invoice" else records.update_repair)(
            session, record_id, body
        )

    def delete(self, session: Session, record_id: int) -> None:
        (records.delete_invoice if self.name == "invoice" else records.delete_repair)(session, record_id)


INVOICES = Kind(
    "invoice", INVOICE_STATUSES, forms.INVOICE_FIELDS, InvoiceCreate, InvoiceUpdate,
    ("number", "issue_date", "due_date", "total_amount"),
)  # fmt: skip
REPAIRS = Kind("repair", REPAIR_STATUSES, forms.REPAIR_FIELDS, RepairCreate, RepairUpdate, ("item",))


def _customer_id(text: str) -> int | None:
    return int(text) if text.isdigit() and 0 < len(text) < 10 and int(text) <= 2**31 - 1 else None


def _list_page(
    request: Request,
    viewer: Viewer,
    session: Session,
    kind: Kind,
    params: dict[str, Any],
    *,
    typed: dict[str, str] | None = None,
    errors: dict[str, str] | None = None,
    status_code: int = 200,
    done: str = "",
) -> Response:
    customer_id = _customer_id(params["customer"])
    customer = records.get_customer(session, customer_id) if customer_id else None
    status = params["status"] if params["status"] in kind.statuses else None
    found = kind.lister()(
        session, PageRequest(params["page"], PER_PAGE), customer_id=customer_id, status=status
    )
    names = {
        i: c.name for i in {r.customer_id for r in found.items} if (c := records.get_customer(session, i))
    }
    shown = {r.id: records.invoice_display_status(r) for r in found.items} if kind is INVOICES else {}
    return render(
        request, "record_list.html", viewer, status_code=status_code, kind=kind.name, found=found,
        picks=_customer_picks(session, params.get("who", "")) if customer is None else None,
        names=names, shown=shown, done=translate(f"wr_{kind.name}_deleted") if done == "deleted" else "",
        params={**params, "page": None}, customer=customer, statuses=kind.statuses,
        typed=typed or {"status": kind.statuses[1] if kind is INVOICES else "received", "currency": "ILS"},
        errors=errors or {},
    )  # fmt: skip


def _params(customer: str, status: str, page: int, who: str = "") -> dict[str, Any]:
    return {"customer": customer, "status": status, "page": page, "who": who.strip()}


def _customer_picks(session: Session, who: str) -> list[Any] | None:
    """Customers matching what was typed in the new record's "for which customer" search (None: nothing
    typed yet). A record is always made for a customer, so the list page offers this search first."""
    return records.search_customers(session, who, limit=8) if who else None


Customer = Annotated[str, Query(max_length=10)]
Status = Annotated[str, Query(max_length=20)]
Who = Annotated[str, Query(max_length=100)]
PageNumber = Annotated[int, Query(ge=1, le=100_000)]


@router.get("/invoices")
def invoices_page(request: Request, viewer: PageViewer, session: DbSession, customer: Customer = "",
                  status: Status = "", page: PageNumber = 1, done: str = "",
                  who: Who = "") -> Response:  # fmt: skip
    return _list_page(request, viewer, session, INVOICES, _params(customer, status, page, who), done=done)


@router.get("/repairs")
def repairs_page(request: Request, viewer: PageViewer, session: DbSession, customer: Customer = "",
                 status: Status = "", page: PageNumber = 1, done: str = "",
                 who: Who = "") -> Response:  # fmt: skip
    return _list_page(request, viewer, session, REPAIRS, _params(customer, status, page, who), done=done)


def _create(
    request: Request, viewer: Viewer, session: Session, kind: Kind, typed: dict[str, str]
) -> Response:
    """In the thread pool: a write must not wait for SQLite's writer turn on the event loop."""
    params = _params(typed["customer_id"], "", 1)
    try:
        with session.begin_nested():
            saved = kind.save(session, None, forms.body(kind.create, typed))
    except ValidationError as error:
        errors = forms.field_errors(error)
    except MisradError as error:
        errors = forms.refusal(error)
    else:
        return RedirectResponse(f"/{kind.name}s/{saved.id}?done=saved", 303)
    return _list_page(request, viewer, session, kind, params, typed=typed, errors=errors, status_code=400)


@router.post("/invoices")
async def create_invoice(request: Request, viewer: PageViewer, session: DbSession) -> Response:
    typed = forms.typed(await request.form(), INVOICES.fields)
    return await run_in_threadpool(_create, request, viewer, session, INVOICES, typed)


@router.post("/repairs")
async def create_repair(request: Request, viewer: PageViewer, session: DbSession) -> Response:
    typed = forms.typed(await request.form(), REPAIRS.fields)
    return await run_in_threadpool(_create, request, viewer, session, REPAIRS, typed)


def _as_typed(record: Any, fields: tuple[str, ...]) -> dict[str, str]:
    return {name: "" if (value := getattr(record, name)) is None else str(value) for name in fields}


def _record_page(
    request: Request,
    viewer: Viewer,
    session: Session,
    kind: Kind,
    record_id: int,
    *,
    typed: dict[str, str] | None = None,
    errors: dict[str, str] | None = None,
    status_code: int = 200,
    done: str = "",
) -> Response:
    record = kind.get(session, record_id)
    return render(
        request, "record.html", viewer, status_code=status_code, kind=kind.name, record=record,
        customer=records.get_customer(session, record.customer_id), statuses=kind.statuses,
        shown=records.invoice_display_status(record) if kind is INVOICES else record.status,
        typed=typed or _as_typed(record, kind.fields), errors=errors or {},
        done=translate(f"wr_{kind.name}_saved") if done == "saved" else "",
    )  # fmt: skip


@router.get("/invoices/{record_id}")
def invoice_page(request: Request, record_id: RecordId, viewer: PageViewer, session: DbSession,
                 done: str = "") -> Response:  # fmt: skip
    return _record_page(request, viewer, session, INVOICES, record_id, done=done)


@router.get("/repairs/{record_id}")
def repair_page(request: Request, record_id: RecordId, viewer: PageViewer, session: DbSession,
                done: str = "") -> Response:  # fmt: skip
    return _record_page(request, viewer, session, REPAIRS, record_id, done=done)


def _edit(request: Request, viewer: Viewer, session: Session, kind: Kind, record_id: int,
          typed: dict[str, str]) -> Response:  # fmt: skip
    # An emptied field clears it (notes, a repair's cost or date); one a record cannot lack is refused.
    missing = {name: translate("web_invalid_value") for name in kind.required if not typed[name].strip()}
    try:
        if missing:
            raise forms.Missing(missing)
        with session.begin_nested():
            kind.save(session, record_id, forms.body(kind.update, typed, keep_empty=True))
    except forms.Missing as error:
        errors = error.errors
    except ValidationError as error:
        errors = forms.field_errors(error)
    except MisradError as error:
        if error.status == 404 and error.error_code != "customer_not_found":
            raise
        errors = forms.refusal(error)
    else:
        return RedirectResponse(f"/{kind.name}s/{record_id}?done=saved", 303)
    return _record_page(
        request, viewer, session, kind, record_id, typed=typed, errors=errors, status_code=400
    )


@router.post("/invoices/{record_id}")
async def edit_invoice(
    request: Request, record_id: RecordId, viewer: PageViewer, session: DbSession
) -> Response:
    typed = forms.typed(await request.form(), INVOICES.fields)
    return await run_in_threadpool(_edit, request, viewer, session, INVOICES, record_id, typed)


@router.post("/repairs/{record_id}")
async def edit_repair(
    request: Request, record_id: RecordId, viewer: PageViewer, session: DbSession
) -> Response:
    typed = forms.typed(await request.form(), REPAIRS.fields)
    return await run_in_threadpool(_edit, request, viewer, session, REPAIRS, record_id, typed)


def _delete(viewer: Viewer, session: Session, kind: Kind, record_id: int) -> Response:
    if not viewer.caller.is_admin:
        raise Forbidden()
    customer_id = kind.get(session, record_id).customer_id
    kind.delete(session, record_id)
    return RedirectResponse(f"/{kind.name}s?customer={customer_id}&done=deleted", 303)


@router.post("/invoices/{record_id}/delete")
def delete_invoice(record_id: RecordId, viewer: PageViewer, session: DbSession) -> Response:
    return _delete(viewer, session, INVOICES, record_id)


@router.post("/repairs/{record_id}/delete")
def delete_repair(record_id: RecordId, viewer: PageViewer, session: DbSession) -> Response:
    return _delete(viewer, session, REPAIRS, record_id)
