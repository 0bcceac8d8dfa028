"""The connection pool of a database server: what a burst opened stays open until it has lain idle.

A plain ``QueuePool`` of ``pool_size`` K closes every connection beyond K the moment it comes back.
misrad keeps few connections between bursts (``core.db.KEPT_SERVER_CONNECTIONS``: every process of a
deployment shares the server's ``max_connections``) yet lets every request thread hold one at once, so
under a steady load of more concurrent requests than K a third of the requests opened a new server
connection, and closed it a moment later: a new PostgreSQL backend (a fork and an authentication) and a
client-side connect each time, which cost more CPU than the request's own statements and stretched its
tail (issue 16: 472 new connections for 1,277 list requests at concurrency 32).

``BurstPool`` keeps connections the way a pooler with an idle timeout does (HikariCP's
``minimumIdle`` and ``idleTimeout``, psycopg_pool's ``min_size`` and ``max_idle``): every connection
goes back to the pool; the pool hands out the one returned last (LIFO), so the connections a lighter
load does not need stay at the bottom untouched; and those that have lain idle for ``idle_seconds``
are closed, down to ``keep``, by one thread of the process that looks every few seconds (an idle
process makes no checkouts that could do it).
"""

from __future__ import annotations

import logging
import os
import threading
import time
import weakref
from typing import Any, cast

from sqlalchemy.pool import ConnectionPoolEntry, QueuePool
from sqlalchemy.util.queue import Queue

log = logging.getLogger("misrad.db")

# Where a pooled connection notes when it came back (monotonic seconds).
IDLE_SINCE = "misrad_idle_since"


class BurstPool(QueuePool):
    """A LIFO ``QueuePool`` whose connections beyond ``keep`` close after ``idle_seconds`` unused."""

    # Plain parameters with defaults: ``create_engine`` hands a pool class only the arguments it finds in
    # its signature.
    def __init__(self, creator: Any, keep: int = 8, idle_seconds: float = 30.0, **options: Any) -> None:
        options["use_lifo"] = True  # the most recently used first: the unneeded ones age at the bottom
        super().__init__(creator, **options)
        self.keep = keep
        self.idle_seconds = idle_seconds
        _TRIMMER.watch(self)

    def _do_return_conn(self, record: ConnectionPoolEntry) -> None:
        record.info[IDLE_SINCE] = time.monotonic()
        super()._do_return_conn(record)

    def trim(self, now: float | None = None) -> int:
        """Close the connections beyond ``keep`` that have lain idle ``idle_seconds``; how many closed."""
        return self._close_idle(time.monotonic() if now is None else now, self.keep, self.idle_seconds)

    def release_idle(self) -> int:
        """Close every connection lying idle here, those kept too; how many closed. For a server that
        refuses new connections as full: an idle one here is a slot another pool of the process needs
        now, and this pool opens another at its next burst."""
        return self._close_idle(time.monotonic(), 0, 0.0)

    def _close_idle(self, now: float, keep: int, idle_seconds: float) -> int:
        closed = 0
        while (record := self._take_oldest_idle(now, keep, idle_seconds)) is not None:
            try:
                record.close()
            finally:
                self._dec_overflow()  # one fewer open, as when QueuePool closes a returned overflow
            closed += 1
        return closed

    def _take_oldest_idle(self, now: float, keep: int, idle_seconds: float) -> ConnectionPoolEntry | None:
        # The queue is a stack (LIFO): its first item is the one that has lain idle longest. It is
        # taken under the queue's own lock, so a checkout can never be handed a connection being closed.
        queue = cast(Queue[ConnectionPoolEntry], self._pool)
        with queue.mutex:
            waiting = queue.queue
            if len(waiting) <= keep:
                return None
            oldest = waiting[0]
            if now - oldest.info.get(IDLE_SINCE, now) < idle_seconds:
                return None
            waiting.popleft()
            queue.not_full.notify()
            return oldest

    def recreate(self) -> BurstPool:
        self.logger.info("Pool recreating")
        return self.__class__(
            self._creator,
            keep=self.keep,
            idle_seconds=self.idle_seconds,
            pool_size=self._pool.maxsize,
            max_overflow=self._max_overflow,
            pre_ping=self._pre_ping,
            timeout=self._timeout,
            recycle=self._recycle,
            echo=self.echo,
            logging_name=self._orig_logging_name,
            reset_on_return=self._reset_on_return,
            _dispatch=self.dispatch,
            dialect=self._dialect,
        )


class _Trimmer:
    """One thread per process that trims every live ``BurstPool`` now and then."""

    def __init__(self) -> None:
        self._pools: weakref.WeakSet[BurstPool] = weakref.WeakSet()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._woken = threading.Event()  # a new pool may want a shorter period than the one slept

    def watch(self, pool: BurstPool) -> None:
        with self._lock:
            self._pools.add(pool)
            self._woken.set()
            # Started on first use, and again in a forked child, which has the set but not the thread.
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="misrad-pool-trimmer", daemon=True)
                self._thread.start()

    def trim_all(self) -> None:
        with self._lock:
            pools = list(self._pools)
        for pool in pools:
            try:
                pool.trim()
            except Exception:  # the thread must outlive one failure, or no pool would shrink again
                log.exception("closing idle connections failed")

    def release_all_idle(self) -> int:
        """Every live pool's idle connections closed (``BurstPool.release_idle``); how many."""
        with self._lock:
            pools = list(self._pools)
        return sum(pool.release_idle() for pool in pools)

    def _run(self) -> None:
        while True:
            with self._lock:
                pools = list(self._pools)
            period = min((pool.idle_seconds for pool in pools), default=60.0) / 4
            self._woken.wait(max(period, 0.05))
            self._woken.clear()
            self.trim_all()

    def forget_thread(self) -> None:
        # In a forked child the thread is gone and the lock may have been held by it at the fork.
        self._lock = threading.Lock()
        self._thread = None


_TRIMMER = _Trimmer()
os.register_at_fork(after_in_child=_TRIMMER.forget_thread)


def release_idle_connections() -> int:
    """Close the idle connections of every server pool of this process: the server is full."""
    return _TRIMMER.release_all_idle()
