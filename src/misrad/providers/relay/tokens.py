"""What a ``/v1`` call used: the provider's own usage when it gives it (in streams too: OpenAI's
``stream_options.include_usage``, Anthropic's ``message_start``/``message_delta``), else counted.

Counting uses tiktoken's ``o200k_base`` (OpenAI's current encoding) when its encoding file is
available (tiktoken downloads it once into ``TIKTOKEN_CACHE_DIR``; an offline installation places it
there); without it, one token per three bytes of UTF-8, which is above what BPE tokenizers produce for
Hebrew and English text, so a count without the tokenizer errs toward charging more, never less.
"""

from __future__ import annotations

import json
import math
import threading
from typing import Any

from misrad.providers.gateway.adapters.anthropic_api import normalise_anthropic_usage
from misrad.providers.gateway.adapters.openai_api import normalise_openai_usage
from misrad.providers.metering import Usage

_encoder: Any = None
_encoder_tried = False
_encoder_lock = threading.Lock()


def _encoding() -> Any:
    global _encoder, _encoder_tried
    with _encoder_lock:
        if not _encoder_tried:
            _encoder_tried = True
            try:
                import tiktoken  # heavy, and only needed when a provider gives no usage

                _encoder = tiktoken.get_encoding("o200k_base")
            except Exception:  # no encoding file and no network: the byte estimate below
                _encoder = None
        return _encoder


def count_tokens(text: str) -> int:
    if not text:
        return 0
    encoder = _encoding()
    if encoder is not None:
        return len(encoder.encode(text, disallowed_special=()))
    return math.ceil(len(text.encode()) / 3)


def _events(raw: bytes) -> list[dict[str, Any]]:
    """The JSON ``data:`` payloads of a server-sent-events body (an incomplete last one is skipped)."""
    found: list[dict[str, Any]] = []
    for line in raw.split(b"\n"):
        if not line.startswith(b"data:"):
            continue
        payload = line[5:].strip()
        if not payload or payload == b"[DONE]":
            continue
        try:
            parsed = json.loads(payload)
        except ValueError:
            continue
        if isinstance(parsed, dict):
            found.append(parsed)
    return found


def openai_stream_usage(raw: bytes, prompt_tokens: int) -> Usage:
    """Usage of an OpenAI-protocol stream: its usage chunk, else the streamed text counted (and the
    prompt as counted before sending)."""
    texts: list[str] = []
    for event in _events(raw):
        if event.get("usage"):
            return normalise_openai_usage(event["usage"])
        for choice in event.get("choices") or []:
            delta = choice.get("delta") or {}
            texts.append(str(delta.get("content") or ""))
            for call in delta.get("tool_calls") or []:
                function = call.get("function") or {}
                texts.append(str(function.get("name") or "") + str(function.get("arguments") or ""))
    return Usage(input_tokens=prompt_tokens, output_tokens=count_tokens("".join(texts)))


def anthropic_stream_usage(raw: bytes, prompt_tokens: int) -> Usage:
    """Usage of a Messages stream: ``message_start`` has the input, ``message_delta`` the output; what
    is missing (the client left before the end) is counted."""
    start: dict[str, Any] | None = None
    output: int | None = None
    texts: list[str] = []
    for event in _events(raw):
        kind = event.get("type")
        if kind == "message_start":
            start = (event.get("message") or {}).get("usage") or {}
        elif kind == "message_delta" and (event.get("usage") or {}).get("output_tokens") is not None:
            output = int(event["usage"]["output_tokens"])
        elif kind == "content_block_delta":
            delta = event.get("delta") or {}
            texts.append(str(delta.get("text") or delta.get("partial_json") or ""))
    base = normalise_anthropic_usage(start) if start else Usage(input_tokens=prompt_tokens)
    counted = output if output is not None else count_tokens("".join(texts))
    return Usage(
        input_tokens=base.input_tokens,
        output_tokens=counted,
        cached_input_tokens=base.cached_input_tokens,
        cache_write_tokens=base.cache_write_tokens,
    )


def prompt_tokens_bound(body: dict[str, Any]) -> int:
    """An upper bound of a request's prompt tokens without tokenizing: one per character of its JSON
    (messages, system, tools), as ``complete_chat`` bounds its prompts."""
    size = 0
    for name in ("messages", "system", "tools", "input"):
        value = body.get(name)
        if value is not None:
            size += len(value) if isinstance(value, str) else len(json.dumps(value, ensure_ascii=False))
    return size + 16
