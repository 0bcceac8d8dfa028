"""Providers configured against the local fake LLM server, budgets, and usage rows."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import select

from misrad.core.db import get_database
from misrad.providers import metering
from misrad.providers.metering import Usage
from misrad.providers.models import AiModel, Provider, UsageEvent
from misrad.providers.schemas import BudgetCreate, FallbackCreate
from misrad.providers.service import create_budget, create_rule, update_provider
from tests.providers.fake_servers import GOOD_KEY, FakeLLMServer


def provider_id(code: str) -> int:
    with get_database().unit_of_work(write=False) as session:
        return session.execute(select(Provider.id).where(Provider.code == code)).scalar_one()


def model(code: str, name: str | None = None) -> AiModel:
    """A model of ``code`` (by name, or its first one)."""
    with get_database().unit_of_work(write=False) as session:
        statement = select(AiModel).join(Provider).where(Provider.code == code).order_by(AiModel.id)
        if name is not None:
            statement = statement.where(AiModel.name == name)
        return session.scalars(statement).first()  # type: ignore[return-value]


def connect(code: str, server: FakeLLMServer, *, key: str = GOOD_KEY) -> int:
    """Point ``code`` at the fake server with a key, active (the key is checked on the wire)."""
    base = server.openai_base_url if code in ("openai", "mistral", "ollama", "openai_compatible") else None
    base = base or server.base_url
    with get_database().unit_of_work() as session:
        return update_provider(session, provider_id(code), is_active=True, base_url=base, api_key=key).id


def budget(amount: str, *, provider: int | None = None, kind: str = "daily", currency: str = "USD") -> int:
    """Through the service, whose write drops the gateway's cached plans (they hold the budgets)."""
    data = BudgetCreate(
        name=f"budget {amount}",
        budget_type=kind,  # type: ignore[arg-type]
        amount=Decimal(amount),
        currency=currency,  # type: ignore[arg-type]
        provider_id=provider,
        alert_threshold=80,
    )
    with get_database().unit_of_work() as session:
        return create_budget(session, data).id


def rule(primary: int, fallback: int, *, max_retries: int = 0, **triggers: bool) -> int:
    """Through the service, whose write drops the gateway's cached plans (they hold the rules)."""
    data = FallbackCreate(
        primary_provider_id=primary, fallback_provider_id=fallback, max_retries=max_retries, **triggers
    )
    with get_database().unit_of_work() as session:
        return create_rule(session, data).id


def usage(
    provider: int,
    *,
    model_id: int | None = None,
    cost: str = "0.01",
    input_tokens: int = 100,
    output_tokens: int = 50,
    success: bool = True,
    user_id: int | None = None,
    at: datetime | None = None,
    feature: str = "chat",
) -> None:
    with get_database().unit_of_work() as session:
        metering.record_usage(
            session,
            metering.Metered(
                user_id=user_id,
                provider_id=provider,
                model_id=model_id,
                price_id=None,
                feature=feature,
                usage=Usage(input_tokens=input_tokens, output_tokens=output_tokens),
                cost_usd=Decimal(cost),
                latency_ms=100,
                success=success,
                error_type=None if success else "unavailable",
            ),
            at=at,
        )


def usage_rows() -> list[UsageEvent]:
    with get_database().unit_of_work(write=False) as session:
        return list(session.scalars(select(UsageEvent).order_by(UsageEvent.id)))
