"""The Anthropic Messages API.

``input_tokens`` excludes cache reads and writes, which are added. Cache writes the catalogue has no
price for are billed at 1.25x the input price, as Anthropic bills them.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
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


class AnthropicAdapter:
    def __init__(self, connection: Connection) -> None:
        # The SDK is imported on first use: it is heavy, and an installation mostly uses one vendor.
        import anthropic

        self._anthropic = anthropic
        self._client = anthropic.Anthropic(
            api_key=connection.api_key or "",
            base_url=connection.effective_base_url,
            max_retries=0,
            # This SDK bundles its own httpx fork, so its own Timeout type is needed.
            timeout=anthropic.Timeout(connection.timeout_seconds, connect=connection.connect_timeout_seconds),
        )

    @staticmethod
    def _messages(messages: Sequence[ChatMessage]) -> tuple[str, list[dict[str, Any]]]:
        system = "\n\n".join(m.content for m in messages if m.role == "system")
        out: list[dict[str, Any]] = []
        for message in messages:
            if message.role == "system":
                continue
            if message.role == "tool":
                block = {
                    "type": "tool_result",
                    "tool_use_id": message.tool_call_id or "",
                    "content": message.content,
                }
                # Consecutive tool results belong in one user turn.
                if out and out[-1]["role"] == "user" and isinstance(out[-1]["content"], list):
                    out[-1]["content"].append(block)
                else:
                    out.append({"role": "user", "content": [block]})
            elif message.role == "assistant" and message.tool_calls:
                content: list[dict[str, Any]] = []
                if message.content:
                    content.append({"type": "text", "text": message.content})
                content.extend(
                    {"type": "tool_use", "id": c.id, "name": c.name, "input": c.arguments}
                    for c in message.tool_calls
                )
                out.append({"role": "assistant", "content": content})
            else:
                out.append({"role": message.role, "content": message.content})
        return system, out

    def complete(
        self,
        model: str,
        messages: Sequence[ChatMessage],
        tools: Sequence[ToolSpec],
        temperature: float | None,
        max_tokens: int,
        on_text: TextSink | None = None,
    ) -> CompletionResult:
        kwargs = self._request(model, messages, tools, temperature, max_tokens)
        with classified(self._classify):
            if on_text is None:
                return self._result(self._client.messages.create(**kwargs), model)
            return self._result(self._streamed(kwargs, on_text), model)

    def _request(
        self,
        model: str,
        messages: Sequence[ChatMessage],
        tools: Sequence[ToolSpec],
        temperature: float | None,
        max_tokens: int,
    ) -> dict[str, Any]:
        system, converted = self._messages(messages)
        kwargs: dict[str, Any] = {"model": model, "messages": converted, "max_tokens": max_tokens}
        if system:
            kwargs["system"] = system
        if temperature is not None:
            # This SDK version has no typed ``temperature`` parameter; the API still accepts it.
            kwargs["extra_body"] = {"temperature": temperature}
        if tools:
            kwargs["tools"] = [
                {"name": t.name, "description": t.description, "input_schema": t.parameters} for t in tools
            ]
        return kwargs

    def _streamed(self, kwargs: dict[str, Any], on_text: TextSink) -> Any:
        """The SDK's message stream: text handed on per ``text`` event; the SDK puts the message
        together (tool inputs from their JSON pieces, usage from ``message_start`` and the last
        ``message_delta``), so the result is read as a whole reply's."""
        with self._client.messages.stream(**kwargs) as stream:
            for event in stream:
                if event.type == "text" and event.text:
                    on_text(event.text)
            message = stream.get_final_message()
        if message.stop_reason is None:  # no message_delta came: the connection dropped mid-answer
            raise cut_short()
        return message

    @staticmethod
    def _result(response: Any, model: str) -> CompletionResult:
        texts: list[str] = []
        calls: list[ToolCall] = []
        for block in response.content:
            if block.type == "text":
                texts.append(block.text)
            elif block.type == "tool_use":
                calls.append(ToolCall(id=block.id, name=block.name, arguments=arguments(block.input)))
        return CompletionResult(
            text="".join(texts),
            tool_calls=tuple(calls),
            usage=normalise_anthropic_usage(response.usage.model_dump() if response.usage else {}),
            model_name=response.model or model,
            raw_finish_reason=response.stop_reason,
        )

    def _classify(self, exc: Exception) -> ProviderCallError:
        return stainless_error(self._anthropic, exc)

    def list_models(self) -> list[str]:
        with classified(self._classify):
            return [m.id for m in self._client.models.list()]


def normalise_anthropic_usage(usage: dict[str, Any]) -> Usage:
    uncached = as_int(usage.get("input_tokens"))
    cache_read = as_int(usage.get("cache_read_input_tokens"))
    cache_write = as_int(usage.get("cache_creation_input_tokens"))
    return Usage(
        input_tokens=uncached + cache_read + cache_write,
        output_tokens=as_int(usage.get("output_tokens")),
        cached_input_tokens=cache_read,
        cache_write_tokens=cache_write,
    )


VENDORS = (
    Vendor("anthropic", AnthropicAdapter, "https://api.anthropic.com", cache_write_markup=Decimal("1.25")),
)
