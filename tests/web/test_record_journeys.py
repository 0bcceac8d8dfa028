"""Customers and settings in Chromium against a live server: a CSV import with bad rows and its report, a
customer typed with a local phone and found again by a Hebrew prefix, an API token made on the settings
page and used by an HTTP client, and a user deactivated by the admin who then cannot sign in."""

from __future__ import annotations

import re

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from tests.web.conftest import LiveServer, check_accessibility, screenshot, sign_in

pytestmark = [pytest.mark.browser, pytest.mark.slow]

CSV = (
    'שם,טלפון,דוא"ל,ח.פ.\n'
    "גלית ברק,054-3332211,galit@example.co.il,\n"
    "משה אפשטיין,+972 3 555 8899,,\n"
    "ללא טלפון,,,\n"
    "נועם,12345,,\n"
    "גלית ברק-לוי,0543332211,,\n"
)


def test_a_customer_csv_with_bad_rows_is_imported_and_its_report_read(page: Page, tmp_path: object) -> None:
    sign_in(page, "clerk@biz.example", target="/customers")
    page.get_by_role("link", name="ייבוא לקוחות מקובץ CSV").click()
    expect(page).to_have_url(re.compile(r"/customers/import$"))
    # The file button speaks the page's language (the browser's own would say "Choose File").
    expect(page.locator("#import-file-name")).to_have_text("לא נבחר קובץ")
    with page.expect_file_chooser() as chooser:
        page.get_by_text("בחירת קובץ CSV").click()
    chooser.value.set_files(
        files=[{"name": "customers.csv", "mimeType": "text/csv", "buffer": CSV.encode("utf-8")}]
    )
    expect(page.locator("#import-file-name")).to_have_text("customers.csv")
    page.get_by_role("button", name="ייבוא").click()
    expect(page.locator("#created-count")).to_have_text("2")
    expect(page.locator("#updated-count")).to_have_text("1")
    expect(page.locator("#rejected-count")).to_have_text("2")
    rows = page.locator("#rejected tbody tr")
    expect(rows).to_have_count(2)
    expect(rows.nth(0)).to_contain_text("4")
    expect(rows.nth(0)).to_contain_text("חסר טלפון")
    expect(rows.nth(1)).to_contain_text("5")
    expect(rows.nth(1)).to_contain_text("מספר טלפון לא תקין: 12345")
    check_accessibility(page)
    screenshot(page, "customers-import-report-he-desktop")
    # The updated row kept the first row's customer (same phone) and took the new name.
    page.goto("/customers?q=ברק-לוי")
    expect(page.locator("#customers tbody tr")).to_have_count(1)
    expect(page.locator("#customers tbody tr")).to_contain_text("054-333-2211")


def test_a_customer_typed_with_a_local_phone_is_found_by_a_hebrew_prefix(page: Page) -> None:
    sign_in(page, "clerk@biz.example", target="/customers")
    page.locator("#new-name").fill("יהודית רביץ")
    page.locator("#new-phone").fill("(052) 987-6543")
    page.get_by_role("button", name="שמירה").click()
    expect(page.locator(".flash")).to_have_text("פרטי הלקוח נשמרו")
    expect(page.locator("h1")).to_have_text("יהודית רביץ")
    expect(page.locator(".facts")).to_contain_text("052-987-6543")  # stored as digits, shown as written
    page.get_by_role("link", name="לקוחות").first.click()
    page.locator("#q").fill("רבי")
    page.get_by_role("button", name="חיפוש").click()
    expect(page).to_have_url(re.compile(r"q=%D7%A8%D7%91%D7%99"))
    row = page.locator("#customers tbody tr", has_text="יהודית רביץ")
    expect(row).to_have_count(1)
    check_accessibility(page)
    page.locator("#q").fill("052-98")
    page.get_by_role("button", name="חיפוש").click()
    expect(page.locator("#customers tbody tr", has_text="יהודית רביץ")).to_have_count(1)
    # English, and the phone's width: the same list in English on a 375 px screen, nothing overflows.
    page.get_by_role("button", name="English").click()
    expect(page.locator("html")).to_have_attribute("dir", "ltr")
    expect(page.locator("h1")).to_have_text("Customers")
    page.set_viewport_size({"width": 375, "height": 812})
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    _phones_on_one_line(page)
    screenshot(page, "customers-search-en-phone")
    page.get_by_role("button", name="עברית").click()
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    # A long name squeezes the phone's column: its number still reads as one.
    page.locator("#new-name").fill('מרכז השירות והתיקונים של הגליל המערבי והקריות בע"מ')
    page.locator("#new-phone").fill("+972 54 765 4321")
    page.get_by_role("button", name="שמירה").click()
    expect(page.locator(".flash")).to_have_text("פרטי הלקוח נשמרו")
    page.goto("/customers")
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    _phones_on_one_line(page)
    screenshot(page, "customers-long-name-he-phone")
    # A new repair from the repairs page: the customer is picked by a search, not by knowing their page.
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto("/repairs")
    page.get_by_role("searchbox", name="עבור איזה לקוח?").fill("רביץ")
    page.get_by_role("search", name="עבור איזה לקוח?").get_by_role("button", name="חיפוש").click()
    page.locator(".picks").get_by_role("link", name="יהודית רביץ").click()
    check_accessibility(page)
    page.locator("#new-item").fill("מכונת כביסה")
    page.locator("#new-title ~ form").get_by_role("button", name="שמירה").click()
    expect(page.locator(".flash")).to_have_text("התיקון נשמר")
    expect(page.get_by_role("link", name="יהודית רביץ").first).to_be_visible()


