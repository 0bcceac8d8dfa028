"""Rules of the assistant's records: conversations, prompts, the knowledge base and statistics.

These functions take the caller's session, flush and never commit (the request boundary commits).
The chat itself lives in :mod:`misrad.assistant.chat`, which deliberately runs its own short units of
work so that no transaction is open while a language model is thinking (see that module).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Row
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from misrad.assistant import knowledge as knowledge_search
from misrad.assistant.engine.offered import shown
from misrad.assistant.errors import (
    ConversationNotFound,
    DefaultPromptRequired,
    KnowledgeNotFound,
    PromptNameTaken,
    PromptNotFound,
)
from misrad.assistant.models import Conversation, KnowledgeItem, Message, Prompt
from misrad.assistant.repository import (
    ConversationRepository,
    KnowledgeRepository,
    MessageRepository,
    PromptRepository,
)
from misrad.assistant.schemas import (
    ContextSummary,
    ConversationCreate,
    ConversationDetail,
    ConversationOut,
    ConversationUpdate,
    CustomerSummary,
    IntentCount,
    KnowledgeCreate,
    KnowledgeOut,
    KnowledgeUpdate,
    MessageOut,
    PromptCreate,
    PromptUpdate,
    Stats,
)
from misrad.auth.schemas import Caller
from misrad.core import changes as change_counters  # ``changes`` names a request's edits here
from misrad.core.clock import business_day_start, business_today, business_week_start, utcnow
from misrad.core.errors import InvalidInput
from misrad.core.i18n import Language, translate
from misrad.core.pagination import Page, PageRequest, paginate
from misrad.providers.gateway import resolve_model
from misrad.records import service as records

DEFAULT_PROMPT_NAME = "default"
DEFAULT_BASE_PROMPT = (
    "את/ה העוזר/ת של משרד קטן בישראל. ענה/י בשפת המשתמש (עברית או אנגלית), בקצרה ובמדויק, ב-Markdown. "
    "השתמש/י בפונקציות כדי לקרוא נתוני לקוחות, חשבוניות ותיקונים; לעולם אל תמציא/י נתונים. "
    "סכומים בשתי ספרות אחרי הנקודה עם מטבע."
)


# ---- conversations -----------------------------------------------------------------------------------


def customer_summary(session: Session, customer_id: int | None) -> CustomerSummary | None:
    if customer_id is None:
        return None
    # Its contacts, kept by a chat's read-only unit for the answer (which reads the customer it is bound
    # to again, with its balance in the same statement): one read of the customer a follow-up.
    found = records.get_customers(session, [customer_id])
    if not found:
        return None
    return CustomerSummary(id=found[0].id, name=found[0].name, phone=found[0].phone or None)


def conversation_out(session: Session, conversation: Conversation) -> ConversationOut:
    out = ConversationOut.model_validate(conversation)
    out.context_summary = ContextSummary(customer=customer_summary(session, conversation.customer_id))
    return out


def conversation_detail(session: Session, conversation: Conversation) -> ConversationDetail:
    out = ConversationDetail.model_validate(conversation_out(session, conversation).model_dump())
    out.messages = [message_out(m) for m in MessageRepository(session).of_conversation(conversation.id)]
    return out


def message_out(message: Message) -> MessageOut:
    return MessageOut(
        id=message.id,
        role=message.role,
        content=message.content,
        created_at=message.created_at,
        detected_intent=message.intent,
        entities=shown(message.entities),
        functions_used=message.functions_used,
        function_result=message.function_result,
        engine=message.engine,
        response_time_ms=message.response_time_ms,
    )


def _check_customer(session: Session, customer_id: int) -> None:
    if records.get_customer(session, customer_id) is None:
        raise InvalidInput("assistant_customer_not_found")


def _check_prompt(session: Session, prompt_id: int | None) -> None:
    if prompt_id is not None and PromptRepository(session).get(prompt_id) is None:
        raise PromptNotFound()


def _check_model(session: Session, provider_id: int | None, model_id: int | None) -> None:
    """A provider (and model of that provider) the LLM mode can use; unknown ones are 400."""
    if provider_id is None:
        if model_id is not None:
            raise InvalidInput("assistant_model_needs_provider")
        return
    resolve_model(session, provider_id, model_id)


def new_conversation_values(
    session: Session, caller: Caller, data: ConversationCreate, language: Language | None = None
) -> dict[str, Any]:
    """The columns of a new conversation of ``caller`` as ``data`` asks (checked: 400 on a customer,
    prompt or model that is not there), before its first message."""
    customer_id = None
    if data.context_type is not None or data.context_id is not None:
        if data.context_type != "customer" or data.context_id is None:
            raise InvalidInput("invalid_context_type")
        _check_customer(session, data.context_id)
        customer_id = data.context_id
    _check_prompt(session, data.prompt_id)
    _check_model(session, data.provider_id, data.model_id)
    now = utcnow()
    return {
        "user_id": caller.id,
        "title": data.title or translate("default_conversation_title", language or "he"),
        "title_is_default": data.title is None,
        "status": "active",
        "primary_context_type": "customer" if customer_id is not None else None,
        "customer_id": customer_id,
        "prompt_id": data.prompt_id,
        "provider_id": data.provider_id,
        "model_id": data.model_id,
        "message_count": 0,
        "created_at": now,
        "last_message_at": now,
    }


def create_conversation(
    session: Session, caller: Caller, data: ConversationCreate, language: Language | None = None
) -> Conversation:
    values = new_conversation_values(session, caller, data, language)
    return ConversationRepository(session).add(Conversation(**values))


def get_conversation(session: Session, caller: Caller, conversation_id: int) -> Conversation:
    """The caller's own conversation; another user's is reported as not found."""
    conversation = ConversationRepository(session).owned(caller.id, conversation_id)
    if conversation is None:
        raise ConversationNotFound()
    return conversation


def list_conversations(
    session: Session, caller: Caller, status: str, request: PageRequest, search: str | None = None
) -> Page:
    """The caller's conversations, newest first; ``search`` keeps those whose title contains it."""
    if status not in ("active", "archived", "all"):
        raise InvalidInput("invalid_conversation_status")
    statement = ConversationRepository(session).listing(
        caller.id, None if status == "all" else status, (search or "").strip()[:200] or None
    )
    return paginate(session, statement, request)


