"""A chat's exchange written on the driver (``assistant.exchange_writes``) writes the very rows that
SQLAlchemy writes for it (``ChatRecords``), hands back the same conversation, and stays all or nothing,
on SQLite and PostgreSQL alike."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

import pytest
from psycopg import _queries
from sqlalchemy import create_engine, exc, func, select

from misrad.assistant import exchange_writes
from misrad.assistant.exchange_writes import write_exchange
from misrad.assistant.models import Conversation, Message
from misrad.assistant.repository import ChatRecords, touch_parameters
from misrad.assistant.schemas import ConversationOut
from misrad.core import changes
from misrad.core.clock import utcnow
from misrad.core.db import get_database
from tests.auth.factories import make_user

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures
NO_SUCH_USER = 2**31 - 1
_MESSAGE_COLUMNS = (
    "user_id, role, content, intent, confidence, CAST(entities AS TEXT), CAST(functions_used AS TEXT),"
    " CAST(function_result AS TEXT), engine, response_time_ms, created_at"
)
_CONVERSATION_COLUMNS = (
    "user_id, title, title_is_default, status, primary_context_type, customer_id, prompt_id, provider_id,"
    " model_id, message_count, created_at, last_message_at"
)


def _conversation(user_id: int, now: datetime, **changed: Any) -> dict[str, Any]:
    values = {
        "user_id": user_id, "title": "שיחה חדשה", "title_is_default": True, "status": "active",
        "primary_context_type": None, "customer_id": None, "prompt_id": None, "provider_id": None,
        "model_id": None, "message_count": 2, "created_at": now, "last_message_at": now,
    }  # fmt: skip
    return values | changed


def _exchange(user_id: int, now: datetime, answered_by: int | None = None) -> list[dict[str, Any]]:
    question = {"user_id": user_id, "role": "user", "content": 'מה היתרה של דנה "כהן"?', "created_at": now}
    answer = {
        "user_id": user_id if answered_by is None else answered_by, "role": "assistant",
        "content": "לדנה כהן נשאר 1,250.50 ₪", "intent": "customer_balance", "confidence": 0.875,
        "entities": [{"type": "customer", "value": "דנה כהן", "start": 12}],
        "functions_used": ["customer_balance"], "function_result": {"balance": "1250.50", "ok": True},
        "engine": "local", "response_time_ms": 7, "created_at": now,
    }  # fmt: skip
    return [question, answer]


def _stored(conversation_id: int) -> tuple[list[Any], list[Any]]:
    """A conversation's row and its messages as the database holds them (JSON as its text)."""
    database = get_database()
    row = database.rows_now(
        f"SELECT {_CONVERSATION_COLUMNS} FROM assistant_conversations WHERE id = {int(conversation_id)}"
    )
    messages = database.rows_now(
        f"SELECT {_MESSAGE_COLUMNS} FROM assistant_messages"
        f" WHERE conversation_id = {int(conversation_id)} ORDER BY id"
    )
    return [tuple(r) for r in row], [tuple(m) for m in messages]


def _through_sqlalchemy(conversation: dict[str, Any], messages: list[dict[str, Any]]) -> Any:
    with get_database().single_statement_writes() as connection:
        records = ChatRecords(connection)
        if "conversation" not in conversation:
            return records.add_exchange(conversation, messages)
        return records.touch_with(
            conversation["owner"], conversation["conversation"], messages, now=conversation["now"],
            title=conversation["named"], customer_id=conversation["customer"],
        )  # fmt: skip


def _on_driver(conversation: dict[str, Any], messages: list[dict[str, Any]]) -> Any:
    return write_exchange(get_database(), None, conversation, messages)


def _shown(row: Any) -> dict[str, Any]:
    return ConversationOut.model_validate(row).model_dump(exclude={"id", "uuid"})


def test_an_exchange_on_the_driver_writes_the_rows_sqlalchemy_writes() -> None:
    user = make_user()
    now = utcnow()
    by_sqlalchemy = _through_sqlalchemy(_conversation(user.id, now), _exchange(user.id, now))
    on_driver = _on_driver(_conversation(user.id, now), _exchange(user.id, now))
    assert _stored(on_driver.id) == _stored(by_sqlalchemy.id)
    assert _shown(on_driver) == _shown(by_sqlalchemy)
    assert on_driver.uuid and on_driver.uuid != by_sqlalchemy.uuid

    # Counted up: named by the question (its default title), bound to a customer, two more messages.
    later = now + timedelta(seconds=3)
    for written in (by_sqlalchemy, on_driver):
        touch = touch_parameters(user.id, written.id, 2, later, "ומה הטלפון שלה", 41)
        touched = (_through_sqlalchemy if written is by_sqlalchemy else _on_driver)(
            touch, _exchange(user.id, later)
        )
        assert touched is not None and touched.message_count == 4
    assert _stored(on_driver.id) == _stored(by_sqlalchemy.id)
    touch = touch_parameters(user.id, on_driver.id, 1, later, None, None)  # an answer alone (an LLM's)
    assert _on_driver(touch, _exchange(user.id, later)[1:]).message_count == 5


def test_an_exchange_on_the_driver_is_all_or_nothing() -> None:
    user = make_user()
    now = utcnow()
    with pytest.raises(exc.IntegrityError):  # SQLAlchemy's error, as from any other write
        _on_driver(_conversation(user.id, now), _exchange(user.id, now, answered_by=NO_SUCH_USER))
    assert _counts() == (0, 0)
    written = _on_driver(_conversation(user.id, now), _exchange(user.id, now))
    with pytest.raises(exc.IntegrityError):
        touch = touch_parameters(user.id, written.id, 2, now, "חדש", None)
        _on_driver(touch, _exchange(user.id, now, answered_by=NO_SUCH_USER))
    assert _counts() == (1, 2)
    assert _stored(written.id)[0][0][9] == 2  # message_count as it was
    other = make_user()  # not the owner: nothing written, no row
    assert (
        _on_driver(touch_parameters(other.id, written.id, 2, now, None, None), _exchange(other.id, now))
        is None
    )
    assert _counts() == (1, 2)


def _counts() -> tuple[int, int]:
    with get_database().unit_of_work(write=False) as session:
        conversations = session.scalar(select(func.count()).select_from(Conversation)) or 0
        messages = session.scalar(select(func.count()).select_from(Message)) or 0
    return conversations, messages


def test_the_exchanges_statements_are_short_enough_for_psycopg_to_keep_their_conversion() -> None:
    """psycopg converts a statement's placeholders for each execution unless the statement is at most
    ``MAX_CACHED_STATEMENT_LENGTH`` long with at most ``MAX_CACHED_STATEMENT_PARAMS`` parameters (then
    its conversion is kept): past either, the conversion was a thirtieth of a chat's CPU."""
    dialect = create_engine("postgresql+psycopg://").dialect
    every_check = tuple(sorted((changes.CALLERS, changes.CUSTOMERS, changes.PROMPTS)))
    for checked in ((), every_check):
        for asked, bound in ((None, False), (True, True), (False, False)):
            for count in (1, 2):
                sql, names, _ = exchange_writes._statement(dialect, (asked, bound, count, checked))
                assert len(sql) <= _queries.MAX_CACHED_STATEMENT_LENGTH, (asked, bound, count, checked)
                assert len(names) <= _queries.MAX_CACHED_STATEMENT_PARAMS, (asked, bound, count, checked)