def _phones_on_one_line(page: Page) -> None:
    """Every phone number of the list is one line: broken at a dash ("052-987-" / "6543") it reads as two."""
    lines = page.locator("#customers .phone").evaluate_all("els => els.map(e => e.getClientRects().length)")
    assert lines and set(lines) == {1}, lines


def test_a_token_created_in_settings_is_used_by_an_http_client(
    browser: Browser, live_server: LiveServer
) -> None:
    context = browser.new_context(base_url=live_server.url, locale="he-IL", timezone_id="Asia/Jerusalem")
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server.url)
    page = context.new_page()
    sign_in(page, "approver1@biz.example", target="/settings")
    page.locator("#token-name").fill("סקריפט הנהלת חשבונות")
    page.get_by_role("button", name="יצירת מפתח").click()
    token = page.locator("#new-token").inner_text().strip()
    assert re.fullmatch(r"msr_[0-9a-f]{8}_\S+", token)
    page.get_by_role("button", name="העתקה").click()
    expect(page.get_by_role("button", name="הועתק")).to_be_visible()
    assert page.evaluate("navigator.clipboard.readText()") == token
    check_accessibility(page)
    screenshot(page, "settings-token-he-desktop")
    with httpx.Client(base_url=live_server.url, timeout=30) as http:
        me = http.get("/api/auth/me", headers={"Authorization": f"Bearer {token}"})
        assert me.status_code == 200 and me.json()["user"]["email"] == "approver1@biz.example"
        customers = http.get("/api/customers", headers={"Authorization": f"Bearer {token}"})
        assert customers.status_code == 200
    # Shown once: the page opened again has only the token's prefix.
    page.goto("/settings")
    assert token not in page.content()
    row = page.locator("#tokens tbody tr", has_text="סקריפט הנהלת חשבונות")
    page.once("dialog", lambda dialog: dialog.accept())
    row.get_by_role("button").click()
    expect(page.locator(".flash")).to_have_text("המפתח בוטל")
    with httpx.Client(base_url=live_server.url, timeout=30) as http:
        assert http.get("/api/auth/me", headers={"Authorization": f"Bearer {token}"}).status_code == 401
    context.close()


def test_a_user_deactivated_by_the_admin_can_no_longer_sign_in(
    browser: Browser, live_server: LiveServer
) -> None:
    context = browser.new_context(base_url=live_server.url, locale="he-IL", timezone_id="Asia/Jerusalem")
    admin = context.new_page()
    sign_in(admin, "owner@biz.example", target="/settings")
    admin.get_by_role("link", name="משתמשים").click()
    admin.locator("#new-email").fill("temp@biz.example")
    admin.locator("#new-display_name").fill("עובד זמני")
    admin.locator("#new-password").fill("temporary-pass-1")
    admin.get_by_role("button", name="שמירה").last.click()
    expect(admin.locator(".flash")).to_have_text("המשתמש נוצר")
    # The new user signs in, in a browser of their own.
    other = browser.new_context(base_url=live_server.url, locale="he-IL")
    worker = other.new_page()
    sign_in(worker, "temp@biz.example", "temporary-pass-1")
    expect(worker.locator(".who")).to_have_text("עובד זמני")
    entry = admin.locator("#users li", has_text="temp@biz.example")
    entry.locator("summary").click()
    admin.once("dialog", lambda dialog: dialog.accept())
    entry.get_by_role("button", name="השבתה").click()
    expect(admin.locator(".flash")).to_have_text("המשתמש נשמר")
    expect(admin.locator("#users li", has_text="temp@biz.example")).to_contain_text("מושבת")
    check_accessibility(admin)
    screenshot(admin, "settings-users-he-desktop")
    # Their open session ended, and signing in again is refused.
    worker.goto("/customers")
    expect(worker).to_have_url(re.compile(r"/login"))
    sign_in(worker, "temp@biz.example", "temporary-pass-1")
    expect(worker.locator(".error")).to_be_visible()
    expect(worker).to_have_url(re.compile(r"/login"))
    other.close()
    context.close()
