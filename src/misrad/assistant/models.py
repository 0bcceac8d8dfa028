"""Conversations, their messages, assistant prompts and the knowledge base (CONTRACT 4).

``customer_id`` (the bound context customer), ``provider_id`` and ``model_id`` are plain integers
without foreign keys: they point into the records and providers areas, whose rows may be deleted or
re-imported on their own schedule, and the assistant always re-reads them through those areas'
services (a vanished customer simply stops being shown). This keeps the assistant's migration branch
independent of theirs.
"""

from __future__ import annotations

import uuid as uuid_module
from datetime import datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, String, Text, text
from sqlalchemy.orm import Mapped, mapped_column

from misrad.core.clock import utcnow
from misrad.core.db import Base

CONVERSATION_STATUSES = ("active", "archived")
KNOWLEDGE_CATEGORIES = ("faq", "policy", "procedure", "product")


def _new_uuid() -> str:
    return str(uuid_module.uuid4())


class Conversation(Base):
    __tablename__ = "assistant_conversations"
    __table_args__ = (
        Index("ix_assistant_conversations_user_status_last", "user_id", "status", "last_message_at"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    uuid: Mapped[str] = mapped_column(String(36), unique=True, default=_new_uuid)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    title: Mapped[str] = mapped_column(String(200))
    # True while the title is the default one: the first message then renames the conversation.
    title_is_default: Mapped[bool] = mapped_column(default=True)
    status: Mapped[str] = mapped_column(String(16), default="active")
    primary_context_type: Mapped[str | None] = mapped_column(String(32), default=None)
    customer_id: Mapped[int | None] = mapped_column(default=None)
    prompt_id: Mapped[int | None] = mapped_column(
        ForeignKey("assistant_prompts.id", ondelete="SET NULL"), default=None
    )
    provider_id: Mapped[int | None] = mapped_column(default=None)
    model_id: Mapped[int | None] = mapped_column(default=None)
    message_count: Mapped[int] = mapped_column(default=0)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    last_message_at: Mapped[datetime] = mapped_column(default=utcnow)


class Message(Base):
    __tablename__ = "assistant_messages"
    __table_args__ = (
        Index("ix_assistant_messages_conversation_id_id", "conversation_id", "id"),
        Index("ix_assistant_messages_user_intent", "user_id", "intent"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    conversation_id: Mapped[int] = mapped_column(ForeignKey("assistant_conversations.id", ondelete="CASCADE"))
    # Denormalised from the conversation so per-user statistics are one GROUP BY.
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    role: Mapped[str] = mapped_column(String(16))
    content: Mapped[str] = mapped_column(Text)
    intent: Mapped[str | None] = mapped_column(String(32), default=None)
    confidence: Mapped[float | None] = mapped_column(default=None)
    entities: Mapped[list[Any] | None] = mapped_column(JSON, default=None)
    functions_used: Mapped[list[Any] | None] = mapped_column(JSON, default=None)
    function_result: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=None)
    engine: Mapped[str | None] = mapped_column(String(64), default=None)
    response_time_ms: Mapped[int | None] = mapped_column(default=None)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class Prompt(Base):
    """An assistant configuration; exactly one is the default (a partial unique index guards it)."""

    __tablename__ = "assistant_prompts"
    __table_args__ = (
        Index(
            "uq_assistant_prompts_one_default",
            "is_default",
            unique=True,
            sqlite_where=text("is_default = 1"),
            postgresql_where=text("is_default"),
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(100), unique=True)
    display_name: Mapped[str] = mapped_column(String(200))
    base_prompt: Mapped[str] = mapped_column(Text, default="")
    personality: Mapped[str] = mapped_column(Text, default="")
    customer_instructions: Mapped[str] = mapped_column(Text, default="")
    invoice_instructions: Mapped[str] = mapped_column(Text, default="")
    repair_instructions: Mapped[str] = mapped_column(Text, default="")
    temperature: Mapped[float] = mapped_column(default=0.3)
    max_tokens: Mapped[int] = mapped_column(default=800)
    is_default: Mapped[bool] = mapped_column(default=False)
    is_active: Mapped[bool] = mapped_column(default=True)
    provider_id: Mapped[int | None] = mapped_column(default=None)
    model_id: Mapped[int | None] = mapped_column(default=None)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class KnowledgeItem(Base):
    __tablename__ = "assistant_knowledge"

    id: Mapped[int] = mapped_column(primary_key=True)
    category: Mapped[str] = mapped_column(String(16), index=True)
    subcategory: Mapped[str] = mapped_column(String(100), default="")
    title: Mapped[str] = mapped_column(String(300))
    content: Mapped[str] = mapped_column(Text)
    keywords: Mapped[list[Any]] = mapped_column(JSON, default=list)
    related_modules: Mapped[list[Any]] = mapped_column(JSON, default=list)
    priority: Mapped[int] = mapped_column(default=0)
    is_active: Mapped[bool] = mapped_column(default=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow, index=True)
