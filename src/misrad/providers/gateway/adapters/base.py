"""What every adapter shares: how to reach a provider (``Connection``), the client interface
(``ChatClient``), what a provider code is to misrad (``Vendor``) and the classification of failures."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Protocol

from misrad.providers.gateway.types import (
    ChatMessage,
    CompletionResult,
    ErrorType,
    ProviderCallError,
    TextSink,
    ToolSpec,
)


@dataclass(frozen=True)
class Connection:
    """How to reach one provider: its code, base URL (else its vendor's default), key (plaintext, in
    memory only) and timeouts."""

    provider_code: str
    base_url: str | None
    api_key: str | None
    timeout_seconds: float
    connect_timeout_seconds: float = 5.0
    default_base_url: str | None = None

    @property
    def effective_base_url(self) -> str | None:
        return self.base_url or self.default_base_url


class ChatClient(Protocol):
    def complete(
        self,
        model: str,
        messages: Sequence[ChatMessage],
        tools: Sequence[ToolSpec],
        temperature: float | None,
        max_tokens: int,
        on_text: TextSink | None = None,
    ) -> CompletionResult: ...

    def list_models(self) -> list[str]: ...


@dataclass(frozen=True)
class Vendor:
    """One provider code as its adapter module declares it: the adapter that speaks its protocol, where
    it is served by default, whether it runs without a key (a local ollama, a self-hosted server), and
    its billing rule for cache writes the catalogue has no price for (a multiple of the input price)."""

    code: str
    adapter: Callable[[Connection], ChatClient]
    default_base_url: str | None
    needs_key: bool = True
    cache_write_markup: Decimal = Decimal(1)


@contextmanager
def classified(classify: Callable[[Exception], ProviderCallError]) -> Iterator[None]:
    """Every failure inside, a reply the SDK cannot parse included, as a ``ProviderCallError``."""
    try:
        yield
    except ProviderCallError:
        raise
    except Exception as exc:
        raise classify(exc) from exc


def stainless_error(sdk: Any, exc: Exception) -> ProviderCallError:
    """A failure of the ``openai`` or ``anthropic`` SDK (both generated alike, with the same errors)."""
    if isinstance(exc, sdk.APITimeoutError):
        return ProviderCallError("timeout", str(exc))
    if isinstance(exc, sdk.APIConnectionError):
        return ProviderCallError("unavailable", str(exc))
    if isinstance(exc, sdk.APIStatusError):
        return ProviderCallError(status_type(exc.status_code), str(exc), status=exc.status_code)
    return ProviderCallError("unavailable", f"malformed reply: {type(exc).__name__}: {exc}")


def cut_short() -> ProviderCallError:
    """A stream that ended without saying why (the connection dropped): the reply is incomplete, and
    ``unavailable`` so that the fallback rules restart the answer elsewhere."""
    return ProviderCallError("unavailable", "stream ended before the reply was finished")


def status_type(status: int | None) -> ErrorType:
    if status in (401, 403):
        return "auth"
    if status == 429:
        return "rate_limit"
    if status in (408, 504):
        return "timeout"
    if status is not None and 400 <= status < 500:
        return "bad_request"
    return "unavailable"


def arguments(raw: Any) -> dict[str, Any]:
    if isinstance(raw, dict):
        return raw
    if isinstance(raw, str) and raw.strip():
        try:
            parsed = json.loads(raw)
        except json.JSONDecodeError:
            return {"_raw": raw}
        return parsed if isinstance(parsed, dict) else {"_value": parsed}
    return {}


def as_int(value: Any) -> int:
    return int(value) if isinstance(value, int | float) else 0
