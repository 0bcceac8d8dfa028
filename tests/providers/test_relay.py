"""``/v1`` driven by the real OpenAI and Anthropic SDKs, against the local protocol servers."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta
from decimal import Decimal

import anthropic
import httpx
import openai
import pytest

from misrad.core.clock import utcnow
from tests.auth.factories import bearer_headers, make_user
from tests.providers import factories
from tests.providers.fake_servers import FakeLLMServer
from tests.providers.relay_factories import (
    anthropic_client,
    holds,
    holds_once_settled,
    key_usage,
    make_key,
    openai_client,
    revoke,
    spend_before,
)

LUNA = "gpt-6-luna"
HAIKU = "claude-haiku-5-5"


@pytest.fixture
def relay(served: str, llm: FakeLLMServer, fast_gateway: None) -> Iterator[str]:
    """misrad served, OpenAI and Anthropic providers pointed at the local protocol server."""
    factories.connect("openai", llm)
    factories.connect("anthropic", llm)
    yield served


def _wait_for_usage(key_id: int, count: int = 1) -> list:
    """Settlement runs after the response: wait for it (briefly)."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        rows = key_usage(key_id)
        if len(rows) >= count:
            return rows
        time.sleep(0.05)
    return key_usage(key_id)


def test_chat_completion_is_answered_and_metered_to_key_owner_and_team(
    relay: str, llm: FakeLLMServer
) -> None:
    key_id, secret, owner = make_key(team="accounting")
    reply = openai_client(relay, secret).chat.completions.create(
        model=LUNA, messages=[{"role": "user", "content": "שלום"}], max_tokens=64
    )
    assert reply.choices[0].message.content == llm.reply_text
    assert llm.calls("openai")[-1].body["model"] == LUNA
    [row] = _wait_for_usage(key_id)
    assert (row.user_id, row.team, row.success) == (owner, "accounting", True)
    assert (row.input_tokens, row.output_tokens) == (100, 50)
    assert row.cost_usd > 0
    assert holds_once_settled() == []
    admin = bearer_headers(make_user(role="admin"))
    grouped = httpx.get(f"{relay}/api/ai-providers/usage/keys", headers=admin).json()["groups"]
    assert [(g["id"], g["team"], g["requests"]) for g in grouped] == [(key_id, "accounting", 1)]
    by_user = httpx.get(f"{relay}/api/ai-providers/usage/keys?group_by=user", headers=admin).json()
    assert [g["id"] for g in by_user["groups"]] == [owner]
    export = f"{relay}/api/ai-providers/export/usage?virtual_key_id={key_id}"
    assert httpx.get(export, headers=admin).json()["total"] == 1
    assert httpx.get(f"{export}0", headers=admin).json()["total"] == 0


def test_stream_passes_chunks_and_settles_with_provider_usage(relay: str, llm: FakeLLMServer) -> None:
    key_id, secret, _ = make_key()
    llm.stream_pieces = 5
    stream = openai_client(relay, secret).chat.completions.create(
        model=LUNA, messages=[{"role": "user", "content": "hi"}], stream=True
    )
    chunks = list(stream)
    assert "".join(c.choices[0].delta.content or "" for c in chunks) == llm.reply_text
    assert all(c.choices for c in chunks)  # the usage chunk misrad asked for is not shown unasked
    assert llm.calls("openai")[-1].body["stream_options"] == {"include_usage": True}
    [row] = _wait_for_usage(key_id)
    assert (row.input_tokens, row.output_tokens) == (100, 50)


def test_stream_with_usage_asked_shows_it(relay: str, llm: FakeLLMServer) -> None:
    _, secret, _ = make_key()
    stream = openai_client(relay, secret).chat.completions.create(
        model=LUNA,
        messages=[{"role": "user", "content": "hi"}],
        stream=True,
        stream_options={"include_usage": True},
    )
    usages = [c.usage for c in stream if c.usage is not None]
    assert usages and usages[-1].completion_tokens == 50


def test_tools_and_response_format_go_through(relay: str, llm: FakeLLMServer) -> None:
    _, secret, _ = make_key()
    llm.tool_calls = [("lookup_invoice", {"number": "1234"})]
    tools = [
        {
            "type": "function",
            "function": {"name": "lookup_invoice", "parameters": {"type": "object", "properties": {}}},
        }
    ]
    reply = openai_client(relay, secret).chat.completions.create(
        model=LUNA,
        messages=[{"role": "user", "content": "find invoice 1234"}],
        tools=tools,  # type: ignore[arg-type]
        response_format={"type": "json_object"},
    )
    call = reply.choices[0].message.tool_calls[0]  # type: ignore[index]
    assert call.function.name == "lookup_invoice"
    assert json.loads(call.function.arguments) == {"number": "1234"}
    sent = llm.calls("openai")[-1].body
    assert sent["tools"] == tools and sent["response_format"] == {"type": "json_object"}
    assert sent["max_tokens"] == 1024  # the default cap the reservation assumed is sent too


