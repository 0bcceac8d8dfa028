"""Posting a message: store it, answer it (local engine or an LLM with tools), store the answer.

With the local engine (no provider on the conversation or the default prompt) the whole exchange is one
short unit of work: the engine answers in milliseconds. With an LLM, a deliberate exception to "the
request's session commits once": three short units of work and none around the thinking:

1. store the user's message (and create the conversation for ``POST /chat``), read the conversation's
   state (bound customer, last intent, provider/model/prompt, recent history); commit;
2. answer with **no transaction open**: the LLM call goes through the gateway (which meters and
   budget-checks in its own short units of work); each tool call, and the local engine when it stands
   in, read the records in their own short read-only unit;
3. store the assistant's message, bind the conversation to the customer the answer was about, bump
   counters; commit.

An LLM call may take seconds; holding a transaction (on SQLite: the database's one write lock) for
that long would stall every other writer. If the process dies between 1 and 3 the user's message
stays without an answer, which the next message simply follows.
"""

from __future__ import annotations

import json
import logging
import re
import time
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from misrad.assistant import functions
from misrad.assistant.engine.answers import Answer, local_answer
from misrad.assistant.engine.names import CustomerIndex, CustomerIndexCache, CustomerSource
from misrad.assistant.engine.nlu import RECORD_INTENTS, Understanding, understand
from misrad.assistant.engine.text import clean_message, language_of, tokens
from misrad.assistant.errors import ConversationNotFound, MessageRequired, MessageTooLong
from misrad.assistant.models import Conversation, Message
from misrad.assistant.repository import ConversationRepository, MessageRepository, PromptRepository
from misrad.assistant.schemas import MESSAGE_MAX_CHARS, ConversationCreate, ConversationOut
from misrad.assistant.service import (
    conversation_out,
    create_conversation,
    ensure_default_prompt,
    get_conversation,
    system_prompt,
)
from misrad.auth.schemas import Caller
from misrad.core.clock import business_today, utcnow
from misrad.core.db import get_database
from misrad.core.errors import MisradError
from misrad.core.i18n import Language, translate
from misrad.providers.gateway import AnswerStream, ChatMessage, GatewayUnavailable, ToolSpec, complete_chat
from misrad.records import service as records

log = logging.getLogger("misrad.assistant")

NAME_INDEX_TTL_SECONDS = 30.0
LLM_MAX_TOOL_ROUNDS = 4
LLM_HISTORY_MESSAGES = 10
TITLE_CHARS = 60


def _load_customer_names() -> list[tuple[int, str, str | None]]:
    with get_database().unit_of_work(write=False) as session:
        return list(records.all_customer_names(session))


def _load_customers_changed_since(since: datetime) -> list[tuple[int, str, str | None]]:
    from misrad.records import service as records

    with get_database().unit_of_work(write=False) as session:
        return list(records.customer_names_changed_since(session, since))


def _customers_version() -> int:
    from misrad.records import service as records

    with get_database().unit_of_work(write=False) as session:
        return records.customers_version(session)


customer_index = CustomerIndexCache(
    CustomerSource(_load_customer_names, _load_customers_changed_since, _customers_version),
    NAME_INDEX_TTL_SECONDS,
)


def invalidate_customer_index() -> None:
    """Rebuild the name index from scratch on the next message (a database replaced under the process,
    as tests do); customer writes need no call: the index follows the records' change counter."""
    customer_index.invalidate()


def validate_message(raw: str | None) -> str:
    text = clean_message(raw or "")
    if not text:
        raise MessageRequired()
    if len(text) > MESSAGE_MAX_CHARS:
        raise MessageTooLong(limit=MESSAGE_MAX_CHARS)
    return text


@dataclass
class ConversationState:
    id: int
    customer_id: int | None
    previous_intent: str | None
    provider_id: int | None
    model_id: int | None
    system_prompt: str
    temperature: float | None
    max_tokens: int | None
    history: list[tuple[str, str]] = field(default_factory=list)
    bound_items: frozenset[str] = frozenset()  # the words of the bound customer's repair items


def _bound_item_words(session: Any, customer_id: int | None) -> frozenset[str]:
    if customer_id is None:
        return frozenset()
    repairs = records.repairs_of_customer(session, customer_id, limit=10)
    return frozenset(w for repair in repairs for w in tokens(repair.item) if len(w) >= 3)


@dataclass
class ChatOutcome:
    conversation: ConversationOut
    answer: Answer
    engine: str
    fallback_reason: str | None
    response_time_ms: int


