from misrad.core.errors import Conflict, Forbidden, InvalidInput, NotFound


class ApprovalNotFound(NotFound):
    code = "approval_not_found"


class ApprovalDecided(Conflict):
    code = "approval_already_decided"


class ApprovalMoved(Conflict):
    code = "approval_step_already_decided"


class NotPendingApprover(Forbidden):
    code = "approval_not_pending_approver"


class OwnInvoice(Forbidden):
    code = "approval_own_invoice"


class BlockedByFraudAlert(Conflict):
    code = "approval_blocked_by_fraud_alert"


class InvalidNextApprover(InvalidInput):
    code = "approval_invalid_next_approver"


class InvalidRules(InvalidInput):
    code = "approval_invalid_rules"


class SeparationRequired(Forbidden):
    """Separation of duties is ``always`` and nobody but the barred people may decide this level."""

    code = "approval_separation_required"
