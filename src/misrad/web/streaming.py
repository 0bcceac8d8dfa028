"""An answer as server-sent events, for the assistant's page.

``assistant.chat.post_message`` runs on a worker thread (it opens its own short units of work and holds
no transaction while the LLM writes) with a stream that hands each piece of text to the event loop;
the response sends them as they come:

- ``delta``: ``{"text": ...}``, a piece of the answer as written (shown as plain text);
- ``restart``: the text so far is void (the provider failed mid-answer and its fallback starts over,
  or a round of function calls follows);
- ``done``: ``{"html", "card", "title"}``: the stored answer as sanitised Markdown, the bound customer's
  card, the conversation's title (what the page shows once the answer is whole);
- ``failed``: ``{"message"}``: the answer could not be given (in the user's language).

The JSON API is unchanged: it answers whole, through the same function.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator
from typing import Any

from fastapi.responses import StreamingResponse
from starlette.concurrency import run_in_threadpool

from misrad.assistant import chat
from misrad.core.db import get_database
from misrad.core.errors import MisradError
from misrad.core.i18n import set_language, translate
from misrad.web.assistant_view import MessageView, customer_card
from misrad.web.markdown import render_answer
from misrad.web.templating import env
from misrad.web.viewer import Viewer

log = logging.getLogger("misrad.web")
Event = tuple[str, dict[str, Any]]
# Exchanges still answering, held so that one whose page went away is not collected half-way.
_running: set[asyncio.Future[None]] = set()


class _Pipe:
    """The stream the gateway writes to, on the worker thread; events cross to the event loop."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.queue: asyncio.Queue[Event] = asyncio.Queue()

    def put(self, kind: str, data: dict[str, Any]) -> None:
        self.loop.call_soon_threadsafe(self.queue.put_nowait, (kind, data))

    def written(self, text: str) -> None:
        self.put("delta", {"text": text})

    def restarted(self) -> None:
        self.put("restart", {})


def _finished(viewer: Viewer, outcome: chat.ChatOutcome) -> dict[str, Any]:
    """The answer whole, as the page shows it after a reload."""
    answer = outcome.answer
    message = MessageView(
        id=0,
        role="assistant",
        html=render_answer(answer.text),
        text=answer.text,
        created_at=None,
        functions_used=list(answer.functions_used),
        engine=outcome.engine,
    )
    with get_database().unit_of_work(write=False) as session:
        card = customer_card(session, outcome.conversation.customer_id)
    context = {"language": viewer.language}
    return {
        "html": env.get_template("_assistant_message.html").render(m=message, **context),
        "card": env.get_template("_customer_card.html").render(card=card, **context),
        "title": outcome.conversation.title,
    }


def _answer(viewer: Viewer, conversation_id: int, text: str, pipe: _Pipe) -> None:
    """On a worker thread: the whole exchange, then ``done`` or ``failed``; never an exception."""
    set_language(viewer.language)
    try:
        outcome = chat.post_message(viewer.caller, text, conversation_id=conversation_id, stream=pipe)
        pipe.put("done", _finished(viewer, outcome))
    except MisradError as error:
        pipe.put("failed", {"message": translate(error.error_code, **error.params)})
    except Exception:  # the page must show a message, never hang on a broken stream
        log.exception("streamed answer failed")
        pipe.put("failed", {"message": translate("web_assistant_failed")})


def _frame(kind: str, data: dict[str, Any]) -> str:
    return f"event: {kind}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"


def answer_events(viewer: Viewer, conversation_id: int, text: str) -> StreamingResponse:
    pipe = _Pipe(asyncio.get_running_loop())
    # The exchange goes on if the page goes away: the answer is stored and shown on the next visit.
    work = asyncio.ensure_future(run_in_threadpool(_answer, viewer, conversation_id, text, pipe))
    _running.add(work)
    work.add_done_callback(_running.discard)

    async def events() -> AsyncIterator[str]:
        yield ": answering\n\n"  # the response starts at once: the admission place is given back
        while True:
            kind, data = await pipe.queue.get()
            yield _frame(kind, data)
            if kind in ("done", "failed"):
                await work
                return

    headers = {"Cache-Control": "no-store", "X-Accel-Buffering": "no"}
    return StreamingResponse(events(), media_type="text/event-stream", headers=headers)
