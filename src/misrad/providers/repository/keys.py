"""Virtual keys of the ``/v1`` endpoint, their change counter, and model aliases."""

from __future__ import annotations

from typing import cast

from sqlalchemy import BigInteger, Connection, Float, Table, bindparam, delete, select, text
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session

from misrad.core import changes
from misrad.providers.models import AiModel, KeyRateWindow, ModelAlias, Provider, VirtualKey
from misrad.providers.repository.ledgers import Executor


class KeyRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def by_hash(self, key_hash: str) -> VirtualKey | None:
        return self.session.scalars(select(VirtualKey).where(VirtualKey.key_hash == key_hash)).first()

    def get(self, key_id: int) -> VirtualKey | None:
        return self.session.get(VirtualKey, key_id)

    def all(self, owner_user_id: int | None = None) -> list[VirtualKey]:
        statement = select(VirtualKey).order_by(VirtualKey.id)
        if owner_user_id is not None:
            statement = statement.where(VirtualKey.owner_user_id == owner_user_id)
        return list(self.session.scalars(statement))

    def add(self, key: VirtualKey) -> VirtualKey:
        self.session.add(key)
        self.session.flush()
        return key

    def bump_generation(self) -> None:
        """Count one change to keys: every process drops its cached keys at its next request."""
        changes.bump(self.session, changes.AI_KEYS)

    def aliases(self) -> list[ModelAlias]:
        return list(self.session.scalars(select(ModelAlias).order_by(ModelAlias.alias)))

    def alias(self, alias_id: int) -> ModelAlias | None:
        return self.session.get(ModelAlias, alias_id)

    def alias_named(self, name: str) -> ModelAlias | None:
        return self.session.scalar(select(ModelAlias).where(ModelAlias.alias == name))

    def add_alias(self, alias: ModelAlias) -> ModelAlias:
        self.session.add(alias)
        self.session.flush()
        return alias

    def delete_alias(self, alias: ModelAlias) -> None:
        self.session.delete(alias)
        self.session.flush()

    def routable_models(self) -> list[tuple[str, int, int, str]]:
        """(model name, model id, provider id, provider code) of every active model of an active
        provider, cheapest-provider order left to the caller (here: provider id, model id)."""
        rows = self.session.execute(
            select(AiModel.name, AiModel.id, Provider.id, Provider.code)
            .join(Provider, Provider.id == AiModel.provider_id)
            .where(AiModel.is_active.is_(True), Provider.is_active.is_(True))
            .order_by(Provider.id, AiModel.id)
        ).all()
        return [(str(n), int(m), int(p), str(c)) for n, m, p, c in rows]

    def alias_targets(self) -> list[tuple[str, int, int, str]]:
        """(alias, model id, provider id, provider code) of every alias."""
        rows = self.session.execute(
            select(ModelAlias.alias, AiModel.id, Provider.id, Provider.code)
            .join(AiModel, AiModel.id == ModelAlias.model_id)
            .join(Provider, Provider.id == AiModel.provider_id)
        ).all()
        return [(str(a), int(m), int(p), str(c)) for a, m, p, c in rows]


def key_generation(executor: Executor) -> int:
    """The change counter of keys (0 before the first change): one primary-key read."""
    return changes.current(executor, changes.AI_KEYS)


# Both counters the /v1 call path trusts its caches by, in one indexed read (constants, not user input).
_CALL_COUNTERS = text(
    f"SELECT kind, version FROM change_versions WHERE kind IN ('{changes.AI_KEYS}', '{changes.AI_PLANS}')"  # noqa: S608
)


def call_generations(executor: Executor) -> tuple[int, int]:
    """(keys' counter, plans' counter): one read for both."""
    found = dict(executor.execute(_CALL_COUNTERS).tuples().all())
    return int(found.get(changes.AI_KEYS) or 0), int(found.get(changes.AI_PLANS) or 0)


