"""Virtual keys of ``/v1`` and model aliases, under ``/api/ai-providers`` (not in the spec; listed in
docs/api/openai-compatible.md).

- ``POST /keys``: any signed-in user; a member only for themself with a capped budget of its own (403
  ``virtual_key_limit`` otherwise). The answer carries ``secret``, the key, this once.
- ``GET /keys``, ``GET /keys/{id}``: an admin sees every key, a member their own (another's is 404).
- ``POST /keys/{id}/revoke``: the key's owner or an admin; refused at once by every process.
- ``GET /aliases``: every signed-in user; ``POST /aliases``, ``DELETE /aliases/{id}``: admins.
- ``GET /usage/keys?group_by=key|user&days=30``: spend through ``/v1`` by key (with its team) or by
  user; a member sees only their own calls. ``GET /export/usage`` takes ``virtual_key_id`` and (admins)
  ``user_id`` filters.
"""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import Query, status

from misrad.auth.dependencies import AdminUser, CurrentUser
from misrad.core.i18n import translate
from misrad.core.schemas import ErrorBody, Id, MessageEnvelope
from misrad.core.web import DbSession, make_router
from misrad.providers.schemas import (
    AliasCreate,
    AliasList,
    AliasOut,
    AliasResult,
    KeySpendList,
    KeySpendOut,
    VirtualKeyCreate,
    VirtualKeyCreated,
    VirtualKeyList,
    VirtualKeyOut,
    VirtualKeyResult,
)
from misrad.providers.service import reports, virtual_keys

ERRORS: dict[int | str, dict[str, object]] = {code: {"model": ErrorBody} for code in (400, 401, 403, 404)}
router = make_router(prefix="/api/ai-providers", tags=["providers"], responses=ERRORS)


def _out(view: virtual_keys.KeyView) -> VirtualKeyOut:
    return VirtualKeyOut.model_validate(view)


@router.post("/keys", response_model=VirtualKeyCreated, status_code=status.HTTP_201_CREATED)
def create_key(body: VirtualKeyCreate, caller: CurrentUser, session: DbSession) -> VirtualKeyCreated:
    view, secret = virtual_keys.create_key(session, caller, body)
    return VirtualKeyCreated(key=_out(view), secret=secret)


@router.get("/keys", response_model=VirtualKeyList)
def list_keys(caller: CurrentUser, session: DbSession) -> VirtualKeyList:
    return VirtualKeyList(keys=[_out(v) for v in virtual_keys.list_keys(session, caller)])


@router.get("/keys/{key_id}", response_model=VirtualKeyResult)
def get_key(key_id: Id, caller: CurrentUser, session: DbSession) -> VirtualKeyResult:
    return VirtualKeyResult(key=_out(virtual_keys.get_key(session, caller, key_id)))


@router.post("/keys/{key_id}/revoke", response_model=VirtualKeyResult)
def revoke_key(key_id: Id, caller: CurrentUser, session: DbSession) -> VirtualKeyResult:
    return VirtualKeyResult(key=_out(virtual_keys.revoke_key(session, caller, key_id)))


@router.get("/aliases", response_model=AliasList)
def list_aliases(caller: CurrentUser, session: DbSession) -> AliasList:
    return AliasList(aliases=[AliasOut.model_validate(a) for a in virtual_keys.list_aliases(session)])


@router.post("/aliases", response_model=AliasResult, status_code=status.HTTP_201_CREATED)
def create_alias(body: AliasCreate, caller: AdminUser, session: DbSession) -> AliasResult:
    return AliasResult(alias=AliasOut.model_validate(virtual_keys.create_alias(session, body)))


@router.delete("/aliases/{alias_id}", response_model=MessageEnvelope)
def delete_alias(alias_id: Id, caller: AdminUser, session: DbSession) -> MessageEnvelope:
    virtual_keys.delete_alias(session, alias_id)
    return MessageEnvelope(message=translate("model_alias_deleted"))


@router.get("/usage/keys", response_model=KeySpendList)
def spend_by_key(
    caller: CurrentUser,
    session: DbSession,
    group_by: Annotated[Literal["key", "user"], Query(description="key (default) or user")] = "key",
    days: Annotated[int, Query(ge=1, le=3650, description="Business days ending today")] = 30,
) -> KeySpendList:
    found = reports.spend_by_key(
        session, days=days, by=group_by, user_id=None if caller.is_admin else caller.id
    )
    return KeySpendList(group_by=group_by, groups=[KeySpendOut.model_validate(g) for g in found])
