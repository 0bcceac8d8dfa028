"""Provider settings and API keys: validated against the provider, sealed at rest, never returned."""

from __future__ import annotations

import time
from dataclasses import dataclass

from sqlalchemy.orm import Session

from misrad.core.errors import InvalidInput
from misrad.core.i18n import translate
from misrad.core.outbound import check_base_url
from misrad.core.security import key_hint, secret_box
from misrad.providers.errors import (
    InvalidApiKey,
    ProviderUnreachable,
)
from misrad.providers.gateway.adapters import Connection, client_for
from misrad.providers.gateway.connections import connection_for
from misrad.providers.gateway.plans import forget_plans
from misrad.providers.gateway.types import ProviderCallError
from misrad.providers.models import Provider
from misrad.providers.repository import CatalogueRepository
from misrad.providers.service.catalogue import get_provider, provider_by_code

# ------------------------------------------------------------------------------------------ keys


@dataclass(frozen=True)
class KeyCheck:
    is_valid: bool
    outcome: str  # valid, invalid, rate_limited, unreachable, not_needed
    detail: str
    latency_ms: int


def check_key(connection: Connection) -> KeyCheck:
    """Ask the provider's own API (a model listing; bills no tokens) whether the key works.

    200 -> valid; 401/403 (Gemini: 400 API_KEY_INVALID) -> invalid; 429 -> valid but throttled;
    timeouts, 5xx and connection failures -> unreachable (the key is not known to be good).
    """
    if connection.provider_code == "local":
        return KeyCheck(True, "not_needed", "", 0)
    if not connection.effective_base_url:
        return KeyCheck(False, "unreachable", "no base URL is configured", 0)
    started = time.perf_counter()
    try:
        client_for(connection).list_models()
    except ProviderCallError as exc:
        latency = int((time.perf_counter() - started) * 1000)
        if exc.error_type == "auth":
            return KeyCheck(False, "invalid", exc.detail, latency)
        if exc.error_type == "rate_limit":
            return KeyCheck(True, "rate_limited", exc.detail, latency)
        if exc.error_type == "bad_request" and exc.status == 404:
            return KeyCheck(False, "unreachable", "the base URL does not serve this API", latency)
        return KeyCheck(False, "unreachable", exc.error_type, latency)
    return KeyCheck(True, "valid", "", int((time.perf_counter() - started) * 1000))


def key_message(check: KeyCheck) -> str:
    return {
        "valid": translate("key_valid"),
        "invalid": translate("key_invalid"),
        "rate_limited": translate("key_rate_limited"),
        "not_needed": translate("key_not_needed"),
    }.get(check.outcome) or translate("key_unreachable", reason=check.detail or "-")


def validate_key(session: Session, provider_code: str, api_key: str) -> KeyCheck:
    """POST /validate-key: the key against the provider's configured base URL (or its default)."""
    provider = provider_by_code(session, provider_code)
    return check_key(connection_for(provider, api_key=api_key))


@dataclass(frozen=True)
class ProviderChange:
    """A checked ``PUT /providers/{id}``: what will be stored once the new key (if any) has been
    validated against the provider. ``api_key`` "" removes the stored key."""

    provider_id: int
    is_active: bool | None
    base_url: str | None
    api_key: str | None
    connection: Connection | None


def plan_provider_update(
    session: Session,
    provider_id: int,
    *,
    is_active: bool | None,
    base_url: str | None,
    api_key: str | None,
) -> ProviderChange:
    """Check the settings without any network call to the provider (the base URL's host is resolved
    to refuse what is not http(s)). ``base_url`` None keeps the stored one, "" returns to the default."""
    provider = get_provider(session, provider_id)
    new_base = provider.base_url
    if base_url is not None:
        if provider.code == "local" and base_url.strip():
            raise InvalidInput(details="base_url: the local engine has no base URL")
        new_base = check_base_url(base_url) if base_url.strip() else None
    key = api_key.strip() if api_key is not None else None
    connection = None
    if key:
        if provider.code == "local":
            raise InvalidInput(details="api_key: the local engine needs no key")
        connection = connection_for(provider, api_key=key, base_url=new_base or "")
    return ProviderChange(provider.id, is_active, new_base, key, connection)


def check_provider_change(change: ProviderChange) -> None:
    """The network part (no transaction may be open): a new key must be accepted by the provider."""
    if change.connection is None:
        return
    check = check_key(change.connection)
    if check.outcome == "invalid":
        raise InvalidApiKey()
    if check.outcome == "unreachable":
        raise ProviderUnreachable(reason=check.detail or "-")


def apply_provider_update(session: Session, change: ProviderChange) -> Provider:
    """Store a checked change: the key sealed with the secret box, only its last 4 characters kept."""
    provider = get_provider(session, change.provider_id)
    if change.api_key:
        provider.api_key_sealed = secret_box().seal(change.api_key)
        provider.key_hint = key_hint(change.api_key) or None
    elif change.api_key is not None:
        provider.api_key_sealed = None
        provider.key_hint = None
    provider.base_url = change.base_url
    if change.is_active is not None:
        provider.is_active = change.is_active
    # A new setting deserves a fresh start: passive health forgets earlier outages.
    provider.consecutive_failures = 0
    session.flush()
    forget_plans(session)
    return provider


def update_provider(
    session: Session,
    provider_id: int,
    *,
    is_active: bool | None,
    base_url: str | None,
    api_key: str | None,
) -> Provider:
    """Plan, check and apply in one go (scripts and tests; the route ends its transaction in between)."""
    change = plan_provider_update(
        session, provider_id, is_active=is_active, base_url=base_url, api_key=api_key
    )
    check_provider_change(change)
    return apply_provider_update(session, change)


def rotate_keys(session: Session) -> int:
    """Re-encrypt every stored key under the newest secret key (after adding one in front)."""
    count = 0
    for provider in CatalogueRepository(session).providers_with_keys():
        provider.api_key_sealed = secret_box().rotate(provider.api_key_sealed or "")
        count += 1
    session.flush()
    forget_plans(session)  # plans hold connections (with the key) built from the old rows
    return count
