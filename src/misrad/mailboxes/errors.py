from __future__ import annotations

from misrad.core.errors import Conflict, InvalidInput, NotFound


class MailboxNotFound(NotFound):
    code = "mailbox_not_found"


class MailboxMessageNotFound(NotFound):
    code = "mailbox_message_not_found"


class MailboxConnectionFailed(InvalidInput):
    """The server could not be reached or answered wrongly (``reason`` says how)."""

    code = "mailbox_connection_failed"


class MailboxAuthFailed(InvalidInput):
    code = "mailbox_auth_failed"


class MailboxCredentialsMissing(InvalidInput):
    code = "mailbox_credentials_missing"


class MailboxFetchInProgress(Conflict):
    code = "mailbox_fetch_in_progress"
