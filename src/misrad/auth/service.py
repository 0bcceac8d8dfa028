"""Users, logins, sessions and API tokens (CONTRACT 2)."""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy.orm import Session

from misrad.auth import throttle
from misrad.auth.errors import (
    EmailTaken,
    LastAdmin,
    TokenNotFound,
    UserNotFound,
    WrongCredentials,
    WrongCurrentPassword,
)
from misrad.auth.last_use import LEDGER
from misrad.auth.models import ApiToken, AuthSession, User
from misrad.auth.repository import (
    LoginFailureRepository,
    SessionRepository,
    TokenRepository,
    UserDirectory,
    UserRepository,
)
from misrad.auth.schemas import Caller, PasswordChange, UserCreate, UserUpdate
from misrad.core import changes as change_signals
from misrad.core.changes import VersionedCache
from misrad.core.clock import utcnow
from misrad.core.db import get_database
from misrad.core.security import (
    hash_password,
    new_token,
    password_needs_rehash,
    same_secret,
    token_digest,
    verify_password,
)
from misrad.core.settings import get_settings

TOKEN_MARK = "msr"  # noqa: S105 - the public mark of misrad tokens, not a secret


def caller_of(user: User, via: str = "session") -> Caller:
    return Caller(
        id=user.id,
        email=user.email,
        display_name=user.display_name,
        role=user.role,
        approval_level=user.approval_level,
        via=via,
    )


@dataclass(frozen=True)
class LoginOutcome:
    user: User
    session_token: str
    csrf_token: str


def create_user(session: Session, data: UserCreate) -> User:
    users = UserRepository(session)
    email = data.email.strip().lower()
    if users.by_email(email):
        raise EmailTaken()
    user = users.add(
        User(
            email=email,
            display_name=data.display_name,
            password_hash=hash_password(data.password),
            role=data.role,
            approval_level=data.approval_level,
        )
    )
    _reassign_pending_approvals(session)
    return user


def update_user(session: Session, user_id: int, data: UserUpdate) -> User:
    user = UserRepository(session).get(user_id)
    if user is None:
        raise UserNotFound()
    # ``null`` clears only what may be empty (the approval level); for the others it changes nothing.
    changes = {
        field: value
        for field, value in data.model_dump(exclude_unset=True).items()
        if value is not None or field == "approval_level"
    }
    stays_admin = changes.get("role", user.role) == "admin" and changes.get("is_active", user.is_active)
    if user.role == "admin" and user.is_active and not stays_admin:
        others = [i for i in UserDirectory(session).active_ids_with_role("admin") if i != user.id]
        if not others:
            raise LastAdmin()
    if changes.pop("revoke_tokens", False):
        TokenRepository(session).delete_all_of(user.id)
    if "password" in changes:
        user.password_hash = hash_password(changes.pop("password"))
        SessionRepository(session).revoke_all_of(user.id, utcnow())
    for field, value in changes.items():
        setattr(user, field, value)
    if changes.get("is_active") is False:
        SessionRepository(session).revoke_all_of(user.id, utcnow())
    session.flush()
    _callers_changed(session)  # a cached caller holds the name, role and level; tokens may be gone
    if changes.keys() & {"role", "approval_level", "is_active"}:
        _reassign_pending_approvals(session)
    return user


def change_own_password(
    session: Session, user_id: int, change: PasswordChange, ip: str, session_token: str | None = None
) -> None:
    """A user's own new password: every other session ends (this one, ``session_token``, stays).

    The current password is checked like a sign-in (throttled, failures counted), so a stolen session
    cannot be used to guess it.
    """
    user = get_user(session, user_id)
    throttle.check(session, user.email, ip)
    if not verify_password(user.password_hash, change.current_password):
        throttle.record_failure(session, user.email, ip)
        raise WrongCurrentPassword()
    user.password_hash = hash_password(change.new_password)
    user.must_change_password = False  # the printed first-admin password is replaced
    keep = token_digest(session_token) if session_token else None
    SessionRepository(session).revoke_all_of(user.id, utcnow(), keep_digest=keep)
    if change.revoke_tokens:
        TokenRepository(session).delete_all_of(user.id)
        _callers_changed(session)
    session.flush()


