"""Statements sent past SQLAlchemy on PostgreSQL go in its own placeholders (``db.native_sql``): psycopg
made them again on every execution of a long one (the chat's exchange, issue 16 session 39)."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import event

from misrad.core.db import get_database, native_sql, rows_on_driver


def test_positional_placeholders_become_numbered_and_escaped_percents_plain() -> None:
    assert native_sql("SELECT %s, %s WHERE a LIKE 'x%%'") == "SELECT $1, $2 WHERE a LIKE 'x%'"
    assert native_sql("SELECT '%%s', %s") == "SELECT '%s', $1"  # an escaped percent before an s
    assert native_sql("SELECT 1") == "SELECT 1"


def test_any_other_placeholder_is_left_to_psycopg() -> None:
    assert native_sql("SELECT %(name)s") is None
    assert native_sql("SELECT %b, %s") is None
    assert native_sql("SELECT %t") is None


def test_a_long_statement_with_many_values_reads_as_psycopg_would_read_it(database: Any) -> None:
    """Past psycopg's own cache (4,096 characters, 50 parameters), with a literal percent sign: the rows
    are those of the same statement in psycopg's placeholders, and listeners still see that text."""
    if get_database().is_sqlite:
        pytest.skip("PostgreSQL's placeholders: SQLite's driver takes its own as they are")
    values = tuple(range(60))
    columns = ", ".join(f"%s::int AS value_{n}" for n in range(len(values)))
    sql = f"SELECT {columns}, '100%%' AS share, '{'x' * 4200}' AS padding"
    engine = get_database().write_engine
    seen: list[tuple[str, str]] = []

    def listened(_conn: Any, cursor: Any, statement: str, *_: Any) -> None:
        seen.append((type(cursor).__name__, statement))

    event.listen(engine, "before_cursor_execute", listened)
    try:
        with engine.connect() as connection:
            rows = rows_on_driver(connection, sql, values)
            by_name = rows_on_driver(connection, "SELECT %(a)s::int + %(a)s::int", {"a": 2})
    finally:
        event.remove(engine, "before_cursor_execute", listened)
    assert list(rows[0][:60]) == list(values)
    assert rows[0][60] == "100%" and len(rows[0][61]) == 4200
    assert by_name == [(4,)]  # by name: psycopg's placeholders, as before
    assert seen == [("RawCursor", sql), ("Cursor", "SELECT %(a)s::int + %(a)s::int")]
