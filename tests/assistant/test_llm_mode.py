"""LLM mode end to end: the real ``openai`` and ``anthropic`` SDKs (through the gateway) against local
servers speaking their protocols. A tool-call round trip on the function registry, a provider outage that
falls back (to the next provider, then to the local engine), and a budget that refuses the call."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from misrad.assistant.service import DEFAULT_BASE_PROMPT
from tests.assistant.factories import make_customer, make_invoice
from tests.providers.fake_servers import GOOD_KEY, FakeLLMServer

BASE = "/api/mcp-chatbot"
PROVIDERS = "/api/ai-providers"


class RoundTripServer(FakeLLMServer):
    """Asks for its tool calls until the conversation holds their results, then answers in text."""

    def _reply(self, kind: str, path: str, body: Any) -> dict[str, Any]:
        messages = body.get("messages", []) if isinstance(body, dict) else []
        answered = any(
            m.get("role") == "tool"
            or (
                isinstance(m.get("content"), list)
                and any(b.get("type") == "tool_result" for b in m["content"])
            )
            for m in messages
        )
        calls, text = self.tool_calls, self.reply_text
        if not answered and calls:
            self.tool_calls, self.reply_text = calls, ""
        else:
            self.tool_calls = []
        try:
            return super()._reply(kind, path, body)
        finally:
            self.tool_calls, self.reply_text = calls, text


@pytest.fixture
def llm() -> Iterator[RoundTripServer]:
    with RoundTripServer() as server:
        yield server


def configure(client: TestClient, admin: dict[str, str], code: str, base_url: str) -> tuple[int, int]:
    """Turn a catalogue provider on with a key (checked against the fake) and pick its cheapest model."""
    providers = client.get(f"{PROVIDERS}/providers", headers=admin).json()["providers"]
    provider = next(p for p in providers if p["code"] == code)
    updated = client.put(
        f"{PROVIDERS}/providers/{provider['id']}",
        json={"is_active": True, "base_url": base_url, "api_key": GOOD_KEY},
        headers=admin,
    )
    assert updated.status_code == 200, updated.text
    models = client.get(f"{PROVIDERS}/models", params={"provider_id": provider["id"]}, headers=admin).json()
    model = min(models["models"], key=lambda m: (m["input_cost_per_1k"], m["output_cost_per_1k"]))
    return provider["id"], model["id"]


def ask(client: TestClient, headers: dict[str, str], conversation_id: int, message: str) -> dict[str, Any]:
    response = client.post(
        f"{BASE}/conversations/{conversation_id}/messages", json={"message": message}, headers=headers
    )
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def conversation_with(
    client: TestClient, headers: dict[str, str], provider_id: int, model_id: int | None
) -> int:
    created = client.post(
        f"{BASE}/conversations", json={"provider_id": provider_id, "model_id": model_id}, headers=headers
    )
    assert created.status_code == 201
    conversation_id: int = created.json()["conversation"]["id"]
    return conversation_id


def test_openai_answers_with_a_tool_call_round_trip(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str], llm: RoundTripServer
) -> None:
    dana = make_customer("דנה כהן", "0501234567")
    make_invoice(dana, "1045", "1250.50")
    provider_id, model_id = configure(client, admin_headers, "openai", llm.openai_base_url)
    llm.tool_calls = [("get_customer_by_phone", {"phone": "050-1234567"})]
    llm.reply_text = "ליתרה של דנה כהן: 1,250.50 ₪ <script>alert(1)</script>"
    llm.reset()

    conversation_id = conversation_with(client, member_headers, provider_id, model_id)
    body = ask(client, member_headers, conversation_id, "מה היתרה של דנה?")

    assert body["engine"].startswith("openai:")
    assert body["fallback_reason"] is None
    assert body["functions_used"] == ["get_customer_by_phone"]
    assert body["context"]["customer"]["id"] == dana
    assert body["conversation"]["customer_id"] == dana
    assert body["response"] == "ליתרה של דנה כהן: 1,250.50 ₪ &lt;script&gt;alert(1)&lt;/script&gt;"

    first, second = llm.calls("openai")
    sent = first.body
    assert {t["function"]["name"] for t in sent["tools"]} >= {"get_customer_by_phone", "get_customer_balance"}
    assert sent["messages"][0]["role"] == "system"
    assert DEFAULT_BASE_PROMPT in sent["messages"][0]["content"]
    assert sent["messages"][-1] == {"role": "user", "content": "מה היתרה של דנה?"}
    tool_message = next(m for m in second.body["messages"] if m["role"] == "tool")
    assert tool_message["tool_call_id"] == "call_0"
    assert json.loads(tool_message["content"])["customer"]["name"] == "דנה כהן"

    stored = client.get(f"{BASE}/conversations/{conversation_id}", headers=member_headers).json()
    answer = stored["conversation"]["messages"][-1]
    assert answer["engine"].startswith("openai:")
    assert answer["function_result"]["function"] == "get_customer_by_phone"
    assert answer["function_result"]["result"]["customer"]["id"] == dana

    usage = client.get(f"{PROVIDERS}/export/usage", params={"format": "json"}, headers=admin_headers).json()
    assert usage["total"] == 2  # both calls were metered


def test_anthropic_named_by_the_default_prompt_calls_a_tool(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str], llm: RoundTripServer
) -> None:
    yossi = make_customer("יוסי לוי", "0527654321")
    make_invoice(yossi, "77", "99.90")
    provider_id, model_id = configure(client, admin_headers, "anthropic", llm.base_url)
    default = next(p for p in client.get(f"{BASE}/prompts", headers=admin_headers).json()["prompts"])
    updated = client.put(
        f"{BASE}/prompts/{default['id']}",
        json={"provider_id": provider_id, "model_id": model_id, "personality": "קצר ולעניין"},
        headers=admin_headers,
    )
    assert updated.status_code == 200
    llm.tool_calls = [("get_customer_balance", {"customer_id": yossi})]
    llm.reply_text = "יוסי לוי חייב 99.90 ₪."
    llm.reset()

    body = client.post(f"{BASE}/chat", json={"message": "כמה יוסי חייב?"}, headers=member_headers).json()
    assert body["engine"].startswith("anthropic:")
    assert body["functions_used"] == ["get_customer_balance"]
    assert body["response"] == "יוסי לוי חייב 99.90 ₪."
    assert body["context"]["customer"]["id"] == yossi

    first, second = llm.calls("anthropic")
    assert "קצר ולעניין" in first.body["system"]
    assert {t["name"] for t in first.body["tools"]} >= {"get_customer_balance", "search_knowledge"}
    results = [
        block
        for message in second.body["messages"]
        if isinstance(message["content"], list)
        for block in message["content"]
        if block.get("type") == "tool_result"
    ]
    assert len(results) == 1 and results[0]["tool_use_id"] == "toolu_0"
    content = results[0]["content"]
    text = content if isinstance(content, str) else "".join(part.get("text", "") for part in content)
    assert json.loads(text)["balance"] == "99.90"


def test_an_outage_falls_back_to_the_next_provider_then_to_the_local_engine(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str], llm: RoundTripServer
) -> None:
    dana = make_customer("דנה כהן", "0501234567")
    make_invoice(dana, "1045", "1250.50")
    openai_id, openai_model = configure(client, admin_headers, "openai", llm.openai_base_url)
    anthropic_id, _ = configure(client, admin_headers, "anthropic", llm.base_url)
    rule = client.post(
        f"{PROVIDERS}/fallback",
        json={"primary_provider_id": openai_id, "fallback_provider_id": anthropic_id},
        headers=admin_headers,
    )
    assert rule.status_code == 201, rule.text
    llm.reset()
    llm.reply_text = "תשובה מ-Claude"
    llm.script("500")  # OpenAI is down for one call; Anthropic answers

    conversation_id = conversation_with(client, member_headers, openai_id, openai_model)
    body = ask(client, member_headers, conversation_id, "מה היתרה של 050-1234567?")
    assert body["engine"].startswith("anthropic:")
    assert body["response"] == "תשובה מ-Claude"
    assert [r.outcome for r in llm.calls("openai")] == ["500"]
    assert [r.outcome for r in llm.calls("anthropic")] == ["ok"]

    llm.reset()
    llm.default = "500"  # both down: the local engine answers, and says so; never a 500
    body = ask(client, member_headers, conversation_id, "מה היתרה של 050-1234567?")
    assert body["engine"] == "local"
    assert "openai" in body["fallback_reason"] and "anthropic" in body["fallback_reason"]
    assert body["response"].startswith("_מודל השפה אינו זמין כרגע; ענה המנוע המקומי._")
    assert "\u20661,250.50 ₪\u2069" in body["response"]
    assert body["intent"] == "customer_balance" and body["context"]["customer"]["id"] == dana
    assert llm.calls("openai") and llm.calls("anthropic")


def test_a_spent_budget_refuses_the_call_and_the_local_engine_answers(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str], llm: RoundTripServer
) -> None:
    make_customer("דנה כהן", "0501234567")
    provider_id, model_id = configure(client, admin_headers, "openai", llm.openai_base_url)
    budget = client.post(
        f"{PROVIDERS}/budget",
        json={"name": "יומי", "budget_type": "daily", "amount": "1.00"},
        headers=admin_headers,
    )
    assert budget.status_code == 201, budget.text
    llm.reset()
    # The first answer is allowed, and its real usage spends the whole budget.
    llm.usage = {"prompt_tokens": 20_000_000, "completion_tokens": 10, "total_tokens": 20_000_010}
    conversation_id = conversation_with(client, member_headers, provider_id, model_id)
    first = ask(client, member_headers, conversation_id, "שלום")
    assert first["engine"].startswith("openai:")

    second = ask(client, member_headers, conversation_id, "מה היתרה של 050-1234567?")
    assert second["engine"] == "local"
    assert "budget_exceeded" in second["fallback_reason"]
    assert second["response"].startswith("_תקציב הבינה המלאכותית נוצל; ענה המנוע המקומי._")
    assert second["intent"] == "customer_balance"
    assert len(llm.calls("openai")) == 1  # refused before it was sent

    english = ask(client, member_headers, conversation_id, "what is the balance of 050-1234567")
    assert english["response"].startswith("_The AI budget is used up; the local engine answered._")


def test_the_provider_and_model_of_a_conversation_are_checked(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str], llm: RoundTripServer
) -> None:
    provider_id, model_id = configure(client, admin_headers, "openai", llm.openai_base_url)
    providers = client.get(f"{PROVIDERS}/providers", headers=admin_headers).json()["providers"]
    other = next(p["id"] for p in providers if p["code"] == "anthropic")
    for body, code in (
        ({"provider_id": 99999}, "unknown_provider"),
        ({"provider_id": other, "model_id": model_id}, "model_not_found"),
        ({"model_id": model_id}, "assistant_model_needs_provider"),
    ):
        response = client.post(f"{BASE}/conversations", json=body, headers=member_headers)
        assert response.status_code == 400, body
        assert response.json()["code"] == code
    conversation_id = conversation_with(client, member_headers, provider_id, model_id)
    moved = client.put(
        f"{BASE}/conversations/{conversation_id}", json={"provider_id": other}, headers=member_headers
    )
    assert moved.status_code == 200
    assert (moved.json()["conversation"]["provider_id"], moved.json()["conversation"]["model_id"]) == (
        other,
        None,
    )


def test_choosing_the_built_in_engine_as_provider_answers_locally_without_a_fallback_note(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_customer("דנה כהן", "0501234567")
    providers = client.get(f"{PROVIDERS}/providers", headers=member_headers).json()["providers"]
    local = next(p["id"] for p in providers if p["code"] == "local")
    conversation_id = conversation_with(client, member_headers, local, None)
    body = ask(client, member_headers, conversation_id, "מה היתרה של 050-1234567?")
    assert body["engine"] == "local" and body["fallback_reason"] is None
    assert body["response"].startswith("**יתרת הלקוח")
