"""All SQL of the assistant."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import Select, func, select, update
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
