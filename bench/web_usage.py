"""Bulk fill of AI usage for the web benchmark: usage rows written straight into ``ai_usage_events`` with
their per-day rollups (``ai_usage_daily``) summed in Python, as the gateway's metering would have left
them, plus a week of health probes. SQLite; the catalogue must be seeded first (``areas.seed()``)."""

from __future__ import annotations

import random
import time
from collections import defaultdict
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy import Connection, create_engine, text

BUSINESS_ZONE = ZoneInfo("Asia/Jerusalem")
DAYS = 90
BATCH = 50_000
EVENT_COLUMNS = (
    "created_at, user_id, provider_id, model_id, price_id, feature, input_tokens, output_tokens, "
    "cached_input_tokens, reasoning_tokens, cost_usd, latency_ms, success, error_type, attempt, "
    "fallback_from_id"
)
Key = tuple[str, int, int, str]


CATALOGUE = text(
    "SELECT m.provider_id, m.id FROM ai_models m JOIN ai_providers p ON p.id = m.provider_id "
    "WHERE p.code IN ('openai', 'anthropic', 'google', 'mistral')"
)


def _catalogue(connection: Connection) -> dict[int, list[int]]:
    """Provider id -> its model ids (the providers that have priced models, as real traffic would)."""
    found: dict[int, list[int]] = defaultdict(list)
    rows = connection.execute(CATALOGUE)
    for provider_id, model_id in rows:
        found[int(provider_id)].append(int(model_id))
    return dict(found)


def _row(
    rng: random.Random, at: datetime, users: list[int], catalogue: dict[int, list[int]]
) -> tuple[object, ...]:
    provider = rng.choice(list(catalogue))
    health = rng.random() < 0.05
    ok = rng.random() > 0.02
    inp, out = (0, 0) if health else (rng.randint(200, 6000), rng.randint(50, 1500))
    cost = 0.0 if health else round(inp * 3e-6 + out * 15e-6, 6)
    return (
        at.strftime("%Y-%m-%d %H:%M:%S.%f"), None if health else rng.choice(users), provider,
        None if health else rng.choice(catalogue[provider]), None, "health" if health else "chat", inp, out,
        0, 0, cost, rng.randint(150, 4000), 1 if ok else 0, None if ok else "server", 1, None,
    )  # fmt: skip


def _add_to_rollup(sums: dict[Key, list[float]], row: tuple[object, ...], day: str) -> None:
    key = (day, int(row[2]), int(row[3] or 0), str(row[5]))  # type: ignore[call-overload]
    entry = sums.setdefault(key, [0, 0, 0, 0, 0.0, 0])
    entry[0] += 1
    entry[1] += 0 if row[12] else 1
    entry[2] += row[6]  # type: ignore[operator]
    entry[3] += row[7]  # type: ignore[operator]
    entry[4] += row[10]  # type: ignore[operator]
    entry[5] += row[11]  # type: ignore[operator]


def fill_usage(url: str, users: list[int], count: int) -> float:
    """``count`` calls over the last 90 days, oldest first, by ``users`` (health probes by no one);
    the seconds it took."""
    rng = random.Random(14)
    engine = create_engine(url)
    started = time.perf_counter()
    now = datetime.now(UTC).replace(tzinfo=None)
    step = timedelta(days=DAYS) / max(count, 1)
    sums: dict[Key, list[float]] = {}
    insert = f"INSERT INTO ai_usage_events ({EVENT_COLUMNS}) VALUES ({', '.join('?' * 16)})"
    with engine.begin() as connection:
        catalogue = _catalogue(connection)
        batch: list[tuple[object, ...]] = []
        for number in range(count):
            at = now - timedelta(days=DAYS) + step * number
            row = _row(rng, at, users, catalogue)
            _add_to_rollup(sums, row, at.replace(tzinfo=UTC).astimezone(BUSINESS_ZONE).date().isoformat())
            batch.append(row)
            if len(batch) >= BATCH:
                connection.exec_driver_sql(insert, batch)
                batch = []
        if batch:
            connection.exec_driver_sql(insert, batch)
        connection.exec_driver_sql(
            "INSERT INTO ai_usage_daily (day, provider_id, model_id, feature, request_count, error_count, "
            "input_tokens, output_tokens, cost_usd, latency_ms_total) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(*key, *values) for key, values in sums.items()],
        )
        moments = [(now - timedelta(minutes=10 * i)).strftime("%Y-%m-%d %H:%M:%S.%f") for i in range(1008)]
        probes = [(at, provider, rng.random() > 0.03) for at in moments for provider in catalogue]
        connection.exec_driver_sql(
            "INSERT INTO ai_health_checks (checked_at, provider_id, is_healthy, response_time_ms, source) "
            "VALUES (?, ?, ?, 300, 'probe')",
            probes,
        )
    engine.dispose()
    return time.perf_counter() - started
