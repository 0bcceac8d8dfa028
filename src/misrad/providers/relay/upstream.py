"""The wire to a provider for ``/v1`` calls: the client's JSON forwarded over one pooled HTTP client
per provider address, answers returned as bytes (a pass-through need not re-encode them), streams
read as they arrive.

The official SDKs (``gateway.adapters``) are for misrad's own calls, where a reply becomes misrad's
types; here the client already speaks the provider's protocol, so re-parsing through an SDK would only
add CPU. Failures are classified exactly as the adapters classify them (``status_type``).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Literal

import httpx

from misrad.providers.gateway.adapters import Connection
from misrad.providers.gateway.adapters.base import status_type
from misrad.providers.gateway.types import ProviderCallError

Protocol = Literal["openai", "anthropic"]
ANTHROPIC_VERSION = "2023-06-01"

_clients: dict[tuple[str, float, float], httpx.Client] = {}
_clients_lock = threading.Lock()


def _client(connection: Connection) -> httpx.Client:
    key = (
        connection.effective_base_url or "",
        connection.timeout_seconds,
        connection.connect_timeout_seconds,
    )
    with _clients_lock:
        found = _clients.get(key)
        if found is None:
            found = _clients[key] = httpx.Client(
                timeout=httpx.Timeout(connection.timeout_seconds, connect=connection.connect_timeout_seconds),
                limits=httpx.Limits(max_connections=256, max_keepalive_connections=64),
            )
        return found


def _url(connection: Connection, protocol: Protocol, path: str) -> str:
    base = (connection.effective_base_url or "").rstrip("/")
    if protocol == "anthropic" and not base.endswith("/v1"):
        base += "/v1"  # Anthropic's base URL has no version; the OpenAI one ends in /v1
    return f"{base}{path}"


def _headers(connection: Connection, protocol: Protocol) -> dict[str, str]:
    headers = {"content-type": "application/json"}
    if protocol == "anthropic":
        headers["anthropic-version"] = ANTHROPIC_VERSION
        if connection.api_key:
            headers["x-api-key"] = connection.api_key
    elif connection.api_key:
        headers["authorization"] = f"Bearer {connection.api_key}"
    return headers


def _failure(exc: Exception) -> ProviderCallError:
    if isinstance(exc, httpx.TimeoutException):
        return ProviderCallError("timeout", str(exc))
    return ProviderCallError("unavailable", f"{type(exc).__name__}: {exc}")


@dataclass(frozen=True)
class Reply:
    """A provider's successful answer: its body as sent and as parsed."""

    raw: bytes
    body: dict[str, Any]


def post(connection: Connection, protocol: Protocol, path: str, body: bytes) -> Reply:
    """One request and its whole answer; raises ``ProviderCallError``."""
    try:
        response = _client(connection).post(
            _url(connection, protocol, path), content=body, headers=_headers(connection, protocol)
        )
    except httpx.HTTPError as exc:
        raise _failure(exc) from exc
    if response.status_code >= 400:
        raise ProviderCallError(
            status_type(response.status_code), response.text[:500], status=response.status_code
        )
    try:
        parsed = response.json()
    except ValueError as exc:
        raise ProviderCallError("unavailable", f"malformed reply: {exc}") from exc
    if not isinstance(parsed, dict):
        raise ProviderCallError("unavailable", "malformed reply: not an object")
    return Reply(response.content, parsed)


class Stream:
    """An open streamed answer: ``chunks()`` yields the bytes as the provider sends them; ``close()``
    hangs up (a client that left stops the provider generating)."""

    def __init__(self, response: httpx.Response) -> None:
        self._response = response

    def chunks(self) -> Iterator[bytes]:
        try:
            yield from self._response.iter_raw()
        except httpx.HTTPError as exc:
            raise _failure(exc) from exc

    def close(self) -> None:
        self._response.close()


def open_stream(connection: Connection, protocol: Protocol, path: str, body: bytes) -> Stream:
    """Send a streamed request and wait for its status; raises ``ProviderCallError`` before any chunk
    was passed on (so a fallback can still answer instead)."""
    client = _client(connection)
    request = client.build_request(
        "POST", _url(connection, protocol, path), content=body, headers=_headers(connection, protocol)
    )
    try:
        response = client.send(request, stream=True)
    except httpx.HTTPError as exc:
        raise _failure(exc) from exc
    if response.status_code >= 400:
        try:
            detail = response.read().decode(errors="replace")[:500]
        except httpx.HTTPError:
            detail = ""
        response.close()
        raise ProviderCallError(status_type(response.status_code), detail, status=response.status_code)
    return Stream(response)
