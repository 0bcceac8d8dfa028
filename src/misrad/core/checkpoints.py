"""SQLite's WAL checkpoints on a thread of their own, not in a request's commit.

In WAL mode SQLite copies the log back into the database file (a checkpoint: the pages copied, then
two ``fsync``) inside the commit that takes the log past ``wal_autocheckpoint`` pages (1,000), i.e. in
whichever request happens to commit then, and this process's writer turn (``sqlite_writers.WriterQueue``) is
held until that commit returns: the request and every writer queued behind it wait for the disk.
Measured at concurrency 1 on ``/v1`` (``bench.gateway_stages - sqlite plain 1 1000``): about one call
in a hundred and twenty paid for a checkpoint, and 60-70% of the calls past the p99 were served while
a commit of over 1 ms (a checkpoint) ran.

Here the write engine's connections leave checkpoints to a ``Checkpointer`` thread, which the commits
wake every ``EVERY_COMMITS`` (and at most ``EVERY_SECONDS`` after a commit), on a connection of its
own, outside any writer turn. Its checkpoint is SQLite's ``PASSIVE`` one, the kind the automatic
checkpoint runs: it waits for no reader or writer, and runs without the GIL. The log starts again from
its beginning only when a writer begins with every page of it copied, which writers committing all
along during the checkpoints may never let happen: then the automatic checkpoint, kept as the safety
net at ``FALLBACK_PAGES``, does it in a commit (copying only what the thread had not yet copied).
"""

from __future__ import annotations

import logging
import os
import sqlite3
import threading
from pathlib import Path

log = logging.getLogger("misrad.db")

# Commits between two checkpoints: a commit of a /v1 call adds several pages to the log, so the
# log stays around the size at which SQLite would have checkpointed by itself.
EVERY_COMMITS = 128
# A commit is checkpointed at most this long after it, however few followed it.
EVERY_SECONDS = 1.0
# The automatic checkpoint (in the committing connection) only past this many pages in the log.
FALLBACK_PAGES = 4_000


class Checkpointer:
    """Checkpoints of the SQLite database at ``path`` for this process's writers (see the module)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._commits = 0
        self._due = threading.Event()
        self._lock = threading.Lock()
        self._closed = False
        self._thread: threading.Thread | None = None
        self._pid = 0  # the process the thread runs in (a forked child has none)

    def committed(self) -> None:
        """A write transaction of this process committed (called after its writer turn passed on)."""
        self._commits += 1  # a count lost to a race moves one checkpoint by a commit
        if self._pid != os.getpid():
            self._start()
        if self._commits >= EVERY_COMMITS:
            self._due.set()

    def _start(self) -> None:
        with self._lock:
            if self._pid != os.getpid() and not self._closed:
                self._thread = threading.Thread(target=self._run, name="misrad-wal-checkpoints", daemon=True)
                self._thread.start()
                self._pid = os.getpid()

    def _run(self) -> None:
        connection = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        try:
            while not self._closed:
                self._due.wait(EVERY_SECONDS)
                self._due.clear()
                if self._commits and not self._closed:
                    self._commits = 0
                    self.checkpoint(connection)
        finally:
            connection.close()

    @staticmethod
    def checkpoint(connection: sqlite3.Connection) -> None:
        """Copy the log into the database; once more at once for what was committed meanwhile (a
        few pages), so that the next writer more likely finds all of it copied and starts it again."""
        try:
            for _ in range(2):
                busy, pages, copied = connection.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
                if busy or copied >= pages:
                    return
        except sqlite3.Error:  # the next round tries again; the automatic checkpoint is the safety net
            log.warning("a WAL checkpoint failed", exc_info=True)

    def close(self) -> None:
        with self._lock:
            self._closed = True
            thread, self._thread = self._thread, None
        self._due.set()
        if thread is not None:
            thread.join(timeout=10)
