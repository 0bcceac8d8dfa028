"""Accounts against a real Dovecot: connect, refuse wrong passwords, keep secrets, privacy, updates."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select

from misrad.core.db import get_database
from misrad.core.security import secret_box
from misrad.mailboxes.models import MailboxAccount
from tests.auth.factories import bearer_headers, make_user
from tests.mailboxes.dovecot import Dovecot
from tests.mailboxes.factories import API, imap_body


def stored(account_id: int) -> MailboxAccount:
    with get_database().unit_of_work(write=False) as session:
        account = session.get(MailboxAccount, account_id)
        assert account is not None
        return account


def test_account_connects_and_never_shows_its_password(
    client: TestClient, member_headers: dict[str, str], dovecot: Dovecot, mailbox: str
) -> None:
    response = client.post(f"{API}/accounts", json=imap_body(dovecot, mailbox), headers=member_headers)
    assert response.status_code == 201, response.text
    data = response.json()["data"]
    assert data["email"] == mailbox
    assert data["provider"] == "imap"
    assert data["status"] == "active"
    assert data["auto_fetch_enabled"] is True
    assert data["total_messages"] == 0 and data["has_credentials"] is True
    password = dovecot.passwords[mailbox]
    assert password not in response.text
    listed = client.get(f"{API}/accounts", headers=member_headers)
    assert [a["id"] for a in listed.json()["data"]] == [data["id"]]
    assert password not in listed.text
    account = stored(data["id"])
    assert account.sealed_password and password not in account.sealed_password
    assert secret_box().open(account.sealed_password) == password


def test_wrong_password_is_refused_and_nothing_is_saved(
    client: TestClient, member_headers: dict[str, str], dovecot: Dovecot, mailbox: str
) -> None:
    body = imap_body(dovecot, mailbox, imap_password="not-the-password")
    response = client.post(f"{API}/accounts", json=body, headers={**member_headers, "Accept-Language": "en"})
    assert response.status_code == 400
    assert response.json()["code"] == "mailbox_auth_failed"
    assert "not-the-password" not in response.text
    assert client.get(f"{API}/accounts", headers=member_headers).json()["data"] == []


def test_unreachable_or_private_servers_are_refused(
    client: TestClient, member_headers: dict[str, str], dovecot: Dovecot, mailbox: str, monkeypatch: Any
) -> None:
    from tests.scratch import free_port

    closed = client.post(
        f"{API}/accounts", json=imap_body(dovecot, mailbox, imap_port=free_port()), headers=member_headers
    )
    assert closed.status_code == 400 and closed.json()["code"] == "mailbox_connection_failed"

    from misrad.core.settings import get_settings

    monkeypatch.setenv("MISRAD_ALLOW_PRIVATE_NETWORKS", "false")
    get_settings.cache_clear()
    guarded = client.post(f"{API}/accounts", json=imap_body(dovecot, mailbox), headers=member_headers)
    assert guarded.status_code == 400 and guarded.json()["code"] == "mailbox_connection_failed"
    assert client.get(f"{API}/accounts", headers=member_headers).json()["data"] == []


def test_invalid_bodies_are_400(
    client: TestClient, member_headers: dict[str, str], dovecot: Dovecot, mailbox: str
) -> None:
    for body in (
        imap_body(dovecot, mailbox, fetch_interval=0),
        imap_body(dovecot, mailbox, fetch_interval=1441),
        imap_body(dovecot, mailbox, provider="pop3"),
        imap_body(dovecot, mailbox, imap_server="bad host/name"),
        {k: v for k, v in imap_body(dovecot, mailbox).items() if k != "imap_password"},
    ):
        response = client.post(f"{API}/accounts", json=body, headers=member_headers)
        assert response.status_code == 400, (body, response.text)


def test_accounts_are_private_to_their_owner(
    client: TestClient,
    member_headers: dict[str, str],
    admin_headers: dict[str, str],
    dovecot: Dovecot,
    mailbox: str,
) -> None:
    account_id = client.post(
        f"{API}/accounts", json=imap_body(dovecot, mailbox), headers=member_headers
    ).json()["data"]["id"]
    other = bearer_headers(make_user())
    assert client.get(f"{API}/accounts", headers=other).json()["data"] == []
    for method, path in (
        ("GET", f"{API}/accounts/{account_id}"),
        ("PUT", f"{API}/accounts/{account_id}"),
        ("DELETE", f"{API}/accounts/{account_id}"),
        ("POST", f"{API}/accounts/{account_id}/fetch"),
        ("GET", f"{API}/messages?account_id={account_id}"),
    ):
        response = client.request(method, path, headers=other, json={} if method == "PUT" else None)
        assert response.status_code == 404, (method, path, response.text)
    assert [a["id"] for a in client.get(f"{API}/accounts", headers=admin_headers).json()["data"]] == [
        account_id
    ]
    assert client.get(f"{API}/accounts").status_code == 401


def test_update_retests_new_secrets_and_clears_a_secret_sent_elsewhere(
    client: TestClient, member_headers: dict[str, str], dovecot: Dovecot, mailbox: str
) -> None:
    created = client.post(f"{API}/accounts", json=imap_body(dovecot, mailbox), headers=member_headers)
    assert created.status_code == 201, created.text
    account_id = created.json()["data"]["id"]
    path = f"{API}/accounts/{account_id}"

    updated = client.put(path, json={"fetch_interval": 60, "auto_fetch": False}, headers=member_headers)
    assert updated.status_code == 200
    assert (
        updated.json()["data"]["fetch_interval"] == 60
        and updated.json()["data"]["auto_fetch_enabled"] is False
    )
    assert stored(account_id).sealed_password is not None

    wrong = client.put(path, json={"imap_password": "wrong"}, headers=member_headers)
    assert wrong.status_code == 400 and wrong.json()["code"] == "mailbox_auth_failed"
    assert secret_box().open(stored(account_id).sealed_password or "") == dovecot.passwords[mailbox]

    # A new server without the password: the password must not follow the account there.
    moved = client.put(path, json={"imap_server": "localhost"}, headers=member_headers)
    assert moved.status_code == 200
    assert (
        moved.json()["data"]["has_credentials"] is False and moved.json()["data"]["status"] == "auth_failed"
    )
    assert stored(account_id).sealed_password is None

    back = client.put(path, json={"imap_password": dovecot.passwords[mailbox]}, headers=member_headers)
    assert back.status_code == 200 and back.json()["data"]["status"] == "active"
    assert client.put(path, json={"provider": "gmail"}, headers=member_headers).status_code == 400

    assert client.delete(path, headers=member_headers).status_code == 200
    assert client.get(path, headers=member_headers).status_code == 404
    with get_database().unit_of_work(write=False) as session:
        assert session.scalars(select(MailboxAccount)).all() == []


def test_a_server_that_never_answers_times_out(
    client: TestClient,
    member_headers: dict[str, str],
    dovecot: Dovecot,
    mailbox: str,
    monkeypatch: Any,
    caplog: Any,
) -> None:
    import socket

    from misrad.core.settings import get_settings

    monkeypatch.setenv("MISRAD_MAILBOX_TIMEOUT_SECONDS", "1")
    get_settings.cache_clear()
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(5)  # accepts connections (the kernel does) and never says a word
    try:
        body = imap_body(dovecot, mailbox, imap_port=silent.getsockname()[1])
        response = client.post(
            f"{API}/accounts", json=body, headers={**member_headers, "Accept-Language": "en"}
        )
    finally:
        silent.close()
    assert response.status_code == 400 and response.json()["code"] == "mailbox_connection_failed"
    assert "timed out" in response.json()["error"]
    assert dovecot.passwords[mailbox] not in response.text + caplog.text
