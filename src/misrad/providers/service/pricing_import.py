"""``misrad pricing import FILE``: prices from LiteLLM's community price map
(``model_prices_and_context_window.json``), so nobody edits prices by hand.

The file maps a model key to an entry; the fields read are LiteLLM's own: ``litellm_provider``,
``mode``, ``input_cost_per_token``, ``output_cost_per_token``, ``cache_read_input_token_cost``,
``cache_creation_input_token_cost``, ``max_input_tokens`` (else ``max_tokens``), ``max_output_tokens``,
``supports_vision``. Costs are USD per token; the catalogue keeps USD per 1M tokens, read as exact
decimals (the JSON numbers are parsed as decimals, never as binary floats).

A price that differs from the one in force becomes a new effective-dated price row (from ``effective``,
now by default); earlier usage keeps the price it was charged at. Unchanged prices add nothing, so an
import can run every day. Models the catalogue does not know are skipped unless ``add_models`` is set.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

from sqlalchemy.orm import Session

from misrad.core.clock import business_zone, utcnow
from misrad.providers.errors import PricingFileInvalid
from misrad.providers.gateway.plans import forget_plans
from misrad.providers.models import AiModel, ModelPrice, Provider
from misrad.providers.repository import CatalogueRepository
from misrad.providers.service.catalogue import current_prices

# LiteLLM's provider names -> ours.
LITELLM_PROVIDERS = {"openai": "openai", "anthropic": "anthropic", "gemini": "google", "mistral": "mistral"}
MILLION = Decimal(1_000_000)
MAX_PER_MILLION = Decimal("100000000")  # fits Numeric(14, 6); anything above is a broken entry


@dataclass
class ImportReport:
    updated: list[str] = field(default_factory=list)
    unchanged: int = 0
    added: list[str] = field(default_factory=list)
    skipped_unknown: int = 0
    rejected: list[str] = field(default_factory=list)


def read_price_map(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"), parse_float=Decimal)
    except (OSError, UnicodeDecodeError) as exc:
        raise PricingFileInvalid(reason=str(exc)[:200]) from exc
    except json.JSONDecodeError as exc:
        raise PricingFileInvalid(reason=f"not JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise PricingFileInvalid(reason="the file must hold one JSON object of models")
    return data


def _per_million(value: Any) -> Decimal | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | Decimal | str):
        raise ValueError("not a number")
    try:
        per_million = (Decimal(value) * MILLION).quantize(Decimal("0.000001"))
    except InvalidOperation as exc:
        raise ValueError("not a number") from exc
    if per_million < 0 or per_million > MAX_PER_MILLION:
        raise ValueError("out of range")
    return per_million


def _name(key: str, litellm_provider: str) -> str:
    prefix = f"{litellm_provider}/"
    return key[len(prefix) :] if key.startswith(prefix) else key


def _same(a: Decimal | None, b: Decimal | None) -> bool:
    if a is None or b is None:
        return a is None and b is None
    return Decimal(a) == Decimal(b)


@dataclass(frozen=True)
class _Entry:
    """One chat model's entry of the price map, read and checked."""

    key: str
    code: str
    name: str
    price_in: Decimal
    price_out: Decimal
    cache_read: Decimal | None
    cache_write: Decimal | None
    context: Any
    max_output_tokens: Any
    supports_vision: bool


