"""Workers: the Huey consumer plus a supervisor thread that reaps leases and starts periodic jobs."""

from __future__ import annotations

import logging
import threading

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


def run_worker(threads: int | None = None) -> None:
    """``misrad worker``: block, consuming jobs, until SIGINT/SIGTERM."""
    consumer = build_consumer(threads)
    supervisor = Supervisor()
    supervisor.start()
    try:
        consumer.run()
    finally:
        supervisor.stopped.set()
