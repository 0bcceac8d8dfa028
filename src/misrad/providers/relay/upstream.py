"""The wire to a provider for ``/v1`` calls: the client's JSON forwarded over kept-alive connections
per provider address, answers returned as bytes (a pass-through need not re-encode them), streams
read as they arrive.

The official SDKs (``gateway.adapters``) are for misrad's own calls, where a reply becomes misrad's
types; here the client already speaks the provider's protocol, so re-parsing through an SDK would only
add CPU. For the same reason the wire is the standard library's ``http.client`` over a small pool of
kept-alive connections rather than httpx: measured with py-spy (``bench/gateway_profile.py``), httpx's
layers (request building, cookies, auth and redirect hooks, its connection pool's locks) were a fifth of
a call's CPU. urllib3, the well-kept library for this, was measured against it too
(``bench/gateway_wire.py``, the same wire over urllib3's pools in ``bench/gateway_wire_urllib3.py``):
120-160 µs of CPU per call against 70-90, plain and streamed, one thread or eight, a twentieth of the
whole call's CPU here, so the standard library stays. A connection is reused only while the provider has
not closed it (checked before use, as httpx does), so a request is never sent twice. A configured
``HTTPS_PROXY``/``HTTP_PROXY`` goes through the proxy with a CONNECT tunnel (``NO_PROXY`` honoured).
Failures are classified exactly as the adapters classify them (``status_type``).
"""

from __future__ import annotations

import contextlib
import http.client
import json
import select
import socket
import ssl
import threading
import urllib.parse
import urllib.request
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

import certifi

from misrad.providers.gateway.adapters import Connection
from misrad.providers.gateway.adapters.base import status_type
from misrad.providers.gateway.types import ProviderCallError

Protocol = Literal["openai", "anthropic"]
ANTHROPIC_VERSION = "2023-06-01"
IDLE_PER_ADDRESS = 64
READ_SIZE = 65536


@cache
def _tls() -> ssl.SSLContext:
    return ssl.create_default_context(cafile=certifi.where())


@dataclass(frozen=True)
class Address:
    scheme: str
    host: str
    port: int
    prefix: str  # the base URL's path (``/v1``)
    timeout: float
    connect_timeout: float


# The standard library's reader of a header block (the line length and count limits of ``parse_headers``).
_header_lines = http.client._read_headers  # type: ignore[attr-defined]


class _Headers(dict[str, str]):
    """A response's header fields by lower-cased name, the first of a repeated one kept (as the email
    message http.client makes answers ``get``): all the relay reads of them is the framing."""

    def get(self, name: str, default: Any = None) -> Any:  # type: ignore[override]
        return super().get(name.lower(), default)


def _header_fields(fp: Any) -> _Headers:
    """The header block read as http.client does (its line and count limits), parsed without the
    ``email`` package, whose parser was a third of the wire's CPU per call (``bench.upstream_headers_ab``)."""
    found = _Headers()
    last = ""
    for line in _header_lines(fp):
        text = line.decode("iso-8859-1")
        if text[:1] in (" ", "\t") and last:  # an obsolete folded line continues the field before it
            found[last] = f"{found[last]} {text.strip()}"
            continue
        name, _, value = text.partition(":")
        last = name.strip().lower()
        found.setdefault(last, value.strip())
    return found


