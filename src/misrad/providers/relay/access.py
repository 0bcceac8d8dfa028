"""Who calls ``/v1`` and what they may do: virtual keys (cached per process), model names.

Every cache of the call path (keys, model names, call plans) is trusted by the change counters of keys
and of call plans (``ai_keys`` and ``ai_plans`` in ``change_versions``): when the keys' counter moved
since this process cached its keys (a key was created or revoked anywhere), the cache is dropped, so a
revocation is seen at the next request of every process; the plans' counter keeps the model names and
the call plans right the same way. A call reads them no more than once: it starts from the counters
this process last saw (``known_generations``) and its reservation checks them in the same statement
(``calls``; on PostgreSQL the call's one round trip). When they moved, or a refusal was decided on
counters not yet checked, the call starts again from the counters the database holds
(``StaleGenerations``, ``generations``). Everything else comes from memory.

Rate limits (requests and tokens per minute) are ``relay.limits``'s, counted across processes.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from sqlalchemy.exc import SQLAlchemyError

from misrad.core import changes
from misrad.core.clock import utcnow
from misrad.core.db import get_database
from misrad.providers import metering
from misrad.providers.errors import ModelNotFound
from misrad.providers.gateway.plans import PLAN_TTL_SECONDS
from misrad.providers.models import VirtualKey
from misrad.providers.relay import autocommit
from misrad.providers.relay.errors import KeyExpired, KeyRevoked, ModelNotAllowed, UnknownKey
from misrad.providers.repository import BudgetRepository
from misrad.providers.repository.keys import KeyRepository, call_generations, key_generation
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
    key_hash: str = ""

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
        key_hash=key.key_hash,
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


# One thread loads what the caches miss while the others wait for it: after a change (or at start) every
# call in flight would otherwise miss at once, each taking a connection of the application's pool for
# the same rows (fifty parallel calls through two processes held 24 of the server's connections so).
_loading = threading.Lock()


def _load_once(key_hash: str, generation: int) -> KeyGrant | None:
    with _loading:
        with _keys_lock:
            if _keys_generation == generation and key_hash in _keys:
                return _keys[key_hash]  # loaded by the thread this one waited for
        # Loaded after the counter was read: the data is at least as new as the counter it is kept under.
        grant = _load(key_hash)
        with _keys_lock:
            if _keys_generation == generation:
                _keys[key_hash] = grant
        return grant


@dataclass(frozen=True)
class Generations:
    """The change counters of keys and of call plans as one call read them (``generations``)."""

    keys: int
    plans: int


class StaleGenerations(Exception):
    """The counters a call's caches were checked against moved before its reservation (``found``)."""

    def __init__(self, found: Generations) -> None:
        super().__init__(found)
        self.found = found


_known: Generations | None = None


def known_generations() -> Generations | None:
    """The counters as this process last read them (None before its first call): what a call starts
    from, its reservation checking that they still hold."""
    return _known


def note_generations(found: Generations) -> Generations:
    global _known
    _known = found
    return found


def generations() -> Generations:
    """The counters read now (a call's first in this process, or one that must decide a refusal on
    current counters): every cache of the call path is checked against them."""
    try:
        with autocommit.engine().connect() as connection:
            return note_generations(Generations(*call_generations(connection)))
    except SQLAlchemyError:  # a closed connection, or none free: the application's engine
        pass
    with get_database().read_engine.connect() as connection:
        return note_generations(Generations(*call_generations(connection)))


def authenticate_key(secret: str, generation: int | None = None) -> KeyGrant:
    """The grant of a presented key; raises 401 errors (unknown, revoked, expired). ``generation`` is
    the keys' counter as the call read it (``generations``); without it, it is read here."""
    global _keys_generation
    if not secret:
        raise UnknownKey()
    key_hash = hash_key(secret)
    if generation is None:
        with get_database().read_engine.connect() as connection:
            generation = key_generation(connection)
    with _keys_lock:
        if generation != _keys_generation:
            _keys.clear()
            _keys_generation = generation
        known = key_hash in _keys
        grant = _keys.get(key_hash)
    if not known:
        grant = _load_once(key_hash, generation)
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


def model_routes(generation: int | None = None) -> dict[str, ModelRoute]:
    """Every name a client may ask for: catalogue model names (the first active provider serving it)
    and admin aliases (which win over a model of the same name). Cached like call plans (``generation``
    is the plans' counter as the call read it)."""
    global _routes, _routes_state
    now = time.monotonic()
    if generation is None:
        generation = changes.read_current(changes.AI_PLANS)
    with _routes_lock:
        if _routes_state[0] == generation and _routes_state[1] > now:
            return _routes
    with _loading:
        with _routes_lock:  # loaded by the thread this one waited for?
            if _routes_state[0] == generation and _routes_state[1] > now:
                return _routes
        found = _load_routes()
        with _routes_lock:
            _routes, _routes_state = found, (generation, now + PLAN_TTL_SECONDS)
        return found


def _load_routes() -> dict[str, ModelRoute]:
    with get_database().unit_of_work(write=False) as session:
        keys = KeyRepository(session)
        found: dict[str, ModelRoute] = {}
        for name, model_id, provider_id, code in keys.routable_models():
            found.setdefault(name, ModelRoute(name, provider_id, model_id, code))
        for alias, model_id, provider_id, code in keys.alias_targets():
            found[alias] = ModelRoute(alias, provider_id, model_id, code)
    return found


def route_for(grant: KeyGrant, model: str, generation: int | None = None) -> ModelRoute:
    """The route of ``model`` for this key: 404 when no provider serves it, 403 when the key may not."""
    route = model_routes(generation).get(model)
    if route is None:
        raise ModelNotFound(model=model)
    if not grant.may_use(model):
        raise ModelNotAllowed(model=model)
    return route


def usable_models(grant: KeyGrant) -> list[ModelRoute]:
    return [route for name, route in sorted(model_routes().items()) if grant.may_use(name)]
