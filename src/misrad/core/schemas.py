"""Shapes shared by every area's API: envelopes and the serialised forms of money and time."""

from __future__ import annotations

from datetime import date, datetime
from decimal import ROUND_HALF_UP, Decimal
from typing import Annotated, Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, Field, PlainSerializer, model_validator
from pydantic.config import JsonDict
from pydantic_core import PydanticCustomError

from misrad.core.clock import format_timestamp
from misrad.core.money import round_agorot

T = TypeVar("T")

# Every id the API takes, in a path, a query or a body: 1..2^31-1, the range of a PostgreSQL integer
# key (SQLite's is wider), so a larger number is a 400 naming the field, never a database overflow.
MAX_ID = 2**31 - 1
Id = Annotated[int, Field(ge=1, le=MAX_ID)]


def money_number(value: Decimal | float | int) -> float:
    """``Money`` as a JSON number (also for an answer written without its model: ``records.listing``)."""
    return float(round_agorot(Decimal(value)))


def _cost(value: Decimal | float | int) -> float:
    return float(Decimal(value).quantize(Decimal("0.000001"), rounding=ROUND_HALF_UP))


def timestamp_text(value: datetime) -> str:
    """``Timestamp`` as JSON text (also for an answer written without its model: ``records.listing``)."""
    return format_timestamp(value) or ""


# JSON numbers rounded to 2 decimals (money) or 6 (token costs); stored exactly as decimals.
Money = Annotated[Decimal, PlainSerializer(money_number, return_type=float)]
Cost = Annotated[Decimal, PlainSerializer(_cost, return_type=float)]
# ISO 8601 in the business time zone, seconds, no offset.
Timestamp = Annotated[datetime, PlainSerializer(timestamp_text, return_type=str)]
Day = Annotated[date, PlainSerializer(lambda d: d.isoformat(), return_type=str)]


def printable(value: str) -> str:
    """Control characters (NUL above all, which PostgreSQL refuses) have no place in stored text."""
    if any(ord(c) < 32 and c not in "\t\n\r" for c in value):
        raise PydanticCustomError("field_control_characters", "control characters are not allowed")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate from a JSON escape cannot be stored
        raise PydanticCustomError("field_not_unicode", "text is not valid Unicode") from None
    return value


# What ``printable`` enforces, stated in the schema (tab, line feed and carriage return are allowed).
PRINTABLE: JsonDict = {"pattern": r"^[^\u0000-\u0008\u000b\u000c\u000e-\u001f]*$"}


class ApiModel(BaseModel):
    """Base of every response shape: built from ORM objects or dicts, never the ORM class itself."""

    model_config = ConfigDict(from_attributes=True)


class InputModel(BaseModel):
    """Base of every request body: unknown fields are refused, so nothing is mass-assigned; text with a
    NUL, which PostgreSQL cannot store, is refused in every field (``field_control_characters``), unless
    the body cleans its text itself (``cleans_its_text``, a chat message)."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)
    cleans_its_text: ClassVar[bool] = False

    @model_validator(mode="before")
    @classmethod
    def _storable_text(cls, data: Any) -> Any:
        if not cls.cleans_its_text and _holds_nul(data):
            raise PydanticCustomError("field_control_characters", "control characters are not allowed")
        return data


def _holds_nul(value: Any) -> bool:
    """Whether a NUL is in any text of a request body as parsed from JSON (nested lists and objects too)."""
    if isinstance(value, str):
        return "\x00" in value
    if isinstance(value, dict):
        return any(_holds_nul(k) or _holds_nul(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_holds_nul(v) for v in value)
    return False


class ErrorBody(BaseModel):
    success: bool = False
    error: str
    code: str


class DataEnvelope(BaseModel, Generic[T]):
    """Document-scanning, mailbox and records areas: ``{success, message, data}``."""

    success: bool = True
    message: str = ""
    data: T


class MessageEnvelope(BaseModel):
    success: bool = True
    message: str


class PageMeta(BaseModel):
    total: int
    pages: int
    current_page: int
    per_page: int
