"""AI spending, part three: fallback rules (list, create, edit, delete; admins change them).

The rules are checked by ``providers.service`` (primary and fallback differ, no cycle, one rule per
primary); a refused rule comes back with what was typed and the reason beside the field it concerns.
"""

from __future__ import annotations

from typing import Any

from fastapi import Request
from fastapi.responses import RedirectResponse, Response
from pydantic import ValidationError
from sqlalchemy.orm import Session

from misrad.core.errors import MisradError, NotFound
from misrad.core.i18n import translate
from misrad.core.schemas import Id
from misrad.core.web import DbSession, make_router
from misrad.providers import service
from misrad.providers.schemas import FallbackCreate, FallbackUpdate
from misrad.web.routes.spending import field_errors, require_admin, spending_page
from misrad.web.viewer import PageViewer, Viewer

router = make_router()
ItemId = Id  # bounded like every id of the API
TRIGGERS = ("trigger_on_error", "trigger_on_timeout", "trigger_on_rate_limit")
NEW_RULE = {"primary_provider_id": "", "fallback_provider_id": "", "max_retries": "0"} | dict.fromkeys(
    TRIGGERS, "on"
)
RULE_DONE = {
    "created": "web_spend_rule_created",
    "saved": "web_spend_rule_saved",
    "deleted": "web_spend_rule_deleted",
}


def _typed(form: Any) -> dict[str, str]:
    names = ("primary_provider_id", "fallback_provider_id", "max_retries", *TRIGGERS)
    return {name: str(form.get(name, "")).strip()[:12] for name in names}


def _body(typed: dict[str, str]) -> dict[str, Any]:
    return {
        "primary_provider_id": typed["primary_provider_id"] or None,
        "fallback_provider_id": typed["fallback_provider_id"] or None,
        "max_retries": typed["max_retries"] or "0",
        **{name: typed[name] == "on" for name in TRIGGERS},
    }


def _refusal(error: MisradError) -> dict[str, str]:
    """The service's refusal beside its field: a cycle or a self-reference is the fallback's fault, a
    second rule for the same primary is the primary's."""
    if error.error_code == "fallback_invalid":
        reason = str(error.params.get("reason", ""))
        key = "web_spend_fallback_cycle" if "cycle" in reason else "web_spend_fallback_same"
        return {"fallback_provider_id": translate(key)}
    return {"primary_provider_id": error.message()}


def _rule_errors(error: ValidationError) -> dict[str, str]:
    found = field_errors(error)
    if "max_retries" in found:
        found["max_retries"] = translate("web_spend_retries_invalid")
    for name in ("primary_provider_id", "fallback_provider_id"):
        if name in found:
            found[name] = translate("web_spend_choose")
    return found


def _typed_rule(rule: service.RuleView) -> dict[str, str]:
    return {
        "primary_provider_id": str(rule.primary_provider_id),
        "fallback_provider_id": str(rule.fallback_provider_id),
        "max_retries": str(rule.max_retries),
        **{name: "on" if getattr(rule, name) else "" for name in TRIGGERS},
    }


def _page(
    request: Request,
    viewer: Viewer,
    session: Session,
    *,
    editing: int | None = None,
    typed: dict[str, str] | None = None,
    errors: dict[str, str] | None = None,
    status_code: int = 200,
    done: str = "",
) -> Response:
    rules = service.list_rules(session)
    if editing is not None and typed is None:
        rule = next((r for r in rules if r.id == editing), None)
        if rule is None:
            raise NotFound("fallback_rule_not_found")
        typed = _typed_rule(rule)
    choices = [("", translate("web_spend_choose"))] + [
        (p.id, p.display_name) for p in service.list_providers(session)
    ]
    return spending_page(
        request, viewer, "fallback", status_code=status_code, rules=rules, editing=editing,
        typed=typed or NEW_RULE, errors=errors or {}, choices=choices, triggers=TRIGGERS, done=done,
    )  # fmt: skip


@router.get("/spending/fallback")
def fallback_page(
    request: Request, viewer: PageViewer, session: DbSession, done: str = "", edit: str = ""
) -> Response:
    editing = int(edit) if edit.isdigit() and len(edit) < 10 and viewer.caller.is_admin else None
    note = translate(RULE_DONE[done]) if done in RULE_DONE else ""
    return _page(request, viewer, session, editing=editing, done=note)


@router.post("/spending/fallback")
async def create_rule(request: Request, viewer: PageViewer, session: DbSession) -> Response:
    require_admin(viewer)
    typed = _typed(await request.form())
    try:
        body = FallbackCreate.model_validate(_body(typed))
        with session.begin_nested():
            service.create_rule(session, body)
    except ValidationError as error:
        return _page(request, viewer, session, typed=typed, errors=_rule_errors(error), status_code=400)
    except MisradError as error:
        return _page(request, viewer, session, typed=typed, errors=_refusal(error), status_code=error.status)
    return RedirectResponse("/spending/fallback?done=created", 303)


@router.post("/spending/fallback/{rule_id}")
async def save_rule(request: Request, rule_id: ItemId, viewer: PageViewer, session: DbSession) -> Response:
    require_admin(viewer)
    typed = _typed(await request.form())
    try:
        body = FallbackUpdate.model_validate(_body(typed))
        with session.begin_nested():
            service.update_rule(session, rule_id, body)
    except ValidationError as error:
        errors = _rule_errors(error)
        return _page(request, viewer, session, editing=rule_id, typed=typed, errors=errors, status_code=400)
    except NotFound:
        raise
    except MisradError as error:
        errors = _refusal(error)
        return _page(
            request, viewer, session, editing=rule_id, typed=typed, errors=errors, status_code=error.status
        )
    return RedirectResponse("/spending/fallback?done=saved", 303)


@router.post("/spending/fallback/{rule_id}/delete")
def delete_rule(rule_id: ItemId, viewer: PageViewer, session: DbSession) -> Response:
    require_admin(viewer)
    service.delete_rule(session, rule_id)
    return RedirectResponse("/spending/fallback?done=deleted", 303)
