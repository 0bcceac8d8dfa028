"""Prices in force and what a call costs (USD, 6 decimals)."""

from __future__ import annotations

from datetime import datetime
from decimal import ROUND_HALF_UP, Decimal

from sqlalchemy.orm import Session

from misrad.core.clock import utcnow
from misrad.providers.metering.usage import Usage
from misrad.providers.repository import CatalogueRepository, PriceSnapshot

MILLION = Decimal(1_000_000)
SIX = Decimal("0.000001")
FREE = PriceSnapshot(None, Decimal(0), Decimal(0), None, None)


def price_in_force(session: Session, model_id: int, at: datetime | None = None) -> PriceSnapshot:
    """The model's price valid at ``at`` (now by default): the newest row that started by then; a model
    without any price is free."""
    return CatalogueRepository(session).price_in_force(model_id, at or utcnow()) or FREE


def prices_after(
    session: Session, model_id: int, moment: datetime
) -> tuple[tuple[datetime, PriceSnapshot], ...]:
    """Prices of the model announced to start after ``moment``, oldest first."""
    return tuple(CatalogueRepository(session).prices_after(model_id, moment))


def call_cost(price: PriceSnapshot, usage: Usage, *, cache_write_markup: Decimal = Decimal(1)) -> Decimal:
    """USD cost of one call. Cache reads are charged at the cache price (the input price when the
    catalogue has none); cache writes at their price, else at the input price times the vendor's
    ``cache_write_markup`` (its adapter's billing rule: Anthropic bills 1.25x)."""
    cache_read = (
        price.cache_read_per_million if price.cache_read_per_million is not None else price.input_per_million
    )
    cache_write = price.cache_write_per_million
    if cache_write is None:
        cache_write = price.input_per_million * cache_write_markup
    total = (
        Decimal(usage.uncached_input_tokens) * price.input_per_million
        + Decimal(usage.cached_input_tokens) * cache_read
        + Decimal(usage.cache_write_tokens) * cache_write
        + Decimal(usage.output_tokens) * price.output_per_million
    ) / MILLION
    return total.quantize(SIX, rounding=ROUND_HALF_UP)


def worst_case_cost(price: PriceSnapshot, input_tokens_bound: int, max_tokens: int) -> Decimal:
    """What a call can cost at most: every prompt token uncached, every allowed output token used."""
    return call_cost(price, Usage(input_tokens=input_tokens_bound, output_tokens=max_tokens))
