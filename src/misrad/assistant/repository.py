"""All SQL of the assistant."""

from __future__ import annotations

from datetime import datetime
from functools import lru_cache
from typing import Any, cast

from sqlalchemy import (
    Connection,
    Row,
    Select,
    Table,
    Update,
    bindparam,
    case,
    func,
    insert,
    select,
    true,
    update,
)
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

_CONVERSATIONS = cast(Table, Conversation.__table__)
_MESSAGES = cast(Table, Message.__table__)
_PROMPTS = cast(Table, Prompt.__table__)

_OWNED_CONVERSATION = select(_CONVERSATIONS).where(
    _CONVERSATIONS.c.id == bindparam("id"), _CONVERSATIONS.c.user_id == bindparam("user_id")
)
_PROMPT = select(_PROMPTS).where(_PROMPTS.c.id == bindparam("id"))
_DEFAULT_PROMPT = select(_PROMPTS).where(_PROMPTS.c.is_default.is_(true())).limit(1)
_LAST_INTENT = (
    select(_MESSAGES.c.intent, _MESSAGES.c.entities)
    .where(_MESSAGES.c.conversation_id == bindparam("id"), _MESSAGES.c.role == "assistant")
    .order_by(_MESSAGES.c.id.desc())
    .limit(1)
)
_RECENT = (
    select(_MESSAGES.c.role, _MESSAGES.c.content)
    .where(_MESSAGES.c.conversation_id == bindparam("id"))
    .order_by(_MESSAGES.c.id.desc())
    .limit(bindparam("limit"))
)
_NEW_CONVERSATION = insert(_CONVERSATIONS).returning(*_CONVERSATIONS.c)
# The messages go as an executemany of this one cached statement: an INSERT with several VALUES rows
# is never in SQLAlchemy's statement cache and was compiled anew each time (265-365 us, against
# 30 us on SQLite and 120 on PostgreSQL for the executemany).
_NEW_MESSAGE = insert(_MESSAGES)
# Every column a message may be given: rows written together must name the same columns.
MESSAGE_FIELDS = (
    "conversation_id", "user_id", "role", "content", "intent", "confidence", "entities", "functions_used",
    "function_result", "engine", "response_time_ms", "created_at",
)


@lru_cache(maxsize=4)
def _touch_statement(asked: bool, bound: bool) -> Update:
    """``UPDATE`` of a conversation that gained messages, built once per shape (see ``ChatRecords.touch``)."""
    c = _CONVERSATIONS.c
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
        update(_CONVERSATIONS)
        .where(c.id == bindparam("conversation"), c.user_id == bindparam("owner"))
        .values(values)
        .returning(*_CONVERSATIONS.c)
    )


class ChatRecords:
    """The rows a chat reads and writes, on a connection (a read unit's or a write transaction's)."""

    def __init__(self, connection: Connection) -> None:
        self.connection = connection

    def conversation(self, user_id: int, conversation_id: int) -> Row[Any] | None:
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
        if row is None:
            return None, []
        intent, entities = row
        return (None if intent is None else str(intent)), (entities if isinstance(entities, list) else [])

    def recent(self, conversation_id: int, limit: int) -> list[tuple[str, str]]:
        """(role, content) of the last ``limit`` messages, oldest first."""
        rows = self.connection.execute(_RECENT, {"id": conversation_id, "limit": limit}).all()
        return [(str(role), str(content)) for role, content in reversed(rows)]

    def add_conversation(self, values: dict[str, Any]) -> Row[Any]:
        return self.connection.execute(_NEW_CONVERSATION, values).one()

    def add_messages(self, messages: list[dict[str, Any]]) -> None:
        """The messages of an exchange (each a dict of ``MESSAGE_FIELDS``)."""
        self.connection.execute(_NEW_MESSAGE, [{k: m.get(k) for k in MESSAGE_FIELDS} for m in messages])

    def touch(
        self, user_id: int, conversation_id: int, *, added: int, now: datetime,
        title: str | None = None, customer_id: int | None = None,
    ) -> Row[Any] | None:
        """Count ``added`` messages at ``now``; with ``title`` (a question) name a conversation that has
        only its default title and make an archived one active; bind ``customer_id`` when given. The
        conversation as it now is, or None when it is not the user's (or no longer there)."""
        statement = _touch_statement(title is not None, customer_id is not None)
        parameters = {
            "conversation": conversation_id, "owner": user_id, "added": added, "now": now,
            "named": title, "customer": customer_id,
        }
        return self.connection.execute(statement, parameters).first()
