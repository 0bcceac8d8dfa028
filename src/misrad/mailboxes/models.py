"""Mailbox accounts, the messages imported from them, and each message's attachments.

Nothing here has a foreign key into another area: documents point back at a message through their
own ``email_message_id``, and an attachment keeps the id of the document it became as a plain integer.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, ForeignKey, Index, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column, relationship

from misrad.core.clock import utcnow
from misrad.core.db import Base

PROVIDERS = ("imap", "gmail")
# active: last fetch worked; error: server unreachable or protocol failure; auth_failed: the server
# refused the credentials (or the OAuth refresh token was revoked) — the user must reconnect.
STATUSES = ("active", "error", "auth_failed")


class MailboxAccount(Base):
    __tablename__ = "mailbox_accounts"
    __table_args__ = (Index("ix_mailbox_accounts_due", "auto_fetch", "next_fetch_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    owner_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    email: Mapped[str] = mapped_column(String(254))
    provider: Mapped[str] = mapped_column(String(16))
    imap_server: Mapped[str] = mapped_column(String(253))
    imap_port: Mapped[int]
    imap_username: Mapped[str] = mapped_column(String(254))
    use_ssl: Mapped[bool] = mapped_column(default=True)
    folder: Mapped[str] = mapped_column(String(200), default="INBOX")
    # Fernet-sealed; the IMAP password, or the JSON of the OAuth credentials for gmail.
    sealed_password: Mapped[str | None] = mapped_column(Text, default=None)
    sealed_credentials: Mapped[str | None] = mapped_column(Text, default=None)
    token_expires_at: Mapped[datetime | None] = mapped_column(default=None)
    auto_fetch: Mapped[bool] = mapped_column(default=True)
    fetch_interval: Mapped[int] = mapped_column(default=15)  # minutes
    status: Mapped[str] = mapped_column(String(16), default="active")
    last_error: Mapped[str | None] = mapped_column(Text, default=None)
    failure_count: Mapped[int] = mapped_column(default=0)
    last_fetch: Mapped[datetime | None] = mapped_column(default=None)
    next_fetch_at: Mapped[datetime | None] = mapped_column(default=None)
    # Where the last fetch stopped: messages with a higher UID under the same UIDVALIDITY are new.
    uidvalidity: Mapped[int | None] = mapped_column(BigInteger, default=None)
    last_uid: Mapped[int] = mapped_column(BigInteger, default=0)
    # One fetch at a time per account: claimed by an atomic UPDATE, extended while the fetch runs.
    lease_token: Mapped[str | None] = mapped_column(String(64), default=None)
    lease_until: Mapped[datetime | None] = mapped_column(default=None)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class MailboxMessage(Base):
    __tablename__ = "mailbox_messages"
    __table_args__ = (
        # The server's identity of a message: never the same (folder, UIDVALIDITY, UID) twice ...
        UniqueConstraint("account_id", "folder", "uidvalidity", "uid", name="uq_mailbox_messages_uid"),
        # ... and never the same Message-ID twice, which survives a renumbering (new UIDVALIDITY).
        UniqueConstraint("account_id", "message_key", name="uq_mailbox_messages_key"),
        Index("ix_mailbox_messages_account_received", "account_id", "received_at"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("mailbox_accounts.id", ondelete="CASCADE"))
    folder: Mapped[str] = mapped_column(String(200))
    uidvalidity: Mapped[int] = mapped_column(BigInteger)
    uid: Mapped[int] = mapped_column(BigInteger)
    message_id: Mapped[str | None] = mapped_column(String(998), default=None)
    # The Message-ID normalised, or a digest of the raw headers when a message has none.
    message_key: Mapped[str] = mapped_column(String(255))
    subject: Mapped[str] = mapped_column(Text, default="")
    sender: Mapped[str] = mapped_column(Text, default="")
    received_at: Mapped[datetime | None] = mapped_column(default=None)
    size: Mapped[int] = mapped_column(default=0)
    has_attachments: Mapped[bool] = mapped_column(default=False)
    attachment_count: Mapped[int] = mapped_column(default=0)
    processed: Mapped[bool] = mapped_column(default=False)
    problem: Mapped[str | None] = mapped_column(Text, default=None)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    attachments: Mapped[list[MailboxAttachment]] = relationship(
        back_populates="message", order_by="MailboxAttachment.id", cascade="all, delete-orphan"
    )


class MailboxAttachment(Base):
    __tablename__ = "mailbox_attachments"

    id: Mapped[int] = mapped_column(primary_key=True)
    message_id: Mapped[int] = mapped_column(ForeignKey("mailbox_messages.id", ondelete="CASCADE"), index=True)
    filename: Mapped[str] = mapped_column(String(500))
    content_type: Mapped[str] = mapped_column(String(200))
    size: Mapped[int] = mapped_column(default=0)
    # imported: became a document; skipped: not an invoice file, too large, or refused by intake.
    status: Mapped[str] = mapped_column(String(16))
    skip_reason: Mapped[str | None] = mapped_column(String(100), default=None)
    document_id: Mapped[int | None] = mapped_column(default=None)

    message: Mapped[MailboxMessage] = relationship(back_populates="attachments")
