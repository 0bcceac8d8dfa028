"""Job lifecycle: enqueue after commit, claim with a lease, heartbeat, finish, retry, reap."""

from __future__ import annotations

import logging
import os
import random
import socket
import threading
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, cast

from sqlalchemy import CursorResult, Update, event, func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from misrad.core.clock import utcnow
from misrad.core.db import get_database
from misrad.core.queue import transport
from misrad.core.queue.models import Job
from misrad.core.queue.registry import periodic_specs, task_spec
from misrad.core.settings import get_settings

log = logging.getLogger("misrad.queue")

_PENDING = "misrad_pending_jobs"
WORKER_ID = f"{socket.gethostname()}:{os.getpid()}"


def enqueue(
    session: Session,
    name: str,
    *,
    delay_seconds: float = 0,
    dedupe_key: str | None = None,
    **args: Any,
) -> int:
    """Write a job row in the caller's transaction; it is sent to a worker once that commits."""
    spec = task_spec(name)
    max_attempts = (spec.max_attempts if spec else None) or get_settings().job_max_attempts
    job = Job(
        name=name,
        args=args,
        available_at=utcnow() + timedelta(seconds=delay_seconds),
        max_attempts=max_attempts,
        dedupe_key=dedupe_key,
    )
    session.add(job)
    session.flush()
    if _PENDING not in session.info:
        _send_when_committed(session)
    session.info[_PENDING].append((job.id, delay_seconds))
    return job.id


def _send_when_committed(session: Session) -> None:
    """From this session's commit on, its jobs go to the workers; a rollback drops them.

    Listeners on this one session (not on the Session class): only a session that wrote a job pays
    for them, and they are attached here, by the write that needs them.
    """
    session.info[_PENDING] = []
    event.listen(session, "after_commit", _send_after_commit)
    event.listen(session, "after_rollback", _drop_after_rollback)


def _send_after_commit(session: Session) -> None:
    if session.in_nested_transaction():
        return  # only a savepoint was released: the outer transaction may still roll back
    pending, session.info[_PENDING] = session.info[_PENDING], []
    for job_id, delay in pending:
        _send(job_id, delay)


def _drop_after_rollback(session: Session) -> None:
    if session.in_nested_transaction():
        # Only a savepoint was rolled back. Jobs written inside it vanished with their rows; sending
        # their ids anyway is harmless (a worker skips an id it cannot claim), dropping the outer
        # transaction's jobs would not be.
        return
    session.info[_PENDING] = []


@dataclass(frozen=True)
class JobCounts:
    queued: int  # waiting for a worker
    running: int
    dead: int  # failed for good since the time asked about


def job_counts(session: Session, *, dead_since: datetime) -> JobCounts:
    """How the queue stands (for dashboards and health): one grouped count."""
    counts: dict[str, int] = dict(
        session.execute(
            select(Job.status, func.count())
            .where((Job.status != "dead") | (Job.finished_at >= dead_since))
            .where(Job.status.in_(("queued", "running", "dead")))
            .group_by(Job.status)
        )
        .tuples()
        .all()
    )
    return JobCounts(counts.get("queued", 0), counts.get("running", 0), counts.get("dead", 0))


def _send(job_id: int, delay: float = 0) -> None:
    try:
        transport.push(job_id, delay)
    except Exception:
        # The row stays queued; the reaper sends it again.
        log.exception("could not hand job %s to the queue", job_id)
        return
    with get_database().unit_of_work() as session:
        session.execute(update(Job).where(Job.id == job_id).values(pushed_at=utcnow()))


def _rowcount(session: Session, statement: Update) -> int:
    result = session.execute(statement)
    return cast(CursorResult[Any], result).rowcount


def _claim(job_id: int, token: str) -> tuple[str, dict[str, Any], int, int] | None:
    """Take a queued, due job for this worker: (name, args, attempts, max attempts), or None."""
    settings = get_settings()
    now = utcnow()
    with get_database().unit_of_work() as session:
        claimed = _rowcount(
            session,
            update(Job)
            .where(Job.id == job_id, Job.status == "queued", Job.available_at <= now)
            .values(
                status="running",
                attempts=Job.attempts + 1,
                lease_token=token,
                lease_until=now + timedelta(seconds=settings.job_lease_seconds),
                worker_id=WORKER_ID,
                started_at=now,
            ),
        )
        job = session.get(Job, job_id) if claimed else None
        if job is None:
            return None
        return job.name, dict(job.args), job.attempts, job.max_attempts


