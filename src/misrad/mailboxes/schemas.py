"""API shapes of the mailbox area (CONTRACT 7). Secrets go in, never out."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import ConfigDict, Field

from misrad.core.schemas import ApiModel, InputModel, Timestamp
from misrad.mailboxes.oauth import GOOGLE_TOKEN_URI

Interval = Annotated[int, Field(ge=1, le=1440, description="minutes between automatic fetches, 1..1440")]
Port = Annotated[int, Field(ge=1, le=65535)]
EmailText = Annotated[str, Field(min_length=3, max_length=254, pattern=r"^[^@\s]+@[^@\s]+$")]


class OAuthCredentials(InputModel):
    """Google OAuth credentials (the fields of an authorized-user file). Other keys are ignored."""

    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)

    access_token: str = Field(default="", max_length=4096)
    refresh_token: str = Field(default="", max_length=4096)
    token_uri: str = Field(default=GOOGLE_TOKEN_URI, max_length=2000)
    client_id: str = Field(default="", max_length=500)
    client_secret: str = Field(default="", max_length=500)


class ImapAccountCreate(InputModel):
    provider: Literal["imap"]
    email: EmailText
    imap_server: str = Field(min_length=1, max_length=253)
    imap_port: Port = 993
    imap_username: str | None = Field(default=None, max_length=254, description="defaults to email")
    imap_password: str = Field(min_length=1, max_length=1024)
    use_ssl: bool = True
    auto_fetch: bool = True
    fetch_interval: Interval = 15


class GmailAccountCreate(InputModel):
    provider: Literal["gmail"]
    email: EmailText
    credentials: OAuthCredentials
    auto_fetch: bool = True
    fetch_interval: Interval = 15
    imap_server: str = Field(default="imap.gmail.com", min_length=1, max_length=253)
    imap_port: Port = 993
    use_ssl: bool = True


AccountCreate = Annotated[ImapAccountCreate | GmailAccountCreate, Field(discriminator="provider")]


class AccountUpdate(InputModel):
    """Every field optional. Changing server, port, user name, SSL or (gmail) email without giving the
    password (or credentials) again clears the stored secret: it is never sent to a new server."""

    provider: Literal["imap", "gmail"] | None = None
    email: EmailText | None = None
    imap_server: str | None = Field(default=None, min_length=1, max_length=253)
    imap_port: Port | None = None
    imap_username: str | None = Field(default=None, min_length=1, max_length=254)
    imap_password: str | None = Field(default=None, min_length=1, max_length=1024)
    credentials: OAuthCredentials | None = None
    use_ssl: bool | None = None
    auto_fetch: bool | None = None
    fetch_interval: Interval | None = None


class AccountOut(ApiModel):
    id: int
    email: str
    provider: str
    status: str = Field(description="active, error (server unreachable) or auth_failed (reconnect needed)")
    last_fetch: Timestamp | None
    total_messages: int
    unprocessed_messages: int
    auto_fetch_enabled: bool
    fetch_interval: int
    imap_server: str
    imap_port: int
    imap_username: str
    use_ssl: bool
    has_credentials: bool
    last_error: str | None
    next_fetch_at: Timestamp | None
    owner_id: int
    created_at: Timestamp


class AttachmentOut(ApiModel):
    filename: str
    content_type: str
    size: int
    status: str = Field(description="imported, skipped or failed")
    skip_reason: str | None
    document_id: int | None


class MessageOut(ApiModel):
    id: int
    account_id: int
    message_id: str | None
    subject: str
    sender: str
    received_at: Timestamp | None
    has_attachments: bool
    attachment_count: int
    processed: bool
    document_ids: list[int]
    attachments: list[AttachmentOut]
    problem: str | None


class MessageList(ApiModel):
    messages: list[MessageOut]
    total: int
    pages: int
    current_page: int
    per_page: int


class FetchOut(ApiModel):
    fetched: int
    new_documents: int
