"""Use cases that ask a provider over the network (key checks, probes).

They take no request session: each opens its own short units of work around the network call, so no
transaction stays open while a provider answers (see CONTRIBUTING, "the commit rule").
"""

from __future__ import annotations

from misrad.core.db import get_database
from misrad.providers.gateway.connections import connection_for
from misrad.providers.service.catalogue import ProviderView, provider_by_code, provider_view
from misrad.providers.service.health import HealthView, probe, probe_target, record_health, store_probe
from misrad.providers.service.keys import (
    KeyCheck,
    apply_provider_update,
    check_key,
    check_provider_change,
    plan_provider_update,
)


def update_provider(
    provider_id: int, *, is_active: bool | None, base_url: str | None, api_key: str | None
) -> ProviderView:
    """Check the settings, ask the provider about a new key, then store the change."""
    database = get_database()
    with database.unit_of_work() as session:
        change = plan_provider_update(
            session, provider_id, is_active=is_active, base_url=base_url, api_key=api_key
        )
    check_provider_change(change)
    with database.unit_of_work() as session:
        apply_provider_update(session, change)
        return provider_view(session, provider_id)


def record_health_check(
    provider_id: int, is_healthy: bool | None, response_time_ms: int | None
) -> HealthView:
    """Store a check as given, or (``is_healthy`` None) probe the provider now and store the outcome."""
    database = get_database()
    if is_healthy is not None:
        with database.unit_of_work() as session:
            return record_health(session, provider_id, is_healthy, response_time_ms or 0)
    with database.unit_of_work() as session:
        target = probe_target(session, provider_id)
    outcome = probe(target.connection, target.provider_id) if target.connection else target.outcome
    assert outcome is not None
    with database.unit_of_work() as session:
        return store_probe(session, outcome)


def validate_key(provider_code: str, api_key: str) -> KeyCheck:
    """Ask the provider's own API whether ``api_key`` works (nothing is stored)."""
    with get_database().unit_of_work(write=False) as session:
        connection = connection_for(provider_by_code(session, provider_code), api_key=api_key)
    return check_key(connection)
