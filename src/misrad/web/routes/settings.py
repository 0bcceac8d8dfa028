"""Settings: my profile (name, language; the password on its own page), my API tokens (created — shown
once — and revoked), and for admins the business's details and links to the office's other settings."""

from __future__ import annotations

from typing import Any

from fastapi import Request
from fastapi.responses import RedirectResponse, Response
from pydantic import ValidationError
from sqlalchemy.orm import Session

from misrad.auth import service as auth
from misrad.auth.schemas import TokenCreate, UserUpdate
from misrad.core.errors import Forbidden, InvalidInput
from misrad.core.i18n import set_language, translate
from misrad.core.schemas import Id
from misrad.core.web import DbSession, make_router
from misrad.documents import service as documents
from misrad.intake import ai_choice
from misrad.providers import service as providers
from misrad.records import business
from misrad.web import record_forms as forms
from misrad.web.forms import valid_tax_id
from misrad.web.templating import render
from misrad.web.viewer import PageViewer, Viewer

router = make_router()
TokenId = Id  # bounded like every id of the API
DONE = {
    "profile": "wr_profile_saved",
    "revoked": "wr_token_revoked",
    "business": "wr_business_saved",
    "ai-reading": "wr_ai_reading_saved",
}


def settings_page(
    request: Request,
    viewer: Viewer,
    session: Session,
    *,
    errors: dict[str, str] | None = None,
    typed: dict[str, Any] | None = None,
    new_token: str = "",
    status_code: int = 200,
    done: str = "",
) -> Response:
    user = auth.get_user(session, viewer.caller.id)
    tokens = auth.list_tokens(session, viewer.caller)
    owners = auth.user_emails(session, sorted({t.user_id for t in tokens})) if viewer.caller.is_admin else {}
    details = business.business_details(session) if viewer.caller.is_admin else None
    ai_options, ai_selected = _ai_reading_choices(session) if viewer.caller.is_admin else ([], "")
    return render(
        request, "settings.html", viewer, status_code=status_code, user=user, tokens=tokens, owners=owners,
        business=(typed or {}).get("business") or (details.model_dump() if details else {}),
        ai_options=ai_options, ai_selected=ai_selected,
        typed=typed or {}, errors=errors or {}, new_token=new_token,
        done=translate(DONE[done]) if done in DONE else "",
    )  # fmt: skip


@router.get("/settings")
def settings(request: Request, viewer: PageViewer, session: DbSession, done: str = "") -> Response:
    return settings_page(request, viewer, session, done=done)


@router.post("/settings/profile")
async def save_profile(request: Request, viewer: PageViewer, session: DbSession) -> Response:
    return await forms.with_form(
        request, ("display_name", "language"), _save_profile, request, viewer, session
    )


def _save_profile(request: Request, viewer: Viewer, session: Session, form: dict[str, str]) -> Response:
    name = form["display_name"].strip()
    if not name or len(name) > 200:
        return settings_page(
            request,
            viewer,
            session,
            status_code=400,
            typed=form,
            errors={"display_name": translate("wr_name_needed")},
        )
    # Only the caller's own name: the service changes nothing else from this body.
    auth.update_user(session, viewer.caller.id, UserUpdate(display_name=name))
    language = form["language"] if form["language"] in ("he", "en") else viewer.language
    auth.set_language(session, viewer.caller.id, language)
    set_language(language)  # type: ignore[arg-type]
    response = RedirectResponse("/settings?done=profile", 303)
    response.set_cookie("misrad_lang", language, samesite="lax", max_age=365 * 24 * 3600)
    return response


@router.post("/settings/tokens")
async def create_token(request: Request, viewer: PageViewer, session: DbSession) -> Response:
    """The token is in this one answer only (never in a URL, never stored but as its hash)."""
    return await forms.with_form(
        request, ("name", "expires_in_days"), _create_token, request, viewer, session
    )