def update_conversation(
    session: Session, caller: Caller, conversation_id: int, data: ConversationUpdate
) -> Conversation:
    conversation = get_conversation(session, caller, conversation_id)
    changes = data.model_dump(exclude_unset=True)
    if "title" in changes and changes["title"] is not None:
        conversation.title = changes["title"]
        conversation.title_is_default = False
    if changes.get("status") is not None:
        conversation.status = changes["status"]
    if "customer_id" in changes:
        if changes["customer_id"] is None:
            conversation.customer_id = None
            conversation.primary_context_type = None
        else:
            _check_customer(session, changes["customer_id"])
            conversation.customer_id = changes["customer_id"]
            conversation.primary_context_type = "customer"
    if "prompt_id" in changes:
        _check_prompt(session, changes["prompt_id"])
        conversation.prompt_id = changes["prompt_id"]
    if "provider_id" in changes or "model_id" in changes:
        provider_id = changes.get("provider_id", conversation.provider_id)
        model_id = changes.get("model_id", conversation.model_id if "provider_id" not in changes else None)
        _check_model(session, provider_id, model_id)
        conversation.provider_id, conversation.model_id = provider_id, model_id
    session.flush()
    return conversation


def archive_conversation(session: Session, caller: Caller, conversation_id: int) -> None:
    """DELETE is a soft delete: the conversation and its messages are kept, archived."""
    conversation = get_conversation(session, caller, conversation_id)
    conversation.status = "archived"
    session.flush()


def stats(session: Session, caller: Caller) -> Stats:
    conversations, messages = ConversationRepository(session), MessageRepository(session)
    today = business_today()
    return Stats(
        total_conversations=conversations.count(caller.id),
        active_conversations=conversations.count(caller.id, status="active"),
        total_messages=messages.count_of_user(caller.id),
        conversations_today=conversations.count(caller.id, since=business_day_start(today)),
        conversations_this_week=conversations.count(
            caller.id, since=business_day_start(business_week_start(today))
        ),
        top_intents=[IntentCount(intent=i, count=n) for i, n in messages.top_intents(caller.id, 5)],
    )


# ---- prompts ---------------------------------------------------------------------------------------------


def ensure_default_prompt(session: Session) -> Prompt:
    """Exactly one prompt is the default at any time; a new installation gets one on first use."""
    prompts = PromptRepository(session)
    found = prompts.default()
    if found is not None:
        return found
    change_counters.bump(session, change_counters.PROMPTS)  # a default made or restored: chats see it
    existing = prompts.by_name(DEFAULT_PROMPT_NAME)
    if existing is not None:
        existing.is_default = True
        existing.is_active = True
        session.flush()
        return existing
    default = Prompt(
        name=DEFAULT_PROMPT_NAME,
        display_name="עוזר המשרד",
        base_prompt=DEFAULT_BASE_PROMPT,
        personality="ענייני, אדיב וקצר",
        customer_instructions="זהה/י לקוח לפי טלפון, שם או דוא״ל לפני שתמסור/י פרטים.",
        invoice_instructions="ציין/י מספר חשבונית, סטטוס, סכום, יתרה ומועד תשלום.",
        repair_instructions="ציין/י את סטטוס התיקון ואת המועד המובטח.",
        is_default=True,
    )
    try:
        with session.begin_nested():  # two first requests at once: the second one reads the first's
            return prompts.add(default)
    except IntegrityError:
        found = prompts.default()
        if found is None:
            raise
        return found


