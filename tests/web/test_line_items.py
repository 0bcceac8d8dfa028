"""Line items edited on the document page in a real browser: a line changed, one added, one removed,
a bad amount told beside its cell with everything typed kept, then saved as the API's update saves."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.invoices.generator import make_invoice, render
from tests.web.conftest import check_accessibility, screenshot, sign_in

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def test_line_items_are_edited_added_removed_validated_and_saved(page: Page, office: Any) -> None:
    clerk = office("clerk@biz.example")
    document_id = clerk.upload("lines.pdf", render(make_invoice(81, "he"), "text", 81)[0])
    read = clerk.wait_processed(document_id)["line_items"]
    assert len(read) >= 2, read
    sign_in(page, "clerk@biz.example", target=f"/documents/{document_id}")
    rows = page.locator("#line-items tbody tr")
    expect(rows).to_have_count(len(read) + 1)  # and one empty line to add to
    rows.nth(0).locator("input[name=item_quantity]").fill("3")
    rows.nth(1).get_by_role("button").click()  # remove the second line
    expect(rows).to_have_count(len(read))
    page.get_by_role("button", name="הוספת שורה").click()
    new_line = rows.nth(len(read))
    expect(new_line.locator("input[name=item_description]")).to_be_focused()
    new_line.locator("input[name=item_description]").fill("משלוח")
    new_line.locator("input[name=item_unit_price]").fill("35x")
    page.get_by_role("button", name="שמירה").click()
    bad = page.locator("#line-items input[aria-invalid=true]")
    expect(bad).to_have_count(1)
    expect(bad).to_have_value("35x")
    expect(page.locator("#line-items .error")).to_have_text("סכום לא תקין (לדוגמה 1234.50)")
    first = page.locator("#line-items tbody tr").nth(0)
    expect(first.locator("input[name=item_quantity]")).to_have_value("3")
    check_accessibility(page)
    screenshot(page, "document-lines-error-he-desktop")
    bad.fill("35")
    page.get_by_role("button", name="שמירה").click()
    expect(page.locator(".flash")).to_have_text("נשמר")
    saved = clerk.http.get(f"/api/email-scanning/documents/{document_id}").json()["data"]["line_items"]
    expected = [read[0]["description"], *[r["description"] for r in read[2:]], "משלוח"]
    assert [item["description"] for item in saved] == expected
    assert saved[0]["quantity"] == 3
    assert (saved[-1]["quantity"], saved[-1]["unit_price"], saved[-1]["total"]) == (1, 35, 35)


def _inside(inner: dict[str, float] | None, outer: dict[str, float] | None) -> bool:
    assert inner and outer
    return outer["x"] - 1 <= inner["x"] and inner["x"] + inner["width"] <= outer["x"] + outer["width"] + 1


@pytest.mark.parametrize("width", [375, 1280])
def test_every_part_of_a_line_is_in_sight_without_scrolling(page: Page, office: Any, width: int) -> None:
    """On a phone, and in the fields' half of a desktop page, a line's amount and its remove button are
    within the table's region: a bookkeeper checking a line's total must not have to scroll the table."""
    clerk = office("clerk@biz.example")
    document_id = clerk.upload("lines.pdf", render(make_invoice(82, "he"), "text", 82)[0])
    read = clerk.wait_processed(document_id)["line_items"]
    assert read, read
    page.set_viewport_size({"width": width, "height": 900})
    sign_in(page, "clerk@biz.example", target=f"/documents/{document_id}")
    region = page.get_by_role("region", name="שורות").bounding_box()
    row = page.locator("#line-items tbody tr").nth(0)
    for part in ("input[name=item_description]", "input[name=item_quantity]", "input[name=item_unit_price]",
                 "input[name=item_total]", "button.remove-line"):
        assert _inside(row.locator(part).bounding_box(), region), part
    total = row.locator("input[name=item_total]")
    assert total.evaluate("e => e.scrollWidth <= e.clientWidth"), "the line's amount is cut in its box"
    check_accessibility(page)
    screenshot(page, f"document-lines-he-{'phone' if width < 720 else 'desktop'}")