def _state(session: Any, conversation: Conversation) -> ConversationState:
    prompts = PromptRepository(session)
    prompt = prompts.get(conversation.prompt_id) if conversation.prompt_id else None
    prompt = prompt or ensure_default_prompt(session)
    provider_id = conversation.provider_id if conversation.provider_id is not None else prompt.provider_id
    model_id = conversation.model_id if conversation.provider_id is not None else prompt.model_id
    history = (
        [
            (m.role, m.content)
            for m in MessageRepository(session).recent(conversation.id, LLM_HISTORY_MESSAGES + 1)
        ][:-1]
        if provider_id is not None  # only an LLM reads the history
        else []
    )
    return ConversationState(
        id=conversation.id,
        customer_id=conversation.customer_id,
        previous_intent=MessageRepository(session).last_intent(conversation.id),
        provider_id=provider_id,
        model_id=model_id,
        system_prompt=system_prompt(prompt),
        temperature=prompt.temperature,
        max_tokens=prompt.max_tokens,
        history=history,
        bound_items=_bound_item_words(session, conversation.customer_id),
    )


def _store_user_message(
    session: Any, caller: Caller, text: str, conversation_id: int | None, create: ConversationCreate | None
) -> ConversationState:
    if conversation_id is None:
        language: Language = "en" if language_of(text) == "en" else "he"
        conversation = create_conversation(session, caller, create or ConversationCreate(), language)
    else:
        conversation = get_conversation(session, caller, conversation_id)
    now = utcnow()
    MessageRepository(session).add(
        Message(conversation_id=conversation.id, user_id=caller.id, role="user", content=text, created_at=now)
    )
    conversation.message_count += 1
    conversation.last_message_at = now
    if conversation.status == "archived":
        conversation.status = "active"  # writing in an archived conversation brings it back
    if conversation.title_is_default:
        conversation.title = " ".join(text.split())[:TITLE_CHARS]
        conversation.title_is_default = False
    session.flush()
    return _state(session, conversation)


def understand_message(
    text: str, state: ConversationState, index: CustomerIndex | None = None
) -> Understanding:
    index = index or customer_index.get()
    return understand(
        text,
        today=business_today(),
        index=index,
        previous_intent=state.previous_intent,
        has_bound_customer=state.customer_id is not None,
        bound_items=state.bound_items,
    )


def _local(caller: Caller, understanding: Understanding, state: ConversationState) -> Answer:
    with get_database().unit_of_work(write=False) as session:
        return local_answer(session, caller, understanding, state.customer_id)


_UNSAFE_LINK = re.compile(r"\]\(\s*(?:javascript|data|vbscript):[^)]*\)", re.IGNORECASE)


def sanitise_llm_text(text: str) -> str:
    """The model may echo what the user typed: no raw HTML and no script links reach a page."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return _UNSAFE_LINK.sub("](#)", text)


LlmRole = Literal["system", "user", "assistant"]


def _llm_conversation(state: ConversationState, text: str) -> list[tuple[LlmRole, str]]:
    """(role, content) of what the LLM reads: the prompt (with the bound customer), history, the message."""
    context = ""
    if state.customer_id is not None:
        context = f"\n\nThe conversation is about customer id {state.customer_id}."
    history: list[tuple[LlmRole, str]] = [
        ("user" if role == "user" else "assistant", content) for role, content in state.history
    ]
    return [("system", state.system_prompt + context), *history, ("user", text)]


@dataclass
class _ToolCalls:
    """The LLM's calls of the registry's functions, each in its own short read-only unit of work."""

    caller: Caller
    used: list[str] = field(default_factory=list)
    last_result: dict[str, Any] | None = None
    customer: functions.CustomerInfo | None = None

    def run(self, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        """One call; its result (or its error, in English for the model) as the tool message's JSON."""
        self.used.append(name)
        try:
            with get_database().unit_of_work(write=False) as session:
                result = functions.execute(session, self.caller, name, arguments)
            self.last_result = functions.stored_result(name, arguments, result)
            payload: dict[str, Any] = result.model_dump(mode="json")
            found = payload.get("customer")
            if isinstance(found, dict) and found.get("id"):
                self.customer = functions.CustomerInfo.model_validate(found)
        except MisradError as error:
            payload = {
                "error": error.error_code,
                "message": translate(error.error_code, "en", **error.params),
            }
        return payload


def _llm_answer(reply_text: str, understanding: Understanding, calls: _ToolCalls) -> Answer:
    answer_text = (
        sanitise_llm_text(reply_text)
        if reply_text.strip()
        else translate("answer_llm_empty", "en" if understanding.language == "en" else "he")
    )
    return Answer(
        text=answer_text,
        intent=understanding.intent,
        entities=understanding.public_entities(),
        functions_used=calls.used,
        function_result=calls.last_result,
        customer=calls.customer,
        confidence=understanding.confidence,
    )


