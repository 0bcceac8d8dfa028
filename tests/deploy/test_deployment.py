"""One office on several processes, proven under faults (issue 16).

PostgreSQL + Redis: two API processes and two ``misrad worker`` processes; the SQLite default: two API
processes on one data folder (one of them, elected, runs the jobs). Under a bounded load of chats,
uploads and record writes, one API process (and one worker) is killed with SIGKILL and started again.
Then: no job lost or run twice to effect, no document left ``processing``, client errors only for
requests that were in flight on the killed process, and a customer created through one process is known
by name to the assistant in the other at once.

The PostgreSQL variant runs in the suite's PostgreSQL run, the SQLite one in its SQLite run.
"""

from __future__ import annotations

import os
import time
import uuid
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from cryptography.fernet import Fernet
from sqlalchemy import create_engine, text

from tests import scratch
from tests.deploy.harness import Deployment, Load, Outcome
from tests.invoices.generator import make_invoice, text_pdf

pytestmark = [pytest.mark.deployment, pytest.mark.slow]

PG_URL = os.environ.get("MISRAD_TEST_DATABASE_URL", "")
REDIS_URL = os.environ.get("MISRAD_TEST_REDIS_URL", "redis://127.0.0.1:6379/0")
UPLOADS = 4
OPERATIONS = 36
KILL_AFTER = 12  # outcomes seen before the faults