def call_generations_on_driver(connection: Connection) -> tuple[int, int]:
    """``call_generations`` on the driver's own cursor: a call from a block of reservations
    (``relay.blocks``) makes this read alone before it goes out, and SQLAlchemy's execution and result
    layers were about half of its CPU. Listeners (tests counting statements) still see it."""
    sql = str(_CALL_COUNTERS)
    dialect = connection.dialect
    cursor = connection.connection.cursor()
    try:
        if connection.dispatch.before_cursor_execute:
            connection.dispatch.before_cursor_execute(connection, cursor, sql, (), None, False)
        cursor.execute(sql)
        found = dict(cursor.fetchall())
    except dialect.loaded_dbapi.Error as error:  # as SQLAlchemy would: a closed connection leaves the pool
        if dialect.is_disconnect(error, connection.connection.driver_connection, cursor):
            connection.invalidate(error)
        raise DBAPIError.instance(sql, (), error, dialect.loaded_dbapi.Error, dialect=dialect) from error
    finally:
        cursor.close()
    return int(found.get(changes.AI_KEYS) or 0), int(found.get(changes.AI_PLANS) or 0)


# ------------------------------------------------------------------------------------------ rates

RATES = cast(Table, KeyRateWindow.__table__)
UNLIMITED = 2**62


def rate_window(executor: Executor, key_id: int, minute: int) -> tuple[int, int]:
    """(requests, tokens) of one key in one minute (0, 0 when none)."""
    row = executor.execute(
        select(RATES.c.requests, RATES.c.tokens).where(
            RATES.c.virtual_key_id == key_id, RATES.c.minute == minute
        )
    ).one_or_none()
    return (0, 0) if row is None else (int(row[0]), int(row[1]))


# A key's minute counted up, and tokens added to minutes: INSERT ... ON CONFLICT, which SQLAlchemy never
# caches as a construct (it was compiled at every request), so plain SQL that both dialects take, its
# values typed as the table's columns (the same casts on PostgreSQL, the same stored forms), compiled
# once per dialect and then taken from the statement cache.
_TAKE_REQUEST = text(
    "INSERT INTO ai_key_rate_windows (virtual_key_id, minute, requests, tokens) "
    "VALUES (:key_id, :minute, 1, 0) "
    "ON CONFLICT (virtual_key_id, minute) DO UPDATE SET requests = ai_key_rate_windows.requests + 1 "
    "WHERE ai_key_rate_windows.requests + 1 + :earlier_requests <= :rpm "
    "AND ai_key_rate_windows.tokens + :earlier_tokens < :tpm RETURNING requests"
).bindparams(
    bindparam("key_id", type_=RATES.c.virtual_key_id.type),
    bindparam("minute", type_=RATES.c.minute.type),
    bindparam("earlier_requests", type_=Float()),
    bindparam("rpm", type_=BigInteger()),  # no limit is 2**62, past an INTEGER
    bindparam("earlier_tokens", type_=Float()),
    bindparam("tpm", type_=RATES.c.tokens.type),
)
_ADD_TOKENS = text(
    "INSERT INTO ai_key_rate_windows (virtual_key_id, minute, requests, tokens) "
    "VALUES (:key_id, :minute, 0, :tokens) "
    "ON CONFLICT (virtual_key_id, minute) DO UPDATE SET tokens = ai_key_rate_windows.tokens + excluded.tokens"
).bindparams(
    bindparam("key_id", type_=RATES.c.virtual_key_id.type),
    bindparam("minute", type_=RATES.c.minute.type),
    bindparam("tokens", type_=RATES.c.tokens.type),
)


def take_request(
    executor: Executor, key_id: int, minute: int, earlier: tuple[float, float], limits: tuple[int, int]
) -> bool:
    """Count one request in ``minute`` if the minute's requests and tokens plus ``earlier`` (the
    previous minute's share still inside the sliding minute) stay under ``limits`` (0: none). One
    conditional upsert: the row lock (PostgreSQL) or the single writer (SQLite) makes it exact."""
    rpm, tpm = (limit or UNLIMITED for limit in limits)
    values: dict[str, float] = {"key_id": key_id, "minute": minute, "rpm": rpm, "tpm": tpm}
    values.update(earlier_requests=earlier[0], earlier_tokens=earlier[1])
    return executor.execute(_TAKE_REQUEST, values).first() is not None


def add_tokens(executor: Executor, counts: dict[tuple[int, int], int]) -> None:
    """Tokens used, by (key id, minute), added to those minutes' counts."""
    if not counts:
        return
    rows = [{"key_id": k, "minute": m, "tokens": n} for (k, m), n in counts.items()]
    executor.execute(_ADD_TOKENS, rows)


def forget_rate_windows(executor: Executor, before_minute: int) -> None:
    executor.execute(delete(RATES).where(RATES.c.minute < before_minute))
