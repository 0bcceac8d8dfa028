"""The Gmail path: SASL XOAUTH2 against the test Dovecot, tokens expiring and refreshed at token_uri."""

from __future__ import annotations

import json
from typing import Any

import pytest
from fastapi.testclient import TestClient

from misrad.core.clock import as_utc, utcnow
from misrad.core.db import get_database
from misrad.core.security import secret_box
from misrad.mailboxes.models import MailboxAccount
from tests.mailboxes.dovecot import Dovecot, OAuthServer
from tests.mailboxes.factories import API, invoice_pdf, mail

CLIENT_ID = "1234.apps.googleusercontent.com"
CLIENT_SECRET = "GOCSPX-test-secret"


def gmail_body(dovecot: Dovecot, user: str, **credentials: str) -> dict[str, Any]:
    return {
        "provider": "gmail",
        "email": user,
        "credentials": {"client_id": CLIENT_ID, "client_secret": CLIENT_SECRET, **credentials},
        "imap_server": "127.0.0.1",
        "imap_port": dovecot.port,
        "use_ssl": False,
        "auto_fetch": True,
        "fetch_interval": 15,
    }


def stored_credentials(account_id: int) -> tuple[dict[str, str], MailboxAccount]:
    with get_database().unit_of_work(write=False) as session:
        account = session.get(MailboxAccount, account_id)
        assert account is not None and account.sealed_credentials
        session.expunge(account)
    return json.loads(secret_box().open(account.sealed_credentials)), account


def fetch(client: TestClient, headers: dict[str, str], account_id: int) -> Any:
    return client.post(f"{API}/accounts/{account_id}/fetch", headers=headers)


def test_gmail_logs_in_with_xoauth2_and_refreshes_expired_tokens(
    client: TestClient, member_headers: dict[str, str], dovecot: Dovecot, oauth: OAuthServer, mailbox: str
) -> None:
    access = oauth.issue(mailbox)
    refresh = oauth.grant(mailbox, CLIENT_ID, CLIENT_SECRET)
    body = gmail_body(dovecot, mailbox, access_token=access, refresh_token=refresh, token_uri=oauth.token_uri)
    calls = oauth.refresh_calls
    created = client.post(f"{API}/accounts", json=body, headers=member_headers)
    assert created.status_code == 201, created.text
    account_id = created.json()["data"]["id"]
    assert created.json()["data"]["provider"] == "gmail"
    for secret in (access, refresh, CLIENT_SECRET):
        assert secret not in created.text
        assert secret not in client.get(f"{API}/accounts", headers=member_headers).text
    assert oauth.refresh_calls == calls  # the given token worked: no refresh
    assert oauth.introspected[-1] == access

    dovecot.deliver(
        mailbox, mail("חשבונית מ-Gmail", attachments=[("g.pdf", "application/pdf", invoice_pdf())])
    )
    first = fetch(client, member_headers, account_id)
    assert first.status_code == 200 and first.json()["data"] == {"fetched": 1, "new_documents": 1}

    # The hour is over: Dovecot refuses the token; the fetch refreshes it once and carries on.
    oauth.expire_all()
    dovecot.deliver(mailbox, mail("חשבונית שנייה"))
    second = fetch(client, member_headers, account_id)
    assert second.status_code == 200 and second.json()["data"]["fetched"] == 1
    assert oauth.refresh_calls == calls + 1
    credentials, account = stored_credentials(account_id)
    renewed = credentials["access_token"]
    assert renewed != access and credentials["refresh_token"] == refresh
    assert account.token_expires_at is not None
    assert 3500 < (as_utc(account.token_expires_at) - utcnow()).total_seconds() <= 3600
    assert account.status == "active"

    # The new token is kept and used: no refresh on the next fetch.
    assert fetch(client, member_headers, account_id).json()["data"]["fetched"] == 0
    assert oauth.refresh_calls == calls + 1 and oauth.introspected[-1] == renewed


