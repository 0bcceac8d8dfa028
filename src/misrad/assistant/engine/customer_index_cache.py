"""The customer name index kept in step with the records, in whichever process a customer was written.

Every customer write bumps a counter in its own transaction; each request reads that counter and puts
the customers changed since into the index (``CustomerIndexCache``); a full rebuild runs on a TTL as a
backstop. A match is always re-read through the records service before it is shown, so a stale index
can never invent a customer.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from misrad.assistant.engine.names import CustomerIndex

log = logging.getLogger("misrad.assistant")

Rows = list[tuple[int, str, str | None]]
# A write's rows carry the time of its flush, which may come a while before its commit: a change read
# since the last check looks this far further back, so a slow transaction's customers are not missed.
CHANGE_LOOKBACK = timedelta(minutes=5)


@dataclass(frozen=True)
class CustomerSource:
    """Where the index reads from: every name, the names changed since a time, and the change counter
    that every customer write bumps in its own transaction (one read by key, cheap on every request)."""

    all_names: Callable[[], Rows]
    changed_since: Callable[[datetime], Rows]
    version: Callable[[], int]


class CustomerIndexCache:
    """One index per process, kept in step with the database.

    Every ``get()`` reads the customers' change counter; when it moved (a customer was written, in this
    process or another, and committed), the customers changed since the last look are put into the index
    before the request goes on, so a name is known the moment it is committed. An explicit
    ``invalidate()`` rebuilds from scratch on the next ``get()``. The TTL is only a backstop (it also drops
    deleted customers): a background thread rebuilds while the previous index keeps serving.
    """

    def __init__(self, source: CustomerSource, ttl_seconds: float) -> None:
        self._source = source
        self._ttl = ttl_seconds
        self._index: CustomerIndex | None = None
        self._version: int | None = None
        self._synced_at = datetime(2000, 1, 1, tzinfo=UTC)
        self._built_at = 0.0
        self._dirty = False
        self._lock = threading.Lock()

    def invalidate(self) -> None:
        self._dirty = True

    def get(self) -> CustomerIndex:
        version = self._source.version()
        index = self._index
        if index is None or self._dirty:
            return self._rebuild()
        if version != self._version:
            return self._catch_up(index, version)
        if time.monotonic() - self._built_at >= self._ttl:
            self._refresh_in_background()
        return index

    def _rebuild(self) -> CustomerIndex:
        with self._lock:
            if self._index is None or self._dirty:
                self._dirty = False  # before loading: an invalidation meanwhile asks for another build
                started, synced_at = time.monotonic(), datetime.now(UTC)
                version = self._source.version()  # read first: the names loaded are at least this new
                self._index = CustomerIndex.build(self._source.all_names())
                self._version, self._synced_at, self._built_at = version, synced_at, started
            return self._index

    def _catch_up(self, index: CustomerIndex, version: int) -> CustomerIndex:
        with self._lock:
            if self._version == version or self._index is not index:
                return self._index or index
            synced_at = datetime.now(UTC)
            for customer_id, name, _phone in self._source.changed_since(self._synced_at - CHANGE_LOOKBACK):
                index.put(customer_id, name)
            self._version, self._synced_at = version, synced_at
            return index

    def _refresh_in_background(self) -> None:
        if not self._lock.acquire(blocking=False):
            return  # a build is already running
        self._built_at = time.monotonic()  # not again until this one is done and the TTL passed

        def rebuild() -> None:
            try:
                started, synced_at = time.monotonic(), datetime.now(UTC)
                version = self._source.version()
                self._index = CustomerIndex.build(self._source.all_names())
                self._version, self._synced_at, self._built_at = version, synced_at, started
            except Exception:  # the previous index keeps serving; the next TTL tries again
                log.exception("rebuilding the customer name index failed")
            finally:
                self._lock.release()

        threading.Thread(target=rebuild, name="customer-name-index", daemon=True).start()
