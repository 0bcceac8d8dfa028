"""Whole journeys through the web application in a real browser (Chromium), as the office works."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.invoices.generator import make_invoice, render
from tests.web.conftest import LiveServer, check_accessibility, screenshot, sign_in

pytestmark = [pytest.mark.browser, pytest.mark.slow]

# A Hebrew text invoice of 2,650.93 ₪ (one approval level under the default rules), dated in August.
HEBREW_INVOICE = make_invoice(7, "he")
# Another one (3,975.74 ₪): the approval journey must not meet a duplicate alert of the first.
PHONE = {"width": 375, "height": 812}


APPROVAL_INVOICE = make_invoice(8, "he")


# Records every stage each upload row shows (a MutationObserver, evaluated through DevTools).
WATCH_STAGES = """() => {
  window.stagesSeen = {};
  new MutationObserver((changes) => changes.forEach((change) => {
    const row = change.target, stage = row.dataset.stage, id = row.dataset.documentId || row.textContent;
    const seen = (window.stagesSeen[id] = window.stagesSeen[id] || []);
    if (stage && seen[seen.length - 1] !== stage) seen.push(stage);
  })).observe(document.getElementById("uploads"),
    {attributes: true, subtree: true, attributeFilter: ["data-stage"]});
}"""


def hebrew_invoice_pdf() -> bytes:
    return render(HEBREW_INVOICE, "text", 7)[0]


def test_first_sign_in_of_the_printed_admin_asks_for_a_new_password(
    page: Page, live_server: LiveServer, csp_violations: list[str]
) -> None:
    page.goto("/documents?status=processed")
    expect(page).to_have_url(re.compile(r"/login\?next=/documents"))
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    sign_in(page, live_server.admin_email, live_server.admin_password, "/documents%3Fstatus%3Dprocessed")
    expect(page).to_have_url(re.compile(r"/password"))
    check_accessibility(page)
    page.locator("#current").fill(live_server.admin_password)
    page.locator("#new").fill("a-new-secret-9")
    page.locator("#confirm").fill("another-secret")
    page.locator("form[action='/password'] button").click()
    expect(page.locator("#confirm-error")).to_have_text("הסיסמאות אינן זהות")
    expect(page.locator("#confirm")).to_have_attribute("aria-invalid", "true")
    page.locator("#current").fill(live_server.admin_password)
    page.locator("#new").fill("a-new-secret-9")
    page.locator("#confirm").fill("a-new-secret-9")
    page.locator("form[action='/password'] button").click()
    expect(page).to_have_url(re.compile(r"/documents\?status=processed$"))
    # The printed password no longer opens the door; the new one does, without asking again.
    page.context.clear_cookies()
    sign_in(page, live_server.admin_email, live_server.admin_password)
    expect(page.locator("[role=alert]")).to_be_visible()
    sign_in(page, live_server.admin_email, "a-new-secret-9")
    expect(page.locator("h1")).to_have_text("היום במשרד")
    assert csp_violations == []


def test_three_invoices_dropped_at_once_are_watched_to_processed(
    page: Page, tmp_path: Any, csp_violations: list[str]
) -> None:
    invoice = make_invoice(21, "he")
    files = []
    for kind, seed in (("text", 21), ("scan", 22), ("photo", 23)):
        data, name = render(invoice, kind, seed)  # type: ignore[arg-type]
        path = tmp_path / name
        path.write_bytes(data)
        files.append(path)
    sign_in(page, "clerk@biz.example", target="/documents")
    page.evaluate(WATCH_STAGES)
    # Chosen with the page's own button, reached from the keyboard (the input itself is not seen).
    page.locator("#upload-files").focus()
    assert page.evaluate("getComputedStyle(document.querySelector('.file-pick')).outlineStyle") == "solid"
    with page.expect_file_chooser() as chooser:
        page.get_by_text("בחירת קבצים", exact=True).click()
    chooser.value.set_files(files)
    rows = page.locator("#uploads li")
    expect(rows).to_have_count(3)
    for index in range(3):
        expect(rows.nth(index)).to_have_attribute("data-stage", "processed", timeout=180_000)
        expect(rows.nth(index).locator("a")).to_have_attribute("href", re.compile(r"^/documents/\d+$"))
    # Each row went forward through the pipeline's stages; the scan and the photo are read for seconds.
    order = ["queued", "reading", "extracting", "checks", "processed"]
    for seen in page.evaluate("() => Object.values(window.stagesSeen)"):
        assert seen == sorted(set(seen), key=order.index) and seen[-1] == "processed", seen
    assert sum("reading" in seen for seen in page.evaluate("() => Object.values(window.stagesSeen)")) >= 2
    expect(page.locator("#live")).to_contain_text("עובד")
    check_accessibility(page)
    page.reload()
    # By name: other journeys on the shared server may have given the clerk documents before.
    for path in files:
        expect(page.locator("#documents tbody tr", has_text=path.name)).to_have_count(1)
    assert csp_violations == []


def test_a_field_corrected_and_saved_keeps_what_was_typed_on_an_error(page: Page, office: Any) -> None:
    clerk = office("clerk@biz.example")
    document_id = clerk.upload("correct-me.pdf", hebrew_invoice_pdf())
    clerk.wait_processed(document_id)
    sign_in(page, "clerk@biz.example", target=f"/documents/{document_id}")
    expect(page.locator("img").first).to_have_attribute("src", re.compile(r"/pages/1\.png"))
    page.locator("#f-total_amount").fill("12x")
    page.locator("#f-supplier_tax_id").fill("518301669")  # wrong check digit
    page.locator("#f-supplier_name").fill("אלפא מחשוב")
    page.get_by_role("button", name="שמירה").click()
    expect(page.locator("#total_amount-note")).to_have_text("סכום לא תקין (לדוגמה 1234.50)")
    expect(page.locator("#supplier_tax_id-note")).to_contain_text("ספרת הביקורת")
    expect(page.locator("#f-supplier_name")).to_have_value("אלפא מחשוב")
    expect(page.locator("#f-total_amount")).to_have_value("12x")
    check_accessibility(page)
    page.locator("#f-total_amount").fill("2,700.50")
    page.locator("#f-supplier_tax_id").fill("518301668")
    page.get_by_role("button", name="שמירה").click()
    expect(page.locator(".flash")).to_have_text("נשמר")
    expect(page.locator("#f-total_amount")).to_have_value("2700.50")
    expect(page.locator("#f-supplier_name")).to_have_value("אלפא מחשוב")
    saved = clerk.http.get(f"/api/email-scanning/documents/{document_id}").json()["data"]
    assert (saved["total_amount"], saved["supplier_name"]) == (2700.5, "אלפא מחשוב")


def test_an_approver_approves_an_invoice_from_the_phone(browser: Browser, page: Page, office: Any) -> None:
    clerk = office("clerk@biz.example")
    document_id = clerk.upload("approve-me.pdf", render(APPROVAL_INVOICE, "text", 8)[0])
    assert clerk.wait_processed(document_id)["approval_status"] == "pending"
    phone = browser.new_context(viewport=PHONE, locale="he-IL", base_url=str(clerk.http.base_url))
    owner_page, page = page, phone.new_page()
    sign_in(page, "approver1@biz.example", target="/approvals")
    card = page.locator("article.approval", has_text="approve-me.pdf")
    expect(card).to_contain_text("3,975.74")
    # A rejection needs a reason: the error stands beside the field.
    card.get_by_role("button", name="דחייה").click()
    card = page.locator("article.approval", has_text="approve-me.pdf")
    expect(card.locator(".error")).to_have_text("יש לכתוב סיבה")
    check_accessibility(page)
    card.get_by_label("הערות לאישור").fill("מאושר, תודה")
    card.get_by_role("button", name="אישור").click()
    expect(page.locator(".flash")).to_have_text("המסמך אושר")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    phone.close()
    # The clerk who sent it sees the decision on the document's timeline, in their own browser.
    sign_in(owner_page, "clerk@biz.example", target=f"/documents/{document_id}")
    timeline = owner_page.locator("#timeline-title + ol")
    expect(timeline).to_contain_text("מיכל אברהם")  # the approver, by name
    expect(timeline).to_contain_text("מאושר, תודה")
    answer = clerk.http.get(f"/api/email-scanning/documents/{document_id}").json()
    assert answer["data"]["approval_status"] == "approved"


def test_a_search_with_a_hebrew_prefixed_word_and_a_filter(page: Page, office: Any) -> None:
    clerk = office("clerk@biz.example")
    document_id = clerk.upload("search-me.pdf", hebrew_invoice_pdf())
    clerk.wait_processed(document_id)
    sign_in(page, "clerk@biz.example", target="/documents")
    # The invoice says "באוגוסט" (in August): the word without its prefix finds it.
    page.locator("#q").fill("אוגוסט")
    page.locator("#status").select_option("processed")
    page.get_by_role("button", name="סינון").click()
    expect(page).to_have_url(re.compile(r"q=%D7%90%D7%95%D7%92%D7%95%D7%A1%D7%98.*status=processed"))
    expect(page.locator(f"#documents a[href='/documents/{document_id}']")).to_be_visible()
    page.locator("#status").select_option("failed")
    page.get_by_role("button", name="סינון").click()
    expect(page.locator(f"a[href='/documents/{document_id}']")).to_have_count(0)
    expect(page.locator("#q")).to_have_value("אוגוסט")


def test_the_english_switch_mirrors_the_pages_and_is_remembered(
    browser: Browser, live_server: LiveServer
) -> None:
    context = browser.new_context(base_url=live_server.url, locale="he-IL")
    page = context.new_page()
    sign_in(page, "approver2@biz.example", target="/documents")
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    page.get_by_role("button", name="English").click()
    expect(page.locator("html")).to_have_attribute("dir", "ltr")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("h1")).to_have_text("Documents")
    context.close()
    # A new browser (a Hebrew one) still gets English for this user after signing in.
    context = browser.new_context(base_url=live_server.url, locale="he-IL")
    page = context.new_page()
    sign_in(page, "approver2@biz.example", target="/", language=None)
    expect(page.locator("h1")).to_have_text("Today at the office")
    expect(page.locator("html")).to_have_attribute("dir", "ltr")
    page.get_by_role("button", name="עברית").click()
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    context.close()


def test_a_session_that_ends_mid_form_sends_to_sign_in_and_back(page: Page) -> None:
    sign_in(page, "clerk@biz.example", target="/documents")
    page.locator("#supplier").fill("אלפא")
    page.context.clear_cookies()  # the session ends (expired or signed out elsewhere)
    page.get_by_role("button", name="סינון").click()
    expect(page).to_have_url(re.compile(r"/login\?next=/documents%3F.*supplier"))
    page.locator("#email").fill("clerk@biz.example")
    page.locator("#password").fill("clerk-secret-1")
    page.locator("form[action='/login'] button").click()
    expect(page).to_have_url(re.compile(r"/documents\?.*supplier=%D7%90"))
    expect(page.locator("#supplier")).to_have_value("אלפא")


def test_a_field_edit_sent_after_the_session_ended_is_back_after_signing_in(page: Page, office: Any) -> None:
    clerk = office("clerk@biz.example")
    document_id = clerk.upload("expired.pdf", render(make_invoice(71, "he"), "text", 71)[0])
    clerk.wait_processed(document_id)
    sign_in(page, "clerk@biz.example", target=f"/documents/{document_id}")
    page.locator("#f-supplier_name").fill("בטא ייבוא")
    page.locator("#f-invoice_number").fill("INV-777")
    page.context.clear_cookies()  # the session ends while the form is being filled in
    page.get_by_role("button", name="שמירה").click()
    expect(page).to_have_url(re.compile(rf"/login\?next=/documents/{document_id}$"))
    page.locator("#email").fill("clerk@biz.example")
    page.locator("#password").fill("clerk-secret-1")
    page.locator("form[action='/login'] button").click()
    expect(page).to_have_url(re.compile(rf"/documents/{document_id}$"))
    expect(page.locator("#f-supplier_name")).to_have_value("בטא ייבוא")
    expect(page.locator("#f-invoice_number")).to_have_value("INV-777")
    expect(page.locator("#draft-restored")).to_contain_text("הוחזר לטופס")
    check_accessibility(page)
    screenshot(page, "draft-restored-he")
    page.get_by_role("button", name="שמירה").click()
    expect(page.locator(".flash")).to_have_text("נשמר")
    saved = clerk.http.get(f"/api/email-scanning/documents/{document_id}").json()["data"]
    assert (saved["supplier_name"], saved["invoice_number"]) == ("בטא ייבוא", "INV-777")
    # Put back once: a later visit shows what is saved, with no note.
    page.reload()
    expect(page.locator("#draft-restored")).to_have_count(0)


def test_an_excel_export_of_a_search_is_downloaded_and_read_back(
    page: Page, office: Any, tmp_path: Any
) -> None:
    from openpyxl import load_workbook

    clerk = office("clerk@biz.example")
    document_id = clerk.upload("export-me.pdf", render(make_invoice(41, "he"), "text", 41)[0])
    supplier = clerk.wait_processed(document_id)["supplier_name"]
    sign_in(page, "clerk@biz.example", target="/exports")
    page.locator("#q").fill(supplier.split()[0])
    page.get_by_role("button", name="יצירת קובץ").click()
    expect(page.locator(".flash")).to_be_visible()
    check_accessibility(page)
    with page.expect_download() as download:
        page.locator(".flash a").click()
    path = tmp_path / "export.xlsx"
    download.value.save_as(path)
    sheet = load_workbook(path).active
    assert sheet is not None and sheet.sheet_view.rightToLeft
    values = [cell for row in sheet.iter_rows(values_only=True) for cell in row]
    assert supplier in values


def test_the_home_figures_change_live_when_a_document_arrives(page: Page, office: Any) -> None:
    clerk = office("clerk@biz.example")
    sign_in(page, "clerk@biz.example", target="/")
    this_month = page.locator("#figures li").nth(4).locator(".value")
    before = int(this_month.inner_text().replace(",", ""))
    expect(page.locator("#per-day-chart")).to_be_visible()
    clerk.upload("live.pdf", render(make_invoice(51, "he"), "text", 51)[0])
    # No reload: the stream swaps the figures in.
    expect(page.locator("#figures li").nth(4).locator(".value")).to_have_text(str(before + 1), timeout=20_000)
    check_accessibility(page)


def test_on_a_phone_the_menu_folds_behind_one_button_and_opens_to_go_anywhere(
    browser: Browser, live_server: LiveServer
) -> None:
    phone = browser.new_context(base_url=live_server.url, viewport=PHONE, locale="he-IL")
    page = phone.new_page()
    sign_in(page, "owner@biz.example")
    menu, toggle = page.locator("#main-menu"), page.get_by_role("button", name="תפריט", exact=True)
    expect(menu).to_be_hidden()
    header = page.locator("header.top").bounding_box()
    assert header is not None and header["height"] < 140, header  # was four rows of links
    toggle.click()
    expect(toggle).to_have_attribute("aria-expanded", "true")
    check_accessibility(page)
    screenshot(page, "menu-open-he-phone")
    menu.get_by_role("link", name="לקוחות").click()
    expect(page).to_have_url(re.compile(r"/customers$"))
    expect(page.locator("#main-menu")).to_be_hidden()
    phone.close()
    desk = browser.new_context(
        base_url=live_server.url, viewport={"width": 1280, "height": 900}, locale="he-IL"
    )
    wide = desk.new_page()
    sign_in(wide, "owner@biz.example")
    expect(wide.locator("#main-menu")).to_be_visible()
    expect(wide.get_by_role("button", name="תפריט", exact=True)).to_be_hidden()
    desk.close()


def test_on_a_phone_a_long_file_name_breaks_and_every_row_keeps_its_status_in_sight(
    browser: Browser, office: Any
) -> None:
    clerk = office("clerk@biz.example")
    # One unbroken word, as scanners and mailboxes name files: unbroken it made the table wider than the
    # phone, and the status column (the last, on the left in Hebrew) sat behind a sideways scroll; in
    # English a dollar amount ("US$26,413.18") alone pushed it out.
    name = "scan_20261130_supplier_invoice_from_the_mailbox_copy.pdf"
    document_id = clerk.upload(name, render(make_invoice(91, "he"), "text", 91)[0])
    clerk.wait_processed(document_id)
    phone = browser.new_context(viewport=PHONE, locale="he-IL", base_url=str(clerk.http.base_url))
    page = phone.new_page()
    for language, processed in (("en", "Processed"), ("he", "עובד")):
        sign_in(page, "clerk@biz.example", target="/documents", language=language)
        row = page.locator("#documents tr", has=page.locator(f"a[href='/documents/{document_id}']"))
        status = row.locator("td.file-name .badge")  # under the name: the status column is folded away
        expect(status).to_have_text(processed)
        box = status.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], box
        wrap = page.locator("#documents").locator("xpath=..")
        assert wrap.evaluate("e => e.scrollWidth <= e.clientWidth"), (
            f"the table scrolls sideways ({language})"
        )
        check_accessibility(page)
        screenshot(page, f"documents-long-name-{language}-phone")
    phone.close()
    # On a desk the status keeps its own column, and shows once.
    sign_in(
        page := browser.new_page(base_url=str(clerk.http.base_url)), "clerk@biz.example", target="/documents"
    )
    row = page.locator("#documents tr", has=page.locator(f"a[href='/documents/{document_id}']"))
    expect(row.locator(".badge:visible")).to_have_count(1)
    expect(row.locator("td").last.locator(".badge")).to_have_text("עובד")
    page.close()
