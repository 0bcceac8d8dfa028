"""The plans' cache when a plan's timer runs out under load: one thread reloads it, the others go on
with the plan it replaces; a change (the ``ai_plans`` counter moving) is never served stale."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from misrad.providers.gateway import plans


@pytest.fixture
def counted_loads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """``plans.plan`` replaced by a slow loader that counts its calls; plans expire at once."""
    loads: list[int] = []
    lock = threading.Lock()

    def slow_plan(_session: Any, provider_id: int, _model_id: int | None) -> list[Any]:
        time.sleep(0.3)
        with lock:
            loads.append(provider_id)
            return [f"plan {len(loads)}"]

    monkeypatch.setattr(plans, "plan", slow_plan)
    monkeypatch.setattr(plans._plans, "backstop_seconds", 0.0)
    plans._plans.clear()
    return loads


def test_an_expired_plan_is_reloaded_by_one_thread_while_the_others_use_it(counted_loads: list[int]) -> None:
    first: list[Any] = plans.cached_plan(1, None, version=7)
    assert first == ["plan 1"]
    with ThreadPoolExecutor(8) as pool:
        found: list[Any] = list(pool.map(lambda _: plans.cached_plan(1, None, version=7), range(8)))
    assert len(counted_loads) == 2, counted_loads  # the first load, then one reload
    assert found.count(["plan 2"]) == 1 and found.count(["plan 1"]) == 7


def test_a_moved_counter_is_never_answered_with_the_old_plan(counted_loads: list[int]) -> None:
    first: list[Any] = plans.cached_plan(1, None, version=7)
    assert first == ["plan 1"]
    with ThreadPoolExecutor(4) as pool:
        found: list[Any] = list(pool.map(lambda _: plans.cached_plan(1, None, version=8), range(4)))
    assert ["plan 1"] not in found
