"""Time: stored in UTC, shown in the business time zone without an offset (CONTRACT 1)."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from functools import lru_cache
from zoneinfo import ZoneInfo

from misrad.core.settings import get_settings


def utcnow() -> datetime:
    return datetime.now(UTC)


@lru_cache(maxsize=8)
def _zone(name: str) -> ZoneInfo:
    return ZoneInfo(name)


def business_zone() -> ZoneInfo:
    return _zone(get_settings().timezone)


def as_utc(moment: datetime) -> datetime:
    """Treat a naive datetime as UTC (how the database hands it back)."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def format_timestamp(moment: datetime | None) -> str | None:
    if moment is None:
        return None
    return _formatted(moment, get_settings().timezone)


# Lists show the same rows again and again (a page of 20 customers has 40 timestamps); a zone conversion
# and ISO formatting each were a twentieth of such a request's time.
@lru_cache(maxsize=8192)
def _formatted(moment: datetime, zone: str) -> str:
    return as_utc(moment).astimezone(_zone(zone)).replace(tzinfo=None).isoformat(timespec="seconds")


def business_today() -> date:
    return utcnow().astimezone(business_zone()).date()


def business_day_start(day: date) -> datetime:
    """The UTC instant at which a business-calendar day begins."""
    return datetime.combine(day, time.min, tzinfo=business_zone()).astimezone(UTC)


def business_week_start(day: date) -> date:
    """Israeli weeks begin on Sunday."""
    return day - timedelta(days=(day.weekday() + 1) % 7)


def business_month_start(day: date) -> date:
    return day.replace(day=1)
