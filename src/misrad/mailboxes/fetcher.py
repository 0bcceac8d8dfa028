"""One fetch of one mailbox: lease, connect, find new messages, import each in its own transaction.

Exactly-once, in layers:
- a lease on the account row (claimed with one atomic UPDATE, extended per batch) lets one fetch
  run at a time per account, whatever the number of workers;
- the account's cursor (UIDVALIDITY, last UID) moves forward inside each message's transaction, so
  a fetch killed half-way resumes after the last message it stored; every write checks the lease
  token, so a worker that lost its lease cannot store anything;
- unique constraints on (account, folder, UIDVALIDITY, UID) and on (account, Message-ID key) refuse
  a second copy even if the cursor is lost or the server renumbers (a new UIDVALIDITY makes the
  fetch scan again from the start of the look-back window, and the Message-ID guard skips what is
  already in).

IMAP I/O runs outside any transaction; each message's rows (message, attachments, the documents
intake creates) are written in one short transaction. Messages are downloaded whole in groups of at
most 24 MB; one larger than ``large_message_bytes()`` is read from its BODYSTRUCTURE instead, and
only its invoice-sized parts are downloaded.
"""

from __future__ import annotations

import json
import logging
import uuid
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from email.parser import BytesHeaderParser
from email.policy import compat32

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from misrad.core.clock import utcnow
from misrad.core.db import get_database
from misrad.core.errors import MisradError
from misrad.core.security import secret_box
from misrad.core.settings import get_settings
from misrad.intake import service as intake
from misrad.mailboxes.connection import AccountConfig, open_session
from misrad.mailboxes.errors import MailboxFetchInProgress, MailboxNotFound
from misrad.mailboxes.imap import Head, ImapSession, MailServerError
from misrad.mailboxes.models import MailboxAccount, MailboxAttachment, MailboxMessage
from misrad.mailboxes.oauth import Refreshed
from misrad.mailboxes.parsing import (
    Attachment,
    ParsedMessage,
    attachment_of_part,
    decoded_size,
    message_key,
    normalise_message_id,
    parse_message,
    part_filename,
    sniff,
    transfer_decode,
)
from misrad.mailboxes.repository import AccountRepository, MessageRepository

log = logging.getLogger("misrad.mailboxes")

# A body request asks for at most this many bytes of messages at once (memory stays bounded).
BODY_REQUEST_BYTES = 24 * 1024 * 1024


class LeaseLost(Exception):
    """Another fetch owns the account now (our lease expired) or the account was deleted."""


@dataclass(frozen=True)
class FetchResult:
    fetched: int
    new_documents: int


@dataclass(frozen=True)
class Plan:
    account_id: int
    owner_id: int
    folder: str
    uidvalidity: int | None
    last_uid: int
    floor: date | None
    interval_minutes: int
    failure_count: int
    config: AccountConfig


def account_config(account: MailboxAccount) -> AccountConfig:
    """The account's connection settings with its secrets opened (in memory only)."""
    box = secret_box()
    try:
        password = box.open(account.sealed_password) if account.sealed_password else None
        credentials = json.loads(box.open(account.sealed_credentials)) if account.sealed_credentials else None
    except ValueError as exc:
        raise MailServerError(
            "auth", "stored credentials cannot be decrypted", "mail_error_undecryptable"
        ) from exc
    return AccountConfig(
        provider=account.provider,
        email=account.email,
        host=account.imap_server,
        port=account.imap_port,
        use_ssl=account.use_ssl,
        username=account.imap_username,
        password=password,
        credentials=credentials,
        token_expires_at=account.token_expires_at,
    )


def seal_credentials(credentials: dict[str, str]) -> str:
    return secret_box().seal(json.dumps(credentials, sort_keys=True))


def store_refreshed_token(session: Session, account: MailboxAccount, refreshed: Refreshed) -> None:
    credentials: dict[str, str] = {}
    if account.sealed_credentials:
        credentials = json.loads(secret_box().open(account.sealed_credentials))
    credentials["access_token"] = refreshed.access_token
    if refreshed.refresh_token:
        credentials["refresh_token"] = refreshed.refresh_token
    account.sealed_credentials = seal_credentials(credentials)
    account.token_expires_at = refreshed.expires_at


