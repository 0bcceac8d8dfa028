"""Posting a message: store it, answer it (local engine or an LLM with tools), store the answer.

The conversation's state (bound customer, last intent, provider/model/prompt, recent history) is read
in a short read-only unit of work. With the local engine (no provider on the conversation or the
default prompt) the answer comes from the same reads in milliseconds, and the question, the answer and
the conversation (created with them, or counted up) are written after it in one short write of plain
statements (``ChatRecords``): on SQLite the writer turn covers two statements, not the reading and the
understanding. With an LLM, a deliberate exception to "the request's session commits once": after the
read, two short writes and no transaction around the thinking:

1. store the user's message (and create the conversation for ``POST /chat``); commit;
2. answer with **no transaction open**: the LLM call goes through the gateway (which meters and
   budget-checks in its own short units of work); each tool call, and the local engine when it stands
   in, read the records in their own short read-only unit;
3. store the assistant's message, bind the conversation to the customer the answer was about, count
   it; commit.

An LLM call may take seconds; holding a transaction (on SQLite: the database's one write lock) for
that long would stall every other writer. If the process dies between 1 and 3 the user's message
stays without an answer, which the next message simply follows. Counts are added in the ``UPDATE``
itself, so messages posted at once to one conversation are all counted.
"""

from __future__ import annotations

import functools
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy.orm import Session

from misrad.assistant.conversation_read import conversation_read, offered_cards
from misrad.assistant.customer_names import customer_index
from misrad.assistant.engine import intent_model, latin_hebrew
from misrad.assistant.engine.answers import Answer, local_answer
from misrad.assistant.engine.evidence import RECORD_INTENTS
from misrad.assistant.engine.item_index import ItemIndex
from misrad.assistant.engine.jobs import job_text
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding, understand
from misrad.assistant.engine.offered import Offered, bound_to_offered
from misrad.assistant.engine.relatives import asks_of_a_relative, relatives_item_words
from misrad.assistant.engine.text import clean_message, tokens
from misrad.assistant.errors import ConversationNotFound, MessageRequired, MessageTooLong
from misrad.assistant.exchange_writes import write_exchange
from misrad.assistant.item_owners import item_index
from misrad.assistant.llm_answer import llm_answer
from misrad.assistant.repository import ChatRecords, touch_parameters
from misrad.assistant.schemas import (
    MESSAGE_MAX_CHARS,
    ContextSummary,
    ConversationCreate,
    ConversationOut,
    CustomerSummary,
)
from misrad.assistant.service import (
    customer_summary,
    ensure_default_prompt,
    system_prompt,
)
from misrad.auth.schemas import Caller
from misrad.core import changes
from misrad.core.clock import business_today, utcnow
from misrad.core.db import get_database
from misrad.core.errors import MisradError
from misrad.core.fast_lane import Final
from misrad.core.i18n import Language, translate
from misrad.providers.gateway import AnswerStream, GatewayUnavailable
from misrad.records import service as records

log = logging.getLogger("misrad.assistant")

LLM_HISTORY_MESSAGES = 10
TITLE_CHARS = 60


def validate_message(raw: str | None) -> str:
    text = clean_message(raw or "")
    if not text:
        raise MessageRequired()
    if len(text) > MESSAGE_MAX_CHARS:
        raise MessageTooLong(limit=MESSAGE_MAX_CHARS)
    return text


@dataclass
class ConversationState:
    id: int | None  # None: the conversation this message starts, written with it
    customer_id: int | None
    previous_intent: str | None
    provider_id: int | None
    model_id: int | None
    system_prompt: str
    temperature: float | None
    max_tokens: int | None
    history: list[tuple[str, str]] = field(default_factory=list)
    bound_items: frozenset[str] = frozenset()  # the words of the bound customer's repair items
    previous_invoice: str | None = None  # the one invoice the last answer was about
    offered: list[Offered] = field(default_factory=list)  # the customers it asked "which one?" between
    new_conversation: dict[str, Any] | None = None  # its columns, while ``id`` is None
    bound_customer: CustomerSummary | None = None  # the bound customer, as a response shows it


def _bound_item_words(session: Any, customer_id: int | None) -> frozenset[str]:
    if customer_id is None:
        return frozenset()
    repairs = records.repairs_of_customer(session, customer_id, limit=10)
    # Each repair as its job: its item and its description's words ("and the motor swap?").
    jobs = (job_text(repair.item, repair.description) for repair in repairs)
    return frozenset(w for job in jobs for w in tokens(job) if len(w) >= 3)