def _environment(folder: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MISRAD_")}
    env.update(
        {
            "MISRAD_DATA_DIR": str(folder / "data"),
            "MISRAD_SECRET_KEY": Fernet.generate_key().decode(),
            "MISRAD_CREATE_FIRST_ADMIN": "true",
            "MISRAD_WORKERS": "1",
            "MISRAD_ARGON2_PROFILE": os.environ["MISRAD_ARGON2_PROFILE"],  # the suite's cheap profile
            "MISRAD_QUEUE_NAME": f"misrad-deploy-{uuid.uuid4().hex[:12]}",
            # Short leases so that a killed worker's jobs come back within the test.
            "MISRAD_JOB_LEASE_SECONDS": "8",
            "MISRAD_JOB_HEARTBEAT_SECONDS": "2",
            "MISRAD_REAPER_INTERVAL_SECONDS": "2",
            "MISRAD_JOB_RETRY_BASE_SECONDS": "0.5",
        }
    )
    return env


@pytest.fixture
def postgres_redis(tmp_path: Path) -> Iterator[Deployment]:
    if not PG_URL:
        pytest.skip("the PostgreSQL + Redis deployment runs in the suite's PostgreSQL run")
    try:
        import redis

        redis.Redis.from_url(REDIS_URL, socket_connect_timeout=2).ping()
    except Exception:
        if os.environ.get("REQUIRE_POSTGRES") == "1":
            raise
        pytest.skip("Redis is not reachable")
    env = _environment(tmp_path)
    env["MISRAD_DATABASE_URL"] = database = scratch.fresh_database(PG_URL, f"misrad_deploy_{os.getpid()}")
    env["MISRAD_REDIS_URL"] = REDIS_URL
    deployment = Deployment(env, tmp_path)
    try:
        yield deployment
    finally:
        deployment.stop_all()
        scratch.drop_database(database)


@pytest.fixture
def sqlite_default(tmp_path: Path) -> Iterator[Deployment]:
    if PG_URL:
        pytest.skip("the SQLite deployment runs in the suite's SQLite run")
    env = _environment(tmp_path)
    env["MISRAD_EMBEDDED_WORKER"] = "true"
    deployment = Deployment(env, tmp_path)
    try:
        yield deployment
    finally:
        deployment.stop_all()


def _start(deployment: Deployment, workers: tuple[str, ...] = ()) -> None:
    """The first API process migrates and creates the owner; the others start together after it."""
    for name in ("api_a", "api_b"):
        deployment.add_api(name)
    for name in workers:
        deployment.add_worker(name)
    deployment.start("api_a")
    deployment.admin("api_a")
    deployment.start("api_b", *workers)


def test_postgresql_redis_two_api_processes_two_workers_survive_sigkill(postgres_redis: Deployment) -> None:
    _start(postgres_redis, workers=("worker_1", "worker_2"))
    _prove(postgres_redis, kill=("api_a", "worker_1"))


def test_sqlite_two_api_processes_survive_sigkill_of_the_one_running_jobs(sqlite_default: Deployment) -> None:
    deployment = sqlite_default
    _start(deployment)
    lock = Path(deployment.env["MISRAD_DATA_DIR"]) / "embedded-worker.lock"
    pids = {name: str(deployment.processes[name].popen.pid) for name in ("api_a", "api_b")}  # type: ignore[union-attr]
    holder = next(name for name, pid in pids.items() if pid == lock.read_text().strip())
    survivor = "api_b" if holder == "api_a" else "api_a"
    _prove(deployment, kill=(holder,))
    # The survivor took the jobs over; the restarted process only serves.
    assert lock.read_text().strip() == pids[survivor]


# ---------------------------------------------------------------------------------------------- the proof


def _prove(deployment: Deployment, kill: tuple[str, ...]) -> None:
    load = Load(deployment, ["api_a", "api_b"], deployment.token("api_b"))
    killed_api = kill[0]
    with ThreadPoolExecutor(4) as pool:
        futures = [pool.submit(_operation, load, number) for number in range(OPERATIONS)]
        _wait_until(lambda: len(load.outcomes) >= KILL_AFTER, 120, "the load did not get going")
        killed_at = time.monotonic()
        for name in kill:
            deployment.kill(name)
        time.sleep(1)
        deployment.start(*kill)
        for future in futures:
            future.result()

    _only_requests_in_flight_failed(load.outcomes, killed_api, killed_at)
    database = create_engine(_database_url(deployment))
    try:
        _jobs_all_done(database)
        _documents_processed_once(database, load.outcomes)
        _customers_written_once(database, load.outcomes)
    finally:
        database.dispose()
    _known_by_name_in_the_other_process(load)
    print(f"API start-up seconds: {deployment.startup_seconds}")


def _operation(load: Load, number: int) -> Outcome:
    api = load.pick(number)
    if number % 3 == 0:
        name = f"לקוח עומס {number:03d}"
        return load.send(api, "create", lambda http: http.post("/api/customers", json={"name": name}))
    if number % 3 == 1:
        question = f"מה היתרה של לקוח עומס {number - 1:03d}?"
        return load.send(
            api, "chat", lambda http: http.post("/api/mcp-chatbot/chat", json={"message": question})
        )
    if number // 3 < UPLOADS:
        pdf = text_pdf(make_invoice(number, "he"))
        return load.send(
            api,
            "upload",
            lambda http: http.post(
                "/api/email-scanning/documents/upload", files={"file": (f"invoice-{number}.pdf", pdf)}
            ),
        )
    return load.send(api, "list", lambda http: http.get("/api/customers", params={"per_page": 5}))


def _only_requests_in_flight_failed(outcomes: list[Outcome], killed: str, killed_at: float) -> None:
    failed = [o for o in outcomes if o.status is None or o.status >= 500 or o.status in (400, 401, 404)]
    for outcome in failed:
        in_flight = outcome.api == killed and outcome.started <= killed_at <= outcome.ended + 0.5
        assert in_flight and outcome.status is None, f"a request failed that was not in flight: {outcome}"
    assert len(outcomes) == OPERATIONS


def _wait_until(condition: Any, seconds: float, message: str) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, message
        time.sleep(0.25)


def _database_url(deployment: Deployment) -> str:
    url = deployment.env.get("MISRAD_DATABASE_URL")
    if url:
        return url.replace("postgresql://", "postgresql+psycopg://", 1)
    return f"sqlite:///{deployment.env['MISRAD_DATA_DIR']}/misrad.db"


def _rows(database: Any, sql: str) -> list[Any]:
    with database.connect() as connection:
        return list(connection.execute(text(sql)))


def _jobs_all_done(database: Any) -> None:
    def settled() -> bool:
        statuses = dict(_rows(database, "SELECT status, COUNT(*) FROM jobs GROUP BY status"))
        return not statuses.get("queued") and not statuses.get("running")

    _wait_until(settled, 60, "jobs were left queued or running (lost)")
    dead = _rows(database, "SELECT name, last_error FROM jobs WHERE status = 'dead'")
    assert not dead, dead


def _documents_processed_once(database: Any, outcomes: list[Outcome]) -> None:
    uploaded = [o for o in outcomes if o.kind == "upload" and o.status == 201]
    statuses = Counter(row[0] for row in _rows(database, "SELECT status FROM documents"))
    assert statuses["processing"] == 0 and statuses["uploaded"] == 0, statuses
    in_flight = [o for o in outcomes if o.kind == "upload" and o.status is None]
    assert len(uploaded) <= sum(statuses.values()) <= len(uploaded) + len(in_flight)
    twice = _rows(
        database,
        "SELECT document_id, type, COUNT(*) FROM document_activity WHERE document_id IS NOT NULL"
        " GROUP BY document_id, type HAVING COUNT(*) > 1",
    )
    assert not twice, f"a document's processing took effect twice: {twice}"
    flows = _rows(database, "SELECT document_id FROM approvals GROUP BY document_id HAVING COUNT(*) > 1")
    assert not flows, flows


def _customers_written_once(database: Any, outcomes: list[Outcome]) -> None:
    created = [o for o in outcomes if o.kind == "create" and o.status == 201]
    in_flight = [o for o in outcomes if o.kind == "create" and o.status is None]
    names = [row[0] for row in _rows(database, "SELECT name FROM customers WHERE name LIKE 'לקוח עומס%'")]
    assert len(names) == len(set(names))
    assert len(created) <= len(names) <= len(created) + len(in_flight)


def _known_by_name_in_the_other_process(load: Load) -> None:
    for writer, reader, name in (("api_b", "api_a", "שולמית אזולאי"), ("api_a", "api_b", "עמנואל ברקוביץ")):
        made = load.send(writer, "create", lambda http, n=name: http.post("/api/customers", json={"name": n}))
        assert made.status == 201, made.body
        customer_id = made.body["data"]["id"]
        asked = load.send(
            reader,
            "chat",
            lambda http, n=name: http.post("/api/mcp-chatbot/chat", json={"message": f"מה היתרה של {n}?"}),
        )
        assert asked.status == 200, asked.body
        assert (asked.body["context"]["customer"] or {}).get("id") == customer_id, asked.body
