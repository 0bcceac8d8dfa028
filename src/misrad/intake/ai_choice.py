"""Which LLM reads the invoices the own reading cannot settle: the admin's choice, checked against the
AI area's catalogue (``ai_reading`` uses it). Services flush, never commit."""

from __future__ import annotations

import contextlib

from sqlalchemy.orm import Session

from misrad.auth.schemas import Caller
from misrad.core.errors import Forbidden, InvalidInput
from misrad.core.schemas import ApiModel, Id, InputModel, Timestamp
from misrad.documents import service as documents
from misrad.providers import service as providers
from misrad.providers.errors import ProviderNotFound
from misrad.providers.gateway import resolve_model


class AiReadingBody(InputModel):
    enabled: bool
    provider_id: Id | None = None
    model_id: Id | None = None


class AiReadingOut(ApiModel):
    enabled: bool
    provider_id: int | None
    model_id: int | None
    provider_name: str | None
    model_name: str | None
    updated_at: Timestamp | None


def ai_reading(session: Session) -> AiReadingOut:
    """The choice as saved, with the names of what it names (None for what has since gone)."""
    choice = documents.ai_reading_choice(session)
    provider_name = model_name = None
    provider = None
    if choice.provider_id is not None:
        # Only the chosen provider's models are read; one removed since it was chosen has no names.
        with contextlib.suppress(ProviderNotFound):
            provider = providers.provider_view(session, choice.provider_id)
    if provider is not None:
        provider_name = provider.display_name
        model_name = next((m.display_name for m in provider.models if m.id == choice.model_id), None)
    return AiReadingOut(
        enabled=choice.enabled,
        provider_id=choice.provider_id,
        model_id=choice.model_id,
        provider_name=provider_name,
        model_name=model_name,
        updated_at=choice.updated_at,
    )


def save_ai_reading(session: Session, caller: Caller, body: AiReadingBody) -> AiReadingOut:
    """Admins only. Turning it on needs a provider that can read (not the built-in engine, which
    answers questions and reads no documents); a model, when given, must be that provider's."""
    if not caller.is_admin:
        raise Forbidden()
    provider = providers.require_provider(session, body.provider_id)  # an unknown id is 400
    if provider is None:
        if body.enabled or body.model_id is not None:
            raise InvalidInput("ai_reading_needs_provider")
    elif provider.code == "local":
        raise InvalidInput("ai_reading_local_provider")
    else:
        resolve_model(session, provider.id, body.model_id)  # a model of another provider is 400
    documents.save_ai_reading_choice(
        session,
        enabled=body.enabled,
        provider_id=body.provider_id,
        model_id=body.model_id,
        user_id=caller.id,
    )
    return ai_reading(session)
