from __future__ import annotations

from fastapi import Request, Response, status

from misrad.auth import service
from misrad.auth.dependencies import CSRF_COOKIE, SESSION_COOKIE, AdminUser, CurrentUser, StandaloneUser
from misrad.auth.schemas import (
    LoginBody,
    LoginResult,
    MeResult,
    PasswordChange,
    TokenCreate,
    TokenCreated,
    TokenList,
    TokenOut,
    UserCreate,
    UserDetail,
    UserList,
    UserOut,
    UserResult,
    UserUpdate,
)
from misrad.core.i18n import translate
from misrad.core.schemas import ErrorBody, Id, MessageEnvelope
from misrad.core.settings import get_settings
from misrad.core.web import DbSession, make_router

ERRORS: dict[int | str, dict[str, object]] = {
    code: {"model": ErrorBody} for code in (400, 401, 403, 404, 409, 429)
}
router = make_router(prefix="/api/auth", tags=["auth"], responses=ERRORS)


def _client_ip(request: Request) -> str:
    return request.client.host if request.client else "-"


@router.post("/login", response_model=LoginResult)
def login(body: LoginBody, request: Request, response: Response) -> LoginResult:
    """Sign in with email and password; sets the session cookie and a readable CSRF cookie.

    Failed attempts slow further ones (429 with `Retry-After`, the seconds to wait): per account and
    address, per address and per account, each wait twice the last. An address without failures on the
    account is never refused for failures from elsewhere. Admins clear them with `/users/{id}/unlock`.
    """
    # Its own units of work: a refused attempt stays recorded although the request fails.
    outcome = service.sign_in(body.email, body.password, _client_ip(request))
    secure = get_settings().cookie_secure or request.url.scheme == "https"
    max_age = get_settings().session_ttl_hours * 3600
    response.set_cookie(
        SESSION_COOKIE, outcome.session_token, httponly=True, samesite="lax", secure=secure, max_age=max_age
    )
    response.set_cookie(
        CSRF_COOKIE, outcome.csrf_token, httponly=False, samesite="lax", secure=secure, max_age=max_age
    )
    return LoginResult(user=UserOut.model_validate(outcome.user), csrf_token=outcome.csrf_token)


@router.post("/logout", response_model=MessageEnvelope)
def logout(caller: CurrentUser, request: Request, response: Response, session: DbSession) -> MessageEnvelope:
    """End the current session (the cookie stops working at once)."""
    service.logout(session, request.cookies.get(SESSION_COOKIE))
    response.delete_cookie(SESSION_COOKIE)
    response.delete_cookie(CSRF_COOKIE)
    return MessageEnvelope(message=translate("logged_out"))


@router.get("/me", response_model=MeResult)
def me(caller: CurrentUser, session: DbSession) -> MeResult:
    return MeResult(user=UserDetail.model_validate(service.get_user(session, caller.id)))


@router.post("/me/password", response_model=MessageEnvelope)
def change_password(body: PasswordChange, caller: StandaloneUser, request: Request) -> MessageEnvelope:
    """Change your own password (the current one confirms it; wrong tries count as failed sign-ins).

    Every other session of yours ends; the one making this request stays. API tokens keep working
    unless `revoke_tokens` is true (default false), which deletes all of them.
    """
    # Its own units of work, as login: a wrong current password stays counted although the request fails.
    service.change_password(caller.id, body, _client_ip(request), request.cookies.get(SESSION_COOKIE))
    return MessageEnvelope(message=translate("password_changed"))


@router.post("/tokens", response_model=TokenCreated, status_code=status.HTTP_201_CREATED)
def create_token(body: TokenCreate, caller: CurrentUser, session: DbSession) -> TokenCreated:
    """Create an API token for the caller. The token is shown this once and stored only as a hash.

    With `expires_in_days` the token stops working (401) that many days from now; without it, it works
    until deleted.
    """
    token, plain = service.create_token(session, caller.id, body.name, body.expires_in_days)
    return TokenCreated(id=token.id, token=plain, expires_at=token.expires_at)


@router.get("/tokens", response_model=TokenList)
def list_tokens(caller: CurrentUser, session: DbSession) -> TokenList:
    """The caller's tokens (every token for an admin), without their secrets."""
    return TokenList(tokens=[TokenOut.model_validate(t) for t in service.list_tokens(session, caller)])


@router.delete("/tokens/{token_id}", response_model=MessageEnvelope)
def delete_token(token_id: Id, caller: CurrentUser, session: DbSession) -> MessageEnvelope:
    service.delete_token(session, caller, token_id)
    return MessageEnvelope(message=translate("deleted"))


@router.get("/users", response_model=UserList)
def list_users(admin: AdminUser, session: DbSession) -> UserList:
    users = service.list_users(session)
    return UserList(users=[UserDetail.model_validate(u) for u in users], total=len(users))


@router.post("/users", response_model=UserResult, status_code=status.HTTP_201_CREATED)
def create_user(body: UserCreate, admin: AdminUser, session: DbSession) -> UserResult:
    return UserResult(user=UserDetail.model_validate(service.create_user(session, body)))


@router.put("/users/{user_id}", response_model=UserResult)
def update_user(user_id: Id, body: UserUpdate, admin: AdminUser, session: DbSession) -> UserResult:
    """Change a user's name, password, role, approval level or active flag (revokes sessions when needed).

    Only the fields sent change; `null` clears the approval level and leaves the other fields as they are.
    A new password always ends all the user's sessions; `revoke_tokens: true` (default false) also
    deletes all their API tokens, with or without a new password.
    """
    return UserResult(user=UserDetail.model_validate(service.update_user(session, user_id, body)))


@router.post("/users/{user_id}/unlock", response_model=UserResult)
def unlock_user(user_id: Id, admin: AdminUser, session: DbSession) -> UserResult:
    """Forget the user's failed sign-ins from every address, so no back-off delays their next one.

    Sign-ins are slowed, never locked: failures are counted per (account, address), per address and per
    account, and past a free allowance each attempt waits twice as long as the one before (answered 429
    with `Retry-After`). A failure from one address never delays a sign-in from an address without any.
    """
    return UserResult(user=UserDetail.model_validate(service.unlock_user(session, user_id)))
