"""All SQL of the fraud area."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from datetime import datetime
from decimal import Decimal
from functools import cache
from typing import Any

from sqlalchemy import (
    ColumnElement,
    Select,
    TextClause,
    and_,
    delete,
    func,
    insert,
    or_,
    select,
    text,
    update,
)
from sqlalchemy.orm import Session

from misrad.fraud.models import DocumentFingerprint, FraudAlert, FraudNotification, MinHashBucket

DUPLICATE = "duplicate_invoice"
SupplierKeys = tuple[str | None, str | None]  # (tax key, name key), as ``checks.supplier_keys`` makes them


@cache
def _bucket_probes(count: int) -> TextClause:
    """``count`` bounded probes of the bucket index in one statement. Plain SQL: built by the ORM, the
    32 subqueries cost more Python time than the database spends answering them."""
    probe = (
        'SELECT document_id FROM (SELECT document_id FROM fraud_minhash_buckets WHERE "key" = :k{i}'
        " ORDER BY document_id DESC LIMIT :per_bucket) AS probe_{i}"
    )
    return text(" UNION ALL ".join(probe.format(i=i) for i in range(count)))


class FingerprintRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def by_invoice(self, invoice: str, tax_key: str | None, name_key: str | None, exclude: int) -> list[int]:
        """Same invoice number from the same supplier: by tax id, or by normalised name."""
        same_supplier = [
            condition
            for condition in (
                DocumentFingerprint.supplier_key == tax_key if tax_key else None,
                DocumentFingerprint.name_key == name_key if name_key else None,
            )
            if condition is not None
        ]
        if not same_supplier:
            return []
        return list(
            self.session.scalars(
                select(DocumentFingerprint.document_id).where(
                    DocumentFingerprint.invoice_key == invoice,
                    or_(*same_supplier),
                    DocumentFingerprint.document_id != exclude,
                )
            )
        )

    def by_file(self, sha256: str, exclude: int) -> list[int]:
        return list(
            self.session.scalars(
                select(DocumentFingerprint.document_id).where(
                    DocumentFingerprint.file_sha256 == sha256, DocumentFingerprint.document_id != exclude
                )
            )
        )

    def candidates(self, keys: list[int], exclude: int, limit: int = 40, per_bucket: int = 100) -> list[int]:
        """Documents sharing most buckets with ``keys`` (LSH candidates), most shared first.

        Each bucket gives at most its ``per_bucket`` newest documents: a bucket that many documents
        share holds the common part of a supplier's template, not what makes a re-scan, and reading it
        whole would make the look-up grow with the archive. Each probe is one bounded range of the
        primary key (key, document_id).
        """
        if not keys:
            return []
        unique = sorted(set(keys))
        params: dict[str, int] = {f"k{i}": key for i, key in enumerate(unique)}
        found = self.session.scalars(_bucket_probes(len(unique)), {**params, "per_bucket": per_bucket})
        shared = Counter(document_id for document_id in found if document_id != exclude)
        ranked = sorted(shared.items(), key=lambda item: (-item[1], item[0]))
        return [document_id for document_id, _ in ranked[:limit]]

    def get_many(self, document_ids: Iterable[int]) -> dict[int, DocumentFingerprint]:
        ids = set(document_ids)
        if not ids:
            return {}
        rows = self.session.scalars(
            select(DocumentFingerprint).where(DocumentFingerprint.document_id.in_(ids))
        )
        return {row.document_id: row for row in rows}

    def supplier_amounts(
        self, keys: SupplierKeys, currency: str | None, exclude: int, limit: int
    ) -> list[tuple[str | None, Decimal]]:
        """(supplier key, total) of the supplier's most recent documents in the same currency: those with
        its tax id or, with no tax id read, its normalised name (``checks.one_supplier`` decides)."""
        tax_key, name_key = keys
        same: ColumnElement[bool]
        if tax_key:
            same = DocumentFingerprint.supplier_key.in_([k for k in (tax_key, name_key) if k])
        else:
            same = DocumentFingerprint.name_key == name_key
        query = (
            select(DocumentFingerprint.supplier_key, DocumentFingerprint.total)
            .where(
                same,
                DocumentFingerprint.currency == currency
                if currency
                else DocumentFingerprint.currency.is_(None),
                DocumentFingerprint.document_id != exclude,
                DocumentFingerprint.total.is_not(None),
            )
            .order_by(DocumentFingerprint.document_id.desc())
            .limit(limit)
        )
        return [(key, Decimal(total)) for key, total in self.session.execute(query) if total is not None]

    def tax_keys_of_name(self, name_key: str, limit: int = 5) -> list[str]:
        """The tax ids the supplier of this normalised name was known by, most recent first (the name's
        index; a supplier keyed by its name alone had no id read)."""
        query = (
            select(DocumentFingerprint.supplier_key)
            .where(
                DocumentFingerprint.name_key == name_key,
                DocumentFingerprint.supplier_key.startswith("tax:"),
            )
            .order_by(DocumentFingerprint.document_id.desc())
            .limit(limit * 4)
        )
        keys = [key for (key,) in self.session.execute(query) if key]
        return list(dict.fromkeys(keys))[:limit]

    def replace(self, fingerprint: DocumentFingerprint, bucket_keys: list[int]) -> None:
        self.forget(fingerprint.document_id)
        self.session.add(fingerprint)
        self.session.flush()
        if bucket_keys:
            self.session.execute(
                insert(MinHashBucket),
                [{"key": key, "document_id": fingerprint.document_id} for key in set(bucket_keys)],
            )

    def forget(self, document_id: int) -> None:
        self.session.execute(delete(MinHashBucket).where(MinHashBucket.document_id == document_id))
        self.session.execute(
            delete(DocumentFingerprint).where(DocumentFingerprint.document_id == document_id)
        )
        self.session.flush()


class AlertRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, alert_id: int) -> FraudAlert | None:
        return self.session.get(FraudAlert, alert_id)

    def of_document(self, document_id: int) -> list[FraudAlert]:
        return list(self.session.scalars(select(FraudAlert).where(FraudAlert.document_id == document_id)))

    def of_documents(self, document_ids: list[int], *conditions: Any) -> list[FraudAlert]:
        if not document_ids:
            return []
        return list(
            self.session.scalars(
                select(FraudAlert)
                .where(FraudAlert.document_id.in_(document_ids), *conditions)
                .order_by(FraudAlert.document_id, FraudAlert.id)
            )
        )

    def pair_blocked(self, document_id: int, others: list[int]) -> set[int]:
        """Other documents whose pair with ``document_id`` must not be flagged again: already flagged
        the other way round, or resolved as a false positive in either direction."""
        if not others:
            return set()
        rows = self.session.execute(
            select(FraudAlert.document_id, FraudAlert.duplicate_document_id).where(
                FraudAlert.type == DUPLICATE,
                or_(
                    and_(FraudAlert.document_id.in_(others), FraudAlert.duplicate_document_id == document_id),
                    and_(
                        FraudAlert.document_id == document_id,
                        FraudAlert.duplicate_document_id.in_(others),
                        FraudAlert.resolution == "false_positive",
                    ),
                ),
            )
        )
        blocked = set()
        for owner_doc, duplicate_doc in rows:
            blocked.add(owner_doc if owner_doc != document_id else duplicate_doc)
        return blocked

    def add(self, alert: FraudAlert) -> FraudAlert:
        self.session.add(alert)
        self.session.flush()
        return alert

    def close_pending(self, condition: Any, resolution: str, now: datetime) -> list[int]:
        ids = list(
            self.session.scalars(select(FraudAlert.id).where(condition, FraudAlert.status == "pending"))
        )
        if ids:
            self.session.execute(
                update(FraudAlert)
                .where(FraudAlert.id.in_(ids), FraudAlert.status == "pending")
                .values(status="resolved", resolution=resolution, resolved_at=now)
                .execution_options(synchronize_session=False)
            )
        return ids

    def resolve(
        self,
        alert_id: int,
        *,
        resolution: str,
        user_id: int,
        email: str,
        notes: str | None,
        now: datetime,
        self_resolved: bool = False,
    ) -> bool:
        """Atomic: only a pending alert is resolved; False when someone resolved it first."""
        result = self.session.execute(
            update(FraudAlert)
            .where(FraudAlert.id == alert_id, FraudAlert.status == "pending")
            .values(
                status="resolved",
                resolution=resolution,
                resolved_by=user_id,
                resolved_by_email=email,
                resolved_at=now,
                notes=notes,
                self_resolved=self_resolved,
            )
            .execution_options(synchronize_session=False)
        )
        return bool(getattr(result, "rowcount", 0))

    def count(self, *conditions: Any) -> int:
        return self.session.scalar(select(func.count(FraudAlert.id)).where(*conditions)) or 0

    def severity_counts(self, conditions: list[Any]) -> dict[str, int]:
        rows = self.session.execute(
            select(FraudAlert.severity, func.count(FraudAlert.id))
            .where(*conditions)
            .group_by(FraudAlert.severity)
        )
        return {row[0]: row[1] for row in rows}

    def page(self, conditions: list[Any], limit: int, offset: int) -> list[FraudAlert]:
        query: Select[tuple[FraudAlert]] = (
            select(FraudAlert).where(*conditions).order_by(FraudAlert.id.desc()).limit(limit).offset(offset)
        )
        return list(self.session.scalars(query))


class NotificationRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def add_many(self, alert_id: int, user_ids: Iterable[int]) -> None:
        rows = [{"alert_id": alert_id, "user_id": user_id} for user_id in sorted(set(user_ids))]
        if rows:
            self.session.execute(insert(FraudNotification), rows)

    def unread(self, user_id: int) -> int:
        return (
            self.session.scalar(
                select(func.count(FraudNotification.id)).where(
                    FraudNotification.user_id == user_id, FraudNotification.read_at.is_(None)
                )
            )
            or 0
        )

    def count(self, user_id: int) -> int:
        return (
            self.session.scalar(
                select(func.count(FraudNotification.id)).where(FraudNotification.user_id == user_id)
            )
            or 0
        )

    def page(self, user_id: int, limit: int, offset: int) -> list[tuple[FraudNotification, FraudAlert]]:
        rows = self.session.execute(
            select(FraudNotification, FraudAlert)
            .join(FraudAlert, FraudAlert.id == FraudNotification.alert_id)
            .where(FraudNotification.user_id == user_id)
            .order_by(FraudNotification.id.desc())
            .limit(limit)
            .offset(offset)
        )
        return [(row[0], row[1]) for row in rows]

    def mark_read(self, user_id: int, now: datetime, *, notification_id: int | None = None) -> int:
        query = update(FraudNotification).where(
            FraudNotification.user_id == user_id, FraudNotification.read_at.is_(None)
        )
        if notification_id is not None:
            query = query.where(FraudNotification.id == notification_id)
        result = self.session.execute(query.values(read_at=now).execution_options(synchronize_session=False))
        return int(getattr(result, "rowcount", 0))

    def exists_for(self, user_id: int, notification_id: int) -> bool:
        return (
            self.session.scalar(
                select(func.count(FraudNotification.id)).where(
                    FraudNotification.id == notification_id, FraudNotification.user_id == user_id
                )
            )
            or 0
        ) > 0

    def mark_alert_read(self, alert_id: int, now: datetime) -> None:
        self.session.execute(
            update(FraudNotification)
            .where(FraudNotification.alert_id == alert_id, FraudNotification.read_at.is_(None))
            .values(read_at=now)
            .execution_options(synchronize_session=False)
        )
