"""OAuth 2.0 refresh of a Gmail access token at the account's ``token_uri`` (RFC 6749 section 6)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta

import httpx

from misrad.core.clock import utcnow
from misrad.core.outbound import UnsafeDestination, check_base_url, http_client
from misrad.core.settings import get_settings
from misrad.mailboxes.imap import ErrorKind, MailServerError

OAUTH_ERROR_CODE = re.compile(r"[a-z_]{1,40}")

CREDENTIAL_FIELDS = ("access_token", "refresh_token", "token_uri", "client_id", "client_secret")
GOOGLE_TOKEN_URI = "https://oauth2.googleapis.com/token"  # noqa: S105 - a URL, not a secret


@dataclass(frozen=True)
class Refreshed:
    access_token: str
    refresh_token: str | None
    expires_at: datetime | None


def check_token_uri(uri: str) -> str:
    """The token endpoint is user-given: http(s) only, and private addresses only when allowed."""
    return check_base_url(uri, allow_private=get_settings().allow_private_networks)


def _refusal(status: int, body: object) -> MailServerError:
    error = body.get("error", f"HTTP {status}") if isinstance(body, dict) else "bad reply"
    kind: ErrorKind = "auth" if status in (400, 401, 403) else "connection"
    # invalid_grant: the user revoked access (or a Testing-mode token died): reconnect needed.
    # The OAuth error code (RFC 6749 5.2: invalid_grant, ...) is shown; free text is not.
    shown = str(error) if OAUTH_ERROR_CODE.fullmatch(str(error)) else f"HTTP {status}"
    return MailServerError(
        kind, f"token refresh refused: {str(error)[:100]}", "mail_error_token_refused", error=shown
    )


def refresh_access_token(credentials: dict[str, str]) -> Refreshed:
    """Trade the refresh token for a new access token; a refusal is an ``auth`` failure."""
    refresh_token = credentials.get("refresh_token") or ""
    if not refresh_token:
        raise MailServerError("auth", "access token expired, no refresh token", "mail_error_token_expired")
    try:
        uri = check_token_uri(credentials.get("token_uri") or GOOGLE_TOKEN_URI)
    except UnsafeDestination as exc:
        reason = f"token_uri refused: {exc.params.get('why', '')}"
        raise MailServerError("auth", reason, "mail_error_address_refused") from exc
    form = {
        "grant_type": "refresh_token",
        "refresh_token": refresh_token,
        "client_id": credentials.get("client_id") or "",
        "client_secret": credentials.get("client_secret") or "",
    }
    try:
        with http_client() as client:
            response = client.post(uri, data=form, headers={"Accept": "application/json"})
    except httpx.HTTPError as exc:
        reason = f"token endpoint unreachable: {type(exc).__name__}"
        raise MailServerError("connection", reason, "mail_error_token_unreachable") from exc
    try:
        body = response.json()
    except ValueError:
        body = {}
    if response.status_code != 200 or not isinstance(body, dict) or not body.get("access_token"):
        raise _refusal(response.status_code, body)
    expires_in = body.get("expires_in")
    expires_at = (
        utcnow() + timedelta(seconds=int(expires_in)) if isinstance(expires_in, int | float) else None
    )
    new_refresh = body.get("refresh_token")
    return Refreshed(str(body["access_token"]), str(new_refresh) if new_refresh else None, expires_at)
