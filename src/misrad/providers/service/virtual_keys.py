"""Virtual keys of the OpenAI-compatible endpoint (``/v1``) and the model aliases its clients use.

Rules:
- An admin creates keys for anyone (owner, team, any budget); a member creates keys only for themself,
  with no team, and only with a budget of their own of at most ``MEMBER_KEY_BUDGET_CAP_USD`` a period
  (a member's key without a budget is refused: what a member hands to a tool is always capped).
- The key (``sk-misrad-`` + 43 random characters) is returned once; only its SHA-256 is stored.
- Revoking stamps ``revoked_at`` and counts one change of ``ai_keys`` in ``change_versions``: every
  process reads that counter per request and drops its cached keys when it moved, so a revoked key
  is refused at once.
- A member sees and revokes only their own keys (another's is 404); an admin sees all.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from sqlalchemy.orm import Session

from misrad.auth import service as users
from misrad.auth.errors import UserNotFound
from misrad.auth.schemas import Caller
from misrad.core.clock import business_zone, utcnow
from misrad.providers import metering
from misrad.providers.errors import (
    AliasNotFound,
    AliasTaken,
    KeyLimitExceeded,
    KeyOwnerNotFound,
    ModelNotFound,
    VirtualKeyNotFound,
)
from misrad.providers.gateway.plans import forget_plans
from misrad.providers.models import Budget, ModelAlias, VirtualKey
from misrad.providers.repository import BudgetRepository, CatalogueRepository, LedgerRepository
from misrad.providers.repository.keys import KeyRepository
from misrad.providers.schemas import AliasCreate, VirtualKeyCreate

KEY_PREFIX = "sk-misrad-"
MEMBER_KEY_BUDGET_CAP_USD = Decimal("50")


def hash_key(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


@dataclass(frozen=True)
class KeyView:
    id: int
    name: str
    key_hint: str
    owner_user_id: int
    team: str | None
    allowed_models: list[str] | None
    budget_type: str | None
    budget_amount: Decimal | None
    alert_threshold: int | None
    budget_spent_usd: Decimal | None
    requests_per_minute: int
    tokens_per_minute: int
    expires_at: datetime | None
    revoked_at: datetime | None
    created_at: datetime
    is_usable: bool


def _view(session: Session, key: VirtualKey) -> KeyView:
    budget = BudgetRepository(session).of_key(key.id)
    spent: Decimal | None = None
    if budget is not None:
        start = metering.period_of(budget.budget_type)
        since = datetime.combine(start, datetime.min.time(), business_zone())
        spent = LedgerRepository(session).key_spend(key.id, since)
    now = utcnow()
    return KeyView(
        id=key.id,
        name=key.name,
        key_hint=key.key_hint,
        owner_user_id=key.owner_user_id,
        team=key.team,
        allowed_models=key.allowed_models,
        budget_type=budget.budget_type if budget else None,
        budget_amount=budget.amount if budget else None,
        alert_threshold=budget.alert_threshold if budget else None,
        budget_spent_usd=spent,
        requests_per_minute=key.requests_per_minute,
        tokens_per_minute=key.tokens_per_minute,
        expires_at=key.expires_at,
        revoked_at=key.revoked_at,
        created_at=key.created_at,
        is_usable=key.revoked_at is None and (key.expires_at is None or key.expires_at > now),
    )


def _check_member_limits(caller: Caller, data: VirtualKeyCreate) -> None:
    if caller.is_admin:
        return
    if data.owner_user_id not in (None, caller.id) or data.team is not None:
        raise KeyLimitExceeded(reason="owner")
    if data.budget_amount is None or data.budget_type is None:
        raise KeyLimitExceeded(reason="budget")
    if data.budget_amount > MEMBER_KEY_BUDGET_CAP_USD:
        raise KeyLimitExceeded(reason="budget")


def create_key(session: Session, caller: Caller, data: VirtualKeyCreate) -> tuple[KeyView, str]:
    """A new key and its secret (the only time it is shown)."""
    _check_member_limits(caller, data)
    if (data.budget_amount is None) != (data.budget_type is None):
        raise KeyLimitExceeded(reason="budget")
    if data.owner_user_id is not None:
        try:
            users.get_user(session, data.owner_user_id)
        except UserNotFound:
            raise KeyOwnerNotFound(user_id=data.owner_user_id) from None
    secret = KEY_PREFIX + secrets.token_urlsafe(32)
    keys = KeyRepository(session)
    key = keys.add(
        VirtualKey(
            name=data.name,
            key_hash=hash_key(secret),
            key_hint=f"…{secret[-4:]}",
            owner_user_id=data.owner_user_id or caller.id,
            team=data.team,
            allowed_models=data.allowed_models,
            requests_per_minute=data.requests_per_minute,
            tokens_per_minute=data.tokens_per_minute,
            expires_at=data.expires_at,
        )
    )
    if data.budget_amount is not None and data.budget_type is not None:
        BudgetRepository(session).add(
            Budget(
                name=f"key:{key.name}"[:120],
                budget_type=data.budget_type,
                amount=data.budget_amount,
                currency="USD",
                alert_threshold=data.alert_threshold,
                virtual_key_id=key.id,
            )
        )
    keys.bump_generation()
    return _view(session, key), secret


def _own_key(session: Session, caller: Caller, key_id: int) -> VirtualKey:
    key = KeyRepository(session).get(key_id)
    if key is None or (not caller.is_admin and key.owner_user_id != caller.id):
        raise VirtualKeyNotFound()
    return key


def list_keys(session: Session, caller: Caller) -> list[KeyView]:
    keys = KeyRepository(session).all(None if caller.is_admin else caller.id)
    return [_view(session, key) for key in keys]


def get_key(session: Session, caller: Caller, key_id: int) -> KeyView:
    return _view(session, _own_key(session, caller, key_id))


def revoke_key(session: Session, caller: Caller, key_id: int) -> KeyView:
    key = _own_key(session, caller, key_id)
    if key.revoked_at is None:
        key.revoked_at = utcnow()
    KeyRepository(session).bump_generation()
    return _view(session, key)


# ------------------------------------------------------------------------------------------ aliases


def list_aliases(session: Session) -> list[ModelAlias]:
    return KeyRepository(session).aliases()


def create_alias(session: Session, data: AliasCreate) -> ModelAlias:
    if CatalogueRepository(session).model(data.model_id) is None:
        raise ModelNotFound(model=data.model_id)
    if KeyRepository(session).alias_named(data.alias) is not None:
        raise AliasTaken(alias=data.alias)
    alias = KeyRepository(session).add_alias(ModelAlias(alias=data.alias, model_id=data.model_id))
    forget_plans(session)
    return alias


def delete_alias(session: Session, alias_id: int) -> None:
    keys = KeyRepository(session)
    alias = keys.alias(alias_id)
    if alias is None:
        raise AliasNotFound()
    keys.delete_alias(alias)
    forget_plans(session)
