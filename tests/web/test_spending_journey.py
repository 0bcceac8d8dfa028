"""AI spending in the browser: a provider's key checked against the suite's local OpenAI-protocol server
(a bad key refused beside its field, a good one stored and shown only as its hint), a budget created and
a metered call through the gateway seen in its bar and in the comparison chart and table, a fallback
cycle refused beside its field, the usage CSV downloaded and read back, English, and a phone's width."""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.providers.fake_servers import GOOD_KEY, FakeLLMServer
from tests.web.conftest import LiveServer, check_accessibility, screenshot, sign_in

pytestmark = [pytest.mark.browser, pytest.mark.slow]

PROVIDERS = "/api/ai-providers"
# 500,000 input and 20,000 output tokens of GPT-6.2 Astra ($8 and $40 a million): $4.80.
USAGE = {"prompt_tokens": 500_000, "completion_tokens": 20_000, "total_tokens": 520_000}
CALL_COST = 4.80


@pytest.fixture(scope="module")
def llm() -> Iterator[FakeLLMServer]:
    with FakeLLMServer() as server:
        yield server


def _openai(office: Any) -> dict[str, Any]:
    providers = office.http.get(f"{PROVIDERS}/providers").json()["providers"]
    return next(p for p in providers if p["code"] == "openai")  # type: ignore[no-any-return]


def _chart_value(page: Page, canvas: str, label: str) -> float:
    """What Chart.js drew for ``label`` (0 when the provider has no bar)."""
    drawn = page.evaluate(
        "([selector, label]) => { const chart = Chart.getChart(document.querySelector(selector));"
        " const i = chart.data.labels.indexOf(label); return {value: i < 0 ? 0 :"
        " chart.data.datasets[0].data[i], reverse: chart.options.scales.x.reverse}; }",
        [canvas, label],
    )
    assert drawn["reverse"] is True  # right to left on a Hebrew page
    return float(drawn["value"])


def _set_key(page: Page, provider_id: int, base_url: str, key: str) -> None:
    card = page.locator("#provider-openai")
    details = card.locator("details")
    if details.get_attribute("open") is None:
        card.locator("summary").click()
    page.locator(f"#p{provider_id}-is_active").check()
    page.locator(f"#p{provider_id}-base_url").fill(base_url)
    page.locator(f"#p{provider_id}-api_key").fill(key)
    card.get_by_role("button", name="בדיקה ושמירה").click()


def test_a_key_a_budget_and_a_metered_call_in_its_bar_and_chart(
    page: Page, office: Any, llm: FakeLLMServer
) -> None:
    owner = office("owner@biz.example")
    openai = _openai(owner)["id"]
    sign_in(page, "owner@biz.example", target="/spending")

    _set_key(page, openai, llm.openai_base_url, "sk-not-this-one-0000")
    error = page.locator(f"#p{openai}-api_key-error")
    expect(error).to_have_text("מפתח ה-API נדחה על ידי הספק")
    expect(page.locator(f"#p{openai}-api_key")).to_have_attribute("aria-invalid", "true")
    expect(page.locator(f"#p{openai}-base_url")).to_have_value(llm.openai_base_url)
    check_accessibility(page)
    screenshot(page, "spending-key-refused")
    _set_key(page, openai, llm.openai_base_url, GOOD_KEY)
    expect(page.locator(".flash")).to_have_text("הגדרות הספק נשמרו")
    expect(page.locator("#provider-openai .key-state")).to_have_text(f"מפתח שמור שמסתיים ב-{GOOD_KEY[-4:]}")
    assert GOOD_KEY not in page.content()

    page.goto("/spending/reports?days=7")
    before = _chart_value(page, "#costs-chart", "OpenAI")
    page.goto("/spending/budgets")
    page.locator("#nb-name").fill("ניסוי OpenAI")
    page.locator("#nb-budget_type").select_option("monthly")
    page.locator("#nb-amount").fill("10")
    page.locator("#nb-currency").select_option("USD")
    page.locator("#nb-alert_threshold").fill("40")
    page.locator("#nb-provider_id").select_option(label="OpenAI")
    page.locator("#new-budget").get_by_role("button", name="שמירה").click()
    expect(page.locator(".flash")).to_have_text("התקציב נוצר")
    budget = page.locator("li.budget", has_text="ניסוי OpenAI")
    bar_before = float(budget.locator("meter").get_attribute("value") or 0)

    # The call: a conversation on GPT-6.2 Astra, answered by the local server through the gateway.
    llm.usage = USAGE
    model = next(m for m in _openai(owner)["models"] if m["name"] == "gpt-6.2-astra")
    created = owner.http.post(
        "/api/mcp-chatbot/conversations", json={"provider_id": openai, "model_id": model["id"]}
    )
    assert created.status_code == 201, created.text
    answer = owner.http.post(
        f"/api/mcp-chatbot/conversations/{created.json()['conversation']['id']}/messages",
        json={"message": "כמה עולה שעת עבודה?"},
    )
    assert answer.status_code == 200 and answer.json()["engine"] == "openai:gpt-6.2-astra", answer.text

    page.reload()
    budget = page.locator("li.budget", has_text="ניסוי OpenAI")
    bar_after = float(budget.locator("meter").get_attribute("value") or 0)
    assert bar_after - bar_before == pytest.approx(CALL_COST / 10 * 100, abs=0.01)
    expect(budget.locator(".badge")).to_have_text("התראה: קרוב לתקרה")  # in words, not colour alone
    expect(budget).to_have_class(re.compile(r"\balert\b"))
    check_accessibility(page)
    screenshot(page, "spending-budget-after-call")

    page.goto("/spending/reports?days=7")
    assert _chart_value(page, "#costs-chart", "OpenAI") == pytest.approx(before + CALL_COST, abs=0.0001)
    row = page.locator(f"#costs tr[data-provider='{openai}']")
    expect(row).to_contain_text("OpenAI")
    expect(page.locator("#model-comparison")).to_contain_text("gpt-6.2-astra")
    check_accessibility(page)
    screenshot(page, "spending-reports")
    _usage_csv_read_back(page)  # here, where the call surely exists (tests may run on other workers)