def fetch_account(account_id: int, *, only_if_due: bool = False) -> FetchResult:
    """Fetch new mail of one account now. Raises ``MailServerError`` after recording it on the account,
    ``MailboxFetchInProgress`` when another fetch holds the lease, ``MailboxNotFound``."""
    token = uuid.uuid4().hex
    claimed = _claim(account_id, token, only_if_due)
    if claimed is None:
        return FetchResult(0, 0)  # turned off, or fetched meanwhile (by hand or by another job)
    plan, config_error = claimed
    try:
        if config_error is not None:
            raise config_error
        result = _run(plan, token)
    except LeaseLost:
        log.warning("mailbox %s: lease lost during the fetch; another fetch continues", account_id)
        return FetchResult(0, 0)
    except MailServerError as exc:
        _record_failure(plan, token, exc)
        raise
    except Exception as exc:
        internal = MailServerError("protocol", f"internal error ({type(exc).__name__})", "internal_error")
        _record_failure(plan, token, internal)
        raise
    _record_success(plan, token)
    return result


def _claim(account_id: int, token: str, only_if_due: bool) -> tuple[Plan, MailServerError | None] | None:
    """Take the account's fetch lease and plan the fetch, in one short unit of work; None when not due."""
    settings = get_settings()
    now = utcnow()
    with get_database().unit_of_work() as session:
        accounts = AccountRepository(session)
        account = accounts.get(account_id)
        if account is None:
            raise MailboxNotFound()
        if only_if_due and (
            not account.auto_fetch or (account.next_fetch_at is not None and account.next_fetch_at > now)
        ):
            return None
        if not accounts.claim_lease(
            account_id, token, now, now + timedelta(seconds=settings.mailbox_fetch_lease_seconds)
        ):
            raise MailboxFetchInProgress()
        session.refresh(account)
        return _plan_of(account, settings.mailbox_first_fetch_days)


def _plan_of(account: MailboxAccount, first_fetch_days: int) -> tuple[Plan, MailServerError | None]:
    """What the fetch needs of the account; a configuration it cannot use is raised when the fetch runs,
    so it is recorded on the account like any other failure."""
    days = first_fetch_days
    floor = (account.created_at - timedelta(days=days)).date() if days > 0 else None
    try:
        config = account_config(account)
    except MailServerError as exc:
        config_error: MailServerError | None = exc
        config = AccountConfig(account.provider, account.email, "", 0, True, "")
    else:
        config_error = None
    plan = Plan(
        account_id=account.id,
        owner_id=account.owner_id,
        folder=account.folder,
        uidvalidity=account.uidvalidity,
        last_uid=account.last_uid,
        floor=floor,
        interval_minutes=account.fetch_interval,
        failure_count=account.failure_count,
        config=config,
    )
    return plan, config_error


def _record_success(plan: Plan, token: str) -> None:
    now = utcnow()
    with get_database().unit_of_work() as session:
        AccountRepository(session).settle(
            plan.account_id,
            token,
            status="active",
            last_error=None,
            failure_count=0,
            last_fetch=now,
            next_fetch_at=now + timedelta(minutes=plan.interval_minutes),
        )


def backoff_seconds(interval_minutes: int, failures: int) -> int:
    """After the n-th failure in a row wait interval * 2^(n-1), capped (so a dead server is not hammered)."""
    cap = get_settings().mailbox_backoff_max_seconds
    return int(min(interval_minutes * 60 * 2 ** min(max(failures - 1, 0), 20), cap))


def _record_failure(plan: Plan, token: str, error: MailServerError) -> None:
    failures = plan.failure_count + 1
    now = utcnow()
    log.warning("mailbox %s: fetch failed (%s): %s", plan.account_id, error.kind, error.reason)
    with get_database().unit_of_work() as session:
        AccountRepository(session).settle(
            plan.account_id,
            token,
            status="auth_failed" if error.kind == "auth" else "error",
            last_error=error.record(),
            failure_count=failures,
            next_fetch_at=now + timedelta(seconds=backoff_seconds(plan.interval_minutes, failures)),
        )


def _chunks(items: Sequence[int], size: int) -> Iterator[Sequence[int]]:
    for start in range(0, len(items), size):
        yield items[start : start + size]


def _extend_lease(plan: Plan, token: str) -> None:
    until = utcnow() + timedelta(seconds=get_settings().mailbox_fetch_lease_seconds)
    with get_database().unit_of_work() as session:
        if not AccountRepository(session).extend_lease(plan.account_id, token, until):
            raise LeaseLost()


