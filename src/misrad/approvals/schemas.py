"""API shapes of the approvals area."""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING

from pydantic import Field

from misrad.core.i18n import translate
from misrad.core.schemas import ApiModel, InputModel, Money, Timestamp

if TYPE_CHECKING:
    from collections.abc import Sequence

    from misrad.approvals.duties import Waiting
    from misrad.approvals.models import Approval


class FraudFlagOut(ApiModel):
    alert_id: int
    type: str
    severity: str


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
    waiting_reason: str | None = Field(
        default=None, description="why the flow waits and for whom (null once decided)"
    )
    waiting_reason_code: str | None = Field(
        default=None,
        description="approval_waiting_for_approver, approval_waiting_for_admin,"
        " approval_waiting_self_approval or approval_waiting_separation",
    )
    fraud_alert_count: int = Field(default=0, description="the document's open fraud alerts")
    fraud_alerts: list[FraudFlagOut] = Field(
        default_factory=list, description="the document's open fraud alerts: type and severity"
    )


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
    self_approval: bool = Field(
        default=False,
        description="the submitter or an earlier approver decided (separation of duties allowed it)",
    )


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


def pending_out(approval: Approval, waiting: Waiting | None, flags: Sequence[object]) -> PendingApprovalOut:
    """A pending row with why it waits (for whom) and its document's open fraud flags (objects with the
    fields of ``FraudFlagOut``, given by whoever composes approvals with fraud)."""
    return PendingApprovalOut(
        id=approval.id,
        document_id=approval.document_id,
        document_name=approval.document_name,
        approval_level=approval.approval_level,
        required_level=approval.required_level,
        amount=approval.amount,
        currency=approval.currency,
        supplier=approval.supplier,
        submitted_by=approval.submitted_by_email,
        submitted_at=approval.submitted_at,
        pending_approver=approval.pending_approver_email,
        waiting_reason=translate(waiting.code, **waiting.params) if waiting else None,
        waiting_reason_code=waiting.code if waiting else None,
        fraud_alert_count=len(flags),
        fraud_alerts=[FraudFlagOut(**vars(flag)) for flag in flags],
    )
