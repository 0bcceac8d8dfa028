"""Scheduled fetching through the queue's periodic jobs: auto_fetch, fetch_interval, one job per account."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select

from misrad.core.clock import utcnow
from misrad.core.db import get_database
from misrad.core.queue import enqueue
from misrad.core.queue.models import Job
from misrad.core.queue.service import enqueue_due_periodic_jobs
from misrad.mailboxes import fetcher, service
from misrad.mailboxes.models import MailboxAccount
from tests.mailboxes.dovecot import Dovecot
from tests.mailboxes.factories import API, connect, hebrew_invoice, mail
from tests.scratch import free_port

FETCH_JOB = "mailboxes.fetch_account"


def fetch_jobs() -> int:
    with get_database().unit_of_work(write=False) as session:
        return int(session.scalar(select(func.count(Job.id)).where(Job.name == FETCH_JOB)) or 0)


def account(account_id: int) -> MailboxAccount:
    with get_database().unit_of_work(write=False) as session:
        row = session.get(MailboxAccount, account_id)
        assert row is not None
        session.expunge(row)
        return row


def total(client: TestClient, headers: dict[str, str], account_id: int) -> int:
    data = client.get(f"{API}/accounts/{account_id}", headers=headers).json()["data"]
    return int(data["total_messages"])


def schedule_now() -> None:
    """What the periodic job does every minute (its own slot row is already used in this minute)."""
    with get_database().unit_of_work() as session:
        enqueue(session, "mailboxes.schedule_fetches")


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Callable[[timedelta], None]:
    """Move the mailboxes' clock forward (the queue's own clock stays real, so jobs stay runnable)."""
    offset = timedelta()

    def now() -> datetime:
        return utcnow() + offset

    monkeypatch.setattr(service, "utcnow", now)
    monkeypatch.setattr(fetcher, "utcnow", now)

    def advance(by: timedelta) -> None:
        nonlocal offset
        offset += by

    return advance


def test_due_accounts_are_fetched_by_the_periodic_job_every_interval(
    client: TestClient,
    member_headers: dict[str, str],
    dovecot: Dovecot,
    run_jobs: Callable[[], int],
    clock: Callable[[timedelta], None],
    mailbox: str,
) -> None:
    manual, broken = dovecot.new_user(), dovecot.new_user()
    invoice = hebrew_invoice(11, "text")
    dovecot.deliver(mailbox, mail("חשבונית מתוזמנת", attachments=[invoice]))
    dovecot.deliver(manual, mail("לא נמשך אוטומטית"))
    dovecot.deliver(broken, mail("שרת נפל"))
    scheduled = connect(client, member_headers, dovecot, mailbox, fetch_interval=10)
    off = connect(client, member_headers, dovecot, manual, auto_fetch=False)
    failing = connect(client, member_headers, dovecot, broken, fetch_interval=5)
    with get_database().unit_of_work() as session:
        row = session.get(MailboxAccount, failing)
        assert row is not None
        row.imap_port = free_port()  # its server is gone

    assert enqueue_due_periodic_jobs() >= 1  # the queue's periodic job queues mailboxes.schedule_fetches
    run_jobs()
    assert fetch_jobs() == 2  # the two auto_fetch accounts, not the one turned off
    assert total(client, member_headers, scheduled) == 1
    assert total(client, member_headers, off) == 0
    assert account(failing).status == "error" and account(failing).failure_count == 1
    fetched = account(scheduled)
    assert fetched.status == "active" and fetched.last_fetch is not None
    assert fetched.next_fetch_at is not None and fetched.last_fetch is not None
    assert fetched.next_fetch_at - fetched.last_fetch == timedelta(minutes=10)
    # The email's invoice went through the ordinary pipeline.
    message = client.get(f"{API}/messages?account_id={scheduled}", headers=member_headers).json()["data"]
    document_id = message["messages"][0]["document_ids"][0]
    document = client.get(f"/api/email-scanning/documents/{document_id}", headers=member_headers).json()[
        "data"
    ]
    assert document["source"] == "email" and document["status"] in ("processed", "failed")

    # Scheduling again at once queues nothing: nothing is due, and nothing is queued twice.
    dovecot.deliver(mailbox, mail("חשבונית שנייה"))
    schedule_now()
    schedule_now()
    run_jobs()
    assert fetch_jobs() == 2 and total(client, member_headers, scheduled) == 1

    # Six minutes on: the failing account retries (backoff: one interval), the other is not due yet.
    clock(timedelta(minutes=6))
    schedule_now()
    run_jobs()
    assert fetch_jobs() == 3 and account(failing).failure_count == 2
    assert total(client, member_headers, scheduled) == 1

    # Ten minutes after its fetch, the scheduled account is fetched again and finds the new message.
    clock(timedelta(minutes=5))
    schedule_now()
    run_jobs()
    assert total(client, member_headers, scheduled) == 2
    assert account(failing).failure_count == 2  # backed off to two intervals: not yet
    assert total(client, member_headers, off) == 0


def test_a_queued_fetch_does_nothing_when_the_account_was_fetched_or_turned_off_meanwhile(
    client: TestClient,
    member_headers: dict[str, str],
    dovecot: Dovecot,
    run_jobs: Callable[[], int],
    mailbox: str,
) -> None:
    account_id = connect(client, member_headers, dovecot, mailbox)
    dovecot.deliver(mailbox, mail("אחת"))
    with get_database().unit_of_work() as session:
        enqueue(session, FETCH_JOB, account_id=account_id)
        enqueue(session, FETCH_JOB, account_id=account_id)
    run_jobs()
    assert total(client, member_headers, account_id) == 1
    first = account(account_id).last_fetch

    updated = client.put(f"{API}/accounts/{account_id}", json={"auto_fetch": False}, headers=member_headers)
    assert updated.status_code == 200
    with get_database().unit_of_work() as session:
        row = session.get(MailboxAccount, account_id)
        assert row is not None
        row.next_fetch_at = utcnow() - timedelta(minutes=1)
        enqueue(session, FETCH_JOB, account_id=account_id)
    dovecot.deliver(mailbox, mail("שתיים"))
    run_jobs()
    assert total(client, member_headers, account_id) == 1 and account(account_id).last_fetch == first
    assert service.schedule_due_fetches() == 0

    # A job for an account deleted meanwhile just ends.
    assert client.delete(f"{API}/accounts/{account_id}", headers=member_headers).status_code == 200
    with get_database().unit_of_work() as session:
        job_id = enqueue(session, FETCH_JOB, account_id=account_id)
    run_jobs()
    with get_database().unit_of_work(write=False) as session:
        job = session.get(Job, job_id)
        assert job is not None and job.status == "done", job.status if job else None
