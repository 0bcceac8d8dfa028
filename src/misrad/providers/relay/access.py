"""Who calls ``/v1`` and what they may do: virtual keys (cached per process), model names, rate limits.

A request costs one primary-key read here (the keys' change counter, ``ai_keys`` in
``change_versions``): when it moved since this process cached its keys (a key was created or
revoked anywhere), the cache is dropped, so a revocation is seen at the next request of every
process. Everything else comes from memory.

Rate limits (requests and tokens per minute) are counted per process over a sliding minute: with one
server process (the default) that is the key's limit; with N processes a key may reach N times it.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from misrad.core import changes
from misrad.core.clock import utcnow
from misrad.core.db import get_database
from misrad.providers import metering
from misrad.providers.errors import ModelNotFound
from misrad.providers.gateway.plans import PLAN_TTL_SECONDS
from misrad.providers.models import VirtualKey
from misrad.providers.relay.errors import KeyExpired, KeyRevoked, ModelNotAllowed, RateLimited, UnknownKey
from misrad.providers.repository import BudgetRepository
from misrad.providers.repository.keys import KeyRepository, key_generation
from misrad.providers.service.virtual_keys import hash_key


@dataclass(frozen=True)
class KeyGrant:
    """A virtual key as the call path needs it."""

    id: int
    owner_user_id: int
    team: str | None
    allowed_models: frozenset[str] | None
    requests_per_minute: int
    tokens_per_minute: int
    expires_at: datetime | None
    revoked: bool
    budget: metering.BudgetRef | None

    def may_use(self, model: str) -> bool:
        return self.allowed_models is None or model in self.allowed_models


def _grant(key: VirtualKey, budget: metering.BudgetRef | None) -> KeyGrant:
    return KeyGrant(
        id=key.id,
        owner_user_id=key.owner_user_id,
        team=key.team,
        allowed_models=frozenset(key.allowed_models) if key.allowed_models is not None else None,
        requests_per_minute=key.requests_per_minute,
        tokens_per_minute=key.tokens_per_minute,
        expires_at=key.expires_at,
        revoked=key.revoked_at is not None,
        budget=budget,
    )


_keys: dict[str, KeyGrant | None] = {}
_keys_generation = -1
_keys_lock = threading.Lock()


def _load(key_hash: str) -> KeyGrant | None:
    with get_database().unit_of_work(write=False) as session:
        key = KeyRepository(session).by_hash(key_hash)
        if key is None:
            return None
        row = BudgetRepository(session).of_key(key.id)
        budget = None
        if row is not None:
            budget = metering.BudgetRef(
                row.id, row.name, row.budget_type, Decimal(row.amount), None, virtual_key_id=key.id
            )
        return _grant(key, budget)


def authenticate_key(secret: str) -> KeyGrant:
    """The grant of a presented key; raises 401 errors (unknown, revoked, expired)."""
    global _keys_generation
    if not secret:
        raise UnknownKey()
    key_hash = hash_key(secret)
    with get_database().read_engine.connect() as connection:
        generation = key_generation(connection)
    with _keys_lock:
        if generation != _keys_generation:
            _keys.clear()
            _keys_generation = generation
        known = key_hash in _keys
        grant = _keys.get(key_hash)
    if not known:
        grant = _load(key_hash)
        with _keys_lock:
            if _keys_generation == generation:
                _keys[key_hash] = grant
    if grant is None:
        raise UnknownKey()
    if grant.revoked:
        raise KeyRevoked()
    if grant.expires_at is not None and grant.expires_at <= utcnow():
        raise KeyExpired()
    return grant


# ------------------------------------------------------------------------------------------ models


@dataclass(frozen=True)
class ModelRoute:
    name: str
    provider_id: int
    model_id: int
    provider_code: str


_routes: dict[str, ModelRoute] = {}
_routes_state: tuple[int, float] = (-1, 0.0)
_routes_lock = threading.Lock()


def model_routes() -> dict[str, ModelRoute]:
    """Every name a client may ask for: catalogue model names (the first active provider serving it)
    and admin aliases (which win over a model of the same name). Cached like call plans."""
    global _routes, _routes_state
    now = time.monotonic()
    generation = changes.read_current(changes.AI_PLANS)
    with _routes_lock:
        if _routes_state[0] == generation and _routes_state[1] > now:
            return _routes
    with get_database().unit_of_work(write=False) as session:
        keys = KeyRepository(session)
        found: dict[str, ModelRoute] = {}
        for name, model_id, provider_id, code in keys.routable_models():
            found.setdefault(name, ModelRoute(name, provider_id, model_id, code))
        for alias, model_id, provider_id, code in keys.alias_targets():
            found[alias] = ModelRoute(alias, provider_id, model_id, code)
    with _routes_lock:
        _routes, _routes_state = found, (generation, now + PLAN_TTL_SECONDS)
    return found


def route_for(grant: KeyGrant, model: str) -> ModelRoute:
    """The route of ``model`` for this key: 404 when no provider serves it, 403 when the key may not."""
    route = model_routes().get(model)
    if route is None:
        raise ModelNotFound(model=model)
    if not grant.may_use(model):
        raise ModelNotAllowed(model=model)
    return route


def usable_models(grant: KeyGrant) -> list[ModelRoute]:
    return [route for name, route in sorted(model_routes().items()) if grant.may_use(name)]


# ------------------------------------------------------------------------------------------ rate limits

WINDOW_SECONDS = 60.0


class _Window:
    def __init__(self) -> None:
        self.requests: deque[float] = deque()
        self.tokens: deque[tuple[float, int]] = deque()
        self.token_sum = 0

    def trim(self, now: float) -> None:
        while self.requests and self.requests[0] <= now - WINDOW_SECONDS:
            self.requests.popleft()
        while self.tokens and self.tokens[0][0] <= now - WINDOW_SECONDS:
            self.token_sum -= self.tokens.popleft()[1]


_windows: dict[int, _Window] = {}
_windows_lock = threading.Lock()


def admit_request(grant: KeyGrant) -> None:
    """Count one request against the key's limits; raises 429 (with the seconds to wait) when over."""
    if not grant.requests_per_minute and not grant.tokens_per_minute:
        return
    now = time.monotonic()
    with _windows_lock:
        window = _windows.setdefault(grant.id, _Window())
        window.trim(now)
        if grant.requests_per_minute and len(window.requests) >= grant.requests_per_minute:
            raise RateLimited(retry_after=max(1, int(window.requests[0] + WINDOW_SECONDS - now) + 1))
        if grant.tokens_per_minute and window.token_sum >= grant.tokens_per_minute:
            raise RateLimited(retry_after=max(1, int(window.tokens[0][0] + WINDOW_SECONDS - now) + 1))
        window.requests.append(now)


def count_tokens_used(grant: KeyGrant, tokens: int) -> None:
    """Tokens a settled call used, for the key's tokens-per-minute limit."""
    if not grant.tokens_per_minute or tokens <= 0:
        return
    with _windows_lock:
        window = _windows.setdefault(grant.id, _Window())
        window.tokens.append((time.monotonic(), tokens))
        window.token_sum += tokens
