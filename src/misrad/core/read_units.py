"""A read-only unit of work on a database server, lighter than a session on the engine (issue 16).

A read-only unit on PostgreSQL runs in autocommit (``core.db``: READ COMMITTED gives each statement its
own snapshot, so BEGIN and COMMIT only cost round trips). Made as a session on an engine switched to
autocommit, a unit of one statement on the driver's cursor (``core.db.rows_on_driver``) cost ~0.5 ms of
CPU, against ~0.2 ms now (session 40, measured alone): SQLAlchemy's session transaction begun for it, the
switch to autocommit and back through the dialect's connection characteristics (generators of the
driver's each way), and a commit that commits nothing. A local chat's and a customer list's fast lanes
each read in one such unit: ~190 of a chat's ~3,100 Python calls and ~180 of a list's ~1,040.

Here the unit is a pooled connection whose driver is switched to autocommit by hand (as ``Database.rows_now``
does), and a session bound to that connection: ``connection()`` hands it out without beginning a session
transaction, so a unit that only reads on its connection has no session transaction to commit. The ORM
still works as on any session bound to a connection: its first query begins a session transaction on
the same connection, and the unit then commits it as before (nothing is sent: the driver is in
autocommit, every statement committed on its own).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import Connection, Engine
from sqlalchemy.orm import Session


class ReadingSession(Session):
    """A read-only unit's session on one connection in autocommit (``read_unit``)."""

    def __init__(self, connection: Connection, info: dict[str, Any]) -> None:
        super().__init__(bind=connection, expire_on_commit=False, info=info)
        self._reading = connection

    def connection(self, bind_arguments: Any = None, execution_options: Any = None) -> Connection:
        """The unit's connection; a session transaction is begun only by the ORM (or when asked for
        options of a connection), never to hand out a connection whose statements commit themselves."""
        if bind_arguments is None and execution_options is None and not self.in_transaction():
            return self._reading
        return super().connection(bind_arguments, execution_options)


@contextmanager
def read_unit(engine: Engine, session_on: Callable[[Connection], Session]) -> Iterator[Session]:
    """A read-only unit on a PostgreSQL ``engine`` (``Database.unit_of_work(write=False)``), its session
    made by ``session_on`` (a ``ReadingSession``): it commits only what the ORM began or holds, and rolls
    back on an error, as any unit does."""
    with engine.connect() as connection:
        driver: Any = connection.connection.driver_connection
        driver.autocommit = True  # fresh from the pool: idle, so the switch is the driver's alone
        try:
            session = session_on(connection)
            try:
                yield session
                if session.in_transaction() or session.new or session.dirty or session.deleted:
                    session.commit()  # what the ORM began or holds, flushed and ended as before
            except BaseException:
                session.rollback()
                raise
            finally:
                session.close()
        finally:
            if not driver.closed:  # one the server closed was invalidated, and leaves the pool
                driver.autocommit = False
