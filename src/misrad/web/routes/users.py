"""The office's users (admins): create, role and approval level, deactivate or reactivate, reset a password.

Every change goes through ``auth.update_user``, which ends a deactivated user's sessions, refuses to
leave the office without an active admin, and moves waiting approvals to whoever may decide them now.
"""

from __future__ import annotations

from fastapi import Request
from fastapi.responses import RedirectResponse, Response
from pydantic import ValidationError
from sqlalchemy.orm import Session

from misrad.auth import service as auth
from misrad.auth.schemas import UserCreate, UserUpdate
from misrad.core.errors import MisradError, NotFound
from misrad.core.i18n import translate
from misrad.core.schemas import Id
from misrad.core.web import DbSession, make_router
from misrad.web import record_forms as forms
from misrad.web.templating import render
from misrad.web.viewer import PageViewer, Viewer

router = make_router()
UserId = Id  # bounded like every id of the API
ROLES = ("member", "approver", "admin")
LEVELS = range(1, 11)
DONE = {"saved": "wr_user_saved", "created": "wr_user_created", "password": "wr_user_password_reset"}
USER_MESSAGES = {
    "email": "wr_invalid_email_user",
    "password": "wr_password_short",
    "display_name": "wr_name_needed",
}


def _admin(viewer: Viewer) -> None:
    if not viewer.caller.is_admin:
        raise NotFound()


def _page(
    request: Request,
    viewer: Viewer,
    session: Session,
    *,
    typed: dict[str, str] | None = None,
    errors: dict[str, str] | None = None,
    status_code: int = 200,
    done: str = "",
    editing: int | None = None,
) -> Response:
    return render(
        request, "users.html", viewer, status_code=status_code, users=auth.list_users(session), roles=ROLES,
        levels=LEVELS, typed=typed or {"role": "member"}, errors=errors or {}, editing=editing,
        done=translate(DONE[done]) if done in DONE else "",
    )  # fmt: skip


@router.get("/settings/users")
def users_page(request: Request, viewer: PageViewer, session: DbSession, done: str = "") -> Response:
    _admin(viewer)
    return _page(request, viewer, session, done=done)


def _level(text: str) -> int | None:
    return int(text) if text.isdigit() and int(text) in LEVELS else None


@router.post("/settings/users")
async def create_user(request: Request, viewer: PageViewer, session: DbSession) -> Response:
    _admin(viewer)
    names = ("email", "display_name", "password", "role", "approval_level")
    return await forms.with_form(request, names, _create_user, request, viewer, session)


def _create_user(request: Request, viewer: Viewer, session: Session, typed: dict[str, str]) -> Response:
    try:
        body = UserCreate(
            email=typed["email"].strip(), display_name=typed["display_name"].strip(),
            password=typed["password"],
            role=typed["role"] if typed["role"] in ROLES else "member",  # type: ignore[arg-type]
            approval_level=_level(typed["approval_level"]),
        )  # fmt: skip
        with session.begin_nested():
            auth.create_user(session, body)
    except ValidationError as error:
        errors = {k: translate(USER_MESSAGES.get(k, "web_invalid_value")) for k in forms.field_errors(error)}
        return _page(
            request, viewer, session, typed={**typed, "password": ""}, errors=errors, status_code=400
        )
    except MisradError as error:
        return _page(
            request,
            viewer,
            session,
            typed={**typed, "password": ""},
            status_code=error.status,
            errors={"email": error.message()},
        )
    return RedirectResponse("/settings/users?done=created", 303)


def _update(request: Request, viewer: Viewer, session: Session, user_id: int, body: UserUpdate,
            done: str) -> Response:  # fmt: skip
    try:
        with session.begin_nested():
            auth.update_user(session, user_id, body)
    except MisradError as error:
        if error.status == 404:
            raise
        return _page(
            request,
            viewer,
            session,
            status_code=error.status,
            editing=user_id,
            errors={f"user_{user_id}": error.message()},
        )
    return RedirectResponse(f"/settings/users?done={done}", 303)


@router.post("/settings/users/{user_id}")
async def update_user(request: Request, user_id: UserId, viewer: PageViewer, session: DbSession) -> Response:
    """Role, approval level and whether the user may sign in."""
    _admin(viewer)
    names = ("role", "approval_level", "is_active")
    return await forms.with_form(request, names, _change_user, request, viewer, session, user_id)


def _change_user(
    request: Request, viewer: Viewer, session: Session, user_id: int, form: dict[str, str]
) -> Response:
    body = UserUpdate(
        role=form["role"] if form["role"] in ROLES else None,  # type: ignore[arg-type]
        approval_level=_level(form["approval_level"]), is_active=form["is_active"] != "no",
    )  # fmt: skip
    return _update(request, viewer, session, user_id, body, "saved")


@router.post("/settings/users/{user_id}/password")
async def reset_password(
    request: Request, user_id: UserId, viewer: PageViewer, session: DbSession
) -> Response:
    """A new password chosen by the admin; every session of the user ends."""
    _admin(viewer)
    return await forms.with_form(request, ("password",), _reset_password, request, viewer, session, user_id)


def _reset_password(
    request: Request, viewer: Viewer, session: Session, user_id: int, form: dict[str, str]
) -> Response:
    password = form["password"]
    if len(password) < 8 or len(password) > 1024:
        return _page(
            request,
            viewer,
            session,
            status_code=400,
            editing=user_id,
            errors={f"password_{user_id}": translate("wr_password_short")},
        )
    return _update(request, viewer, session, user_id, UserUpdate(password=password), "password")