class _Response(http.client.HTTPResponse):
    """``http.client``'s response with its headers parsed by ``_header_fields``; ``begin`` is the
    standard library's (3.11), framing and all, but for that one line."""

    def begin(self) -> None:
        if self.headers is not None:
            return
        version, status, reason = self._read_status()
        while status == http.client.CONTINUE:  # a 100's header block is skipped
            _header_lines(self.fp)
            version, status, reason = self._read_status()
        self.code = self.status = status
        self.reason = reason.strip()
        if version in ("HTTP/1.0", "HTTP/0.9"):
            self.version = 10
        elif version.startswith("HTTP/1."):
            self.version = 11
        else:
            raise http.client.UnknownProtocol(version)
        self.headers = self.msg = _header_fields(self.fp)  # type: ignore[assignment]
        self._frame(status)

    def _frame(self, status: int) -> None:
        encoding = self.headers.get("transfer-encoding")
        self.chunked = bool(encoding and encoding.lower() == "chunked")
        self.chunk_left = None
        self.will_close = self._check_close()  # type: ignore[attr-defined]
        self.length = None
        length = self.headers.get("content-length")
        if length and not self.chunked:
            with contextlib.suppress(ValueError):
                self.length = int(length) if int(length) >= 0 else None  # nonsense ignored
        bodiless = status in (http.client.NO_CONTENT, http.client.NOT_MODIFIED) or 100 <= status < 200
        if bodiless or self._method == "HEAD":  # type: ignore[attr-defined]
            self.length = 0
        if not self.will_close and not self.chunked and self.length is None:
            self.will_close = True


class Pool:
    """Idle kept-alive connections to one address (last in, first out: the warmest first)."""

    def __init__(self, address: Address) -> None:
        self.address = address
        self._idle: list[http.client.HTTPConnection] = []
        self._lock = threading.Lock()

    def take(self) -> http.client.HTTPConnection:
        while True:
            with self._lock:
                found = self._idle.pop() if self._idle else None
            if found is None:
                return self._new()
            if _still_open(found):
                return found
            found.close()

    def give_back(self, connection: http.client.HTTPConnection) -> None:
        with self._lock:
            if len(self._idle) < IDLE_PER_ADDRESS:
                self._idle.append(connection)
                return
        connection.close()

    def _new(self) -> http.client.HTTPConnection:
        address = self.address
        proxy = _proxy_for(address.scheme, address.host)
        connection: http.client.HTTPConnection
        if address.scheme == "https":
            target = proxy or (address.host, address.port)
            connection = http.client.HTTPSConnection(*target, timeout=address.connect_timeout, context=_tls())
        else:
            connection = http.client.HTTPConnection(
                *(proxy or (address.host, address.port)), timeout=address.connect_timeout
            )
        connection.response_class = _Response
        if proxy is not None:
            connection.set_tunnel(address.host, address.port)
        connection.connect()
        assert connection.sock is not None
        connection.sock.settimeout(address.timeout)  # connected: now the read timeout
        return connection


def _still_open(connection: http.client.HTTPConnection) -> bool:
    """A kept-alive connection the provider has not closed (nothing to read on an idle connection)."""
    sock = connection.sock
    if sock is None:
        return False
    try:
        readable, _, _ = select.select([sock], [], [], 0)
    except (OSError, ValueError):
        return False
    return not readable


def _proxy_for(scheme: str, host: str) -> tuple[str, int] | None:
    if urllib.request.proxy_bypass(host):
        return None
    proxy = urllib.request.getproxies().get(scheme)
    if not proxy:
        return None
    parsed = urllib.parse.urlsplit(proxy if "://" in proxy else f"http://{proxy}")
    return parsed.hostname or "", parsed.port or 80


_pools: dict[tuple[str, float, float], Pool] = {}
_pools_lock = threading.Lock()


def _pool(connection: Connection) -> Pool:
    key = (
        connection.effective_base_url or "",
        connection.timeout_seconds,
        connection.connect_timeout_seconds,
    )
    found = _pools.get(key)
    if found is not None:
        return found
    parsed = urllib.parse.urlsplit(key[0])
    scheme = parsed.scheme or "https"
    address = Address(
        scheme=scheme,
        host=parsed.hostname or "",
        port=parsed.port or (443 if scheme == "https" else 80),
        prefix=parsed.path.rstrip("/"),
        timeout=connection.timeout_seconds,
        connect_timeout=connection.connect_timeout_seconds,
    )
    with _pools_lock:
        return _pools.setdefault(key, Pool(address))