def _run(plan: Plan, token: str) -> FetchResult:
    settings = get_settings()
    imap, refreshed = open_session(plan.config)
    with imap:
        if refreshed is not None:
            with get_database().unit_of_work() as session:
                account = AccountRepository(session).get(plan.account_id)
                if account is None or account.lease_token != token:
                    raise LeaseLost()
                store_refreshed_token(session, account, refreshed)
        uidvalidity = imap.select(plan.folder)
        same_numbering = plan.uidvalidity == uidvalidity
        after = plan.last_uid if same_numbering else 0
        uids = imap.uids_after(after, None if after else plan.floor)
        fetched = documents = 0
        for batch in _chunks(uids, max(1, settings.mailbox_fetch_batch_size)):
            _extend_lease(plan, token)
            heads = imap.heads(batch)
            keys = {head.uid: _key(head) for head in heads}
            with get_database().unit_of_work(write=False) as session:
                messages = MessageRepository(session)
                known_keys = messages.known_keys(plan.account_id, keys.values())
                known_uids = messages.known_uids(plan.account_id, plan.folder, uidvalidity, keys)
            new = [h for h in heads if keys[h.uid] not in known_keys and h.uid not in known_uids]
            large = large_message_bytes()
            for group in _body_groups(new, large):
                bodies = dict(imap.bodies([h.uid for h in group if h.size <= large]))
                for head in group:
                    parsed, problem = _read(imap, head, bodies.get(head.uid), large)
                    stored = _store(plan, token, uidvalidity, head, keys[head.uid], parsed, problem)
                    if stored is not None:
                        fetched += 1
                        documents += stored
            _move_cursor(plan, token, uidvalidity, max(batch))
        if not uids and not same_numbering:
            _move_cursor(plan, token, uidvalidity, 0)
    return FetchResult(fetched, documents)


_HEADER_PARSER = BytesHeaderParser(policy=compat32)


def _key(head: Head) -> str:
    # Only the Message-ID is needed here: the plain compat32 reading is many times cheaper than the
    # full decoding, which matters when a renumbered mailbox of thousands of messages is listed again.
    try:
        raw_id = _HEADER_PARSER.parsebytes(head.header_bytes).get("Message-ID")
    except Exception:
        raw_id = None
    return message_key(normalise_message_id(str(raw_id)) if raw_id else None, head.header_bytes, head.size)


def large_message_bytes() -> int:
    """Above this size a message is not downloaded whole: its invoice-sized parts are fetched one by one."""
    settings = get_settings()
    return min(settings.mailbox_max_message_bytes, 2 * settings.mailbox_max_attachment_bytes)


def _read(imap: ImapSession, head: Head, raw: bytes | None, large: int) -> tuple[ParsedMessage, str | None]:
    """The message read from its whole bytes, or (a large one) from its headers and chosen parts."""
    if raw is not None:
        return parse_message(raw), None
    parsed = parse_message(head.header_bytes)
    parsed.attachments = []
    if head.size <= large:
        return parsed, "message_unavailable"  # listed by the server, gone when its body was asked for
    parsed.attachments = _attachments_in_parts(imap, head.uid)
    return parsed, None


def _attachments_in_parts(imap: ImapSession, uid: int) -> list[Attachment]:
    """A large message's attachments: the server's description of each, the bytes only of invoice files
    small enough to become documents (a 50 MB attachment is listed as too large, never downloaded)."""
    limit = get_settings().mailbox_max_attachment_bytes
    found: list[Attachment] = []
    for part in imap.structure(uid):
        filename = part_filename(part.filename, part.filename_extended) if part.filename else ""
        wanted, kind = attachment_of_part(filename, part.content_type, part.disposition, part.has_content_id)
        if not wanted:
            continue
        size = decoded_size(part.size, part.encoding)
        name = filename or (f"attachment.{kind}" if kind else "attachment")
        if kind is None:
            found.append(Attachment(name, part.content_type, size, None, None, "not_an_invoice_file"))
            continue
        if size > limit:
            found.append(Attachment(name, part.content_type, size, None, kind, "file_too_large"))
            continue
        stored = imap.part(uid, part.section)
        data = transfer_decode(stored, part.encoding) if stored is not None else None
        if data is None:
            found.append(Attachment(name, part.content_type, size, None, kind, "unreadable_attachment"))
            continue
        found.append(Attachment(name, part.content_type, len(data), data, sniff(data) or kind))
    return found


def _body_groups(heads: list[Head], max_message: int) -> Iterator[list[Head]]:
    group: list[Head] = []
    size = 0
    for head in heads:
        if group and size + head.size > BODY_REQUEST_BYTES:
            yield group
            group, size = [], 0
        group.append(head)
        size += head.size if head.size <= max_message else 0
    if group:
        yield group


def _move_cursor(plan: Plan, token: str, uidvalidity: int, last_uid: int) -> None:
    with get_database().unit_of_work() as session:
        if not AccountRepository(session).move_cursor(plan.account_id, token, uidvalidity, last_uid):
            raise LeaseLost()


