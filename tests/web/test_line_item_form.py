"""Reading the line items table of the document form (no browser)."""

from __future__ import annotations

from decimal import Decimal

from misrad.web.forms import DocumentForm, read_line_items, same_items, typed_items


def test_empty_lines_are_dropped_a_missing_total_is_worked_out_and_errors_are_per_cell() -> None:
    form = DocumentForm(typed={})
    read_line_items(form, {
        "description": ["כבל", "", "", "x"], "quantity": ["2", "", "", "1"],
        "unit_price": ["10.5", "", "", "abc"], "total": ["", "", "", ""],
    })  # fmt: skip
    assert form.items[0]["description"] == "כבל" and len(form.items) == 2
    assert form.values["line_items"][0]["total"] == Decimal("21.00")
    assert form.errors == {"item_unit_price_1": "סכום לא תקין (לדוגמה 1234.50)"}


def test_lines_shown_and_sent_back_untouched_are_the_same_lines() -> None:
    stored = [{"description": "כבל", "quantity": 2.0, "unit_price": "10.50", "total": "21.00"}]
    form = DocumentForm(typed={})
    shown = typed_items(stored)
    read_line_items(form, {part: [shown[0][part]] for part in shown[0]})
    assert same_items(stored, form.values["line_items"])
    form.values["line_items"][0]["quantity"] = Decimal("3")
    assert not same_items(stored, form.values["line_items"])
