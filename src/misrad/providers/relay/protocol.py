"""Request bodies of ``/v1`` as the OpenAI and Anthropic APIs define them.

Unknown top-level fields are refused (400), as everywhere in misrad; inside a message, fields the
protocols add over time pass through. Bounds the relay enforces are stated here: ``n`` is 1 (one
choice is what is metered and reserved), token limits are positive.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

MAX_TOKENS_CAP = 1_000_000


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


class _Part(BaseModel):
    model_config = ConfigDict(extra="allow")


class ChatMessageIn(_Part):
    role: Literal["system", "developer", "user", "assistant", "tool", "function"]
    content: str | list[dict[str, Any]] | None = None


class ChatCompletionRequest(_Body):
    model: str = Field(min_length=1, max_length=200)
    messages: list[ChatMessageIn] = Field(min_length=1, max_length=10_000)
    max_tokens: int | None = Field(default=None, ge=1, le=MAX_TOKENS_CAP)
    max_completion_tokens: int | None = Field(default=None, ge=1, le=MAX_TOKENS_CAP)
    n: Literal[1] | None = None
    stream: bool | None = None
    stream_options: dict[str, Any] | None = None
    temperature: float | None = Field(default=None, ge=0, le=2)
    top_p: float | None = Field(default=None, ge=0, le=1)
    tools: list[dict[str, Any]] | None = Field(default=None, max_length=512)
    tool_choice: str | dict[str, Any] | None = None
    parallel_tool_calls: bool | None = None
    response_format: dict[str, Any] | None = None
    stop: str | list[str] | None = None
    presence_penalty: float | None = Field(default=None, ge=-2, le=2)
    frequency_penalty: float | None = Field(default=None, ge=-2, le=2)
    logit_bias: dict[str, float] | None = None
    logprobs: bool | None = None
    top_logprobs: int | None = Field(default=None, ge=0, le=20)
    seed: int | None = None
    user: str | None = Field(default=None, max_length=256)
    metadata: dict[str, str] | None = None
    store: bool | None = None
    reasoning_effort: str | None = None
    service_tier: str | None = None
    modalities: list[str] | None = None


class EmbeddingRequest(_Body):
    model: str = Field(min_length=1, max_length=200)
    input: str | list[str] | list[int] | list[list[int]]
    encoding_format: Literal["float", "base64"] | None = None
    dimensions: int | None = Field(default=None, ge=1, le=65_536)
    user: str | None = Field(default=None, max_length=256)


class AnthropicMessage(_Part):
    role: Literal["user", "assistant"]
    content: str | list[dict[str, Any]]


class MessagesRequest(_Body):
    model: str = Field(min_length=1, max_length=200)
    messages: list[AnthropicMessage] = Field(min_length=1, max_length=10_000)
    max_tokens: int = Field(ge=1, le=MAX_TOKENS_CAP)
    system: str | list[dict[str, Any]] | None = None
    stream: bool | None = None
    temperature: float | None = Field(default=None, ge=0, le=1)
    top_p: float | None = Field(default=None, ge=0, le=1)
    top_k: int | None = Field(default=None, ge=0)
    stop_sequences: list[str] | None = None
    tools: list[dict[str, Any]] | None = Field(default=None, max_length=512)
    tool_choice: dict[str, Any] | None = None
    metadata: dict[str, Any] | None = None
    thinking: dict[str, Any] | None = None
    service_tier: str | None = None
