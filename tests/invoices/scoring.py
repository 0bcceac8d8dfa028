"""Comparing extracted fields with an invoice's ground truth, field by field."""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any

FIELDS = (
    "supplier_name",
    "supplier_tax_id",
    "allocation_number",
    "invoice_number",
    "invoice_date",
    "due_date",
    "currency",
    "subtotal_amount",
    "vat_amount",
    "total_amount",
    "line_items",
)


def _text(value: Any) -> str:
    return re.sub(r"\s+", " ", str(value or "")).strip().replace("״", '"').replace("׳", "'")


def _amount(value: Any) -> Decimal | None:
    return None if value is None else Decimal(str(value)).quantize(Decimal("0.01"))


def field_matches(name: str, got: Any, want: Any) -> bool:
    if name == "line_items":
        got = got or []
        if len(got) != len(want):
            return False
        return all(
            _text(g["description"]) == _text(w["description"])
            and float(g["quantity"]) == float(w["quantity"])
            and _amount(g["unit_price"]) == _amount(w["unit_price"])
            and _amount(g["total"]) == _amount(w["total"])
            for g, w in zip(got, want, strict=True)
        )
    if name.endswith("_amount"):
        return _amount(got) == _amount(want)
    if name.endswith("_date"):
        return str(got or "") == str(want or "")
    return _text(got) == _text(want)


def score(got: dict[str, Any], want: dict[str, Any]) -> dict[str, bool]:
    return {name: field_matches(name, got.get(name), want.get(name)) for name in FIELDS}
