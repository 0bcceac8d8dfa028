"""Multi-level approval of incoming invoices.

Choices where the spec and contract are silent (also in the route docs):
- Rules live in the ``approval_rules`` table (admins replace them through ``PUT /rules``): amount ranges
  in ILS -> required number of levels. Defaults (seeded when the table is empty): under 1,000 no
  approval; 1,000-9,999.99 one level; 10,000-49,999.99 two; from 50,000 three. The document's amount is
  converted to ILS by ``core.money`` (the settings' rates, rounded half up to agorot); an unknown
  currency needs the most levels any rule asks for.
- Level n is assigned to an active approver with ``approval_level`` n (lowest id), else to the lowest
  higher level; never to the submitter or anyone who already approved this flow. With nobody suitable
  the level is unassigned and only an admin can decide it (see ``duties`` for the one-person office).
- Who may act: the pending approver or an admin (403 otherwise); role and level are read when the
  decision is made, so an approver demoted below the step's level meanwhile gets 403. Nobody approves
  an invoice they submitted (403), and nobody approves two levels of one flow (409: their step is
  decided) — unless the separation-of-duties setting allows it (``duties``), recorded as a
  self-approval. User writes call ``reassign_pending`` so waiting flows follow who may decide.
- Approvals are visible to admins, approvers and the submitter; to anyone else they do not exist (404).
- A decided flow answers 409 (``approval_already_decided``); racing decisions go through ``UPDATE ...
  WHERE version = :seen AND status = 'pending'``, so exactly one wins and the loser gets 409
  ``approval_step_already_decided``. A client may send the ``approval_level`` it saw: when the flow has
  moved on meanwhile, the answer is 409 instead of deciding the next level.
- The final approval is refused (409) while the document has an open high-severity fraud alert; the
  check is a port (``OpenHighAlerts``) that intake wires to the fraud area.
- ``start_approval`` for a document whose latest flow is pending or approved returns that flow; after a
  rejection it starts a new one (resubmission).
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Any

from sqlalchemy.orm import Session

from misrad.approvals.duties import Deciders, Waiting, self_decision_allowed
from misrad.approvals.errors import (
    ApprovalDecided,
    ApprovalMoved,
    ApprovalNotFound,
    BlockedByFraudAlert,
    InvalidNextApprover,
    NotPendingApprover,
    OwnInvoice,
    SeparationRequired,
)

# The audit trail is part of this service's surface (re-exported: intake and the pages read it here).
from misrad.approvals.history import ApprovalEvent as ApprovalEvent
from misrad.approvals.history import approval_history as approval_history
from misrad.approvals.history import history_of as history_of
from misrad.approvals.models import Approval, ApprovalStep
from misrad.approvals.repository import ApprovalRepository

# The rules are part of this service's surface (re-exported: other areas and the pages use them here).
from misrad.approvals.rules import DEFAULT_RULES as DEFAULT_RULES
from misrad.approvals.rules import MAX_LEVELS as MAX_LEVELS
from misrad.approvals.rules import list_rules as list_rules
from misrad.approvals.rules import replace_rules as replace_rules
from misrad.approvals.rules import required_levels, seed_rules
from misrad.auth import service as auth_service
from misrad.auth.schemas import Caller
from misrad.core.clock import utcnow
from misrad.core.errors import InvalidInput
from misrad.core.money import to_ils
from misrad.core.pagination import Page, PageRequest

OpenHighAlerts = Callable[[Session, int], int]

# --- rules (the rule functions live in rules.py) ------------------------------------------------------


def seed_approvals(session: Session) -> None:
    """At every start: the default rules when there are none, and pending flows reassigned (the
    separation-of-duties setting may have changed since the last start)."""
    seed_rules(session)
    reassign_pending(session)


# --- starting a flow and what other areas read ------------------------------------------------------------


def start_approval(
    session: Session,
    *,
    document_id: int,
    submitted_by: int,
    document_name: str,
    supplier: str | None,
    amount: Decimal,
    currency: str,
) -> int | None:
    """Put a processed invoice into the approval flow; None when no rule requires approval."""
    approvals = ApprovalRepository(session)
    latest = approvals.latest_for_document(document_id)
    if latest is not None and latest.status in ("pending", "approved"):
        return latest.id
    currency = (currency or "ILS").upper()[:3]
    amount_ils = to_ils(amount, currency)
    levels = required_levels(session, amount_ils)
    if levels <= 0:
        return None
    flow = _new_flow(
        session,
        submitted_by,
        levels,
        document_id=document_id,
        document_name=document_name[:255],
        supplier=supplier[:200] if supplier else None,
        amount=amount,
        currency=currency,
        amount_ils=amount_ils if amount_ils is not None else amount,
    )
    approval = approvals.add(flow)
    _record_submission(approvals, approval)
    return approval.id


def _new_flow(session: Session, submitted_by: int, levels: int, **document: Any) -> Approval:
    """A pending flow at its first level, put to the first decider who is not the submitter."""
    email = auth_service.get_user_email(session, submitted_by) or ""
    assignee = Deciders.load(session).plan(1, {submitted_by})
    return Approval(
        submitted_at=utcnow(),  # its "submitted" step's too: two clock reads could straddle a second
        submitted_by=submitted_by,
        submitted_by_email=email,
        required_level=levels,
        approval_level=1,
        status="pending",
        pending_approver_id=assignee.id if assignee else None,
        pending_approver_email=assignee.email if assignee else None,
        **document,
    )


def _record_submission(approvals: ApprovalRepository, approval: Approval) -> None:
    approvals.add_step(
        ApprovalStep(
            approval_id=approval.id,
            document_id=approval.document_id,
            level=0,
            action="submitted",
            created_at=approval.submitted_at,
            actor_id=approval.submitted_by,
            actor_email=approval.submitted_by_email,
            actor_role="submitter",
            next_approver_email=approval.pending_approver_email,
        )
    )


def status_of(session: Session, document_id: int) -> str | None:
    """The status of the document's latest flow (``pending``, ``approved``, ``rejected``) or None."""
    latest = ApprovalRepository(session).latest_for_document(document_id)
    return latest.status if latest else None