def test_a_token_known_to_expire_is_refreshed_before_login_and_rotation_is_kept(
    client: TestClient,
    member_headers: dict[str, str],
    dovecot: Dovecot,
    oauth: OAuthServer,
    mailbox: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    refresh = oauth.grant(mailbox, CLIENT_ID, CLIENT_SECRET)
    # No access token at all: the connection test itself refreshes.
    created = client.post(
        f"{API}/accounts",
        json=gmail_body(dovecot, mailbox, refresh_token=refresh, token_uri=oauth.token_uri),
        headers=member_headers,
    )
    assert created.status_code == 201, created.text
    account_id = created.json()["data"]["id"]
    credentials, account = stored_credentials(account_id)
    assert credentials["access_token"] in oauth.valid and account.token_expires_at is not None

    # Tokens now live 30 s, less than the early-refresh margin; the server rotates refresh tokens.
    monkeypatch.setattr(oauth, "lifetime", 30)
    monkeypatch.setattr(oauth, "rotate", True)
    with get_database().unit_of_work() as session:
        row = session.get(MailboxAccount, account_id)
        assert row is not None
        row.token_expires_at = utcnow()
    seen = len(oauth.introspected)
    calls = oauth.refresh_calls
    assert fetch(client, member_headers, account_id).status_code == 200
    assert oauth.refresh_calls == calls + 1
    rotated, account = stored_credentials(account_id)
    assert rotated["refresh_token"] != refresh and rotated["refresh_token"] in oauth.refresh_tokens
    # Refreshed before logging in: Dovecot only ever saw the new token.
    assert oauth.introspected[seen:] == [rotated["access_token"]]
    assert account.token_expires_at is not None
    assert (as_utc(account.token_expires_at) - utcnow()).total_seconds() <= 30

    # The next fetch uses the rotated refresh token (the old one is revoked by now).
    assert refresh not in oauth.refresh_tokens
    assert fetch(client, member_headers, account_id).status_code == 200
    assert oauth.refresh_calls == calls + 2


def test_revoked_access_marks_the_account_and_bad_tokens_are_refused_at_creation(
    client: TestClient,
    member_headers: dict[str, str],
    dovecot: Dovecot,
    oauth: OAuthServer,
    mailbox: str,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level("DEBUG")
    english = {**member_headers, "Accept-Language": "en"}
    bad = client.post(
        f"{API}/accounts",
        json=gmail_body(dovecot, mailbox, access_token="ya29.made-up", token_uri=oauth.token_uri),
        headers=english,
    )
    assert bad.status_code == 400 and bad.json()["code"] == "mailbox_auth_failed"
    wrong_client = gmail_body(
        dovecot,
        mailbox,
        refresh_token=oauth.grant(mailbox, CLIENT_ID, CLIENT_SECRET),
        token_uri=oauth.token_uri,
    )
    wrong_client["credentials"]["client_secret"] = "not-it"
    refused = client.post(f"{API}/accounts", json=wrong_client, headers=english)
    assert refused.status_code == 400 and refused.json()["code"] == "mailbox_auth_failed"
    assert "invalid_grant" in refused.json()["error"] and "not-it" not in refused.text
    assert client.get(f"{API}/accounts", headers=member_headers).json()["data"] == []

    refresh = oauth.grant(mailbox, CLIENT_ID, CLIENT_SECRET)
    body = gmail_body(
        dovecot, mailbox, access_token=oauth.issue(mailbox), refresh_token=refresh, token_uri=oauth.token_uri
    )
    account_id = client.post(f"{API}/accounts", json=body, headers=member_headers).json()["data"]["id"]
    oauth.revoke(refresh)
    oauth.expire_all()
    failed = fetch(client, english, account_id)
    assert failed.status_code == 400 and failed.json()["code"] == "mailbox_auth_failed"
    account = client.get(f"{API}/accounts/{account_id}", headers=member_headers).json()["data"]
    assert account["status"] == "auth_failed" and "invalid_grant" in account["last_error"]

    # Reconnecting with new credentials makes it active again.
    fresh = {
        "access_token": oauth.issue(mailbox),
        "refresh_token": oauth.grant(mailbox, CLIENT_ID, CLIENT_SECRET),
    }
    updated = client.put(
        f"{API}/accounts/{account_id}",
        json={"credentials": {**body["credentials"], **fresh}},
        headers=member_headers,
    )
    assert updated.status_code == 200, updated.text
    assert updated.json()["data"]["status"] == "active"
    assert fetch(client, member_headers, account_id).status_code == 200
    # Nothing secret reached the logs on the way (failures included).
    for secret in (refresh, fresh["access_token"], fresh["refresh_token"], CLIENT_SECRET, "not-it"):
        assert secret not in caplog.text
