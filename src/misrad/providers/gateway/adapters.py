"""One client interface over the vendors' official SDKs, one adapter per protocol.

- ``openai``: OpenAI, and every OpenAI-compatible server through ``base_url`` (ollama, Mistral, a
  generic ``openai_compatible`` provider).
- ``anthropic``: Anthropic Messages API.
- ``google``: Gemini Developer API through ``google-genai``.

Every SDK's own retries are switched off (``max_retries=0``; genai ``attempts=1``): the fallback rules
own every retry, so nothing sleeps behind the router's back. Failures are classified as ``auth``,
``rate_limit``, ``timeout``, ``unavailable`` or ``bad_request``; a reply the SDK cannot parse counts as
``unavailable``. Usage is normalised per vendor (see ``Usage``):

- OpenAI ``prompt_tokens`` already includes ``cached_tokens``; ``completion_tokens`` includes reasoning.
- Anthropic ``input_tokens`` excludes cache reads and writes, which are added.
- Gemini ``prompt_token_count`` includes cached tokens; ``thoughts_token_count`` is billed as output and is
  not part of ``candidates_token_count``; ``tool_use_prompt_token_count`` is billed as input.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from misrad.providers.gateway.types import (
    ChatMessage,
    CompletionResult,
    ErrorType,
    ProviderCallError,
    ToolCall,
    ToolSpec,
    Usage,
)

# Where each provider code is served by default, and which protocol it speaks.
PROTOCOLS: dict[str, str] = {
    "openai": "openai",
    "mistral": "openai",
    "ollama": "openai",
    "openai_compatible": "openai",
    "anthropic": "anthropic",
    "google": "google",
}
DEFAULT_BASE_URLS: dict[str, str] = {
    "openai": "https://api.openai.com/v1",
    "mistral": "https://api.mistral.ai/v1",
    "ollama": "http://127.0.0.1:11434/v1",
    "anthropic": "https://api.anthropic.com",
    "google": "https://generativelanguage.googleapis.com",
}
# Servers that run without a key (a local ollama; a self-hosted OpenAI-compatible server may too).
KEYLESS = frozenset({"ollama", "openai_compatible"})


@dataclass(frozen=True)
class Connection:
    """How to reach one provider: its code, base URL, key (plaintext, in memory only) and timeouts."""

    provider_code: str
    base_url: str | None
    api_key: str | None
    timeout_seconds: float
    connect_timeout_seconds: float = 5.0

    @property
    def protocol(self) -> str:
        return PROTOCOLS.get(self.provider_code, "openai")

    @property
    def effective_base_url(self) -> str | None:
        return self.base_url or DEFAULT_BASE_URLS.get(self.provider_code)


class ChatClient(Protocol):
    def complete(
        self,
        model: str,
        messages: Sequence[ChatMessage],
        tools: Sequence[ToolSpec],
        temperature: float | None,
        max_tokens: int,
    ) -> CompletionResult: ...

    def list_models(self) -> list[str]: ...


def _status_type(status: int | None) -> ErrorType:
    if status in (401, 403):
        return "auth"
    if status == 429:
        return "rate_limit"
    if status in (408, 504):
        return "timeout"
    if status is not None and 400 <= status < 500:
        return "bad_request"
    return "unavailable"


def _arguments(raw: Any) -> dict[str, Any]:
    if isinstance(raw, dict):
        return raw
    if isinstance(raw, str) and raw.strip():
        try:
            parsed = json.loads(raw)
        except json.JSONDecodeError:
            return {"_raw": raw}
        return parsed if isinstance(parsed, dict) else {"_value": parsed}
    return {}


def _int(value: Any) -> int:
    return int(value) if isinstance(value, int | float) else 0


# --------------------------------------------------------------------------- OpenAI protocol


class OpenAIAdapter:
    def __init__(self, connection: Connection) -> None:
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
        openai = self._openai
        if isinstance(exc, openai.APITimeoutError):
            return ProviderCallError("timeout", str(exc))
        if isinstance(exc, openai.APIConnectionError):
            return ProviderCallError("unavailable", str(exc))
        if isinstance(exc, openai.APIStatusError):
            return ProviderCallError(_status_type(exc.status_code), str(exc), status=exc.status_code)
        return ProviderCallError("unavailable", f"malformed reply: {type(exc).__name__}: {exc}")

    def complete(
        self,
        model: str,
        messages: Sequence[ChatMessage],
        tools: Sequence[ToolSpec],
        temperature: float | None,
        max_tokens: int,
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
        try:
            response = self._client.chat.completions.create(**kwargs)
            choice = response.choices[0]
            message = choice.message
            calls = tuple(
                ToolCall(id=c.id, name=c.function.name, arguments=_arguments(c.function.arguments))
                for c in (message.tool_calls or [])
                if getattr(c, "function", None) is not None
            )
            usage = normalise_openai_usage(response.usage.model_dump() if response.usage else {})
            return CompletionResult(
                text=message.content or "",
                tool_calls=calls,
                usage=usage,
                model_name=response.model or model,
                raw_finish_reason=choice.finish_reason,
            )
        except ProviderCallError:
            raise
        except Exception as exc:
            raise self._classify(exc) from exc

    def list_models(self) -> list[str]:
        try:
            return [m.id for m in self._client.models.list()]
        except Exception as exc:
            raise self._classify(exc) from exc


def normalise_openai_usage(usage: dict[str, Any]) -> Usage:
    prompt = _int(usage.get("prompt_tokens"))
    completion = _int(usage.get("completion_tokens"))
    prompt_details = usage.get("prompt_tokens_details") or {}
    completion_details = usage.get("completion_tokens_details") or {}
    return Usage(
        input_tokens=prompt,
        output_tokens=completion,
        cached_input_tokens=min(prompt, _int(prompt_details.get("cached_tokens"))),
        reasoning_tokens=_int(completion_details.get("reasoning_tokens")),
    )


# --------------------------------------------------------------------------- Anthropic protocol


class AnthropicAdapter:
    def __init__(self, connection: Connection) -> None:
        import anthropic

        self._anthropic = anthropic
        self._client = anthropic.Anthropic(
            api_key=connection.api_key or "",
            base_url=connection.effective_base_url,
            max_retries=0,
            # This SDK bundles its own httpx fork, so its own Timeout type is needed.
            timeout=anthropic.Timeout(connection.timeout_seconds, connect=connection.connect_timeout_seconds),
        )

    def _classify(self, exc: Exception) -> ProviderCallError:
        anthropic = self._anthropic
        if isinstance(exc, anthropic.APITimeoutError):
            return ProviderCallError("timeout", str(exc))
        if isinstance(exc, anthropic.APIConnectionError):
            return ProviderCallError("unavailable", str(exc))
        if isinstance(exc, anthropic.APIStatusError):
            return ProviderCallError(_status_type(exc.status_code), str(exc), status=exc.status_code)
        return ProviderCallError("unavailable", f"malformed reply: {type(exc).__name__}: {exc}")

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
    ) -> CompletionResult:
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
        try:
            response = self._client.messages.create(**kwargs)
            texts: list[str] = []
            calls: list[ToolCall] = []
            for block in response.content:
                if block.type == "text":
                    texts.append(block.text)
                elif block.type == "tool_use":
                    calls.append(ToolCall(id=block.id, name=block.name, arguments=_arguments(block.input)))
            usage = normalise_anthropic_usage(response.usage.model_dump() if response.usage else {})
            return CompletionResult(
                text="".join(texts),
                tool_calls=tuple(calls),
                usage=usage,
                model_name=response.model or model,
                raw_finish_reason=response.stop_reason,
            )
        except ProviderCallError:
            raise
        except Exception as exc:
            raise self._classify(exc) from exc

    def list_models(self) -> list[str]:
        try:
            return [m.id for m in self._client.models.list()]
        except Exception as exc:
            raise self._classify(exc) from exc


def normalise_anthropic_usage(usage: dict[str, Any]) -> Usage:
    uncached = _int(usage.get("input_tokens"))
    cache_read = _int(usage.get("cache_read_input_tokens"))
    cache_write = _int(usage.get("cache_creation_input_tokens"))
    return Usage(
        input_tokens=uncached + cache_read + cache_write,
        output_tokens=_int(usage.get("output_tokens")),
        cached_input_tokens=cache_read,
        cache_write_tokens=cache_write,
    )


# --------------------------------------------------------------------------- Gemini protocol


class GoogleAdapter:
    def __init__(self, connection: Connection) -> None:
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
            return ProviderCallError(_status_type(exc.code), text, status=exc.code)
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

    def complete(
        self,
        model: str,
        messages: Sequence[ChatMessage],
        tools: Sequence[ToolSpec],
        temperature: float | None,
        max_tokens: int,
    ) -> CompletionResult:
        types = self._types
        system, contents = self._contents(messages)
        config = types.GenerateContentConfig(
            system_instruction=system or None,
            temperature=temperature,
            max_output_tokens=max_tokens,
            tools=[
                types.Tool(
                    function_declarations=[
                        types.FunctionDeclaration(
                            name=t.name, description=t.description, parameters_json_schema=t.parameters
                        )
                        for t in tools
                    ]
                )
            ]
            if tools
            else None,
            automatic_function_calling=types.AutomaticFunctionCallingConfig(disable=True),
        )
        try:
            response = self._client.models.generate_content(model=model, contents=contents, config=config)
            texts: list[str] = []
            calls: list[ToolCall] = []
            candidates = response.candidates or []
            if candidates and candidates[0].content and candidates[0].content.parts:
                for index, part in enumerate(candidates[0].content.parts):
                    if part.function_call is not None and part.function_call.name:
                        calls.append(
                            ToolCall(
                                id=part.function_call.id or f"call_{index}",
                                name=part.function_call.name,
                                arguments=dict(part.function_call.args or {}),
                            )
                        )
                    elif part.text and not part.thought:
                        texts.append(part.text)
            metadata = response.usage_metadata.model_dump() if response.usage_metadata else {}
            finish = candidates[0].finish_reason if candidates else None
            return CompletionResult(
                text="".join(texts),
                tool_calls=tuple(calls),
                usage=normalise_gemini_usage(metadata),
                model_name=response.model_version or model,
                raw_finish_reason=str(finish) if finish else None,
            )
        except ProviderCallError:
            raise
        except Exception as exc:
            raise self._classify(exc) from exc

    def list_models(self) -> list[str]:
        try:
            return [(m.name or "").removeprefix("models/") for m in self._client.models.list()]
        except Exception as exc:
            raise self._classify(exc) from exc


def normalise_gemini_usage(metadata: dict[str, Any]) -> Usage:
    prompt = _int(metadata.get("prompt_token_count")) + _int(metadata.get("tool_use_prompt_token_count"))
    return Usage(
        input_tokens=prompt,
        output_tokens=_int(metadata.get("candidates_token_count"))
        + _int(metadata.get("thoughts_token_count")),
        cached_input_tokens=min(prompt, _int(metadata.get("cached_content_token_count"))),
        reasoning_tokens=_int(metadata.get("thoughts_token_count")),
    )


# --------------------------------------------------------------------------- factory

_ADAPTERS: dict[str, type[OpenAIAdapter] | type[AnthropicAdapter] | type[GoogleAdapter]] = {
    "openai": OpenAIAdapter,
    "anthropic": AnthropicAdapter,
    "google": GoogleAdapter,
}
_cache: OrderedDict[str, ChatClient] = OrderedDict()
_cache_lock = threading.Lock()
_CACHE_SIZE = 32


def client_for(connection: Connection) -> ChatClient:
    """An adapter for ``connection``; SDK clients are reused (they hold a connection pool)."""
    fingerprint = hashlib.sha256(
        json.dumps(
            [
                connection.provider_code,
                connection.effective_base_url,
                connection.api_key,
                connection.timeout_seconds,
                connection.connect_timeout_seconds,
            ]
        ).encode()
    ).hexdigest()
    with _cache_lock:
        client = _cache.get(fingerprint)
        if client is not None:
            _cache.move_to_end(fingerprint)
            return client
    client = _ADAPTERS[connection.protocol](connection)
    with _cache_lock:
        _cache[fingerprint] = client
        while len(_cache) > _CACHE_SIZE:
            _cache.popitem(last=False)
    return client