def statuses_of(session: Session, document_ids: list[int]) -> dict[int, str]:
    """``status_of`` for many documents at once; documents without a flow are left out."""
    approvals, ids = ApprovalRepository(session), list(dict.fromkeys(document_ids))
    found: dict[int, str] = {}
    # In slices: an export may ask for many thousands of documents, beyond a statement's parameter limit.
    for start in range(0, len(ids), 500):
        found |= approvals.latest_statuses(ids[start : start + 500])
    return found


def pending_count(session: Session, caller: Caller) -> int:
    """What waits for the caller: every pending flow for an admin, their own for an approver."""
    if caller.is_admin:
        return ApprovalRepository(session).pending_count(None)
    if caller.role == "approver":
        return ApprovalRepository(session).pending_count(caller.id)
    return 0


def is_approver_of(session: Session, caller: Caller, document_id: int) -> bool:
    """Whether the caller is asked to decide the document now, or decided one of its levels before."""
    return caller.id in ApprovalRepository(session).approver_ids_of_document(document_id)


# --- the approvals API ------------------------------------------------------------------------------------


def _visible(caller: Caller, approval: Approval) -> bool:
    return caller.is_admin or caller.role == "approver" or approval.submitted_by == caller.id


def get_approval(session: Session, caller: Caller, approval_id: int) -> Approval:
    approval = ApprovalRepository(session).get(approval_id)
    if approval is None or not _visible(caller, approval):
        raise ApprovalNotFound()
    return approval


def list_pending(session: Session, caller: Caller, request: PageRequest) -> Page:
    if not (caller.is_admin or caller.role == "approver"):
        return Page(items=[], total=0, page=request.page, per_page=request.per_page)
    approver_id = None if caller.is_admin else caller.id
    approvals = ApprovalRepository(session)
    total = approvals.pending_count(approver_id)
    items = approvals.pending_page(approver_id, request.per_page, request.offset) if total else []
    return Page(items=items, total=total, page=request.page, per_page=request.per_page)


def decided_history(session: Session, caller: Caller, limit: int = 50) -> list[Approval]:
    """The decided flows the caller may look back on: all for an admin, else those they submitted or
    decided a level of; newest decision first."""
    return ApprovalRepository(session).decided_page(None if caller.is_admin else caller.id, limit)


def self_approved(session: Session, approvals: list[Approval]) -> set[int]:
    """The ids of those flows in which someone approved a level alone (separation of duties waived)."""
    return ApprovalRepository(session).self_approved_of([a.id for a in approvals])


