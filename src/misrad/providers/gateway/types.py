"""The public shapes of the gateway: what callers (assistant, document extraction) send and receive."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any, Literal, Protocol

from misrad.core.errors import MisradError
from misrad.providers.metering.usage import Usage

# Receives each new piece of an answer's text as the provider writes it.
TextSink = Callable[[str], None]


class AnswerStream(Protocol):
    """Who reads an answer as it is written (a page): ``written`` gets each new piece of text;
    ``restarted`` says the text written so far is void (the provider failed mid-answer and the next of
    the chain starts over, or a round of function calls follows)."""

    def written(self, text: str) -> None: ...

    def restarted(self) -> None: ...


ErrorType = Literal["auth", "rate_limit", "timeout", "unavailable", "bad_request"]
ERROR_TYPES: tuple[ErrorType, ...] = ("auth", "rate_limit", "timeout", "unavailable", "bad_request")


@dataclass(frozen=True)
class ToolSpec:
    """A function the model may call; ``parameters`` is a JSON schema object."""

    name: str
    description: str
    parameters: dict[str, Any]


@dataclass(frozen=True)
class ToolCall:
    id: str
    name: str
    arguments: dict[str, Any]


@dataclass(frozen=True)
class ChatMessage:
    """One turn. ``tool`` messages answer the assistant's ``tool_calls`` by ``tool_call_id``."""

    role: Literal["system", "user", "assistant", "tool"]
    content: str = ""
    tool_calls: tuple[ToolCall, ...] = ()
    tool_call_id: str | None = None


@dataclass(frozen=True)
class ChatReply:
    """What one successful call returned. Tokens are normalised totals (input incl. cached, output incl.
    reasoning); ``cost`` is USD from the catalogue price in force at call time."""

    text: str
    tool_calls: tuple[ToolCall, ...]
    provider_code: str
    model_name: str
    input_tokens: int
    output_tokens: int
    cost: Decimal
    latency_ms: int


@dataclass(frozen=True)
class AttemptFailure:
    """Why one provider of a chain did not answer: an error type or ``budget_exceeded``,
    ``not_configured``, ``inactive``, ``local``."""

    provider_code: str
    reason: str
    detail: str = ""


class GatewayUnavailable(MisradError):
    """Every provider in the chain failed or was refused; ``reasons`` lists each attempt."""

    code = "gateway_unavailable"
    status = 503

    def __init__(self, reasons: list[AttemptFailure] | None = None) -> None:
        super().__init__()
        self.reasons: list[AttemptFailure] = list(reasons or [])

    def __str__(self) -> str:
        return "; ".join(f"{r.provider_code}: {r.reason}" for r in self.reasons) or self.error_code


@dataclass(frozen=True)
class CompletionResult:
    """What an adapter returns for one successful call."""

    text: str
    tool_calls: tuple[ToolCall, ...]
    usage: Usage
    model_name: str
    raw_finish_reason: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)


class ProviderCallError(Exception):
    """An adapter's classified failure."""

    def __init__(self, error_type: ErrorType, detail: str = "", *, status: int | None = None) -> None:
        super().__init__(f"{error_type}: {detail}"[:500])
        self.error_type: ErrorType = error_type
        self.detail = detail[:500]
        self.status = status
