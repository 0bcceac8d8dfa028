"""Usage: tokens as every vendor bills them, and the usage row (with its rollup) of each call."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Any

from misrad.core.clock import business_zone, utcnow
from misrad.providers.repository import Executor, UsageRepository, UsageRow
from misrad.providers.repository.usage import EVENT_COLUMNS


@dataclass(frozen=True)
class Usage:
    """Token usage normalised across vendors.

    ``input_tokens`` counts every prompt token (uncached + cache read + cache write);
    ``output_tokens`` counts every generated token (visible + reasoning), which is how all three
    vendors bill output.
    """

    input_tokens: int = 0
    output_tokens: int = 0
    cached_input_tokens: int = 0
    cache_write_tokens: int = 0
    reasoning_tokens: int = 0

    @property
    def uncached_input_tokens(self) -> int:
        return max(0, self.input_tokens - self.cached_input_tokens - self.cache_write_tokens)


@dataclass(frozen=True)
class Metered:
    user_id: int | None
    provider_id: int
    model_id: int | None
    price_id: int | None
    feature: str
    usage: Usage
    cost_usd: Decimal
    latency_ms: int
    success: bool
    error_type: str | None
    attempt: int = 1
    fallback_from_id: int | None = None
    virtual_key_id: int | None = None
    team: str | None = None


def pending_record(metered: Metered) -> dict[str, Any]:
    """What a hold keeps of its call (JSON): the usage row as the sweeper would write it."""
    record = {name: getattr(metered, name) for name in Metered.__dataclass_fields__ if name != "usage"}
    record["cost_usd"] = str(metered.cost_usd)
    record["usage"] = vars(metered.usage)
    return record


def metered_from_record(record: dict[str, Any]) -> Metered:
    """The call a hold kept, as unsettled (the process that sent it died before it settled)."""
    fields = {key: value for key, value in record.items() if key in Metered.__dataclass_fields__}
    fields["usage"] = Usage(**fields.get("usage", {}))
    fields["cost_usd"] = Decimal(fields.get("cost_usd", "0"))
    fields.update(success=False, error_type="unsettled")
    return Metered(**fields)


def usage_row(metered: Metered, at: datetime | None = None) -> UsageRow:
    """The row of one call; its rollup is keyed by the business day it happened on."""
    moment = at or utcnow()
    values = dict(zip(EVENT_COLUMNS, usage_values(metered, moment), strict=True))
    return UsageRow(day=moment.astimezone(business_zone()).date(), **values)


def usage_values(metered: Metered, moment: datetime) -> tuple[Any, ...]:
    """The row of one call as plain values in ``repository.usage.EVENT_COLUMNS`` order (``add_values``):
    what ``usage_row`` makes, without an object per row, for the settlement writer's batches."""
    usage = metered.usage
    return (
        moment,
        metered.user_id,
        metered.provider_id,
        metered.model_id,
        metered.price_id,
        metered.feature,
        usage.input_tokens,
        usage.output_tokens,
        usage.cached_input_tokens,
        usage.reasoning_tokens,
        metered.cost_usd,
        metered.latency_ms,
        metered.success,
        metered.error_type,
        metered.attempt,
        metered.fallback_from_id,
        metered.virtual_key_id,
        metered.team,
    )


def record_usage_values(executor: Executor, metered: Sequence[Metered]) -> None:
    """Many calls' usage rows and rollups at once, all of this moment (the settlement writer's batch)."""
    moment = utcnow()
    rows = [usage_values(call, moment) for call in metered]
    UsageRepository(executor).add_values(rows, moment.astimezone(business_zone()).date())


def record_usage(executor: Executor, metered: Metered, *, at: datetime | None = None) -> None:
    """One usage row and its per-day rollup, in the caller's (short) transaction."""
    UsageRepository(executor).add(usage_row(metered, at))
