"""The assistant's prompts: every field of the spec (and its provider, model, active switch), editable by
admins; one of them is the default, and making another the default moves it (there is always one)."""

from __future__ import annotations

from typing import Any

from fastapi import Request
from fastapi.responses import RedirectResponse, Response
from pydantic import ValidationError
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from misrad.assistant import service as assistant
from misrad.assistant.schemas import PromptCreate, PromptUpdate
from misrad.core.errors import Forbidden, MisradError
from misrad.core.i18n import translate
from misrad.core.schemas import Id
from misrad.core.web import DbSession, make_router
from misrad.providers import service as providers
from misrad.web.templating import render
from misrad.web.viewer import PageViewer, Viewer

router = make_router()
PromptId = Id  # bounded like every id of the API
TEXTS = (
    "display_name",
    "base_prompt",
    "personality",
    "customer_instructions",
    "invoice_instructions",
    "repair_instructions",
)


def _fields(form: Any, *, creating: bool) -> dict[str, Any]:
    """What the form says, as the API's body would (empty numbers and ids are left to their default)."""
    typed: dict[str, Any] = {name: str(form.get(name, "")) for name in TEXTS}
    typed["name"] = str(form.get("name", "")).strip()
    for name in ("temperature", "max_tokens", "provider_id", "model_id"):
        typed[name] = str(form.get(name, "")).strip()
    typed["is_active"] = form.get("is_active") == "on" or creating
    return typed


def _body(typed: dict[str, Any], *, creating: bool) -> PromptCreate | PromptUpdate:
    data = {
        k: v for k, v in typed.items() if k not in ("provider_id", "model_id", "temperature", "max_tokens")
    }
    data["display_name"] = data["display_name"].strip() or None
    for name in ("temperature", "max_tokens"):
        if typed[name]:
            data[name] = typed[name]
    # An empty provider is the built-in engine: the prompt's provider and model are cleared.
    data["provider_id"] = typed["provider_id"] or None
    data["model_id"] = (typed["model_id"] or None) if typed["provider_id"] else None
    if creating:
        return PromptCreate.model_validate(data)
    data["name"] = data["name"] or None
    return PromptUpdate.model_validate(data)


def _page(
    request: Request,
    viewer: Viewer,
    session: Session,
    *,
    errors: dict[str, str] | None = None,
    typed: dict[str, Any] | None = None,
    editing: int | None = None,
    status_code: int = 200,
    done: str = "",
) -> Response:
    return render(
        request,
        "prompts.html",
        viewer,
        status_code=status_code,
        prompts=assistant.every_prompt(session),
        providers=providers.list_providers(session),
        errors=errors or {},
        typed=typed or {},
        editing=editing,
        done=done,
        may_edit=viewer.caller.is_admin,
        texts=TEXTS,
    )


@router.get("/assistant/prompts")
def prompts_page(request: Request, viewer: PageViewer, session: DbSession, done: str = "") -> Response:
    return _page(request, viewer, session, done="saved" if done == "saved" else "")


def _errors(error: ValidationError) -> dict[str, str]:
    return {str(e["loc"][0]): translate("web_invalid_value") for e in error.errors() if e.get("loc")}


def _save(
    request: Request, viewer: Viewer, session: Session, prompt_id: int | None, typed: dict[str, Any]
) -> Response:
    """Runs in the thread pool: a write must not wait for SQLite's writer turn on the event loop."""
    if not viewer.caller.is_admin:
        raise Forbidden()
    editing = prompt_id if prompt_id is not None else 0
    try:
        with session.begin_nested():
            if prompt_id is None:
                assistant.create_prompt(session, _body(typed, creating=True))  # type: ignore[arg-type]
            else:
                assistant.update_prompt(session, prompt_id, _body(typed, creating=False))  # type: ignore[arg-type]
    except ValidationError as error:
        return _page(
            request, viewer, session, errors=_errors(error), typed=typed, editing=editing, status_code=400
        )
    except MisradError as error:
        field = "name" if error.error_code == "prompt_name_taken" else "form"
        return _page(
            request,
            viewer,
            session,
            errors={field: translate(error.error_code, **error.params)},
            typed=typed,
            editing=editing,
            status_code=error.status,
        )
    return RedirectResponse("/assistant/prompts?done=saved", 303)


@router.post("/assistant/prompts")
async def create(request: Request, viewer: PageViewer, session: DbSession) -> Response:
    typed = _fields(await request.form(), creating=True)
    return await run_in_threadpool(_save, request, viewer, session, None, typed)


@router.post("/assistant/prompts/{prompt_id}")
async def edit(request: Request, prompt_id: PromptId, viewer: PageViewer, session: DbSession) -> Response:
    typed = _fields(await request.form(), creating=False)
    return await run_in_threadpool(_save, request, viewer, session, prompt_id, typed)


@router.post("/assistant/prompts/{prompt_id}/default")
def make_default(prompt_id: PromptId, viewer: PageViewer, session: DbSession) -> Response:
    """The default moves here; the service clears the previous one (exactly one at any time)."""
    if not viewer.caller.is_admin:
        raise Forbidden()
    assistant.update_prompt(session, prompt_id, PromptUpdate(is_default=True, is_active=True))
    return RedirectResponse("/assistant/prompts?done=saved", 303)
