"""Settings → keys for AI tools: the ``/v1`` virtual keys of the office's other AI tools (an accountant's
chat client, a script), listed, created (the key shown once) and revoked, over the providers area's
service as ``/api/ai-providers/keys`` does. A member manages only their own keys, each with a monthly
budget within the members' cap; an admin sees every key."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from fastapi import Request
from fastapi.responses import RedirectResponse, Response
from pydantic import ValidationError
from sqlalchemy.orm import Session

from misrad.auth import service as auth
from misrad.core.errors import MisradError
from misrad.core.i18n import translate
from misrad.core.schemas import Id
from misrad.core.web import DbSession, make_router
from misrad.providers.schemas import VirtualKeyCreate
from misrad.providers.service import virtual_keys
from misrad.web import record_forms as forms
from misrad.web.templating import render
from misrad.web.viewer import PageViewer, Viewer

router = make_router()
KeyId = Id  # bounded like every id of the API
FIELDS = ("name", "allowed_models", "budget_amount")


def keys_page(
    request: Request,
    viewer: Viewer,
    session: Session,
    *,
    typed: dict[str, str] | None = None,
    errors: dict[str, str] | None = None,
    new_key: str = "",
    status_code: int = 200,
    done: str = "",
) -> Response:
    keys = virtual_keys.list_keys(session, viewer.caller)
    owner_ids = sorted({key.owner_user_id for key in keys})
    owners = auth.user_emails(session, owner_ids) if viewer.caller.is_admin else {}
    return render(
        request, "ai_keys.html", viewer, status_code=status_code, keys=keys, owners=owners,
        typed=typed or {}, errors=errors or {}, new_key=new_key,
        done=translate("ak_revoked") if done == "revoked" else "",
    )  # fmt: skip


@router.get("/settings/ai-keys")
def ai_keys(request: Request, viewer: PageViewer, session: DbSession, done: str = "") -> Response:
    return keys_page(request, viewer, session, done=done)


@router.post("/settings/ai-keys")
async def create_ai_key(request: Request, viewer: PageViewer, session: DbSession) -> Response:
    """The key is in this one answer only (never in a URL; stored only as its hash)."""
    return await forms.with_form(request, FIELDS, _create, request, viewer, session)


def _body(form: dict[str, str]) -> VirtualKeyCreate:
    models = [name.strip() for name in form["allowed_models"].split(",") if name.strip()]
    amount = form["budget_amount"].replace(",", "").strip()
    return VirtualKeyCreate(
        name=form["name"].strip(),
        allowed_models=models or None,
        budget_type="monthly" if amount else None,  # type: ignore[arg-type]
        budget_amount=Decimal(amount) if amount else None,
    )


def _create(request: Request, viewer: Viewer, session: Session, form: dict[str, str]) -> Response:
    try:
        _key, secret = virtual_keys.create_key(session, viewer.caller, _body(form))
    except ValidationError as error:
        wrong = [name for name in forms.field_errors(error) if name in FIELDS]
        errors = {name: translate("ak_invalid_" + name) for name in wrong}
        return keys_page(request, viewer, session, typed=form, status_code=400,
                         errors=errors or {"name": translate("ak_invalid_name")})  # fmt: skip
    except InvalidOperation:
        return keys_page(request, viewer, session, typed=form, status_code=400,
                         errors={"budget_amount": translate("ak_invalid_budget_amount")})  # fmt: skip
    except MisradError as error:  # a member beyond the members' limits: said beside the budget
        return keys_page(request, viewer, session, typed=form, status_code=error.status,
                         errors={"budget_amount": error.message()})  # fmt: skip
    return keys_page(request, viewer, session, new_key=secret)


@router.post("/settings/ai-keys/{key_id}/revoke")
def revoke_ai_key(key_id: KeyId, viewer: PageViewer, session: DbSession) -> Response:
    virtual_keys.revoke_key(session, viewer.caller, key_id)
    return RedirectResponse("/settings/ai-keys?done=revoked", 303)
