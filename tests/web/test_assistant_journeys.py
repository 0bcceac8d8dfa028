"""The assistant in Chromium: a Hebrew conversation about a customer whose follow-up uses the bound
customer; an answer streamed from the local server speaking OpenAI's protocol, shown as it is written
and metered; a knowledge item created on its page and then asked about; English and the phone width.

A server of its own (``_serve``): these journeys configure an LLM provider, which must not change what
the other browser tests' office does.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from tests.providers.fake_servers import GOOD_KEY, FakeLLMServer
from tests.web.conftest import PASSWORDS, LiveServer, _serve, check_accessibility, screenshot, sign_in

pytestmark = [pytest.mark.browser, pytest.mark.slow]


@pytest.fixture(scope="module")
def chat_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    with _serve(tmp_path_factory.mktemp("chat-data"), {"MISRAD_GATEWAY_RETRY_BASE_SECONDS": "0"}) as server:
        yield server


@pytest.fixture(scope="module")
def protocol_server() -> Iterator[FakeLLMServer]:
    with FakeLLMServer() as server:
        yield server


def _api(url: str, email: str) -> httpx.Client:
    http = httpx.Client(base_url=url, timeout=60)
    login = http.post("/api/auth/login", json={"email": email, "password": PASSWORDS[email]})
    login.raise_for_status()
    http.headers["X-CSRF-Token"] = login.json()["csrf_token"]
    return http


@pytest.fixture
def owner_api(chat_server: LiveServer) -> Iterator[httpx.Client]:
    http = _api(chat_server.url, "owner@biz.example")
    yield http
    http.close()


@pytest.fixture
def chat_page(browser: Browser, chat_server: LiveServer) -> Iterator[Page]:
    context = browser.new_context(base_url=chat_server.url, locale="he-IL", timezone_id="Asia/Jerusalem")
    page = context.new_page()
    violations: list[str] = []
    page.on("console", lambda m: violations.append(m.text) if "Content Security Policy" in m.text else None)
    yield page
    context.close()
    assert violations == []


def _customer(http: httpx.Client, name: str, phone: str, invoice: str, amount: str, repair: str) -> int:
    made = http.post("/api/customers", json={"name": name, "phone": phone})
    made.raise_for_status()
    customer_id = int(made.json()["data"]["id"])
    http.post("/api/invoices", json={"customer_id": customer_id, "number": invoice, "total_amount": amount})
    http.post("/api/repairs", json={"customer_id": customer_id, "item": repair, "status": "in_progress"})
    return customer_id


def _start(page: Page, provider: str | None = None) -> None:
    page.goto("/assistant")
    if provider:
        page.locator("#new-provider").select_option(label=provider)
    page.get_by_role("button", name="פתיחת שיחה").click()
    page.wait_for_url("**/assistant/*")


def _ask(page: Page, text: str) -> Any:
    """Type and press Enter; the new answer once it is whole (the server's HTML replaced the stream)."""
    before = page.locator(".message.answer .bubble.markdown").count()
    page.locator("#message").fill(text)
    page.locator("#message").press("Enter")
    answer = page.locator(".message.answer .bubble.markdown").nth(before)
    try:
        answer.wait_for(timeout=60_000)
    except Exception:
        print(page.locator("#messages").inner_html())  # what the thread showed instead, in the report
        raise
    return answer


def test_a_hebrew_conversation_about_a_customer_and_its_follow_up(
    chat_page: Page, owner_api: httpx.Client
) -> None:
    customer = _customer(owner_api, "נועה ברקוביץ", "054-1112233", "INV-5001", "250", "מדפסת לייזר")
    sign_in(chat_page, "clerk@biz.example", target="/assistant")
    _start(chat_page)
    # Shift+Enter breaks the line and sends nothing.
    box = chat_page.locator("#message")
    box.fill("שורה")
    box.press("Shift+Enter")
    box.type("שנייה")
    assert box.input_value() == "שורה\nשנייה" and chat_page.locator(".message").count() == 0
    first = _ask(chat_page, "מה היתרה של נועה ברקוביץ?")
    expect(first).to_contain_text("250")
    card = chat_page.locator("#customer-card")
    expect(card).to_contain_text("נועה ברקוביץ")
    expect(card).to_contain_text("INV-5001")
    expect(card.get_by_role("link", name="לדף הלקוח")).to_have_attribute("href", f"/customers/{customer}")
    follow_up = _ask(chat_page, "ומה עם התיקון שלה?")
    expect(follow_up).to_contain_text("מדפסת לייזר")  # no name given: the bound customer answered
    expect(chat_page.locator(".message.answer .used").last).to_contain_text("get_repair_status")
    check_accessibility(chat_page)
    screenshot(chat_page, "assistant-conversation-he-desktop")
    # Reloaded, the thread is the same: both answers stored, as Markdown.
    chat_page.reload()
    expect(chat_page.locator(".message.answer")).to_have_count(2)


def test_an_llm_answer_streams_in_and_is_metered(
    chat_page: Page, owner_api: httpx.Client, protocol_server: FakeLLMServer
) -> None:
    providers = owner_api.get("/api/ai-providers/providers").json()["providers"]
    openai = next(p for p in providers if p["code"] == "openai")
    configured = owner_api.put(
        f"/api/ai-providers/providers/{openai['id']}",
        json={"is_active": True, "base_url": protocol_server.openai_base_url, "api_key": GOOD_KEY},
    )
    configured.raise_for_status()
    protocol_server.reply_text = "שלום! **היתרה** של הלקוח היא אפס, ואין חשבוניות פתוחות כרגע."
    protocol_server.stream_pieces = 6
    protocol_server.stream_delay = 0.4
    sign_in(chat_page, "owner@biz.example", target="/assistant")
    _start(chat_page, provider=openai["display_name"])
    chat_page.locator("#message").fill("מה המצב?")
    chat_page.locator("#message").press("Enter")
    streaming = chat_page.locator(".message.answer .bubble").last
    expect(streaming).to_contain_text("שלום!", timeout=30_000)
    # Part of the answer is on the page while the rest is still being written.
    assert "פתוחות כרגע" not in streaming.inner_text()
    done = chat_page.locator(".message.answer .bubble.markdown").last
    expect(done).to_contain_text("פתוחות כרגע", timeout=30_000)
    expect(done.locator("strong")).to_have_text("היתרה")
    (request,) = protocol_server.calls("openai")
    assert request.body["stream"] is True
    usage = owner_api.get("/api/ai-providers/export/usage", params={"provider_id": openai["id"]}).json()
    chats = [(u["success"], u["user"], u["output_tokens"]) for u in usage["usage"] if u["feature"] == "chat"]
    assert chats == [(True, "owner@biz.example", 50)]  # the key check is metered apart
    check_accessibility(chat_page)
    screenshot(chat_page, "assistant-streamed-he-desktop")


def test_a_knowledge_item_created_then_asked_about(chat_page: Page) -> None:
    sign_in(chat_page, "owner@biz.example", target="/assistant/knowledge")
    chat_page.locator("#new-category").select_option("policy")
    chat_page.locator("#new-title").fill("החזרת ציוד שנקנה")
    chat_page.locator("#new-content").fill("ציוד שנקנה אפשר להחזיר תוך 21 יום עם חשבונית.")
    chat_page.locator("#new-keywords").fill("החזרה, זיכוי")
    chat_page.locator("#new-priority").fill("7")
    chat_page.get_by_role("button", name="שמירה").first.click()
    expect(chat_page.locator(".flash")).to_be_visible()
    expect(chat_page.locator(".knowledge-item")).to_contain_text(["החזרת ציוד שנקנה"])
    check_accessibility(chat_page)
    _start(chat_page)
    answer = _ask(chat_page, "תוך כמה זמן אפשר להחזיר ציוד?")
    expect(answer).to_contain_text("21 יום")


def test_english_and_the_phone_width(browser: Browser, chat_server: LiveServer) -> None:
    context = browser.new_context(
        base_url=chat_server.url, viewport={"width": 375, "height": 812}, locale="he-IL"
    )
    page = context.new_page()
    sign_in(page, "approver1@biz.example", target="/assistant")
    page.get_by_role("button", name="English").click()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    page.get_by_role("button", name="Start the conversation").click()
    page.wait_for_url("**/assistant/*")
    page.locator("#message").fill("hello")
    page.locator("#message").press("Enter")
    page.locator(".message.answer .bubble.markdown").wait_for()
    expect(page.get_by_role("button", name="Send")).to_be_visible()
    # The help's example phone ("050-1234567") on one line: broken at its dash it read as two numbers.
    example = page.locator(".message.answer .phone").first
    line = page.evaluate("parseFloat(getComputedStyle(document.querySelector('.bubble p')).lineHeight)")
    box = example.bounding_box()
    assert box is not None and box["height"] < 1.5 * line, (box, line)
    for path in (page.url, "/assistant/knowledge", "/assistant/prompts"):
        page.goto(path)
        check_accessibility(page)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 375, f"{path} is {width}px wide"
        name = (
            "assistant-conversation"
            if "knowledge" not in path and "prompts" not in path
            else path.strip("/").replace("/", "-")
        )
        screenshot(page, f"{name}-en-phone")
    context.close()
