"""A mailbox connected from the page (the suite's Dovecot on loopback), fetched now, and its invoice in
the documents list: the login is tested on save, and a refusal is told in words beside the form."""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Iterator

import pytest
from playwright.sync_api import Page, expect

from tests.mailboxes.dovecot import Dovecot
from tests.mailboxes.factories import hebrew_invoice, mail
from tests.web.conftest import check_accessibility, screenshot, sign_in

pytestmark = [pytest.mark.browser, pytest.mark.slow]

if shutil.which("dovecot") is None and not os.path.exists("/usr/sbin/dovecot"):
    pytest.skip("dovecot is not installed (scripts/setup --test installs it)", allow_module_level=True)


@pytest.fixture(scope="module")
def dovecot() -> Iterator[Dovecot]:
    server = Dovecot()
    server.start()
    yield server
    server.close()


def test_an_imap_mailbox_is_connected_fetched_and_its_invoice_arrives(page: Page, dovecot: Dovecot) -> None:
    user = dovecot.new_user()
    filename, mime, data = hebrew_invoice(61, "text")
    dovecot.deliver(user, mail("חשבונית מס 6100", attachments=[(filename, mime, data)]))
    sign_in(page, "clerk@biz.example", target="/mailboxes")
    page.locator("#m-email").fill(user)
    page.locator("#m-imap_server").fill("127.0.0.1")
    page.locator("#m-imap_port").fill(str(dovecot.port))
    page.locator("#m-use_ssl").uncheck()
    page.locator("#m-imap_password").fill("not-the-password")
    page.get_by_role("button", name="בדיקה ושמירה").click()
    # The server's refusal in words, in Hebrew; what was typed (but the password) is still there.
    expect(page.locator("#connect-error")).to_have_text(
        "שרת הדואר דחה את פרטי ההתחברות: שרת הדואר דחה את שם המשתמש או הסיסמה"
    )
    expect(page.locator("#m-email")).to_have_value(user)
    expect(page.locator("#m-imap_port")).to_have_value(str(dovecot.port))
    expect(page.locator("#accounts")).to_have_count(0)
    check_accessibility(page)
    page.locator("#m-imap_password").fill(dovecot.passwords[user])
    page.get_by_role("button", name="בדיקה ושמירה").click()
    expect(page.locator(".flash")).to_have_text("תיבת הדואר חוברה")
    row = page.locator("#accounts tbody tr", has_text=user)
    expect(row).to_contain_text("פעילה")
    row.get_by_role("button", name="משיכה עכשיו").click()
    expect(page.locator(".flash")).to_have_text("נמשכו 1 הודעות, 1 מסמכים חדשים")
    message = page.locator("#messages tbody tr", has_text="חשבונית מס 6100")
    link = message.get_by_role("link", name=filename)
    expect(link).to_have_attribute("href", re.compile(r"^/documents/\d+$"))
    href = link.get_attribute("href")
    screenshot(page, "mailboxes-fetched-he-desktop")
    page.set_viewport_size({"width": 375, "height": 812})
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    # On a phone "fetch now" is in sight without scrolling the table sideways.
    button = row.get_by_role("button", name="משיכה עכשיו")
    box, region = button.bounding_box(), page.locator("#accounts").locator("xpath=..").bounding_box()
    assert box is not None and region is not None
    assert region["x"] <= box["x"] and box["x"] + box["width"] <= region["x"] + region["width"]
    screenshot(page, "mailboxes-fetched-he-phone")
    # The filters keep the view in the URL: processed messages with attachments show it, others not.
    page.locator("#mf-processed").select_option("no")
    page.get_by_role("button", name="סינון").click()
    expect(page).to_have_url(re.compile(r"processed=no"))
    expect(page.locator("#messages tbody tr", has_text="חשבונית מס 6100")).to_have_count(0)
    check_accessibility(page)
    page.goto("/documents")
    expect(page.locator(f"#documents a[href='{href}']")).to_have_text(filename)
