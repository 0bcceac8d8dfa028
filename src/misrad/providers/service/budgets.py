"""Budgets and their status (CONTRACT 5)."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy.orm import Session

from misrad.core import money
from misrad.core.i18n import translate
from misrad.providers import metering
from misrad.providers.errors import (
    BudgetNotFound,
)
from misrad.providers.gateway.plans import forget_plans
from misrad.providers.models import Budget
from misrad.providers.repository import BudgetRepository, CatalogueRepository, LedgerRepository
from misrad.providers.schemas import BudgetCreate, BudgetUpdate
from misrad.providers.service.catalogue import require_provider

# ------------------------------------------------------------------------------------------ budgets


@dataclass(frozen=True)
class BudgetView:
    id: int
    name: str
    budget_type: str
    amount: Decimal
    alert_threshold: int
    provider_id: int | None
    provider_name: str
    currency: str


def _budget_view(session: Session, budget: Budget) -> BudgetView:
    provider = CatalogueRepository(session).provider(budget.provider_id) if budget.provider_id else None
    return BudgetView(
        id=budget.id,
        name=budget.name,
        budget_type=budget.budget_type,
        amount=budget.amount,
        alert_threshold=budget.alert_threshold,
        provider_id=budget.provider_id,
        provider_name=provider.display_name if provider else translate("all_providers"),
        currency=budget.currency,
    )


def list_budgets(session: Session) -> list[BudgetView]:
    return [_budget_view(session, b) for b in BudgetRepository(session).all()]


def _budget(session: Session, budget_id: int) -> Budget:
    budget = BudgetRepository(session).get(budget_id)
    if budget is None or budget.virtual_key_id is not None:
        raise BudgetNotFound()
    return budget


def create_budget(session: Session, data: BudgetCreate) -> BudgetView:
    require_provider(session, data.provider_id)
    budget = Budget(
        name=data.name,
        budget_type=data.budget_type,
        amount=data.amount,
        alert_threshold=data.alert_threshold,
        provider_id=data.provider_id,
        currency=data.currency,
    )
    BudgetRepository(session).add(budget)
    forget_plans(session)
    return _budget_view(session, budget)


def update_budget(session: Session, budget_id: int, data: BudgetUpdate) -> BudgetView:
    budget = _budget(session, budget_id)
    fields = data.model_dump(exclude_unset=True)
    if "provider_id" in fields:
        require_provider(session, fields["provider_id"])
    for name, value in fields.items():
        if value is None and name != "provider_id":
            continue
        setattr(budget, name, value)
    if "provider_id" in fields:
        # Spend so far belongs to the old scope: start the period's ledger again from the rollups.
        LedgerRepository(session).forget_budget(budget.id)
    BudgetRepository(session).flush()
    forget_plans(session)
    return _budget_view(session, budget)


def delete_budget(session: Session, budget_id: int) -> None:
    BudgetRepository(session).delete(_budget(session, budget_id))
    forget_plans(session)


@dataclass(frozen=True)
class BudgetStatus:
    budget: BudgetView
    current_cost: Decimal
    reserved: Decimal
    percentage: float
    remaining: Decimal
    is_alert: bool
    is_exceeded: bool
    period_start: object


def budget_status(session: Session) -> list[BudgetStatus]:
    """CONTRACT 5: ``is_alert`` = percentage >= alert_threshold; ``is_exceeded`` = cost >= amount.
    Amounts are in the budget's currency; ``reserved`` is the worst case of calls in flight."""
    return [_status(session, budget) for budget in BudgetRepository(session).all()]


def _status(session: Session, budget: Budget) -> BudgetStatus:
    start = metering.period_of(budget.budget_type)
    ledger = LedgerRepository(session).ledger(budget.id, budget.budget_type, start)
    spent_usd, reserved_usd = ledger or (
        metering.rollup_spend_usd(session, budget.provider_id, start),
        Decimal(0),
    )
    current = money.convert(Decimal(spent_usd), "USD", budget.currency)
    reserved = money.convert(Decimal(reserved_usd), "USD", budget.currency)
    amount = Decimal(budget.amount)
    percentage = float(current / amount * 100) if amount else 0.0
    return BudgetStatus(
        budget=_budget_view(session, budget),
        current_cost=current,
        reserved=reserved,
        percentage=round(percentage, 2),
        remaining=amount - current,
        is_alert=percentage >= budget.alert_threshold,
        is_exceeded=current >= amount,
        period_start=start,
    )
