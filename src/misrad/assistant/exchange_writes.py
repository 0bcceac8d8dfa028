"""A chat's exchange (its question, its answer, their conversation) written on the driver's cursor.

The exchange is a chat's one write. Through SQLAlchemy's execution (its contexts, some thirty bound
parameters each through its type's processor, the result's processors) it cost a sixth of a local chat's
CPU (py-spy, ``docs/benchmarks.md``); the statement itself is the smaller part. Here the very statements
``ChatRecords`` sends (``repository``: the same SQL text, compiled once per shape) go on the driver, with
their values made the way SQLAlchemy's types make them (a time as naive UTC, on SQLite its text; JSON as
``json.dumps`` writes it, ``None`` as JSON ``null``; a flag as SQLite's 0/1), so the rows written are
the same (``tests/assistant/test_exchange_writes.py`` compares them).

On PostgreSQL: one data-modifying ``WITH`` on a connection in autocommit (the chat's read unit's), as
before. On SQLite: the conversation's row and the messages in a write transaction of their own, taken
with the writer turn by ``WriterTurns.on_driver`` (writes waiting together share one turn and commit).
"""

from __future__ import annotations

import json
import uuid
from datetime import datetime
from functools import lru_cache
from typing import Any, NamedTuple

from sqlalchemy import Connection, Engine, Insert, Row, Update, bindparam, insert, select
from sqlalchemy import cast as sql_cast
from sqlalchemy.engine.interfaces import Dialect
from sqlalchemy.orm import Session

from misrad.assistant.repository import (
    CONVERSATION_FIELDS,
    CONVERSATIONS,
    MAX_MESSAGES_AT_ONCE,
    MESSAGE_FIELDS,
    NEW_CONVERSATION_OF_BINDS,
    NEW_MESSAGE,
    OWN_MESSAGE_FIELDS,
    ChatRecords,
    touch_statement,
    with_messages,
)
from misrad.core import changes
from misrad.core.clock import as_utc
from misrad.core.db import Database, rows_on_driver, statement_on_driver
from misrad.core.sqlite_writers import WriterTurns, writer_turns

# What SQLAlchemy's types do to these columns' values (``core.db.UTCDateTime``, ``JSON``, ``Boolean``).
_JSON_COLUMNS = frozenset({"entities", "functions_used", "function_result"})
_TIME_COLUMNS = frozenset({"created_at", "last_message_at", "now"})
_FLAG_COLUMNS = frozenset({"title_is_default"})
# SQLite's DATETIME text (SQLAlchemy's ``sqlite.DATETIME`` storage format).
_SQLITE_TIME = "%04d-%02d-%02d %02d:%02d:%02d.%06d"


class ConversationRow(NamedTuple):
    """A conversation as written: its columns in the table's order (what ``RETURNING`` gives)."""

    id: int
    uuid: str
    user_id: int
    title: str
    title_is_default: bool
    status: str
    primary_context_type: str | None
    customer_id: int | None
    prompt_id: int | None
    provider_id: int | None
    model_id: int | None
    message_count: int
    created_at: datetime
    last_message_at: datetime


assert ConversationRow._fields == tuple(c.name for c in CONVERSATIONS.c), "the table's columns moved"


def _stored(column: str, value: Any, sqlite: bool) -> Any:
    """``value`` of ``column`` as the driver is given it, as SQLAlchemy's type of the column makes it."""
    if column in _JSON_COLUMNS:
        return json.dumps(value)  # JSON's default serialiser; None is JSON null (``none_as_null`` off)
    if value is None:
        return None
    if column in _TIME_COLUMNS:
        naive = as_utc(value)
        if not sqlite:
            return naive.replace(tzinfo=None)
        return _SQLITE_TIME % (
            naive.year, naive.month, naive.day, naive.hour, naive.minute, naive.second, naive.microsecond
        )  # fmt: skip
    if sqlite and column in _FLAG_COLUMNS:
        return int(value)
    return value


