"""Approvals (`/api/email-scanning/approvals`).

A processed invoice enters the flow automatically (intake calls the service). Rules map amount ranges
(ILS; other currencies converted with the configured rates) to a number of levels; approvers are users
with role `approver` and an `approval_level`; admins act at any level. `submitted_by` and
`pending_approver` are email addresses; `pending_approver` is null when no approver fits a level (then
only an admin can decide it). Only the pending approver or an admin may act (403); nobody approves their
own invoice (403) or two levels of one flow (409); a decided flow is 409; of two simultaneous decisions
exactly one wins, the other gets 409. Visible to admins, approvers and the submitter; others get 404.
The final approval is refused with 409 while the document has an open high-severity fraud alert:
that endpoint uses approvals and fraud together, so it lives with intake (``intake/routes.py``).
"""

from __future__ import annotations

from fastapi import APIRouter

from misrad.approvals import service
from misrad.approvals.models import Approval
from misrad.approvals.schemas import (
    ApprovalDetail,
    ApprovalEventOut,
    DecisionResult,
    PendingApprovalOut,
    PendingList,
    RejectBody,
    RuleList,
    RuleOut,
    RulesBody,
    decision_out,
)
from misrad.auth.dependencies import AdminUser, CurrentUser
from misrad.core.i18n import translate
from misrad.core.pagination import PageParams
from misrad.core.schemas import DataEnvelope, ErrorBody, Id
from misrad.core.web import DbSession

ERRORS: dict[int | str, dict[str, object]] = {
    code: {"model": ErrorBody} for code in (400, 401, 403, 404, 409)
}
router = APIRouter(prefix="/api/email-scanning/approvals", tags=["approvals"], responses=ERRORS)


def pending_out(approval: Approval) -> PendingApprovalOut:
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
    )


@router.get("/pending", response_model=DataEnvelope[PendingList])
def list_pending(caller: CurrentUser, session: DbSession, paging: PageParams) -> DataEnvelope[PendingList]:
    """What waits for the caller, oldest first: every pending flow for an admin, the flows assigned to
    an approver, nothing for a member."""
    page = service.list_pending(session, caller, paging)
    data = PendingList(pending_approvals=[pending_out(a) for a in page.items], **page.meta())
    return DataEnvelope(message=translate("approvals_listed"), data=data)


@router.get("/rules", response_model=DataEnvelope[RuleList])
def list_rules(caller: CurrentUser, session: DbSession) -> DataEnvelope[RuleList]:
    """The approval rules: amount ranges in ILS (`max_amount` null = no upper bound, exclusive) and the
    number of levels each needs (0 = no approval)."""
    rules = [RuleOut.model_validate(rule) for rule in service.list_rules(session)]
    return DataEnvelope(message="", data=RuleList(rules=rules))


@router.put("/rules", response_model=DataEnvelope[RuleList])
def replace_rules(body: RulesBody, admin: AdminUser, session: DbSession) -> DataEnvelope[RuleList]:
    """Replace every rule (admins). Overlapping ranges or an empty range are 400. Flows already started
    keep their number of levels."""
    rules = service.replace_rules(
        session, [(rule.min_amount, rule.max_amount, rule.required_levels) for rule in body.rules]
    )
    return DataEnvelope(
        message=translate("approval_rules_saved"),
        data=RuleList(rules=[RuleOut.model_validate(r) for r in rules]),
    )


@router.get("/{approval_id}", response_model=DataEnvelope[ApprovalDetail])
def get_approval(approval_id: Id, caller: CurrentUser, session: DbSession) -> DataEnvelope[ApprovalDetail]:
    """One flow with its audit trail (submitted, approved and rejected steps: who, when, notes)."""
    approval = service.get_approval(session, caller, approval_id)
    history = [
        ApprovalEventOut.model_validate(event.as_dict())
        for event in service.approval_history(session, approval)
    ]
    data = ApprovalDetail(
        **pending_out(approval).model_dump(),
        status=approval.status,
        reject_reason=approval.reject_reason,
        decided_at=approval.decided_at,
        history=history,
    )
    return DataEnvelope(message="", data=data)


@router.post("/{approval_id}/reject", response_model=DataEnvelope[DecisionResult])
def reject(
    approval_id: Id, body: RejectBody, caller: CurrentUser, session: DbSession
) -> DataEnvelope[DecisionResult]:
    """Reject the flow (`reason` required, 400 without); status becomes `rejected`. Intake may start a
    new flow for the document later (resubmission)."""
    approval = service.reject(
        session, caller, approval_id, reason=body.reason, expected_level=body.approval_level
    )
    return DataEnvelope(message=translate("approval_rejected"), data=decision_out(approval))
