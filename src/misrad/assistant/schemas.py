"""API shapes of the assistant (spec assistant-api.md, CONTRACT 4)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, SerializerFunctionWrapHandler, model_serializer
from pydantic.config import JsonDict

from misrad.core.schemas import ApiModel, Id, InputModel, Timestamp

# Messages above this are refused (400 message_too_long) rather than truncated: a 100 KB paste is
# never a question, and storing it would only bloat the conversation.
MESSAGE_MAX_CHARS = 4000


class CustomerSummary(ApiModel):
    id: int
    name: str
    phone: str | None = None


class ContextSummary(ApiModel):
    customer: CustomerSummary | None = None


class MessageOut(ApiModel):
    id: int
    role: str
    content: str
    created_at: Timestamp
    detected_intent: str | None = None
    entities: list[dict[str, Any]] | None = None
    functions_used: list[str] | None = None
    function_result: dict[str, Any] | None = None
    engine: str | None = None
    response_time_ms: int | None = None


class ConversationOut(ApiModel):
    id: int
    uuid: str
    title: str
    status: str
    primary_context_type: str | None = None
    customer_id: int | None = None
    prompt_id: int | None = None
    provider_id: int | None = None
    model_id: int | None = None
    message_count: int
    created_at: Timestamp
    last_message_at: Timestamp
    context_summary: ContextSummary = Field(default_factory=ContextSummary)


class ConversationDetail(ConversationOut):
    """One conversation as ``GET /conversations/{id}`` returns it: with its messages, oldest first."""

    messages: list[MessageOut] = Field(default_factory=list)


class ConversationList(ApiModel):
    success: bool = True
    conversations: list[ConversationOut]
    total: int
    pages: int
    current_page: int
    per_page: int


class ConversationResult(ApiModel):
    success: bool = True
    conversation: ConversationOut


class ConversationDetailResult(ApiModel):
    success: bool = True
    conversation: ConversationDetail


class ConversationCreate(InputModel):
    prompt_id: Id | None = None
    provider_id: Id | None = None
    model_id: Id | None = None
    context_type: Literal["customer"] | None = None
    context_id: Id | None = None
    title: str | None = Field(default=None, min_length=1, max_length=200)


class ConversationUpdate(InputModel):
    """Any subset; ``customer_id: null`` unbinds the customer; ``status`` may go back to ``active``."""

    title: str | None = Field(default=None, min_length=1, max_length=200)
    status: Literal["active", "archived"] | None = None
    customer_id: Id | None = None
    prompt_id: Id | None = None
    provider_id: Id | None = None
    model_id: Id | None = None


# Stated in the schema; checked after control characters are stripped (400 message_required /
# message_too_long), so it is not a pydantic bound.
MESSAGE_SCHEMA: JsonDict = {"maxLength": MESSAGE_MAX_CHARS}


class MessageCreate(InputModel):
    cleans_its_text = True  # control characters are taken out of a message, not refused
    message: str | None = Field(default=None, json_schema_extra=MESSAGE_SCHEMA)


class ChatCreate(InputModel):
    cleans_its_text = True  # control characters are taken out of a message, not refused
    message: str | None = Field(default=None, json_schema_extra=MESSAGE_SCHEMA)
    conversation_id: Id | None = None
    context_type: Literal["customer"] | None = None
    context_id: Id | None = None


class EntityOut(ApiModel):
    """``value`` is what was typed, normalised (a name as typed, prefix letters off); a name linked to
    one customer carries ``customer_id``, an amount its ``currency``."""

    type: str
    value: str
    currency: str | None = None
    customer_id: Id | None = None

    @model_serializer(mode="wrap")
    def _only_what_applies(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """A phone is ``{type, value}``, as before: the extra fields appear only where they apply."""
        data: dict[str, Any] = handler(self)
        return {key: value for key, value in data.items() if value is not None}


class ChatContext(ApiModel):
    customer: CustomerSummary | None = None


class MessageResult(ApiModel):
    success: bool = True
    response: str
    intent: str
    entities: list[EntityOut]
    context: ChatContext
    functions_used: list[str]
    response_time_ms: int
    engine: str = Field(description="`local` or `<provider code>:<model name>` of the LLM that answered")
    fallback_reason: str | None = Field(
        default=None, description="why the LLM did not answer, when it was tried"
    )
    conversation: ConversationOut


class ChatResult(MessageResult):
    conversation_id: int


class PromptFields(InputModel):
    display_name: str | None = Field(default=None, min_length=1, max_length=200)
    base_prompt: str | None = Field(default=None, max_length=20000)
    personality: str | None = Field(default=None, max_length=5000)
    customer_instructions: str | None = Field(default=None, max_length=5000)
    invoice_instructions: str | None = Field(default=None, max_length=5000)
    repair_instructions: str | None = Field(default=None, max_length=5000)
    temperature: float | None = Field(default=None, ge=0, le=2)
    max_tokens: int | None = Field(default=None, ge=1, le=32000)
    is_default: bool | None = None
    is_active: bool | None = None
    provider_id: Id | None = None
    model_id: Id | None = None


class PromptCreate(PromptFields):
    name: str = Field(min_length=1, max_length=100, pattern=r"^[A-Za-z0-9_.\-]+$")
    display_name: str | None = Field(default=None, min_length=1, max_length=200)


class PromptUpdate(PromptFields):
    name: str | None = Field(default=None, min_length=1, max_length=100, pattern=r"^[A-Za-z0-9_.\-]+$")


class PromptOut(ApiModel):
    id: int
    name: str
    display_name: str
    base_prompt: str
    personality: str
    customer_instructions: str
    invoice_instructions: str
    repair_instructions: str
    temperature: float
    max_tokens: int
    is_default: bool
    is_active: bool
    provider_id: int | None = None
    model_id: int | None = None
    created_at: Timestamp
    updated_at: Timestamp


class PromptList(ApiModel):
    success: bool = True
    prompts: list[PromptOut]


class PromptResult(ApiModel):
    success: bool = True
    prompt: PromptOut


class FunctionDescriptor(ApiModel):
    name: str
    description: str
    parameters: dict[str, Any]


class FunctionList(ApiModel):
    success: bool = True
    functions: list[FunctionDescriptor]


KnowledgeCategory = Literal["faq", "policy", "procedure", "product"]


class KnowledgeCreate(InputModel):
    category: KnowledgeCategory
    subcategory: str = Field(default="", max_length=100)
    title: str = Field(min_length=1, max_length=300)
    content: str = Field(min_length=1, max_length=20000)
    keywords: list[str] = Field(default_factory=list, max_length=50)
    related_modules: list[str] = Field(default_factory=list, max_length=20)
    priority: int = Field(default=0, ge=-1000, le=1000)


class KnowledgeUpdate(InputModel):
    category: KnowledgeCategory | None = None
    subcategory: str | None = Field(default=None, max_length=100)
    title: str | None = Field(default=None, min_length=1, max_length=300)
    content: str | None = Field(default=None, min_length=1, max_length=20000)
    keywords: list[str] | None = Field(default=None, max_length=50)
    related_modules: list[str] | None = Field(default=None, max_length=20)
    priority: int | None = Field(default=None, ge=-1000, le=1000)


class KnowledgeOut(ApiModel):
    id: int
    category: str
    subcategory: str
    title: str
    content: str
    keywords: list[str]
    related_modules: list[str]
    priority: int
    created_at: Timestamp
    updated_at: Timestamp
    score: float | None = None


class KnowledgeList(ApiModel):
    success: bool = True
    items: list[KnowledgeOut]
    total: int


class KnowledgeResult(ApiModel):
    success: bool = True
    item: KnowledgeOut


class IntentCount(ApiModel):
    intent: str
    count: int


class Stats(ApiModel):
    total_conversations: int
    active_conversations: int
    total_messages: int
    conversations_today: int
    conversations_this_week: int
    top_intents: list[IntentCount]


class StatsResult(ApiModel):
    success: bool = True
    stats: Stats
