"""Reading the customer, invoice and repair forms: what was typed, the body for the service, the errors.

The records area's own schemas check every field (as on the API); a refusal becomes a message beside
its field, in the viewer's language, and what was typed is shown again unchanged.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from fastapi import Request
from fastapi.responses import Response
from pydantic import BaseModel, ValidationError
from starlette.concurrency import run_in_threadpool

from misrad.core.errors import MisradError
from misrad.core.i18n import translate

Body = TypeVar("Body", bound=BaseModel)

CUSTOMER_FIELDS = ("name", "phone", "email", "tax_id", "address", "notes")
INVOICE_FIELDS = (
    "customer_id",
    "number",
    "issue_date",
    "due_date",
    "total_amount",
    "paid_amount",
    "currency",
    "status",
    "notes",
)
REPAIR_FIELDS = ("customer_id", "item", "description", "status", "estimated_cost", "promised_date")
AMOUNTS = ("total_amount", "paid_amount", "estimated_cost")
# A service refusal, told beside the field it is about.
ERROR_FIELDS = {
    "invalid_phone": "phone",
    "invoice_number_taken": "number",
    "paid_exceeds_total": "paid_amount",
    "due_before_issue": "due_date",
    "customer_not_found": "customer_id",
}
FIELD_MESSAGES = {"name": "wr_name_needed", "email": "wr_invalid_email"}


class Missing(Exception):
    """Fields an edit may not empty, with their messages."""

    def __init__(self, errors: dict[str, str]) -> None:
        super().__init__(", ".join(errors))
        self.errors = errors


def typed(form: Any, names: tuple[str, ...]) -> dict[str, str]:
    """The form's fields as typed (text only; an upload or a missing field is empty)."""
    return {name: value if isinstance(value := form.get(name, ""), str) else "" for name in names}


def _value(name: str, text: str) -> str | None:
    text = text.strip()
    if name in AMOUNTS:
        text = text.replace(",", "").replace("₪", "").replace("\u200f", "").replace("\u200e", "").strip()
    return text or None


def body(model: type[Body], fields: dict[str, str], *, keep_empty: bool = False) -> Body:
    """The schema's body from typed fields; an empty field is left out (or ``None`` with ``keep_empty``,
    which clears it on an update)."""
    values = {name: _value(name, text) for name, text in fields.items()}
    if not keep_empty:
        values = {name: value for name, value in values.items() if value is not None}
    return model.model_validate(values)


def field_errors(error: ValidationError) -> dict[str, str]:
    errors: dict[str, str] = {}
    for problem in error.errors():
        name = str(problem["loc"][0]) if problem.get("loc") else "form"
        errors.setdefault(name, translate(FIELD_MESSAGES.get(name, "web_invalid_value")))
    return errors


def refusal(error: MisradError) -> dict[str, str]:
    return {ERROR_FIELDS.get(error.error_code, "form"): error.message()}


async def with_form(
    request: Request, names: tuple[str, ...], handler: Callable[..., Response], *args: Any
) -> Response:
    """The form read on the event loop, then ``handler(*args, typed)`` in the thread pool: a write must
    not wait for SQLite's writer turn on the event loop."""
    fields = typed(await request.form(), names)
    return await run_in_threadpool(handler, *args, fields)
