"""The outbound guard: hostile hosts and URLs are refused before misrad connects anywhere."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx
import pytest

from misrad.core.outbound import UnsafeDestination, check_base_url, check_mail_server, http_client
from misrad.core.settings import get_settings

# Hosts a user might type into a mailbox form to reach something they should not.
HOSTILE_MAIL_HOSTS = [
    "127.0.0.1",
    "127.1.2.3",
    "localhost",
    "LOCALHOST.",
    "::1",
    "[::1]",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "2130706433",  # 127.0.0.1 in decimal
    "0x7f000001",  # ... in hex
    "0177.0.0.1",  # ... in octal
    "127.1",  # ... in short form
    "0",
    "0.0.0.0",
    "::",
    "169.254.169.254",  # cloud metadata
    "::ffff:169.254.169.254",
    "64:ff9b::a9fe:a9fe",  # metadata through NAT64
    "fe80::1",
    "10.0.0.1",
    "10.255.255.254",
    "172.16.0.1",
    "192.168.1.10",
    "100.64.0.1",  # carrier-grade NAT
    "fc00::1",
    "224.0.0.1",
    "255.255.255.255",
    "file:///etc/passwd",
    "ftp://files.example.com",
    "gopher://127.0.0.1:70",
    "user@mail.example.com",
    "mail.example.com/path",
    "mail.example.com:993",
    "",
    " ",
    "a" * 300,
]


@pytest.mark.parametrize("host", HOSTILE_MAIL_HOSTS)
def test_hostile_mail_servers_are_refused(host: str) -> None:
    with pytest.raises(UnsafeDestination):
        check_mail_server(host, 993)


@pytest.fixture
def private_networks_allowed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(get_settings(), "allow_private_networks", True)


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "::1", "10.0.0.1", "192.168.1.10", "2130706433"])
def test_the_admin_setting_allows_office_mail_servers(private_networks_allowed: None, host: str) -> None:
    assert check_mail_server(host, 993).port == 993


@pytest.mark.parametrize(
    "host", ["169.254.169.254", "::ffff:169.254.169.254", "fe80::1", "0.0.0.0", "224.0.0.1"]
)
def test_metadata_and_other_never_mail_addresses_stay_refused_with_the_setting(
    private_networks_allowed: None, host: str
) -> None:
    with pytest.raises(UnsafeDestination):
        check_mail_server(host, 993)


def test_a_public_mail_server_passes_and_the_resolved_address_is_pinned() -> None:
    destination = check_mail_server("1.1.1.1", 993)
    assert (destination.host, destination.port, destination.address) == ("1.1.1.1", 993, "1.1.1.1")


@pytest.mark.parametrize("port", [0, 22, 25, 80, 110, 443, 1023, 65536, -1])
def test_mail_ports_are_imap_or_unprivileged(port: int) -> None:
    with pytest.raises(UnsafeDestination):
        check_mail_server("1.1.1.1", port)


@pytest.mark.parametrize("port", [143, 993, 1143, 65535])
def test_allowed_mail_ports(port: int) -> None:
    assert check_mail_server("1.1.1.1", port).port == port


@pytest.fixture
def fake_dns(monkeypatch: pytest.MonkeyPatch) -> None:
    """Names that resolve where an attacker wants (as a rebinding or split-horizon DNS would)."""
    answers = {
        "intranet.example": ["10.0.0.5"],
        "metadata.example": ["169.254.169.254"],
        "mixed.example": ["93.184.216.34", "127.0.0.1"],
        "public.example": ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"],
    }
    real = socket.getaddrinfo

    def getaddrinfo(host: str, port: Any, *args: Any, **kwargs: Any) -> list[Any]:
        if host in answers:
            return [
                (socket.AF_INET6 if ":" in a else socket.AF_INET, socket.SOCK_STREAM, 6, "", (a, port))
                for a in answers[host]
            ]
        return real(host, port, *args, **kwargs)

    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)


@pytest.mark.parametrize("host", ["intranet.example", "metadata.example", "mixed.example"])
def test_names_resolving_to_private_addresses_are_refused(fake_dns: None, host: str) -> None:
    with pytest.raises(UnsafeDestination):
        check_mail_server(host, 993)


def test_a_name_resolving_only_to_public_addresses_passes(fake_dns: None) -> None:
    assert check_mail_server("public.example", 993).address == "93.184.216.34"


@pytest.mark.parametrize(
    "url",
    [
        "file:///etc/passwd",
        "ftp://1.1.1.1/",
        "gopher://1.1.1.1:70/",
        "javascript:alert(1)",
        "//1.1.1.1/v1",
        "1.1.1.1/v1",
        "http://user@1.1.1.1/",
        "http://user:pw@1.1.1.1/",
        "http://evil.example\\@1.1.1.1/",
        "http:///v1",
        "http://1.1.1.1:22/",
        "http://1.1.1.1:25/",
        "http://1.1.1.1:99999/",
        "http://1.1.1.1:notaport/",
        "http://169.254.169.254/latest/meta-data/",
        "http://[::ffff:169.254.169.254]/",
        "http://0.0.0.0:8080/",
        "",
    ],
)
def test_hostile_base_urls_are_refused(url: str) -> None:
    with pytest.raises(UnsafeDestination):
        check_base_url(url)


@pytest.mark.parametrize(
    ("url", "normalised"),
    [
        ("https://1.1.1.1/v1/", "https://1.1.1.1/v1"),
        ("http://1.1.1.1:8080", "http://1.1.1.1:8080"),
        ("HTTPS://1.1.1.1:443/api", "HTTPS://1.1.1.1:443/api"),
        # Admins may point a provider at a local model server (ollama).
        ("http://127.0.0.1:11434", "http://127.0.0.1:11434"),
        ("http://[::1]:11434/", "http://[::1]:11434"),
    ],
)
def test_base_urls_on_http_ports_pass(url: str, normalised: str) -> None:
    assert check_base_url(url) == normalised


@pytest.mark.parametrize("url", ["http://127.0.0.1:11434", "http://[::1]:8080", "http://10.0.0.1:8080"])
def test_base_urls_can_be_held_to_public_addresses(url: str) -> None:
    with pytest.raises(UnsafeDestination):
        check_base_url(url, allow_private=False)


class _Redirector(BaseHTTPRequestHandler):
    target = ""
    hits: list[str] = []

    def do_GET(self) -> None:
        self.hits.append(self.path)
        if self.path.startswith("/redirect"):
            self.send_response(302)
            self.send_header("Location", self.target)
            self.send_header("Content-Length", "0")
            self.end_headers()
        else:
            self.send_response(200)
            self.send_header("Content-Length", "2")
            self.end_headers()
            self.wfile.write(b"ok")

    def log_message(self, *args: Any) -> None:
        return None


@pytest.fixture
def redirect_server() -> Iterator[tuple[str, list[str]]]:
    hits: list[str] = []
    handler = type("Handler", (_Redirector,), {"hits": hits})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    handler.target = f"{base}/internal-secret"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield base, hits
    server.shutdown()
    server.server_close()


def test_http_client_never_follows_redirects(redirect_server: tuple[str, list[str]]) -> None:
    base, hits = redirect_server
    with http_client() as client:
        plain = client.get(f"{base}/redirect")
        asked = client.get(f"{base}/redirect", follow_redirects=True)
        built = client.send(client.build_request("GET", f"{base}/redirect"), follow_redirects=True)
    with http_client(follow_redirects=True) as insistent:
        forced = insistent.get(f"{base}/redirect")
    for response in (plain, asked, built, forced):
        assert response.status_code == 302 and response.next_request is not None
    assert hits == ["/redirect"] * 4, "the redirect target must never be contacted"


def test_http_client_has_the_configured_timeouts() -> None:
    settings = get_settings()
    with http_client() as client:
        assert isinstance(client.timeout, httpx.Timeout)
        assert client.timeout.connect == settings.outbound_connect_timeout
        assert client.timeout.read == settings.outbound_read_timeout


def test_a_refusal_is_worded_in_the_callers_language(client: Any, admin_headers: dict[str, str]) -> None:
    from tests.providers import factories

    url = f"/api/ai-providers/providers/{factories.provider_id('openai')}"
    expected = {
        "he": "הכתובת ftp://files.example.co.il אינה מותרת: מותרות רק כתובות http ו-https",
        "en": "The address ftp://files.example.co.il is not allowed: only http and https URLs are allowed",
    }
    for language, text in expected.items():
        response = client.put(
            url,
            json={"base_url": "ftp://files.example.co.il"},
            headers={**admin_headers, "Accept-Language": language},
        )
        assert response.status_code == 400 and response.json()["code"] == "unsafe_destination"
        assert response.json()["error"] == text
