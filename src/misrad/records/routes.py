"""Business records: customers, invoices, repairs (CONTRACT 3).

Every signed-in user lists, reads, creates and updates records; only admins delete them (403 for
others). Replies are ``{success, message, data}``; lists put ``{customers|invoices|repairs, total,
pages, current_page, per_page}`` in ``data``.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import File, Query, Response, UploadFile, status
from sqlalchemy.orm import Session

from misrad.auth.dependencies import AdminUser, CurrentUser
from misrad.core.errors import PayloadTooLarge
from misrad.core.i18n import translate
from misrad.core.pagination import PageParams, PageRequest
from misrad.core.schemas import DataEnvelope, ErrorBody, Id
from misrad.core.settings import get_settings
from misrad.core.web import DbSession, make_router
from misrad.records import service
from misrad.records.importer import import_customers
from misrad.records.listing import customer_list_json
from misrad.records.models import Customer, CustomerFields, Invoice
from misrad.records.schemas import (
    CustomerCreate,
    CustomerList,
    CustomerOut,
    CustomerUpdate,
    ImportRejection,
    ImportReport,
    InvoiceCreate,
    InvoiceList,
    InvoiceOut,
    InvoiceStatus,
    InvoiceUpdate,
    RepairCreate,
    RepairList,
    RepairOut,
    RepairStatus,
    RepairUpdate,
)

ERRORS: dict[int | str, dict[str, object]] = {
    code: {"model": ErrorBody} for code in (400, 401, 403, 404, 409, 413)
}
router = make_router(prefix="/api", tags=["records"], responses=ERRORS)

# The list's query bounds, also checked by its fast lane (``records.fast``).
SEARCH_MAX_CHARS = 200
PHONE_MAX_CHARS = 40

CustomerFilter = Annotated[Id | None, Query(description="Only this customer's records")]


class Deleted(DataEnvelope[dict[str, int]]):
    pass


def _customer_out(customer: CustomerFields, balance: service.CustomerBalance) -> CustomerOut:
    return CustomerOut(
        id=customer.id,
        name=customer.name,
        phone=customer.phone,
        email=customer.email,
        tax_id=customer.tax_id,
        address=customer.address,
        notes=customer.notes,
        balance=balance.balance,
        currency=balance.currency,
        open_invoices=balance.open_invoices,
        overdue_invoices=balance.overdue_invoices,
        created_at=customer.created_at,
        updated_at=customer.updated_at,
    )


def _customer_envelope(
    session: DbSession, customer: Customer, message: str = ""
) -> DataEnvelope[CustomerOut]:
    balance = service.customer_balance(session, customer.id)
    return DataEnvelope[CustomerOut](message=message, data=_customer_out(customer, balance))


def _invoice_out(invoice: Invoice) -> InvoiceOut:
    return InvoiceOut(
        id=invoice.id,
        customer_id=invoice.customer_id,
        number=invoice.number,
        issue_date=invoice.issue_date,
        due_date=invoice.due_date,
        total_amount=invoice.total_amount,
        paid_amount=invoice.paid_amount,
        balance_due=invoice.total_amount - invoice.paid_amount,
        currency=invoice.currency,
        status=service.invoice_display_status(invoice),  # type: ignore[arg-type]
        notes=invoice.notes,
        created_at=invoice.created_at,
        updated_at=invoice.updated_at,
    )


# ---- customers -----------------------------------------------------------------------------------------


@router.get("/customers", response_model=DataEnvelope[CustomerList])
def list_customers(
    caller: CurrentUser,
    session: DbSession,
    page: PageParams,
    search: Annotated[
        str | None,
        Query(
            max_length=SEARCH_MAX_CHARS,
            description="Words that the customer's name, phone, email or tax id words start with "
            "(`כהן`, `dana@`); a phone in any form (`050-123`, `+972 50 123 4567`) matches by its digits",
        ),
    ] = None,
    phone: Annotated[
        str | None,
        Query(max_length=PHONE_MAX_CHARS, description="Exact phone, any Israeli form (400 if not a phone)"),
    ] = None,
) -> Response:
    """Customers ordered by name, each with its balance (unpaid open and overdue invoices)."""
    return Response(customer_list(session, page, search=search, phone=phone), media_type="application/json")


def customer_list(session: Session, page: PageRequest, *, search: str | None, phone: str | None) -> bytes:
    """The list's answer as its response model writes it, but written at once from the page's typed
    rows (``records.listing``): the route's and its fast lane's (``records.fast``)."""
    found, balances = service.customers_with_balances(session, page, search=search, phone=phone)
    return customer_list_json(found, balances)


@router.post("/customers", response_model=DataEnvelope[CustomerOut], status_code=status.HTTP_201_CREATED)
def create_customer(
    body: CustomerCreate, caller: CurrentUser, session: DbSession
) -> DataEnvelope[CustomerOut]:
    """Create a customer. The phone is stored as digits (`0501234567`); a non-phone is 400 `invalid_phone`.

    Numbers that fit the Israeli numbering plan are kept even when not (yet) allocated; foreign numbers
    are stored in E.164 (`+14155552671`). Phones are not unique (a family may share one).
    """
    customer = service.add_customer(session, body)  # the request's only write: one statement where it can
    return created_customer(customer)


def created_customer(customer: CustomerFields) -> DataEnvelope[CustomerOut]:
    """The answer to a create (the route's, and its fast lane's: ``records.fast``)."""
    balance = service.new_customer_balance(customer.id)
    return DataEnvelope[CustomerOut](message=translate("created"), data=_customer_out(customer, balance))


@router.post("/customers/import", response_model=DataEnvelope[ImportReport])
def import_customers_csv(
    caller: CurrentUser,
    session: DbSession,
    file: Annotated[UploadFile, File(description="CSV with header `name,phone,email,tax_id`")],
) -> DataEnvelope[ImportReport]:
    """Import customers from a CSV file and report `{created, updated, rejected: [{row, reason, code}]}`.

    - Encodings: UTF-8 with or without BOM, or windows-1255. Separator: comma, semicolon or tab.
    - Header names are matched ignoring case and spaces; Hebrew names are accepted too
      (`שם`, `טלפון`, `אימייל`/`דוא"ל`, `ח.פ`/`ת.ז`/`עוסק מורשה`); optional `address`, `notes` columns.
    - Each row updates the customer with the same phone, else the same tax id, else creates one.
      Empty cells leave existing values as they are. A row with neither phone nor tax id is rejected.
    - Bad rows (invalid phone or email, bytes that are not text, too long, ...) are rejected with their
      line number (the header is line 1) while good rows are kept.
    - At most 20,000 rows; files over the upload limit (10 MB) are 413. A file with no readable header
      or no name column is 400 `invalid_import_file`.
    """
    limit = get_settings().max_upload_bytes
    data = file.file.read(limit + 1)  # a plain def runs in the thread pool, off the event loop
    if len(data) > limit:
        raise PayloadTooLarge()
    result = import_customers(session, data)
    report = ImportReport(
        created=result.created,
        updated=result.updated,
        rejected=[ImportRejection(row=r.row, reason=r.reason, code=r.code) for r in result.rejected],
    )
    message = translate(
        "import_done", created=result.created, updated=result.updated, rejected=len(result.rejected)
    )
    return DataEnvelope[ImportReport](message=message, data=report)


@router.get("/customers/{customer_id}", response_model=DataEnvelope[CustomerOut])
def read_customer(customer_id: Id, caller: CurrentUser, session: DbSession) -> DataEnvelope[CustomerOut]:
    return _customer_envelope(session, service.require_customer(session, customer_id))


@router.put("/customers/{customer_id}", response_model=DataEnvelope[CustomerOut])
@router.patch("/customers/{customer_id}", response_model=DataEnvelope[CustomerOut])
def update_customer(
    customer_id: Id, body: CustomerUpdate, caller: CurrentUser, session: DbSession
) -> DataEnvelope[CustomerOut]:
    """Change the fields sent (PUT and PATCH alike); `null` clears an optional field."""
    customer = service.update_customer(session, customer_id, body)
    return _customer_envelope(session, customer, translate("updated"))


@router.delete("/customers/{customer_id}", response_model=Deleted)
def delete_customer(customer_id: Id, admin: AdminUser, session: DbSession) -> Deleted:
    """Admins only (403 otherwise). A customer with invoices or repairs stays: 409 `customer_has_records`."""
    service.delete_customer(session, customer_id)
    return Deleted(message=translate("deleted"), data={"id": customer_id})


# ---- invoices ------------------------------------------------------------------------------------------


@router.get("/invoices", response_model=DataEnvelope[InvoiceList])
def list_invoices(
    caller: CurrentUser,
    session: DbSession,
    page: PageParams,
    customer_id: CustomerFilter = None,
    status: Annotated[
        InvoiceStatus | None, Query(description="Status as read: `overdue` includes open invoices past due")
    ] = None,
) -> DataEnvelope[InvoiceList]:
    """Invoices, newest issue date first. An `open` invoice past its due date is shown as `overdue`."""
    found = service.list_invoices(session, page, customer_id=customer_id, status=status)
    invoices = [_invoice_out(i) for i in found.items]
    return DataEnvelope[InvoiceList](data=InvoiceList(invoices=invoices, **found.meta()))


@router.post("/invoices", response_model=DataEnvelope[InvoiceOut], status_code=status.HTTP_201_CREATED)
def create_invoice(body: InvoiceCreate, caller: CurrentUser, session: DbSession) -> DataEnvelope[InvoiceOut]:
    """Create an invoice issued to a customer.

    `issue_date` defaults to today, `due_date` to 30 days later, `status` to `open`, `currency` to ILS.
    An unknown `customer_id` is 400 `customer_not_found` (an invalid parameter); a number already used is
    409 `invoice_number_taken`; `paid_amount` above `total_amount` is 400 `paid_exceeds_total`; a due
    date before the issue date is 400 `due_before_issue`.
    """
    invoice = service.add_invoice(session, body)  # the request's only write: one statement where it can
    return DataEnvelope[InvoiceOut](message=translate("created"), data=_invoice_out(invoice))


@router.get("/invoices/{invoice_id}", response_model=DataEnvelope[InvoiceOut])
def read_invoice(invoice_id: Id, caller: CurrentUser, session: DbSession) -> DataEnvelope[InvoiceOut]:
    return DataEnvelope[InvoiceOut](data=_invoice_out(service.require_invoice(session, invoice_id)))


@router.put("/invoices/{invoice_id}", response_model=DataEnvelope[InvoiceOut])
@router.patch("/invoices/{invoice_id}", response_model=DataEnvelope[InvoiceOut])
def update_invoice(
    invoice_id: Id, body: InvoiceUpdate, caller: CurrentUser, session: DbSession
) -> DataEnvelope[InvoiceOut]:
    """Change the fields sent (PUT and PATCH alike), with the same checks as creation."""
    invoice = service.update_invoice(session, invoice_id, body)
    return DataEnvelope[InvoiceOut](message=translate("updated"), data=_invoice_out(invoice))


@router.delete("/invoices/{invoice_id}", response_model=Deleted)
def delete_invoice(invoice_id: Id, admin: AdminUser, session: DbSession) -> Deleted:
    """Admins only (403 otherwise)."""
    service.delete_invoice(session, invoice_id)
    return Deleted(message=translate("deleted"), data={"id": invoice_id})


# ---- repairs -------------------------------------------------------------------------------------------


@router.get("/repairs", response_model=DataEnvelope[RepairList])
def list_repairs(
    caller: CurrentUser,
    session: DbSession,
    page: PageParams,
    customer_id: CustomerFilter = None,
    status: RepairStatus | None = None,
) -> DataEnvelope[RepairList]:
    """Repairs, newest first."""
    found = service.list_repairs(session, page, customer_id=customer_id, status=status)
    repairs = [RepairOut.model_validate(r) for r in found.items]
    return DataEnvelope[RepairList](data=RepairList(repairs=repairs, **found.meta()))


@router.post("/repairs", response_model=DataEnvelope[RepairOut], status_code=status.HTTP_201_CREATED)
def create_repair(body: RepairCreate, caller: CurrentUser, session: DbSession) -> DataEnvelope[RepairOut]:
    """Open a repair job (status defaults to `received`). Unknown `customer_id`: 400 `customer_not_found`."""
    repair = service.add_repair(session, body)  # the request's only write: one statement where it can
    return DataEnvelope[RepairOut](message=translate("created"), data=RepairOut.model_validate(repair))


@router.get("/repairs/{repair_id}", response_model=DataEnvelope[RepairOut])
def read_repair(repair_id: Id, caller: CurrentUser, session: DbSession) -> DataEnvelope[RepairOut]:
    return DataEnvelope[RepairOut](data=RepairOut.model_validate(service.require_repair(session, repair_id)))


@router.put("/repairs/{repair_id}", response_model=DataEnvelope[RepairOut])
@router.patch("/repairs/{repair_id}", response_model=DataEnvelope[RepairOut])
def update_repair(
    repair_id: Id, body: RepairUpdate, caller: CurrentUser, session: DbSession
) -> DataEnvelope[RepairOut]:
    """Change the fields sent (PUT and PATCH alike); `updated_at` moves."""
    repair = service.update_repair(session, repair_id, body)
    return DataEnvelope[RepairOut](message=translate("updated"), data=RepairOut.model_validate(repair))


@router.delete("/repairs/{repair_id}", response_model=Deleted)
def delete_repair(repair_id: Id, admin: AdminUser, session: DbSession) -> Deleted:
    """Admins only (403 otherwise)."""
    service.delete_repair(session, repair_id)
    return Deleted(message=translate("deleted"), data={"id": repair_id})
