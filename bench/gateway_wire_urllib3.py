"""The ``/v1`` wire to a provider (``misrad.providers.relay.upstream``) written over urllib3's connection
pools instead of ``http.client``, with the same interface and the same rules (no retry, no redirect, a
stream read to its end keeps its connection): the alternative ``bench/gateway_wire.py`` measures the
wire misrad ships against. Not used by misrad."""

from __future__ import annotations

import http.client
import json
import select
import socket
import ssl
import threading
import urllib.parse
import urllib.request
from functools import cache
from typing import Any, Literal

import certifi
import urllib3

from misrad.providers.gateway.adapters import Connection
from misrad.providers.gateway.adapters.base import status_type
from misrad.providers.gateway.types import ProviderCallError
from misrad.providers.relay.upstream import Reply

Protocol = Literal["openai", "anthropic"]
ANTHROPIC_VERSION = "2023-06-01"
IDLE_PER_ADDRESS = 64
READ_SIZE = 65536


@cache
def _tls() -> ssl.SSLContext:
    return ssl.create_default_context(cafile=certifi.where())


_pools: dict[tuple[str, float, float], tuple[urllib3.HTTPConnectionPool, str]] = {}
_pools_lock = threading.Lock()


def _new_pool(base_url: str, timeout: float, connect_timeout: float) -> urllib3.HTTPConnectionPool:
    parsed = urllib.parse.urlsplit(base_url)
    scheme = parsed.scheme or "https"
    host = parsed.hostname or ""
    port = parsed.port or (443 if scheme == "https" else 80)
    options: dict[str, Any] = {
        "maxsize": IDLE_PER_ADDRESS,
        "block": False,
        "timeout": urllib3.Timeout(connect=connect_timeout, read=timeout),
        "retries": False,
    }
    if scheme == "https":
        options["ssl_context"] = _tls()
    proxy = _proxy_for(scheme, host)
    if proxy is not None:
        manager = urllib3.ProxyManager(proxy, **options, num_pools=1)
        return manager.connection_from_host(host, port, scheme)
    cls = urllib3.HTTPSConnectionPool if scheme == "https" else urllib3.HTTPConnectionPool
    return cls(host, port, **options)


def _proxy_for(scheme: str, host: str) -> str | None:
    if urllib.request.proxy_bypass(host):
        return None
    proxy = urllib.request.getproxies().get(scheme)
    if not proxy:
        return None
    return proxy if "://" in proxy else f"http://{proxy}"


def _pool(connection: Connection) -> tuple[urllib3.HTTPConnectionPool, str]:
    key = (
        connection.effective_base_url or "",
        connection.timeout_seconds,
        connection.connect_timeout_seconds,
    )
    found = _pools.get(key)
    if found is not None:
        return found
    with _pools_lock:
        if key not in _pools:
            prefix = urllib.parse.urlsplit(key[0]).path.rstrip("/")
            _pools[key] = (_new_pool(*key), prefix)
        return _pools[key]


def _path(prefix: str, protocol: Protocol, path: str) -> str:
    if protocol == "anthropic" and not prefix.endswith("/v1"):
        prefix += "/v1"  # Anthropic's base URL has no version; the OpenAI one ends in /v1
    return f"{prefix}{path}"


def _headers(connection: Connection, protocol: Protocol, length: int) -> dict[str, str]:
    headers = {"content-type": "application/json", "content-length": str(length)}
    if protocol == "anthropic":
        headers["anthropic-version"] = ANTHROPIC_VERSION
        if connection.api_key:
            headers["x-api-key"] = connection.api_key
    elif connection.api_key:
        headers["authorization"] = f"Bearer {connection.api_key}"
    return headers


def _failure(exc: Exception) -> ProviderCallError:
    if isinstance(exc, TimeoutError | socket.timeout | urllib3.exceptions.TimeoutError):
        return ProviderCallError("timeout", str(exc) or "timed out")
    return ProviderCallError("unavailable", f"{type(exc).__name__}: {exc}")


WIRE_ERRORS = (OSError, http.client.HTTPException, urllib3.exceptions.HTTPError)


def _send(
    connection: Connection, protocol: Protocol, path: str, body: bytes, *, stream: bool
) -> urllib3.BaseHTTPResponse:
    """The request sent and its status line and headers read; raises ``ProviderCallError``."""
    pool, prefix = _pool(connection)
    try:
        response = pool.urlopen(
            "POST",
            _path(prefix, protocol, path),
            body=body,
            headers=_headers(connection, protocol, len(body)),
            retries=False,
            redirect=False,
            preload_content=not stream,
            decode_content=False,
        )
    except WIRE_ERRORS as exc:
        raise _failure(exc) from exc
    if response.status >= 400:
        try:
            detail = response.read().decode(errors="replace")[:500]
        except WIRE_ERRORS:
            detail = ""
        response.release_conn()
        raise ProviderCallError(status_type(response.status), detail, status=response.status)
    return response


def post(connection: Connection, protocol: Protocol, path: str, body: bytes) -> Reply:
    """One request and its whole answer; raises ``ProviderCallError``."""
    raw = _send(connection, protocol, path, body, stream=False).data
    try:
        parsed = json.loads(raw)
    except ValueError as exc:
        raise ProviderCallError("unavailable", f"malformed reply: {exc}") from exc
    if not isinstance(parsed, dict):
        raise ProviderCallError("unavailable", "malformed reply: not an object")
    return Reply(raw, parsed)


class Stream:
    """An open streamed answer: ``read()`` returns the bytes as the provider sends them, ``ready()`` says
    whether more already arrived; ``close()`` hangs up (a client that left stops the provider
    generating) unless the answer was read to its end, when the connection is kept for the next call."""

    def __init__(self, response: urllib3.BaseHTTPResponse) -> None:
        self._response = response
        self.ended = False

    def read(self) -> bytes:
        """The next bytes, waiting for them; b"" at the end. Raises ``ProviderCallError``."""
        if self.ended:
            return b""
        try:
            chunk = self._response.read1(READ_SIZE)
        except WIRE_ERRORS as exc:
            raise _failure(exc) from exc
        if not chunk or self._response.closed:
            self.ended = True
        return chunk

    def ready(self) -> bool:
        """More bytes already arrived, so ``read()`` would not wait."""
        wire = self._response.connection
        sock = getattr(wire, "sock", None)
        if self.ended or sock is None:
            return False
        if isinstance(sock, ssl.SSLSocket) and sock.pending():
            return True
        try:
            readable, _, _ = select.select([sock], [], [], 0)
        except (OSError, ValueError):
            return False
        return bool(readable)

    def close(self) -> None:
        if self.ended:
            self._response.release_conn()
        else:  # left halfway: hang up, so the provider stops generating
            self._response.close()


def open_stream(connection: Connection, protocol: Protocol, path: str, body: bytes) -> Stream:
    """Send a streamed request and wait for its status; raises ``ProviderCallError`` before any chunk
    was passed on (so a fallback can still answer instead)."""
    return Stream(_send(connection, protocol, path, body, stream=True))
