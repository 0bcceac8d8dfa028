"""The durable job queue: outbox, retries, dead letters, leases, periodic slots, SIGKILLed workers."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import event, func, select, update
from sqlalchemy.orm import Session

from misrad.core.clock import utcnow
from misrad.core.db import get_database
from misrad.core.queue import enqueue, job_counts, registry, service, transport
from misrad.core.queue.models import Job
from misrad.core.settings import get_settings
from tests.core import queue_jobs

ROOT = Path(__file__).resolve().parents[2]
REDIS_URL = "redis://127.0.0.1:6379/0"


@pytest.fixture(autouse=True)
def _empty_queue() -> Iterator[None]:
    """Messages left by other tests would point at job ids that mean something else now."""
    queue_jobs.RUNS.clear()
    queue_jobs.DONE.clear()
    transport.huey_app().storage.flush_all()
    yield
    transport.huey_app().storage.flush_all()


def _job(job_id: int) -> Job:
    with get_database().unit_of_work(write=False) as session:
        job = session.get(Job, job_id)
        assert job is not None
        return job


def _queue_size() -> int:
    return int(transport.huey_app().storage.queue_size())


def test_a_job_is_handed_to_the_queue_only_after_commit() -> None:
    before = _queue_size()
    with get_database().unit_of_work() as session:
        job_id = enqueue(session, "core_test.record_run", key="a")
        assert _queue_size() == before, "sent before the transaction committed"
    assert _queue_size() == before + 1
    job = _job(job_id)
    assert job.status == "queued" and job.pushed_at is not None and job.args == {"key": "a"}


def test_a_rolled_back_job_is_neither_stored_nor_sent() -> None:
    before = _queue_size()
    with pytest.raises(RuntimeError), get_database().unit_of_work() as session:
        enqueue(session, "core_test.record_run", key="b")
        raise RuntimeError("the business change failed")
    assert _queue_size() == before
    with get_database().unit_of_work(write=False) as session:
        assert session.scalar(select(func.count(Job.id))) == 0
    # A later, unrelated commit on a fresh session does not resurrect it.
    with get_database().unit_of_work() as session:
        enqueue(session, "core_test.record_run", key="c")
    assert _queue_size() == before + 1


def test_savepoints_neither_send_early_nor_drop_the_outer_transactions_jobs() -> None:
    before = _queue_size()
    with get_database().unit_of_work() as session:
        kept = enqueue(session, "core_test.record_run", key="outer")
        with session.begin_nested():
            inner = enqueue(session, "core_test.record_run", key="inner")
        assert _queue_size() == before, "sent when a savepoint was released"
        with pytest.raises(RuntimeError), session.begin_nested():
            enqueue(session, "core_test.record_run", key="rolled back")
            raise RuntimeError("one attachment failed")
        assert _queue_size() == before
    # The two surviving jobs went out after the commit; the rolled-back one left no row to run.
    assert _job(kept).pushed_at is not None and _job(inner).pushed_at is not None
    with get_database().unit_of_work(write=False) as session:
        assert session.scalar(select(func.count(Job.id))) == 2
    assert service.run_pending_jobs() >= 2
    assert sorted(queue_jobs.RUNS) == ["inner", "outer"]


def test_only_a_session_that_wrote_a_job_listens_for_its_commit() -> None:
    # No listener on the Session class: every other session of the app commits without the queue's hook.
    assert not event.contains(Session, "after_commit", service._send_after_commit)
    with get_database().unit_of_work() as plain, get_database().unit_of_work(write=False) as reader:
        assert not event.contains(plain, "after_commit", service._send_after_commit)
        assert not event.contains(reader, "after_commit", service._send_after_commit)
    with get_database().unit_of_work() as session:
        enqueue(session, "core_test.record_run", key="one")
        enqueue(session, "core_test.record_run", key="two")
        assert event.contains(session, "after_commit", service._send_after_commit)
    # The same session sends again after a second commit, each job once.
    before = _queue_size()
    with get_database().unit_of_work() as session:
        enqueue(session, "core_test.record_run", key="three")
        session.commit()
        assert _queue_size() == before + 1
        enqueue(session, "core_test.record_run", key="four")
    assert _queue_size() == before + 2


def test_job_counts_come_from_the_queue() -> None:
    now = utcnow()
    with get_database().unit_of_work() as session:
        ids = [enqueue(session, "core_test.record_run", key=str(n)) for n in range(5)]
        session.execute(update(Job).where(Job.id == ids[0]).values(status="running"))
        session.execute(update(Job).where(Job.id == ids[1]).values(status="dead", finished_at=now))
        long_ago = now - timedelta(hours=3)
        session.execute(update(Job).where(Job.id == ids[2]).values(status="dead", finished_at=long_ago))
    with get_database().unit_of_work(write=False) as session:
        counts = job_counts(session, dead_since=now - timedelta(hours=1))
    assert (counts.queued, counts.running, counts.dead) == (2, 1, 1)


def test_a_job_enqueued_by_a_request_runs_through_run_pending_jobs(monkeypatch: pytest.MonkeyPatch) -> None:
    executed: list[int] = []
    original = service.execute_job

    def spy(job_id: int) -> str:
        executed.append(job_id)
        return original(job_id)

    monkeypatch.setattr(service, "execute_job", spy)
    with get_database().unit_of_work() as session:
        first = enqueue(session, "core_test.record_run", key="one")
        second = enqueue(session, "core_test.record_run", key="two")
        later = enqueue(session, "core_test.record_run", key="later", delay_seconds=3600)
    assert service.run_pending_jobs() == 2
    assert executed == [first, second]
    assert queue_jobs.RUNS == ["one", "two"]
    for job_id in (first, second):
        job = _job(job_id)
        assert job.status == "done" and job.attempts == 1 and job.lease_token is None and job.finished_at
    assert _job(later).status == "queued"
    # Done jobs never run twice, even if their message arrives again.
    assert service.execute_job(first) == "skipped"
    assert queue_jobs.RUNS == ["one", "two"]


def test_a_failing_job_backs_off_then_goes_dead(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(get_settings(), "job_retry_base_seconds", 10.0)
    with get_database().unit_of_work() as session:
        job_id = enqueue(session, "core_test.always_fails", key="x")
    delays = []
    for attempt in (1, 2):
        started = utcnow()
        assert service.execute_job(job_id) == "queued"
        job = _job(job_id)
        assert job.attempts == attempt and "failing on purpose" in (job.last_error or "")
        delays.append((job.available_at - started).total_seconds())
        # Not yet due: a worker that gets the message early leaves it alone.
        assert service.execute_job(job_id) == "skipped"
        with get_database().unit_of_work() as session:
            session.execute(update(Job).where(Job.id == job_id).values(available_at=utcnow()))
    # Exponential backoff with jitter: base * 2^(n-1) * [0.5, 1.5).
    assert 5 <= delays[0] < 15.5 and 10 <= delays[1] < 30.5
    assert service.execute_job(job_id) == "dead"  # max_attempts=3 for this task
    job = _job(job_id)
    assert job.status == "dead" and job.attempts == 3 and job.finished_at is not None
    assert service.execute_job(job_id) == "skipped"
    assert queue_jobs.RUNS == ["x", "x", "x"]


def test_a_job_without_a_handler_goes_dead_instead_of_looping() -> None:
    with get_database().unit_of_work() as session:
        job_id = enqueue(session, "core_test.nobody_handles_this")
        session.execute(update(Job).where(Job.id == job_id).values(max_attempts=1))
    assert service.execute_job(job_id) == "dead"
    assert "no handler" in (_job(job_id).last_error or "")


def _claim_and_abandon(job_id: int, *, attempts: int) -> None:
    """What a worker killed mid-job leaves behind: running, with a lease that has run out."""
    with get_database().unit_of_work() as session:
        session.execute(
            update(Job)
            .where(Job.id == job_id)
            .values(
                status="running",
                attempts=attempts,
                lease_token="dead-worker",
                lease_until=utcnow() - timedelta(seconds=1),
                worker_id="gone:1",
            )
        )


def test_the_reaper_requeues_an_expired_lease_and_the_job_runs_again() -> None:
    with get_database().unit_of_work() as session:
        job_id = enqueue(session, "core_test.record_run", key="again")
    _claim_and_abandon(job_id, attempts=1)
    assert service.execute_job(job_id) == "skipped"  # still someone else's, as far as the row says
    assert service.reap_expired_leases() == 1
    job = _job(job_id)
    assert job.status == "queued" and job.lease_token is None
    assert service.reap_expired_leases() == 0
    assert service.execute_job(job_id) == "done"
    assert _job(job_id).attempts == 2 and queue_jobs.RUNS == ["again"]


def test_the_reaper_leaves_live_leases_alone_and_dead_letters_exhausted_jobs() -> None:
    with get_database().unit_of_work() as session:
        live = enqueue(session, "core_test.record_run", key="live")
        exhausted = enqueue(session, "core_test.record_run", key="exhausted")
    with get_database().unit_of_work() as session:
        session.execute(
            update(Job)
            .where(Job.id == live)
            .values(
                status="running", attempts=1, lease_token="t", lease_until=utcnow() + timedelta(minutes=5)
            )
        )
    _claim_and_abandon(exhausted, attempts=5)
    assert service.reap_expired_leases() == 1
    assert _job(live).status == "running"
    job = _job(exhausted)
    assert job.status == "dead" and "lease expired" in (job.last_error or "")


def test_a_worker_that_lost_its_lease_cannot_settle_the_job() -> None:
    """Fencing: after the reaper gave the job to another worker, the old one's result is ignored."""
    with get_database().unit_of_work() as session:
        job_id = enqueue(session, "core_test.record_run", key="slow")

    original = queue_jobs.record_run

    def stolen(key: str) -> None:
        original(key)
        with get_database().unit_of_work() as session:
            session.execute(update(Job).where(Job.id == job_id).values(lease_token="another-worker"))

    spec = registry.task_spec("core_test.record_run")
    assert spec is not None
    registry._tasks["core_test.record_run"] = registry.TaskSpec(spec.name, stolen, spec.max_attempts)
    try:
        assert service.execute_job(job_id) == "lost"
    finally:
        registry._tasks["core_test.record_run"] = spec
    assert _job(job_id).status == "running" and _job(job_id).lease_token == "another-worker"