def _bound_words_of(session: Any) -> Any:
    return None if session is None else functools.partial(_bound_item_words, session)


def _phone_item_words(session: Any, phone: str) -> frozenset[str]:
    """The words of the repair items of the customers who have this phone (a family may share one)."""
    sharing = records.customers_by_phone(session, phone, limit=3)
    return frozenset(w for customer in sharing for w in _bound_item_words(session, customer.id))


@dataclass
class ChatOutcome:
    conversation: ConversationOut
    answer: Answer
    engine: str
    fallback_reason: str | None
    response_time_ms: int


# The prompts chats read, by the conversation's prompt id (None: the default), kept while the prompts'
# counter stands: every chat read its prompt, a statement (on PostgreSQL a round trip) for a row an admin
# changes once in a while. A request reads the counters once anyway (``changes.RequestCounters``), so a
# kept prompt costs nothing more, and an admin's change shows in every process's next chat.
PROMPT_BACKSTOP_SECONDS = 300.0
_prompts: changes.VersionedCache[Any] = changes.VersionedCache(PROMPT_BACKSTOP_SECONDS, max_entries=1_000)


def _prompt(session: Session, prompt_id: int | None) -> Any:
    """The conversation's prompt, else the default one (a seed; made here only if it is missing)."""
    # The counter is read before the prompt: what is kept under it is at least that new.
    return _prompts.get(prompt_id, changes.peek(changes.PROMPTS), lambda: _read_prompt(session, prompt_id))


def _read_prompt(session: Session, prompt_id: int | None) -> Any:
    prompt: Any = ChatRecords(session.connection()).prompt(prompt_id)
    if prompt is None:
        with get_database().unit_of_work() as writing:
            prompt = ensure_default_prompt(writing)
    return prompt


def _read_state(
    session: Session,
    caller: Caller,
    text: str,
    conversation_id: int | None,
    create: ConversationCreate | None,
) -> ConversationState:
    """What answering needs to know of the conversation (or of the one this message starts)."""
    conversation = conversation_read(session, caller, text, conversation_id, create)
    prompt = _prompt(session, conversation.prompt_id)
    own_provider = conversation.provider_id is not None
    provider_id = conversation.provider_id if own_provider else prompt.provider_id
    model_id = conversation.model_id if own_provider else prompt.model_id
    history = (  # only an LLM reads the history
        ChatRecords(session.connection()).recent(conversation.id, LLM_HISTORY_MESSAGES)
        if provider_id is not None and conversation.id is not None
        else []
    )
    return ConversationState(
        id=conversation.id,
        customer_id=conversation.customer_id,
        previous_intent=conversation.previous_intent,
        previous_invoice=conversation.previous_invoice,
        offered=offered_cards(session, conversation.offered),
        provider_id=provider_id,
        model_id=model_id,
        system_prompt=system_prompt(prompt),
        temperature=prompt.temperature,
        max_tokens=prompt.max_tokens,
        history=history,
        bound_items=_bound_item_words(session, conversation.customer_id),
        new_conversation=conversation.new,
        bound_customer=customer_summary(session, conversation.customer_id),
    )


def _message(caller: Caller, text: str, now: datetime) -> dict[str, Any]:
    """A question's row (``ChatRecords.add_messages`` fills the columns it leaves out)."""
    return {"user_id": caller.id, "role": "user", "content": text, "created_at": now}


def _answer_message(caller: Caller, answer: Answer, engine: str, elapsed_ms: int) -> dict[str, Any]:
    return {
        "user_id": caller.id,
        "role": "assistant",
        "content": answer.text,
        "intent": answer.intent,
        "confidence": answer.confidence,
        "entities": answer.entities,
        "functions_used": answer.functions_used,
        "function_result": answer.function_result,
        "engine": engine,
        "response_time_ms": elapsed_ms,
    }


def _customer_bound_by(answer: Answer | None) -> CustomerSummary | None:
    """The customer an answer about the records binds its conversation to."""
    if answer is None or answer.customer is None or answer.intent not in RECORD_INTENTS:
        return None
    found = answer.customer
    return CustomerSummary(id=found.id, name=found.name, phone=found.phone or None)


