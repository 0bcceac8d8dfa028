"""The assistant: conversations on the side (active or archived, searched, renamed, archived, deleted),
the thread with answers as sanitised Markdown, the bound customer as a card, and the composer.

A message is sent by the page's script to ``/assistant/{id}/stream``, which answers with server-sent
events while the LLM writes (see ``web.streaming``); without script the form posts to
``/assistant/{id}/messages`` and the page comes back with the answer. Both call ``assistant.chat``,
as the JSON routes do.
"""

from __future__ import annotations

from typing import Any

from fastapi import Request
from fastapi.responses import RedirectResponse, Response
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from misrad.assistant import chat
from misrad.assistant import service as assistant
from misrad.assistant.schemas import ConversationCreate, ConversationUpdate
from misrad.core.errors import MisradError
from misrad.core.i18n import translate
from misrad.core.pagination import PageRequest
from misrad.core.schemas import Id
from misrad.core.web import DbSession, make_router
from misrad.providers import service as providers
from misrad.web.assistant_view import customer_card, message_view
from misrad.web.streaming import answer_events
from misrad.web.templating import render
from misrad.web.viewer import PageViewer, Viewer

router = make_router()
ConversationId = Id  # bounded like every id of the API
STATUSES = ("active", "archived")
LIST_SIZE = 50


def _id(text: str) -> int | None:
    return int(text) if text.isdigit() and 0 < len(text) < 10 and int(text) > 0 else None


def _side(session: Session, viewer: Viewer, status: str, search: str) -> dict[str, Any]:
    status = status if status in STATUSES else "active"
    found = assistant.list_conversations(session, viewer.caller, status, PageRequest(1, LIST_SIZE), search)
    return {"conversations": found.items, "total": found.total, "status": status, "search": search}


def _choices(session: Session) -> dict[str, Any]:
    """What a new conversation may pick: the active prompts, and providers with their models."""
    listed = providers.list_providers(session)
    return {
        "prompts": assistant.list_prompts(session),
        "providers": [p for p in listed if p.is_active or p.code == "local"],
    }


@router.get("/assistant")
def assistant_page(
    request: Request,
    viewer: PageViewer,
    session: DbSession,
    status: str = "active",
    q: str = "",
    customer: str = "",
    done: str = "",
) -> Response:
    bound = _id(customer)
    return render(
        request,
        "assistant.html",
        viewer,
        done=done == "deleted",
        **_side(session, viewer, status, q[:200]),
        **_choices(session),
        conversation=None,
        messages=[],
        card=customer_card(session, bound) if bound else None,
        bound_customer=bound,
        errors={},
    )


@router.get("/assistant/{conversation_id:int}")
def conversation_page(
    request: Request,
    conversation_id: ConversationId,
    viewer: PageViewer,
    session: DbSession,
    status: str = "",
    q: str = "",
    error: str = "",
) -> Response:
    conversation = assistant.get_conversation(session, viewer.caller, conversation_id)
    detail = assistant.conversation_detail(session, conversation)
    side = _side(session, viewer, status or conversation.status, q[:200])
    return render(
        request,
        "assistant.html",
        viewer,
        **side,
        **_choices(session),
        conversation=detail,
        messages=[message_view(m) for m in detail.messages],
        card=customer_card(session, detail.customer_id),
        bound_customer=detail.customer_id,
        errors={"message": translate(error)} if error in ("message_required", "message_too_long") else {},
    )


def _create_body(form: Any) -> ConversationCreate:
    customer = _id(str(form.get("customer_id", "")))
    return ConversationCreate(
        prompt_id=_id(str(form.get("prompt_id", ""))),
        provider_id=_id(str(form.get("provider_id", ""))),
        model_id=_id(str(form.get("model_id", ""))),
        context_type="customer" if customer else None,
        context_id=customer,
    )


@router.post("/assistant/conversations")
async def create(request: Request, viewer: PageViewer, session: DbSession) -> Response:
    body = _create_body(await request.form())

    def write() -> Response:
        try:
            with session.begin_nested():
                conversation = assistant.create_conversation(session, viewer.caller, body, viewer.language)
        except MisradError as error:
            return render(
                request,
                "assistant.html",
                viewer,
                status_code=error.status,
                **_side(session, viewer, "active", ""),
                **_choices(session),
                conversation=None,
                messages=[],
                card=None,
                bound_customer=body.context_id,
                errors={"new": translate(error.error_code, **error.params)},
            )
        return RedirectResponse(f"/assistant/{conversation.id}", 303)

    return await run_in_threadpool(write)


@router.post("/assistant/{conversation_id:int}/messages")
async def send(request: Request, conversation_id: ConversationId, viewer: PageViewer) -> Response:
    """Without script: answer, then show the conversation again (the answer is stored)."""
    text = str((await request.form()).get("message", ""))
    try:
        await run_in_threadpool(chat.post_message, viewer.caller, text, conversation_id=conversation_id)
    except MisradError as error:
        if error.error_code in ("message_required", "message_too_long"):
            return RedirectResponse(f"/assistant/{conversation_id}?error={error.error_code}", 303)
        raise
    return RedirectResponse(f"/assistant/{conversation_id}#latest", 303)


@router.post("/assistant/{conversation_id:int}/stream")
async def stream(request: Request, conversation_id: ConversationId, viewer: PageViewer) -> Response:
    """The answer as server-sent events: ``delta`` pieces of text, ``restart``, then ``done``."""
    text = str((await request.form()).get("message", ""))
    return answer_events(viewer, conversation_id, text)


@router.post("/assistant/{conversation_id:int}/rename")
async def rename(
    request: Request, conversation_id: ConversationId, viewer: PageViewer, session: DbSession
) -> Response:
    title = " ".join(str((await request.form()).get("title", "")).split())[:200]
    if title:
        body = ConversationUpdate(title=title)
        await run_in_threadpool(assistant.update_conversation, session, viewer.caller, conversation_id, body)
    return RedirectResponse(f"/assistant/{conversation_id}", 303)


@router.post("/assistant/{conversation_id:int}/archive")
def archive(conversation_id: ConversationId, viewer: PageViewer, session: DbSession) -> Response:
    body = ConversationUpdate(status="archived")
    assistant.update_conversation(session, viewer.caller, conversation_id, body)
    return RedirectResponse(f"/assistant/{conversation_id}", 303)


@router.post("/assistant/{conversation_id:int}/restore")
def restore(conversation_id: ConversationId, viewer: PageViewer, session: DbSession) -> Response:
    body = ConversationUpdate(status="active")
    assistant.update_conversation(session, viewer.caller, conversation_id, body)
    return RedirectResponse(f"/assistant/{conversation_id}", 303)


@router.post("/assistant/{conversation_id:int}/delete")
def delete(conversation_id: ConversationId, viewer: PageViewer, session: DbSession) -> Response:
    """As the API's DELETE: a soft delete, the conversation is archived and kept."""
    assistant.archive_conversation(session, viewer.caller, conversation_id)
    return RedirectResponse("/assistant?done=deleted", 303)
