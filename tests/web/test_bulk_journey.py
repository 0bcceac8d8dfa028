"""Bulk actions on the documents list in a real browser: rows chosen with the keyboard get a category
and a tag, are exported and read back, and are deleted after a confirmation page."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.invoices.generator import make_invoice, render
from tests.web.conftest import check_accessibility, screenshot, sign_in

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def row(page: Page, name: str) -> Any:
    return page.locator("#documents tbody tr", has_text=name)


def choose(page: Page, *names: str) -> None:
    """Tick rows from the keyboard: focus the row's checkbox, press Space."""
    for name in names:
        box = row(page, name).get_by_role("checkbox")
        box.focus()
        page.keyboard.press("Space")
        expect(box).to_be_checked()


def test_chosen_rows_get_a_category_a_tag_an_export_and_a_confirmed_delete(
    page: Page, office: Any, tmp_path: Any
) -> None:
    from openpyxl import load_workbook

    clerk = office("clerk@biz.example")
    names = [f"bulk-{seed}.pdf" for seed in (71, 72, 73)]
    ids = {
        name: clerk.upload(name, render(make_invoice(seed, "he"), "text", seed)[0])
        for name, seed in zip(names, (71, 72, 73), strict=True)
    }
    for document_id in ids.values():
        clerk.wait_processed(document_id)
    sign_in(page, "clerk@biz.example", target="/documents%3Fsort%3Doldest")
    choose(page, names[0], names[1])
    expect(page.locator("#bulk-count")).to_have_text("(2 נבחרו)")
    page.locator("#bulk-category").select_option(label="תקשורת")
    check_accessibility(page)
    screenshot(page, "documents-bulk-he-desktop")
    page.get_by_role("button", name="קביעת קטגוריה").click()
    expect(page.locator(".flash")).to_have_text("הקטגוריה נקבעה ל־2 מסמכים")
    expect(page).to_have_url(re.compile(r"/documents\?sort=oldest&done=category&count=2$"))

    def document(name: str) -> dict[str, Any]:
        return dict(clerk.http.get(f"/api/email-scanning/documents/{ids[name]}").json()["data"])

    assert [document(n)["category_name"] for n in names[:2]] == ["תקשורת", "תקשורת"]
    assert document(names[2])["category_name"] != "תקשורת"

    choose(page, names[1], names[2])
    page.locator("#bulk-tag").fill("רבעון 3")
    page.get_by_role("button", name="הוספת תגית").click()
    expect(page.locator(".flash")).to_have_text("התגית נוספה ל־2 מסמכים")
    assert "רבעון 3" in document(names[1])["tags"] and "רבעון 3" in document(names[2])["tags"]
    assert "רבעון 3" not in document(names[0])["tags"]

    # Choosing all on the page ticks every row; the export takes exactly the rows chosen.
    page.get_by_role("checkbox", name="בחירת כל המסמכים בעמוד").check()
    expect(page.locator("#documents tbody input:not(:checked)")).to_have_count(0)
    page.get_by_role("checkbox", name="בחירת כל המסמכים בעמוד").uncheck()
    choose(page, *names)
    page.get_by_role("button", name="ייצוא ל־Excel").click()
    expect(page).to_have_url(re.compile(r"/exports\?made="))
    with page.expect_download() as download:
        page.locator(".flash a").click()
    path = tmp_path / "chosen.xlsx"
    download.value.save_as(path)
    sheet = load_workbook(path).active
    assert sheet is not None and sheet.max_row == 1 + 3

    page.goto("/documents")
    choose(page, names[0])
    page.get_by_role("button", name="מחיקה").click()
    expect(page.locator("h1")).to_have_text("מחיקת מסמך אחד")
    expect(page.locator("#chosen")).to_contain_text(names[0])
    check_accessibility(page)
    page.get_by_role("button", name="כן, למחוק מסמך אחד").click()
    expect(page.locator(".flash")).to_have_text("מסמך אחד נמחק")
    expect(row(page, names[0])).to_have_count(0)
    assert clerk.http.get(f"/api/email-scanning/documents/{ids[names[0]]}").status_code == 404
    assert document(names[1])["status"] == "processed"