def execute_job(job_id: int) -> str:
    """Claim, run and settle one job. Returns the job's status afterwards (or ``skipped``)."""
    token = uuid.uuid4().hex
    claimed = _claim(job_id, token)
    if claimed is None:
        return "skipped"
    name, args, attempts, max_attempts = claimed

    spec = task_spec(name)
    stop = threading.Event()
    beat = threading.Thread(target=_heartbeat, args=(job_id, token, stop), daemon=True)
    beat.start()
    try:
        if spec is None:
            raise LookupError(f"no handler registered for job {name!r}")
        spec.handler(**args)
    except Exception as exc:
        stop.set()
        log.exception("job %s (%s) failed on attempt %s", job_id, name, attempts)
        return _settle_failure(job_id, token, attempts, max_attempts, f"{type(exc).__name__}: {exc}"[:2000])
    finally:
        stop.set()
        beat.join(timeout=5)
    return _settle(job_id, token, status="done", error=None)


def _heartbeat(job_id: int, token: str, stop: threading.Event) -> None:
    settings = get_settings()
    while not stop.wait(settings.job_heartbeat_seconds):
        try:
            with get_database().unit_of_work() as session:
                session.execute(
                    update(Job)
                    .where(Job.id == job_id, Job.lease_token == token, Job.status == "running")
                    .values(lease_until=utcnow() + timedelta(seconds=settings.job_lease_seconds))
                )
        except Exception:
            log.exception("heartbeat of job %s failed", job_id)


def _settle(job_id: int, token: str, *, status: str, error: str | None, retry_in: float = 0) -> str:
    with get_database().unit_of_work() as session:
        values: dict[str, Any] = {
            "status": status,
            "last_error": error,
            "lease_until": None,
            "lease_token": None,
        }
        if status == "queued":
            values["available_at"] = utcnow() + timedelta(seconds=retry_in)
        else:
            values["finished_at"] = utcnow()
        settled = _rowcount(
            session, update(Job).where(Job.id == job_id, Job.lease_token == token).values(**values)
        )
    if not settled:
        log.warning("job %s lost its lease before finishing; the reaper owns it now", job_id)
        return "lost"
    if status == "queued":
        _send(job_id, retry_in)
    return status


def _settle_failure(job_id: int, token: str, attempts: int, max_attempts: int, error: str) -> str:
    if attempts >= max_attempts:
        return _settle(job_id, token, status="dead", error=error)
    base = get_settings().job_retry_base_seconds
    delay = base * (2 ** (attempts - 1)) * (0.5 + random.random())  # noqa: S311 - jitter, not security
    return _settle(job_id, token, status="queued", error=error, retry_in=delay)


def reap_expired_leases() -> int:
    """Return jobs of dead workers to the queue (or the dead letters); re-send lost messages."""
    settings = get_settings()
    now = utcnow()
    resend: list[int] = []
    with get_database().unit_of_work() as session:
        expired = session.scalars(
            select(Job)
            .where(Job.status == "running", Job.lease_until < now)
            .with_for_update(skip_locked=True)
        ).all()
        for job in expired:
            job.lease_token = None
            job.lease_until = None
            if job.attempts >= job.max_attempts:
                job.status = "dead"
                job.finished_at = now
                job.last_error = (job.last_error or "") + " | worker lost (lease expired)"
            else:
                job.status = "queued"
                job.available_at = now
                resend.append(job.id)
        stale = now - timedelta(seconds=settings.job_lease_seconds)
        lost = session.scalars(
            select(Job.id)
            .where(
                Job.status == "queued",
                Job.available_at <= stale,
                (Job.pushed_at.is_(None)) | (Job.pushed_at <= stale),
            )
            .limit(500)
        ).all()
        resend.extend(lost)
    for job_id in resend:
        _send(job_id)
    return len(expired)


def enqueue_due_periodic_jobs() -> int:
    """Insert this slot's row of every periodic job; the unique key makes each slot run once."""
    started = 0
    now = utcnow()
    for spec in periodic_specs():
        every = max(1, spec.every_seconds())
        slot = int(now.timestamp()) // every
        try:
            with get_database().unit_of_work() as session:
                enqueue(session, spec.name, dedupe_key=f"periodic:{spec.name}:{slot}")
            started += 1
        except IntegrityError:
            continue
    return started


def run_pending_jobs(*, limit: int = 1000) -> int:
    """Run every due queued job in this thread (the CLI and tests use the worker's own code path)."""
    ran = 0
    while ran < limit:
        with get_database().unit_of_work(write=False) as session:
            job_ids = session.scalars(
                select(Job.id)
                .where(Job.status == "queued", Job.available_at <= utcnow())
                .order_by(Job.id)
                .limit(50)
            ).all()
        if not job_ids:
            break
        progressed = False
        for job_id in job_ids:
            if execute_job(job_id) != "skipped":
                progressed = True
            ran += 1
        if not progressed:
            break
    return ran
