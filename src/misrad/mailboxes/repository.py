"""All SQL of the mailboxes area."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any, cast

from sqlalchemy import CursorResult, Select, delete, func, or_, select, update
from sqlalchemy.orm import Session, selectinload

from misrad.mailboxes.models import MailboxAccount, MailboxAttachment, MailboxMessage


def _rowcount(result: object) -> int:
    return cast(CursorResult[Any], result).rowcount


class AccountRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, account_id: int) -> MailboxAccount | None:
        return self.session.get(MailboxAccount, account_id)

    def of_owner(self, owner_id: int | None) -> list[MailboxAccount]:
        statement = select(MailboxAccount).order_by(MailboxAccount.id)
        if owner_id is not None:
            statement = statement.where(MailboxAccount.owner_id == owner_id)
        return list(self.session.scalars(statement))

    def add(self, account: MailboxAccount) -> MailboxAccount:
        self.session.add(account)
        self.session.flush()
        return account

    def delete(self, account_id: int) -> None:
        # Messages and attachments go with it (ON DELETE CASCADE); the documents stay the owner's.
        self.session.execute(delete(MailboxAccount).where(MailboxAccount.id == account_id))

    def message_counts(self, account_ids: Iterable[int]) -> dict[int, tuple[int, int]]:
        ids = list(account_ids)
        if not ids:
            return {}
        rows = self.session.execute(
            select(
                MailboxMessage.account_id,
                func.count(MailboxMessage.id),
                func.count(MailboxMessage.id).filter(MailboxMessage.processed.is_(False)),
            )
            .where(MailboxMessage.account_id.in_(ids))
            .group_by(MailboxMessage.account_id)
        ).all()
        return {row[0]: (int(row[1]), int(row[2])) for row in rows}

    def fetch_running(self, account_id: int, now: datetime) -> bool:
        """Whether a fetch holds the account's live lease."""
        lease_until = self.session.scalar(
            select(MailboxAccount.lease_until).where(MailboxAccount.id == account_id)
        )
        return lease_until is not None and lease_until >= now

    def claim_lease(self, account_id: int, token: str, now: datetime, until: datetime) -> bool:
        """One fetch at a time: take the lease only if nobody holds a live one (atomic)."""
        result = self.session.execute(
            update(MailboxAccount)
            .where(
                MailboxAccount.id == account_id,
                or_(MailboxAccount.lease_until.is_(None), MailboxAccount.lease_until < now),
            )
            .values(lease_token=token, lease_until=until)
        )
        return _rowcount(result) == 1

    def extend_lease(self, account_id: int, token: str, until: datetime) -> bool:
        result = self.session.execute(
            update(MailboxAccount)
            .where(MailboxAccount.id == account_id, MailboxAccount.lease_token == token)
            .values(lease_until=until)
        )
        return _rowcount(result) == 1

    def settle(self, account_id: int, token: str, **values: Any) -> bool:
        """Write a fetch's outcome and give the lease back, only while the lease is still ours."""
        result = self.session.execute(
            update(MailboxAccount)
            .where(MailboxAccount.id == account_id, MailboxAccount.lease_token == token)
            .values(lease_token=None, lease_until=None, **values)
        )
        return _rowcount(result) == 1

    def move_cursor(self, account_id: int, token: str, uidvalidity: int, last_uid: int) -> bool:
        result = self.session.execute(
            update(MailboxAccount)
            .where(MailboxAccount.id == account_id, MailboxAccount.lease_token == token)
            .values(uidvalidity=uidvalidity, last_uid=last_uid)
        )
        return _rowcount(result) == 1

    def due(self, now: datetime, limit: int = 500) -> list[tuple[int, int, datetime | None]]:
        """(id, fetch_interval, next_fetch_at) of accounts whose scheduled fetch is due and that are not
        being fetched."""
        rows = self.session.execute(
            select(MailboxAccount.id, MailboxAccount.fetch_interval, MailboxAccount.next_fetch_at)
            .where(
                MailboxAccount.auto_fetch.is_(True),
                or_(MailboxAccount.next_fetch_at.is_(None), MailboxAccount.next_fetch_at <= now),
                or_(MailboxAccount.lease_until.is_(None), MailboxAccount.lease_until < now),
                or_(
                    MailboxAccount.sealed_password.is_not(None),
                    MailboxAccount.sealed_credentials.is_not(None),
                ),
            )
            .order_by(MailboxAccount.next_fetch_at)
            .limit(limit)
        ).all()
        return [(int(row[0]), int(row[1]), row[2]) for row in rows]


class MessageRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def known_keys(self, account_id: int, keys: Iterable[str]) -> set[str]:
        wanted = list(set(keys))
        found: set[str] = set()
        for start in range(0, len(wanted), 500):
            found.update(
                self.session.scalars(
                    select(MailboxMessage.message_key).where(
                        MailboxMessage.account_id == account_id,
                        MailboxMessage.message_key.in_(wanted[start : start + 500]),
                    )
                )
            )
        return found

    def known_uids(self, account_id: int, folder: str, uidvalidity: int, uids: Iterable[int]) -> set[int]:
        wanted = list(uids)
        found: set[int] = set()
        for start in range(0, len(wanted), 500):
            found.update(
                self.session.scalars(
                    select(MailboxMessage.uid).where(
                        MailboxMessage.account_id == account_id,
                        MailboxMessage.folder == folder,
                        MailboxMessage.uidvalidity == uidvalidity,
                        MailboxMessage.uid.in_(wanted[start : start + 500]),
                    )
                )
            )
        return found

    def last_id(self, account_id: int) -> int:
        statement = select(func.max(MailboxMessage.id)).where(MailboxMessage.account_id == account_id)
        last = self.session.scalar(statement)
        return int(last or 0)

    def arrived_after(self, account_id: int, message_id: int) -> tuple[int, int]:
        """Messages of the account stored after ``message_id``, and the documents their attachments became."""
        newer = select(MailboxMessage.id).where(
            MailboxMessage.account_id == account_id, MailboxMessage.id > message_id
        )
        messages = self.session.scalar(select(func.count()).select_from(newer.subquery()))
        documents = self.session.scalar(
            select(func.count(MailboxAttachment.id)).where(
                MailboxAttachment.message_id.in_(newer), MailboxAttachment.document_id.is_not(None)
            )
        )
        return int(messages or 0), int(documents or 0)

    def add(self, message: MailboxMessage) -> MailboxMessage:
        self.session.add(message)
        self.session.flush()
        return message

    def add_attachment(self, attachment: MailboxAttachment) -> None:
        self.session.add(attachment)

    def get(self, message_id: int) -> MailboxMessage | None:
        return self.session.scalar(
            select(MailboxMessage)
            .options(selectinload(MailboxMessage.attachments))
            .where(MailboxMessage.id == message_id)
        )

    def listing(
        self,
        *,
        owner_id: int | None,
        account_id: int | None,
        processed: bool | None,
        has_attachments: bool | None,
    ) -> Select[tuple[MailboxMessage]]:
        statement = (
            select(MailboxMessage)
            .options(selectinload(MailboxMessage.attachments))
            .order_by(MailboxMessage.received_at.desc(), MailboxMessage.id.desc())
        )
        if owner_id is not None:
            statement = statement.join(MailboxAccount, MailboxAccount.id == MailboxMessage.account_id).where(
                MailboxAccount.owner_id == owner_id
            )
        if account_id is not None:
            statement = statement.where(MailboxMessage.account_id == account_id)
        if processed is not None:
            statement = statement.where(MailboxMessage.processed.is_(processed))
        if has_attachments is not None:
            statement = statement.where(MailboxMessage.has_attachments.is_(has_attachments))
        return statement
