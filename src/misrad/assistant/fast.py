"""``POST /api/mcp-chatbot/chat`` as a fast lane (``core.fast_lane``): a chat the local engine answers.

Served here: a JSON body (``Content-Type: application/json``, small: ``core.fast_lane``) that the
route's own model, ``ChatCreate``, takes; a caller that ``auth.dependencies.authenticate`` accepts (a
bearer token, or a session cookie with its CSRF header); then, as the route does once its caller is
known, the request's admission place given back, and the route's own ``routes.chat_result``.

Declined to the application: anything else, and any error of the chat. The chat reads, then writes
the exchange in one statement as its last step (``assistant.chat``), so an error it raises leaves
nothing written and the application's second try answers it as if it came first: a message that is
empty or too long, another user's conversation (404), a busy database. A conversation an LLM answers
writes the question before the LLM is asked, so the lane leaves those to the application before any
write (``post_message(local_only=True)``); an LLM's seconds make the framework's cost nothing beside.
Once the exchange is written, an error (the one read after the write, made only when the conversation's
customer changed meanwhile; writing the answer out) is ``fast_lane.Final``: answered as the application's
500, never tried again, so an exchange is never written twice.

On a database server the lane reads no change counter: it takes them as its process last read them
(``changes.RequestCounters.assume``), and the exchange's one statement is written only while those the
chat relied on still stand (``exchange_writes``). When one has moved, nothing is written
(``changes.CountersMoved``) and the chat is answered again, its counters read: a token revoked, a customer
written or a prompt changed by any process counts at once, as before.
"""

from __future__ import annotations

import json

from pydantic import TypeAdapter
from starlette.datastructures import Headers
from starlette.types import Scope

from misrad.assistant.routes import chat_result
from misrad.assistant.schemas import ChatCreate, ChatResult
from misrad.auth.dependencies import authenticate
from misrad.core import changes
from misrad.core.admission import leave_early
from misrad.core.db import get_database
from misrad.core.fast_lane import Answer, Final, Lane, header

# The route's response model, as FastAPI writes it (``by_alias``, nothing left out).
_CHAT_ANSWER: TypeAdapter[ChatResult] = TypeAdapter(ChatResult)


def _is_json(scope: Scope) -> bool:
    content_type = header(scope, b"content-type") or ""
    return content_type.partition(";")[0].strip().lower() == "application/json"


def serve_chat(scope: Scope, body: bytes) -> Answer | None:
    """On a request thread: the chat's answer, or None / an exception to decline."""
    if not _is_json(scope):
        return None
    request = ChatCreate.model_validate(json.loads(body))  # as FastAPI reads a JSON body
    counters = changes.REQUEST_COUNTERS.get()
    # On a database server the change counters (the caller's token, the name index, the prompt) are
    # taken as this process last read them, and the exchange's one statement checks them: their own
    # read was a connection's checkout and a round trip. When one has moved (a write of any process
    # since), nothing is written and the chat is answered again from a reading of them.
    if counters is not None and not get_database().is_sqlite and counters.assume():
        try:
            answer = _answered(scope, request)
            changes.assumption_held()
            return answer
        except changes.CountersMoved:
            changes.assumption_failed()  # moving often? then the next chats read them for a while
        finally:
            counters.stop_assuming()  # from here on (and in the application, on a decline) they are read
    return _answered(scope, request)


def _answered(scope: Scope, request: ChatCreate) -> Answer:
    caller = authenticate(scope["method"], Headers(scope=scope))
    leave_early(scope)  # the chat opens its own short units of work: its place is not needed
    result = chat_result(request, caller, local_only=True)  # written: from here on nothing declines
    try:
        return Answer(_CHAT_ANSWER.dump_json(result, by_alias=True))
    except Exception as error:
        raise Final() from error


QUICK_CHAT = Lane("POST", "/api/mcp-chatbot/chat", serve_chat, reads_body=True, queued=True)