def _bound_customer(known: CustomerSummary | None, customer_id: int | None) -> CustomerSummary | None:
    """The conversation's customer for the response: the one already read, else read now (the
    binding changed while an LLM was answering)."""
    if customer_id is None or (known is not None and known.id == customer_id):
        return known if customer_id is not None else None
    with get_database().unit_of_work(write=False) as session:
        return customer_summary(session, customer_id)


def _store(
    caller: Caller,
    state: ConversationState,
    question: str | None,
    answer: dict[str, Any] | None,
    binds: CustomerSummary | None = None,
    *,
    written_is_final: bool = False,
    reading: Session | None = None,
) -> ConversationOut:
    """One short write, all or nothing: the question and/or the answer, and their conversation (created
    with them when it is new). On PostgreSQL one statement outside any transaction (``ChatRecords``).
    ``state`` then names the conversation and its bound customer. ``written_is_final`` (the fast lane):
    an error once the exchange is written is ``fast_lane.Final``, so that it is not written again.
    ``reading``: the chat's read-only unit, still open (``Database.single_statement_writes``)."""
    row = _write_exchange(caller, state, question, answer, binds, reading)
    if row is None:  # removed meanwhile: nothing to attach the messages to
        raise ConversationNotFound()
    try:
        state.id, state.new_conversation, state.customer_id = row.id, None, row.customer_id
        state.bound_customer = binds or _bound_customer(state.bound_customer, row.customer_id)
        out = ConversationOut.model_validate(row)
        out.context_summary = ContextSummary(customer=state.bound_customer)
    except Exception as error:
        if written_is_final:
            raise Final() from error
        raise
    return out


def _write_exchange(
    caller: Caller,
    state: ConversationState,
    question: str | None,
    answer: dict[str, Any] | None,
    binds: CustomerSummary | None,
    reading: Session | None = None,
) -> Any:
    """The exchange written (on the driver: ``exchange_writes``); its conversation's row, None when it
    was removed meanwhile."""
    now = utcnow()
    messages = [_message(caller, question, now)] if question is not None else []
    messages += [dict(answer, created_at=now)] if answer is not None else []
    title = None if question is None else " ".join(question.split())[:TITLE_CHARS]
    if state.id is None:
        assert state.new_conversation is not None
        conversation = dict(state.new_conversation, message_count=len(messages), last_message_at=now)
        if conversation["title_is_default"] and title is not None:
            conversation.update(title=title, title_is_default=False)
        if binds is not None:
            conversation.update(customer_id=binds.id, primary_context_type="customer")
    else:
        bound = None if binds is None else binds.id
        conversation = touch_parameters(caller.id, state.id, len(messages), now, title, bound)
    # The counters the chat relied on as this process last read them, if it did (its fast lane on a
    # database server: ``assistant.fast``), are checked by the write itself.
    return write_exchange(get_database(), reading, conversation, messages, changes.relied_on())


def _local_outcome(
    caller: Caller,
    state: ConversationState,
    text: str,
    answer: Answer,
    started: float,
    *,
    final: bool,
    reading: Session | None = None,
) -> ChatOutcome:
    elapsed_ms = int((time.perf_counter() - started) * 1000)
    answer_row = _answer_message(caller, answer, "local", elapsed_ms)
    binds = _customer_bound_by(answer)
    out = _store(caller, state, text, answer_row, binds, written_is_final=final, reading=reading)
    return ChatOutcome(out, answer, "local", None, elapsed_ms)


def understand_message(
    text: str,
    state: ConversationState,
    index: CustomerIndex | None = None,
    session: Any = None,
    items: ItemIndex | None = None,
) -> Understanding:
    """``session``: the records are read through it for the repair items of a customer the message
    names (only when it holds a word nothing else explains) where no ``items`` index is given."""
    index = index or customer_index.get()
    bound_items = state.bound_items
    if session is not None and state.customer_id is not None and asks_of_a_relative(text):
        # "And his wife's stroller?": the thing is the relative's, so their items are linked too.
        words_of = functools.partial(_bound_item_words, session)
        bound_items = bound_items | relatives_item_words(session, state.customer_id, words_of)
    understood = understand(
        text,
        today=business_today(),
        index=index,
        previous_intent=state.previous_intent,
        previous_invoice=state.previous_invoice,
        has_bound_customer=state.customer_id is not None,
        bound_items=bound_items,
        items_of=items.words_of if items is not None else _bound_words_of(session),
        items_by_phone=None if session is None else functools.partial(_phone_item_words, session),
        item_owners=None if items is None else items.owners,
    )
    return bound_to_offered(understood, state.offered, state.previous_intent)


