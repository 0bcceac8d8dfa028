"""Budgets and fallback rules: the admin's configuration of the gateway."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from misrad.providers.models import Budget, FallbackRule


class BudgetRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, budget_id: int) -> Budget | None:
        return self.session.get(Budget, budget_id)

    def all(self) -> list[Budget]:
        """The office's budgets (a virtual key's own budget is listed with its key)."""
        statement = select(Budget).where(Budget.virtual_key_id.is_(None)).order_by(Budget.id)
        return list(self.session.scalars(statement))

    def of_key(self, virtual_key_id: int) -> Budget | None:
        return self.session.scalars(select(Budget).where(Budget.virtual_key_id == virtual_key_id)).first()

    def add(self, budget: Budget) -> Budget:
        self.session.add(budget)
        self.session.flush()
        return budget

    def delete(self, budget: Budget) -> None:
        self.session.delete(budget)
        self.session.flush()

    def flush(self) -> None:
        self.session.flush()


class FallbackRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, rule_id: int) -> FallbackRule | None:
        return self.session.get(FallbackRule, rule_id)

    def all(self) -> list[FallbackRule]:
        return list(self.session.scalars(select(FallbackRule).order_by(FallbackRule.id)))

    def add(self, rule: FallbackRule) -> FallbackRule:
        self.session.add(rule)
        self.session.flush()
        return rule

    def delete(self, rule: FallbackRule) -> None:
        self.session.delete(rule)
        self.session.flush()

    def flush(self) -> None:
        self.session.flush()
