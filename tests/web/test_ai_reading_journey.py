"""Reading invoices with AI, in a real browser: the owner chooses a model on the settings page; an invoice
the usual reading cannot settle (its number only in a sentence at the foot) comes back with that number
read by the model (a local server speaking OpenAI's protocol), marked on the document page as read with
AI and checked against the document."""

from __future__ import annotations

import json
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.intake.test_ai_reading import ANSWER, LINES
from tests.invoices.generator import text_pdf
from tests.providers.fake_servers import GOOD_KEY, FakeLLMServer
from tests.web.conftest import check_accessibility, screenshot, sign_in

pytestmark = [pytest.mark.browser, pytest.mark.slow]
PROVIDERS = "/api/ai-providers"
CHOICE = "/api/email-scanning/ai-reading"


@pytest.fixture
def llm() -> Iterator[FakeLLMServer]:
    with FakeLLMServer() as server:
        server.delay, server.reply_text = 0.0, json.dumps(ANSWER)
        yield server


@pytest.fixture
def owner(office: Any) -> Iterator[Any]:
    person = office("owner@biz.example")
    yield person
    # The server is shared with other tests: their documents must not go to a model that has gone.
    person.http.put(CHOICE, json={"enabled": False})


def test_the_owner_chooses_a_model_and_an_unsettled_invoice_is_completed_by_it(
    page: Page, owner: Any, llm: FakeLLMServer
) -> None:
    providers = owner.http.get(f"{PROVIDERS}/providers").json()["providers"]
    openai = next(p for p in providers if p["code"] == "openai")
    saved = owner.http.put(
        f"{PROVIDERS}/providers/{openai['id']}",
        json={"is_active": True, "base_url": llm.openai_base_url, "api_key": GOOD_KEY},
    )
    assert saved.status_code == 200, saved.text
    sign_in(page, "owner@biz.example", target="/settings")
    choice = page.get_by_label("מודל לקריאה")
    expect(choice).to_have_value("")  # off until someone turns it on
    model = openai["models"][0]
    choice.select_option(f"{openai['id']}:{model['id']}")
    page.locator("form[action='/settings/ai-reading'] button[type=submit]").click()
    expect(page.locator(".flash")).to_have_text("הגדרת הקריאה נשמרה")
    expect(page.get_by_label("מודל לקריאה")).to_have_value(f"{openai['id']}:{model['id']}")
    check_accessibility(page)

    document_id = owner.upload("harbor.pdf", text_pdf(SimpleNamespace(lines=LINES)))  # type: ignore[arg-type]
    read = owner.wait_processed(document_id)
    assert (read["ai_reading"], read["ai_fields"], read["invoice_number"]) == (
        "taken",
        ["invoice_number"],
        "HS/2025/0417",
    )
    page.goto(f"/documents/{document_id}")
    expect(page.locator("#ai-reading")).to_contain_text("נקראו בעזרת בינה מלאכותית")
    expect(page.locator("#f-invoice_number")).to_have_value("HS/2025/0417")
    expect(page.locator("#invoice_number-note")).to_have_text("נקרא בעזרת בינה מלאכותית ונבדק מול המסמך")
    expect(page.locator("#f-supplier_name")).not_to_have_attribute("aria-describedby", "supplier_name-note")
    check_accessibility(page)
    screenshot(page, "document-read-with-ai-he-desktop")
    # Metered as every call to a provider: a usage row of the reading, charged to the document's owner.
    exported = owner.http.get(f"{PROVIDERS}/export/usage", params={"provider_id": openai["id"], "days": 1})
    rows = [row for row in exported.json()["usage"] if row["feature"] == "extraction"]
    assert len(rows) == 1 and rows[0]["success"] is True, rows