def _asked_before(session: Session, state: ConversationState) -> Callable[[], str | None] | None:
    """The conversation's last question, read only if the engine asks for it ("and R290?" after a
    knowledge answer), when the last answer was the knowledge base's."""
    if state.id is None or state.previous_intent != "knowledge":
        return None
    return functools.partial(ChatRecords(session.connection()).last_question, state.id)


def _local(caller: Caller, understanding: Understanding, state: ConversationState) -> Answer:
    with get_database().unit_of_work(write=False) as session:
        asked_before = _asked_before(session, state)
        return local_answer(session, caller, understanding, state.customer_id, asked_before)


def _answer_outside_a_transaction(
    caller: Caller,
    text: str,
    understanding: Understanding,
    state: ConversationState,
    stream: AnswerStream | None = None,
) -> tuple[Answer, str, str | None]:
    """(answer, engine, fallback reason): the LLM's, or the local engine's when the LLM does not answer."""
    answer: Answer | None = None
    engine, fallback_reason = "local", None
    chose_local = False  # the provider named is the built-in engine itself: no LLM was missed
    if state.provider_id is not None:
        try:
            answer, engine = llm_answer(caller, text, understanding, state, stream)
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


class WouldAskAnLlm(Exception):
    """``post_message(local_only=True)`` of a conversation an LLM answers: raised before any write."""


def post_message(
    caller: Caller,
    raw_text: str | None,
    *,
    conversation_id: int | None,
    create: ConversationCreate | None = None,
    stream: AnswerStream | None = None,
    local_only: bool = False,
) -> ChatOutcome:
    """``stream`` (a page) reads an LLM's answer as it is written; the outcome is the same without.
    ``local_only`` (the chat's fast lane): an LLM's conversation raises ``WouldAskAnLlm`` after the reads
    and before anything is written, so that the application answers it."""
    text = validate_message(raw_text)
    started = time.perf_counter()
    index, items = customer_index.get(), item_index.get()  # a (re)build reads before any transaction
    # With the local engine the question and its answer are written after the reading and understanding,
    # in one short write (``_store``): on SQLite the one writer's turn covers it alone; on PostgreSQL the
    # reads (a read-only unit) and the write (one statement) each go without BEGIN and COMMIT, the write
    # on the reads' connection (no checkout of its own). SQLite writes once its reads are given back.
    local: Answer | None = None
    database = get_database()
    with database.unit_of_work(write=False) as session:
        state = _read_state(session, caller, text, conversation_id, create)
        understanding = understand_message(text, state, index, session, items)
        if state.provider_id is None:  # the local engine answers in milliseconds, from the same reads
            asked_before = _asked_before(session, state)
            local = local_answer(session, caller, understanding, state.customer_id, asked_before)
            if not database.is_sqlite:
                return _local_outcome(caller, state, text, local, started, final=local_only, reading=session)
    if local is not None:
        return _local_outcome(caller, state, text, local, started, final=local_only)
    if local_only:
        raise WouldAskAnLlm()
    return _answered_by_an_llm(caller, text, understanding, state, stream, started)


def _answered_by_an_llm(
    caller: Caller,
    text: str,
    understanding: Understanding,
    state: ConversationState,
    stream: AnswerStream | None,
    started: float,
) -> ChatOutcome:
    """The question stored first (kept even if the LLM never answers), the answer asked outside any
    transaction, then stored with what it bound."""
    _store(caller, state, text, None)
    answer, engine, fallback_reason = _answer_outside_a_transaction(
        caller, text, understanding, state, stream
    )
    elapsed_ms = int((time.perf_counter() - started) * 1000)
    answer_row = _answer_message(caller, answer, engine, elapsed_ms)
    out = _store(caller, state, None, answer_row, _customer_bound_by(answer))
    return ChatOutcome(out, answer, engine, fallback_reason, elapsed_ms)


def start_learned_intent_model(data_dir: Path, *, enabled: bool) -> None:
    """At the app's start: the engine's learned intent model made in the background (``intent_model``), and
    the Latin-letter reader's vocabulary (``latin_hebrew``), so that no first message waits for them."""
    intent_model.start(data_dir, enabled=enabled)
    latin_hebrew.prepare_in_background()
