from __future__ import annotations

from sqlalchemy import text

from misrad.core.db import get_database
from misrad.core.queue.transport import backend_ready
from misrad.core.schemas import ApiModel
from misrad.core.web import make_router

router = make_router(prefix="/api", tags=["health"])


class HealthResult(ApiModel):
    success: bool
    status: str
    database: bool
    queue: bool


@router.get("/health", response_model=HealthResult)
def health() -> HealthResult:
    """Readiness of the database and the job queue. Needs no login."""
    try:
        with get_database().read_engine.connect() as connection:
            connection.execute(text("SELECT 1"))
        database_ok = True
    except Exception:
        database_ok = False
    queue_ok = backend_ready()
    ok = database_ok and queue_ok
    return HealthResult(
        success=ok, status="healthy" if ok else "degraded", database=database_ok, queue=queue_ok
    )
