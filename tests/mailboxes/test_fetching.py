"""Fetching from a real Dovecot: Hebrew mail and invoices in, nothing twice, crashes, outages, renumbering."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select

from misrad.core.clock import utcnow
from misrad.core.db import get_database
from misrad.mailboxes import fetcher
from misrad.mailboxes.models import MailboxAccount, MailboxMessage
from misrad.mailboxes.repository import AccountRepository
from tests.auth.factories import bearer_headers, make_user
from tests.mailboxes.dovecot import Dovecot
from tests.mailboxes.factories import (
    API,
    connect,
    encoded_word,
    forwarded,
    hebrew_invoice,
    invoice_pdf,
    invoice_png,
    mail,
)

DOCS = "/api/email-scanning/documents"


def account_row(account_id: int) -> MailboxAccount:
    with get_database().unit_of_work(write=False) as session:
        account = session.get(MailboxAccount, account_id)
        assert account is not None
        session.expunge(account)
        return account


def stored_keys(account_id: int) -> list[str]:
    with get_database().unit_of_work(write=False) as session:
        return list(
            session.scalars(select(MailboxMessage.message_key).where(MailboxMessage.account_id == account_id))
        )


def document_count() -> int:
    from misrad.documents.models import Document

    with get_database().unit_of_work(write=False) as session:
        return int(session.scalar(select(func.count(Document.id))) or 0)


def fetch(client: TestClient, headers: dict[str, str], account_id: int) -> dict[str, Any]:
    response = client.post(f"{API}/accounts/{account_id}/fetch", headers=headers)
    assert response.status_code == 200, response.text
    return dict(response.json()["data"])


def messages(client: TestClient, headers: dict[str, str], query: str = "") -> list[dict[str, Any]]:
    response = client.get(f"{API}/messages?per_page=100{query}", headers=headers)
    assert response.status_code == 200, response.text
    return list(response.json()["data"]["messages"])


def test_hebrew_mail_with_invoices_becomes_messages_and_documents(
    client: TestClient, member_headers: dict[str, str], dovecot: Dovecot, mailbox: str
) -> None:
    pdf = hebrew_invoice(7, "text")
    jpg = hebrew_invoice(8, "photo")
    dovecot.deliver(mailbox, mail("חשבונית מס 1001", attachments=[pdf], message_id="<utf8@supplier.co.il>"))
    dovecot.deliver(
        mailbox,
        mail(
            "x",
            raw_subject=encoded_word("קבלה על תשלום", "windows-1255"),
            sender=f"{encoded_word('חברת החשמל', 'windows-1255')} <bills@iec.co.il>",
            attachments=[jpg],
            message_id="<cp1255@iec.co.il>",
        ),
    )
    dovecot.deliver(
        mailbox,
        mail(
            "x",
            raw_subject=encoded_word("חשבון חודשי", "iso-8859-8-i", "Q"),
            attachments=[
                ("scan.png", "image/png", invoice_png()),
                ("terms.docx", "application/octet-stream", b"PK\x03\x04 not an invoice"),
            ],
            message_id="<iso88598@supplier.co.il>",
        ),
    )
    inner = mail("חשבונית מקורית", attachments=[("inner.pdf", "application/pdf", invoice_pdf())])
    dovecot.deliver(mailbox, forwarded(inner, subject="Fwd: חשבונית מקורית"))
    dovecot.deliver(mailbox, mail("שלום, אין קובץ מצורף", message_id="<plain@supplier.co.il>"))

    account_id = connect(client, member_headers, dovecot, mailbox)
    assert fetch(client, member_headers, account_id) == {"fetched": 5, "new_documents": 4}

    listed = messages(client, member_headers)
    by_subject = {m["subject"]: m for m in listed}
    assert set(by_subject) == {
        "חשבונית מס 1001",
        "קבלה על תשלום",
        "חשבון חודשי",
        "Fwd: חשבונית מקורית",
        "שלום, אין קובץ מצורף",
    }
    receipt = by_subject["קבלה על תשלום"]
    assert receipt["sender"] == "חברת החשמל <bills@iec.co.il>"
    assert receipt["message_id"] == "<cp1255@iec.co.il>"
    assert receipt["account_id"] == account_id and receipt["received_at"]
    assert by_subject["חשבונית מס 1001"]["sender"] == 'ספק בע"מ <billing@supplier.co.il>'
    monthly = by_subject["חשבון חודשי"]
    assert monthly["has_attachments"] is True and monthly["attachment_count"] == 2
    assert len(monthly["document_ids"]) == 1
    skipped = [a for a in monthly["attachments"] if a["status"] == "skipped"]
    assert [(a["filename"], a["skip_reason"]) for a in skipped] == [("terms.docx", "not_an_invoice_file")]
    assert len(by_subject["Fwd: חשבונית מקורית"]["document_ids"]) == 1
    plain = by_subject["שלום, אין קובץ מצורף"]
    assert plain["has_attachments"] is False and plain["document_ids"] == [] and plain["processed"] is True
    assert all(m["processed"] for m in listed)

    # Every invoice attachment is a document of the account's owner, with source email.
    for message in listed:
        for document_id in message["document_ids"]:
            detail = client.get(f"{DOCS}/{document_id}", headers=member_headers)
            assert detail.status_code == 200, detail.text
            assert detail.json()["data"]["source"] == "email"
            assert detail.json()["data"]["email_message_id"] == message["id"]
    photo = client.get(f"{DOCS}/{receipt['document_ids'][0]}", headers=member_headers).json()["data"]
    assert photo["filename"] == jpg[0]

    one = client.get(f"{API}/messages/{receipt['id']}", headers=member_headers)
    assert one.status_code == 200 and one.json()["data"]["subject"] == "קבלה על תשלום"
    stranger = bearer_headers(make_user())
    assert client.get(f"{API}/messages/{receipt['id']}", headers=stranger).status_code == 404
    assert client.get(f"{API}/messages", headers=stranger).json()["data"]["total"] == 0

    # Filters of the spec.
    assert {m["subject"] for m in messages(client, member_headers, "&has_attachments=false")} == {
        "שלום, אין קובץ מצורף"
    }
    assert len(messages(client, member_headers, "&has_attachments=true")) == 4
    assert len(messages(client, member_headers, f"&account_id={account_id}&processed=true")) == 5
    assert messages(client, member_headers, "&processed=false") == []

    account = client.get(f"{API}/accounts/{account_id}", headers=member_headers).json()["data"]
    assert account["total_messages"] == 5 and account["unprocessed_messages"] == 0
    assert account["status"] == "active" and account["last_fetch"]

    # A second fetch finds nothing new; a later message is the only one taken.
    assert fetch(client, member_headers, account_id) == {"fetched": 0, "new_documents": 0}
    dovecot.deliver(
        mailbox, mail("חשבונית 1002", attachments=[("late.pdf", "application/pdf", invoice_pdf())])
    )
    assert fetch(client, member_headers, account_id) == {"fetched": 1, "new_documents": 1}
    assert fetch(client, member_headers, account_id) == {"fetched": 0, "new_documents": 0}
    assert len(messages(client, member_headers)) == 6
    assert document_count() == 5


def _deliver_invoices(dovecot: Dovecot, user: str, count: int) -> None:
    for n in range(count):
        attachment = (f"invoice-{n}.pdf", "application/pdf", invoice_pdf(5000 + n))
        dovecot.deliver(user, mail(f"חשבונית {n}", attachments=[attachment], message_id=f"<n{n}@s.co.il>"))


_KILLER = """
import os, signal, sys
import misrad.intake.service as intake
from misrad.mailboxes import fetcher