def change_password(user_id: int, change: PasswordChange, ip: str, session_token: str | None) -> None:
    """``change_own_password`` in units of work of its own: a wrong current password stays counted."""
    database = get_database()
    try:
        with database.unit_of_work() as session:
            change_own_password(session, user_id, change, ip, session_token)
    except WrongCurrentPassword:
        with database.unit_of_work() as session:
            throttle.record_failure(session, get_user(session, user_id).email, ip)
        raise


def unlock_user(session: Session, user_id: int) -> User:
    """Forget the account's failed sign-ins from every address, so no back-off delays it any more."""
    user = get_user(session, user_id)
    throttle.unlock(session, user.email)
    return user


# What must follow a change of who may decide (a role, level or active state): filled by the list of
# areas (``misrad.areas``), so auth calls approvals without importing it (approvals reads users here).
DECIDERS_CHANGED: list[Callable[[Session], object]] = []


def _reassign_pending_approvals(session: Session) -> None:
    """Who may decide approvals changed: pending flows go to whoever may decide them now (a flow that
    waited for nobody reaches a new approver; a deactivated or demoted approver's flows move on).
    An explicit call from every user write that changes a role, level or active state."""
    for follow_up in DECIDERS_CHANGED:
        follow_up(session)


def list_users(session: Session) -> list[User]:
    return UserRepository(session).all()


def user_by_email(session: Session, email: str) -> User:
    user = UserRepository(session).by_email(email)
    if user is None:
        raise UserNotFound()
    return user


def get_user(session: Session, user_id: int) -> User:
    user = UserRepository(session).get(user_id)
    if user is None:
        raise UserNotFound()
    return user


def login(session: Session, email: str, password: str, ip: str) -> LoginOutcome:
    settings = get_settings()
    email = email.strip().lower()
    throttle.check(session, email, ip)
    user = UserRepository(session).by_email(email)
    if (
        not verify_password(user.password_hash if user else None, password)
        or user is None
        or not user.is_active
    ):
        throttle.record_failure(session, email, ip)
        raise WrongCredentials()
    throttle.forget_address(session, email, ip)
    if password_needs_rehash(user.password_hash):
        user.password_hash = hash_password(password)
    session_token, csrf_token = new_token(), new_token(24)
    SessionRepository(session).add(
        AuthSession(
            user_id=user.id,
            token_digest=token_digest(session_token),
            csrf_digest=token_digest(csrf_token),
            expires_at=utcnow() + timedelta(hours=settings.session_ttl_hours),
        )
    )
    return LoginOutcome(user=user, session_token=session_token, csrf_token=csrf_token)


def sign_in(email: str, password: str, ip: str) -> LoginOutcome:
    """``login`` in units of work of its own (no request session): a refused attempt is recorded in a
    unit that commits although the request fails, or throttling would never see it."""
    database = get_database()
    try:
        with database.unit_of_work() as session:
            return login(session, email, password, ip)
    except WrongCredentials:
        with database.unit_of_work() as session:
            throttle.record_failure(session, email.strip().lower(), ip)
        raise


# An ended session is kept this long (who was signed in when), then forgotten.
ENDED_SESSIONS_KEPT = timedelta(days=30)


def prune_login_records(session: Session) -> tuple[int, int]:
    """Forget login failures older than the throttling window and long-ended sessions.

    Without this both tables only grow: every failed attempt and every login adds a row.
    Returns ``(failures, sessions)`` deleted.
    """
    now = utcnow()
    window = timedelta(seconds=get_settings().login_window_seconds)
    failures = LoginFailureRepository(session).delete_before(now - window)
    sessions = SessionRepository(session).delete_ended_before(now - ENDED_SESSIONS_KEPT)
    return failures, sessions


def logout(session: Session, session_token: str | None) -> None:
    if session_token:
        SessionRepository(session).revoke(token_digest(session_token), utcnow())


def caller_from_session(session: Session, session_token: str) -> tuple[Caller, str] | None:
    """The caller of a live session and the digest of its CSRF token."""
    found = SessionRepository(session).live_by_digest(token_digest(session_token), utcnow())
    if found is None:
        return None
    auth_session, user = found
    return caller_of(user, "session"), auth_session.csrf_digest


