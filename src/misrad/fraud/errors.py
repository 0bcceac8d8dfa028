from misrad.core.errors import Conflict, Forbidden, InvalidInput, NotFound


class AlertNotFound(NotFound):
    code = "fraud_alert_not_found"


class AlertAlreadyResolved(Conflict):
    code = "fraud_alert_already_resolved"


class UnknownResolution(InvalidInput):
    code = "fraud_unknown_resolution"


class InvalidFilter(InvalidInput):
    code = "fraud_invalid_filter"


class ResolveForbidden(Forbidden):
    code = "fraud_resolve_forbidden"


class SelfResolutionForbidden(Forbidden):
    """Separation of duties is ``always`` and nobody but the document's owner may resolve its alert."""

    code = "fraud_self_resolution_forbidden"


class NotificationNotFound(NotFound):
    code = "fraud_notification_not_found"
