"""API shapes of the documents area (spec section 2 plus CONTRACT 6)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Annotated, Literal

from pydantic import Field, field_validator
from pydantic_core import PydanticCustomError

from misrad.core.schemas import ApiModel, Day, Id, InputModel, Money, Timestamp

DocumentStatus = Literal["uploaded", "processing", "processed", "failed"]
# Blanks around are trimmed first (InputModel), so a blank tag or keyword is too short.
Tag = Annotated[str, Field(min_length=1, max_length=50)]
Keyword = Annotated[str, Field(min_length=1, max_length=100)]
COLOR_PATTERN = r"^#[0-9A-Fa-f]{6}$"


class LineItem(ApiModel):
    description: str
    quantity: float
    unit_price: Money
    total: Money


class DocumentListItem(ApiModel):
    id: int
    filename: str
    original_filename: str
    upload_date: Timestamp
    file_size: int
    category_id: int | None
    category_name: str | None
    status: str
    ocr_status: str
    extracted_text: str
    supplier_name: str | None
    invoice_number: str | None
    total_amount: Money | None
    currency: str | None
    invoice_date: Day | None


class DocumentDetail(DocumentListItem):
    file_path: str
    ocr_confidence: float | None
    supplier_tax_id: str | None
    due_date: Day | None
    line_items: list[LineItem]
    tags: list[str]
    notes: str
    created_at: Timestamp
    updated_at: Timestamp
    subtotal_amount: Money | None
    vat_amount: Money | None
    allocation_number: str | None
    source: str
    email_message_id: int | None
    approval_status: str | None
    fraud_alert_count: int
    processing_error: str | None
    processing_error_code: str | None
    extraction_confidence: float | None
    field_confidence: dict[str, float]
    ai_reading: Literal["taken", "checked", "refused", "failed"] | None = Field(
        default=None,
        description="What came of asking the office's LLM to read this document (null: it was not "
        "asked: its own reading settled it, or no LLM is chosen): taken (some fields came from it), "
        "checked (it answered; nothing it said passed the checks or was needed), refused (no budget "
        "or provider let the call go out), failed (the provider failed or answered nonsense).",
    )
    ai_fields: list[str] = Field(default_factory=list, description="The fields taken from the LLM's reading.")
    mime_type: str
    page_count: int | None
    owner_id: int


class DocumentPage(ApiModel):
    documents: list[DocumentListItem]
    total: int
    pages: int
    current_page: int
    per_page: int


class UploadResult(ApiModel):
    id: int
    filename: str
    status: str
    ocr_job_id: int | None


class LineItemIn(InputModel):
    """A line of the invoice as corrected by hand (a discount line may be negative)."""

    description: str = Field(min_length=1, max_length=500)
    quantity: Decimal = Field(ge=0, le=Decimal("999999999"))
    unit_price: Decimal = Field(ge=Decimal("-999999999999.99"), le=Decimal("999999999999.99"))
    total: Decimal = Field(ge=Decimal("-999999999999.99"), le=Decimal("999999999999.99"))


class DocumentUpdate(InputModel):
    """Every field optional; only the fields sent change. ``null`` clears a field."""

    category_id: Id | None = None
    supplier_name: str | None = Field(default=None, max_length=200)
    supplier_tax_id: str | None = Field(default=None, max_length=20)
    invoice_number: str | None = Field(default=None, max_length=50)
    allocation_number: str | None = Field(default=None, max_length=20)
    total_amount: Decimal | None = Field(default=None, ge=0, le=Decimal("999999999999.99"))
    subtotal_amount: Decimal | None = Field(default=None, ge=0, le=Decimal("999999999999.99"))
    vat_amount: Decimal | None = Field(default=None, ge=0, le=Decimal("999999999999.99"))
    currency: Literal["ILS", "USD", "EUR"] | None = None
    invoice_date: date | None = None
    due_date: date | None = None
    notes: str | None = Field(default=None, max_length=5000)
    tags: list[Tag] | None = Field(default=None, max_length=50)
    line_items: list[LineItemIn] | None = Field(default=None, max_length=200)

    @field_validator("tags")
    @classmethod
    def _tags(cls, value: list[str] | None) -> list[str] | None:
        return None if value is None else list(dict.fromkeys(value))


class DocumentUpdated(ApiModel):
    id: int
    updated_at: Timestamp


class CategoryBody(InputModel):
    name: str = Field(min_length=1, max_length=100)
    description: str = Field(default="", max_length=500)
    color: str = Field(default="#6B7280", pattern=COLOR_PATTERN)
    icon: str = Field(default="folder", max_length=50)
    auto_categorize: bool = True
    keywords: list[Keyword] = Field(default_factory=list, max_length=200)

    @field_validator("color")
    @classmethod
    def _color(cls, value: str) -> str:
        return value.upper()

    @field_validator("keywords")
    @classmethod
    def _keywords(cls, value: list[str]) -> list[str]:
        return list(dict.fromkeys(value))


class CategoryUpdate(InputModel):
    name: str | None = Field(default=None, min_length=1, max_length=100)
    description: str | None = Field(default=None, max_length=500)
    color: str | None = Field(default=None, pattern=COLOR_PATTERN)
    icon: str | None = Field(default=None, max_length=50)
    auto_categorize: bool | None = None
    keywords: list[Keyword] | None = Field(default=None, max_length=200)

    _color = field_validator("color")(lambda cls, v: None if v is None else CategoryBody._color(v))  # type: ignore[misc]
    _keywords = field_validator("keywords")(  # type: ignore[misc]
        lambda cls, v: None if v is None else CategoryBody._keywords(v)
    )


class CategoryOut(ApiModel):
    id: int
    name: str
    description: str
    color: str
    icon: str
    document_count: int
    auto_categorize: bool
    keywords: list[str]
    created_at: Timestamp


class CategoryList(ApiModel):
    categories: list[CategoryOut]
    total: int


class CategoryCreated(ApiModel):
    id: int
    name: str
    created_at: Timestamp


class NameCount(ApiModel):
    name: str
    count: int


class ActivityOut(ApiModel):
    type: str
    document_id: int | None
    timestamp: Timestamp
    user: str


class Statistics(ApiModel):
    total_documents: int
    processed_documents: int
    pending_documents: int
    failed_documents: int
    total_size_mb: float
    categories_count: int
    avg_processing_time: float
    ocr_accuracy: float
    documents_today: int
    documents_this_week: int
    documents_this_month: int
    top_categories: list[NameCount]
    recent_activity: list[ActivityOut]


class Realtime(ApiModel):
    processing_queue: int
    active_ocr_jobs: int
    pending_approvals: int
    unread_notifications: int
    system_health: str
    last_update: Timestamp


EXPORT_FIELDS = (
    "id",
    "filename",
    "original_filename",
    "upload_date",
    "category_name",
    "status",
    "supplier_name",
    "supplier_tax_id",
    "invoice_number",
    "allocation_number",
    "invoice_date",
    "due_date",
    "currency",
    "subtotal_amount",
    "vat_amount",
    "total_amount",
    "source",
    "tags",
    "notes",
    # From the approval flow and the fraud checks (intake adds them to each row).
    "approval_status",
    "fraud_state",
    "fraud_alert_count",
)
DEFAULT_EXPORT_FIELDS = (
    "filename",
    "upload_date",
    "category_name",
    "supplier_name",
    "invoice_number",
    "invoice_date",
    "total_amount",
    "currency",
)


ExportApprovalStatus = Literal["pending", "approved", "rejected", "none"]


class ExportFilters(InputModel):
    category_id: Id | None = None
    date_from: date | None = None
    date_to: date | None = None
    status: DocumentStatus | None = None
    search: str | None = Field(default=None, max_length=200)
    approval_status: list[ExportApprovalStatus] | None = Field(
        default=None,
        max_length=4,
        description="only documents whose latest approval flow has one of these statuses"
        " (`none`: no flow, e.g. below the approval threshold)",
    )
    fraud_state: Literal["flagged", "clear"] | None = Field(
        default=None, description="`flagged`: with an open fraud alert; `clear`: without one"
    )


class ExportBody(InputModel):
    format: Literal["excel", "csv"] = "excel"
    filters: ExportFilters = Field(default_factory=ExportFilters)
    fields: list[str] = Field(
        default_factory=lambda: list(DEFAULT_EXPORT_FIELDS),
        min_length=1,
        max_length=40,
        json_schema_extra={"items": {"type": "string", "enum": list(EXPORT_FIELDS)}},
    )

    @field_validator("fields")
    @classmethod
    def _fields(cls, value: list[str]) -> list[str]:
        for name in value:
            if name not in EXPORT_FIELDS:
                raise PydanticCustomError(
                    "export_field_unknown", "unknown field", {"name": name, "known": ", ".join(EXPORT_FIELDS)}
                )
        return list(dict.fromkeys(value))


class ExportResult(ApiModel):
    download_url: str
    filename: str
    records_count: int
    file_size: int
