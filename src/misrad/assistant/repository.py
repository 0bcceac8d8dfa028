"""All SQL of the assistant."""

from __future__ import annotations

import uuid
from datetime import datetime
from functools import lru_cache
from typing import Any, cast

from sqlalchemy import (
    Connection,
    Insert,
    Label,
    Row,
    Select,
    Table,
    Update,
    bindparam,
    case,
    func,
    insert,
    literal_column,
    select,
    true,
    union_all,
    update,
)
from sqlalchemy import cast as sql_cast
from sqlalchemy.orm import Session

from misrad.assistant.models import Conversation, KnowledgeItem, Message, Prompt


class ConversationRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def add(self, conversation: Conversation) -> Conversation:
        self.session.add(conversation)
        self.session.flush()
        return conversation

    def owned(self, user_id: int, conversation_id: int, *, for_update: bool = False) -> Conversation | None:
        statement = select(Conversation).where(
            Conversation.id == conversation_id, Conversation.user_id == user_id
        )
        if for_update:
            statement = statement.with_for_update()
        return self.session.scalars(statement).first()

    def listing(self, user_id: int, status: str | None, search: str | None = None) -> Select[Any]:
        statement = select(Conversation).where(Conversation.user_id == user_id)
        if status is not None:
            statement = statement.where(Conversation.status == status)
        if search:
            # A title holds the first words said: a plain substring match finds a conversation again.
            escaped = search.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
            statement = statement.where(Conversation.title.ilike(f"%{escaped}%", escape="\\"))
        return statement.order_by(Conversation.last_message_at.desc(), Conversation.id.desc())

    def count(self, user_id: int, *, status: str | None = None, since: datetime | None = None) -> int:
        statement = select(func.count(Conversation.id)).where(Conversation.user_id == user_id)
        if status is not None:
            statement = statement.where(Conversation.status == status)
        if since is not None:
            statement = statement.where(Conversation.created_at >= since)
        return int(self.session.execute(statement).scalar_one())


class MessageRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def add(self, message: Message) -> Message:
        self.session.add(message)
        self.session.flush()
        return message

    def of_conversation(self, conversation_id: int) -> list[Message]:
        return list(
            self.session.scalars(
                select(Message).where(Message.conversation_id == conversation_id).order_by(Message.id)
            )
        )

    def recent(self, conversation_id: int, limit: int) -> list[Message]:
        rows = self.session.scalars(
            select(Message)
            .where(Message.conversation_id == conversation_id)
            .order_by(Message.id.desc())
            .limit(limit)
        )
        return list(reversed(list(rows)))

    def last_intent(self, conversation_id: int) -> str | None:
        return self.session.scalars(
            select(Message.intent)
            .where(Message.conversation_id == conversation_id, Message.role == "assistant")
            .order_by(Message.id.desc())
            .limit(1)
        ).first()

    def count_of_user(self, user_id: int) -> int:
        return int(
            self.session.execute(
                select(func.count(Message.id)).where(Message.user_id == user_id)
            ).scalar_one()
        )

    def top_intents(self, user_id: int, limit: int) -> list[tuple[str, int]]:
        count = func.count(Message.id)
        rows = self.session.execute(
            select(Message.intent, count)
            .where(Message.user_id == user_id, Message.role == "assistant", Message.intent.is_not(None))
            .group_by(Message.intent)
            .order_by(count.desc(), Message.intent)
            .limit(limit)
        )
        return [(str(intent), int(n)) for intent, n in rows]


class PromptRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def add(self, prompt: Prompt) -> Prompt:
        self.session.add(prompt)
        self.session.flush()
        return prompt

    def get(self, prompt_id: int) -> Prompt | None:
        return self.session.get(Prompt, prompt_id)

    def by_name(self, name: str) -> Prompt | None:
        return self.session.scalars(select(Prompt).where(Prompt.name == name)).first()

    def default(self) -> Prompt | None:
        return self.session.scalars(select(Prompt).where(Prompt.is_default.is_(True))).first()

    def every(self) -> list[Prompt]:
        return list(self.session.scalars(select(Prompt).order_by(Prompt.id)))

    def active(self) -> list[Prompt]:
        return list(
            self.session.scalars(select(Prompt).where(Prompt.is_active.is_(True)).order_by(Prompt.id))
        )

    def clear_default(self) -> None:
        self.session.execute(update(Prompt).where(Prompt.is_default.is_(True)).values(is_default=False))
        self.session.flush()


class KnowledgeRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def add(self, item: KnowledgeItem) -> KnowledgeItem:
        self.session.add(item)
        self.session.flush()
        return item

    def get(self, item_id: int) -> KnowledgeItem | None:
        return self.session.get(KnowledgeItem, item_id)

    def by_ids(self, ids: list[int]) -> dict[int, KnowledgeItem]:
        if not ids:
            return {}
        return {i.id: i for i in self.session.scalars(select(KnowledgeItem).where(KnowledgeItem.id.in_(ids)))}

    def listing(self, category: str | None) -> Select[Any]:
        statement = select(KnowledgeItem).where(KnowledgeItem.is_active.is_(True))
        if category is not None:
            statement = statement.where(KnowledgeItem.category == category)
        return statement.order_by(KnowledgeItem.priority.desc(), KnowledgeItem.id)

    def delete(self, item: KnowledgeItem) -> None:
        self.session.delete(item)
        self.session.flush()


# ---- a chat's own reads and writes, as Core statements built once ---------------------------------------
#
# A chat is the assistant's hot path: each question writes a conversation and two messages. Through the
# ORM (objects, a unit-of-work flush, identity map) those three rows were a third of a chat's CPU; plain
# statements built once skip the ORM's bookkeeping and SQLAlchemy's cache keying of a statement built per
# call. The rows are still the models' tables, so column defaults and types apply as with the ORM.

CONVERSATIONS = cast(Table, Conversation.__table__)
_MESSAGES = cast(Table, Message.__table__)
_PROMPTS = cast(Table, Prompt.__table__)

# A follow-up's conversation with its last answer's intent and entities, in one statement (they were two:
# on a database server two round trips): the answer joined by its id, the newest assistant message's.
_ANSWERS = _MESSAGES.alias("answers")
_LAST_ANSWER_ID = (
    select(_ANSWERS.c.id)
    .where(_ANSWERS.c.conversation_id == CONVERSATIONS.c.id, _ANSWERS.c.role == "assistant")
    .order_by(_ANSWERS.c.id.desc())
    .limit(1)
    .scalar_subquery()
)
_OWNED_CONVERSATION = (
    select(
        CONVERSATIONS,
        _MESSAGES.c.intent.label("last_intent"),
        _MESSAGES.c.entities.label("last_entities"),
    )
    .select_from(CONVERSATIONS.outerjoin(_MESSAGES, _MESSAGES.c.id == _LAST_ANSWER_ID))
    .where(CONVERSATIONS.c.id == bindparam("id"), CONVERSATIONS.c.user_id == bindparam("user_id"))
)
_PROMPT = select(_PROMPTS).where(_PROMPTS.c.id == bindparam("id"))
_DEFAULT_PROMPT = select(_PROMPTS).where(_PROMPTS.c.is_default.is_(true())).limit(1)
_LAST_INTENT = (
    select(_MESSAGES.c.intent, _MESSAGES.c.entities)
    .where(_MESSAGES.c.conversation_id == bindparam("id"), _MESSAGES.c.role == "assistant")
    .order_by(_MESSAGES.c.id.desc())
    .limit(1)
)
_LAST_QUESTION = (
    select(_MESSAGES.c.content)
    .where(_MESSAGES.c.conversation_id == bindparam("id"), _MESSAGES.c.role == "user")
    .order_by(_MESSAGES.c.id.desc())
    .limit(1)
)
_RECENT = (
    select(_MESSAGES.c.role, _MESSAGES.c.content)
    .where(_MESSAGES.c.conversation_id == bindparam("id"))
    .order_by(_MESSAGES.c.id.desc())
    .limit(bindparam("limit"))
)
_NEW_CONVERSATION = insert(CONVERSATIONS).returning(*CONVERSATIONS.c)
# The messages go as an executemany of this one cached statement: an INSERT with several VALUES rows
# is never in SQLAlchemy's statement cache and was compiled anew each time (265-365 us, against
# 30 us on SQLite and 120 on PostgreSQL for the executemany).
NEW_MESSAGE = insert(_MESSAGES)
# Every column a message may be given: rows written together must name the same columns.
MESSAGE_FIELDS = (
    "conversation_id",
    "user_id",
    "role",
    "content",
    "intent",
    "confidence",
    "entities",
    "functions_used",
    "function_result",
    "engine",
    "response_time_ms",
    "created_at",
)


def touch_parameters(
    user_id: int, conversation_id: int, added: int, now: datetime, title: str | None, customer_id: int | None
) -> dict[str, Any]:
    return {
        "conversation": conversation_id,
        "owner": user_id,
        "added": added,
        "now": now,
        "named": title,
        "customer": customer_id,
    }


