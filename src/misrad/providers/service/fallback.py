"""Fallback rules: one per primary provider, no self-references, no cycles."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.orm import Session

from misrad.providers.errors import (
    FallbackExists,
    FallbackInvalid,
    FallbackRuleNotFound,
)
from misrad.providers.gateway.plans import forget_plans
from misrad.providers.models import FallbackRule
from misrad.providers.repository import CatalogueRepository, FallbackRepository
from misrad.providers.schemas import FallbackCreate, FallbackUpdate
from misrad.providers.service.catalogue import require_provider

# ------------------------------------------------------------------------------------------ fallback


@dataclass(frozen=True)
class RuleView:
    id: int
    primary_provider_id: int
    primary_provider_name: str
    fallback_provider_id: int
    fallback_provider_name: str
    trigger_on_error: bool
    trigger_on_timeout: bool
    trigger_on_rate_limit: bool
    max_retries: int
    created_at: datetime


def _rule_view(session: Session, rule: FallbackRule) -> RuleView:
    names = CatalogueRepository(session).provider_names()
    return RuleView(
        id=rule.id,
        primary_provider_id=rule.primary_provider_id,
        primary_provider_name=names.get(rule.primary_provider_id, ""),
        fallback_provider_id=rule.fallback_provider_id,
        fallback_provider_name=names.get(rule.fallback_provider_id, ""),
        trigger_on_error=rule.trigger_on_error,
        trigger_on_timeout=rule.trigger_on_timeout,
        trigger_on_rate_limit=rule.trigger_on_rate_limit,
        max_retries=rule.max_retries,
        created_at=rule.created_at,
    )


def list_rules(session: Session) -> list[RuleView]:
    return [_rule_view(session, r) for r in FallbackRepository(session).all()]


def _check_chain(session: Session, primary: int, fallback: int, *, rule_id: int | None) -> None:
    if primary == fallback:
        raise FallbackInvalid(reason="primary and fallback must differ")
    require_provider(session, primary)
    require_provider(session, fallback)
    edges = {
        r.primary_provider_id: r.fallback_provider_id
        for r in FallbackRepository(session).all()
        if r.id != rule_id
    }
    if primary in edges:
        raise FallbackExists()
    seen = {primary}
    current: int | None = fallback
    while current is not None:
        if current in seen:
            raise FallbackInvalid(reason="the rules would form a cycle")
        seen.add(current)
        current = edges.get(current)


def create_rule(session: Session, data: FallbackCreate) -> RuleView:
    _check_chain(session, data.primary_provider_id, data.fallback_provider_id, rule_id=None)
    rule = FallbackRepository(session).add(FallbackRule(**data.model_dump()))
    forget_plans(session)
    return _rule_view(session, rule)


def update_rule(session: Session, rule_id: int, data: FallbackUpdate) -> RuleView:
    rule = FallbackRepository(session).get(rule_id)
    if rule is None:
        raise FallbackRuleNotFound()
    fields = {k: v for k, v in data.model_dump(exclude_unset=True).items() if v is not None}
    primary = fields.get("primary_provider_id", rule.primary_provider_id)
    fallback = fields.get("fallback_provider_id", rule.fallback_provider_id)
    _check_chain(session, primary, fallback, rule_id=rule.id)
    for name, value in fields.items():
        setattr(rule, name, value)
    FallbackRepository(session).flush()
    forget_plans(session)
    return _rule_view(session, rule)


def delete_rule(session: Session, rule_id: int) -> None:
    rules = FallbackRepository(session)
    rule = rules.get(rule_id)
    if rule is None:
        raise FallbackRuleNotFound()
    rules.delete(rule)
    forget_plans(session)
