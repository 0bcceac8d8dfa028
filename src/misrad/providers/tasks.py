"""Background jobs of the AI gateway: scheduled health probes and the sweeper of stale budget holds."""

from __future__ import annotations

from misrad.core.db import get_database
from misrad.core.queue import enqueue, periodic, task
from misrad.core.settings import get_settings
from misrad.providers import metering, service


@task("providers.schedule_probes")
def schedule_probes() -> None:
    """Queue one probe per active, configured provider (each probe is its own job, so one slow
    provider does not hold up the others)."""
    with get_database().unit_of_work() as session:
        for provider_id, _connection in service.probe_targets(session):
            enqueue(session, "providers.probe_provider", provider_id=provider_id)


@task("providers.probe_provider", max_attempts=1)
def probe_provider(provider_id: int) -> None:
    """A free probe (model listing) outside any transaction; its outcome in one short one."""
    database = get_database()
    with database.unit_of_work(write=False) as session:
        target = service.probe_target(session, provider_id)
    outcome = service.probe(target.connection, provider_id) if target.connection else target.outcome
    if outcome is None:
        return
    with database.unit_of_work() as session:
        service.store_probe(session, outcome)


@task("providers.sweep_holds")
def sweep_holds() -> None:
    """Release budget reservations of callers that never settled (a crash between call and settle)."""
    with get_database().unit_of_work() as session:
        metering.sweep_expired_holds(session)


periodic("providers.schedule_probes", every_seconds=lambda: get_settings().health_probe_interval_minutes * 60)
periodic("providers.sweep_holds", every_seconds=lambda: 60)