# ---- an exchange in one statement (PostgreSQL) ------------------------------------------------------------
#
# On PostgreSQL every statement is a round trip, and a write transaction adds two more (psycopg sends
# BEGIN on its own before the first statement, then COMMIT): a chat's conversation and its two messages
# were five. Written by one statement (a data-modifying WITH), the rows commit together without a
# transaction around them, in autocommit: one round trip.

# An exchange writes a question and an answer (two messages) or, with an LLM, one of them at a time.
MAX_MESSAGES_AT_ONCE = 2
CONVERSATION_FIELDS = tuple(c.name for c in CONVERSATIONS.c if c.name != "id")
NEW_CONVERSATION_OF_BINDS = (
    insert(CONVERSATIONS)
    .values({n: bindparam(f"c_{n}", type_=CONVERSATIONS.c[n].type) for n in CONVERSATION_FIELDS})
    .returning(*CONVERSATIONS.c)
)
OWN_MESSAGE_FIELDS = MESSAGE_FIELDS[1:]  # the conversation's id comes from the row written with them


def _message_parameters(messages: list[dict[str, Any]]) -> dict[str, Any]:
    return {f"m{n}_{name}": m.get(name) for n, m in enumerate(messages) for name in OWN_MESSAGE_FIELDS}


def _typed(position: int, column: str) -> Label[Any]:
    """Message ``position``'s value of ``column``: a row made of parameters has no column to take its
    types from, so each is cast to its column's (an untyped None would be text, refused by a number)."""
    kind = _MESSAGES.c[column].type
    return sql_cast(bindparam(f"m{position}_{column}", type_=kind), kind).label(column)


@lru_cache(maxsize=16)
def with_messages(written: Insert | Update, count: int) -> Select[Any]:
    """``written`` (the conversation's INSERT or UPDATE, returning it) and ``count`` messages of the
    conversation, in one statement that returns the conversation (no row and no message when the UPDATE
    matched none). The messages are inserted in their order (their ids order a conversation)."""
    conversation = written.cte("conversation")
    rows = union_all(
        *(
            select(literal_column(str(n)).label("position"), *(_typed(n, c) for c in OWN_MESSAGE_FIELDS))
            for n in range(count)
        )
    ).subquery("exchange")
    source = (
        select(conversation.c.id, *(rows.c[name] for name in OWN_MESSAGE_FIELDS))
        .select_from(conversation.join(rows, true()))
        .order_by(rows.c.position)
    )
    added = insert(_MESSAGES).from_select(MESSAGE_FIELDS, source).cte("added")
    return select(conversation).add_cte(added)


@lru_cache(maxsize=4)
def touch_statement(asked: bool, bound: bool) -> Update:
    """``UPDATE`` of a conversation that gained messages, built once per shape (see ``ChatRecords.touch``)."""
    c = CONVERSATIONS.c
    values: dict[str, Any] = {
        "message_count": c.message_count + bindparam("added"),
        "last_message_at": bindparam("now"),  # bind names differ from the columns', as UPDATE needs
    }
    if asked:  # a question: the first one names the conversation; an archived one comes back
        values.update(
            title=case((c.title_is_default, bindparam("named")), else_=c.title),
            title_is_default=False,
            status="active",
        )
    if bound:
        values.update(customer_id=bindparam("customer"), primary_context_type="customer")
    return (
        update(CONVERSATIONS)
        .where(c.id == bindparam("conversation"), c.user_id == bindparam("owner"))
        .values(values)
        .returning(*CONVERSATIONS.c)
    )


def last_answer(intent: Any, entities: Any) -> tuple[str | None, list[Any]]:
    """An answer's intent and entities as a follow-up reads them (none before the first answer)."""
    return (None if intent is None else str(intent)), (entities if isinstance(entities, list) else [])