account_id, survive = int(sys.argv[1]), int(sys.argv[2])
real = intake.accept_file
calls = 0

def dying(*args, **kwargs):
    # The (survive+1)-th attachment: its message row is written but not committed. Die like a worker
    # killed by the OOM killer: no exception handler, no clean-up, the lease left behind.
    global calls
    calls += 1
    if calls > survive:
        os.kill(os.getpid(), signal.SIGKILL)
    return real(*args, **kwargs)

intake.accept_file = dying
fetcher.fetch_account(account_id)
"""


def test_a_fetch_killed_half_way_and_run_again_imports_each_message_once(
    client: TestClient, member_headers: dict[str, str], dovecot: Dovecot, mailbox: str
) -> None:
    _deliver_invoices(dovecot, mailbox, 7)
    account_id = connect(client, member_headers, dovecot, mailbox)

    env = {**os.environ, "MISRAD_MAILBOX_FETCH_LEASE_SECONDS": "2"}
    child = subprocess.run(
        [sys.executable, "-c", _KILLER, str(account_id), "3"], env=env, capture_output=True, timeout=60
    )
    assert child.returncode == -signal.SIGKILL, child.stderr.decode()[-2000:]
    assert len(stored_keys(account_id)) == 3
    assert document_count() == 3
    dead = account_row(account_id)
    assert dead.lease_token is not None and dead.last_uid > 0  # the dead worker's lease and cursor

    # The dead worker's lease runs out; the next fetch resumes after the last stored message.
    deadline = time.monotonic() + 10
    while account_row(account_id).lease_until.replace(tzinfo=None) >= utcnow().replace(tzinfo=None):  # type: ignore[union-attr]
        assert time.monotonic() < deadline
        time.sleep(0.1)
    assert fetch(client, member_headers, account_id) == {"fetched": 4, "new_documents": 4}
    assert fetch(client, member_headers, account_id) == {"fetched": 0, "new_documents": 0}
    keys = stored_keys(account_id)
    assert sorted(keys) == sorted(f"mid:<n{n}@s.co.il>" for n in range(7))
    assert document_count() == 7
    assert account_row(account_id).lease_token is None


class Crash(Exception):
    pass


def test_a_fetch_that_fails_after_some_messages_resumes_without_duplicates(
    client: TestClient, member_headers: dict[str, str], dovecot: Dovecot, mailbox: str, monkeypatch: Any
) -> None:
    _deliver_invoices(dovecot, mailbox, 6)
    account_id = connect(client, member_headers, dovecot, mailbox)

    real_parse = fetcher.parse_message
    calls = Counter[str]()

    def failing(raw: bytes) -> Any:
        if b"Content-Type: multipart" in raw:  # a full body, not the header fields of a listing
            calls["bodies"] += 1
            if calls["bodies"] == 3:
                raise Crash("the parser fell over")
        return real_parse(raw)

    monkeypatch.setattr(fetcher, "parse_message", failing)
    with pytest.raises(Crash):
        fetcher.fetch_account(account_id)
    assert len(stored_keys(account_id)) == 2
    failed = account_row(account_id)
    assert failed.status == "error" and failed.lease_token is None and failed.failure_count == 1
    monkeypatch.setattr(fetcher, "parse_message", real_parse)

    # While another worker holds the account, a fetch is refused (409), not run alongside.
    with get_database().unit_of_work() as session:
        now = utcnow()
        assert AccountRepository(session).claim_lease(
            account_id, "other", now, now.replace(year=now.year + 1)
        )
    busy = client.post(f"{API}/accounts/{account_id}/fetch", headers=member_headers)
    assert busy.status_code == 409 and busy.json()["code"] == "mailbox_fetch_in_progress"
    with get_database().unit_of_work() as session:
        assert AccountRepository(session).settle(account_id, "other")

    assert fetch(client, member_headers, account_id) == {"fetched": 4, "new_documents": 4}
    assert sorted(stored_keys(account_id)) == sorted(f"mid:<n{n}@s.co.il>" for n in range(6))
    assert document_count() == 6
    recovered = account_row(account_id)
    assert recovered.status == "active" and recovered.failure_count == 0 and recovered.last_error is None


def test_two_fetches_racing_import_each_message_once(
    client: TestClient, member_headers: dict[str, str], dovecot: Dovecot, mailbox: str
) -> None:
    import threading

    _deliver_invoices(dovecot, mailbox, 5)
    account_id = connect(client, member_headers, dovecot, mailbox)
    outcomes: list[object] = []

    def run() -> None:
        try:
            outcomes.append(fetcher.fetch_account(account_id))
        except Exception as exc:
            outcomes.append(exc)

    threads = [threading.Thread(target=run) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    results = [o for o in outcomes if isinstance(o, fetcher.FetchResult)]
    refused = [o for o in outcomes if not isinstance(o, fetcher.FetchResult)]
    assert all(type(o).__name__ == "MailboxFetchInProgress" for o in refused), refused
    assert sum(r.fetched for r in results) == 5
    assert len(stored_keys(account_id)) == 5 and document_count() == 5


def test_a_server_that_goes_away_marks_the_account_and_it_recovers(
    client: TestClient, member_headers: dict[str, str], oauth: Any
) -> None:
    server = Dovecot(oauth)
    try:
        server.start()
        user = "outage@example.co.il"
        server.add_user(user, "s3cret")
        server.deliver(user, mail("לפני ההפסקה"))
        account_id = connect(client, member_headers, server, user)
        assert fetch(client, member_headers, account_id)["fetched"] == 1

        server.stop()
        down = client.post(
            f"{API}/accounts/{account_id}/fetch", headers={**member_headers, "Accept-Language": "en"}
        )
        assert down.status_code == 400 and down.json()["code"] == "mailbox_connection_failed"
        account = client.get(f"{API}/accounts/{account_id}", headers=member_headers).json()["data"]
        assert account["status"] == "error" and account["last_error"]
        row = account_row(account_id)
        assert row.failure_count == 1 and row.lease_token is None
        # It backs off: the next scheduled try is one interval later, the one after that two.
        first_wait = row.next_fetch_at.replace(tzinfo=None) - utcnow().replace(tzinfo=None)  # type: ignore[union-attr]
        assert 9 * 60 < first_wait.total_seconds() <= 10 * 60
        assert client.post(f"{API}/accounts/{account_id}/fetch", headers=member_headers).status_code == 400
        row = account_row(account_id)
        second_wait = row.next_fetch_at.replace(tzinfo=None) - utcnow().replace(tzinfo=None)  # type: ignore[union-attr]
        assert row.failure_count == 2 and 19 * 60 < second_wait.total_seconds() <= 20 * 60

        server.start()
        server.deliver(user, mail("אחרי ההפסקה"))
        assert fetch(client, member_headers, account_id) == {"fetched": 1, "new_documents": 0}
        account = client.get(f"{API}/accounts/{account_id}", headers=member_headers).json()["data"]
        assert account["status"] == "active" and account["last_error"] is None
        assert account["total_messages"] == 2
        assert account_row(account_id).failure_count == 0
    finally:
        server.close()


def test_a_renumbered_mailbox_imports_nothing_twice(
    client: TestClient, member_headers: dict[str, str], dovecot: Dovecot, mailbox: str
) -> None:
    _deliver_invoices(dovecot, mailbox, 3)
    # A message without a Message-ID is recognised by its header fields instead.
    anonymous = mail("ללא מזהה").replace(b"Message-ID:", b"X-Old-Id:")
    dovecot.deliver(mailbox, anonymous)
    account_id = connect(client, member_headers, dovecot, mailbox)
    assert fetch(client, member_headers, account_id) == {"fetched": 4, "new_documents": 3}
    before = account_row(account_id)

    dovecot.renumber(mailbox)
    dovecot.deliver(mailbox, mail("חשבונית אחרי השחזור", message_id="<after@s.co.il>"))
    assert fetch(client, member_headers, account_id) == {"fetched": 1, "new_documents": 0}
    after = account_row(account_id)
    assert after.uidvalidity != before.uidvalidity
    assert len(stored_keys(account_id)) == 5 and document_count() == 3
    assert fetch(client, member_headers, account_id) == {"fetched": 0, "new_documents": 0}


def test_a_password_changed_on_the_server_marks_the_account_until_it_is_entered_again(
    client: TestClient, member_headers: dict[str, str], dovecot: Dovecot, mailbox: str
) -> None:
    account_id = connect(client, member_headers, dovecot, mailbox)
    dovecot.add_user(mailbox, "changed-at-the-server")
    refused = client.post(f"{API}/accounts/{account_id}/fetch", headers=member_headers)
    assert refused.status_code == 400 and refused.json()["code"] == "mailbox_auth_failed"
    account = client.get(f"{API}/accounts/{account_id}", headers=member_headers).json()["data"]
    assert account["status"] == "auth_failed" and account["last_error"]
    assert "changed-at-the-server" not in str(account)

    dovecot.deliver(mailbox, mail("אחרי החלפת סיסמה"))
    updated = client.put(
        f"{API}/accounts/{account_id}",
        json={"imap_password": "changed-at-the-server"},
        headers=member_headers,
    )
    assert updated.status_code == 200 and updated.json()["data"]["status"] == "active"
    assert fetch(client, member_headers, account_id) == {"fetched": 1, "new_documents": 0}


def test_a_person_s_fetch_waits_for_the_running_one_and_counts_what_it_brought(
    client: TestClient, dovecot: Dovecot, mailbox: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The page's "fetch now" right after connecting meets the scheduled first fetch: it waits for it
    instead of saying "busy", and reports the messages that arrived since the click, whoever stored them."""
    import threading

    from misrad.auth.schemas import Caller
    from misrad.core.settings import get_settings
    from misrad.mailboxes import service
    from misrad.mailboxes.errors import MailboxFetchInProgress

    user = make_user(role="member")
    caller = Caller(id=user.id, email=user.email, display_name="", role=user.role)
    _deliver_invoices(dovecot, mailbox, 2)
    account_id = connect(client, bearer_headers(user), dovecot, mailbox)

    def hold_lease() -> None:
        with get_database().unit_of_work() as session:
            now = utcnow()
            until = now.replace(year=now.year + 1)
            assert AccountRepository(session).claim_lease(account_id, "scheduled", now, until)

    hold_lease()
    outcomes: list[object] = []
    waiting = threading.Thread(
        target=lambda: outcomes.append(service.fetch_account_waiting(caller, account_id))
    )
    waiting.start()
    time.sleep(0.8)
    assert waiting.is_alive() and not outcomes  # waiting, not refused
    # The scheduled fetch ends and another one runs at once: whichever stores the two, they are counted.
    with get_database().unit_of_work() as session:
        assert AccountRepository(session).settle(account_id, "scheduled")
    with contextlib.suppress(MailboxFetchInProgress):  # the person's fetch may take the account first
        fetcher.fetch_account(account_id)
    waiting.join(30)
    assert outcomes == [fetcher.FetchResult(2, 2)]
    assert len(stored_keys(account_id)) == 2

    # A fetch that never ends (its worker died holding the lease) is waited for only so long.
    monkeypatch.setattr(get_settings(), "mailbox_fetch_wait_seconds", 0.5)
    hold_lease()
    started = time.monotonic()
    with pytest.raises(MailboxFetchInProgress):
        service.fetch_account_waiting(caller, account_id)
    assert time.monotonic() - started < 5
