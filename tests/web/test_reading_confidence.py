"""What needs a look on the document page, in a real browser: an invoice whose printed figures do not add
up has its amounts marked as an uncertain reading (and the fraud card says their checks did not run),
fields read with confidence and empty fields are not marked, and a field corrected by hand is no longer
marked."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.invoices.generator import make_invoice, money, text_pdf
from tests.web.conftest import check_accessibility, screenshot, sign_in

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def _figures_that_do_not_add_up() -> bytes:
    invoice = make_invoice(83, "he")
    invoice.allocation_number = None
    wrong = {money(invoice.vat): money(invoice.vat + 7), money(invoice.total): money(invoice.total + 100)}
    lines = []
    for line in invoice.lines:
        for printed, misprinted in wrong.items():
            line = line.replace(printed, misprinted)
        lines.append(line)
    invoice.lines = lines
    return text_pdf(invoice)


def test_amounts_that_fail_the_arithmetic_are_marked_and_a_correction_clears_the_mark(
    page: Page, office: Any
) -> None:
    clerk = office("clerk@biz.example")
    document_id = clerk.upload("figures.pdf", _figures_that_do_not_add_up())
    read = clerk.wait_processed(document_id)
    assert read["field_confidence"]["total_amount"] < 0.6, read["field_confidence"]
    sign_in(page, "clerk@biz.example", target=f"/documents/{document_id}")
    marked = page.locator(".fields .low-confidence input")
    expect(marked).to_have_count(3)
    for name in ("subtotal_amount", "vat_amount", "total_amount"):
        field = page.locator(f"#f-{name}")
        expect(field).to_have_attribute("aria-describedby", f"{name}-note")
        expect(page.locator(f"#{name}-note")).to_have_text("קריאה לא ודאית, כדאי לבדוק")
    # Read with confidence, or not read at all: nothing to mark.
    expect(page.locator("#f-supplier_name")).not_to_have_attribute("aria-describedby", "supplier_name-note")
    expect(page.locator("#f-allocation_number")).not_to_have_attribute(
        "aria-describedby", "allocation_number-note"
    )
    expect(page.locator("#reading-problem")).to_contain_text("קריאה שגויה אינה הונאה")
    check_accessibility(page)
    screenshot(page, "document-uncertain-reading-he-desktop")
    total = read["subtotal_amount"] + read["vat_amount"]
    page.locator("#f-total_amount").fill(f"{total:.2f}")
    page.get_by_role("button", name="שמירה").click()
    expect(page.locator(".flash")).to_have_text("נשמר")
    expect(page.locator(".fields .low-confidence")).to_have_count(0)
    expect(page.locator("#reading-problem")).to_have_count(0)
