"""Streamed answers through the gateway: the real SDKs' streaming calls (openai ``stream=True``,
anthropic ``messages.stream``, genai ``generate_content_stream``) against the local server's
server-sent events; text handed on piece by piece, metered as a whole call, and a provider cut off
mid-answer voided and replaced by its fallback."""

from __future__ import annotations

from decimal import Decimal

import pytest

from misrad.providers.gateway import ChatMessage, ToolCall, ToolSpec, complete_chat
from tests.providers import factories
from tests.providers.fake_servers import FakeLLMServer, Recorded

pytestmark = pytest.mark.usefixtures("fast_gateway")

HELLO = [ChatMessage("user", "מה שלומך?")]


class Reader:
    """What a page would see: the pieces, and the moments the text so far was voided."""

    def __init__(self, server: FakeLLMServer | None = None) -> None:
        self.events: list[str] = []
        self.server = server
        self.sent_when: list[int] = []  # how many events the server had sent when each piece came

    def written(self, text: str) -> None:
        self.events.append(text)
        if self.server is not None:
            self.sent_when.append(self.server.stream_sent)

    def restarted(self) -> None:
        self.events.append("<restart>")


def ask(code: str, reader: Reader, **kwargs: object) -> object:
    return complete_chat(
        user_id=3,
        feature="chat",
        provider_id=factories.provider_id(code),
        model_id=None,
        messages=HELLO,
        stream=reader,
        **kwargs,  # type: ignore[arg-type]
    )


def test_openai_text_arrives_in_pieces_and_is_metered(llm: FakeLLMServer) -> None:
    factories.connect("openai", llm)
    llm.reply_text = "שלום רב, הכול בסדר אצלנו היום."
    llm.stream_pieces = 5
    llm.usage = {"prompt_tokens": 1000, "completion_tokens": 200, "total_tokens": 1200}
    reader = Reader()
    reply = ask("openai", reader)
    assert len(reader.events) == 5 and "".join(reader.events) == llm.reply_text
    assert reply.text == llm.reply_text  # type: ignore[attr-defined]
    (request,) = llm.calls()
    assert request.body["stream"] is True and request.body["stream_options"] == {"include_usage": True}
    (row,) = factories.usage_rows()
    assert row.success and row.input_tokens == 1000 and row.output_tokens == 200
    assert row.cost_usd > Decimal(0) and row.user_id == 3


def test_streamed_tool_calls_are_put_together(llm: FakeLLMServer) -> None:
    factories.connect("openai", llm)
    llm.reply_text = ""
    llm.tool_calls = [("get_customer_by_phone", {"phone": "0501234567"})]
    tool = ToolSpec("get_customer_by_phone", "Find", {"type": "object", "properties": {}})
    reply = ask("openai", Reader(), tools=[tool])
    assert reply.tool_calls == (ToolCall("call_0", "get_customer_by_phone", {"phone": "0501234567"}),)  # type: ignore[attr-defined]


def test_a_stream_cut_mid_answer_is_voided_and_the_fallback_answers(llm: FakeLLMServer) -> None:
    openai = factories.connect("openai", llm)
    anthropic = factories.connect("anthropic", llm)
    factories.rule(openai, anthropic)
    llm.reply_text = "abcdefgh"
    llm.script("cut")
    reader = Reader()
    reply = ask("openai", reader)
    assert reply.provider_code == "anthropic"  # type: ignore[attr-defined]
    restart = reader.events.index("<restart>")
    assert restart > 0 and "".join(reader.events[restart + 1 :]) == "abcdefgh"
    rows = factories.usage_rows()
    assert [(r.provider_id, r.success) for r in rows] == [(openai, False), (anthropic, True)]


# Per vendor: a usage of its own shape (cache reads, thinking) the normaliser has to read right.
USAGES = {
    "anthropic": {"input_tokens": 700, "cache_read_input_tokens": 300, "output_tokens": 200},
    "google": {
        "promptTokenCount": 1000,
        "cachedContentTokenCount": 300,
        "candidatesTokenCount": 170,
        "thoughtsTokenCount": 30,
        "totalTokenCount": 1200,
    },
}
VENDORS = pytest.mark.parametrize("code", ["anthropic", "google"])


