"""TLS: implicit TLS and STARTTLS against a Dovecot with its own certificate, verified like any other."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from tests.mailboxes.dovecot import Dovecot, OAuthServer
from tests.mailboxes.factories import API, imap_body, mail


@pytest.fixture
def tls_dovecot(oauth: OAuthServer) -> Iterator[Dovecot]:
    server = Dovecot(oauth, tls=True)
    try:
        server.start()
        server.add_user("tls@example.co.il", "s3cret")
        yield server
    finally:
        server.close()


def test_tls_connections_are_verified(
    client: TestClient,
    member_headers: dict[str, str],
    tls_dovecot: Dovecot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    user = "tls@example.co.il"
    english = {**member_headers, "Accept-Language": "en"}
    implicit = imap_body(
        tls_dovecot, user, imap_server="localhost", imap_port=tls_dovecot.tls_port, use_ssl=True
    )
    # A certificate nobody vouches for is refused, over implicit TLS and over STARTTLS alike: the
    # password is never sent.
    for body in (implicit, imap_body(tls_dovecot, user, imap_server="localhost", use_ssl=False)):
        refused = client.post(f"{API}/accounts", json=body, headers=english)
        assert refused.status_code == 400, refused.text
        assert refused.json()["code"] == "mailbox_connection_failed"
        assert "certificate" in refused.json()["error"].lower()

    # Once the certificate's issuer is trusted (as a public CA would be), both ways work.
    monkeypatch.setenv("SSL_CERT_FILE", str(tls_dovecot.ca_file))
    tls_dovecot.deliver(user, mail("חשבונית דרך TLS"))
    created = client.post(f"{API}/accounts", json=implicit, headers=member_headers)
    assert created.status_code == 201, created.text
    fetched = client.post(f"{API}/accounts/{created.json()['data']['id']}/fetch", headers=member_headers)
    assert fetched.status_code == 200 and fetched.json()["data"]["fetched"] == 1
    starttls = imap_body(tls_dovecot, user, imap_server="localhost", use_ssl=False, fetch_interval=30)
    assert client.post(f"{API}/accounts", json=starttls, headers=member_headers).status_code == 201
    # The name the user gave is what the certificate must match: the same server by its address is
    # refused, since the certificate names only "localhost".
    by_address = imap_body(tls_dovecot, user, imap_port=tls_dovecot.tls_port, use_ssl=True)
    assert by_address["imap_server"] == "127.0.0.1"
    mismatch = client.post(f"{API}/accounts", json=by_address, headers=english)
    assert mismatch.status_code == 400 and "certificate" in mismatch.json()["error"].lower()
