from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import and_, bindparam, case, delete, func, or_, select, update
from sqlalchemy.orm import Session

from misrad.auth.models import ApiToken, AuthSession, LoginFailure, User

# Every authenticated request runs one of these two: built once, not per request.
_LIVE_SESSION = (
    select(AuthSession, User)
    .join(User, User.id == AuthSession.user_id)
    .where(
        AuthSession.token_digest == bindparam("digest"),
        AuthSession.revoked_at.is_(None),
        AuthSession.expires_at > bindparam("now", type_=AuthSession.expires_at.type),
        User.is_active.is_(True),
    )
)
_TOKEN_BY_PREFIX = (
    select(ApiToken, User)
    .join(User, User.id == ApiToken.user_id)
    .where(
        ApiToken.prefix == bindparam("prefix"),
        or_(
            ApiToken.expires_at.is_(None),
            ApiToken.expires_at > bindparam("now", type_=ApiToken.expires_at.type),
        ),
        User.is_active.is_(True),
    )
)


@dataclass(frozen=True)
class FailureTally:
    pair: int
    pair_last: datetime | None
    address: int
    address_last: datetime | None
    account: int


class UserRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, user_id: int) -> User | None:
        return self.session.get(User, user_id)

    def by_email(self, email: str) -> User | None:
        return self.session.scalar(select(User).where(User.email == email.strip().lower()))

    def add(self, user: User) -> User:
        self.session.add(user)
        self.session.flush()
        return user

    def all(self) -> list[User]:
        return list(self.session.scalars(select(User).order_by(User.id)))

    def count(self) -> int:
        return self.session.scalar(select(func.count(User.id))) or 0


class SessionRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def add(self, auth_session: AuthSession) -> None:
        self.session.add(auth_session)
        self.session.flush()

    def live_by_digest(self, digest: str, now: datetime) -> tuple[AuthSession, User] | None:
        row = self.session.execute(_LIVE_SESSION, {"digest": digest, "now": now}).first()
        return (row[0], row[1]) if row else None

    def revoke(self, digest: str, now: datetime) -> None:
        self.session.execute(
            update(AuthSession).where(AuthSession.token_digest == digest).values(revoked_at=now)
        )

    def delete_ended_before(self, moment: datetime) -> int:
        """Forget sessions that expired or were revoked before ``moment``; returns how many."""
        result = self.session.execute(
            delete(AuthSession).where(or_(AuthSession.expires_at < moment, AuthSession.revoked_at < moment))
        )
        return int(getattr(result, "rowcount", 0) or 0)

    def revoke_all_of(self, user_id: int, now: datetime, keep_digest: str | None = None) -> None:
        """End every live session of the user but the one with ``keep_digest`` (the caller's own)."""
        query = update(AuthSession).where(AuthSession.user_id == user_id, AuthSession.revoked_at.is_(None))
        if keep_digest is not None:
            query = query.where(AuthSession.token_digest != keep_digest)
        self.session.execute(query.values(revoked_at=now))


class TokenRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def add(self, token: ApiToken) -> None:
        self.session.add(token)
        self.session.flush()

    def with_user_by_prefix(self, prefix: str, now: datetime) -> tuple[ApiToken, User] | None:
        """A live token (not expired at ``now``) of an active user, by its public prefix."""
        row = self.session.execute(_TOKEN_BY_PREFIX, {"prefix": prefix, "now": now}).first()
        return (row[0], row[1]) if row else None

    def get(self, token_id: int) -> ApiToken | None:
        return self.session.get(ApiToken, token_id)

    def mark_used(self, uses: dict[int, datetime]) -> None:
        """Stamp each token's last use, unless a later one is already stored (one statement, many rows)."""
        if not uses:
            return
        # Core-style on the session's connection: an ORM update with many parameter sets would be
        # a "bulk update by primary key", which takes no extra WHERE.
        self.session.connection().execute(
            update(ApiToken)
            .where(
                ApiToken.id == bindparam("token_id"),
                or_(ApiToken.last_used_at.is_(None), ApiToken.last_used_at < bindparam("moment")),
            )
            .values(last_used_at=bindparam("moment")),
            [{"token_id": token_id, "moment": moment} for token_id, moment in uses.items()],
        )

    def list(self, user_id: int | None) -> list[ApiToken]:
        query = select(ApiToken).order_by(ApiToken.id)
        if user_id is not None:
            query = query.where(ApiToken.user_id == user_id)
        return list(self.session.scalars(query))

    def delete(self, token: ApiToken) -> None:
        self.session.delete(token)
        self.session.flush()

    def delete_all_of(self, user_id: int) -> int:
        result = self.session.execute(delete(ApiToken).where(ApiToken.user_id == user_id))
        return int(getattr(result, "rowcount", 0) or 0)


class LoginFailureRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def record(self, email: str, ip: str) -> None:
        self.session.add(LoginFailure(email=email, ip=ip))
        self.session.flush()

    def tally(self, email: str, ip: str, since: datetime) -> FailureTally:
        """Failures since ``since`` of this account from this address, of the address, of the account."""
        pair = and_(LoginFailure.email == email, LoginFailure.ip == ip)
        by_ip, by_email = LoginFailure.ip == ip, LoginFailure.email == email
        row = self.session.execute(
            select(
                func.count(case((pair, 1))),
                func.max(case((pair, LoginFailure.at))),
                func.count(case((by_ip, 1))),
                func.max(case((by_ip, LoginFailure.at))),
                func.count(case((by_email, 1))),
            ).where(LoginFailure.at >= since, or_(by_email, by_ip))
        ).one()
        return FailureTally(
            pair=row[0] or 0, pair_last=row[1], address=row[2] or 0, address_last=row[3], account=row[4] or 0
        )

    def delete_before(self, moment: datetime) -> int:
        result = self.session.execute(delete(LoginFailure).where(LoginFailure.at < moment))
        return int(getattr(result, "rowcount", 0) or 0)

    def forget(self, email: str, ip: str | None = None) -> None:
        """Forget an account's failures: from one address (a sign-in there), or all (an admin's unlock)."""
        query = delete(LoginFailure).where(LoginFailure.email == email)
        if ip is not None:
            query = query.where(LoginFailure.ip == ip)
        self.session.execute(query)


class UserDirectory:
    """Small read-only look-ups other areas need (through ``auth.service``)."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def active_ids_with_role(self, role: str) -> list[int]:
        return list(
            self.session.scalars(
                select(User.id).where(User.role == role, User.is_active.is_(True)).order_by(User.id)
            )
        )

    def active_approvers(self) -> list[User]:
        return list(
            self.session.scalars(
                select(User)
                .where(User.role == "approver", User.is_active.is_(True), User.approval_level.is_not(None))
                .order_by(User.approval_level, User.id)
            )
        )

    def emails_of(self, user_ids: list[int]) -> dict[int, str]:
        if not user_ids:
            return {}
        rows = self.session.execute(select(User.id, User.email).where(User.id.in_(set(user_ids))))
        return {row[0]: row[1] for row in rows}

    def names_by_email(self, emails: set[str]) -> dict[str, str]:
        if not emails:
            return {}
        statement = select(User.email, User.display_name).where(User.email.in_(emails))
        return {row[0]: row[1] for row in self.session.execute(statement) if row[1]}

    def people_of(self, user_ids: list[int]) -> dict[int, tuple[str, str]]:
        """(email, display name) of each user, in one query."""
        if not user_ids:
            return {}
        statement = select(User.id, User.email, User.display_name).where(User.id.in_(set(user_ids)))
        return {row[0]: (row[1], row[2]) for row in self.session.execute(statement)}
