"""A document's approval audit trail: every step of its flows, oldest first, as pages and API show it."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

from misrad.approvals.models import Approval, ApprovalStep
from misrad.approvals.repository import ApprovalRepository


@dataclass(frozen=True)
class ApprovalEvent:
    """One line of a document's approval audit trail."""

    approval_id: int
    level: int
    action: str
    actor: str
    actor_role: str
    notes: str | None
    next_approver: str | None
    at: datetime
    self_approval: bool = False

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def _event(step: ApprovalStep) -> ApprovalEvent:
    return ApprovalEvent(
        approval_id=step.approval_id,
        level=step.level,
        action=step.action,
        actor=step.actor_email,
        actor_role=step.actor_role,
        notes=step.notes,
        next_approver=step.next_approver_email,
        at=step.created_at,
        self_approval=step.self_approval,
    )


def history_of(session: Session, document_id: int) -> list[ApprovalEvent]:
    """Every approval event of a document, oldest first (the document detail's audit trail)."""
    return [_event(step) for step in ApprovalRepository(session).steps_of_document(document_id)]


def approval_history(session: Session, approval: Approval) -> list[ApprovalEvent]:
    """Every step of one flow, oldest first (the approval's own history)."""
    return [_event(step) for step in ApprovalRepository(session).steps_of_approval(approval.id)]
