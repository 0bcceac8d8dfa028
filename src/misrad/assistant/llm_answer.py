"""The assistant's answers by an LLM: the conversation it reads (the prompt, the bound customer, the
history), the registry's functions it may call (each in its own short read-only unit of work), up to
``LLM_MAX_TOOL_ROUNDS`` rounds of calls, all through the gateway (metered, under budgets). Raises
``GatewayUnavailable`` for ``assistant.chat`` to fall back to the local engine."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from misrad.assistant import functions
from misrad.assistant.engine.answers import Answer
from misrad.assistant.engine.nlu import Understanding
from misrad.auth.schemas import Caller
from misrad.core.db import get_database
from misrad.core.errors import MisradError
from misrad.core.i18n import translate
from misrad.providers.gateway import AnswerStream, ChatMessage, ToolSpec, complete_chat

if TYPE_CHECKING:
    from misrad.assistant.chat import ConversationState

LLM_MAX_TOOL_ROUNDS = 4

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


def llm_answer(
    caller: Caller,
    text: str,
    understanding: Understanding,
    state: ConversationState,
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