def seed_prompts(session: Session) -> None:
    """Seed: every installation starts with its default prompt (a GET never has to create it), and the
    counter that tells every process's chats that a prompt changed."""
    change_counters.seed_kind(session, change_counters.PROMPTS)
    ensure_default_prompt(session)


def list_prompts(session: Session) -> list[Prompt]:
    """Active prompts (the default one is seeded at start)."""
    return PromptRepository(session).active()


def every_prompt(session: Session) -> list[Prompt]:
    """Active and inactive prompts, for the page where admins switch them on and off."""
    return PromptRepository(session).every()


def get_prompt(session: Session, prompt_id: int) -> Prompt:
    prompt = PromptRepository(session).get(prompt_id)
    if prompt is None:
        raise PromptNotFound()
    return prompt


def create_prompt(session: Session, data: PromptCreate) -> Prompt:
    prompts = PromptRepository(session)
    ensure_default_prompt(session)
    if prompts.by_name(data.name):
        raise PromptNameTaken()
    _check_model(session, data.provider_id, data.model_id)
    fields = {k: v for k, v in data.model_dump(exclude_unset=True).items() if v is not None}
    fields.setdefault("display_name", data.name)
    make_default = bool(fields.pop("is_default", False))
    if make_default:
        prompts.clear_default()
    change_counters.bump(session, change_counters.PROMPTS)
    return prompts.add(Prompt(**fields, is_default=make_default))


def update_prompt(session: Session, prompt_id: int, data: PromptUpdate) -> Prompt:
    prompts = PromptRepository(session)
    prompt = get_prompt(session, prompt_id)
    changes = data.model_dump(exclude_unset=True)
    if changes.get("name") and changes["name"] != prompt.name and prompts.by_name(changes["name"]):
        raise PromptNameTaken()
    if "provider_id" in changes or "model_id" in changes:
        _check_model(
            session,
            changes.get("provider_id", prompt.provider_id),
            changes.get("model_id", prompt.model_id if "provider_id" not in changes else None),
        )
        changes.setdefault("model_id", None if "provider_id" in changes else prompt.model_id)
    make_default = changes.pop("is_default", None)
    if make_default is False and prompt.is_default:
        raise DefaultPromptRequired()
    if changes.get("is_active") is False and (prompt.is_default or make_default):
        raise DefaultPromptRequired()
    for field, value in changes.items():
        if value is not None or field in ("provider_id", "model_id"):
            setattr(prompt, field, value)
    if make_default and not prompt.is_default:
        prompts.clear_default()
        prompt.is_default = True
    session.flush()
    change_counters.bump(session, change_counters.PROMPTS)  # chats keep prompts (``assistant.chat``)
    return prompt


def system_prompt(prompt: Prompt | Row[Any]) -> str:
    """The default (or conversation's) prompt composed into the LLM's system message."""
    parts = [prompt.base_prompt, prompt.personality]
    for title, body in (
        ("Customers", prompt.customer_instructions),
        ("Invoices", prompt.invoice_instructions),
        ("Repairs", prompt.repair_instructions),
    ):
        if body:
            parts.append(f"{title}: {body}")
    return "\n\n".join(p for p in parts if p)


# ---- knowledge -------------------------------------------------------------------------------------------


def knowledge_out(item: KnowledgeItem, score: float | None = None) -> KnowledgeOut:
    out = KnowledgeOut.model_validate(item)
    out.score = None if score is None else round(score, 3)
    return out


def list_knowledge(
    session: Session, *, category: str | None, search: str | None, request: PageRequest
) -> tuple[list[KnowledgeOut], int]:
    """Without ``search``: by priority. With it: ranked matches over title, keywords and content."""
    if search:
        hits = knowledge_search.search(session, search, category=category, limit=1000)
        page = hits[request.offset : request.offset + request.per_page]
        rows = KnowledgeRepository(session).by_ids([hit.doc.id for hit in page])
        return [knowledge_out(rows[h.doc.id], h.score) for h in page if h.doc.id in rows], len(hits)
    result = paginate(session, KnowledgeRepository(session).listing(category), request)
    return [knowledge_out(item) for item in result.items], result.total


def create_knowledge(session: Session, data: KnowledgeCreate) -> KnowledgeItem:
    return KnowledgeRepository(session).add(KnowledgeItem(**data.model_dump(), updated_at=utcnow()))


def get_knowledge(session: Session, item_id: int) -> KnowledgeItem:
    item = KnowledgeRepository(session).get(item_id)
    if item is None:
        raise KnowledgeNotFound()
    return item


def update_knowledge(session: Session, item_id: int, data: KnowledgeUpdate) -> KnowledgeItem:
    item = get_knowledge(session, item_id)
    changes: dict[str, Any] = {k: v for k, v in data.model_dump(exclude_unset=True).items() if v is not None}
    for field, value in changes.items():
        setattr(item, field, value)
    item.updated_at = utcnow()
    session.flush()
    return item


def delete_knowledge(session: Session, item_id: int) -> None:
    KnowledgeRepository(session).delete(get_knowledge(session, item_id))
