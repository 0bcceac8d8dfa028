"""An in-process index kept in step with the records, in whichever process they were written: the shape
the customer name index (``customer_index_cache``) and the repair items index (``item_index``) share.

Every write of the indexed records bumps a change counter in its own transaction; each ``get()`` reads
that counter and, when it moved, puts the rows changed since the last look into the index before the
request goes on, so a record is known the moment it is committed. ``invalidate()`` rebuilds from scratch
on the next ``get()``. The TTL is only a backstop (it also drops deleted records): a background thread
rebuilds while the previous index keeps serving.
"""

from __future__ import annotations

import logging
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Generic, TypeVar

log = logging.getLogger("misrad.assistant")

IndexT = TypeVar("IndexT")
RowT = TypeVar("RowT")
# A write's rows carry the time of its flush, which may come a while before its commit: a change read
# since the last check looks this far further back, so a slow transaction's rows are not missed.
CHANGE_LOOKBACK = timedelta(minutes=5)


@dataclass(frozen=True)
class IndexSource(Generic[RowT]):
    """Where an index reads from: every row, the rows changed since a time (by an indexed column), and
    the change counter every write of them bumps in its own transaction (one read, cheap per request)."""

    everything: Callable[[], list[RowT]]
    changed_since: Callable[[datetime], list[RowT]]
    version: Callable[[], int]


class FollowedIndex(ABC, Generic[IndexT, RowT]):
    """One index per process following the records through their change counter (module docstring)."""

    what = "index"  # for the log and the rebuilding thread's name

    def __init__(self, source: IndexSource[RowT], ttl_seconds: float) -> None:
        self._source = source
        self._ttl = ttl_seconds
        self._index: IndexT | None = None
        self._version: int | None = None
        self._synced_at = datetime(2000, 1, 1, tzinfo=UTC)
        self._built_at = 0.0
        self._dirty = False
        self._lock = threading.Lock()

    @abstractmethod
    def _build(self, rows: list[RowT]) -> IndexT: ...

    @abstractmethod
    def _put(self, index: IndexT, row: RowT) -> None: ...

    def invalidate(self) -> None:
        self._dirty = True

    def get(self) -> IndexT:
        version = self._source.version()
        index = self._index
        if index is None or self._dirty:
            return self._rebuild()
        if version != self._version:
            return self._catch_up(index, version)
        if time.monotonic() - self._built_at >= self._ttl:
            self._refresh_in_background()
        return index

    def _load(self) -> None:
        started, synced_at = time.monotonic(), datetime.now(UTC)
        version = self._source.version()  # read first: the rows loaded are at least this new
        self._index = self._build(self._source.everything())
        self._version, self._synced_at, self._built_at = version, synced_at, started

    def _rebuild(self) -> IndexT:
        with self._lock:
            if self._index is None or self._dirty:
                self._dirty = False  # before loading: an invalidation meanwhile asks for another build
                self._load()
            assert self._index is not None
            return self._index

    def _catch_up(self, index: IndexT, version: int) -> IndexT:
        with self._lock:
            if self._version == version or self._index is not index:
                return self._index or index
            synced_at = datetime.now(UTC)
            for row in self._source.changed_since(self._synced_at - CHANGE_LOOKBACK):
                self._put(index, row)
            self._version, self._synced_at = version, synced_at
            return index

    def _refresh_in_background(self) -> None:
        if not self._lock.acquire(blocking=False):
            return  # a build is already running
        self._built_at = time.monotonic()  # not again until this one is done and the TTL passed

        def rebuild() -> None:
            try:
                self._load()
            except Exception:  # the previous index keeps serving; the next TTL tries again
                log.exception("rebuilding the %s failed", self.what)
            finally:
                self._lock.release()

        threading.Thread(target=rebuild, name=self.what.replace(" ", "-"), daemon=True).start()
