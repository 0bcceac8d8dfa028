"""Bringing the test database back to a new installation between tests, cheaply on PostgreSQL.

A ``TRUNCATE`` of every table gives each table and index a new file on disk: on PostgreSQL that took
0.2-0.4 s before every test, some five minutes of a suite run. Most tests touch a few tables, so this
empties only the tables a test changed, with ``DELETE`` (children first), and seeds again only when a
seeded table changed. A table "changed" when its row count or the newest transaction id among its rows
(``xmin``) differs from what it was right after the last reset: an insert, update or delete of a
committed row moves one of the two. Every id sequence is then set back to follow its table's largest id,
as ``RESTART IDENTITY`` did, so a rolled-back insert cannot shift the next test's ids.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from sqlalchemy import Connection, text

Fingerprints = dict[str, tuple[int, int]]


class PostgresReset:
    """Empties what the last test changed; ``tables`` are listed children first."""

    def __init__(self, tables: Sequence[str], seed: Callable[[], None]) -> None:
        self._tables = list(tables)
        self._seed = seed
        self._seeded: set[str] = set()  # the tables the seed fills, known after the first reset
        self._baseline: Fingerprints | None = None
        self._sequences: str | None = None

    def reset(self, connection_factory: Callable[[], Connection]) -> None:
        with connection_factory() as connection:
            changed = self._changed(connection)
            seeded_changed = bool(self._seeded & set(changed)) or self._baseline is None
            # A seeded parent's rows are deleted and made again, so its seeded children go with it.
            doomed = [t for t in self._tables if t in changed or (seeded_changed and t in self._seeded)]
            for table in doomed:
                connection.execute(text(f'DELETE FROM "{table}"'))
            connection.execute(text(self._sequence_reset(connection)))
            connection.commit()
        if seeded_changed:
            self._seed()
        if doomed or self._baseline is None:
            with connection_factory() as connection:
                self._baseline = self._fingerprints(connection)
            self._seeded |= {table for table, (count, _) in self._baseline.items() if count}

    def _changed(self, connection: Connection) -> list[str]:
        if self._baseline is None:
            return list(self._tables)
        now = self._fingerprints(connection)
        return [t for t in self._tables if now[t] != self._baseline[t]]

    def _fingerprints(self, connection: Connection) -> Fingerprints:
        probe = " UNION ALL ".join(
            f"SELECT '{t}', count(*), coalesce(max(xmin::text::bigint), 0) FROM \"{t}\"" for t in self._tables
        )
        return {name: (count, newest) for name, count, newest in connection.execute(text(probe))}

    def _sequence_reset(self, connection: Connection) -> str:
        """One statement that sets every table's id sequence to follow its largest id (made once)."""
        if self._sequences is None:
            owned = connection.execute(
                text(
                    "SELECT s.oid::regclass::text, t.relname, a.attname FROM pg_class s "
                    "JOIN pg_depend d ON d.objid = s.oid AND d.deptype IN ('a', 'i') "
                    "JOIN pg_class t ON t.oid = d.refobjid "
                    "JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid "
                    "WHERE s.relkind = 'S' AND t.relname = ANY(:tables)"
                ),
                {"tables": self._tables},
            ).all()
            resets = [
                f"setval('{sequence}', coalesce((SELECT max(\"{column}\") FROM \"{table}\"), 0) + 1, false)"
                for sequence, table, column in owned
            ]
            self._sequences = "SELECT " + (", ".join(resets) or "1")
        return self._sequences