def test_the_reaper_resends_queued_jobs_whose_message_was_lost(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken_push(job_id: int, delay: float = 0) -> None:
        raise ConnectionError("queue backend down")

    monkeypatch.setattr(transport, "push", broken_push)
    with get_database().unit_of_work() as session:
        job_id = enqueue(session, "core_test.record_run", key="lost")
    assert _job(job_id).pushed_at is None  # the commit succeeded; only the message failed
    monkeypatch.undo()
    stale = utcnow() - timedelta(seconds=get_settings().job_lease_seconds + 1)
    with get_database().unit_of_work() as session:
        session.execute(update(Job).where(Job.id == job_id).values(available_at=stale))
    before = _queue_size()
    service.reap_expired_leases()
    assert _queue_size() == before + 1 and _job(job_id).pushed_at is not None


@pytest.fixture
def hourly_tick(monkeypatch: pytest.MonkeyPatch) -> str:
    name = "core_test.record_run"
    monkeypatch.setitem(registry._periodic, name, registry.PeriodicSpec(name, lambda: 3600))
    return name


def test_periodic_jobs_get_one_row_per_slot_even_when_supervisors_race(hourly_tick: str) -> None:
    barrier = threading.Barrier(4)
    errors: list[BaseException] = []

    def supervisor_round() -> None:
        try:
            barrier.wait()
            service.enqueue_due_periodic_jobs()
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=supervisor_round) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert not errors, errors
    service.enqueue_due_periodic_jobs()
    with get_database().unit_of_work(write=False) as session:
        keys = session.scalars(select(Job.dedupe_key).where(Job.name == hourly_tick)).all()
    slot = int(utcnow().timestamp()) // 3600
    assert keys == [f"periodic:{hourly_tick}:{slot}"]


