"""Timestamps as shown: the business time zone, seconds, no offset (CONTRACT 1)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from misrad.core.clock import format_timestamp
from misrad.core.settings import get_settings


def test_a_timestamp_is_shown_in_the_business_zone_across_summer_time() -> None:
    winter = datetime(2026, 1, 15, 10, 0, 5, tzinfo=UTC)
    summer = datetime(2026, 7, 15, 10, 0, 5)  # naive: UTC, as the database hands it back
    assert format_timestamp(winter) == "2026-01-15T12:00:05"
    assert format_timestamp(summer) == "2026-07-15T13:00:05"
    # The same instant given in another zone is the same moment.
    assert format_timestamp(winter.astimezone(timezone(timedelta(hours=-5)))) == "2026-01-15T12:00:05"
    assert format_timestamp(None) is None


def test_the_shown_time_follows_the_business_zone_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    moment = datetime(2026, 3, 1, 22, 30, tzinfo=UTC)
    assert format_timestamp(moment) == "2026-03-02T00:30:00"  # remembered for this zone
    monkeypatch.setenv("MISRAD_TIMEZONE", "Europe/London")
    get_settings.cache_clear()
    try:
        assert format_timestamp(moment) == "2026-03-01T22:30:00"  # not the remembered text of another zone
    finally:
        monkeypatch.delenv("MISRAD_TIMEZONE")
        get_settings.cache_clear()
