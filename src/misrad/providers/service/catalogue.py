"""Seeding and reading the catalogue: providers, models and the prices in force."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import Decimal

from sqlalchemy.orm import Session

from misrad.core.clock import utcnow
from misrad.providers.errors import (
    ProviderNotFound,
    UnknownProvider,
)
from misrad.providers.gateway.plans import forget_plans
from misrad.providers.models import (
    AiModel,
    ModelPrice,
    Provider,
)
from misrad.providers.repository import CatalogueRepository
from misrad.providers.seed_data import PROVIDERS, SeedModel, SeedProvider, decimal

# ------------------------------------------------------------------------------------------ seeding


def seed_catalogue(session: Session) -> None:
    """Insert the providers, models and prices of ``seed_data`` that are missing. Idempotent, and a
    no-op costing two queries once everything is there."""
    catalogue = CatalogueRepository(session)
    existing = catalogue.provider_codes()
    models = catalogue.model_keys()
    if len(existing) >= len(PROVIDERS) and len(models) >= sum(len(p.models) for p in PROVIDERS):
        return
    for seed in PROVIDERS:
        provider_id = existing.get(seed.code)
        if provider_id is None:
            provider_id = _seed_provider(catalogue, seed)
        for model_seed in seed.models:
            if (provider_id, model_seed.name) not in models:
                _seed_model(catalogue, provider_id, model_seed)
    catalogue.flush()
    forget_plans(session)


def _seed_provider(catalogue: CatalogueRepository, seed: SeedProvider) -> int:
    provider = Provider(
        code=seed.code,
        display_name=seed.display_name,
        description_he=seed.description_he,
        brand_color=seed.brand_color,
        is_active=seed.is_active,
        sort_order=seed.sort_order,
    )
    catalogue.add(provider)
    return provider.id


def _seed_model(catalogue: CatalogueRepository, provider_id: int, seed: SeedModel) -> None:
    model = AiModel(
        provider_id=provider_id,
        name=seed.name,
        display_name=seed.display_name,
        category=seed.category,
        context_window=seed.context_window,
        max_output_tokens=seed.max_output_tokens,
        quality_rating=seed.quality,
        speed_rating=seed.speed,
    )
    catalogue.add(model)
    prices = [
        ModelPrice(
            model_id=model.id,
            valid_from=datetime.combine(price.valid_from, datetime.min.time(), tzinfo=UTC),
            input_per_million=Decimal(price.input),
            output_per_million=Decimal(price.output),
            cache_read_per_million=decimal(price.cache_read),
            source=price.source,
            as_of=price.valid_from,
        )
        for price in seed.prices
    ]
    catalogue.add(*prices, flush=False)


# ------------------------------------------------------------------------------------------ catalogue


@dataclass(frozen=True)
class ModelView:
    id: int
    provider_id: int
    provider_name: str
    name: str
    display_name: str
    category: str
    input_cost_per_1k: Decimal
    output_cost_per_1k: Decimal
    context_window: int
    quality_rating: int
    speed_rating: int
    is_active: bool
    price_as_of: object

    @property
    def avg_cost_per_1k(self) -> Decimal:
        return (self.input_cost_per_1k + self.output_cost_per_1k) / 2


def current_prices(session: Session, model_ids: Sequence[int] | None = None) -> dict[int, ModelPrice]:
    """The price row in force now for each model (one query)."""
    return CatalogueRepository(session).current_prices(utcnow(), model_ids)


def list_models(
    session: Session, provider_id: int | None = None, category: str | None = None
) -> list[ModelView]:
    rows = CatalogueRepository(session).models_with_provider_names(provider_id, category)
    prices = current_prices(session)
    views = []
    for model, provider_name in rows:
        price = prices.get(model.id)
        views.append(
            ModelView(
                id=model.id,
                provider_id=model.provider_id,
                provider_name=provider_name,
                name=model.name,
                display_name=model.display_name,
                category=model.category,
                input_cost_per_1k=(price.input_per_million / 1000) if price else Decimal(0),
                output_cost_per_1k=(price.output_per_million / 1000) if price else Decimal(0),
                context_window=model.context_window,
                quality_rating=model.quality_rating,
                speed_rating=model.speed_rating,
                is_active=model.is_active,
                price_as_of=price.as_of if price else None,
            )
        )
    return views


@dataclass(frozen=True)
class ProviderView:
    id: int
    code: str
    display_name: str
    description_he: str
    brand_color: str
    is_active: bool
    base_url: str | None
    has_api_key: bool
    key_hint: str | None
    models: list[ModelView]


def _view(provider: Provider, models: list[ModelView]) -> ProviderView:
    return ProviderView(
        id=provider.id,
        code=provider.code,
        display_name=provider.display_name,
        description_he=provider.description_he,
        brand_color=provider.brand_color,
        is_active=provider.is_active,
        base_url=provider.base_url,
        has_api_key=provider.api_key_sealed is not None,
        key_hint=provider.key_hint,
        models=models,
    )


def list_providers(session: Session) -> list[ProviderView]:
    providers = CatalogueRepository(session).providers()
    models = list_models(session)
    return [_view(p, [m for m in models if m.provider_id == p.id]) for p in providers]


def get_provider(session: Session, provider_id: int) -> Provider:
    provider = CatalogueRepository(session).provider(provider_id)
    if provider is None:
        raise ProviderNotFound()
    return provider


def provider_view(session: Session, provider_id: int) -> ProviderView:
    return _view(get_provider(session, provider_id), list_models(session, provider_id))


def require_provider(session: Session, provider_id: int | None) -> Provider | None:
    """A provider named in a body or query: unknown ids are invalid input (400), not 404."""
    if provider_id is None:
        return None
    provider = CatalogueRepository(session).provider(provider_id)
    if provider is None:
        raise UnknownProvider(provider=provider_id)
    return provider


def provider_by_code(session: Session, code: str) -> Provider:
    provider = CatalogueRepository(session).provider_by_code(code)
    if provider is None:
        raise UnknownProvider(provider=code)
    return provider