def test_the_embedded_worker_in_the_app_lifespan_runs_jobs(monkeypatch: pytest.MonkeyPatch) -> None:
    if get_settings().redis_url:
        pytest.skip("the embedded worker runs only without Redis")
    from misrad.app import create_app

    monkeypatch.setattr(get_settings(), "reaper_interval_seconds", 1)
    with TestClient(create_app(run_worker=True)):
        with get_database().unit_of_work() as session:
            job_id = enqueue(session, "core_test.record_run", key="embedded")
        assert queue_jobs.DONE.wait(timeout=30), "the embedded worker did not run the job"
        deadline = time.monotonic() + 10
        while _job(job_id).status != "done" and time.monotonic() < deadline:
            time.sleep(0.05)
    assert _job(job_id).status == "done" and queue_jobs.RUNS == ["embedded"]


# --- SIGKILL: a real worker process dies mid-job; nothing is lost and the effect happens once -----


@pytest.fixture
def marker_table() -> Iterator[None]:
    engine = get_database().write_engine
    queue_jobs.metadata.create_all(engine)
    yield
    get_database().write_engine.dispose()
    queue_jobs.metadata.drop_all(engine)


def _worker_env(extra: dict[str, str]) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MISRAD_")}
    for key in ("MISRAD_DATA_DIR", "MISRAD_DATABASE_URL", "MISRAD_SECRET_KEY"):
        if key in os.environ:
            env[key] = os.environ[key]
    env.update(
        {
            "MISRAD_QUEUE_NAME": get_settings().queue_name,
            "MISRAD_JOB_LEASE_SECONDS": "3",
            "MISRAD_JOB_HEARTBEAT_SECONDS": "1",
            "MISRAD_REAPER_INTERVAL_SECONDS": "1",
            "MISRAD_CREATE_FIRST_ADMIN": "false",
            "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(ROOT)]),
            **extra,
        }
    )
    return env