def _read_entry(key: str, entry: Any, providers: dict[str, Provider], report: ImportReport) -> _Entry | None:
    """The entry of a chat model of a known provider with valid prices; else None, counted in the report."""
    if key == "sample_spec" or not isinstance(entry, dict):
        return None
    litellm_provider = str(entry.get("litellm_provider", ""))
    code = LITELLM_PROVIDERS.get(litellm_provider)
    if code is None or code not in providers or entry.get("mode", "chat") != "chat":
        report.skipped_unknown += 1
        return None
    try:
        price_in = _per_million(entry.get("input_cost_per_token"))
        price_out = _per_million(entry.get("output_cost_per_token"))
        cache_read = _per_million(entry.get("cache_read_input_token_cost"))
        cache_write = _per_million(entry.get("cache_creation_input_token_cost"))
    except ValueError as exc:
        report.rejected.append(f"{key}: {exc}")
        return None
    if price_in is None or price_out is None:
        report.rejected.append(f"{key}: no input or output price")
        return None
    return _Entry(
        key=key,
        code=code,
        name=_name(key, litellm_provider),
        price_in=price_in,
        price_out=price_out,
        cache_read=cache_read,
        cache_write=cache_write,
        context=entry.get("max_input_tokens") or entry.get("max_tokens"),
        max_output_tokens=entry.get("max_output_tokens"),
        supports_vision=bool(entry.get("supports_vision", False)),
    )


def _model_for(
    catalogue: CatalogueRepository,
    entry: _Entry,
    provider: Provider,
    models: dict[tuple[int, str], AiModel],
    *,
    add_models: bool,
    report: ImportReport,
) -> AiModel | None:
    """The catalogue's model of the entry (its context window kept current), a new one when
    ``add_models`` is set, else None (counted as unknown)."""
    model = models.get((provider.id, entry.name))
    if model is not None:
        if isinstance(entry.context, int) and entry.context > 0:
            model.context_window = entry.context
        return model
    if not add_models or len(entry.name) > 120:
        report.skipped_unknown += 1
        return None
    model = AiModel(
        provider_id=provider.id,
        name=entry.name,
        display_name=entry.name,
        category="fast",
        context_window=int(entry.context) if isinstance(entry.context, int) else 0,
        max_output_tokens=int(entry.max_output_tokens or 0),
        supports_vision=entry.supports_vision,
    )
    catalogue.add(model)
    models[(provider.id, entry.name)] = model
    report.added.append(f"{entry.code}/{entry.name}")
    return model


def _unchanged(current: ModelPrice | None, entry: _Entry) -> bool:
    return (
        current is not None
        and _same(current.input_per_million, entry.price_in)
        and _same(current.output_per_million, entry.price_out)
        and _same(current.cache_read_per_million, entry.cache_read)
        and _same(current.cache_write_per_million, entry.cache_write)
    )


def import_prices(
    session: Session,
    data: dict[str, Any],
    *,
    source: str,
    effective: datetime | None = None,
    add_models: bool = False,
) -> ImportReport:
    """Apply a LiteLLM price map to the catalogue (see the module docstring)."""
    moment = effective or utcnow()
    report = ImportReport()
    catalogue = CatalogueRepository(session)
    providers = {p.code: p for p in catalogue.providers()}
    models = {(m.provider_id, m.name): m for m in catalogue.all_models()}
    in_force = current_prices(session)
    for key, raw in data.items():
        entry = _read_entry(key, raw, providers, report)
        if entry is None:
            continue
        model = _model_for(
            catalogue, entry, providers[entry.code], models, add_models=add_models, report=report
        )
        if model is None:
            continue
        current = in_force.get(model.id)
        if _unchanged(current, entry):
            report.unchanged += 1
            continue
        catalogue.add(_price(model, entry, moment, source), flush=False)
        if current is not None:
            report.updated.append(f"{entry.code}/{entry.name}")
    catalogue.flush()
    forget_plans(session)
    return report


def _price(model: AiModel, entry: _Entry, moment: datetime, source: str) -> ModelPrice:
    """A new effective-dated price of the model, in force from ``moment``."""
    return ModelPrice(
        model_id=model.id,
        valid_from=moment,
        input_per_million=entry.price_in,
        output_per_million=entry.price_out,
        cache_read_per_million=entry.cache_read,
        cache_write_per_million=entry.cache_write,
        source=source[:200],
        as_of=moment.astimezone(business_zone()).date(),
    )