def csrf_matches(expected_digest: str, header: str | None, cookie: str | None) -> bool:
    if not header or not cookie or not same_secret(header, cookie):
        return False
    return same_secret(token_digest(header), expected_digest)


PREFIX_LENGTH = 8


def create_token(
    session: Session, user_id: int, name: str, expires_in_days: int | None = None
) -> tuple[ApiToken, str]:
    # The prefix is hex so it never contains the "_" separator (a url-safe prefix did, one token in eight).
    prefix, secret = secrets.token_hex(PREFIX_LENGTH // 2), new_token(32)
    plain = f"{TOKEN_MARK}_{prefix}_{secret}"
    expires_at = utcnow() + timedelta(days=expires_in_days) if expires_in_days else None
    token = ApiToken(
        user_id=user_id, name=name, prefix=prefix, token_digest=token_digest(plain), expires_at=expires_at
    )
    TokenRepository(session).add(token)
    return token, plain


# A token's last use is recorded at most this often: a write per request would cost every request.
TOKEN_USE_PRECISION = timedelta(hours=1)


@dataclass
class _KnownToken:
    """A bearer token's caller as this process last read it (see ``_token_callers``)."""

    caller: Caller
    token_id: int
    expires_at: datetime | None
    last_used_at: datetime | None


# Callers of bearer tokens, kept in this process while the ``callers`` change counter stands still: a
# request then reads that one counter instead of the token and its user. Every write that could change
# a cached caller (a token deleted or revoked, a user changed) bumps the counter in its transaction, so
# every process drops its cache at once. Expiry is checked on every use; the timer is only a backstop.
_token_callers: VersionedCache[_KnownToken | None] = VersionedCache(backstop_seconds=300)


def _callers_changed(session: Session) -> None:
    change_signals.bump(session, change_signals.CALLERS)
    _token_callers.clear()


def _look_up_token(session: Session, plain: str) -> _KnownToken | None:
    # Fixed positions, not split("_"): the prefix is PREFIX_LENGTH characters after "msr_".
    head = f"{TOKEN_MARK}_"
    if len(plain) > 512 or not plain.startswith(head) or plain[len(head) + PREFIX_LENGTH :][:1] != "_":
        return None
    found = TokenRepository(session).with_user_by_prefix(
        plain[len(head) : len(head) + PREFIX_LENGTH], utcnow()
    )
    if found is None:
        return None
    token, user = found
    if not same_secret(token.token_digest, token_digest(plain)):
        return None
    return _KnownToken(caller_of(user, "token"), token.id, token.expires_at, token.last_used_at)


def authenticate_token(session: Session, plain: str) -> tuple[Caller, int | None] | None:
    """The caller of a bearer token, and the token's id when its last use is due to be recorded."""
    if len(plain) > 512:
        return None
    version = change_signals.current(session, change_signals.CALLERS)
    return _used(_token_callers.get(token_digest(plain), version, lambda: _look_up_token(session, plain)))


def _used(known: _KnownToken | None) -> tuple[Caller, int | None] | None:
    """``known``'s caller unless expired, and its token's id when its last use is due to be noted."""
    now = utcnow()
    if known is None or (known.expires_at is not None and known.expires_at <= now):
        return None
    due = known.last_used_at is None or known.last_used_at < now - TOKEN_USE_PRECISION
    if due:
        known.last_used_at = now  # noted now (written after the response), so not again for an hour
    return known.caller, known.token_id if due else None


def _noted(found: tuple[Caller, int | None] | None) -> Caller | None:
    if found is None:
        return None
    caller, token_due = found
    if token_due is not None:
        LEDGER.note_token(token_due)
    return caller


def caller_from_token(session: Session, plain: str) -> Caller | None:
    """The caller of a bearer token; a due last-use stamp is noted, to be written after the response
    (authentication itself never writes: see ``auth.last_use``)."""
    return _noted(authenticate_token(session, plain))


def caller_from_kept_token(plain: str) -> Caller | None:
    """The caller of a bearer token this process has kept, if the ``callers`` counter has not moved
    since: one read of that counter, with no session or transaction. None when the token must be looked
    up (``caller_from_token``), which also gives the answer for an unknown or expired token."""
    if len(plain) > 512:
        return None
    kept = _token_callers.kept(token_digest(plain), change_signals.peek(change_signals.CALLERS))
    return _noted(_used(kept)) if kept is not None else None


def kept_token(plain: str) -> tuple[int, _KnownToken] | None:
    """The caller this process keeps for a bearer token and the ``callers`` counter it is kept under,
    with nothing read. The counter must then be read (``change_signals.counter_column`` in the same
    statement as the request's rows, or ``peek``) and found equal before ``caller_of_kept`` is trusted."""
    found = None if len(plain) > 512 else _token_callers.latest(token_digest(plain))
    return None if found is None or found[1] is None else (found[0], found[1])


def caller_of_kept(known: _KnownToken) -> Caller | None:
    """``kept_token``'s caller once its counter is checked: None when the token has expired; a due
    last-use stamp is noted, as ``caller_from_kept_token`` does."""
    return _noted(_used(known))


def list_tokens(session: Session, caller: Caller) -> list[ApiToken]:
    return TokenRepository(session).list(None if caller.is_admin else caller.id)


def delete_token(session: Session, caller: Caller, token_id: int) -> None:
    tokens = TokenRepository(session)
    token = tokens.get(token_id)
    if token is None or (token.user_id != caller.id and not caller.is_admin):
        raise TokenNotFound()
    tokens.delete(token)
    _callers_changed(session)


def tokens_of(session: Session, email: str) -> list[ApiToken]:
    """A user's tokens, by email (the command line's ``tokens list``)."""
    return TokenRepository(session).list(user_by_email(session, email).id)


def revoke_token(session: Session, token_id: int) -> ApiToken:
    """Delete any token by id (the command line, run by whoever runs the service)."""
    tokens = TokenRepository(session)
    token = tokens.get(token_id)
    if token is None:
        raise TokenNotFound()
    tokens.delete(token)
    _callers_changed(session)
    return token


def ensure_first_admin(session: Session) -> tuple[str, str] | None:
    """With no users at all, create an admin; returns (email, password) to print once."""
    users = UserRepository(session)
    if users.count():
        return None
    password = new_token(12)
    users.add(
        User(
            email="admin@misrad.local",
            display_name="מנהל המערכת",
            password_hash=hash_password(password),
            role="admin",
            approval_level=None,
            must_change_password=True,
        )
    )
    return "admin@misrad.local", password


@dataclass(frozen=True)
class UserBrief:
    """What other areas may know of a user (no secrets)."""

    id: int
    email: str
    role: str
    approval_level: int | None
    is_active: bool


def _brief(user: User) -> UserBrief:
    return UserBrief(
        id=user.id,
        email=user.email,
        role=user.role,
        approval_level=user.approval_level,
        is_active=user.is_active,
    )


def active_admin_ids(session: Session) -> list[int]:
    return UserDirectory(session).active_ids_with_role("admin")


def active_approvers(session: Session) -> list[UserBrief]:
    """Active users with role ``approver`` and an approval level, lowest level first."""
    return [_brief(user) for user in UserDirectory(session).active_approvers()]


def approvers_at_level(session: Session, level: int) -> list[UserBrief]:
    return [user for user in active_approvers(session) if user.approval_level == level]


def get_user_email(session: Session, user_id: int) -> str | None:
    return UserDirectory(session).emails_of([user_id]).get(user_id)


def user_emails(session: Session, user_ids: list[int]) -> dict[int, str]:
    return UserDirectory(session).emails_of(user_ids)


def people(session: Session, user_ids: list[int]) -> dict[int, tuple[str, str]]:
    """(email, display name) of each of ``user_ids`` that exists."""
    return UserDirectory(session).people_of(user_ids)


def names_by_email(session: Session, emails: Iterable[str | None]) -> dict[str, str]:
    """The display name of each address that belongs to a user (pages name people; the API gives
    addresses, as its spec shows)."""
    return UserDirectory(session).names_by_email({e for e in emails if e})


def find_user_by_email(session: Session, email: str) -> UserBrief | None:
    user = UserRepository(session).by_email(email)
    return _brief(user) if user else None


def set_language(session: Session, user_id: int, language: str) -> None:
    """Remember the language a user chose (``he`` or ``en``) for every page they open."""
    get_user(session, user_id).language = language if language in ("he", "en") else ""
    session.flush()