def _start_worker(env: dict[str, str], log: Path) -> subprocess.Popen[bytes]:
    code = "import tests.core.queue_jobs; from misrad.cli import main; main()"
    with log.open("ab") as out:
        return subprocess.Popen(
            [sys.executable, "-c", code, "worker", "--threads", "2"],
            cwd=ROOT,
            env=env,
            stdout=out,
            stderr=out,
        )


def _wait_for(condition: Callable[[], bool], timeout: float, what: str, log: Path) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}; worker log:\n{log.read_text()[-3000:]}")


def _marker_count(key: str) -> int:
    with get_database().unit_of_work(write=False) as session:
        return int(
            session.scalar(
                select(func.count()).select_from(queue_jobs.markers).where(queue_jobs.markers.c.key == key)
            )
            or 0
        )


@pytest.fixture(params=["sqlite-huey", "redis"])
def queue_backend(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> Iterator[dict[str, str]]:
    if request.param == "sqlite-huey":
        yield {}
        return
    queue_name = f"misrad-kill-{uuid.uuid4().hex[:12]}"
    monkeypatch.setenv("MISRAD_REDIS_URL", REDIS_URL)
    monkeypatch.setenv("MISRAD_QUEUE_NAME", queue_name)
    get_settings.cache_clear()
    transport.reset_transport()
    try:
        transport.huey_app().storage.flush_all()
        yield {"MISRAD_REDIS_URL": REDIS_URL, "MISRAD_QUEUE_NAME": queue_name}
        transport.huey_app().storage.flush_all()
    finally:
        monkeypatch.undo()
        get_settings.cache_clear()
        transport.reset_transport()


def test_a_worker_killed_mid_job_loses_nothing_and_the_effect_happens_once(
    queue_backend: dict[str, str], marker_table: None, tmp_path: Path
) -> None:
    log = tmp_path / "worker.log"
    env = _worker_env(queue_backend)
    key = f"kill-{uuid.uuid4().hex[:8]}"
    with get_database().unit_of_work() as session:
        job_id = enqueue(session, "core_test.touch_and_sleep", key=key, seconds=4)

    first = _start_worker(env, log)
    second: subprocess.Popen[bytes] | None = None
    try:
        _wait_for(
            lambda: _marker_count(key) == 1 and _job(job_id).status == "running", 60, "the first run", log
        )
        first.send_signal(signal.SIGKILL)
        assert first.wait(timeout=10) == -signal.SIGKILL
        assert _job(job_id).status == "running"  # nobody acknowledged anything: the row still says so

        second = _start_worker(env, log)
        _wait_for(lambda: _job(job_id).status == "done", 90, "the job to finish on the second worker", log)
    finally:
        for process in (first, second):
            if process is not None and process.poll() is None:
                process.send_signal(signal.SIGTERM)
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()
    job = _job(job_id)
    assert job.status == "done" and job.attempts == 2, (job.status, job.attempts, job.last_error)
    assert _marker_count(key) == 1