def _read_back(row: Any) -> ConversationRow:
    """A conversation's row from the driver as SQLAlchemy's result processors give it."""
    values = list(row)
    for position in (12, 13):  # created_at, last_message_at: aware UTC (SQLite's text parsed first)
        moment = values[position]
        values[position] = as_utc(datetime.fromisoformat(moment) if isinstance(moment, str) else moment)
    values[4] = bool(values[4])  # title_is_default: SQLite's 0/1
    return ConversationRow(*values)


# SQLite's messages, one row each (an executemany): every column named, as ``ChatRecords.add_messages``.
_MESSAGE_ROW = NEW_MESSAGE.values({n: bindparam(n) for n in MESSAGE_FIELDS})


@lru_cache(maxsize=32)
def _statement(dialect: Dialect, shape: tuple[Any, ...]) -> tuple[str, tuple[str, ...], dict[str, Any]]:
    """The driver's SQL of one shape of write, compiled once. ``(asked, bound, count, checked)``: with
    ``asked`` None a new conversation, else the ``UPDATE`` of one (``ChatRecords.touch``'s shape), with
    ``count`` messages in the same statement (PostgreSQL; 0: the conversation alone, SQLite's), written
    only while the counters ``checked`` stand (``changes.counters_stand``); ``("messages",)``: SQLite's
    message row."""
    if shape == ("messages",):
        return statement_on_driver(_MESSAGE_ROW, dialect)
    asked, bound, count, checked = shape
    if asked is None:
        written: Insert | Update = _new_conversation(checked) if checked else NEW_CONVERSATION_OF_BINDS
    else:
        written = touch_statement(asked, bound)
        written = written.where(changes.counters_stand(checked)) if checked else written
    return statement_on_driver(with_messages(written, count) if count else written, dialect)


def _new_conversation(checked: tuple[str, ...]) -> Insert:
    """A new conversation's row, written only while the counters ``checked`` stand (none comes back
    otherwise): its values selected, typed as their columns, under that condition."""
    c = CONVERSATIONS.c
    typed = [sql_cast(bindparam(f"c_{n}", type_=c[n].type), c[n].type) for n in CONVERSATION_FIELDS]
    return (
        insert(CONVERSATIONS)
        .from_select(list(CONVERSATION_FIELDS), select(*typed).where(changes.counters_stand(checked)))
        .returning(*c)
    )


def _values(
    names: tuple[str, ...], given: dict[str, Any], constants: dict[str, Any], sqlite: bool
) -> tuple[Any, ...]:
    return tuple(
        _stored(_column_of(name), given[name] if name in given else constants.get(name), sqlite)
        for name in names
    )


def _column_of(name: str) -> str:
    """The column a parameter's value goes to: ``c_title`` -> title, ``m1_entities`` -> entities."""
    prefix, _, rest = name.partition("_")
    return rest if rest and (prefix == "c" or (prefix[:1] == "m" and prefix[1:].isdigit())) else name


def add_exchange(
    connection: Connection,
    values: dict[str, Any],
    messages: list[dict[str, Any]],
    checked: dict[str, int] | None = None,
) -> ConversationRow:
    """PostgreSQL: ``ChatRecords.add_exchange``'s one statement on ``connection``'s driver (in
    autocommit: the statement is its own transaction). ``checked``: the counters the chat relied on
    (``changes.relied_on``), checked by the statement: ``changes.CountersMoved`` when one has moved,
    and nothing written."""
    parameters = {f"c_{name}": values.get(name) for name in CONVERSATION_FIELDS}
    parameters["c_uuid"] = values.get("uuid") or str(uuid.uuid4())  # the model's default
    parameters.update(_message_parameters(messages))
    rows = _one_statement(connection, (None, False, len(messages)), parameters, checked or {})
    if not rows:
        raise changes.CountersMoved()
    return _read_back(rows[0])


def touch_with(
    connection: Connection,
    touch: dict[str, Any],
    messages: list[dict[str, Any]],
    checked: dict[str, int] | None = None,
) -> ConversationRow | None:
    """PostgreSQL: ``ChatRecords.touch_with``'s one statement; ``touch``: ``touch_parameters``. None
    (and nothing written) when the conversation is not the user's or no longer there, or when one of
    the counters ``checked`` has moved."""
    shape = (touch["named"] is not None, touch["customer"] is not None, len(messages))
    rows = _one_statement(connection, shape, touch | _message_parameters(messages), checked or {})
    return _read_back(rows[0]) if rows else None


