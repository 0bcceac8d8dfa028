"""All SQL of the approvals area."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import delete, func, insert, or_, select, update
from sqlalchemy.orm import Session

from misrad.approvals.models import Approval, ApprovalRule, ApprovalStep


class RuleRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def all(self) -> list[ApprovalRule]:
        return list(self.session.scalars(select(ApprovalRule).order_by(ApprovalRule.min_amount)))

    def count(self) -> int:
        return self.session.scalar(select(func.count(ApprovalRule.id))) or 0

    def replace(self, rows: list[dict[str, Any]]) -> None:
        self.session.execute(delete(ApprovalRule))
        if rows:
            self.session.execute(insert(ApprovalRule), rows)
        self.session.flush()


class ApprovalRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, approval_id: int) -> Approval | None:
        return self.session.get(Approval, approval_id)

    def latest_for_document(self, document_id: int) -> Approval | None:
        return self.session.scalar(
            select(Approval).where(Approval.document_id == document_id).order_by(Approval.id.desc()).limit(1)
        )

    def latest_statuses(self, document_ids: list[int]) -> dict[int, str]:
        """The status of each document's latest flow (documents without a flow are left out)."""
        latest = (
            select(func.max(Approval.id))
            .where(Approval.document_id.in_(document_ids))
            .group_by(Approval.document_id)
            .scalar_subquery()
        )
        rows = self.session.execute(
            select(Approval.document_id, Approval.status).where(Approval.id.in_(latest))
        )
        return dict(rows.tuples().all())

    def add(self, approval: Approval) -> Approval:
        self.session.add(approval)
        self.session.flush()
        return approval

    def _pending(self, approver_id: int | None) -> Any:
        query = select(Approval).where(Approval.status == "pending")
        if approver_id is not None:
            query = query.where(Approval.pending_approver_id == approver_id)
        return query

    def pending_page(self, approver_id: int | None, limit: int, offset: int) -> list[Approval]:
        query = (
            self._pending(approver_id)
            .order_by(Approval.submitted_at, Approval.id)
            .limit(limit)
            .offset(offset)
        )
        return list(self.session.scalars(query))

    def pending_count(self, approver_id: int | None) -> int:
        query = select(func.count(Approval.id)).where(Approval.status == "pending")
        if approver_id is not None:
            query = query.where(Approval.pending_approver_id == approver_id)
        return self.session.scalar(query) or 0

    def decide(self, approval_id: int, seen_version: int, values: dict[str, Any]) -> bool:
        """The compare-and-set every decision goes through: exactly one of two racing writers wins."""
        result = self.session.execute(
            update(Approval)
            .where(Approval.id == approval_id, Approval.version == seen_version, Approval.status == "pending")
            .values(version=seen_version + 1, **values)
            .execution_options(synchronize_session=False)
        )
        return bool(getattr(result, "rowcount", 0))

    def add_step(self, step: ApprovalStep) -> None:
        self.session.add(step)
        self.session.flush()

    def steps_of_approval(self, approval_id: int) -> list[ApprovalStep]:
        return list(
            self.session.scalars(
                select(ApprovalStep).where(ApprovalStep.approval_id == approval_id).order_by(ApprovalStep.id)
            )
        )

    def steps_of_document(self, document_id: int) -> list[ApprovalStep]:
        return list(
            self.session.scalars(
                select(ApprovalStep).where(ApprovalStep.document_id == document_id).order_by(ApprovalStep.id)
            )
        )

    def approver_ids_of_document(self, document_id: int) -> set[int]:
        """Everyone a flow of the document waits for now or who decided one of its levels."""
        pending = select(Approval.pending_approver_id).where(
            Approval.document_id == document_id, Approval.pending_approver_id.is_not(None)
        )
        acted = select(ApprovalStep.actor_id).where(ApprovalStep.document_id == document_id)
        return {i for i in self.session.scalars(pending.union(acted)) if i is not None}

    def decider_ids(self, approval_id: int) -> set[int]:
        return set(
            self.session.scalars(
                select(ApprovalStep.actor_id).where(
                    ApprovalStep.approval_id == approval_id, ApprovalStep.action == "approved"
                )
            )
        )

    def deciders_of(self, approval_ids: list[int]) -> dict[int, set[int]]:
        """The users who approved a level, per flow (one query for a page of flows)."""
        found: dict[int, set[int]] = {i: set() for i in approval_ids}
        if approval_ids:
            rows = self.session.execute(
                select(ApprovalStep.approval_id, ApprovalStep.actor_id).where(
                    ApprovalStep.approval_id.in_(approval_ids), ApprovalStep.action == "approved"
                )
            )
            for approval_id, actor_id in rows.tuples():
                found[approval_id].add(actor_id)
        return found

    def self_approved_of(self, approval_ids: list[int]) -> set[int]:
        """The flows among ``approval_ids`` with a level approved alone (a recorded self-approval)."""
        if not approval_ids:
            return set()
        query = select(ApprovalStep.approval_id).where(
            ApprovalStep.approval_id.in_(approval_ids), ApprovalStep.self_approval.is_(True)
        )
        return set(self.session.scalars(query))

    def decided_page(self, actor_id: int | None, limit: int) -> list[Approval]:
        """Decided flows, newest decision first: every one, or those ``actor_id`` submitted or decided."""
        query = select(Approval).where(Approval.status != "pending")
        if actor_id is not None:
            acted = select(ApprovalStep.approval_id).where(ApprovalStep.actor_id == actor_id)
            query = query.where(or_(Approval.submitted_by == actor_id, Approval.id.in_(acted)))
        order = (Approval.decided_at.desc(), Approval.id.desc())
        return list(self.session.scalars(query.order_by(*order).limit(limit)))

    def all_pending(self) -> list[Approval]:
        return list(
            self.session.scalars(select(Approval).where(Approval.status == "pending").order_by(Approval.id))
        )


def touch(now: datetime) -> dict[str, Any]:
    return {"updated_at": now}
