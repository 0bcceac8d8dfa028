"""The Gemini Developer API through ``google-genai``.

``prompt_token_count`` includes cached tokens; ``thoughts_token_count`` is billed as output and is not
part of ``candidates_token_count``; ``tool_use_prompt_token_count`` is billed as input.
With ``on_text`` the reply is streamed (``generate_content_stream``, server-sent events) and each
piece of text handed on as it arrives; the result is the same as the whole reply's.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from misrad.providers.gateway.adapters.base import (
    Connection,
    Vendor,
    as_int,
    classified,
    cut_short,
    status_type,
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


class GoogleAdapter:
    def __init__(self, connection: Connection) -> None:
        # The SDK is imported on first use: it is heavy, and an installation mostly uses one vendor.
        from google import genai
        from google.genai import errors, types

        self._types = types
        self._errors = errors
        self._client = genai.Client(
            api_key=connection.api_key or "",
            http_options=types.HttpOptions(
                base_url=connection.effective_base_url,
                timeout=int(connection.timeout_seconds * 1000),
                retry_options=types.HttpRetryOptions(attempts=1),
            ),
        )

    def _classify(self, exc: Exception) -> ProviderCallError:
        errors = self._errors
        if isinstance(exc, errors.APIError):
            text = json.dumps(exc.details, ensure_ascii=False) if exc.details else str(exc)
            if exc.code == 400 and "API_KEY_INVALID" in text:
                return ProviderCallError("auth", text, status=400)
            return ProviderCallError(status_type(exc.code), text, status=exc.code)
        # genai may run on httpx or on its fork httpx2: match the transport errors by class name.
        names = {cls.__name__ for cls in type(exc).__mro__}
        if "TimeoutException" in names or isinstance(exc, TimeoutError):
            return ProviderCallError("timeout", str(exc))
        if "TransportError" in names or isinstance(exc, ConnectionError):
            return ProviderCallError("unavailable", str(exc))
        return ProviderCallError("unavailable", f"malformed reply: {type(exc).__name__}: {exc}")

    def _contents(self, messages: Sequence[ChatMessage]) -> tuple[str, list[Any]]:
        types = self._types
        system = "\n\n".join(m.content for m in messages if m.role == "system")
        names = {c.id: c.name for m in messages for c in m.tool_calls}
        contents: list[Any] = []
        for message in messages:
            if message.role == "system":
                continue
            if message.role == "tool":
                part = types.Part.from_function_response(
                    name=names.get(message.tool_call_id or "", "tool"), response={"result": message.content}
                )
                contents.append(types.Content(role="user", parts=[part]))
            elif message.role == "assistant":
                parts = [types.Part(text=message.content)] if message.content else []
                parts.extend(
                    types.Part(function_call=types.FunctionCall(id=c.id, name=c.name, args=c.arguments))
                    for c in message.tool_calls
                )
                contents.append(types.Content(role="model", parts=parts))
            else:
                contents.append(types.Content(role="user", parts=[types.Part(text=message.content)]))
        return system, contents

    def _config(
        self, system: str, tools: Sequence[ToolSpec], temperature: float | None, max_tokens: int
    ) -> Any:
        types = self._types
        declarations = [
            types.FunctionDeclaration(
                name=t.name, description=t.description, parameters_json_schema=t.parameters
            )
            for t in tools
        ]
        return types.GenerateContentConfig(
            system_instruction=system or None,
            temperature=temperature,
            max_output_tokens=max_tokens,
            tools=[types.Tool(function_declarations=declarations)] if tools else None,
            automatic_function_calling=types.AutomaticFunctionCallingConfig(disable=True),
        )

    def complete(
        self,
        model: str,
        messages: Sequence[ChatMessage],
        tools: Sequence[ToolSpec],
        temperature: float | None,
        max_tokens: int,
        on_text: TextSink | None = None,
    ) -> CompletionResult:
        system, contents = self._contents(messages)
        config = self._config(system, tools, temperature, max_tokens)
        reply = _Reply(model)
        with classified(self._classify):
            if on_text is None:
                reply.take(
                    self._client.models.generate_content(model=model, contents=contents, config=config)
                )
                return reply.result()
            stream = self._client.models.generate_content_stream(
                model=model, contents=contents, config=config
            )
            for chunk in stream:
                reply.take(chunk, on_text)
            if reply.finish_reason is None:  # no chunk said why it ended: the connection dropped
                raise cut_short()
            return reply.result()

    def list_models(self) -> list[str]:
        with classified(self._classify):
            return [(m.name or "").removeprefix("models/") for m in self._client.models.list()]


class _Reply:
    """A reply put together from its responses: one when answered whole, a chunk each when streamed
    (text pieces and whole function calls in its parts; the last chunk's usage and finish reason)."""

    def __init__(self, model: str) -> None:
        self.model = model
        self.texts: list[str] = []
        self.calls: list[ToolCall] = []
        self.parts = 0
        self.usage: dict[str, Any] = {}
        self.finish_reason: str | None = None

    def take(self, response: Any, on_text: TextSink | None = None) -> None:
        self.model = response.model_version or self.model
        if response.usage_metadata is not None:
            self.usage = response.usage_metadata.model_dump()
        candidates = response.candidates or []
        if not candidates:
            return
        if candidates[0].finish_reason:
            self.finish_reason = str(candidates[0].finish_reason)
        content = candidates[0].content
        for part in (content.parts if content else None) or []:
            self.parts += 1
            call = part.function_call
            if call is not None and call.name:
                arguments = dict(call.args or {})
                self.calls.append(
                    ToolCall(id=call.id or f"call_{self.parts - 1}", name=call.name, arguments=arguments)
                )
            elif part.text and not part.thought:
                self.texts.append(part.text)
                if on_text is not None:
                    on_text(part.text)

    def result(self) -> CompletionResult:
        return CompletionResult(
            text="".join(self.texts),
            tool_calls=tuple(self.calls),
            usage=normalise_gemini_usage(self.usage),
            model_name=self.model,
            raw_finish_reason=self.finish_reason,
        )


def normalise_gemini_usage(metadata: dict[str, Any]) -> Usage:
    prompt = as_int(metadata.get("prompt_token_count")) + as_int(metadata.get("tool_use_prompt_token_count"))
    return Usage(
        input_tokens=prompt,
        output_tokens=as_int(metadata.get("candidates_token_count"))
        + as_int(metadata.get("thoughts_token_count")),
        cached_input_tokens=min(prompt, as_int(metadata.get("cached_content_token_count"))),
        reasoning_tokens=as_int(metadata.get("thoughts_token_count")),
    )


VENDORS = (Vendor("google", GoogleAdapter, "https://generativelanguage.googleapis.com"),)
