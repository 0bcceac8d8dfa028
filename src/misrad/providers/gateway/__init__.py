"""The one door through which every LLM call of misrad goes.

Callers use :func:`complete_chat`. It resolves the model, follows the fallback rules of the chosen
provider (A -> B -> C), reserves the worst-case cost on every applicable budget before a call is sent,
meters every attempt (one usage row each, successful or not) and settles the budgets with the real cost.
No database transaction is held during the HTTP call: reservation and metering are their own short
units of work. Provider ``local`` is never called here; the assistant answers with its built-in engine
when :class:`GatewayUnavailable` is raised.

``resolve_model(session, provider_id, model_id)`` returns the model a call would use (the given one,
which must belong to the provider, or the provider's default: its cheapest active ``fast`` model).
"""

from misrad.providers.gateway.plans import resolve_model
from misrad.providers.gateway.routing import complete_chat
from misrad.providers.gateway.types import (
    AnswerStream,
    AttemptFailure,
    ChatMessage,
    ChatReply,
    GatewayUnavailable,
    ToolCall,
    ToolSpec,
)

__all__ = [
    "AnswerStream",
    "AttemptFailure",
    "ChatMessage",
    "ChatReply",
    "GatewayUnavailable",
    "ToolCall",
    "ToolSpec",
    "complete_chat",
    "resolve_model",
]
