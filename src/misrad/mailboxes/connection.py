"""From an account's settings to a logged-in IMAP session (refreshing a Gmail token when needed)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta

from misrad.core.clock import utcnow
from misrad.core.outbound import UnsafeDestination, check_mail_server
from misrad.core.settings import get_settings
from misrad.mailboxes.imap import ImapSession, MailServerError, ServerAddress
from misrad.mailboxes.oauth import Refreshed, refresh_access_token

GMAIL_SERVER = ("imap.gmail.com", 993, True)
# Refresh a token this long before it expires rather than fail a login with it.
TOKEN_EARLY_REFRESH = timedelta(seconds=60)


@dataclass
class AccountConfig:
    """What a connection needs, secrets opened; lives only in memory, never logged (no repr)."""

    provider: str
    email: str
    host: str
    port: int
    use_ssl: bool
    username: str
    password: str | None = field(default=None, repr=False)
    credentials: dict[str, str] | None = field(default=None, repr=False)
    token_expires_at: datetime | None = None


def open_session(config: AccountConfig) -> tuple[ImapSession, Refreshed | None]:
    """Connect and log in. Returns the session and, for Gmail, a refreshed token to store (or None)."""
    try:
        destination = check_mail_server(config.host, config.port)
    except UnsafeDestination as exc:
        reason = str(exc.params.get("why", "address not allowed"))
        raise MailServerError("connection", reason, "mail_error_address_refused") from exc
    server = ServerAddress(
        host=destination.host,
        address=destination.address,
        port=config.port,
        use_ssl=config.use_ssl,
        timeout=get_settings().mailbox_timeout_seconds,
    )
    if config.provider == "imap":
        if not config.password:
            raise MailServerError("auth", "no password is stored", "mailbox_credentials_missing")
        session = ImapSession(server)
        try:
            session.login(config.username, config.password)
        except BaseException:
            session.close()
            raise
        return session, None
    return _open_oauth(server, config)


def _open_oauth(server: ServerAddress, config: AccountConfig) -> tuple[ImapSession, Refreshed | None]:
    credentials = config.credentials or {}
    if not credentials.get("access_token") and not credentials.get("refresh_token"):
        raise MailServerError("auth", "no OAuth tokens are stored", "mailbox_credentials_missing")
    refreshed: Refreshed | None = None
    token = credentials.get("access_token", "")
    expires = config.token_expires_at
    if not token or (expires is not None and expires <= utcnow() + TOKEN_EARLY_REFRESH):
        refreshed = refresh_access_token(credentials)
        token = refreshed.access_token
    session = ImapSession(server)
    try:
        session.login_oauth(config.username, token)
        return session, refreshed
    except MailServerError as exc:
        session.close()
        # The server refused a token we believed valid: it expired early or was revoked. Refresh once.
        if exc.kind != "auth" or refreshed is not None or not credentials.get("refresh_token"):
            raise
    refreshed = refresh_access_token(credentials)
    session = ImapSession(server)
    try:
        session.login_oauth(config.username, refreshed.access_token)
    except BaseException:
        session.close()
        raise
    return session, refreshed
