"""The one guard for every host or URL misrad connects to on a user's say.

Provider base URLs (admins only) must be http(s) on an allowed port; they may be private, since a
local model server (ollama) is legitimate. Mail servers, which any user may enter, must not resolve
to loopback, private or shared (CGNAT) addresses unless ``MISRAD_ALLOW_PRIVATE_NETWORKS`` is on (a mail
server in the office is legitimate). Link-local (169.254.0.0/16 holds the cloud metadata service),
multicast, reserved and unspecified addresses are refused even then: no mailbox lives there. IPv6
addresses that embed an IPv4 one (mapped, NAT64, 6to4, Teredo) are judged by that one too, and every
address a name resolves to must pass. Numeric spellings (``2130706433``, ``0x7f000001``, ``0177.1``)
are resolved like names, so they are judged by the address they mean.
The caller connects to the address this guard resolved, so a second DNS answer cannot differ.
"""

from __future__ import annotations

import ipaddress
import socket
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import httpx

from misrad.core.errors import InvalidInput
from misrad.core.i18n import translate
from misrad.core.settings import get_settings

HTTP_PORTS = frozenset({80, 443})
MAIL_PORTS = frozenset({143, 993})
LOWEST_HIGH_PORT = 1024


class UnsafeDestination(InvalidInput):
    """``reason`` is worded from the catalogue in the caller's language (a request's, set before this
    runs); ``why`` keeps its catalogue key for code and logs."""

    code = "unsafe_destination"

    def __init__(self, *, host: str, why: str, **params: object) -> None:
        super().__init__(host=host, reason=translate(why, **params), why=why)


@dataclass(frozen=True)
class Destination:
    host: str
    port: int
    address: str


Address = ipaddress.IPv4Address | ipaddress.IPv6Address

# NAT64 (RFC 6052) carries an IPv4 address in its last 32 bits.
_NAT64 = ipaddress.ip_network("64:ff9b::/96")


def _embedded_ipv4(address: Address) -> list[ipaddress.IPv4Address]:
    """IPv4 addresses an IPv6 address leads to (mapped, NAT64, 6to4, Teredo)."""
    if not isinstance(address, ipaddress.IPv6Address):
        return []
    found = [address.ipv4_mapped, address.sixtofour]
    if address.teredo:
        found.append(address.teredo[1])
    if address in _NAT64:
        found.append(ipaddress.IPv4Address(int(address) & 0xFFFFFFFF))
    return [a for a in found if a is not None]


def _judged(address: Address) -> list[Address]:
    """The addresses that decide: an IPv4-mapped address is its IPv4 address; other IPv6 forms
    count together with the IPv4 address they carry."""
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return [address.ipv4_mapped]
    return [address, *_embedded_ipv4(address)]


def _never_allowed(address: Address) -> bool:
    """Link-local (the cloud metadata service lives there), multicast, reserved, unspecified."""
    return any(
        a.is_link_local or a.is_multicast or a.is_unspecified or (a.is_reserved and not a.is_loopback)
        for a in _judged(address)
    )


def _is_public(address: Address) -> bool:
    """Globally routable, and so is every IPv4 address it embeds (``is_global`` also excludes
    100.64.0.0/10, the carrier-grade NAT space that ``is_private`` lets through)."""
    return all(a.is_global and not a.is_multicast for a in _judged(address))


def _allowed(address: Address, *, allow_private: bool) -> bool:
    if _never_allowed(address):
        return False
    return allow_private or _is_public(address)


def resolve_host(host: str, port: int, *, allowed_ports: frozenset[int], allow_private: bool) -> Destination:
    host = host.strip().rstrip(".")
    if not host or len(host) > 253 or any(c in host for c in "/@?#\\ \t\r\n"):
        raise UnsafeDestination(host=host or "-", why="outbound_invalid_host")
    if not (port in allowed_ports or LOWEST_HIGH_PORT <= port <= 65535):
        raise UnsafeDestination(host=host, why="outbound_port_refused", port=port)
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError) as exc:
        raise UnsafeDestination(host=host, why="outbound_unresolved") from exc
    # Scope ids ("fe80::1%eth0") are not part of the address.
    addresses = [ipaddress.ip_address(str(info[4][0]).split("%", 1)[0]) for info in infos]
    if not addresses:
        raise UnsafeDestination(host=host, why="outbound_unresolved")
    # Every answer must pass, not just the first: the connecting library may pick any of them.
    if not all(_allowed(a, allow_private=allow_private) for a in addresses):
        raise UnsafeDestination(host=host, why="outbound_private_address")
    return Destination(host=host, port=port, address=str(addresses[0]))


def check_mail_server(host: str, port: int) -> Destination:
    return resolve_host(
        host, port, allowed_ports=MAIL_PORTS, allow_private=get_settings().allow_private_networks
    )


def check_base_url(url: str, *, allow_private: bool = True) -> str:
    """Validate an http(s) base URL and return it normalised (no trailing slash)."""
    try:
        parts = urlsplit(url.strip())
        port = parts.port
    except ValueError as exc:
        raise UnsafeDestination(host=url[:100], why="outbound_invalid_url") from exc
    if parts.scheme not in ("http", "https"):
        raise UnsafeDestination(host=url[:100], why="outbound_scheme")
    if not parts.hostname or parts.username or parts.password:
        raise UnsafeDestination(host=url[:100], why="outbound_url_parts")
    resolve_host(
        parts.hostname,
        port or (443 if parts.scheme == "https" else 80),
        allowed_ports=HTTP_PORTS,
        allow_private=allow_private,
    )
    return url.strip().rstrip("/")


class _NoRedirectClient(httpx.Client):
    """Refuses to follow redirects even when a caller asks per request: a redirect could lead to a
    host the guard never checked. The 3xx response itself is returned to the caller."""

    def send(self, request: httpx.Request, **kwargs: Any) -> httpx.Response:
        kwargs["follow_redirects"] = False
        return super().send(request, **kwargs)


def http_client(**kwargs: Any) -> httpx.Client:
    """An HTTP client with the guard's timeouts that never follows a redirect."""
    settings = get_settings()
    kwargs.pop("follow_redirects", None)
    kwargs.setdefault(
        "timeout", httpx.Timeout(settings.outbound_read_timeout, connect=settings.outbound_connect_timeout)
    )
    return _NoRedirectClient(follow_redirects=False, **kwargs)
