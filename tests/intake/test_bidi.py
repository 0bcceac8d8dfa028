"""Hebrew stored in display order is put back into reading order; reading order is left alone."""

from __future__ import annotations

import pytest

from misrad.intake import bidi
from tests.invoices.generator import _MIRROR, display_order, make_invoice


def _as_displayed(line: str) -> str:
    """The line as a PDF stores it in display order (the generator's own, independent bidi)."""
    return "".join(_MIRROR.get(line[i], line[i]) for i in display_order(line))


@pytest.mark.parametrize("layout", range(6))
def test_visual_lines_come_back_in_reading_order(layout: int) -> None:
    invoice = make_invoice(layout + 100, "he", layout)
    for line in invoice.lines:
        if not line:
            continue
        shown = _as_displayed(line)
        if bidi.is_visual_line(shown) is not False and any("\u05d0" <= c <= "\u05ea" for c in line):
            assert bidi.visual_to_logical(shown) == line


def test_a_whole_text_is_turned_only_when_most_lines_read_backwards() -> None:
    invoice = make_invoice(7, "he", 4)
    logical = "\n".join(invoice.lines)
    visual = "\n".join(_as_displayed(line) for line in invoice.lines)
    assert bidi.is_visual_document(visual.splitlines())
    assert not bidi.is_visual_document(logical.splitlines())
    assert bidi.to_logical(visual) == logical
    assert bidi.to_logical(logical) == logical


def test_mixed_codes_and_amounts_keep_their_order() -> None:
    line = "חשבונית מס' INV-18288 סה\"כ 1,234.50 ₪"
    assert bidi.visual_to_logical(_as_displayed(line)) == line


def test_invisible_direction_marks_are_stripped() -> None:
    assert bidi.strip_marks("\u200f\u202a514291608\u202c\u200e \u2067א\u2069") == "514291608 א"
