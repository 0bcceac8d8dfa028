"""What answering reads of a conversation before a message is understood: its provider, model, prompt and
bound customer, and what its last answer left for a follow-up (its intent, the one invoice it was about,
the customers it asked "which one?" between) - or the columns of the one this message starts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy.orm import Session

from misrad.assistant.engine.offered import Offered, offered_ids
from misrad.assistant.engine.text import language_of
from misrad.assistant.errors import ConversationNotFound
from misrad.assistant.repository import ChatRecords, last_answer
from misrad.assistant.schemas import ConversationCreate
from misrad.assistant.service import new_conversation_values
from misrad.auth.schemas import Caller
from misrad.core.i18n import Language
from misrad.records import service as records


@dataclass
class ReadConversation:
    """The columns of a conversation that answering reads, for one that exists or one to be made."""

    id: int | None
    provider_id: int | None
    model_id: int | None
    prompt_id: int | None
    customer_id: int | None
    previous_intent: str | None = None
    previous_invoice: str | None = None
    offered: tuple[int, ...] = ()
    new: dict[str, Any] | None = None


def conversation_read(
    session: Session,
    caller: Caller,
    text: str,
    conversation_id: int | None,
    create: ConversationCreate | None,
) -> ReadConversation:
    if conversation_id is None:
        language: Language = "en" if language_of(text) == "en" else "he"
        new = new_conversation_values(session, caller, create or ConversationCreate(), language)
        return ReadConversation(
            None, new["provider_id"], new["model_id"], new["prompt_id"], new["customer_id"], new=new
        )
    chat_records = ChatRecords(session.connection())
    row = chat_records.conversation(caller.id, conversation_id)
    if row is None:
        raise ConversationNotFound()
    intent, entities = last_answer(row.last_intent, row.last_entities)  # read with the conversation
    return ReadConversation(
        row.id,
        row.provider_id,
        row.model_id,
        row.prompt_id,
        row.customer_id,
        previous_intent=intent,
        previous_invoice=_one_invoice(intent, entities),
        offered=offered_ids(entities),
    )


def _one_invoice(intent: str | None, entities: list[Any]) -> str | None:
    """The invoice an answer about one invoice was about, so "and how much is left on it?" asks of it; a
    lookup by an invoice's number ("whose is 3320?") was about that invoice too."""
    numbers = [e.get("value") for e in entities if isinstance(e, dict) and e.get("type") == "invoice_number"]
    about_one = intent in ("invoice_status", "customer_lookup") and len(numbers) == 1
    return str(numbers[0]) if about_one else None


def offered_cards(session: Session, ids: tuple[int, ...]) -> list[Offered]:
    """The cards of the customers the last answer asked between, in its order (read only then)."""
    if not ids:
        return []
    found = {c.id: c for c in records.get_customers(session, list(ids))}
    return [Offered(c.id, c.name, c.address or "", c.phone or "") for c in (found.get(i) for i in ids) if c]
