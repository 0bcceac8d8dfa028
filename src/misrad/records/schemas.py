"""API shapes of the records area (CONTRACT 3). Bodies refuse unknown fields; money is exact."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Annotated, Literal

from pydantic import AfterValidator, Field

from misrad.core.schemas import PRINTABLE, ApiModel, Day, Id, InputModel, Money, Timestamp
from misrad.core.schemas import printable as _printable

InvoiceStatus = Literal["draft", "open", "paid", "overdue", "cancelled"]
RepairStatus = Literal[
    "received", "diagnosing", "waiting_for_parts", "in_progress", "ready", "delivered", "cancelled"
]


Name = Annotated[
    str, Field(min_length=1, max_length=200, json_schema_extra=PRINTABLE), AfterValidator(_printable)
]
PhoneText = Annotated[
    str, Field(min_length=1, max_length=40, json_schema_extra=PRINTABLE), AfterValidator(_printable)
]
Email = Annotated[
    str, Field(max_length=254, pattern=r"^[^@\s]+@[^@\s]+\.[^@\s]+$"), AfterValidator(_printable)
]
TaxId = Annotated[str, Field(min_length=1, max_length=20, pattern=r"^[0-9][0-9\- ]*$")]
Address = Annotated[str, Field(max_length=500, json_schema_extra=PRINTABLE), AfterValidator(_printable)]
LongText = Annotated[str, Field(max_length=5000, json_schema_extra=PRINTABLE), AfterValidator(_printable)]
InvoiceNumber = Annotated[
    str, Field(min_length=1, max_length=50, json_schema_extra=PRINTABLE), AfterValidator(_printable)
]
Item = Annotated[
    str, Field(min_length=1, max_length=200, json_schema_extra=PRINTABLE), AfterValidator(_printable)
]
Amount = Annotated[Decimal, Field(ge=0, max_digits=14, decimal_places=2)]
Currency = Annotated[str, Field(pattern=r"^[A-Z]{3}$")]


# ---- customers ---------------------------------------------------------------------------------------


class CustomerCreate(InputModel):
    name: Name
    phone: PhoneText | None = Field(
        default=None, description="Any Israeli form (050-1234567, +972-50-123-4567, ...); stored as digits"
    )
    email: Email | None = None
    tax_id: TaxId | None = Field(default=None, description="Israeli ID / company number; stored as digits")
    address: Address | None = None
    notes: LongText | None = None


class CustomerUpdate(InputModel):
    """Only the fields sent change; ``null`` clears an optional field. PUT and PATCH take this body."""

    name: Name | None = None
    phone: PhoneText | None = None
    email: Email | None = None
    tax_id: TaxId | None = None
    address: Address | None = None
    notes: LongText | None = None


class CustomerOut(ApiModel):
    id: int
    name: str
    phone: str | None
    email: str | None
    tax_id: str | None
    address: str | None
    notes: str | None
    balance: Money = Field(description="Unpaid total of the customer's open and overdue invoices")
    currency: str = Field(description="Currency of `balance`")
    open_invoices: int
    overdue_invoices: int
    created_at: Timestamp
    updated_at: Timestamp


class CustomerList(ApiModel):
    customers: list[CustomerOut]
    total: int
    pages: int
    current_page: int
    per_page: int


class ImportRejection(ApiModel):
    row: int = Field(description="Line number in the file (the header is line 1)")
    reason: str
    code: str


class ImportReport(ApiModel):
    created: int
    updated: int
    rejected: list[ImportRejection]


# ---- invoices ----------------------------------------------------------------------------------------


class InvoiceCreate(InputModel):
    customer_id: Id
    number: InvoiceNumber
    issue_date: date | None = Field(default=None, description="Defaults to today (business time zone)")
    due_date: date | None = Field(default=None, description="Defaults to 30 days after the issue date")
    total_amount: Amount
    paid_amount: Amount = Decimal("0")
    currency: Currency = "ILS"
    status: InvoiceStatus = "open"
    notes: LongText | None = None


class InvoiceUpdate(InputModel):
    """Only the fields sent change. PUT and PATCH take this body."""

    customer_id: Id | None = None
    number: InvoiceNumber | None = None
    issue_date: date | None = None
    due_date: date | None = None
    total_amount: Amount | None = None
    paid_amount: Amount | None = None
    currency: Currency | None = None
    status: InvoiceStatus | None = None
    notes: LongText | None = None


class InvoiceOut(ApiModel):
    id: int
    customer_id: int
    number: str
    issue_date: Day
    due_date: Day
    total_amount: Money
    paid_amount: Money
    balance_due: Money
    currency: str
    status: InvoiceStatus = Field(description="As read: an open invoice past its due date is `overdue`")
    notes: str | None
    created_at: Timestamp
    updated_at: Timestamp


class InvoiceList(ApiModel):
    invoices: list[InvoiceOut]
    total: int
    pages: int
    current_page: int
    per_page: int


# ---- repairs -----------------------------------------------------------------------------------------


class RepairCreate(InputModel):
    customer_id: Id
    item: Item
    description: LongText | None = None
    status: RepairStatus = "received"
    estimated_cost: Amount | None = None
    promised_date: date | None = None


class RepairUpdate(InputModel):
    """Only the fields sent change. PUT and PATCH take this body."""

    customer_id: Id | None = None
    item: Item | None = None
    description: LongText | None = None
    status: RepairStatus | None = None
    estimated_cost: Amount | None = None
    promised_date: date | None = None


class RepairOut(ApiModel):
    id: int
    customer_id: int
    item: str
    description: str | None
    status: RepairStatus
    estimated_cost: Money | None
    promised_date: Day | None
    created_at: Timestamp
    updated_at: Timestamp


class RepairList(ApiModel):
    repairs: list[RepairOut]
    total: int
    pages: int
    current_page: int
    per_page: int