def _path(address: Address, protocol: Protocol, path: str) -> str:
    prefix = address.prefix
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
    if isinstance(exc, TimeoutError | socket.timeout):
        return ProviderCallError("timeout", str(exc) or "timed out")
    return ProviderCallError("unavailable", f"{type(exc).__name__}: {exc}")


def _send(
    connection: Connection, protocol: Protocol, path: str, body: bytes
) -> tuple[Pool, http.client.HTTPConnection, http.client.HTTPResponse]:
    """The request sent and its status line and headers read; raises ``ProviderCallError``."""
    pool = _pool(connection)
    wire: http.client.HTTPConnection | None = None
    try:
        wire = pool.take()
        wire.request(
            "POST", _path(pool.address, protocol, path), body, _headers(connection, protocol, len(body))
        )
        return pool, wire, wire.getresponse()
    except (OSError, http.client.HTTPException) as exc:
        if wire is not None:
            wire.close()
        raise _failure(exc) from exc


def _refused(
    pool: Pool, wire: http.client.HTTPConnection, response: http.client.HTTPResponse
) -> ProviderCallError:
    try:
        detail = response.read().decode(errors="replace")[:500]
    except (OSError, http.client.HTTPException):
        detail = ""
    _done(pool, wire, response)
    return ProviderCallError(status_type(response.status), detail, status=response.status)


def _done(pool: Pool, wire: http.client.HTTPConnection, response: http.client.HTTPResponse) -> None:
    """After a response was read to its end: the connection back to the pool, unless it closes."""
    if response.will_close or not response.isclosed():
        wire.close()
    else:
        pool.give_back(wire)


@dataclass(frozen=True)
class Reply:
    """A provider's successful answer: its body as sent and as parsed."""

    raw: bytes
    body: dict[str, Any]


def post(connection: Connection, protocol: Protocol, path: str, body: bytes) -> Reply:
    """One request and its whole answer; raises ``ProviderCallError``."""
    pool, wire, response = _send(connection, protocol, path, body)
    if response.status >= 400:
        raise _refused(pool, wire, response)
    try:
        raw = response.read()
    except (OSError, http.client.HTTPException) as exc:
        wire.close()
        raise _failure(exc) from exc
    _done(pool, wire, response)
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

    def __init__(
        self, pool: Pool, wire: http.client.HTTPConnection, response: http.client.HTTPResponse
    ) -> None:
        self._pool = pool
        self._wire = wire
        self._response = response
        self.ended = False

    def read(self) -> bytes:
        """The next bytes, waiting for them; b"" at the end. Raises ``ProviderCallError``."""
        if self.ended:
            return b""
        response = self._response
        try:
            chunk = response.read1(READ_SIZE)
            if chunk and response.length == 0:
                # A body of known length read to its end: ``read()`` marks the response complete, which
                # ``read1`` does not, so its connection goes back to the pool instead of being closed.
                response.read()
        except (OSError, http.client.HTTPException) as exc:
            raise _failure(exc) from exc
        if not chunk or response.isclosed():
            self.ended = True
        return chunk

    def ready(self) -> bool:
        """More bytes already arrived, so ``read()`` would not wait (bytes in the response's own buffer
        are not seen: then the next ``read()`` returns at once all the same)."""
        sock = self._wire.sock
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
            _done(self._pool, self._wire, self._response)
        else:  # left halfway: hang up, so the provider stops generating
            self._wire.close()


def open_stream(connection: Connection, protocol: Protocol, path: str, body: bytes) -> Stream:
    """Send a streamed request and wait for its status; raises ``ProviderCallError`` before any chunk
    was passed on (so a fallback can still answer instead)."""
    pool, wire, response = _send(connection, protocol, path, body)
    if response.status >= 400:
        raise _refused(pool, wire, response)
    return Stream(pool, wire, response)
