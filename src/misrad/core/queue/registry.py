"""Names of job handlers and periodic jobs. Handlers take JSON-able keyword arguments (ids)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

JobHandler = Callable[..., None]


@dataclass(frozen=True)
class TaskSpec:
    name: str
    handler: JobHandler
    max_attempts: int | None


@dataclass(frozen=True)
class PeriodicSpec:
    name: str
    every_seconds: Callable[[], int]


_tasks: dict[str, TaskSpec] = {}
_periodic: dict[str, PeriodicSpec] = {}


def task(name: str, *, max_attempts: int | None = None) -> Callable[[JobHandler], JobHandler]:
    """Register a job handler under ``area.verb_noun``."""

    def register(handler: JobHandler) -> JobHandler:
        if name in _tasks and _tasks[name].handler is not handler:
            raise RuntimeError(f"job {name!r} registered twice")
        _tasks[name] = TaskSpec(name, handler, max_attempts)
        return handler

    return register


def periodic(name: str, every_seconds: Callable[[], int]) -> None:
    """Run the registered task ``name`` once per ``every_seconds()`` across all workers."""
    _periodic[name] = PeriodicSpec(name, every_seconds)


def task_spec(name: str) -> TaskSpec | None:
    return _tasks.get(name)


def periodic_specs() -> list[PeriodicSpec]:
    return list(_periodic.values())


def registered_tasks() -> dict[str, Any]:
    return dict(_tasks)
