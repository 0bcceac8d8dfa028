"""Usage rows (one per call or probe) and their per-day rollups, written in the caller's short
transaction; on PostgreSQL a call's whole settlement is one statement; the ``/v1`` settlement writer's
batches as plain tuples through statements prepared once (``add_values``)."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from decimal import Decimal
from functools import cache
from typing import Any, cast

from sqlalchemy import Connection, Table, bindparam, insert, text
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import Session

from misrad.providers.models import UsageDaily, UsageEvent
from misrad.providers.repository.ledgers import SETTLED_MARK, Executor, dialect, id_array

_EVENTS = cast(Table, UsageEvent.__table__)
_DAILY = cast(Table, UsageDaily.__table__)


@dataclass(frozen=True)
class UsageRow:
    """One ``ai_usage_events`` row; ``day`` (business time zone) keys its rollup."""

    created_at: datetime
    day: date
    user_id: int | None
    provider_id: int
    model_id: int | None
    price_id: int | None
    feature: str
    input_tokens: int
    output_tokens: int
    cached_input_tokens: int
    reasoning_tokens: int
    cost_usd: Decimal
    latency_ms: int
    success: bool
    error_type: str | None
    attempt: int
    fallback_from_id: int | None
    virtual_key_id: int | None = None
    team: str | None = None


_EVENT_COLUMNS = tuple(name for name in UsageRow.__dataclass_fields__ if name != "day")
# The order of a usage row's values in ``UsageRepository.add_values``.
EVENT_COLUMNS = _EVENT_COLUMNS
_NEW_EVENT = insert(_EVENTS).values(
    {name: bindparam(f"e_{name}", type_=_EVENTS.c[name].type) for name in _EVENT_COLUMNS}
)
_ROLLUP_SUMS = (
    "request_count",
    "error_count",
    "input_tokens",
    "output_tokens",
    "cost_usd",
    "latency_ms_total",
)
_ROLLUP_COLUMNS = ("day", "provider_id", "model_id", "feature", *_ROLLUP_SUMS)
# The day's rollup upsert (INSERT ... ON CONFLICT DO UPDATE adding the sums) in plain SQL both dialects
# take, its values typed as the table's columns: SQLAlchemy caches no ON CONFLICT construct, which was
# compiled anew at every call's settlement; this is compiled once per dialect.
_ROLLUP = text(
    f"INSERT INTO ai_usage_daily ({', '.join(_ROLLUP_COLUMNS)}) "  # noqa: S608 - constant SQL, values bound
    f"VALUES ({', '.join(f':d_{c}' for c in _ROLLUP_COLUMNS)}) "
    f"ON CONFLICT ({', '.join(_ROLLUP_COLUMNS[:4])}) DO UPDATE SET "
    + ", ".join(f"{c} = ai_usage_daily.{c} + excluded.{c}" for c in _ROLLUP_SUMS)
).bindparams(*(bindparam(f"d_{c}", type_=_DAILY.c[c].type) for c in _ROLLUP_COLUMNS))


_PG_EVENT = """INSERT INTO ai_usage_events (created_at, user_id, provider_id, model_id, price_id, feature,
    input_tokens, output_tokens, cached_input_tokens, reasoning_tokens, cost_usd, latency_ms, success,
    error_type, attempt, fallback_from_id, virtual_key_id, team)
  VALUES (:created_at, :user_id, :provider_id, :model_id, :price_id, :feature, :input_tokens,
    :output_tokens, :cached_input_tokens, :reasoning_tokens, :cost_usd, :latency_ms, :success,
    :error_type, :attempt, :fallback_from_id, :virtual_key_id, :team)"""
_PG_DAILY = """INSERT INTO ai_usage_daily AS d (day, provider_id, model_id, feature, request_count,
    error_count, input_tokens, output_tokens, cost_usd, latency_ms_total)
  VALUES (:day, :provider_id, :rollup_model_id, :feature, 1, :errors, :input_tokens, :output_tokens,
    :cost_usd, :latency_ms)
  ON CONFLICT (day, provider_id, model_id, feature) DO UPDATE SET
    request_count = d.request_count + 1, error_count = d.error_count + excluded.error_count,
    input_tokens = d.input_tokens + excluded.input_tokens,
    output_tokens = d.output_tokens + excluded.output_tokens,
    cost_usd = d.cost_usd + excluded.cost_usd,
    latency_ms_total = d.latency_ms_total + excluded.latency_ms_total"""
# PostgreSQL settles a call in one statement (one round trip before the commit): data-modifying CTEs
# all run. A hold the sweeper already released is not subtracted again; the real cost always counts.
_PG_SETTLE_WITH_HOLD = text(
    f"WITH event AS ({_PG_EVENT}), daily AS ({_PG_DAILY}), "  # noqa: S608 - constant SQL, values bound
    "hold AS (DELETE FROM ai_budget_holds WHERE id = :hold_id RETURNING id) "
    "UPDATE ai_budget_ledgers SET "
    "reserved_usd = reserved_usd - CASE WHEN EXISTS (SELECT 1 FROM hold) THEN :held ELSE 0 END, "
    "spent_usd = spent_usd + :cost_usd WHERE id = :first_ledger "
    "RETURNING EXISTS (SELECT 1 FROM hold)"
)
_PG_SETTLE = text(f"WITH event AS ({_PG_EVENT}) {_PG_DAILY}")


_DAILY_KEYS = ("day", "provider_id", "model_id", "feature")
_AT = {name: index for index, name in enumerate(_EVENT_COLUMNS)}
# Where the rollup's sums of tokens, cost and latency are in a usage row's values.
_SUMMED = tuple(_AT[name] for name in ("input_tokens", "output_tokens", "cost_usd", "latency_ms"))
Processors = tuple[tuple[int, Callable[[Any], Any]], ...]


@dataclass(frozen=True)
class _Prepared:
    """A dialect's statements for ``add_values`` (driver SQL, built once) and the conversions of the
    values that need one (as SQLAlchemy's types bind them: the same stored form as ``add``)."""

    events: str
    daily: str
    event_values: Processors
    daily_values: Processors


def _processors(table: Table, columns: Sequence[str], dialect: Dialect) -> Processors:
    found = []
    for index, name in enumerate(columns):
        processor = table.c[name].type.dialect_impl(dialect).bind_processor(dialect)
        if processor is not None:
            found.append((index, processor))
    return tuple(found)


def _source(table: Table, columns: Sequence[str], dialect: Dialect) -> str:
    """Where an insert of ``add_values`` takes its rows from: SQLite, one row of parameters (the driver
    runs it for each row); PostgreSQL, one array per column (one statement for every row: the driver's
    executemany costs Python per row)."""
    if dialect.name != "postgresql":
        return f"VALUES ({', '.join(['?'] * len(columns))})"
    arrays = ", ".join(f"CAST(%s AS {table.c[c].type.compile(dialect=dialect)}[])" for c in columns)
    return f"SELECT * FROM unnest({arrays})"  # noqa: S608 - column types of the model, values bound


@cache
def _prepared(dialect: Dialect) -> _Prepared:
    daily_columns = (*_DAILY_KEYS, *_ROLLUP_SUMS)
    sums = ", ".join(f"{c} = ai_usage_daily.{c} + excluded.{c}" for c in _ROLLUP_SUMS)
    return _Prepared(
        events=f"INSERT INTO ai_usage_events ({', '.join(_EVENT_COLUMNS)}) "
        + _source(_EVENTS, _EVENT_COLUMNS, dialect),
        daily=f"INSERT INTO ai_usage_daily ({', '.join(daily_columns)}) "
        + _source(_DAILY, daily_columns, dialect)
        + f" ON CONFLICT ({', '.join(_DAILY_KEYS)}) DO UPDATE SET {sums}",
        event_values=_processors(_EVENTS, _EVENT_COLUMNS, dialect),
        daily_values=_processors(_DAILY, daily_columns, dialect),
    )


def _run(connection: Connection, statement: str, rows: list[tuple[Any, ...]]) -> None:
    if connection.dialect.name == "postgresql":  # one array per column
        connection.exec_driver_sql(statement, tuple(list(column) for column in zip(*rows, strict=True)))
    else:
        connection.exec_driver_sql(statement, rows)  # type: ignore[arg-type]


def _bound(rows: list[tuple[Any, ...]], processors: Processors) -> list[tuple[Any, ...]]:
    """``rows`` with the values that need it converted for the driver; a value the row before had in
    that column (a batch's one moment) is converted once."""
    if not processors:
        return rows
    out = []
    last: dict[int, tuple[Any, Any]] = {}
    for row in rows:
        values = list(row)
        for index, processor in processors:
            value = values[index]
            if value is None:
                continue
            before = last.get(index)
            if before is None or before[0] is not value:
                before = last[index] = (value, processor(value))
            values[index] = before[1]
        out.append(tuple(values))
    return out


def _rollup_rows(rows: Sequence[tuple[Any, ...]], day: date) -> list[tuple[Any, ...]]:
    """The rollup rows of ``rows`` (all of ``day``): sums per provider, model (0: none) and feature."""
    provider, model, feature, success = _AT["provider_id"], _AT["model_id"], _AT["feature"], _AT["success"]
    sums: dict[tuple[Any, ...], list[Any]] = {}
    for row in rows:
        found = sums.setdefault((row[provider], row[model] or 0, row[feature]), [0, 0, 0, 0, Decimal(0), 0])
        found[0] += 1
        found[1] += 0 if row[success] else 1
        for index, source in enumerate(_SUMMED, start=2):
            found[index] += row[source]
    return [(day, *key, *found) for key, found in sums.items()]


# PostgreSQL: the durable half of the settlement writer's batch (``metering.record_settled``) in one
# statement, its rows given as one JSON document: the usage rows, their rollups summed per provider,
# model and feature, and each call's hold marked with its real cost (``ledgers.SETTLED_MARK``). Alone in
# autocommit it is its own transaction, flushed at its end: one round trip where a transaction of three
# statements took six. And one text to send: psycopg's dumping of an array per column (its element type
# found by scanning each list) was a third of a batch's Python time, the GIL time a call arriving during
# the batch waited for. Columns as the table types them; ``hold`` and ``settled`` are the call's hold
# (null: none) and its real cost. The holds' ids also go as an array, so they are found by their key.
_PG_SETTLED_COLUMNS = tuple(name for name in _EVENT_COLUMNS if name != "created_at")
_PG_RECORD_SETTLED = (
    "WITH calls AS (SELECT * FROM json_to_recordset(CAST(%s AS json)) AS c({columns}, hold bigint, "
    "settled text)), "
    "events AS (INSERT INTO ai_usage_events (created_at, {names}) SELECT %s, {names} FROM calls), "
    "daily AS (INSERT INTO ai_usage_daily AS d (day, provider_id, model_id, feature, request_count, "
    "error_count, input_tokens, output_tokens, cost_usd, latency_ms_total) "
    "SELECT %s, provider_id, coalesce(model_id, 0), feature, count(*), count(*) FILTER (WHERE NOT success), "
    "sum(input_tokens), sum(output_tokens), sum(cost_usd), sum(latency_ms) FROM calls "
    "GROUP BY provider_id, coalesce(model_id, 0), feature "
    "ON CONFLICT (day, provider_id, model_id, feature) DO UPDATE SET {sums}), "
    "marked AS (UPDATE ai_budget_holds AS h SET pending_usage = json_build_object('{mark}', c.settled) "
    "FROM calls AS c WHERE h.id = ANY(CAST(%s AS bigint[])) AND h.id = c.hold RETURNING h.id) "
    "SELECT id FROM marked"
)


@cache
def _pg_record_settled(dialect: Dialect) -> str:
    columns = ", ".join(f"{c} {_EVENTS.c[c].type.compile(dialect=dialect)}" for c in _PG_SETTLED_COLUMNS)
    sums = ", ".join(f"{c} = d.{c} + excluded.{c}" for c in _ROLLUP_SUMS)
    names = ", ".join(_PG_SETTLED_COLUMNS)
    return _PG_RECORD_SETTLED.format(columns=columns, names=names, sums=sums, mark=SETTLED_MARK)


def _json_value(value: Any) -> Any:
    return str(value) if isinstance(value, Decimal) else value


class UsageRepository:
    def __init__(self, executor: Executor) -> None:
        self.executor = executor
        self.postgres = dialect(executor) == "postgresql"

    def add(self, row: UsageRow) -> None:
        """The usage row and its share of the day's rollup."""
        self.executor.execute(_NEW_EVENT, {f"e_{name}": getattr(row, name) for name in _EVENT_COLUMNS})
        self.executor.execute(
            _ROLLUP,
            {
                "d_day": row.day,
                "d_provider_id": row.provider_id,
                "d_model_id": row.model_id or 0,
                "d_feature": row.feature,
                "d_request_count": 1,
                "d_error_count": 0 if row.success else 1,
                "d_input_tokens": row.input_tokens,
                "d_output_tokens": row.output_tokens,
                "d_cost_usd": row.cost_usd,
                "d_latency_ms_total": row.latency_ms,
            },
        )

    def add_values(self, rows: list[tuple[Any, ...]], day: date) -> None:
        """Usage rows given as plain tuples in ``EVENT_COLUMNS`` order (``created_at`` naive or aware
        UTC), all of business day ``day``, and their rollups summed: two statements prepared once per
        dialect, each run once for all its rows (``_source``). The settlement writer's batch
        runs beside the request threads of its process: SQL built per batch and an object per row were
        most of its Python time, which a call arriving meanwhile waited for (the GIL)."""
        if not rows:
            return
        connection = self.executor.connection() if isinstance(self.executor, Session) else self.executor
        prepared = _prepared(connection.dialect)
        _run(connection, prepared.events, _bound(rows, prepared.event_values))
        _run(connection, prepared.daily, _bound(_rollup_rows(rows, day), prepared.daily_values))

    def record_settled_postgres(
        self, rows: list[tuple[Any, ...]], day: date, holds: Sequence[tuple[int, Decimal] | None]
    ) -> set[int]:
        """PostgreSQL: usage rows as ``add_values`` takes them (one ``created_at``: a batch's moment),
        their rollups, and for each row its hold (id, real cost) marked settled, in one statement
        (``_PG_RECORD_SETTLED``); the ids of the holds so marked."""
        if not rows:
            return set()
        connection = self.executor.connection() if isinstance(self.executor, Session) else self.executor
        documents = []
        for row, hold in zip(rows, holds, strict=True):
            document = {name: _json_value(row[_AT[name]]) for name in _PG_SETTLED_COLUMNS}
            if hold is not None:
                document["hold"], document["settled"] = hold[0], str(hold[1])
            documents.append(document)
        moment = rows[0][_AT["created_at"]].astimezone(UTC).replace(tzinfo=None)
        statement = _pg_record_settled(connection.dialect)
        marks = id_array([hold[0] for hold in holds if hold is not None])
        found = connection.exec_driver_sql(statement, (json.dumps(documents), moment, day, marks))
        return {int(hold_id) for hold_id in found.scalars()}

    def settle_postgres(self, row: UsageRow, hold: tuple[int, tuple[int, ...], Decimal] | None) -> bool:
        """PostgreSQL only: the usage row, its rollup and (with a hold: id, ledger ids, amount) the first
        ledger's settlement in one statement. True when the hold was still there to release; the other
        ledgers are the caller's to settle (``LedgerRepository.settle``), in reservation order."""
        params: dict[str, Any] = dict(vars(row))
        params["created_at"] = row.created_at.astimezone(UTC).replace(tzinfo=None)
        params["rollup_model_id"] = row.model_id or 0
        params["errors"] = 0 if row.success else 1
        if hold is None:
            self.executor.execute(_PG_SETTLE, params)
            return False
        hold_id, ledger_ids, held = hold
        params.update(hold_id=hold_id, held=held, first_ledger=ledger_ids[0])
        return bool(self.executor.execute(_PG_SETTLE_WITH_HOLD, params).scalar_one())
