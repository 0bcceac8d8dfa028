"""Scratch databases for the benchmarks: misrad's settings pointed at a new, migrated, seeded database."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager

PG_URL = os.environ.get("MISRAD_BENCH_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/postgres")


def postgres_reachable() -> bool:
    try:
        import psycopg

        psycopg.connect(PG_URL.replace("+psycopg", ""), connect_timeout=3).close()
        return True
    except Exception:
        return False


def _recreate(name: str, *, create: bool) -> None:
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    admin = create_engine(make_url(PG_URL), isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        if create:
            connection.execute(text(f'CREATE DATABASE "{name}"'))
    admin.dispose()


@contextmanager
def scratch_database(kind: str, area: str, **settings: str) -> Iterator[str]:
    """A fresh ``kind`` ("sqlite" or "postgresql") database for ``area``'s benchmark, with a new data
    dir and secret key, no embedded worker, no Redis and no first admin; ``settings`` are further
    ``MISRAD_`` variables. Everything is dropped and the environment restored afterwards."""
    from cryptography.fernet import Fernet
    from sqlalchemy.engine import make_url

    from misrad import areas
    from misrad.core import bootstrap
    from misrad.core.db import reset_database
    from misrad.core.security import reset_secret_box
    from misrad.core.settings import get_settings

    folder = tempfile.TemporaryDirectory(prefix=f"misrad-bench-{area}-")
    env = {
        "MISRAD_DATA_DIR": folder.name,
        "MISRAD_SECRET_KEY": Fernet.generate_key().decode(),
        "MISRAD_CREATE_FIRST_ADMIN": "false",
        "MISRAD_EMBEDDED_WORKER": "false",
        **settings,
    }
    saved = {key: os.environ.get(key) for key in [*env, "MISRAD_DATABASE_URL", "MISRAD_REDIS_URL"]}
    name = f"misrad_bench_{area}_{os.getpid()}"
    try:
        os.environ.update(env)
        os.environ.pop("MISRAD_DATABASE_URL", None)
        os.environ.pop("MISRAD_REDIS_URL", None)
        if kind == "postgresql":
            _recreate(name, create=True)
            url = make_url(PG_URL).set(database=name)
            os.environ["MISRAD_DATABASE_URL"] = url.render_as_string(hide_password=False)
        get_settings.cache_clear()
        reset_database()
        reset_secret_box()
        bootstrap.migrate()
        areas.seed()
        yield kind
    finally:
        reset_database()
        if kind == "postgresql":
            _recreate(name, create=False)
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        get_settings.cache_clear()
        folder.cleanup()


@contextmanager
def empty_postgres_database(name: str) -> Iterator[str | None]:
    """A new, empty PostgreSQL database ``name`` (and ``BENCH_DATABASE_SUFFIX``), dropped afterwards (for a
    server started in another process); ``None`` when PostgreSQL is unreachable."""
    if not postgres_reachable():
        yield None
        return
    from sqlalchemy.engine import make_url

    name += os.environ.get("BENCH_DATABASE_SUFFIX", "")  # people sharing a server keep to their own

    _recreate(name, create=True)
    try:
        yield make_url(PG_URL).set(database=name).render_as_string(hide_password=False)
    finally:
        _recreate(name, create=False)