def pending_of_document(session: Session, document_id: int) -> Approval | None:
    """The document's flow while it waits for a decision (None once decided or without one)."""
    latest = ApprovalRepository(session).latest_for_document(document_id)
    return latest if latest is not None and latest.status == "pending" else None


def may_decide_now(caller: Caller, approval: Approval) -> bool:
    """Whether the page offers the caller the decision (the service still checks every rule)."""
    return approval.status == "pending" and (caller.is_admin or approval.pending_approver_id == caller.id)


def next_approver_choices(session: Session, caller: Caller, approval: Approval) -> list[str]:
    """Whom the caller may name for the flow's next level (emails; empty on its last level): active
    admins and approvers of that level or above, never the submitter or someone who already decided."""
    if approval.approval_level >= approval.required_level:
        return []
    level = approval.approval_level + 1
    excluded = {approval.submitted_by, caller.id, *ApprovalRepository(session).decider_ids(approval.id)}
    approvers = [
        u.email
        for u in auth_service.active_approvers(session)
        if (u.approval_level or 0) >= level and u.id not in excluded
    ]
    admin_ids = [i for i in auth_service.active_admin_ids(session) if i not in excluded]
    return approvers + sorted(auth_service.user_emails(session, admin_ids).values())


def waiting_reasons(session: Session, approvals: list[Approval]) -> dict[int, Waiting]:
    """Why each pending flow waits and for whom (decided flows are left out)."""
    pending = [a for a in approvals if a.status == "pending"]
    if not pending:
        return {}
    directory = Deciders.load(session)
    deciders = ApprovalRepository(session).deciders_of([a.id for a in pending])
    return {
        a.id: directory.waiting(
            a.approval_level,
            {a.submitted_by, *deciders[a.id]},
            a.pending_approver_id,
            a.pending_approver_email,
        )
        for a in pending
    }


def reassign_pending(session: Session) -> int:
    """Give every pending level whose assignee no longer fits (or that waits for nobody, or for a
    self-approval) to whoever may decide it now; returns how many flows changed hands.

    Called explicitly after every user write that can change who decides (a user added, removed,
    deactivated, or given another role or level), and at start-up (the setting may have changed)."""
    approvals = ApprovalRepository(session)
    pending = approvals.all_pending()
    if not pending:
        return 0
    directory = Deciders.load(session)
    deciders = approvals.deciders_of([a.id for a in pending])
    changed = 0
    for approval in pending:
        level, current = approval.approval_level, approval.pending_approver_id
        excluded = {approval.submitted_by, *deciders[approval.id]}
        if current is not None and current not in excluded and directory.fits(current, level):
            continue
        assignee = directory.plan(level, excluded)
        if (assignee.id if assignee else None) == current:
            continue
        values = {
            "pending_approver_id": assignee.id if assignee else None,
            "pending_approver_email": assignee.email if assignee else None,
            "updated_at": utcnow(),
        }
        # A decision racing this write wins; the flow is then no longer pending and nothing is lost.
        changed += int(approvals.decide(approval.id, approval.version, values))
    return changed


def _may_act(caller: Caller, approval: Approval) -> bool:
    """The pending approver or an admin. Role and level are the caller's now, not when the step was
    assigned: an approver whose level was lowered below the step's no longer decides it."""
    if caller.is_admin:
        return True
    return (
        caller.role == "approver"
        and approval.pending_approver_id == caller.id
        and (caller.approval_level or 0) >= approval.approval_level
    )


def _check_open(approval: Approval, expected_level: int | None) -> None:
    if approval.status != "pending":
        raise ApprovalDecided()
    if expected_level is not None and expected_level != approval.approval_level:
        raise ApprovalMoved()


def _next_approver(session: Session, email: str, level: int, excluded: set[int]) -> auth_service.UserBrief:
    user = auth_service.find_user_by_email(session, email)
    allowed = (
        user is not None
        and user.is_active
        and user.id not in excluded
        and (user.role == "admin" or (user.role == "approver" and (user.approval_level or 0) >= level))
    )
    if user is None or not allowed:
        raise InvalidNextApprover()
    return user


