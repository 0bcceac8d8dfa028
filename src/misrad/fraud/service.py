"""Fraud checks and alerts.

Choices where the spec and contract are silent (also in the route docs):
- Checks run on a document's facts (``DocumentFacts``) each time intake processes it or its fields are
  edited. A pending alert whose cause no longer holds on a re-run is closed by the system with
  resolution ``cleared`` (no ``resolved_by``); resolved alerts are never reopened or raised again.
- A cause is (document, type, cause key); duplicates are keyed by the pair of documents, so a pair is
  flagged once, on the later document, and a pair resolved as ``false_positive`` is never flagged again.
- ``alert_count`` and ``open_high_severity_count`` count pending alerts only.
- Visibility: admins and approvers see every alert; any other user sees the alerts of documents they
  own; others get 404. Admins and approvers resolve alerts, but not on a document they own (403), so
  nobody clears the alert that blocks their own invoice's approval — unless separation of duties allows
  it (``never``; ``when_possible`` when no other admin or approver exists), then it is recorded as
  ``self_resolved``; owners who are members get 403.
- Notifications: each new alert notifies the document's owner and every active admin.
- When a document is deleted (``forget_document``) it stops being a duplicate source; its own pending
  alerts are closed as ``cleared`` and pending alerts naming it as the duplicate as ``duplicate_removed``.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from sqlalchemy.orm import Session

from misrad.auth import service as auth_service
from misrad.auth.schemas import Caller
from misrad.core import money
from misrad.core.clock import business_today, utcnow
from misrad.core.i18n import translate
from misrad.core.pagination import Page, PageRequest
from misrad.core.settings import get_settings
from misrad.fraud import checks, lsh, registry
from misrad.fraud.errors import (
    AlertAlreadyResolved,
    AlertNotFound,
    InvalidFilter,
    NotificationNotFound,
    ResolveForbidden,
    SelfResolutionForbidden,
    UnknownResolution,
)
from misrad.fraud.models import (
    ALERT_TYPES,
    RESOLUTIONS,
    SEVERITIES,
    DocumentFingerprint,
    FraudAlert,
    FraudNotification,
)
from misrad.fraud.repository import AlertRepository, FingerprintRepository, NotificationRepository
from misrad.fraud.schemas import DocumentFacts, Finding

SYSTEM_CLEARED = "cleared"
HISTORY_LIMIT = 100
STATUSES = ("pending", "resolved")
# The alert row as the pages read it: they type against the service, never the area's models.
Alert = FraudAlert


# --- running the checks: gather the context, run ``registry.CHECKS``, record ----------------------------


def gather_context(session: Session, facts: DocumentFacts) -> checks.CheckContext:
    """Everything the checks read besides the document, in one pass over the database and settings."""
    settings = get_settings()
    tax_key, name_key = checks.supplier_keys(facts)
    signature = lsh.signature(facts.text or "")
    prints = FingerprintRepository(session)
    # Amount history: one currency, one supplier identity (the tax id first, then the normalised name).
    history = (
        checks.one_supplier(
            prints.supplier_amounts(
                (tax_key, name_key), (facts.currency or "").upper() or None, facts.document_id, HISTORY_LIMIT
            ),
            tax_key,
        )
        if tax_key or name_key
        else None
    )
    invoice = checks.invoice_key(facts.invoice_number)
    same_file = prints.by_file(facts.file_sha256, facts.document_id) if facts.file_sha256 else []
    same_invoice = prints.by_invoice(invoice, tax_key, name_key, facts.document_id) if invoice else []
    near = prints.candidates(lsh.band_keys(signature), facts.document_id) if signature else []
    fingerprints = prints.get_many([*same_file, *same_invoice, *near])
    blocked = AlertRepository(session).pair_blocked(facts.document_id, sorted(fingerprints))
    return checks.CheckContext(
        today=business_today(),
        vat_rates=settings.vat_rates,
        allocation_thresholds=settings.fraud_allocation_thresholds,
        to_ils=money.ils_rates(),
        min_supplier_history=settings.fraud_min_supplier_history,
        near_duplicate_threshold=settings.fraud_near_duplicate_threshold,
        signature=signature,
        supplier_history=history,
        same_file=same_file,
        same_invoice=same_invoice,
        fingerprints=fingerprints,
        blocked_pairs=blocked,
    )


def needs_a_look(confidence: dict[str, float], values: dict[str, Any]) -> set[str]:
    """The fields that hold a value read with too little confidence to judge by: the checks that rely
    on them did not run (a misread is a reading problem, not fraud), and the document page marks them."""
    subtotal = values.get("subtotal_amount")
    confidence = registry.settled(
        confidence, None if subtotal is None else Decimal(str(subtotal)), values.get("line_items") or []
    )
    return {
        name
        for name, sure in confidence.items()
        if sure < checks.READ_CONFIDENCE_FLOOR and values.get(name) not in (None, "", [])
    }


def run_checks(facts: DocumentFacts, context: checks.CheckContext) -> list[Finding]:
    """Every check of ``registry.CHECKS`` over ``facts`` but those on misread fields (pure: no I/O)."""
    return [
        finding
        for check in registry.CHECKS
        if not registry.misread(facts, check)
        for finding in check(facts, context)
    ]


def _remember(session: Session, facts: DocumentFacts, signature: list[int]) -> None:
    tax_key, name_key = checks.supplier_keys(facts)
    FingerprintRepository(session).replace(
        DocumentFingerprint(
            document_id=facts.document_id,
            owner_id=facts.owner_id,
            supplier_key=tax_key or name_key,
            name_key=name_key,
            invoice_key=checks.invoice_key(facts.invoice_number),
            file_sha256=facts.file_sha256 or "",
            invoice_date=facts.invoice_date,
            # A misread amount is kept out of the supplier's history and of later duplicate comparisons.
            total=None if checks.unsure(facts, "total_amount") else _total(facts),
            subtotal=None if checks.unsure(facts, "subtotal_amount") else facts.subtotal,
            vat=None if checks.unsure(facts, "vat_amount") else facts.vat,
            currency=(facts.currency or "").upper()[:3] or None,
            signature=signature,
        ),
        lsh.band_keys(signature),
    )


def _total(facts: DocumentFacts) -> Decimal | None:
    return facts.total if facts.total is not None else checks.amount_before_vat(facts)


def _record(session: Session, facts: DocumentFacts, findings: list[Finding]) -> list[int]:
    """New findings become alerts (with notifications); pending alerts whose cause is gone are cleared."""
    alerts = AlertRepository(session)
    existing = {(alert.type, alert.cause_key): alert for alert in alerts.of_document(facts.document_id)}
    found = {(finding.type, finding.cause_key) for finding in findings}
    gone = [a.id for key, a in existing.items() if key not in found and a.status == "pending"]
    if gone:
        alerts.close_pending(FraudAlert.id.in_(gone), SYSTEM_CLEARED, utcnow())
    recipients = {facts.owner_id, *auth_service.active_admin_ids(session)}
    notifications = NotificationRepository(session)
    new_ids: list[int] = []
    for finding in findings:
        if (finding.type, finding.cause_key) in existing:
            continue
        alert = alerts.add(_alert_of(facts, finding))
        notifications.add_many(alert.id, recipients)
        new_ids.append(alert.id)
    return new_ids


def _alert_of(facts: DocumentFacts, finding: Finding) -> FraudAlert:
    return FraudAlert(
        document_id=facts.document_id,
        owner_id=facts.owner_id,
        type=finding.type,
        severity=finding.severity,
        status="pending",
        cause_key=finding.cause_key[:200],
        description_key=finding.description_key,
        description_params=finding.params,
        duplicate_document_id=finding.duplicate_document_id,
        similarity_score=finding.similarity_score,
        amount=finding.amount,
        average_amount=finding.average_amount,
    )


def check_document(session: Session, facts: DocumentFacts) -> list[int]:
    """Run every check on a processed (or edited) document; returns the ids of alerts raised now.

    Three steps: gather the context once, run each check of ``registry.CHECKS``, record the findings.
    Idempotent: a cause already raised for the document is not raised again, whatever its status.
    Pending alerts whose cause disappeared (the fields were corrected) are closed as ``cleared``.
    """
    context = gather_context(session, facts)
    new_ids = _record(session, facts, run_checks(facts, context))
    _remember(session, facts, context.signature)
    return new_ids


def known_tax_ids(session: Session, supplier_name: str | None) -> list[str]:
    """The tax ids earlier documents of a supplier of this name carried (by its normalised name), for the
    reading to recall an id it misread (``intake.recall``)."""
    name = checks.normalise_name(supplier_name)
    if not name:
        return []
    keys = FingerprintRepository(session).tax_keys_of_name(f"name:{name}"[:200])
    return [key.removeprefix("tax:") for key in keys if key.startswith("tax:")]


def forget_document(session: Session, document_id: int) -> None:
    """A deleted document stops being a duplicate source; alerts about it are closed by the system."""
    FingerprintRepository(session).forget(document_id)
    alerts = AlertRepository(session)
    now = utcnow()
    alerts.close_pending(FraudAlert.document_id == document_id, SYSTEM_CLEARED, now)
    alerts.close_pending(FraudAlert.duplicate_document_id == document_id, "duplicate_removed", now)


def alert_count(session: Session, document_id: int) -> int:
    """Pending alerts of a document (the document detail's ``fraud_alert_count``)."""
    return AlertRepository(session).count(
        FraudAlert.document_id == document_id, FraudAlert.status == "pending"
    )


def open_high_severity_count(session: Session, document_id: int) -> int:
    """Pending high-severity alerts of a document (they block its final approval)."""
    return AlertRepository(session).count(
        FraudAlert.document_id == document_id, FraudAlert.status == "pending", FraudAlert.severity == "high"
    )


@dataclass(frozen=True)
class OpenFlag:
    """One open (pending) alert of a document, as lists beside the document show it."""

    alert_id: int
    type: str
    severity: str


def open_flags(session: Session, document_ids: list[int]) -> dict[int, list[OpenFlag]]:
    """The open alerts of many documents at once, oldest first (every id is a key)."""
    flags: dict[int, list[OpenFlag]] = {document_id: [] for document_id in document_ids}
    ids = list(flags)
    alerts = AlertRepository(session)
    # In slices: an export may ask for many thousands of documents, beyond a statement's parameter limit.
    for start in range(0, len(ids), 500):
        for alert in alerts.of_documents(ids[start : start + 500], FraudAlert.status == "pending"):
            flags[alert.document_id].append(OpenFlag(alert.id, alert.type, alert.severity))
    return flags


def unread_notifications(session: Session, user_id: int) -> int:
    return NotificationRepository(session).unread(user_id)


# --- the alerts API -----------------------------------------------------------------------------------


def sees_all(caller: Caller) -> bool:
    return caller.is_admin or caller.role == "approver"


def describe(alert: FraudAlert) -> str:
    return translate(alert.description_key, **(alert.description_params or {}))


@dataclass(frozen=True)
class AlertFilters:
    status: str | None = None
    type: str | None = None
    severity: str | None = None
    document_id: int | None = None


def _conditions(caller: Caller, filters: AlertFilters) -> list[Any]:
    conditions: list[Any] = []
    if not sees_all(caller):
        conditions.append(FraudAlert.owner_id == caller.id)
    if filters.status is not None:
        if filters.status not in STATUSES:
            raise InvalidFilter(field="status", allowed=", ".join(STATUSES))
        conditions.append(FraudAlert.status == filters.status)
    if filters.type is not None:
        if filters.type not in ALERT_TYPES:
            raise InvalidFilter(field="type", allowed=", ".join(ALERT_TYPES))
        conditions.append(FraudAlert.type == filters.type)
    if filters.severity is not None:
        if filters.severity not in SEVERITIES:
            raise InvalidFilter(field="severity", allowed=", ".join(SEVERITIES))
        conditions.append(FraudAlert.severity == filters.severity)
    if filters.document_id is not None:
        conditions.append(FraudAlert.document_id == filters.document_id)
    return conditions


@dataclass(frozen=True)
class AlertPage:
    page: Page
    counts: dict[str, int]


def list_alerts(session: Session, caller: Caller, filters: AlertFilters, request: PageRequest) -> AlertPage:
    conditions = _conditions(caller, filters)
    alerts = AlertRepository(session)
    counts = alerts.severity_counts(conditions)
    total = sum(counts.values())
    items = alerts.page(conditions, request.per_page, request.offset) if total else []
    return AlertPage(
        page=Page(items=items, total=total, page=request.page, per_page=request.per_page), counts=counts
    )


def get_alert(session: Session, caller: Caller, alert_id: int) -> FraudAlert:
    alert = AlertRepository(session).get(alert_id)
    if alert is None or (not sees_all(caller) and alert.owner_id != caller.id):
        raise AlertNotFound()
    return alert


def _self_resolution_allowed(session: Session, caller: Caller) -> bool:
    """An owner resolves an alert on their own document only as separation of duties allows: always
    (``never``), when nobody else may resolve it (``when_possible``), or not at all (``always``)."""
    rule = get_settings().separation_of_duties
    reviewers = {
        *auth_service.active_admin_ids(session),
        *(a.id for a in auth_service.active_approvers(session)),
    }
    others = bool(reviewers - {caller.id})
    if rule == "never" or (rule == "when_possible" and not others):
        return True
    if not others:
        raise SelfResolutionForbidden()
    raise ResolveForbidden()


def may_resolve(session: Session, caller: Caller, alert: FraudAlert) -> bool:
    """Whether the caller may resolve the alert now (the pages offer the form only then): an admin or
    approver, on their own document only as separation of duties allows (``resolve_alert`` decides)."""
    if alert.status != "pending" or not sees_all(caller):
        return False
    if alert.owner_id != caller.id:
        return True
    try:
        return _self_resolution_allowed(session, caller)
    except (ResolveForbidden, SelfResolutionForbidden):
        return False


def resolve_alert(
    session: Session, caller: Caller, alert_id: int, resolution: str, notes: str | None
) -> FraudAlert:
    if resolution not in RESOLUTIONS:
        raise UnknownResolution(allowed=", ".join(RESOLUTIONS))
    alert = get_alert(session, caller, alert_id)
    if not sees_all(caller):
        raise ResolveForbidden()
    self_resolved = alert.owner_id == caller.id and _self_resolution_allowed(session, caller)
    if alert.status != "pending":
        raise AlertAlreadyResolved()
    alerts = AlertRepository(session)
    now = utcnow()
    if not alerts.resolve(
        alert_id,
        resolution=resolution,
        user_id=caller.id,
        email=caller.email,
        notes=notes or None,
        now=now,
        self_resolved=self_resolved,
    ):
        raise AlertAlreadyResolved()
    NotificationRepository(session).mark_alert_read(alert_id, now)
    session.refresh(alert)
    return alert


def list_notifications(
    session: Session, caller: Caller, request: PageRequest
) -> tuple[list[tuple[FraudNotification, FraudAlert]], int, int]:
    notifications = NotificationRepository(session)
    total = notifications.count(caller.id)
    rows = notifications.page(caller.id, request.per_page, request.offset) if total else []
    return rows, total, notifications.unread(caller.id)


def mark_notifications_read(session: Session, caller: Caller, notification_id: int | None = None) -> int:
    notifications = NotificationRepository(session)
    if notification_id is not None and not notifications.exists_for(caller.id, notification_id):
        raise NotificationNotFound()
    return notifications.mark_read(caller.id, utcnow(), notification_id=notification_id)
