"""The assistant API (`/api/mcp-chatbot`, spec assistant-api.md and CONTRACT 4).

Choices where the spec is silent:
- Every endpoint needs a logged-in user (401 otherwise). Conversations and stats are the caller's own;
  another user's conversation is 404. Prompts and knowledge are shared by the business: any user reads
  them, only admins create or change them (403 otherwise).
- Messages are cleaned of control characters; an empty result is 400 `message_required`, more than
  4,000 characters is 400 `message_too_long`.
- Message responses add `engine` (`local`, or `<provider>:<model>` of the LLM that answered) and
  `fallback_reason` (why the LLM was not used when one was configured).
- Writing in an archived conversation makes it active again; PUT with `status: active` does too.
- `GET /knowledge` takes `page`/`per_page` as well; with `search` the items come ranked, with a `score`.
- The functions of `GET /functions/available` are also Model Context Protocol tools: at `/mcp`
  (streamable HTTP, `Authorization: Bearer <API token>`) and over stdio with `misrad mcp --email EMAIL`.
  Besides the spec's two: `search_customers`, `get_repair_status`, `get_invoice_status`,
  `get_top_debtors` (who owes the most), `get_repairs_due` (the jobs promised for a day) and
  `search_knowledge`. The built-in engine answers through the same functions; `functions_used` names them.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import Query, status

from misrad.assistant import chat, functions, service
from misrad.assistant.engine.offered import shown
from misrad.assistant.schemas import (
    ChatContext,
    ChatCreate,
    ChatResult,
    ConversationCreate,
    ConversationDetailResult,
    ConversationList,
    ConversationResult,
    ConversationUpdate,
    CustomerSummary,
    EntityOut,
    FunctionDescriptor,
    FunctionList,
    KnowledgeCreate,
    KnowledgeList,
    KnowledgeResult,
    KnowledgeUpdate,
    MessageCreate,
    MessageResult,
    PromptCreate,
    PromptList,
    PromptOut,
    PromptResult,
    PromptUpdate,
    StatsResult,
)
from misrad.auth.dependencies import AdminUser, CurrentUser, StandaloneUser
from misrad.auth.schemas import Caller
from misrad.core.i18n import current_language, translate
from misrad.core.pagination import PageParams
from misrad.core.schemas import ErrorBody, Id, MessageEnvelope
from misrad.core.web import DbSession, make_router

ERRORS: dict[int | str, dict[str, object]] = {
    code: {"model": ErrorBody} for code in (400, 401, 403, 404, 409)
}
router = make_router(prefix="/api/mcp-chatbot", tags=["assistant"], responses=ERRORS)


@router.get("/conversations", response_model=ConversationList)
def list_conversations(
    caller: CurrentUser,
    session: DbSession,
    page: PageParams,
    status_filter: Annotated[
        str,
        Query(
            alias="status",
            description="active, archived or all",
            json_schema_extra={"enum": ["active", "archived", "all"]},
        ),
    ] = "active",
) -> ConversationList:
    """The caller's conversations, most recent first, each with its `context_summary`."""
    result = service.list_conversations(session, caller, status_filter, page)
    return ConversationList(
        conversations=[service.conversation_out(session, c) for c in result.items], **result.meta()
    )


@router.post("/conversations", response_model=ConversationResult, status_code=status.HTTP_201_CREATED)
def create_conversation(
    body: ConversationCreate, caller: CurrentUser, session: DbSession
) -> ConversationResult:
    """A new active conversation titled "שיחה חדשה" ("New conversation" in English) until its first
    message renames it. `context_type: customer` with `context_id` binds it to a customer."""
    conversation = service.create_conversation(session, caller, body, current_language())
    return ConversationResult(conversation=service.conversation_out(session, conversation))


@router.get("/conversations/{conversation_id}", response_model=ConversationDetailResult)
def get_conversation(
    conversation_id: Id, caller: CurrentUser, session: DbSession
) -> ConversationDetailResult:
    """One of the caller's conversations with its messages (another user's is 404)."""
    conversation = service.get_conversation(session, caller, conversation_id)
    return ConversationDetailResult(conversation=service.conversation_detail(session, conversation))


@router.put("/conversations/{conversation_id}", response_model=ConversationResult)
def update_conversation(
    conversation_id: Id, body: ConversationUpdate, caller: CurrentUser, session: DbSession
) -> ConversationResult:
    """Rename, archive or un-archive (`status`), bind or unbind (`customer_id: null`) a customer."""
    conversation = service.update_conversation(session, caller, conversation_id, body)
    return ConversationResult(conversation=service.conversation_out(session, conversation))


@router.delete("/conversations/{conversation_id}", response_model=MessageEnvelope)
def delete_conversation(conversation_id: Id, caller: CurrentUser, session: DbSession) -> MessageEnvelope:
    """A soft delete: the conversation is archived and kept."""
    service.archive_conversation(session, caller, conversation_id)
    return MessageEnvelope(message=translate("conversation_deleted"))


def _result_fields(outcome: chat.ChatOutcome) -> dict[str, object]:
    customer = outcome.conversation.context_summary.customer
    answer = outcome.answer
    if answer.customer is not None:
        customer = CustomerSummary(
            id=answer.customer.id, name=answer.customer.name, phone=answer.customer.phone
        )
    return {
        "response": answer.text,
        "intent": answer.intent,
        "entities": [EntityOut(**e) for e in shown(answer.entities) or []],
        "context": ChatContext(customer=customer),
        "functions_used": answer.functions_used,
        "response_time_ms": outcome.response_time_ms,
        "engine": outcome.engine,
        "fallback_reason": outcome.fallback_reason,
        "conversation": outcome.conversation,
    }


