"""A read-only unit of work on a database server (``core.read_units``): its connection in the driver's
autocommit without a session transaction, the ORM still working in it, and the connection back in the
pool as the pool hands connections out (not in autocommit)."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import select

from misrad.auth.models import User
from misrad.core.db import READ_ONLY, get_database, rows_on_driver
from tests.auth.factories import make_user

pytestmark = pytest.mark.usefixtures("database")


@pytest.fixture
def on_a_server() -> None:
    if get_database().is_sqlite:
        pytest.skip("SQLite's read-only units are sessions on its read engine")


@pytest.mark.usefixtures("on_a_server")
def test_a_read_only_unit_hands_out_its_connection_in_autocommit_without_a_session_transaction() -> None:
    user = make_user()
    with get_database().unit_of_work(write=False) as session:
        connection = session.connection()
        driver: Any = connection.connection.driver_connection
        assert driver.autocommit
        assert not session.in_transaction()
        rows = rows_on_driver(connection, "SELECT email FROM users WHERE id = %s", (user.id,))
        assert rows[0][0] == user.email
        assert session.info[READ_ONLY]
        assert session.connection() is connection  # a chat's write goes on the same connection
    assert not driver.autocommit  # back in the pool as every checkout expects it


@pytest.mark.usefixtures("on_a_server")
def test_the_orm_reads_on_the_same_connection_and_its_transaction_ends_with_the_unit() -> None:
    user = make_user()
    with get_database().unit_of_work(write=False) as session:
        connection = session.connection()
        assert session.scalars(select(User.email).where(User.id == user.id)).one() == user.email
        assert session.in_transaction()
        assert session.connection() is connection
    assert not session.in_transaction()


@pytest.mark.usefixtures("on_a_server")
def test_an_error_in_a_read_only_unit_leaves_the_connection_usable_by_the_next() -> None:
    database = get_database()
    with pytest.raises(ZeroDivisionError), database.unit_of_work(write=False) as session:
        session.scalars(select(User.id)).all()
        raise ZeroDivisionError
    with database.unit_of_work(write=False) as session:
        assert session.scalars(select(User.id).limit(1)).all() is not None
