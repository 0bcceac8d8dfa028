"""Approvals, fraud alerts and exports as the office lives them, in Chromium: a two-level approval by
two people in two browsers, the one-person office, a duplicate compared and resolved, and an export
filtered by approval status read back."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.invoices.generator import make_invoice, render
from tests.web.conftest import LiveServer, check_accessibility, screenshot, sign_in

pytestmark = [pytest.mark.browser, pytest.mark.slow]

# 36,234.87 ₪: two approval levels under the default rules.
TWO_LEVELS = make_invoice(1, "he")
# 3,975.74 ₪: one level (used only on the one-person office's own server).
ONE_LEVEL = make_invoice(8, "he")


def _browser_of(browser: Browser, server: LiveServer) -> Page:
    return browser.new_context(base_url=server.url, locale="he-IL", timezone_id="Asia/Jerusalem").new_page()


def test_a_two_level_approval_by_two_users_in_two_browsers(
    browser: Browser, live_server: LiveServer, office: Any
) -> None:
    clerk = office("clerk@biz.example")
    document_id = clerk.upload("two-levels.pdf", render(TWO_LEVELS, "text", 1)[0])
    assert clerk.wait_processed(document_id)["approval_status"] == "pending"
    first, second = _browser_of(browser, live_server), _browser_of(browser, live_server)
    sign_in(first, "approver1@biz.example", target="/approvals")
    card = first.locator("article.approval", has_text="two-levels.pdf")
    expect(card).to_contain_text("שלב 1 מתוך 2")
    expect(card.locator(".waiting")).to_contain_text("מיכל אברהם")  # named, not addressed
    check_accessibility(first)
    screenshot(first, "approvals-queue-he-desktop")
    # The approver opens the invoice (read-only) and decides there, naming the next approver.
    card.get_by_role("link", name="two-levels.pdf").click()
    expect(first).to_have_url(re.compile(rf"/documents/{document_id}$"))
    expect(first.locator("#read-only")).to_be_visible()
    expect(first.locator("img").first).to_have_attribute("src", re.compile(r"/pages/1\.png"))
    expect(first.locator("#f-supplier_name")).to_be_disabled()
    check_accessibility(first)
    screenshot(first, "document-approver-he-desktop")
    decide = first.locator("section.approval")
    decide.get_by_label("הערות לאישור").fill("שלב ראשון בסדר")
    decide.get_by_label("המאשר בשלב הבא").select_option("approver2@biz.example")
    decide.get_by_role("button", name="אישור").click()
    expect(first.locator(".flash")).to_have_text("המסמך אושר")
    expect(first.locator("section.approval")).to_have_count(0)
    # The second approver, in another browser, finds it waiting at level 2 and approves it.
    sign_in(second, "approver2@biz.example", target="/approvals")
    card = second.locator("article.approval", has_text="two-levels.pdf")
    expect(card).to_contain_text("שלב 2 מתוך 2")
    card.get_by_label("הערות לאישור").fill("מאושר סופית")
    card.get_by_role("button", name="אישור").click()
    expect(second.locator(".flash")).to_have_text("המסמך אושר")
    expect(second.locator("#history")).to_contain_text("two-levels.pdf")
    first.reload()
    timeline = first.locator("#timeline-title + ol")
    expect(timeline).to_contain_text("שלב ראשון בסדר")
    expect(timeline).to_contain_text("מאושר סופית")
    answer = clerk.http.get(f"/api/email-scanning/documents/{document_id}").json()
    assert answer["data"]["approval_status"] == "approved"
    first.context.close()
    second.context.close()


def test_the_one_person_office_uploads_approves_and_resolves_its_duplicate(
    browser: Browser, lone_server: LiveServer, tmp_path: Any
) -> None:
    page = _browser_of(browser, lone_server)
    sign_in(page, lone_server.admin_email, lone_server.admin_password, "/documents")
    for field in ("#current", "#new", "#confirm"):
        page.locator(field).fill(lone_server.admin_password if field == "#current" else "alone-secret-1")
    page.locator("form[action='/password'] button").click()
    expect(page).to_have_url(re.compile(r"/documents$"))
    original, again = tmp_path / "mine.pdf", tmp_path / "mine-again.pdf"
    original.write_bytes(render(ONE_LEVEL, "text", 8)[0])
    again.write_bytes(render(ONE_LEVEL, "text", 80)[0])  # the same invoice, another file
    # set_input_files is no user's click: wait until the page's script listens, as a hand would.
    expect(page.locator("#uploads")).to_have_attribute("data-ready", "true")
    page.locator("#upload-files").set_input_files([original])
    expect(page.locator("#uploads li").first).to_have_attribute("data-stage", "processed", timeout=180_000)
    # Nobody else may decide: the one person approves their own invoice (recorded as a self-approval).
    page.goto("/approvals")
    card = page.locator("article.approval", has_text="mine.pdf")
    expect(card).to_contain_text("שלב 1 מתוך 1")
    card.get_by_role("button", name="אישור").click()
    expect(page.locator(".flash")).to_have_text("המסמך אושר")
    expect(page.locator("#history")).to_contain_text("mine.pdf")
    expect(page.locator("#history tr", has_text="mine.pdf")).to_contain_text("אושר לבד")
    page.goto("/documents")
    expect(page.locator("#uploads")).to_have_attribute("data-ready", "true")
    page.locator("#upload-files").set_input_files([again])
    expect(page.locator("#uploads li").first).to_have_attribute("data-stage", "processed", timeout=180_000)
    page.goto("/alerts")
    alert = page.locator("article", has=page.locator(".pair")).first
    expect(alert.locator(".pair section").nth(1)).to_contain_text("mine.pdf")
    expect(alert.locator(".badge.same").first).to_be_visible()
    alert.get_by_label("החלטה").select_option("duplicate_removed")
    alert.get_by_label("הערות").fill("הועלה פעמיים")
    alert.get_by_role("button", name="סגירת ההתראה").click()
    expect(page.locator(".flash")).to_have_text("ההתראה טופלה")
    page.goto("/alerts?status=resolved")
    expect(page.locator("main")).to_contain_text("הועלה פעמיים")
    page.context.close()


def test_a_duplicate_alert_is_compared_side_by_side_and_resolved(page: Page, office: Any) -> None:
    clerk = office("clerk@biz.example")
    invoice = make_invoice(12, "he")
    first = clerk.upload("dup-first.pdf", render(invoice, "text", 12)[0])
    clerk.wait_processed(first)
    second = clerk.upload("dup-second.pdf", render(invoice, "text", 120)[0])
    clerk.wait_processed(second)
    sign_in(page, "owner@biz.example", target="/alerts")
    alert = (
        page.locator("article", has=page.locator(f"a[href='/documents/{first}']"))
        .filter(has=page.locator(".pair"))
        .first
    )
    sides = alert.locator(".pair section")
    expect(sides.nth(0)).to_contain_text("dup-second.pdf")
    expect(sides.nth(1)).to_contain_text("dup-first.pdf")
    expect(alert.locator(".badge.same").first).to_be_visible()
    check_accessibility(page)
    screenshot(page, "alerts-duplicate-he-desktop")
    alert.get_by_label("החלטה").select_option("false_positive")
    alert.get_by_label("הערות").fill("שתי הזמנות שונות")
    alert.get_by_role("button", name="סגירת ההתראה").click()
    expect(page.locator(".flash")).to_have_text("ההתראה טופלה")
    page.goto("/alerts?status=resolved")
    expect(page.locator("main")).to_contain_text("שתי הזמנות שונות")


def test_an_export_filtered_by_approval_status_is_downloaded_and_read_back(
    page: Page, office: Any, tmp_path: Any
) -> None:
    from openpyxl import load_workbook

    clerk = office("clerk@biz.example")
    document_id = clerk.upload("export-pending.pdf", render(make_invoice(14, "he"), "text", 14)[0])
    assert clerk.wait_processed(document_id)["approval_status"] == "pending"
    sign_in(page, "clerk@biz.example", target="/exports")
    check_accessibility(page)

    def export(status: str) -> list[Any]:
        page.goto("/exports")
        page.get_by_label("ממתין לאישור" if status == "pending" else "נדחה").check()
        page.locator("input[name=fields][value=approval_status]").check()
        page.get_by_role("button", name="יצירת קובץ").click()
        expect(page.locator(".flash")).to_be_visible()
        with page.expect_download() as download:
            page.locator(".flash a").click()
        path = tmp_path / f"{status}.xlsx"
        download.value.save_as(path)
        sheet = load_workbook(path).active
        assert sheet is not None and sheet.sheet_view.rightToLeft
        return [cell for row in sheet.iter_rows(values_only=True) for cell in row]

    pending = export("pending")
    assert "export-pending.pdf" in " ".join(str(v) for v in pending)
    assert "rejected" not in pending and "approved" not in pending
    assert "export-pending.pdf" not in " ".join(str(v) for v in export("rejected"))


def test_a_file_chosen_while_the_page_is_still_loading_is_still_sent(page: Page, tmp_path: Any) -> None:
    """On a slow line the office manager may pick a file before the page's script has arrived."""
    sign_in(page, "clerk@biz.example", target="/alerts")
    held: list[Any] = []
    page.route("**/static/uploads.js", lambda route: held.append(route))
    page.goto("/documents", wait_until="commit")
    expect(page.locator("#upload-files")).to_be_attached()
    early = tmp_path / "chosen-early.pdf"
    # An invoice of its own: this runs on the shared server, where a copy of another journey's invoice
    # would raise a duplicate alert that blocks that journey's approval.
    early.write_bytes(render(make_invoice(57, "he"), "text", 57)[0])
    page.locator("#upload-files").set_input_files([early])
    for _ in range(200):  # the script's request reaches the route while Playwright waits
        if held:
            break
        page.wait_for_timeout(50)
    assert page.locator("#uploads li").count() == 0  # nobody listened yet
    held[0].continue_()
    row = page.locator("#uploads li", has_text="chosen-early.pdf")
    expect(row).to_have_attribute("data-stage", "processed", timeout=180_000)
