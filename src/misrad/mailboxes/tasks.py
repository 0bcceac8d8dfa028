"""Scheduled fetching: a periodic job queues due accounts; one job fetches one account."""

from __future__ import annotations

from misrad.core.queue import periodic, task
from misrad.core.settings import get_settings
from misrad.mailboxes import fetcher, service
from misrad.mailboxes.errors import MailboxFetchInProgress, MailboxNotFound
from misrad.mailboxes.imap import MailServerError


@task("mailboxes.fetch_account")
def fetch_account(account_id: int) -> None:
    """Fetch one account if it is still due. A server failure is recorded on the account (status,
    last error, backoff) and is not retried by the queue: the account's own schedule retries it."""
    try:
        fetcher.fetch_account(account_id, only_if_due=True)
    except (MailboxFetchInProgress, MailboxNotFound, MailServerError):
        return


@task("mailboxes.schedule_fetches")
def schedule_fetches() -> None:
    service.schedule_due_fetches()


periodic("mailboxes.schedule_fetches", every_seconds=lambda: get_settings().mailbox_schedule_seconds)