def _llm(
    caller: Caller, text: str, understanding: Understanding, state: ConversationState,
    stream: AnswerStream | None = None,
) -> tuple[Answer, str]:
    """Ask the LLM, letting it call the registry's functions; raises GatewayUnavailable to fall back.
    ``stream`` reads the text as it is written; a round that ends in function calls voids its text."""

    tools = [ToolSpec(s.name, s.description, s.parameters) for s in functions.REGISTRY.values()]
    messages: list[Any] = [ChatMessage(role, content) for role, content in _llm_conversation(state, text)]
    calls = _ToolCalls(caller)
    reply = None
    for _ in range(LLM_MAX_TOOL_ROUNDS + 1):
        reply = complete_chat(
            user_id=caller.id,
            feature="chat",
            provider_id=state.provider_id,  # type: ignore[arg-type]
            model_id=state.model_id,
            messages=messages,
            tools=tools,
            temperature=state.temperature,
            max_tokens=state.max_tokens,
            stream=stream,
        )
        if not reply.tool_calls:
            break
        if stream is not None and reply.text:
            stream.restarted()
        messages.append(ChatMessage("assistant", reply.text, tool_calls=reply.tool_calls))
        for call in reply.tool_calls:
            payload = calls.run(call.name, dict(call.arguments or {}))
            messages.append(
                ChatMessage("tool", json.dumps(payload, ensure_ascii=False), tool_call_id=call.id)
            )
    assert reply is not None
    return _llm_answer(reply.text, understanding, calls), f"{reply.provider_code}:{reply.model_name}"


def _store_answer(
    session: Any, caller: Caller, state: ConversationState, answer: Answer, engine: str, elapsed_ms: int
) -> ConversationOut:
    conversation = ConversationRepository(session).owned(caller.id, state.id)
    if conversation is None:  # removed meanwhile: nothing to attach the answer to
        raise ConversationNotFound()
    now = utcnow()
    MessageRepository(session).add(
        Message(
            conversation_id=conversation.id,
            user_id=caller.id,
            role="assistant",
            content=answer.text,
            intent=answer.intent,
            confidence=answer.confidence,
            entities=answer.entities,
            functions_used=answer.functions_used,
            function_result=answer.function_result,
            engine=engine,
            response_time_ms=elapsed_ms,
            created_at=now,
        )
    )
    conversation.message_count += 1
    conversation.last_message_at = now
    if answer.customer is not None and answer.intent in RECORD_INTENTS:
        conversation.customer_id = answer.customer.id
        conversation.primary_context_type = "customer"
    session.flush()
    return conversation_out(session, conversation)


def _answer_outside_a_transaction(
    caller: Caller, text: str, understanding: Understanding, state: ConversationState,
    stream: AnswerStream | None = None,
) -> tuple[Answer, str, str | None]:
    """(answer, engine, fallback reason): the LLM's, or the local engine's when the LLM does not answer."""
    answer: Answer | None = None
    engine, fallback_reason = "local", None
    chose_local = False  # the provider named is the built-in engine itself: no LLM was missed
    if state.provider_id is not None:
        try:
            answer, engine = _llm(caller, text, understanding, state, stream)
        except GatewayUnavailable as unavailable:
            reasons = [r for r in unavailable.reasons if r.reason != "local"]
            chose_local = not reasons
            fallback_reason = ", ".join(f"{r.provider_code}: {r.reason}" for r in reasons) or None
        except MisradError as error:  # e.g. an unknown provider id: answer locally, say why
            fallback_reason = error.error_code
        except Exception:  # an outage must never become a 500: log it and let the local engine answer
            log.exception("LLM answer failed; the local engine answers")
            fallback_reason = "error"
    if answer is None:
        answer = _local(caller, understanding, state)
        engine = "local"
        if not chose_local:
            # An LLM was asked for and did not answer: say so above the local engine's answer.
            key = "answer_fallback_budget" if "budget" in (fallback_reason or "") else "answer_fallback"
            lang: Language = "en" if understanding.language == "en" else "he"
            answer.text = f"_{translate(key, lang)}_\n\n{answer.text}"
    return answer, engine, fallback_reason


def post_message(
    caller: Caller,
    raw_text: str | None,
    *,
    conversation_id: int | None,
    create: ConversationCreate | None = None,
    stream: AnswerStream | None = None,
) -> ChatOutcome:
    """``stream`` (a page) reads an LLM's answer as it is written; the outcome is the same without."""
    text = validate_message(raw_text)
    started = time.perf_counter()
    index = customer_index.get()  # a (re)build reads the records before any transaction is open
    with get_database().unit_of_work() as session:
        state = _store_user_message(session, caller, text, conversation_id, create)
        understanding = understand_message(text, state, index)
        if state.provider_id is None:
            # The local engine answers in milliseconds: one short unit of work for the whole exchange.
            local = local_answer(session, caller, understanding, state.customer_id)
            elapsed_ms = int((time.perf_counter() - started) * 1000)
            out = _store_answer(session, caller, state, local, "local", elapsed_ms)
            return ChatOutcome(out, local, "local", None, elapsed_ms)
    answer, engine, fallback_reason = _answer_outside_a_transaction(
        caller, text, understanding, state, stream
    )
    elapsed_ms = int((time.perf_counter() - started) * 1000)
    with get_database().unit_of_work() as session:
        conversation = _store_answer(session, caller, state, answer, engine, elapsed_ms)
    return ChatOutcome(conversation, answer, engine, fallback_reason, elapsed_ms)