def _one_statement(
    connection: Connection, shape: tuple[Any, ...], given: dict[str, Any], checked: dict[str, int]
) -> list[Any]:
    assert 0 < shape[2] <= MAX_MESSAGES_AT_ONCE
    kinds = tuple(sorted(checked))
    sql, names, constants = _statement(connection.dialect, (*shape, kinds))
    parameters = given | changes.counter_parameters(checked) if checked else given
    return rows_on_driver(connection, sql, _values(names, parameters, constants, sqlite=False))


def _message_parameters(messages: list[dict[str, Any]]) -> dict[str, Any]:
    return {f"m{n}_{name}": m.get(name) for n, m in enumerate(messages) for name in OWN_MESSAGE_FIELDS}


def write_in_turn(
    turns: WriterTurns,
    engine: Engine,
    conversation: dict[str, Any],
    messages: list[dict[str, Any]],
) -> ConversationRow | None:
    """SQLite: a new conversation (``conversation`` holds its ``values``) or one counted up
    (``conversation`` holds ``touch_parameters``), and its ``messages``, in a write transaction of
    their own on the driver (``WriterTurns.on_driver``), every value made before the turn. None (and
    nothing written) when the conversation to count up is not the user's or no longer there."""
    dialect = engine.dialect
    if "conversation" in conversation:  # a conversation counted up
        shape: tuple[Any, ...] = (
            conversation["named"] is not None,
            conversation["customer"] is not None,
            0,
            (),
        )
        given = conversation
    else:
        shape = (None, False, 0, ())
        given = {f"c_{name}": conversation.get(name) for name in CONVERSATION_FIELDS}
        given["c_uuid"] = conversation.get("uuid") or str(uuid.uuid4())
    sql, names, constants = _statement(dialect, shape)
    row_values = _values(names, given, constants, sqlite=True)
    message_sql, message_names, _ = _statement(dialect, ("messages",))
    message_rows = [_values(message_names, m, {}, sqlite=True) for m in messages]
    at = message_names.index("conversation_id")

    def write(cursor: Any) -> Any:
        cursor.execute(sql, row_values)
        row = cursor.fetchone()
        if row is not None and message_rows:
            cursor.fetchall()  # the statement run to its end before the next
            cursor.executemany(message_sql, [(*m[:at], row[0], *m[at + 1 :]) for m in message_rows])
        return row

    row = turns.on_driver(engine, write)
    return None if row is None else _read_back(row)


def write_exchange(
    database: Database,
    reading: Session | None,
    conversation: dict[str, Any],
    messages: list[dict[str, Any]],
    checked: dict[str, int] | None = None,
) -> ConversationRow | Row[Any] | None:
    """``messages`` written with their ``conversation``: a new one's values, or ``touch_parameters`` of
    one counted up; the conversation as it now is, None (nothing written) when the one to count up is not
    the user's or no longer there. ``reading``: the chat's read-only unit still open (PostgreSQL writes
    on its connection, ``Database.single_statement_writes``). ``checked`` (PostgreSQL's one statement
    only): the counters the chat relied on as assumed, checked by the write (``add_exchange``)."""
    touched = "conversation" in conversation
    one_statement = not database.is_sqlite and 0 < len(messages) <= MAX_MESSAGES_AT_ONCE
    if checked and not one_statement:  # only that statement checks them: answer it from a fresh reading
        raise changes.CountersMoved()
    if database.is_sqlite:
        turns = writer_turns(database.write_engine)
        if turns is not None:
            return write_in_turn(turns, database.write_engine, conversation, messages)
    with database.single_statement_writes(reading) as connection:
        if one_statement:
            if touched:
                return touch_with(connection, conversation, messages, checked)
            return add_exchange(connection, conversation, messages, checked)
        records = ChatRecords(
            connection
        )  # an engine without writer turns; more messages than one statement's
        if not touched:
            return records.add_exchange(conversation, messages)
        return records.touch_with(
            conversation["owner"], conversation["conversation"], messages, now=conversation["now"],
            title=conversation["named"], customer_id=conversation["customer"],
        )  # fmt: skip
