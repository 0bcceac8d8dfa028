"""The office's choice of an LLM for invoices its own reading cannot settle (``intake.ai_reading``).

Documents keeps the row; whether the provider and model exist is the AI area's to say, so the caller
(``intake.ai_choice``) checks them before saving. Services flush, never commit.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.orm import Session

from misrad.documents import repository


@dataclass(frozen=True)
class AiReadingChoiceView:
    enabled: bool
    provider_id: int | None
    model_id: int | None
    updated_at: datetime | None


def ai_reading_choice(session: Session) -> AiReadingChoiceView:
    """As saved; off, with nothing chosen, until an admin saves a choice."""
    row = repository.ai_reading_choice(session)
    if row is None:
        return AiReadingChoiceView(enabled=False, provider_id=None, model_id=None, updated_at=None)
    return AiReadingChoiceView(row.enabled, row.provider_id, row.model_id, row.updated_at)


def save_ai_reading_choice(
    session: Session, *, enabled: bool, provider_id: int | None, model_id: int | None, user_id: int
) -> AiReadingChoiceView:
    row = repository.ai_reading_choice_for_update(session)
    row.enabled, row.provider_id, row.model_id, row.updated_by = enabled, provider_id, model_id, user_id
    session.flush()
    return ai_reading_choice(session)
