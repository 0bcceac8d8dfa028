"""Separation of duties: who may decide a level, whom a flow waits for and why.

The setting ``separation_of_duties`` (``MISRAD_SEPARATION_OF_DUTIES``) says whether one person may
decide a level they are otherwise barred from — the invoice they submitted, or a second level of one
flow: ``never`` (separation never required: they may, recorded as a self-approval), ``when_possible``
(the default: only when nobody else may decide that level) or ``always`` (never; the flow then waits,
saying why, until someone else may decide).

Who is assigned a level: an active approver of exactly that level (lowest id), else of the lowest
higher level, never the submitter or an earlier approver of the flow. With none, any admin other than
those may decide (the level stays unassigned). With nobody else at all and self-approval allowed, the
level is assigned to the one person who may decide it, so it shows in their queue.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.orm import Session

from misrad.auth import service as auth_service
from misrad.core.settings import get_settings


def policy() -> str:
    return get_settings().separation_of_duties


def self_decision_allowed(others_may_decide: bool) -> bool:
    """Whether one of the barred people (submitter, earlier approver) may decide after all."""
    rule = policy()
    return rule == "never" or (rule == "when_possible" and not others_may_decide)


@dataclass(frozen=True)
class Waiting:
    """Why a pending flow waits: a catalogue key and its parameters."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Deciders:
    """The active users who may decide approvals, read once for a request."""

    approvers: list[auth_service.UserBrief]  # lowest level first, then lowest id
    admins: list[auth_service.UserBrief]

    @classmethod
    def load(cls, session: Session) -> Deciders:
        admin_ids = auth_service.active_admin_ids(session)
        emails = auth_service.user_emails(session, admin_ids)
        admins = [
            auth_service.UserBrief(
                id=i, email=emails.get(i, ""), role="admin", approval_level=None, is_active=True
            )
            for i in admin_ids
        ]
        return cls(approvers=auth_service.active_approvers(session), admins=admins)

    def _approvers_from(self, level: int) -> list[auth_service.UserBrief]:
        return [a for a in self.approvers if (a.approval_level or 0) >= level]

    def assignee(self, level: int, excluded: set[int]) -> auth_service.UserBrief | None:
        """An approver of exactly ``level``, else of the lowest higher level; never one of ``excluded``."""
        fitting = [a for a in self._approvers_from(level) if a.id not in excluded]
        exact = [a for a in fitting if a.approval_level == level]
        chosen = exact or fitting
        return chosen[0] if chosen else None

    def others_may_decide(self, level: int, excluded: set[int]) -> bool:
        """Whether anyone outside ``excluded`` may decide ``level`` (an admin, an approver of it or up)."""
        return any(u.id not in excluded for u in (*self._approvers_from(level), *self.admins))

    def fits(self, user_id: int, level: int) -> bool:
        """Whether the user may still decide ``level``: an admin, or an approver of it or higher."""
        return any(u.id == user_id for u in (*self._approvers_from(level), *self.admins))

    def plan(self, level: int, excluded: set[int]) -> auth_service.UserBrief | None:
        """Whom ``level`` is assigned to (None: any admin outside ``excluded``, or nobody may yet)."""
        assignee = self.assignee(level, excluded)
        if assignee is not None or self.others_may_decide(level, excluded):
            return assignee
        if not self_decision_allowed(others_may_decide=False):
            return None
        barred = [u for u in (*self._approvers_from(level), *self.admins) if u.id in excluded]
        return barred[0] if barred else None

    def waiting(
        self, level: int, excluded: set[int], approver_id: int | None, approver_email: str | None
    ) -> Waiting:
        """Why a pending level waits, and for whom."""
        if approver_id is not None:
            code = (
                "approval_waiting_self_approval"
                if approver_id in excluded
                else "approval_waiting_for_approver"
            )
            return Waiting(code, {"approver": approver_email or "", "level": level})
        if self.others_may_decide(level, excluded):
            return Waiting("approval_waiting_for_admin", {"level": level})
        if policy() == "always":
            return Waiting("approval_waiting_separation", {"level": level})
        return Waiting("approval_waiting_for_admin", {"level": level})
