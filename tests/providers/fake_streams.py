"""The vendors' server-sent events of a scripted reply, for :class:`FakeLLMServer`.

Each protocol's events: an opening (OpenAI's role chunk; Anthropic's ``message_start`` and the text
block's start; none for Gemini), the text in pieces, the tool calls (OpenAI's and Anthropic's tool
arguments in two JSON pieces each, as the vendors split them; Gemini's whole, as Gemini sends them),
then the end (finish reason and usage). A ``cut`` stream is the opening and the first half of the
text: the connection drops there, before any event says how the reply ended.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Scripted:
    """What the reply says: its text in ``pieces`` pieces, tool calls and vendor-shaped usage."""

    text: str
    pieces: int
    tool_calls: list[tuple[str, dict[str, Any]]]
    usage: dict[str, Any] | None

    def text_pieces(self) -> list[str]:
        size = max(1, -(-len(self.text) // max(1, self.pieces)))
        return [self.text[i : i + size] for i in range(0, len(self.text), size)]


def events(kind: str, reply: Scripted, body: dict[str, Any], model: str, *, cut: bool) -> list[bytes]:
    build = {"anthropic": _anthropic, "google": _gemini}.get(kind, _openai)
    opening, rest = build(reply, body, model)
    if cut:
        return opening + rest[: max(1, len(reply.text_pieces()) // 2)]
    return opening + rest


def _halves(args: dict[str, Any]) -> list[str]:
    text = json.dumps(args, ensure_ascii=False)
    return [text[: len(text) // 2], text[len(text) // 2 :]]


def _openai(reply: Scripted, body: dict[str, Any], model: str) -> tuple[list[bytes], list[bytes]]:
    def chunk(delta: dict[str, Any], finish: str | None = None, **extra: Any) -> bytes:
        choices = [] if extra else [{"index": 0, "delta": delta, "finish_reason": finish}]
        data = {
            "id": "chatcmpl-fake",
            "object": "chat.completion.chunk",
            "created": int(time.time()),
            "model": model,
            "choices": choices,
            **extra,
        }
        return f"data: {json.dumps(data, ensure_ascii=False)}\n\n".encode()

    rest = [chunk({"content": piece}) for piece in reply.text_pieces()]
    for index, (name, args) in enumerate(reply.tool_calls):
        first, second = _halves(args)
        call = {
            "index": index,
            "id": f"call_{index}",
            "type": "function",
            "function": {"name": name, "arguments": first},
        }
        rest.append(chunk({"tool_calls": [call]}))
        rest.append(chunk({"tool_calls": [{"index": index, "function": {"arguments": second}}]}))
    rest.append(chunk({}, "tool_calls" if reply.tool_calls else "stop"))
    if (body.get("stream_options") or {}).get("include_usage"):
        rest.append(
            chunk(
                {}, usage=reply.usage or {"prompt_tokens": 100, "completion_tokens": 50, "total_tokens": 150}
            )
        )
    return [chunk({"role": "assistant", "content": ""})], [*rest, b"data: [DONE]\n\n"]


def _anthropic(reply: Scripted, body: dict[str, Any], model: str) -> tuple[list[bytes], list[bytes]]:
    usage = reply.usage or {"input_tokens": 100, "output_tokens": 50}
    message = {
        "id": "msg_fake",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": [],
        "stop_reason": None,
        "usage": {**usage, "output_tokens": 1},
    }
    opening = [
        {"type": "message_start", "message": message},
        {"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}},
    ]
    rest: list[dict[str, Any]] = [
        {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": piece}}
        for piece in reply.text_pieces()
    ]
    rest.append({"type": "content_block_stop", "index": 0})
    for index, (name, args) in enumerate(reply.tool_calls, start=1):
        block = {"type": "tool_use", "id": f"toolu_{index - 1}", "name": name, "input": {}}
        rest.append({"type": "content_block_start", "index": index, "content_block": block})
        rest += [
            {
                "type": "content_block_delta",
                "index": index,
                "delta": {"type": "input_json_delta", "partial_json": half},
            }
            for half in _halves(args)
        ]
        rest.append({"type": "content_block_stop", "index": index})
    stop = "tool_use" if reply.tool_calls else "end_turn"
    rest.append(
        {
            "type": "message_delta",
            "delta": {"stop_reason": stop, "stop_sequence": None},
            "usage": {"output_tokens": usage.get("output_tokens", 50)},
        }
    )
    rest.append({"type": "message_stop"})

    def encode(items: list[dict[str, Any]]) -> list[bytes]:
        return [f"event: {e['type']}\ndata: {json.dumps(e, ensure_ascii=False)}\n\n".encode() for e in items]

    return encode(opening), encode(rest)


def _gemini(reply: Scripted, body: dict[str, Any], model: str) -> tuple[list[bytes], list[bytes]]:
    """``streamGenerateContent?alt=sse``: each event a whole ``GenerateContentResponse`` with the
    parts written since the last; the running usage on each, the finish reason on the last."""
    usage = reply.usage or {"promptTokenCount": 100, "candidatesTokenCount": 50, "totalTokenCount": 150}
    running = {"promptTokenCount": usage.get("promptTokenCount", 0), "totalTokenCount": 0}

    def event(parts: list[dict[str, Any]], finish: str | None, metadata: dict[str, Any]) -> bytes:
        candidate: dict[str, Any] = {"content": {"role": "model", "parts": parts}, "index": 0}
        if finish:
            candidate["finishReason"] = finish
        data = {"candidates": [candidate], "usageMetadata": metadata, "modelVersion": model}
        return f"data: {json.dumps(data, ensure_ascii=False)}\r\n\r\n".encode()

    rest = [event([{"text": piece}], None, running) for piece in reply.text_pieces()]
    calls = [
        {"functionCall": {"id": f"call_{index}", "name": name, "args": args}}
        for index, (name, args) in enumerate(reply.tool_calls)
    ]
    if calls:
        rest.append(event(calls, None, running))
    rest.append(event([{"text": ""}], "STOP", usage))
    return [], rest