def _check_separation(directory: Deciders, caller: Caller, approval: Approval, deciders: set[int]) -> bool:
    """Whether the caller decides as a self-approval; raises when separation of duties forbids it.

    The submitter and earlier approvers of the flow are barred unless the setting allows it: always
    (``never``), or when nobody else may decide this level (``when_possible``)."""
    if caller.id not in deciders and caller.id != approval.submitted_by:
        return False
    excluded = {approval.submitted_by, *deciders}
    others = directory.others_may_decide(approval.approval_level, excluded)
    if self_decision_allowed(others):
        return True
    if not others:
        raise SeparationRequired(level=approval.approval_level)
    if caller.id in deciders:
        raise ApprovalMoved()
    raise OwnInvoice()


def _final_approval(
    session: Session, approval: Approval, next_approver: str | None, open_high_alerts: OpenHighAlerts
) -> dict[str, Any]:
    """The last level: no next approver to choose, and no open high-severity fraud alert."""
    if next_approver:
        raise InvalidNextApprover()
    if open_high_alerts(session, approval.document_id) > 0:
        raise BlockedByFraudAlert()
    now = utcnow()
    return {
        "updated_at": now,
        "status": "approved",
        "decided_at": now,
        "pending_approver_id": None,
        "pending_approver_email": None,
    }


def _next_level(
    session: Session, directory: Deciders, level: int, next_approver: str | None, excluded: set[int]
) -> tuple[dict[str, Any], auth_service.UserBrief | None]:
    """The flow moves to ``level``: the chosen approver, or whoever the directory plans for it."""
    assignee = (
        _next_approver(session, next_approver, level, excluded)
        if next_approver
        else directory.plan(level, excluded)
    )
    values = {
        "updated_at": utcnow(),
        "approval_level": level,
        "pending_approver_id": assignee.id if assignee else None,
        "pending_approver_email": assignee.email if assignee else None,
    }
    return values, assignee


def approve(
    session: Session,
    caller: Caller,
    approval_id: int,
    *,
    notes: str | None,
    next_approver: str | None,
    expected_level: int | None,
    open_high_alerts: OpenHighAlerts,
) -> Approval:
    approvals = ApprovalRepository(session)
    approval = get_approval(session, caller, approval_id)
    _check_open(approval, expected_level)
    deciders = approvals.decider_ids(approval.id)
    directory = Deciders.load(session)
    self_approval = _check_separation(directory, caller, approval, deciders)
    if not _may_act(caller, approval):
        raise NotPendingApprover()
    seen_version, level = approval.version, approval.approval_level
    if level >= approval.required_level:
        values, assignee = _final_approval(session, approval, next_approver, open_high_alerts), None
    else:
        excluded = {approval.submitted_by, caller.id, *deciders}
        values, assignee = _next_level(session, directory, level + 1, next_approver, excluded)
    if not approvals.decide(approval.id, seen_version, values):
        # Someone decided this step between our read and our write (the race the version guards).
        raise ApprovalMoved()
    _record_step(
        session, approval, level, "approved", caller, notes or None,
        next_approver_email=assignee.email if assignee else None, self_approval=self_approval,
    )  # fmt: skip
    return approval


def reject(
    session: Session, caller: Caller, approval_id: int, *, reason: str | None, expected_level: int | None
) -> Approval:
    approvals = ApprovalRepository(session)
    approval = get_approval(session, caller, approval_id)
    if not reason or not reason.strip():
        raise InvalidInput("approval_reason_required")
    _check_open(approval, expected_level)
    if not _may_act(caller, approval):
        raise NotPendingApprover()
    now = utcnow()
    values = {
        "status": "rejected",
        "decided_at": now,
        "reject_reason": reason,
        "pending_approver_id": None,
        "pending_approver_email": None,
        "updated_at": now,
    }
    level = approval.approval_level
    if not approvals.decide(approval.id, approval.version, values):
        raise ApprovalMoved()
    _record_step(session, approval, level, "rejected", caller, reason)
    return approval


def _record_step(
    session: Session,
    approval: Approval,
    level: int,
    action: str,
    caller: Caller,
    notes: str | None,
    **details: Any,
) -> None:
    """The step a decision adds to the approval's history (who, at which level, why), then the approval
    read again as the decision left it."""
    ApprovalRepository(session).add_step(
        ApprovalStep(
            approval_id=approval.id, document_id=approval.document_id, level=level, action=action,
            actor_id=caller.id, actor_email=caller.email, actor_role=caller.role, notes=notes, **details,
        )
    )  # fmt: skip
    session.refresh(approval)
