"""Approvals (`/api/email-scanning/approvals`).

A processed invoice enters the flow automatically (intake calls the service). Rules map amount ranges
(ILS; other currencies converted with the configured rates) to a number of levels; approvers are users
with role `approver` and an `approval_level`; admins act at any level. `submitted_by` and
`pending_approver` are email addresses; `pending_approver` is null when no approver fits a level (then
only an admin can decide it); `waiting_reason` says why a pending flow waits and for whom. Only the
pending approver or an admin may act (403). Separation of duties (`MISRAD_SEPARATION_OF_DUTIES`): by
default (`when_possible`) nobody approves their own invoice (403) or two levels of one flow (409) while
someone else may decide that level; when nobody else may, they may, recorded as `self_approval` in the
history; `never` always allows it; `always` never does (403 `approval_separation_required` when nobody
else may decide). Pending flows are reassigned when users are added, deactivated or change role or
level. A decided flow is 409; of two simultaneous decisions exactly one wins, the other gets 409.
Visible to admins, approvers and the submitter; others get 404. Rows show the document's open fraud
alerts (`fraud_alert_count`, `fraud_alerts`); the final approval is refused with 409 while the
document has an open high-severity fraud alert. Endpoints that use approvals and fraud together (the
pending list with its fraud flags, approving a level) live with intake (``intake/routes.py``).
"""

from __future__ import annotations

from misrad.approvals import service
from misrad.approvals.schemas import (
    DecisionResult,
    RejectBody,
    RuleList,
    RuleOut,
    RulesBody,
    decision_out,
)
from misrad.auth.dependencies import AdminUser, CurrentUser
from misrad.core.i18n import translate
from misrad.core.schemas import DataEnvelope, ErrorBody, Id
from misrad.core.web import DbSession, make_router

ERRORS: dict[int | str, dict[str, object]] = {
    code: {"model": ErrorBody} for code in (400, 401, 403, 404, 409)
}
router = make_router(prefix="/api/email-scanning/approvals", tags=["approvals"], responses=ERRORS)


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