def was_streamed(call: Recorded) -> bool:
    if call.path.endswith(":streamGenerateContent"):
        return True
    return isinstance(call.body, dict) and call.body.get("stream") is True


@VENDORS
def test_text_arrives_in_pieces_before_the_reply_ends_and_is_metered_as_a_whole_call(
    code: str, llm: FakeLLMServer
) -> None:
    factories.connect(code, llm)
    llm.reply_text = "שלום רב, הכול בסדר אצלנו היום."
    llm.stream_pieces = 5
    llm.stream_delay = 0.15
    llm.usage = USAGES[code]
    reader = Reader(llm)
    reply = ask(code, reader)
    assert len(reader.events) == 5 and "".join(reader.events) == llm.reply_text
    assert reader.sent_when[0] < llm.stream_sent  # the first words came while the rest was on its way
    assert reply.text == llm.reply_text  # type: ignore[attr-defined]
    llm.stream_delay = 0.0
    whole = complete_chat(
        user_id=3, feature="chat", provider_id=factories.provider_id(code), model_id=None, messages=HELLO
    )
    assert whole.text == llm.reply_text
    streamed_row, whole_row = factories.usage_rows()
    streamed_call, whole_call = llm.calls()
    assert was_streamed(streamed_call) and not was_streamed(whole_call)
    assert streamed_row.success and streamed_row.user_id == 3
    assert (streamed_row.input_tokens, streamed_row.output_tokens) == (1000, 200)
    assert streamed_row.cached_input_tokens == 300 and streamed_row.cost_usd > Decimal(0)
    read = ("input_tokens", "output_tokens", "cached_input_tokens", "reasoning_tokens", "cost_usd")
    assert [getattr(streamed_row, f) for f in read] == [getattr(whole_row, f) for f in read]


@VENDORS
def test_streamed_tool_calls_are_rebuilt(code: str, llm: FakeLLMServer) -> None:
    factories.connect(code, llm)
    llm.reply_text = "רגע, אבדוק."
    llm.tool_calls = [("get_customer_by_phone", {"phone": "0501234567"}), ("list_invoices", {"open": True})]
    tool = ToolSpec("get_customer_by_phone", "Find", {"type": "object", "properties": {}})
    reader = Reader()
    reply = ask(code, reader, tools=[tool], temperature=0.2)
    (call,) = llm.calls()
    assert was_streamed(call)
    sent = call.body if code == "anthropic" else call.body["generationConfig"]
    assert sent["temperature"] == 0.2
    prefix = "toolu_" if code == "anthropic" else "call_"
    assert reply.tool_calls == (  # type: ignore[attr-defined]
        ToolCall(f"{prefix}0", "get_customer_by_phone", {"phone": "0501234567"}),
        ToolCall(f"{prefix}1", "list_invoices", {"open": True}),
    )
    assert "".join(reader.events) == reply.text == "רגע, אבדוק."  # type: ignore[attr-defined]


@VENDORS
def test_an_answer_cut_mid_stream_is_dropped_and_the_fallback_answers(code: str, llm: FakeLLMServer) -> None:
    primary = factories.connect(code, llm)
    openai = factories.connect("openai", llm)
    factories.rule(primary, openai)
    llm.reply_text = "abcdefgh"
    llm.script("cut")
    reader = Reader()
    reply = ask(code, reader)
    assert reply.provider_code == "openai"  # type: ignore[attr-defined]
    restart = reader.events.index("<restart>")
    assert "".join(reader.events[:restart]) == "abcd"  # the broken beginning was shown, then voided
    assert "".join(reader.events[restart + 1 :]) == "abcdefgh"
    rows = factories.usage_rows()
    assert [(r.provider_id, r.success, r.error_type) for r in rows] == [
        (primary, False, "unavailable"),
        (openai, True, None),
    ]