# The chat routes are synchronous: their use case runs on one request thread, the caller looked up on
# the same one (``core.web.OnRouteThread``). They hold no request session: the chat opens its own short
# units of work (no transaction is open while an LLM thinks).
@router.post("/conversations/{conversation_id}/messages", response_model=MessageResult)
def post_message(conversation_id: Id, body: MessageCreate, caller: StandaloneUser) -> MessageResult:
    """Store the message, answer it and store the answer."""
    outcome = chat.post_message(caller, body.message, conversation_id=conversation_id)
    return MessageResult(**_result_fields(outcome))  # type: ignore[arg-type]


@router.post("/chat", response_model=ChatResult)
def quick_chat(body: ChatCreate, caller: StandaloneUser) -> ChatResult:
    """Like posting a message; without `conversation_id` a new conversation is created first
    (bound to `context_type`/`context_id` when given)."""
    return chat_result(body, caller)


def chat_result(body: ChatCreate, caller: Caller, *, local_only: bool = False) -> ChatResult:
    """The quick chat's answer; ``local_only``: its fast lane's (``assistant.fast``)."""
    create = ConversationCreate(context_type=body.context_type, context_id=body.context_id)
    outcome = chat.post_message(
        caller, body.message, conversation_id=body.conversation_id, create=create, local_only=local_only
    )
    return ChatResult(conversation_id=outcome.conversation.id, **_result_fields(outcome))  # type: ignore[arg-type]


@router.get("/prompts", response_model=PromptList)
def list_prompts(caller: CurrentUser, session: DbSession) -> PromptList:
    """Active prompts; exactly one has `is_default: true` (created on first use if none exists)."""
    return PromptList(prompts=[PromptOut.model_validate(p) for p in service.list_prompts(session)])


@router.get("/prompts/{prompt_id}", response_model=PromptResult)
def get_prompt(prompt_id: Id, caller: CurrentUser, session: DbSession) -> PromptResult:
    return PromptResult(prompt=PromptOut.model_validate(service.get_prompt(session, prompt_id)))


@router.post("/prompts", response_model=PromptResult, status_code=status.HTTP_201_CREATED)
def create_prompt(body: PromptCreate, caller: AdminUser, session: DbSession) -> PromptResult:
    """Admins only. `is_default: true` moves the default to this prompt. `provider_id`/`model_id` on
    the default prompt turn on LLM mode for conversations that name none."""
    return PromptResult(prompt=PromptOut.model_validate(service.create_prompt(session, body)))


@router.put("/prompts/{prompt_id}", response_model=PromptResult)
def update_prompt(prompt_id: Id, body: PromptUpdate, caller: AdminUser, session: DbSession) -> PromptResult:
    """Admins only. The default cannot be switched off or deactivated directly (400
    `prompt_default_required`): make another prompt the default instead."""
    return PromptResult(prompt=PromptOut.model_validate(service.update_prompt(session, prompt_id, body)))


@router.get("/functions/available", response_model=FunctionList)
def available_functions(caller: CurrentUser) -> FunctionList:
    """The function registry in tool-function style (also served as MCP tools at `/mcp`)."""
    return FunctionList(functions=[FunctionDescriptor(**f) for f in functions.available()])


@router.get("/knowledge", response_model=KnowledgeList)
def list_knowledge(
    caller: CurrentUser,
    session: DbSession,
    page: PageParams,
    category: Annotated[str | None, Query(pattern="^(faq|policy|procedure|product)$")] = None,
    search: Annotated[str | None, Query(max_length=500)] = None,
) -> KnowledgeList:
    """Knowledge items; `search` matches title, keywords and content (Hebrew words under their
    prefix letters too) and ranks the results."""
    items, total = service.list_knowledge(session, category=category, search=search, request=page)
    return KnowledgeList(items=items, total=total)


@router.post("/knowledge", response_model=KnowledgeResult, status_code=status.HTTP_201_CREATED)
def create_knowledge(body: KnowledgeCreate, caller: AdminUser, session: DbSession) -> KnowledgeResult:
    return KnowledgeResult(item=service.knowledge_out(service.create_knowledge(session, body)))


@router.put("/knowledge/{item_id}", response_model=KnowledgeResult)
def update_knowledge(
    item_id: Id, body: KnowledgeUpdate, caller: AdminUser, session: DbSession
) -> KnowledgeResult:
    return KnowledgeResult(item=service.knowledge_out(service.update_knowledge(session, item_id, body)))


@router.delete("/knowledge/{item_id}", response_model=MessageEnvelope)
def delete_knowledge(item_id: Id, caller: AdminUser, session: DbSession) -> MessageEnvelope:
    service.delete_knowledge(session, item_id)
    return MessageEnvelope(message=translate("knowledge_deleted"))


@router.get("/stats", response_model=StatsResult)
def get_stats(caller: CurrentUser, session: DbSession) -> StatsResult:
    """The caller's own usage; today and this week (from Sunday) in the business time zone."""
    return StatsResult(stats=service.stats(session, caller))
