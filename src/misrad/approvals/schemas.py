"""API shapes of the approvals area."""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING

from pydantic import Field

from misrad.core.schemas import ApiModel, InputModel, Money, Timestamp

if TYPE_CHECKING:
    from misrad.approvals.models import Approval


class PendingApprovalOut(ApiModel):
    id: int
    document_id: int
    document_name: str
    approval_level: int
    required_level: int
    amount: Money
    currency: str
    supplier: str | None
    submitted_by: str
    submitted_at: Timestamp
    pending_approver: str | None


class PendingList(ApiModel):
    pending_approvals: list[PendingApprovalOut]
    total: int
    pages: int
    current_page: int
    per_page: int


class ApproveBody(InputModel):
    notes: str | None = Field(default=None, max_length=2000)
    next_approver: str | None = Field(
        default=None, max_length=254, description="email of the approver of the next level (optional)"
    )
    approval_level: int | None = Field(
        default=None, ge=1, description="the level the client saw; 409 when the flow has moved on"
    )


class RejectBody(InputModel):
    reason: str | None = Field(default=None, max_length=2000, description="required")
    approval_level: int | None = Field(default=None, ge=1)


class DecisionResult(ApiModel):
    id: int
    status: str
    approval_level: int
    pending_approver: str | None


class ApprovalEventOut(ApiModel):
    level: int
    action: str
    actor: str
    actor_role: str
    notes: str | None
    next_approver: str | None
    at: Timestamp


class ApprovalDetail(PendingApprovalOut):
    status: str
    reject_reason: str | None
    decided_at: Timestamp | None
    history: list[ApprovalEventOut]


class RuleIn(InputModel):
    min_amount: Decimal = Field(ge=0, max_digits=14, decimal_places=2)
    max_amount: Decimal | None = Field(default=None, gt=0, max_digits=14, decimal_places=2)
    required_levels: int = Field(ge=0, le=10)


class RulesBody(InputModel):
    rules: list[RuleIn] = Field(max_length=50)


class RuleOut(ApiModel):
    min_amount: Money
    max_amount: Money | None
    required_levels: int


class RuleList(ApiModel):
    rules: list[RuleOut]
    currency: str = "ILS"


def decision_out(approval: Approval) -> DecisionResult:
    return DecisionResult(
        id=approval.id,
        status=approval.status,
        approval_level=approval.approval_level,
        pending_approver=approval.pending_approver_email,
    )
