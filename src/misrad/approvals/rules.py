"""Approval rules: amount ranges in ILS mapped to the number of levels a flow needs."""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy.orm import Session

from misrad.approvals.errors import InvalidRules
from misrad.approvals.models import ApprovalRule
from misrad.approvals.repository import RuleRepository

DEFAULT_RULES: tuple[tuple[Decimal, Decimal | None, int], ...] = (
    (Decimal("0"), Decimal("1000"), 0),
    (Decimal("1000"), Decimal("10000"), 1),
    (Decimal("10000"), Decimal("50000"), 2),
    (Decimal("50000"), None, 3),
)
MAX_LEVELS = 10


def seed_rules(session: Session) -> None:
    """Install the default rules when there are none (idempotent; bootstrap runs it on every start)."""
    rules = RuleRepository(session)
    if rules.count() == 0:
        rules.replace(
            [
                {"min_amount": low, "max_amount": high, "required_levels": levels}
                for low, high, levels in DEFAULT_RULES
            ]
        )


def list_rules(session: Session) -> list[ApprovalRule]:
    return RuleRepository(session).all()


def replace_rules(session: Session, rules: list[tuple[Decimal, Decimal | None, int]]) -> list[ApprovalRule]:
    """Replace every rule. Ranges must not overlap; ``max_amount`` null means no upper bound."""
    ordered = sorted(rules, key=lambda rule: rule[0])
    for index, (low, high, levels) in enumerate(ordered):
        if low < 0 or (high is not None and high <= low) or not 0 <= levels <= MAX_LEVELS:
            raise InvalidRules()
        if index + 1 < len(ordered) and (high is None or high > ordered[index + 1][0]):
            raise InvalidRules()
    RuleRepository(session).replace(
        [{"min_amount": low, "max_amount": high, "required_levels": levels} for low, high, levels in ordered]
    )
    return list_rules(session)


def required_levels(session: Session, amount_ils: Decimal | None) -> int:
    rules = list_rules(session)
    if amount_ils is None:
        return max((rule.required_levels for rule in rules), default=0)
    for rule in rules:
        if rule.min_amount <= amount_ils and (rule.max_amount is None or amount_ils < rule.max_amount):
            return rule.required_levels
    return 0
