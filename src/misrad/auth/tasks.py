"""Background jobs of auth: keeping the login tables from growing without end."""

from __future__ import annotations

from misrad.auth import service
from misrad.core.db import get_database
from misrad.core.queue import periodic, task


@task("auth.prune_login_records")
def prune_login_records() -> None:
    """Delete expired login failures and long-ended sessions (idempotent)."""
    with get_database().unit_of_work() as session:
        service.prune_login_records(session)


periodic("auth.prune_login_records", every_seconds=lambda: 3600)
