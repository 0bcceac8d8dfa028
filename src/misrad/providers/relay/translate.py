"""Between the OpenAI chat protocol and Anthropic's Messages protocol, for a client of one whose model
is served by a provider of the other: requests, whole replies, and a reply replayed as the client's
stream events (a call translated across protocols is sent unstreamed; see ``calls``)."""

from __future__ import annotations

import json
import time
from typing import Any

STOP_TO_OPENAI = {
    "end_turn": "stop",
    "stop_sequence": "stop",
    "max_tokens": "length",
    "tool_use": "tool_calls",
}
STOP_TO_ANTHROPIC = {"stop": "end_turn", "length": "max_tokens", "tool_calls": "tool_use"}


def text_of(content: Any) -> str:
    """The text of a message content: a string, or the text parts of a list of parts/blocks."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return ""


def _json_instruction(response_format: dict[str, Any] | None) -> str:
    if not response_format or response_format.get("type") not in ("json_object", "json_schema"):
        return ""
    schema = (response_format.get("json_schema") or {}).get("schema")
    shown = f" matching this JSON schema: {json.dumps(schema)}" if schema else ""
    return f"\n\nAnswer with one JSON object only{shown}."


def _anthropic_tool_choice(choice: Any) -> dict[str, Any] | None:
    if choice == "required":
        return {"type": "any"}
    if choice == "none":
        return {"type": "none"}
    if isinstance(choice, dict) and choice.get("function"):
        return {"type": "tool", "name": choice["function"].get("name", "")}
    return {"type": "auto"} if choice == "auto" else None


def _anthropic_turns(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    turns: list[dict[str, Any]] = []
    for message in messages:
        role = message.get("role")
        if role in ("system", "developer"):
            continue
        if role in ("tool", "function"):
            block = {
                "type": "tool_result",
                "tool_use_id": message.get("tool_call_id") or "",
                "content": text_of(message.get("content")),
            }
            if turns and turns[-1]["role"] == "user" and isinstance(turns[-1]["content"], list):
                turns[-1]["content"].append(block)
            else:
                turns.append({"role": "user", "content": [block]})
            continue
        blocks: list[dict[str, Any]] = []
        if text_of(message.get("content")):
            blocks.append({"type": "text", "text": text_of(message.get("content"))})
        for call in message.get("tool_calls") or []:
            function = call.get("function") or {}
            arguments = function.get("arguments") or "{}"
            blocks.append(
                {
                    "type": "tool_use",
                    "id": call.get("id", ""),
                    "name": function.get("name", ""),
                    "input": json.loads(arguments) if isinstance(arguments, str) else arguments,
                }
            )
        turns.append({"role": "assistant" if role == "assistant" else "user", "content": blocks})
    return turns


def openai_to_anthropic(body: dict[str, Any], model: str, max_tokens: int) -> dict[str, Any]:
    """An OpenAI chat request as an Anthropic Messages request. ``response_format`` becomes an
    instruction (Anthropic has no JSON mode)."""
    messages = body.get("messages", [])
    system = "\n\n".join(
        text_of(m.get("content")) for m in messages if m.get("role") in ("system", "developer")
    ) + _json_instruction(body.get("response_format"))
    out: dict[str, Any] = {"model": model, "max_tokens": max_tokens, "messages": _anthropic_turns(messages)}
    if system.strip():
        out["system"] = system.strip()
    if body.get("temperature") is not None:
        out["temperature"] = min(1.0, float(body["temperature"]))
    if body.get("top_p") is not None:
        out["top_p"] = body["top_p"]
    stop = body.get("stop")
    if stop:
        out["stop_sequences"] = [stop] if isinstance(stop, str) else list(stop)
    if body.get("tools"):
        out["tools"] = [
            {
                "name": t.get("function", {}).get("name", ""),
                "description": t.get("function", {}).get("description", ""),
                "input_schema": t.get("function", {}).get("parameters") or {"type": "object"},
            }
            for t in body["tools"]
        ]
        choice = _anthropic_tool_choice(body.get("tool_choice"))
        if choice:
            out["tool_choice"] = choice
    return out


def anthropic_reply_to_openai(reply: dict[str, Any], model: str) -> dict[str, Any]:
    text = "".join(b.get("text", "") for b in reply.get("content", []) if b.get("type") == "text")
    calls = [
        {
            "id": b.get("id", ""),
            "type": "function",
            "function": {"name": b.get("name", ""), "arguments": json.dumps(b.get("input", {}))},
        }
        for b in reply.get("content", [])
        if b.get("type") == "tool_use"
    ]
    message: dict[str, Any] = {"role": "assistant", "content": text or None}
    if calls:
        message["tool_calls"] = calls
    usage = reply.get("usage") or {}
    prompt = sum(
        int(usage.get(k) or 0)
        for k in ("input_tokens", "cache_read_input_tokens", "cache_creation_input_tokens")
    )
    completion = int(usage.get("output_tokens") or 0)
    return {
        "id": f"chatcmpl-{reply.get('id', '')}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": message,
                "finish_reason": STOP_TO_OPENAI.get(str(reply.get("stop_reason")), "stop"),
            }
        ],
        "usage": {
            "prompt_tokens": prompt,
            "completion_tokens": completion,
            "total_tokens": prompt + completion,
        },
    }


def _openai_messages(body: dict[str, Any]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    system = body.get("system")
    if system:
        out.append({"role": "system", "content": text_of(system)})
    for message in body.get("messages", []):
        content = message.get("content")
        blocks = content if isinstance(content, list) else [{"type": "text", "text": content or ""}]
        for block in blocks:
            if block.get("type") == "tool_result":
                out.append(
                    {
                        "role": "tool",
                        "tool_call_id": block.get("tool_use_id", ""),
                        "content": text_of(block.get("content")),
                    }
                )
        text = text_of([b for b in blocks if b.get("type") == "text"])
        calls = [
            {
                "id": b.get("id", ""),
                "type": "function",
                "function": {"name": b.get("name", ""), "arguments": json.dumps(b.get("input", {}))},
            }
            for b in blocks
            if b.get("type") == "tool_use"
        ]
        if text or calls:
            turn: dict[str, Any] = {"role": message.get("role", "user"), "content": text or None}
            if calls:
                turn["tool_calls"] = calls
            out.append(turn)
    return out


def anthropic_to_openai(body: dict[str, Any], model: str, max_tokens: int) -> dict[str, Any]:
    out: dict[str, Any] = {"model": model, "messages": _openai_messages(body), "max_tokens": max_tokens}
    for name in ("temperature", "top_p"):
        if body.get(name) is not None:
            out[name] = body[name]
    if body.get("stop_sequences"):
        out["stop"] = body["stop_sequences"]
    if body.get("tools"):
        out["tools"] = [
            {
                "type": "function",
                "function": {
                    "name": t.get("name", ""),
                    "description": t.get("description", ""),
                    "parameters": t.get("input_schema") or {"type": "object"},
                },
            }
            for t in body["tools"]
        ]
        choice = (body.get("tool_choice") or {}).get("type")
        if choice == "any":
            out["tool_choice"] = "required"
        elif choice == "tool":
            out["tool_choice"] = {"type": "function", "function": {"name": body["tool_choice"].get("name")}}
    return out


def openai_reply_to_anthropic(reply: dict[str, Any], model: str) -> dict[str, Any]:
    choice = (reply.get("choices") or [{}])[0]
    message = choice.get("message") or {}
    content: list[dict[str, Any]] = []
    if message.get("content"):
        content.append({"type": "text", "text": text_of(message["content"])})
    for call in message.get("tool_calls") or []:
        function = call.get("function") or {}
        try:
            arguments = json.loads(function.get("arguments") or "{}")
        except json.JSONDecodeError:
            arguments = {"_raw": function.get("arguments")}
        content.append(
            {
                "type": "tool_use",
                "id": call.get("id", ""),
                "name": function.get("name", ""),
                "input": arguments,
            }
        )
    usage = reply.get("usage") or {}
    return {
        "id": f"msg_{reply.get('id', '')}",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": content,
        "stop_reason": STOP_TO_ANTHROPIC.get(str(choice.get("finish_reason")), "end_turn"),
        "stop_sequence": None,
        "usage": {
            "input_tokens": int(usage.get("prompt_tokens") or 0),
            "output_tokens": int(usage.get("completion_tokens") or 0),
        },
    }


# ------------------------------------------------------------------ a whole reply replayed as a stream


def _sse(data: dict[str, Any], event: str | None = None) -> bytes:
    head = f"event: {event}\n" if event else ""
    return f"{head}data: {json.dumps(data, ensure_ascii=False)}\n\n".encode()


def openai_events(reply: dict[str, Any], include_usage: bool) -> list[bytes]:
    """A chat.completion as the chunks of a stream (one delta with everything, then the finish)."""
    choice = reply["choices"][0]
    message = choice["message"]
    base = {
        "id": reply["id"],
        "object": "chat.completion.chunk",
        "created": reply["created"],
        "model": reply["model"],
    }
    delta: dict[str, Any] = {"role": "assistant", "content": message.get("content") or ""}
    if message.get("tool_calls"):
        delta["tool_calls"] = [{"index": i, **call} for i, call in enumerate(message["tool_calls"])]
    events = [
        _sse({**base, "choices": [{"index": 0, "delta": delta, "finish_reason": None}]}),
        _sse({**base, "choices": [{"index": 0, "delta": {}, "finish_reason": choice["finish_reason"]}]}),
    ]
    if include_usage:
        events.append(_sse({**base, "choices": [], "usage": reply["usage"]}))
    events.append(b"data: [DONE]\n\n")
    return events


def anthropic_events(message: dict[str, Any]) -> list[bytes]:
    """A Messages reply as the events of its stream."""
    start = {**message, "content": [], "stop_reason": None, "usage": {**message["usage"], "output_tokens": 0}}
    events = [_sse({"type": "message_start", "message": start}, "message_start")]
    for index, block in enumerate(message["content"]):
        opened: dict[str, Any]
        if block["type"] == "text":
            opened, delta = {"type": "text", "text": ""}, {"type": "text_delta", "text": block["text"]}
        else:
            opened = {"type": "tool_use", "id": block["id"], "name": block["name"], "input": {}}
            delta = {"type": "input_json_delta", "partial_json": json.dumps(block["input"])}
        events.append(
            _sse(
                {"type": "content_block_start", "index": index, "content_block": opened},
                "content_block_start",
            )
        )
        events.append(
            _sse({"type": "content_block_delta", "index": index, "delta": delta}, "content_block_delta")
        )
        events.append(_sse({"type": "content_block_stop", "index": index}, "content_block_stop"))
    events.append(
        _sse(
            {
                "type": "message_delta",
                "delta": {"stop_reason": message["stop_reason"], "stop_sequence": None},
                "usage": {"output_tokens": message["usage"]["output_tokens"]},
            },
            "message_delta",
        )
    )
    events.append(_sse({"type": "message_stop"}, "message_stop"))
    return events
