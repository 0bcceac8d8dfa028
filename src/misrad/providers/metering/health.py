"""Passive health: what real calls say about whether a provider is up."""

from __future__ import annotations

from misrad.core.clock import utcnow
from misrad.core.settings import get_settings
from misrad.providers.repository import Executor, PassiveHealthRepository

# Only these say the provider is down; rate limits and bad requests say nothing about whether it is up.
OUTAGES = frozenset({"unavailable", "timeout"})


def note_passive_health(executor: Executor, provider_id: int, *, ok: bool, error_type: str | None) -> None:
    """A run of outages marks the provider unhealthy (one health row when the state flips), the next
    success marks it healthy again."""
    threshold = get_settings().gateway_failures_before_cooldown
    now = utcnow()
    health = PassiveHealthRepository(executor)
    if ok:
        before = health.failures(provider_id)
        if not before:
            return
        health.mark_success(provider_id, now)
        if before >= threshold:
            health.add_check(provider_id, healthy=True, error_type=None, now=now)
        return
    if error_type not in OUTAGES:
        return
    if health.count_failure(provider_id, now) == threshold:
        health.add_check(provider_id, healthy=False, error_type=error_type, now=now)
