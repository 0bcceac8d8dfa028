"""Tests that never reach the test database: known from the fixtures they use, proved by a guard.

A test is *database-free* when every fixture it uses, directly or through others, is pytest's or a
plugin's (``tmp_path``, ``monkeypatch``, parameters), or one of this suite's few that touch no database
(``DATABASE_FREE_FIXTURES``). Such a test gets the ``database_free`` marker at collection; nobody lists
tests by hand. It gains nothing from running against PostgreSQL, so the PostgreSQL run of ``make test``
leaves it out (deselected); its database is not emptied and seeded before it either.

The fixtures alone do not prove it: a test may call a factory that writes (``make_user()``) or start a
``misrad`` process. So a database-free test runs under a guard that fails it when, during the test, a
connection to the test database is taken from any SQLAlchemy pool (every statement needs one), a process
other than Tesseract is started (it could reach the database through the environment), or the test
skips itself in its body. A test that may be skipped (``skip``/``skipif`` markers) is not database-free,
and one that asks which database it runs on (``get_database().is_sqlite``, ``PG_URL``) without a
statement must say so, as the guard cannot see that: such tests use the ``database`` fixture
(``pytestmark = pytest.mark.usefixtures("database")`` for a whole module) and run on both databases.
"""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event
from sqlalchemy.engine import make_url
from sqlalchemy.pool import Pool

MARKER = "database_free"
# A test that makes SQLite installations of its own (``misrad backup``) and never the test database's
# kind: the PostgreSQL run would repeat the SQLite run's test to the letter, so it leaves it out.
OWN_SQLITE = "own_sqlite"
# The suite's own fixtures that reach no database: the session's setting-up (it migrates before any
# test, and every test has it) and the per-test resets of in-process state.
DATABASE_FREE_FIXTURES = frozenset(
    {"_environment", "clean_database", "_cheap_password_hashing", "_fresh_customer_index"}
)
# Programs a database-free test may start: none of them can reach a database.
HARMLESS_PROGRAMS = frozenset({"tesseract"})


def reaches_no_database(item: pytest.Item) -> bool:
    """True when no fixture of ``item`` is one of this suite's own, beyond ``DATABASE_FREE_FIXTURES``, and
    nothing may skip it: a skip may depend on the database (``skipif(not PG_URL)``), and a test the
    SQLite run skips and the PostgreSQL run leaves out would run nowhere."""
    info = getattr(item, "_fixtureinfo", None)
    if info is None or any(item.iter_markers("skipif")) or any(item.iter_markers("skip")):
        return False
    if item.get_closest_marker("postgres_only"):
        return False
    for name in item.fixturenames:  # type: ignore[attr-defined]
        definitions = info.name2fixturedefs.get(name)
        if not definitions or name in DATABASE_FREE_FIXTURES:
            continue
        if definitions[-1].func.__module__.split(".")[0] in ("tests", "conftest"):
            return False
    return True


def mark(items: list[pytest.Item], on_postgres: bool, config: pytest.Config) -> None:
    """Mark the database-free tests; on the PostgreSQL run, leave them out, and those on their own SQLite."""
    kept, left_out = [], []
    for item in items:
        if reaches_no_database(item):
            item.add_marker(MARKER)
            (left_out if on_postgres else kept).append(item)
        elif item.get_closest_marker(OWN_SQLITE):
            (left_out if on_postgres else kept).append(item)
        else:
            kept.append(item)
    if left_out:
        config.hook.pytest_deselected(items=left_out)
        items[:] = kept


def skipped_in_its_body(item: pytest.Item, report: pytest.TestReport) -> pytest.TestReport:
    """A database-free test that skips itself (``pytest.skip`` in its body) fails instead: it may be
    skipping for the database, and then would run on neither."""
    if report.when == "call" and report.skipped and item.get_closest_marker(MARKER):
        report.outcome = "failed"
        report.longrepr = (
            "a database-free test (by its fixtures) skipped itself: the PostgreSQL run leaves it out, so "
            "it would run nowhere; give it the `database` fixture (tests/database_free.py)"
        )
    return report


class Guard:
    """Notes what a database-free test reached that it should not have."""

    def __init__(self) -> None:
        self.database: str | None = None  # the test database, as its driver names it
        self.watching = False
        self.reached: list[str] = []
        event.listen(Pool, "checkout", self._checked_out)
        self._popen_init = subprocess.Popen.__init__

    @contextmanager
    def watch(self, database_url: str) -> Iterator[list[str]]:
        url = make_url(database_url)
        self.database = (
            str(Path(url.database).resolve()) if url.drivername.startswith("sqlite") else url.database
        )
        self.reached, self.watching = [], True
        guard = self

        def started(process: subprocess.Popen[Any], args: Any, *rest: Any, **options: Any) -> None:
            program = args if isinstance(args, str | bytes) else args[0]
            if Path(str(program)).name not in HARMLESS_PROGRAMS:
                guard.reached.append(f"started the process {args!r}")
            guard._popen_init(process, args, *rest, **options)

        subprocess.Popen.__init__ = started  # type: ignore[method-assign]
        try:
            yield self.reached
        finally:
            self.watching = False
            subprocess.Popen.__init__ = self._popen_init  # type: ignore[method-assign]

    def _checked_out(self, dbapi_connection: Any, record: Any, proxy: Any) -> None:
        if self.watching and _database_of(dbapi_connection) == self.database:
            self.reached.append("took a connection to the test database")


def _database_of(dbapi_connection: Any) -> str | None:
    info = getattr(dbapi_connection, "info", None)
    if info is not None and hasattr(info, "dbname"):  # psycopg
        return str(info.dbname)
    try:  # sqlite3: the main database's file
        row = dbapi_connection.execute("PRAGMA database_list").fetchone()
    except Exception:  # another driver: not the test database
        return None
    return str(Path(row[2]).resolve()) if row and row[2] else None