class ChatRecords:
    """The rows a chat reads and writes, on a connection (a read unit's or a write transaction's)."""

    def __init__(self, connection: Connection) -> None:
        self.connection = connection

    def conversation(self, user_id: int, conversation_id: int) -> Row[Any] | None:
        """The user's conversation, with its last answer's ``last_intent`` and ``last_entities`` (None
        before any answer): ``last_answer`` of the row."""
        parameters = {"id": conversation_id, "user_id": user_id}
        return self.connection.execute(_OWNED_CONVERSATION, parameters).first()

    def prompt(self, prompt_id: int | None) -> Row[Any] | None:
        """The prompt ``prompt_id``, or the default one when it is None or gone."""
        found = None
        if prompt_id is not None:
            found = self.connection.execute(_PROMPT, {"id": prompt_id}).first()
        return found or self.connection.execute(_DEFAULT_PROMPT).first()

    def last_intent(self, conversation_id: int) -> str | None:
        return self.last_answer(conversation_id)[0]

    def last_answer(self, conversation_id: int) -> tuple[str | None, list[Any]]:
        """The intent and the entities of the conversation's last answer (one row, as before)."""
        row = self.connection.execute(_LAST_INTENT, {"id": conversation_id}).first()
        return (None, []) if row is None else last_answer(row.intent, row.entities)

    def last_question(self, conversation_id: int) -> str | None:
        """The conversation's last question (before the one being answered, which is written with its
        answer)."""
        content = self.connection.execute(_LAST_QUESTION, {"id": conversation_id}).scalar()
        return None if content is None else str(content)

    def recent(self, conversation_id: int, limit: int) -> list[tuple[str, str]]:
        """(role, content) of the last ``limit`` messages, oldest first."""
        rows = self.connection.execute(_RECENT, {"id": conversation_id, "limit": limit}).all()
        return [(str(role), str(content)) for role, content in reversed(rows)]

    def add_conversation(self, values: dict[str, Any]) -> Row[Any]:
        return self.connection.execute(_NEW_CONVERSATION, values).one()

    def add_messages(self, messages: list[dict[str, Any]]) -> None:
        """The messages of an exchange (each a dict of ``MESSAGE_FIELDS``)."""
        self.connection.execute(NEW_MESSAGE, [{k: m.get(k) for k in MESSAGE_FIELDS} for m in messages])

    def touch(
        self,
        user_id: int,
        conversation_id: int,
        *,
        added: int,
        now: datetime,
        title: str | None = None,
        customer_id: int | None = None,
    ) -> Row[Any] | None:
        """Count ``added`` messages at ``now``; with ``title`` (a question) name a conversation that has
        only its default title and make an archived one active; bind ``customer_id`` when given. The
        conversation as it now is, or None when it is not the user's (or no longer there)."""
        statement = touch_statement(title is not None, customer_id is not None)
        return self.connection.execute(
            statement, touch_parameters(user_id, conversation_id, added, now, title, customer_id)
        ).first()

    def add_exchange(self, values: dict[str, Any], messages: list[dict[str, Any]]) -> Row[Any]:
        """A new conversation (``values``) and its first ``messages``, all or nothing: on PostgreSQL one
        statement, which is a transaction of its own even in autocommit (no BEGIN or COMMIT sent); else
        two, in the connection's transaction."""
        if not self._one_statement(messages):
            row = self.add_conversation(values)
            self.add_messages([dict(m, conversation_id=row.id) for m in messages])
            return row
        parameters = {f"c_{name}": values.get(name) for name in CONVERSATION_FIELDS}
        parameters["c_uuid"] = values.get("uuid") or str(uuid.uuid4())  # the model's default
        statement = with_messages(NEW_CONVERSATION_OF_BINDS, len(messages))
        return self.connection.execute(statement, parameters | _message_parameters(messages)).one()

    def touch_with(
        self,
        user_id: int,
        conversation_id: int,
        messages: list[dict[str, Any]],
        *,
        now: datetime,
        title: str | None = None,
        customer_id: int | None = None,
    ) -> Row[Any] | None:
        """``touch`` for ``messages`` and the messages added, all or nothing as ``add_exchange``; None
        (and nothing written) when the conversation is not the user's or no longer there."""
        if not self._one_statement(messages):
            row = self.touch(
                user_id, conversation_id, added=len(messages), now=now, title=title, customer_id=customer_id
            )
            if row is not None:
                self.add_messages([dict(m, conversation_id=row.id) for m in messages])
            return row
        touched = touch_statement(title is not None, customer_id is not None)
        parameters = touch_parameters(user_id, conversation_id, len(messages), now, title, customer_id)
        statement = with_messages(touched, len(messages))
        return self.connection.execute(statement, parameters | _message_parameters(messages)).first()

    def _one_statement(self, messages: list[dict[str, Any]]) -> bool:
        # PostgreSQL writes rows from a WITH query (SQLite does not); a statement per message count.
        return self.connection.dialect.name == "postgresql" and 0 < len(messages) <= MAX_MESSAGES_AT_ONCE
