"""Huey carries job ids to workers: SQLite storage in the data dir, or Redis when configured."""

from __future__ import annotations

import threading

from huey import Huey, RedisHuey, SqliteHuey

from misrad.core.settings import get_settings

_huey: Huey | None = None
_lock = threading.Lock()


def huey_app() -> Huey:
    global _huey
    with _lock:
        if _huey is None:
            _huey = _build()
        return _huey


def _build() -> Huey:
    settings = get_settings()
    name = settings.queue_name
    if settings.redis_url:
        instance: Huey = RedisHuey(name, url=settings.redis_url, utc=True)
    else:
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        instance = SqliteHuey(name, filename=str(settings.data_dir / "queue.db"), utc=True, timeout=30)

    @instance.task(name="misrad.run_job")  # type: ignore[untyped-decorator]
    def run_job(job_id: int) -> None:
        from misrad.core.queue.service import execute_job

        execute_job(job_id)

    instance.misrad_run_job = run_job  # type: ignore[attr-defined]
    return instance


def push(job_id: int, delay: float = 0) -> None:
    run_job = huey_app().misrad_run_job  # type: ignore[attr-defined]
    if delay > 0:
        run_job.schedule((job_id,), delay=delay)
    else:
        run_job(job_id)


def backend_ready() -> bool:
    try:
        huey_app().storage.queue_size()
    except Exception:
        return False
    return True


def reset_transport() -> None:
    global _huey
    with _lock:
        _huey = None
