"""Mailbox accounts and messages: the rules. No HTTP, no commit.

Accounts are private to their owner; another user's account or message is "not found". Admins see
and manage every account (for support and offboarding); documents always belong to the account owner.

Creating an account, or changing how it connects, takes three steps so that no transaction stays
open while a mail server is tested: ``plan_*`` (reads), ``verify`` (network only), ``apply_*``
(writes). The route ends the request's transaction between the first two.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from misrad.auth.schemas import Caller
from misrad.core.clock import as_utc, utcnow
from misrad.core.db import get_database
from misrad.core.errors import InvalidInput, MisradError
from misrad.core.i18n import translate
from misrad.core.pagination import Page, PageRequest, paginate
from misrad.core.queue import enqueue
from misrad.core.security import secret_box
from misrad.core.settings import get_settings
from misrad.core.validation import field_problem
from misrad.mailboxes import fetcher
from misrad.mailboxes.connection import AccountConfig, open_session
from misrad.mailboxes.errors import (
    MailboxAuthFailed,
    MailboxConnectionFailed,
    MailboxFetchInProgress,
    MailboxMessageNotFound,
    MailboxNotFound,
)
from misrad.mailboxes.imap import MailServerError
from misrad.mailboxes.models import MailboxAccount, MailboxMessage
from misrad.mailboxes.oauth import Refreshed, check_token_uri
from misrad.mailboxes.repository import AccountRepository, MessageRepository
from misrad.mailboxes.schemas import AccountUpdate, GmailAccountCreate, ImapAccountCreate

log = logging.getLogger("misrad.mailboxes")

FETCH_JOB = "mailboxes.fetch_account"
# Fields that decide where a secret is sent: changing one without a new secret clears the secret.
CONNECTION_FIELDS = ("imap_server", "imap_port", "imap_username", "use_ssl", "email")


def _server_error(exc: MailServerError) -> MisradError:
    if exc.kind == "auth":
        return MailboxAuthFailed(reason=exc.message())
    return MailboxConnectionFailed(reason=exc.message())


def last_error_text(stored: str | None) -> str | None:
    """An account's last failure in the reader's language: stored as a catalogue key with its
    parameters (``MailServerError.record``); text stored by older versions is shown as it is."""
    if not stored:
        return None
    try:
        record = json.loads(stored)
    except ValueError:
        return translate(stored)
    if not isinstance(record, dict) or not isinstance(record.get("code"), str):
        return stored
    return translate(record["code"], **dict(record.get("params") or {}))


def _visible(caller: Caller, account: MailboxAccount | None) -> MailboxAccount:
    if account is None or (account.owner_id != caller.id and not caller.is_admin):
        raise MailboxNotFound()
    return account


def get_account(session: Session, caller: Caller, account_id: int) -> MailboxAccount:
    return _visible(caller, AccountRepository(session).get(account_id))


def list_accounts(session: Session, caller: Caller) -> list[dict[str, Any]]:
    accounts = AccountRepository(session).of_owner(None if caller.is_admin else caller.id)
    return account_views(session, accounts)


def account_views(session: Session, accounts: list[MailboxAccount]) -> list[dict[str, Any]]:
    counts = AccountRepository(session).message_counts(a.id for a in accounts)
    return [
        {
            "id": a.id,
            "email": a.email,
            "provider": a.provider,
            "status": a.status,
            "last_fetch": a.last_fetch,
            "total_messages": counts.get(a.id, (0, 0))[0],
            "unprocessed_messages": counts.get(a.id, (0, 0))[1],
            "auto_fetch_enabled": a.auto_fetch,
            "fetch_interval": a.fetch_interval,
            "imap_server": a.imap_server,
            "imap_port": a.imap_port,
            "imap_username": a.imap_username,
            "use_ssl": a.use_ssl,
            "has_credentials": bool(a.sealed_password or a.sealed_credentials),
            "last_error": last_error_text(a.last_error),
            "next_fetch_at": a.next_fetch_at,
            "owner_id": a.owner_id,
            "created_at": a.created_at,
        }
        for a in accounts
    ]


@dataclass
class AccountChange:
    """What a create or update will write, and the connection to test first (if any)."""

    account_id: int | None
    provider: str
    values: dict[str, Any]
    config: AccountConfig | None = None
    password: str | None = field(default=None, repr=False)
    credentials: dict[str, str] | None = field(default=None, repr=False)
    clear_secrets: bool = False


def _account_values(body: ImapAccountCreate | GmailAccountCreate, username: str) -> dict[str, Any]:
    return {
        "email": body.email,
        "imap_server": body.imap_server,
        "imap_port": body.imap_port,
        "imap_username": username,
        "use_ssl": body.use_ssl,
        "auto_fetch": body.auto_fetch,
        "fetch_interval": body.fetch_interval,
    }


def plan_create(body: ImapAccountCreate | GmailAccountCreate) -> AccountChange:
    if isinstance(body, ImapAccountCreate):
        username = body.imap_username or body.email
        config = AccountConfig(
            "imap",
            body.email,
            body.imap_server,
            body.imap_port,
            body.use_ssl,
            username,
            password=body.imap_password,
        )
        values = _account_values(body, username)
        return AccountChange(None, "imap", values, config=config, password=body.imap_password)
    credentials = _credentials(body.credentials.model_dump())
    config = AccountConfig(
        "gmail",
        body.email,
        body.imap_server,
        body.imap_port,
        body.use_ssl,
        body.email,
        credentials=credentials,
    )
    values = _account_values(body, body.email)
    return AccountChange(None, "gmail", values, config=config, credentials=credentials)


def _credentials(raw: dict[str, Any]) -> dict[str, str]:
    credentials = {key: str(value) for key, value in raw.items() if value}
    if not credentials.get("access_token") and not credentials.get("refresh_token"):
        raise InvalidInput(details=field_problem("credentials", "mailbox_tokens_needed"))
    if credentials.get("token_uri"):
        check_token_uri(credentials["token_uri"])
    return credentials


def plan_update(session: Session, caller: Caller, account_id: int, body: AccountUpdate) -> AccountChange:
    account = get_account(session, caller, account_id)
    if body.provider is not None and body.provider != account.provider:
        raise InvalidInput(details=field_problem("provider", "mailbox_provider_fixed"))
    given = body.model_dump(exclude_unset=True, exclude={"provider", "imap_password", "credentials"})
    values = {k: v for k, v in given.items() if v is not None}
    if account.provider == "gmail":
        values.pop("imap_username", None)
        if "email" in values:
            values["imap_username"] = values["email"]
    if "auto_fetch" in values and values["auto_fetch"] and not account.auto_fetch:
        values["next_fetch_at"] = utcnow()
    moved = any(field in values and values[field] != getattr(account, field) for field in CONNECTION_FIELDS)
    change = AccountChange(account.id, account.provider, values)
    new_secret = body.imap_password if account.provider == "imap" else None
    new_credentials = body.credentials if account.provider == "gmail" else None
    if new_secret is None and new_credentials is None:
        # Never send the stored secret to a server, port or user name it was not given for.
        change.clear_secrets = moved
        return change
    merged = {field: values.get(field, getattr(account, field)) for field in CONNECTION_FIELDS}
    change.config = AccountConfig(
        account.provider,
        merged["email"],
        merged["imap_server"],
        merged["imap_port"],
        merged["use_ssl"],
        merged["email"] if account.provider == "gmail" else merged["imap_username"],
        password=new_secret,
    )
    if new_credentials is not None:
        change.credentials = _credentials(new_credentials.model_dump())
        change.config.credentials = change.credentials
    else:
        change.password = new_secret
    return change


def verify(change: AccountChange) -> Refreshed | None:
    """Log in to the server with the new settings (network only, no transaction open)."""
    if change.config is None:
        return None
    try:
        imap, refreshed = open_session(change.config)
    except MailServerError as exc:
        raise _server_error(exc) from exc
    with imap:
        try:
            imap.select("INBOX")
        except MailServerError as exc:
            raise _server_error(exc) from exc
    return refreshed


def apply_create(
    session: Session, caller: Caller, change: AccountChange, refreshed: Refreshed | None
) -> MailboxAccount:
    box = secret_box()
    account = MailboxAccount(
        owner_id=caller.id, provider=change.provider, next_fetch_at=utcnow(), **change.values
    )
    if change.password is not None:
        account.sealed_password = box.seal(change.password)
    if change.credentials is not None:
        account.sealed_credentials = fetcher.seal_credentials(change.credentials)
    if refreshed is not None:
        fetcher.store_refreshed_token(session, account, refreshed)
    return AccountRepository(session).add(account)


def apply_update(
    session: Session, caller: Caller, change: AccountChange, refreshed: Refreshed | None
) -> MailboxAccount:
    assert change.account_id is not None
    account = get_account(session, caller, change.account_id)
    for key, value in change.values.items():
        setattr(account, key, value)
    if change.clear_secrets:
        account.sealed_password = None
        account.sealed_credentials = None
        account.token_expires_at = None
        account.status = "auth_failed"
        account.last_error = "mailbox_password_needed"
    if change.config is not None:
        if change.password is not None:
            account.sealed_password = secret_box().seal(change.password)
        if change.credentials is not None:
            account.sealed_credentials = fetcher.seal_credentials(change.credentials)
            account.token_expires_at = None
        if refreshed is not None:
            fetcher.store_refreshed_token(session, account, refreshed)
        # A working login: the account is healthy again and due now.
        account.status, account.last_error, account.failure_count = "active", None, 0
        account.next_fetch_at = utcnow()
    session.flush()
    return account


def delete_account(session: Session, caller: Caller, account_id: int) -> None:
    account = get_account(session, caller, account_id)
    AccountRepository(session).delete(account.id)


# ---- use cases that talk to a mail server: no request session, short units of work around the I/O


def connect_account(caller: Caller, body: ImapAccountCreate | GmailAccountCreate) -> dict[str, Any]:
    """Test the login first (no transaction open meanwhile); save only if it works."""
    change = plan_create(body)
    refreshed = verify(change)
    with get_database().unit_of_work() as session:
        account = apply_create(session, caller, change, refreshed)
        return account_views(session, [account])[0]


def change_account(caller: Caller, account_id: int, body: AccountUpdate) -> dict[str, Any]:
    """Plan the change, test new settings against the server, then save them."""
    database = get_database()
    with database.unit_of_work() as session:
        change = plan_update(session, caller, account_id, body)
    refreshed = verify(change)
    with database.unit_of_work() as session:
        apply_update(session, caller, change, refreshed)
        return account_views(session, [get_account(session, caller, account_id)])[0]


def fetch_account_now(caller: Caller, account_id: int) -> fetcher.FetchResult:
    """Fetch an account the caller sees; the fetch writes in its own short transactions."""
    with get_database().unit_of_work(write=False) as session:
        get_account(session, caller, account_id)
    return fetch_now(account_id)


def fetch_account_waiting(caller: Caller, account_id: int) -> fetcher.FetchResult:
    """A person's "fetch now": a fetch already running (the scheduled first fetch of an account just
    connected, another tab) is waited for, then this one runs, and the result counts every message that
    arrived since the click, whichever fetch stored it. A person told "busy, try again" right after
    connecting would have to guess when; programs keep the API's 409. Gives up (the 409's error) after
    ``mailbox_fetch_wait_seconds`` when the running fetch is longer, or its worker died holding the lease."""
    database = get_database()
    with database.unit_of_work(write=False) as session:
        get_account(session, caller, account_id)
        mark = MessageRepository(session).last_id(account_id)
    deadline = time.monotonic() + get_settings().mailbox_fetch_wait_seconds
    while True:
        try:
            fetch_now(account_id)
        except MailboxFetchInProgress:
            if time.monotonic() >= deadline:
                raise
            _wait_for_running_fetch(account_id, deadline)
            continue
        with database.unit_of_work(write=False) as session:
            return fetcher.FetchResult(*MessageRepository(session).arrived_after(account_id, mark))


def _wait_for_running_fetch(account_id: int, deadline: float) -> None:
    while time.monotonic() < deadline:
        time.sleep(0.2)
        with get_database().unit_of_work(write=False) as session:
            if not AccountRepository(session).fetch_running(account_id, utcnow()):
                return


def fetch_now(account_id: int) -> fetcher.FetchResult:
    """Fetch at once (the caller has already checked visibility and ended its transaction)."""
    try:
        return fetcher.fetch_account(account_id)
    except MailServerError as exc:
        raise _server_error(exc) from exc


def schedule_due_fetches() -> int:
    """Queue a fetch for every account that is due: one job per account and due moment.

    The job's key is the account, its ``next_fetch_at`` and the current interval-long slot: however many
    workers schedule at once, a due account gets one job; a fetch moves ``next_fetch_at`` so the next
    due moment gets its own job; and if a job is lost (its fetch found the account held by a dead
    worker's lease), the next slot queues another. Each job is written in its own transaction (not a
    savepoint), so it is handed to the workers only once its row is committed.
    """
    now = utcnow()
    with get_database().unit_of_work(write=False) as session:
        due = AccountRepository(session).due(now)
    queued = 0
    for account_id, interval, next_fetch_at in due:
        moment = int(as_utc(next_fetch_at).timestamp()) if next_fetch_at is not None else 0
        slot = int(now.timestamp()) // (max(1, interval) * 60)
        try:
            with get_database().unit_of_work() as session:
                enqueue(
                    session,
                    FETCH_JOB,
                    dedupe_key=f"{FETCH_JOB}:{account_id}:{moment}:{slot}",
                    account_id=account_id,
                )
        except IntegrityError:
            continue
        queued += 1
    return queued


def message_view(message: MailboxMessage) -> dict[str, Any]:
    return {
        "id": message.id,
        "account_id": message.account_id,
        "message_id": message.message_id,
        "subject": message.subject,
        "sender": message.sender,
        "received_at": message.received_at,
        "has_attachments": message.has_attachments,
        "attachment_count": message.attachment_count,
        "processed": message.processed,
        "document_ids": [a.document_id for a in message.attachments if a.document_id is not None],
        "attachments": message.attachments,
        "problem": message.problem,
    }


def list_messages(
    session: Session,
    caller: Caller,
    request: PageRequest,
    *,
    account_id: int | None = None,
    processed: bool | None = None,
    has_attachments: bool | None = None,
) -> Page:
    if account_id is not None:
        get_account(session, caller, account_id)
    statement = MessageRepository(session).listing(
        owner_id=None if caller.is_admin else caller.id,
        account_id=account_id,
        processed=processed,
        has_attachments=has_attachments,
    )
    return paginate(session, statement, request)


def get_message(session: Session, caller: Caller, message_id: int) -> MailboxMessage:
    message = MessageRepository(session).get(message_id)
    if message is None:
        raise MailboxMessageNotFound()
    account = AccountRepository(session).get(message.account_id)
    if account is None or (account.owner_id != caller.id and not caller.is_admin):
        raise MailboxMessageNotFound()
    return message