class IntakeCrashed(Exception):
    """Intake failed on an attachment with an error that is not a refusal (a bug or an outage)."""

    def __init__(self, index: int) -> None:
        super().__init__(f"intake crashed on attachment {index}")
        self.index = index


def _store(
    plan: Plan, token: str, uidvalidity: int, head: Head, key: str, parsed: ParsedMessage, problem: str | None
) -> int | None:
    """Write one message, its attachments and their documents in one transaction.

    Returns the number of documents created, or None when the message was already stored. When intake
    crashes on an attachment (not a refusal), that transaction is rolled back and the message is stored
    again with that attachment marked ``failed`` (and the message not ``processed``): one poisonous
    attachment must not stop the mailbox, nor keep its message's other invoices out.
    """
    broken: set[int] = set()
    while True:
        try:
            return _store_parsed(plan, token, uidvalidity, head, key, parsed, problem, broken=broken)
        except IntakeCrashed as exc:
            log.exception("mailbox %s: intake crashed on message UID %s", plan.account_id, head.uid)
            if exc.index in broken:
                raise
            broken.add(exc.index)  # store again, without handing this attachment to intake


def _store_parsed(
    plan: Plan,
    token: str,
    uidvalidity: int,
    head: Head,
    key: str,
    parsed: ParsedMessage,
    problem: str | None,
    *,
    broken: set[int],
) -> int | None:
    with get_database().unit_of_work() as session:
        if not AccountRepository(session).move_cursor(plan.account_id, token, uidvalidity, head.uid):
            raise LeaseLost()
        message = _message_row(plan, uidvalidity, head, key, parsed, problem)
        try:
            with session.begin_nested():
                MessageRepository(session).add(message)
        except IntegrityError:
            return None  # stored meanwhile (a renumbered copy, or a racing fetch): never twice
        documents = 0
        states: list[str] = []
        for index, attachment in enumerate(parsed.attachments):
            try:
                row = _take_attachment(session, plan.owner_id, message.id, attachment, index not in broken)
            except Exception as exc:  # not a refusal (those are MisradError, handled inside)
                raise IntakeCrashed(index) from exc
            MessageRepository(session).add_attachment(row)
            states.append(row.status)
            documents += row.document_id is not None
        message.attachment_count = len(parsed.attachments)
        message.has_attachments = bool(parsed.attachments)
        message.processed = problem is None and all(state != "failed" for state in states)
    return documents


def _message_row(
    plan: Plan, uidvalidity: int, head: Head, key: str, parsed: ParsedMessage, problem: str | None
) -> MailboxMessage:
    problems = "; ".join(p for p in (problem, parsed.problem) if p) or None
    return MailboxMessage(
        account_id=plan.account_id,
        folder=plan.folder,
        uidvalidity=uidvalidity,
        uid=head.uid,
        message_id=normalise_message_id(parsed.message_id),
        message_key=key,
        subject=parsed.subject,
        sender=parsed.sender,
        received_at=head.internal_date or parsed.date or utcnow(),
        size=head.size,
        problem=problems[:2000] if problems else None,
    )


def _take_attachment(
    session: Session, owner_id: int, message_id: int, attachment: Attachment, intake_works: bool
) -> MailboxAttachment:
    """Hand one attachment to intake, or say why not. A refusal is a skip; only a crash is a failure."""
    row = MailboxAttachment(
        filename=attachment.filename[:500],
        content_type=attachment.content_type[:200],
        size=attachment.size,
        status="skipped",
    )
    row.message_id = message_id
    if attachment.data is None:
        row.skip_reason = attachment.problem or "unreadable_attachment"
    elif attachment.kind is None:
        row.skip_reason = "not_an_invoice_file"
    elif attachment.size > get_settings().mailbox_max_attachment_bytes:
        row.skip_reason = "file_too_large"
    elif not intake_works:
        row.status, row.skip_reason = "failed", "intake_error"
    else:
        # No savepoint here: intake checks the bytes before it writes anything, so a refusal leaves the
        # session clean; and a job enqueued inside a savepoint would be sent when the savepoint is
        # released, before the message's transaction commits. Any other failure ends the transaction.
        try:
            accepted = intake.accept_file(
                session,
                owner_id=owner_id,
                filename=attachment.filename,
                data=attachment.data,
                source="email",
                email_message_id=message_id,
            )
        except MisradError as exc:
            row.skip_reason = exc.error_code[:100]
        else:
            row.status, row.document_id = "imported", accepted.id
    return row
