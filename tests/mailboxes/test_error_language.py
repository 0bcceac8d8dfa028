"""Mail failures are told from the catalogue in the reader's language, never in the server's English."""

from __future__ import annotations

from fastapi.testclient import TestClient

from misrad.core.i18n import translate
from tests.mailboxes.dovecot import Dovecot
from tests.mailboxes.factories import API, connect, imap_body

REFUSED = {
    "he": "שרת הדואר דחה את שם המשתמש או הסיסמה",
    "en": "the mail server refused the user name or password",
}


def test_a_refused_login_is_explained_in_hebrew_and_in_english(
    client: TestClient, member_headers: dict[str, str], dovecot: Dovecot, mailbox: str
) -> None:
    body = imap_body(dovecot, mailbox, imap_password="not-the-password")
    for language in ("he", "en"):
        response = client.post(
            f"{API}/accounts", json=body, headers={**member_headers, "Accept-Language": language}
        )
        assert response.status_code == 400 and response.json()["code"] == "mailbox_auth_failed"
        expected = translate("mailbox_auth_failed", language, reason=REFUSED[language])
        assert response.json()["error"] == expected
        assert "AUTHENTICATIONFAILED" not in response.text and "Authentication failed" not in response.text


def test_an_accounts_last_error_is_shown_in_the_readers_language(
    client: TestClient, member_headers: dict[str, str], dovecot: Dovecot, mailbox: str
) -> None:
    account_id = connect(client, member_headers, dovecot, mailbox)
    dovecot.add_user(mailbox, "changed-at-the-server")
    assert client.post(f"{API}/accounts/{account_id}/fetch", headers=member_headers).status_code == 400
    for language in ("he", "en"):
        headers = {**member_headers, "Accept-Language": language}
        account = client.get(f"{API}/accounts/{account_id}", headers=headers).json()["data"]
        assert account["status"] == "auth_failed" and account["last_error"] == REFUSED[language]
