"""Workers: the Huey consumer plus a supervisor thread that reaps leases and starts periodic jobs."""

from __future__ import annotations

import fcntl
import logging
import os
import threading
from pathlib import Path

from huey.consumer import Consumer

from misrad.core.queue.service import enqueue_due_periodic_jobs, reap_expired_leases
from misrad.core.queue.transport import huey_app
from misrad.core.settings import get_settings

log = logging.getLogger("misrad.worker")

EMBEDDED_SHUTDOWN_SECONDS = 10


class Supervisor(threading.Thread):
    def __init__(self) -> None:
        super().__init__(name="misrad-supervisor", daemon=True)
        self.stopped = threading.Event()

    def run(self) -> None:
        interval = get_settings().reaper_interval_seconds
        while not self.stopped.wait(interval):
            try:
                reap_expired_leases()
                enqueue_due_periodic_jobs()
            except Exception:
                log.exception("supervisor round failed")


class _EmbeddedConsumer(Consumer):  # type: ignore[misc]
    """A consumer that leaves signals alone.

    Inside ``misrad serve`` the web server owns SIGINT/SIGTERM: Huey's own handlers would replace
    uvicorn's (Ctrl-C would no longer stop the server), and installing them fails outright when the
    lifespan runs off the main thread.
    """

    def _set_signal_handlers(self) -> None:
        return None


def build_consumer(threads: int | None = None, *, embedded: bool = False) -> Consumer:
    workers = threads or get_settings().worker_threads
    consumer_class = _EmbeddedConsumer if embedded else Consumer
    return consumer_class(
        huey_app(),
        workers=workers,
        worker_type="thread",
        periodic=False,
        check_worker_health=True,
        # Idle workers poll at most once a second (Huey's default backs off to 10 s, which would
        # make a job enqueued after a quiet spell wait that long on the SQLite queue).
        max_delay=1.0,
        # On shutdown a job still running after this is abandoned; its lease expires and the reaper
        # gives it to the next worker.
        shutdown_timeout=EMBEDDED_SHUTDOWN_SECONDS if embedded else None,
    )


class EmbeddedWorker:
    """The worker that runs inside ``misrad serve`` when no Redis URL is set."""

    def __init__(self) -> None:
        self.consumer = build_consumer(embedded=True)
        self.supervisor = Supervisor()

    def start(self) -> None:
        self.consumer.start()
        self.supervisor.start()

    def stop(self) -> None:
        self.supervisor.stopped.set()
        self.consumer.stop(graceful=True)


class EmbeddedWorkerElection:
    """Of the API processes that share one data folder (``misrad serve --workers N`` on SQLite), exactly
    one runs the embedded worker: the one that holds an exclusive lock on ``embedded-worker.lock``.

    The kernel lets the lock go when its holder ends, however it ends (SIGKILL included); the others try
    again every ``retry_seconds``, so a killed holder's place is taken within seconds and the jobs it was
    running come back when their leases expire. The first try is made at start-up, so one process alone
    runs jobs from its first request on.
    """

    LOCK_NAME = "embedded-worker.lock"

    def __init__(self, data_dir: Path, retry_seconds: float = 2.0) -> None:
        self.lock_path = data_dir / self.LOCK_NAME
        self.retry_seconds = retry_seconds
        self.worker: EmbeddedWorker | None = None
        self._fd: int | None = None
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._keep_trying, name="misrad-election", daemon=True)

    @property
    def elected(self) -> bool:
        return self.worker is not None

    def start(self) -> None:
        self.lock_path.parent.mkdir(parents=True, exist_ok=True)
        if not self._try():
            self._thread.start()

    def _try(self) -> bool:
        fd = os.open(self.lock_path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            return False
        self._fd = fd
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())  # who runs the jobs, for whoever looks
        self.worker = EmbeddedWorker()
        self.worker.start()
        log.info("this process (%s) runs the embedded job worker", os.getpid())
        return True

    def _keep_trying(self) -> None:
        while not self._stopped.wait(self.retry_seconds):
            try:
                if self._try():
                    return
            except Exception:
                log.exception("embedded worker election failed; trying again")

    def stop(self) -> None:
        self._stopped.set()
        if self.worker is not None:
            self.worker.stop()
            self.worker = None
        if self._fd is not None:
            os.close(self._fd)  # closing the only descriptor lets the lock go
            self._fd = None


def run_worker(threads: int | None = None) -> None:
    """``misrad worker``: block, consuming jobs, until SIGINT/SIGTERM."""
    consumer = build_consumer(threads)
    supervisor = Supervisor()
    supervisor.start()
    try:
        consumer.run()
    finally:
        supervisor.stopped.set()
