"""The catalogue: providers, their models and the models' effective-dated prices."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from misrad.providers.models import AiModel, ModelPrice, Provider


@dataclass(frozen=True)
class PriceSnapshot:
    """A price row as the call path keeps it (USD per 1M tokens); ``id`` None: no price row (free)."""

    id: int | None
    input_per_million: Decimal
    output_per_million: Decimal
    cache_read_per_million: Decimal | None
    cache_write_per_million: Decimal | None


def _snapshot(row: ModelPrice) -> PriceSnapshot:
    return PriceSnapshot(
        row.id,
        row.input_per_million,
        row.output_per_million,
        row.cache_read_per_million,
        row.cache_write_per_million,
    )


class CatalogueRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    # ------------------------------------------------------------------ providers

    def provider(self, provider_id: int) -> Provider | None:
        return self.session.get(Provider, provider_id)

    def provider_by_code(self, code: str) -> Provider | None:
        return self.session.execute(select(Provider).where(Provider.code == code)).scalar_one_or_none()

    def providers(self, *, active_only: bool = False, by_id: bool = False) -> list[Provider]:
        """In display order (``sort_order``), or by id."""
        statement = select(Provider)
        if active_only:
            statement = statement.where(Provider.is_active.is_(True))
        order = (Provider.id,) if by_id else (Provider.sort_order, Provider.id)
        return list(self.session.scalars(statement.order_by(*order)))

    def providers_with_keys(self) -> list[Provider]:
        return list(self.session.scalars(select(Provider).where(Provider.api_key_sealed.is_not(None))))

    def provider_names(self) -> dict[int, str]:
        return dict(self.session.execute(select(Provider.id, Provider.display_name)).tuples().all())

    def provider_codes(self) -> dict[str, int]:
        return {code: pid for pid, code in self.session.execute(select(Provider.id, Provider.code))}

    # ------------------------------------------------------------------ models

    def model(self, model_id: int) -> AiModel | None:
        return self.session.get(AiModel, model_id)

    def active_models(self, provider_id: int) -> list[AiModel]:
        return list(
            self.session.scalars(
                select(AiModel)
                .where(AiModel.provider_id == provider_id, AiModel.is_active.is_(True))
                .order_by(AiModel.id)
            )
        )

    def all_models(self) -> list[AiModel]:
        return list(self.session.scalars(select(AiModel)))

    def model_keys(self) -> set[tuple[int, str]]:
        """(provider id, model name) of every model."""
        return {(pid, name) for pid, name in self.session.execute(select(AiModel.provider_id, AiModel.name))}

    def models_with_provider_names(
        self, provider_id: int | None = None, category: str | None = None
    ) -> list[tuple[AiModel, str]]:
        """Models with their provider's display name, in display order."""
        statement = (
            select(AiModel, Provider.display_name)
            .join(Provider, Provider.id == AiModel.provider_id)
            .order_by(Provider.sort_order, AiModel.id)
        )
        if provider_id is not None:
            statement = statement.where(AiModel.provider_id == provider_id)
        if category is not None:
            statement = statement.where(AiModel.category == category)
        return [(model, name) for model, name in self.session.execute(statement)]

    def model_names(self) -> dict[int, tuple[str, str]]:
        """Model id -> (model name, provider display name)."""
        return {
            mid: (name, provider)
            for mid, name, provider in self.session.execute(
                select(AiModel.id, AiModel.name, Provider.display_name).join(
                    Provider, Provider.id == AiModel.provider_id
                )
            )
        }

    # ------------------------------------------------------------------ prices

    def price_in_force(self, model_id: int, at: datetime) -> PriceSnapshot | None:
        """The newest price of the model that started by ``at``."""
        row = self.session.execute(
            select(ModelPrice)
            .where(ModelPrice.model_id == model_id, ModelPrice.valid_from <= at)
            .order_by(ModelPrice.valid_from.desc(), ModelPrice.id.desc())
            .limit(1)
        ).scalar_one_or_none()
        return None if row is None else _snapshot(row)

    def prices_after(self, model_id: int, moment: datetime) -> list[tuple[datetime, PriceSnapshot]]:
        """Prices of the model announced to start after ``moment``, oldest first."""
        rows = self.session.scalars(
            select(ModelPrice)
            .where(ModelPrice.model_id == model_id, ModelPrice.valid_from > moment)
            .order_by(ModelPrice.valid_from, ModelPrice.id)
        ).all()
        return [(row.valid_from, _snapshot(row)) for row in rows]

    def current_prices(self, now: datetime, model_ids: Sequence[int] | None = None) -> dict[int, ModelPrice]:
        """The price row in force at ``now`` for each model (one query)."""
        newest = (
            select(ModelPrice.model_id, func.max(ModelPrice.valid_from).label("valid_from"))
            .where(ModelPrice.valid_from <= now)
            .group_by(ModelPrice.model_id)
            .subquery()
        )
        statement = select(ModelPrice).join(
            newest,
            (ModelPrice.model_id == newest.c.model_id) & (ModelPrice.valid_from == newest.c.valid_from),
        )
        if model_ids is not None:
            statement = statement.where(ModelPrice.model_id.in_(model_ids))
        return {row.model_id: row for row in self.session.scalars(statement)}

    # ------------------------------------------------------------------ writes

    def add(self, *rows: Any, flush: bool = True) -> None:
        """New catalogue rows (providers, models, prices), flushed so that their ids are known."""
        self.session.add_all(rows)
        if flush:
            self.session.flush()

    def flush(self) -> None:
        self.session.flush()
