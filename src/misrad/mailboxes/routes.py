"""Mailbox integration (`/api/email-integration`, CONTRACT 7).

- Accounts: `imap` (server, port, user name, password, SSL) or `gmail` (OAuth credentials; Gmail's
  IMAP with SASL XOAUTH2, the access token refreshed at `token_uri` when it expires). Creating one
  logs in first: a refusal is 400 `mailbox_auth_failed`, an unreachable or disallowed server 400
  `mailbox_connection_failed`, and nothing is saved. Secrets are stored encrypted and never returned
  (`has_credentials` says whether one is stored).
- Accounts are private to their owner (others get 404); admins see and manage all of them.
- `fetch_interval` is in minutes (1..1440, default 15). A failing account backs off: interval x 2^(n-1)
  after n failures in a row, at most 6 hours; `status` is `auth_failed` (reconnect needed) or `error`.
- The first fetch looks back `MISRAD_MAILBOX_FIRST_FETCH_DAYS` (30) days; later fetches take new
  messages only. The mailbox is opened read-only: flags and folders are left as they were.
- Each message is stored once (by UIDVALIDITY and UID, and by Message-ID across renumberings). Every
  PDF/JPG/PNG attachment, also inside forwarded messages, becomes a document with source `email`;
  the others are listed with a `skip_reason`: `not_an_invoice_file`, `unsupported_file_type` (named
  like an invoice, but the bytes are not one), `file_too_large` (over 10 MB), `empty_file`,
  `unreadable_attachment`; `failed` / `intake_error` when intake itself broke (the message then stays
  `processed: false`). A message over 20 MB is never downloaded whole: its invoice-sized parts are
  fetched one by one. Mail that cannot be fully read is kept with a `problem` note.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Body, Query, status

from misrad.auth.dependencies import CurrentUser, StandaloneUser
from misrad.auth.schemas import Caller
from misrad.core.i18n import translate
from misrad.core.pagination import PageParams
from misrad.core.schemas import DataEnvelope, ErrorBody, Id, MessageEnvelope
from misrad.core.web import DbSession, make_router
from misrad.mailboxes import service
from misrad.mailboxes.schemas import (
    AccountCreate,
    AccountOut,
    AccountUpdate,
    FetchOut,
    MessageList,
    MessageOut,
)

ERRORS: dict[int | str, dict[str, Any]] = {code: {"model": ErrorBody} for code in (400, 401, 403, 404, 409)}
router = make_router(prefix="/api/email-integration", tags=["mailboxes"], responses=ERRORS)


def _account_out(session: DbSession, account_id: Id, caller: CurrentUser) -> AccountOut:
    account = service.get_account(session, caller, account_id)
    return AccountOut.model_validate(service.account_views(session, [account])[0])


@router.get("/accounts", response_model=DataEnvelope[list[AccountOut]])
def list_accounts(caller: CurrentUser, session: DbSession) -> DataEnvelope[list[AccountOut]]:
    """The caller's mailbox accounts (every account for an admin), without secrets."""
    views = service.list_accounts(session, caller)
    return DataEnvelope(
        message=translate("mailbox_accounts_listed"), data=[AccountOut.model_validate(v) for v in views]
    )


@router.post("/accounts", response_model=DataEnvelope[AccountOut], status_code=status.HTTP_201_CREATED)
def create_account(
    body: Annotated[AccountCreate, Body()], caller: StandaloneUser
) -> DataEnvelope[AccountOut]:
    """Connect a mailbox. The login is tested first; on failure: 400 with the reason, nothing saved.
    A Gmail access token that the server refuses is refreshed once at `token_uri` during the test."""
    view = service.connect_account(caller, body)
    return DataEnvelope(message=translate("mailbox_created"), data=AccountOut.model_validate(view))


@router.get("/accounts/{account_id}", response_model=DataEnvelope[AccountOut])
def get_account(account_id: Id, caller: CurrentUser, session: DbSession) -> DataEnvelope[AccountOut]:
    return DataEnvelope(data=_account_out(session, account_id, caller))


def _update(account_id: Id, body: AccountUpdate, caller: Caller) -> DataEnvelope[AccountOut]:
    view = service.change_account(caller, account_id, body)
    return DataEnvelope(message=translate("mailbox_updated"), data=AccountOut.model_validate(view))


@router.put("/accounts/{account_id}", response_model=DataEnvelope[AccountOut])
def update_account(account_id: Id, body: AccountUpdate, caller: StandaloneUser) -> DataEnvelope[AccountOut]:
    """Change an account. A new password or new credentials are tested before saving (400 on failure).
    Changing server, port, user name, SSL or the Gmail address without giving the secret again clears
    the stored secret (it is never sent to a new destination): the account turns `auth_failed`."""
    return _update(account_id, body, caller)


@router.patch("/accounts/{account_id}", response_model=DataEnvelope[AccountOut], include_in_schema=False)
def patch_account(account_id: Id, body: AccountUpdate, caller: StandaloneUser) -> DataEnvelope[AccountOut]:
    return _update(account_id, body, caller)


@router.delete("/accounts/{account_id}", response_model=MessageEnvelope)
def delete_account(account_id: Id, caller: CurrentUser, session: DbSession) -> MessageEnvelope:
    """Disconnect a mailbox: its message records go; the documents made from them stay."""
    service.delete_account(session, caller, account_id)
    return MessageEnvelope(message=translate("mailbox_deleted"))


@router.post("/accounts/{account_id}/fetch", response_model=DataEnvelope[FetchOut])
def fetch_account(account_id: Id, caller: StandaloneUser) -> DataEnvelope[FetchOut]:
    """Fetch new mail now -> `{fetched, new_documents}`. 409 while another fetch of the account runs
    (a program retries; the mailboxes page instead waits for that fetch and counts what it brought);
    400 `mailbox_auth_failed` / `mailbox_connection_failed` when the server fails (recorded on the
    account, which then backs off)."""
    result = service.fetch_account_now(caller, account_id)
    return DataEnvelope(
        message=translate("mailbox_fetched"),
        data=FetchOut(fetched=result.fetched, new_documents=result.new_documents),
    )


@router.get("/messages", response_model=DataEnvelope[MessageList])
def list_messages(
    caller: CurrentUser,
    session: DbSession,
    page: PageParams,
    account_id: Annotated[Id | None, Query(description="only this account's messages")] = None,
    processed: Annotated[bool | None, Query(description="true: every attachment is in")] = None,
    has_attachments: Annotated[bool | None, Query()] = None,
) -> DataEnvelope[MessageList]:
    """Imported messages, newest first. `processed` is true when every attachment has been handled
    (imported as a document, or skipped with a reason such as `not_an_invoice_file`,
    `unsupported_file_type`, `file_too_large`); `document_ids` are the documents made from it."""
    result = service.list_messages(
        session, caller, page, account_id=account_id, processed=processed, has_attachments=has_attachments
    )
    messages = [MessageOut.model_validate(service.message_view(m)) for m in result.items]
    return DataEnvelope(
        message=translate("mailbox_messages_listed"), data=MessageList(messages=messages, **result.meta())
    )


@router.get("/messages/{message_id}", response_model=DataEnvelope[MessageOut])
def get_message(message_id: Id, caller: CurrentUser, session: DbSession) -> DataEnvelope[MessageOut]:
    message = service.get_message(session, caller, message_id)
    return DataEnvelope(data=MessageOut.model_validate(service.message_view(message)))