def test_embeddings(relay: str, llm: FakeLLMServer) -> None:
    key_id, secret, _ = make_key()
    result = openai_client(relay, secret).embeddings.create(model=LUNA, input=["one two", "three"])
    assert len(result.data) == 2 and result.usage.prompt_tokens == 3
    [row] = _wait_for_usage(key_id)
    assert (row.input_tokens, row.output_tokens) == (3, 0)


def test_anthropic_sdk_plain_and_streamed(relay: str, llm: FakeLLMServer) -> None:
    key_id, secret, _ = make_key()
    client = anthropic_client(relay, secret)
    message = client.messages.create(
        model=HAIKU, max_tokens=100, messages=[{"role": "user", "content": "hi"}]
    )
    assert message.content[0].text == llm.reply_text  # type: ignore[union-attr]
    with client.messages.stream(
        model=HAIKU, max_tokens=100, messages=[{"role": "user", "content": "hi"}]
    ) as stream:
        text = "".join(stream.text_stream)
    assert text == llm.reply_text
    rows = _wait_for_usage(key_id, 2)
    assert [(r.input_tokens, r.output_tokens) for r in rows] == [(100, 50), (100, 50)]


def test_openai_client_of_an_anthropic_model_is_translated(relay: str, llm: FakeLLMServer) -> None:
    _, secret, _ = make_key()
    client = openai_client(relay, secret)
    reply = client.chat.completions.create(
        model=HAIKU, messages=[{"role": "system", "content": "be brief"}, {"role": "user", "content": "hi"}]
    )
    assert reply.choices[0].message.content == llm.reply_text
    sent = llm.calls("anthropic")[-1]
    assert sent.path == "/v1/messages" and sent.body["system"] == "be brief"
    streamed = client.chat.completions.create(
        model=HAIKU, messages=[{"role": "user", "content": "hi"}], stream=True
    )
    assert "".join(c.choices[0].delta.content or "" for c in streamed if c.choices) == llm.reply_text


def test_models_lists_what_the_key_may_use(relay: str) -> None:
    _, secret, _ = make_key(allowed_models=[LUNA, HAIKU])
    names = {m.id for m in openai_client(relay, secret).models.list()}
    assert names == {LUNA, HAIKU}


def test_model_not_allowed_403_and_unknown_404(relay: str, llm: FakeLLMServer) -> None:
    _, secret, _ = make_key(allowed_models=[HAIKU])
    client = openai_client(relay, secret)
    with pytest.raises(openai.PermissionDeniedError) as denied:
        client.chat.completions.create(model=LUNA, messages=[{"role": "user", "content": "x"}])
    assert denied.value.body["code"] == "model_not_allowed"  # type: ignore[index]
    with pytest.raises(openai.NotFoundError):
        client.chat.completions.create(model="no-such-model", messages=[{"role": "user", "content": "x"}])
    assert llm.calls() == []


def test_revoked_and_expired_keys_are_refused(relay: str, llm: FakeLLMServer) -> None:
    key_id, secret, _ = make_key()
    client = openai_client(relay, secret)
    client.models.list()  # cached now
    revoke(key_id)
    with pytest.raises(openai.AuthenticationError) as revoked:
        client.models.list()
    assert revoked.value.body["code"] == "virtual_key_revoked"  # type: ignore[index]
    _, old, _ = make_key(expires_at=utcnow() - timedelta(minutes=1))
    with pytest.raises(openai.AuthenticationError) as expired:
        openai_client(relay, old).models.list()
    assert expired.value.body["code"] == "virtual_key_expired"  # type: ignore[index]
    with pytest.raises(openai.AuthenticationError):
        openai_client(relay, "sk-misrad-not-a-key").models.list()


def test_over_budget_is_402_and_over_rate_429(relay: str, llm: FakeLLMServer) -> None:
    _, secret, _ = make_key(budget_type="daily", budget_amount="0.01")
    client = openai_client(relay, secret)
    with pytest.raises(openai.APIStatusError) as refused:  # its worst case (1M tokens) is over 0.01 USD
        client.chat.completions.create(
            model=LUNA, messages=[{"role": "user", "content": "x"}], max_tokens=1_000_000
        )
    assert refused.value.status_code == 402
    assert refused.value.body["code"] == "budget_exceeded"  # type: ignore[index]
    _, limited, _ = make_key(requests_per_minute=2)
    client = openai_client(relay, limited)
    for _ in range(2):
        client.chat.completions.create(model=LUNA, messages=[{"role": "user", "content": "x"}])
    with pytest.raises(openai.RateLimitError) as over:
        client.chat.completions.create(model=LUNA, messages=[{"role": "user", "content": "x"}])
    assert int(over.value.response.headers["retry-after"]) >= 1
    assert len(llm.calls()) == 2


