"""Health checks: recorded by users, probed on demand and on a schedule, passive from real calls."""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal

from sqlalchemy.orm import Session

from misrad.core.clock import utcnow
from misrad.providers import metering
from misrad.providers.gateway.adapters import Connection, client_for
from misrad.providers.gateway.connections import connection_for, is_configured
from misrad.providers.gateway.types import ProviderCallError
from misrad.providers.metering import Usage
from misrad.providers.models import HealthCheck
from misrad.providers.repository import CatalogueRepository, HealthRepository
from misrad.providers.service.catalogue import require_provider

# ------------------------------------------------------------------------------------------ health


@dataclass(frozen=True)
class HealthView:
    id: int
    provider_id: int
    provider_name: str
    is_healthy: bool
    response_time_ms: int
    checked_at: datetime
    source: str
    error_type: str | None


def _health_view(session: Session, check: HealthCheck, names: dict[int, str] | None = None) -> HealthView:
    """``names`` (provider id -> name) spares a lookup per check when many are shown."""
    if names is None:
        provider = CatalogueRepository(session).provider(check.provider_id)
        names = {check.provider_id: provider.display_name} if provider else {}
    return HealthView(
        id=check.id,
        provider_id=check.provider_id,
        provider_name=names.get(check.provider_id, ""),
        is_healthy=check.is_healthy,
        response_time_ms=check.response_time_ms,
        checked_at=check.checked_at,
        source=check.source,
        error_type=check.error_type,
    )


def record_health(session: Session, provider_id: int, is_healthy: bool, response_time_ms: int) -> HealthView:
    require_provider(session, provider_id)
    check = HealthCheck(
        provider_id=provider_id, is_healthy=is_healthy, response_time_ms=response_time_ms, source="manual"
    )
    return _health_view(session, HealthRepository(session).add(check))


@dataclass(frozen=True)
class ProbeOutcome:
    provider_id: int
    is_healthy: bool
    response_time_ms: int
    error_type: str | None


def probe(connection: Connection, provider_id: int) -> ProbeOutcome:
    """A free probe (model listing); runs outside any transaction."""
    started = time.perf_counter()
    try:
        client_for(connection).list_models()
    except ProviderCallError as exc:
        # A throttled provider is up.
        healthy = exc.error_type == "rate_limit"
        return ProbeOutcome(
            provider_id,
            healthy,
            int((time.perf_counter() - started) * 1000),
            None if healthy else exc.error_type,
        )
    return ProbeOutcome(provider_id, True, int((time.perf_counter() - started) * 1000), None)


def store_probe(session: Session, outcome: ProbeOutcome) -> HealthView:
    """Write a probe's outcome and its usage row (feature ``health``, no tokens, no cost)."""
    check = HealthCheck(
        provider_id=outcome.provider_id,
        is_healthy=outcome.is_healthy,
        response_time_ms=outcome.response_time_ms,
        source="probe",
        error_type=outcome.error_type,
    )
    metering.record_usage(
        session,
        metering.Metered(
            user_id=None,
            provider_id=outcome.provider_id,
            model_id=None,
            price_id=None,
            feature="health",
            usage=Usage(),
            cost_usd=Decimal(0),
            latency_ms=outcome.response_time_ms,
            success=outcome.is_healthy,
            error_type=outcome.error_type,
        ),
    )
    return _health_view(session, HealthRepository(session).add(check))


@dataclass(frozen=True)
class ProbeTarget:
    """What probing one provider needs: a connection, or (local, not configured) the outcome itself."""

    provider_id: int
    connection: Connection | None
    outcome: ProbeOutcome | None


def probe_target(session: Session, provider_id: int) -> ProbeTarget:
    provider = require_provider(session, provider_id)
    assert provider is not None
    if provider.code == "local":  # the built-in engine is always there
        return ProbeTarget(provider.id, None, ProbeOutcome(provider.id, True, 0, None))
    if not is_configured(provider):
        return ProbeTarget(provider.id, None, ProbeOutcome(provider.id, False, 0, "not_configured"))
    return ProbeTarget(provider.id, connection_for(provider), None)


def probe_targets(session: Session) -> list[tuple[int, Connection]]:
    """Active, configured providers to probe (never ``local``, which is always there)."""
    targets = []
    for provider in CatalogueRepository(session).providers(active_only=True, by_id=True):
        if provider.code != "local" and is_configured(provider):
            targets.append((provider.id, connection_for(provider)))
    return targets


def uptimes(session: Session, *, days: int) -> dict[int, float]:
    """Uptime percentage of each provider checked in the last ``days`` days (one query; a provider
    without checks is absent: nothing says whether it was up)."""
    since = utcnow() - timedelta(days=days)
    counts = HealthRepository(session).counts_by_provider(since)
    return {pid: round(float(healthy) * 100 / total, 2) for pid, (total, healthy) in counts.items() if total}


def health_history(
    session: Session, *, days: int, provider_id: int | None, limit: int
) -> tuple[list[HealthView], float]:
    """Newest checks first; uptime = healthy checks / all checks of the last ``days`` days (100 with no
    checks at all: nothing says the provider was down)."""
    if provider_id is not None:
        require_provider(session, provider_id)
    since = utcnow() - timedelta(days=days)
    checks, total, healthy = HealthRepository(session).history(since, provider_id, limit)
    uptime = round(float(healthy) * 100 / total, 2) if total else 100.0
    names = CatalogueRepository(session).provider_names() if checks else {}
    return [_health_view(session, c, names) for c in checks], uptime