def _create_token(request: Request, viewer: Viewer, session: Session, form: dict[str, str]) -> Response:
    days = form["expires_in_days"].strip()
    try:
        body = TokenCreate(name=form["name"].strip(), expires_in_days=int(days) if days.isdigit() else None)
        if days and not days.isdigit():
            raise ValueError(days)
    except (ValidationError, ValueError) as error:
        errors = forms.field_errors(error) if isinstance(error, ValidationError) else {}
        errors = {
            k: translate("wr_invalid_days" if k == "expires_in_days" else "wr_name_needed") for k in errors
        }
        return settings_page(
            request,
            viewer,
            session,
            status_code=400,
            typed={"token": form},
            errors=errors or {"expires_in_days": translate("wr_invalid_days")},
        )
    _token, plain = auth.create_token(session, viewer.caller.id, body.name, body.expires_in_days)
    return settings_page(request, viewer, session, new_token=plain)


@router.post("/settings/tokens/{token_id}/revoke")
def revoke_token(token_id: TokenId, viewer: PageViewer, session: DbSession) -> Response:
    auth.delete_token(session, viewer.caller, token_id)
    return RedirectResponse("/settings?done=revoked", 303)


@router.post("/settings/business")
async def save_business(request: Request, viewer: PageViewer, session: DbSession) -> Response:
    if not viewer.caller.is_admin:
        raise Forbidden()
    return await forms.with_form(
        request, ("name", "tax_id", "address"), _save_business, request, viewer, session
    )


def _save_business(request: Request, viewer: Viewer, session: Session, form: dict[str, str]) -> Response:
    try:
        body = forms.body(business.BusinessDetailsBody, form)
        # An Israeli business number has a check digit: a typing slip is caught here, not on an invoice.
        errors = (
            {}
            if not body.tax_id or valid_tax_id(body.tax_id)
            else {"tax_id": translate("web_invalid_tax_id")}
        )
    except ValidationError as error:
        errors = forms.field_errors(error)
    if errors:
        business_errors = {f"business_{k}": v for k, v in errors.items()}
        return settings_page(
            request, viewer, session, status_code=400, typed={"business": form}, errors=business_errors
        )
    business.save_business_details(session, viewer.caller, body)
    return RedirectResponse("/settings?done=business", 303)


def _ai_reading_choices(session: Session) -> tuple[list[tuple[str, str]], str]:
    """The models an admin may choose for reading invoices (of active providers, the built-in engine
    aside: it reads no documents), as ``provider:model`` values, and the one chosen."""
    options = [
        (f"{p.id}:{m.id}", f"{p.display_name} — {m.display_name}")
        for p in providers.list_providers(session)
        if p.is_active and p.code != "local"
        for m in p.models
        if m.is_active
    ]
    chosen = documents.ai_reading_choice(session)  # the ids alone: the options carry the names
    selected = f"{chosen.provider_id}:{chosen.model_id}" if chosen.enabled else ""
    return options, selected


@router.post("/settings/ai-reading")
async def save_ai_reading(request: Request, viewer: PageViewer, session: DbSession) -> Response:
    if not viewer.caller.is_admin:
        raise Forbidden()
    return await forms.with_form(request, ("model",), _save_ai_reading, viewer, session)


def _save_ai_reading(viewer: Viewer, session: Session, form: dict[str, str]) -> Response:
    provider_id, _, model_id = form["model"].partition(":")
    if form["model"] and not (provider_id.isdigit() and model_id.isdigit()):
        raise InvalidInput("ai_reading_needs_provider")  # not one of the page's options
    try:
        body = ai_choice.AiReadingBody(
            enabled=bool(form["model"]),
            provider_id=int(provider_id) if form["model"] else None,
            model_id=int(model_id) if form["model"] else None,
        )
    except ValidationError as error:  # an id out of range: not one of the page's options either
        raise InvalidInput("ai_reading_needs_provider") from error
    ai_choice.save_ai_reading(session, viewer.caller, body)
    return RedirectResponse("/settings?done=ai-reading", 303)
