"""Budgets and their status (CONTRACT 5)."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from misrad.core.i18n import translate
from misrad.providers import metering
from misrad.providers.errors import (
    BudgetNotFound,
)
from misrad.providers.models import (
    Budget,
    BudgetLedger,
    Provider,
)
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
    provider = session.get(Provider, budget.provider_id) if budget.provider_id else None
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
    return [_budget_view(session, b) for b in session.scalars(select(Budget).order_by(Budget.id))]


def _budget(session: Session, budget_id: int) -> Budget:
    budget = session.get(Budget, budget_id)
    if budget is None:
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
    session.add(budget)
    session.flush()
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
        session.execute(delete(BudgetLedger).where(BudgetLedger.budget_id == budget.id))
    session.flush()
    return _budget_view(session, budget)


def delete_budget(session: Session, budget_id: int) -> None:
    session.delete(_budget(session, budget_id))
    session.flush()


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
    out = []
    for budget in session.scalars(select(Budget).order_by(Budget.id)):
        ledger = metering.ledger_for(session, budget)
        start = metering.period_of(budget.budget_type)
        if ledger is not None:
            spent_usd, reserved_usd = ledger.spent_usd, ledger.reserved_usd
        else:
            spent_usd, reserved_usd = (
                metering.rollup_spend_usd(session, budget.provider_id, start),
                Decimal(0),
            )
        current = metering.from_usd(Decimal(spent_usd), budget.currency)
        reserved = metering.from_usd(Decimal(reserved_usd), budget.currency)
        amount = Decimal(budget.amount)
        percentage = float(current / amount * 100) if amount else 0.0
        out.append(
            BudgetStatus(
                budget=_budget_view(session, budget),
                current_cost=current,
                reserved=reserved,
                percentage=round(percentage, 2),
                remaining=amount - current,
                is_alert=percentage >= budget.alert_threshold,
                is_exceeded=current >= amount,
                period_start=start,
            )
        )
    return out
