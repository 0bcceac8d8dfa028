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
  nobody clears the alert that blocks their own invoice's approval; owners who are members get 403.
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
from misrad.core.clock import business_today, utcnow
from misrad.core.i18n import translate
from misrad.core.pagination import Page, PageRequest
from misrad.core.settings import get_settings
from misrad.fraud import checks, lsh
from misrad.fraud.errors import (
    AlertAlreadyResolved,
    AlertNotFound,
    InvalidFilter,
    NotificationNotFound,
    ResolveForbidden,
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


# --- the checks -------------------------------------------------------------------------------------


def _to_ils() -> dict[str, Decimal]:
    settings = get_settings()
    return {"ILS": Decimal(1), "NIS": Decimal(1), "USD": settings.usd_to_ils, "EUR": settings.eur_to_ils}


_OCR_FOLD = str.maketrans({"O": "0", "Q": "0", "D": "0", "I": "1", "L": "1", "S": "5", "B": "8", "Z": "2"})


def _amounts(*values: Decimal | None) -> set[Decimal]:
    return {checks.money(Decimal(value)) for value in values if value is not None and value != 0}


def _conflicts(facts: DocumentFacts, other: DocumentFingerprint) -> int:
    """How many key fields clearly differ between a near-duplicate candidate and this document.

    Different invoice numbers (after folding characters OCR confuses, O/0, l/1, S/5, B/8) mean different
    invoices however alike the texts (one supplier's template): that counts as a decisive conflict.
    Amounts conflict only when the two documents share no amount at all: OCR of a re-scan often takes
    the subtotal for the total, or loses one of them.
    """
    count = 0
    mine = checks.invoice_key(facts.invoice_number)
    if mine and other.invoice_key and mine.translate(_OCR_FOLD) != other.invoice_key.translate(_OCR_FOLD):
        return 99
    if facts.invoice_date and other.invoice_date and facts.invoice_date != other.invoice_date:
        count += 1
    my_amounts = _amounts(facts.subtotal, facts.vat, facts.total)
    their_amounts = _amounts(other.subtotal, other.vat, other.total)
    if my_amounts and their_amounts and not my_amounts & their_amounts:
        count += 1
    return count


def _duplicate_findings(
    session: Session, facts: DocumentFacts, signature: list[int], keys: tuple[str | None, str | None]
) -> list[Finding]:
    prints = FingerprintRepository(session)
    tax_key, name_key = keys
    invoice = checks.invoice_key(facts.invoice_number)
    reasons: dict[int, str] = {}
    if facts.file_sha256:
        for found_id in prints.by_file(facts.file_sha256, facts.document_id):
            reasons[found_id] = "file"
    if invoice:
        for found_id in prints.by_invoice(invoice, tax_key, name_key, facts.document_id):
            reasons.setdefault(found_id, "invoice")
    candidates = prints.candidates(lsh.band_keys(signature), facts.document_id) if signature else []
    others = prints.get_many([*reasons, *candidates])
    threshold = get_settings().fraud_near_duplicate_threshold
    scores: dict[int, float] = {}
    for other_id, other in others.items():
        scores[other_id] = (
            1.0 if reasons.get(other_id) == "file" else lsh.similarity(signature, other.signature)
        )
        if other_id not in reasons and scores[other_id] >= threshold:
            # Templates make different invoices of one supplier look alike; a re-scan keeps its keys.
            conflicts = _conflicts(facts, other)
            if conflicts <= 1:
                reasons[other_id] = "near" if conflicts == 0 else "near_partial"
    blocked = AlertRepository(session).pair_blocked(facts.document_id, list(reasons))
    findings = []
    for other_id, reason in sorted(reasons.items()):
        if other_id in blocked:
            continue
        score = scores.get(other_id, 0.0)
        severity = "medium" if reason == "near_partial" or (reason == "near" and score < 0.9) else "high"
        findings.append(
            Finding(
                type="duplicate_invoice",
                severity=severity,
                cause_key=f"dup:{other_id}",
                description_key=f"fraud_desc_duplicate_{'near' if reason.startswith('near') else reason}",
                params={"other": other_id, "score": f"{score:.0%}"},
                duplicate_document_id=other_id,
                similarity_score=Decimal(str(round(score, 4))),
            )
        )
    return findings


def run_checks(session: Session, facts: DocumentFacts) -> list[Finding]:
    """Every check over ``facts`` (reads earlier fingerprints; writes nothing)."""
    settings = get_settings()
    keys = checks.supplier_keys(facts)
    signature = lsh.signature(facts.text or "")
    findings = _duplicate_findings(session, facts, signature, keys)
    supplier_key = keys[0] or keys[1]
    if supplier_key:
        history = FingerprintRepository(session).supplier_amounts(
            supplier_key, (facts.currency or "").upper() or None, facts.document_id, HISTORY_LIMIT
        )
        findings += checks.check_amount(facts, history, settings.fraud_min_supplier_history)
    findings += checks.check_tax_id(facts)
    findings += checks.check_vat(facts, settings.fraud_vat_rates)
    findings += checks.check_totals(facts)
    findings += checks.check_future_date(facts, business_today())
    findings += checks.check_allocation(facts, settings.fraud_allocation_thresholds, _to_ils())
    return findings


def _remember(session: Session, facts: DocumentFacts) -> None:
    tax_key, name_key = checks.supplier_keys(facts)
    signature = lsh.signature(facts.text or "")
    FingerprintRepository(session).replace(
        DocumentFingerprint(
            document_id=facts.document_id,
            owner_id=facts.owner_id,
            supplier_key=tax_key or name_key,
            name_key=name_key,
            invoice_key=checks.invoice_key(facts.invoice_number),
            file_sha256=facts.file_sha256 or "",
            invoice_date=facts.invoice_date,
            total=facts.total if facts.total is not None else checks.amount_before_vat(facts),
            subtotal=facts.subtotal,
            vat=facts.vat,
            currency=(facts.currency or "").upper()[:3] or None,
            signature=signature,
        ),
        lsh.band_keys(signature),
    )


def check_document(session: Session, facts: DocumentFacts) -> list[int]:
    """Run every check on a processed (or edited) document; returns the ids of alerts raised now.

    Idempotent: a cause already raised for the document is not raised again, whatever its status.
    Pending alerts whose cause disappeared (the fields were corrected) are closed as ``cleared``.
    """
    findings = run_checks(session, facts)
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
        alert = alerts.add(
            FraudAlert(
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
        )
        notifications.add_many(alert.id, recipients)
        new_ids.append(alert.id)
    _remember(session, facts)
    return new_ids


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


def resolve_alert(
    session: Session, caller: Caller, alert_id: int, resolution: str, notes: str | None
) -> FraudAlert:
    if resolution not in RESOLUTIONS:
        raise UnknownResolution(allowed=", ".join(RESOLUTIONS))
    alert = get_alert(session, caller, alert_id)
    if not sees_all(caller) or alert.owner_id == caller.id:
        raise ResolveForbidden()
    if alert.status != "pending":
        raise AlertAlreadyResolved()
    alerts = AlertRepository(session)
    now = utcnow()
    if not alerts.resolve(
        alert_id, resolution=resolution, user_id=caller.id, email=caller.email, notes=notes or None, now=now
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
