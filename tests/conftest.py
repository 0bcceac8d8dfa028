"""Test plumbing shared by every area.

The database is built once per run by the real migrations: SQLite in a temporary folder by default,
PostgreSQL when ``MISRAD_TEST_DATABASE_URL`` is set (``make test`` runs the suite both ways). Every test
starts from empty tables with the seed data in place.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import uvicorn
from cryptography.fernet import Fernet
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import text
from sqlalchemy.engine import make_url

from misrad.core import security
from tests import database_free, scratch
from tests.auth.factories import bearer_headers, make_user
from tests.database_reset import PostgresReset

PG_URL = os.environ.get("MISRAD_TEST_DATABASE_URL", "")
_postgres_reset: PostgresReset | None = None  # one per test process: it remembers what the seed wrote
_guard: database_free.Guard | None = None  # made at the first database-free test of the process


def _own_postgres_database(url: str) -> str:
    """This test process's own empty database on the PostgreSQL server (runs may overlap)."""
    return scratch.fresh_database(url, f"{make_url(url).database}_{os.getpid()}")


@pytest.fixture(scope="session", autouse=True)
def _environment(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    from misrad import areas
    from misrad.core import bootstrap
    from misrad.core.db import reset_database
    from misrad.core.queue.transport import reset_transport
    from misrad.core.security import reset_secret_box
    from misrad.core.settings import get_settings

    data_dir = tmp_path_factory.mktemp("misrad-data")
    os.environ.update(
        {
            "MISRAD_DATA_DIR": str(data_dir),
            "MISRAD_CREATE_FIRST_ADMIN": "false",
            "MISRAD_EMBEDDED_WORKER": "false",
            "MISRAD_SECRET_KEY": Fernet.generate_key().decode(),
            "MISRAD_JOB_RETRY_BASE_SECONDS": "0",
            "MISRAD_QUEUE_NAME": f"misrad-test-{os.getpid()}",
            # One API process for servers the tests start, unless a test asks for more.
            "MISRAD_WORKERS": "1",
            # Cheap Argon2 here and in the servers the tests start (see ``_cheap_password_hashing``).
            "MISRAD_ARGON2_PROFILE": "test_suite",
        }
    )
    os.environ.pop("MISRAD_REDIS_URL", None)
    own_database = _own_postgres_database(PG_URL) if PG_URL else None
    if own_database:
        os.environ["MISRAD_DATABASE_URL"] = own_database
    else:
        os.environ.pop("MISRAD_DATABASE_URL", None)
    get_settings.cache_clear()
    reset_database()
    reset_transport()
    reset_secret_box()
    bootstrap.migrate()
    areas.install()  # the areas' messages, also for tests that call services without the app
    yield data_dir
    reset_database()
    if own_database:
        scratch.drop_database(own_database)


def _table_names() -> list[str]:
    from misrad import areas

    return [table.name for table in reversed(areas.metadata().sorted_tables)]


@pytest.fixture(scope="session", autouse=True)
def _cheap_password_hashing(_environment: Path) -> Iterator[None]:
    """Argon2id with its smallest parameters (``MISRAD_ARGON2_PROFILE=test_suite``), in the test
    processes and in the servers they start, which inherit the setting.

    The product's RFC 9106 profile (64 MiB, three passes, four lanes) costs 0.2-0.4 s of CPU a hash or
    a check; the factories' users and the API's logins made it about half the time of the auth,
    approvals, documents and assistant tests (159 of 335 s, measured), for no check of theirs; the
    browser tests' servers paid it at every sign-in. ``real_password_hashing`` gives a test the
    product's default (``tests/auth/test_service.py``)."""
    patch = pytest.MonkeyPatch()
    patch.setattr(security, "_hasher", None)  # chosen again, from the suite's settings
    yield
    patch.undo()


@pytest.fixture
def real_password_hashing(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The password hashing of a default installation (the suite's setting unset) for this test."""
    from misrad.core.settings import get_settings

    monkeypatch.delenv("MISRAD_ARGON2_PROFILE")
    monkeypatch.setattr(security, "_hasher", None)
    get_settings.cache_clear()
    yield
    monkeypatch.undo()
    get_settings.cache_clear()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    database_free.mark(items, on_postgres=bool(PG_URL), config=config)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    outcome = yield
    database_free.skipped_in_its_body(item, outcome.get_result())


@pytest.fixture
def database() -> None:
    """Says that a test reaches the test database although no other fixture of it does (a factory
    called in the test, a ``misrad`` process it starts): see ``tests/database_free.py``."""


@pytest.fixture(autouse=True)
def clean_database(_environment: Path, request: pytest.FixtureRequest) -> Iterator[None]:
    """Empty every table, then seed, so each test starts from a new installation; a database-free test
    instead runs under the guard that fails it if it reaches the database."""
    from misrad import areas
    from misrad.core import changes
    from misrad.core.db import get_database

    database = get_database()
    changes.forget_last_reading()  # a new installation: no earlier test's reading of the counters is assumed
    if request.node.get_closest_marker(database_free.MARKER):
        global _guard
        _guard = _guard or database_free.Guard()
        with _guard.watch(database.url) as reached:
            yield
        if reached:
            pytest.fail(
                "a database-free test (by its fixtures) "
                + "; ".join(sorted(set(reached)))
                + ": give it the `database` fixture (tests/database_free.py)",
                pytrace=False,
            )
        return
    # The change counters are not emptied but moved on: a counter that started again from 0 would come
    # back to numbers that caches of this process kept data of an earlier test under.
    tables = [name for name in _table_names() if name != "change_versions"]
    with database.write_engine.begin() as connection:
        connection.execute(text("UPDATE change_versions SET version = version + 1"))
        if database.is_sqlite:
            for table in tables:
                connection.execute(text(f'DELETE FROM "{table}"'))
    if database.is_sqlite:
        areas.seed()
        yield
        return
    global _postgres_reset
    if _postgres_reset is None:
        _postgres_reset = PostgresReset(tables, areas.seed)
    _postgres_reset.reset(database.write_engine.connect)
    yield


@pytest.fixture(scope="session")
def app(_environment: Path) -> FastAPI:
    from misrad.app import create_app

    return create_app(run_worker=False)


@pytest.fixture
def client(app: FastAPI) -> TestClient:
    return TestClient(app, raise_server_exceptions=False)


@pytest.fixture
def admin_headers() -> dict[str, str]:
    return bearer_headers(make_user(role="admin"))


@pytest.fixture
def member_headers() -> dict[str, str]:
    return bearer_headers(make_user(role="member"))


@pytest.fixture
def run_jobs() -> Callable[[], int]:
    """Run every queued job now, through the worker's own code path."""
    import misrad.areas  # noqa: F401 - the areas' job handlers are registered by importing it
    from misrad.core.queue.service import run_pending_jobs

    return run_pending_jobs


@pytest.fixture
def served() -> Iterator[str]:
    """The application on a free loopback port, lifespan and all; yields its base URL."""
    from misrad.app import create_app

    server = uvicorn.Server(
        uvicorn.Config(create_app(run_worker=False), host="127.0.0.1", port=0, log_level="warning")
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    port = server.servers[0].sockets[0].getsockname()[1]
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(30)
