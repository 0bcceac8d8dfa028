"""What the assistant's in-process indexes cost a message right after a burst of writes (session 56).

Every message whose change counter moved puts into the index each record written in the last
``CHANGE_LOOKBACK`` (five minutes), most of them indexed already. Measured in process, each step timed
alone: the repair items index with one customer holding ``--repairs`` repairs (put them all again, as a
catch-up does; then ask of a thing of theirs, as a message does), and the name index with ``--customers``
just imported (put them all again). Run against another tree with ``PYTHONPATH=OTHER/src:.``; the steps
that grow with the square of the repairs on the old tree are bounded by ``--seconds``.

    PYTHONPATH=src:. python -m bench.index_catch_up [--repairs 3600] [--customers 10000] [--seconds 120]
"""

from __future__ import annotations

import argparse
import multiprocessing
import time
from collections.abc import Callable

from misrad.assistant.engine.item_index import ItemIndex
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.text import tokens


def _repairs(count: int) -> list[tuple[int, int, str]]:
    others = [(100_000 + n, 2 + n, f"מקרר Sharp {n}") for n in range(200)]
    return [(n, 1, f"מזגן Tadiran {n}") for n in range(count)] + others


def _timed(step: Callable[[], object]) -> float:
    started = time.perf_counter()
    step()
    return (time.perf_counter() - started) * 1000


def repair_steps(count: int) -> dict[str, float]:
    rows = _repairs(count)
    index = ItemIndex.build(rows)
    asked = tokens("מה עם המזגן 17?")
    return {
        "repairs put again (ms, all)": _timed(lambda: [index.put(*row) for row in rows[:count]]),
        "a thing of theirs, first message (ms)": _timed(lambda: index.owners(asked, set())),
        "a thing of theirs, next message (ms)": _timed(lambda: index.owners(asked, set())),
    }


def customer_steps(count: int) -> dict[str, float]:
    rows = [(n, f"לקוח יבוא {n:05d}", f"הרצל {n % 90}, נתניה", "מעדיף וואטסאפ") for n in range(count)]
    index = CustomerIndex.build([(c, name, None, address, notes) for c, name, address, notes in rows])
    return {"customers put again (ms, all)": _timed(lambda: [index.put(*row) for row in rows])}


def _in_child(step: Callable[[int], dict[str, float]], count: int, seconds: float) -> dict[str, float] | None:
    """The step in a process of its own, stopped after ``seconds``: on the old tree it may take hours."""
    with multiprocessing.get_context("fork").Pool(1) as pool:
        try:
            return pool.apply_async(step, (count,)).get(timeout=seconds)
        except multiprocessing.TimeoutError:
            return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repairs", type=int, default=3600)
    parser.add_argument("--customers", type=int, default=10_000)
    parser.add_argument("--seconds", type=float, default=120.0)
    args = parser.parse_args()
    steps = ((repair_steps, args.repairs, "repairs"), (customer_steps, args.customers, "customers"))
    for step, count, what in steps:
        found = _in_child(step, count, args.seconds)
        if found is None:
            print(f"{count} {what}: not done in {args.seconds:.0f} s")
            continue
        for name, ms in found.items():
            print(f"{count} {what}: {name} {ms:.1f}")


if __name__ == "__main__":
    main()
