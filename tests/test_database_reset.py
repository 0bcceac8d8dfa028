"""The PostgreSQL reset between tests (``tests/database_reset.py``) gives every test a new installation:
what a test wrote is gone, a changed seed is whole again, and ids start where a new installation's do."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from misrad import areas
from misrad.core.db import get_database
from tests.conftest import PG_URL, _table_names
from tests.database_reset import PostgresReset
from tests.records.factories import make_customer

pytestmark = pytest.mark.skipif(not PG_URL, reason="PostgreSQL only: SQLite's run deletes every table")


def _scalar(sql: str) -> int:
    with get_database().write_engine.connect() as connection:
        return int(connection.execute(text(sql)).scalar_one())


def _reset() -> PostgresReset:
    reset = PostgresReset([t for t in _table_names() if t != "change_versions"], areas.seed)
    reset.reset(get_database().write_engine.connect)  # the first reset empties all and seeds
    return reset


def test_rows_a_test_wrote_are_gone_and_ids_start_again() -> None:
    reset = _reset()
    first = make_customer().id
    make_customer()
    reset.reset(get_database().write_engine.connect)
    assert _scalar("SELECT count(*) FROM customers") == 0
    assert make_customer().id == first


def test_a_changed_seed_is_whole_again() -> None:
    reset = _reset()
    seeded = _scalar("SELECT count(*) FROM document_categories")
    assert seeded > 0
    with get_database().write_engine.begin() as connection:
        first_category = "SELECT min(id) FROM document_categories"
        connection.execute(text(f"DELETE FROM document_categories WHERE id = ({first_category})"))
    reset.reset(get_database().write_engine.connect)
    assert _scalar("SELECT count(*) FROM document_categories") == seeded


def test_an_insert_rolled_back_does_not_move_the_next_id() -> None:
    reset = _reset()
    first = make_customer().id
    reset.reset(get_database().write_engine.connect)
    with get_database().write_engine.connect() as connection:  # takes a number from the sequence
        connection.execute(text("SELECT nextval(pg_get_serial_sequence('customers', 'id'))"))
    reset.reset(get_database().write_engine.connect)  # nothing changed: only the sequences are set
    assert make_customer().id == first
