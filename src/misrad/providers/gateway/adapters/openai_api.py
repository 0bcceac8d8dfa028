"""The OpenAI protocol: OpenAI, and every OpenAI-compatible server through ``base_url`` (Mistral,
ollama, a generic ``openai_compatible`` provider).

``prompt_tokens`` already includes ``cached_tokens``; ``completion_tokens`` includes reasoning.
With ``on_text`` the reply is streamed (``stream=True``, usage asked for in the last chunk) and each
piece of text is handed on as it arrives; the result is the same as the whole reply's.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from misrad.providers.gateway.adapters.base import (
    Connection,
    Vendor,
    arguments,
    as_int,
    classified,
    cut_short,
    stainless_error,
)
from misrad.providers.gateway.types import (
    ChatMessage,
    CompletionResult,
    ProviderCallError,
    TextSink,
    ToolCall,
    ToolSpec,
)
from misrad.providers.metering import Usage


class OpenAIAdapter:
    def __init__(self, connection: Connection) -> None:
        # The SDK is imported on first use: it is heavy, and an installation mostly uses one vendor.
        import openai

        self._openai = openai
        self._client = openai.OpenAI(
            api_key=connection.api_key or "not-needed",
            base_url=connection.effective_base_url,
            max_retries=0,
            timeout=openai.Timeout(connection.timeout_seconds, connect=connection.connect_timeout_seconds),
        )

    @staticmethod
    def _message(message: ChatMessage) -> dict[str, Any]:
        if message.role == "tool":
            return {"role": "tool", "tool_call_id": message.tool_call_id or "", "content": message.content}
        out: dict[str, Any] = {"role": message.role, "content": message.content}
        if message.tool_calls:
            out["tool_calls"] = [
                {
                    "id": call.id,
                    "type": "function",
                    "function": {
                        "name": call.name,
                        "arguments": json.dumps(call.arguments, ensure_ascii=False),
                    },
                }
                for call in message.tool_calls
            ]
        return out

    def _classify(self, exc: Exception) -> ProviderCallError:
        return stainless_error(self._openai, exc)

    def complete(
        self,
        model: str,
        messages: Sequence[ChatMessage],
        tools: Sequence[ToolSpec],
        temperature: float | None,
        max_tokens: int,
        on_text: TextSink | None = None,
    ) -> CompletionResult:
        kwargs: dict[str, Any] = {
            "model": model,
            "messages": [self._message(m) for m in messages],
            "max_tokens": max_tokens,
        }
        if temperature is not None:
            kwargs["temperature"] = temperature
        if tools:
            kwargs["tools"] = [
                {
                    "type": "function",
                    "function": {"name": t.name, "description": t.description, "parameters": t.parameters},
                }
                for t in tools
            ]
        with classified(self._classify):
            if on_text is None:
                return self._result(self._client.chat.completions.create(**kwargs), model)
            stream = self._client.chat.completions.create(
                **kwargs, stream=True, stream_options={"include_usage": True}
            )
            return _StreamedReply(model).read(stream, on_text)

    @staticmethod
    def _result(response: Any, model: str) -> CompletionResult:
        choice = response.choices[0]
        message = choice.message
        calls = tuple(
            ToolCall(id=c.id, name=c.function.name, arguments=arguments(c.function.arguments))
            for c in (message.tool_calls or [])
            if getattr(c, "function", None) is not None
        )
        return CompletionResult(
            text=message.content or "",
            tool_calls=calls,
            usage=normalise_openai_usage(response.usage.model_dump() if response.usage else {}),
            model_name=response.model or model,
            raw_finish_reason=choice.finish_reason,
        )

    def list_models(self) -> list[str]:
        with classified(self._classify):
            return [m.id for m in self._client.models.list()]


class _StreamedReply:
    """A streamed reply put together chunk by chunk: text, tool calls (their arguments arrive in
    pieces, by index) and the usage of the last chunk."""

    def __init__(self, model: str) -> None:
        self.model = model
        self.texts: list[str] = []
        self.calls: dict[int, dict[str, str]] = {}
        self.usage: dict[str, Any] = {}
        self.finish_reason: str | None = None

    def read(self, stream: Any, on_text: TextSink) -> CompletionResult:
        for chunk in stream:
            self.model = chunk.model or self.model
            if chunk.usage is not None:
                self.usage = chunk.usage.model_dump()
            for choice in chunk.choices or []:
                self._take(choice, on_text)
        if self.finish_reason is None:  # a stream cut short never says why it ended: incomplete
            raise cut_short()
        calls = tuple(
            ToolCall(id=c["id"], name=c["name"], arguments=arguments(c["arguments"]))
            for _, c in sorted(self.calls.items())
            if c["name"]
        )
        return CompletionResult(
            text="".join(self.texts),
            tool_calls=calls,
            usage=normalise_openai_usage(self.usage),
            model_name=self.model,
            raw_finish_reason=self.finish_reason,
        )

    def _take(self, choice: Any, on_text: TextSink) -> None:
        self.finish_reason = choice.finish_reason or self.finish_reason
        delta = choice.delta
        if delta is None:
            return
        if delta.content:
            self.texts.append(delta.content)
            on_text(delta.content)
        for piece in delta.tool_calls or []:
            call = self.calls.setdefault(piece.index, {"id": "", "name": "", "arguments": ""})
            call["id"] = piece.id or call["id"]
            if piece.function is not None:
                call["name"] += piece.function.name or ""
                call["arguments"] += piece.function.arguments or ""


def normalise_openai_usage(usage: dict[str, Any]) -> Usage:
    prompt = as_int(usage.get("prompt_tokens"))
    completion = as_int(usage.get("completion_tokens"))
    prompt_details = usage.get("prompt_tokens_details") or {}
    completion_details = usage.get("completion_tokens_details") or {}
    return Usage(
        input_tokens=prompt,
        output_tokens=completion,
        cached_input_tokens=min(prompt, as_int(prompt_details.get("cached_tokens"))),
        reasoning_tokens=as_int(completion_details.get("reasoning_tokens")),
    )


VENDORS = (
    Vendor("openai", OpenAIAdapter, "https://api.openai.com/v1"),
    Vendor("mistral", OpenAIAdapter, "https://api.mistral.ai/v1"),
    Vendor("ollama", OpenAIAdapter, "http://127.0.0.1:11434/v1", needs_key=False),
    # A self-hosted server: no default address, and perhaps no key.
    Vendor("openai_compatible", OpenAIAdapter, None, needs_key=False),
)