def test_a_fallback_cycle_is_refused_beside_the_field(page: Page) -> None:
    sign_in(page, "owner@biz.example", target="/spending/fallback")
    for primary, fallback in (("Mistral AI", "Ollama"), ("Ollama", "Mistral AI")):
        page.locator("#fr-primary_provider_id").select_option(label=primary)
        page.locator("#fr-fallback_provider_id").select_option(label=fallback)
        page.locator("#rule-form").get_by_role("button", name="שמירה").click()
    error = page.locator("#fr-fallback_provider_id-error")
    expect(error).to_have_text("הכלל יוצר מעגל: ספק הגיבוי חוזר בסוף השרשרת אל הספק הראשי")
    expect(page.locator("#fr-fallback_provider_id")).to_have_attribute("aria-invalid", "true")
    expect(page.locator("#fr-primary_provider_id option:checked")).to_have_text("Ollama")
    expect(page.locator("#rules tbody tr", has_text="Mistral AI")).to_have_count(1)
    check_accessibility(page)
    screenshot(page, "spending-fallback-cycle")


def _usage_csv_read_back(page: Page) -> None:
    """The usage list's CSV download holds every call the page counts (the metered one among them)."""
    page.goto("/spending/usage")
    title = page.locator("#usage-title").inner_text()
    total = 1 if "קריאה אחת" in title else int(re.sub(r"\D", "", title))  # one call is said in words
    with page.expect_download() as download:
        page.locator("#download-csv").click()
    path = download.value.path()
    rows = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8"))))
    assert rows[0][:4] == ["timestamp", "user", "provider", "model"]
    assert len(rows) - 1 == total and total >= 1
    assert any(row[2] == "OpenAI" and row[3] == "gpt-6.2-astra" for row in rows[1:])


def test_the_usage_page_in_english_and_back(page: Page) -> None:
    sign_in(page, "owner@biz.example", target="/spending/usage")
    page.get_by_role("button", name="English").click()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator(".subnav [aria-current='page']")).to_have_text("Usage")
    expect(page.locator("h1")).to_have_text("AI spending")
    page.get_by_role("button", name="עברית").click()
    expect(page.locator("html")).to_have_attribute("lang", "he")


def test_the_budgets_fit_a_phone(browser: Browser, live_server: LiveServer) -> None:
    context = browser.new_context(
        base_url=live_server.url, viewport={"width": 375, "height": 812}, locale="he-IL"
    )
    page = context.new_page()
    sign_in(page, "owner@biz.example", target="/spending/budgets")
    for path in ("/spending/budgets", "/spending/reports", "/spending/usage"):
        page.goto(path)
        assert page.evaluate("document.documentElement.scrollWidth") <= 375, path
        screenshot(page, f"spending-phone-{path.rsplit('/', 1)[-1]}")
    context.close()