def test_fallback_to_second_provider_mid_outage(relay: str, llm: FakeLLMServer) -> None:
    key_id, secret, _ = make_key()
    factories.rule(factories.provider_id("openai"), factories.provider_id("anthropic"))
    llm.script("500")
    reply = openai_client(relay, secret).chat.completions.create(
        model=LUNA, messages=[{"role": "user", "content": "hi"}]
    )
    assert reply.choices[0].message.content == llm.reply_text
    assert [r.path for r in llm.calls()] == ["/v1/chat/completions", "/v1/messages"]
    rows = _wait_for_usage(key_id, 2)
    assert [(r.success, r.error_type) for r in rows] == [(False, "unavailable"), (True, None)]
    assert rows[1].fallback_from_id == factories.provider_id("openai")


def test_client_leaving_mid_stream_is_settled_with_what_was_streamed(relay: str, llm: FakeLLMServer) -> None:
    key_id, secret, _ = make_key()
    llm.stream_pieces, llm.stream_delay = 20, 0.2
    llm.reply_text = "word " * 400
    body = {"model": LUNA, "messages": [{"role": "user", "content": "hi"}], "stream": True}
    headers = {"authorization": f"Bearer {secret}"}
    with httpx.stream("POST", f"{relay}/v1/chat/completions", json=body, headers=headers) as response:
        lines = response.iter_lines()
        assert next(lines).startswith("data:")
    [row] = _wait_for_usage(key_id)
    assert 0 < row.output_tokens < 400  # counted from the pieces that came, not the whole reply
    assert row.cost_usd > 0
    time.sleep(0.5)
    assert llm.stream_sent < 20  # misrad hung up on the provider too
    assert holds_once_settled() == []


def test_bad_input_is_400_in_openai_shape_and_nothing_is_metered(relay: str, llm: FakeLLMServer) -> None:
    key_id, secret, _ = make_key()
    headers = {"authorization": f"Bearer {secret}", "content-type": "application/json"}
    url = f"{relay}/v1/chat/completions"
    message = [{"role": "user", "content": "x"}]
    bodies: list[bytes] = [
        b'{"model": "gpt-6-luna", "messages": [',
        json.dumps({"model": LUNA, "messages": message, "surprise": 1}).encode(),
        json.dumps({"model": LUNA, "messages": [{"role": "user", "content": "x" * 10_000_000}]}).encode(),
        json.dumps({"model": LUNA, "messages": message, "n": 2}).encode(),
        json.dumps({"model": LUNA, "messages": message, "max_tokens": -5}).encode(),
    ]
    for body in bodies:
        response = httpx.post(url, content=body, headers=headers, timeout=30)
        assert response.status_code == 400, body[:60]
        error = response.json()["error"]
        assert error["type"] == "invalid_request_error" and error["message"] and error["code"]
    assert llm.calls() == [] and key_usage(key_id) == [] and holds() == []


def test_anthropic_errors_reach_its_sdk(relay: str) -> None:
    with pytest.raises(anthropic.AuthenticationError):
        anthropic_client(relay, "nope").messages.create(
            model=HAIKU, max_tokens=10, messages=[{"role": "user", "content": "x"}]
        )


def test_fifty_parallel_calls_on_a_nearly_spent_budget_stay_within_it(relay: str, llm: FakeLLMServer) -> None:
    key_id, secret, owner = make_key(budget_type="daily", budget_amount="0.01")
    spend_before(key_id, owner, Decimal("0.0095"))
    client = openai_client(relay, secret)

    def call(_: int) -> int:
        try:
            client.chat.completions.create(
                model=LUNA, messages=[{"role": "user", "content": "hi"}], max_tokens=100
            )
        except openai.APIStatusError as exc:
            return exc.status_code
        return 200

    with ThreadPoolExecutor(50) as pool:
        statuses = list(pool.map(call, range(50)))
    assert set(statuses) == {200, 402}, statuses
    answered = statuses.count(200)
    rows = _wait_for_usage(key_id, answered + 1)
    one_call = Decimal(rows[-1].cost_usd)
    total = sum((Decimal(r.cost_usd) for r in rows), Decimal(0))
    assert total <= Decimal("0.01") + one_call
    assert len(llm.calls()) == answered and holds_once_settled() == []
