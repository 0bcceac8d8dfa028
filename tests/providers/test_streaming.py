"""Streamed answers through the gateway: the real openai SDK with ``stream=True`` against the local
server's server-sent events; text handed on piece by piece, metered as a whole call, and a provider cut
off mid-answer voided and replaced by its fallback."""

from __future__ import annotations

from decimal import Decimal

import pytest

from misrad.providers.gateway import ChatMessage, ToolCall, ToolSpec, complete_chat
from tests.providers import factories
from tests.providers.fake_servers import FakeLLMServer

pytestmark = pytest.mark.usefixtures("fast_gateway")

HELLO = [ChatMessage("user", "מה שלומך?")]


class Reader:
    """What a page would see: the pieces, and the moments the text so far was voided."""

    def __init__(self) -> None:
        self.events: list[str] = []

    def written(self, text: str) -> None:
        self.events.append(text)

    def restarted(self) -> None:
        self.events.append("<restart>")


def ask(code: str, reader: Reader, **kwargs: object) -> object:
    return complete_chat(
        user_id=3, feature="chat", provider_id=factories.provider_id(code), model_id=None,
        messages=HELLO, stream=reader, **kwargs,  # type: ignore[arg-type]
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
