"""What the suite makes for itself and throws away: free loopback ports and PostgreSQL databases.

The test processes, the browser tests' servers and the deployment tests each want a PostgreSQL database
of their own on the server ``MISRAD_TEST_DATABASE_URL`` names (runs and workers may overlap), dropped
when done: one place says how.
"""

from __future__ import annotations

import socket

from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _on_the_server(url: str, *statements: str) -> None:
    admin = create_engine(make_url(url).set(database="postgres"), isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as connection:
            for statement in statements:
                connection.execute(text(statement))
    finally:
        admin.dispose()


def fresh_database(server_url: str, name: str) -> str:
    """An empty database ``name`` on the server of ``server_url`` (one left by an earlier run is
    dropped first); its URL, password and all."""
    _on_the_server(server_url, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)', f'CREATE DATABASE "{name}"')
    return make_url(server_url).set(database=name).render_as_string(hide_password=False)


def drop_database(url: str) -> None:
    """The database ``url`` names, gone, with any connection still open to it."""
    _on_the_server(url, f'DROP DATABASE IF EXISTS "{make_url(url).database}" WITH (FORCE)')
