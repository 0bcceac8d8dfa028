"""Named businesses of ``bench_chat_devset.OTHER_SHOPS`` scored one by one, for work between full runs.

The full ``chat_devset`` bench scores every business in both orders and rewrites the docs' tables (~25
minutes); a change to the engine is compared faster on the businesses it concerns, per row, against the
same rows scored before it (``--json`` then ``--diff``). A held-out business prints its aggregates only:
``--items`` refuses it, so its questions stay unread.

usage: PYTHONPATH=SRC:REPO python -m bench.score_businesses NAME... [--order records|chat|both]
       [--by-intent] [--items] [--json OUT]
       PYTHONPATH=SRC:REPO python -m bench.score_businesses --diff BEFORE.json AFTER.json
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import defaultdict
from pathlib import Path
from typing import Any

from bench import bench_chat_devset as devset

ORDERS = {"records": (("records first", False),), "chat": (("a chat first", True),)}
ORDERS["both"] = ORDERS["records"] + ORDERS["chat"]
KEYS = ("intent_ok", "entities_ok", "answer_ok")


def _business(name: str) -> Any:
    found = [b for b in devset.OTHER_SHOPS if b.name == name]
    if not found:
        sys.exit(f"no business {name!r}; known: {' '.join(b.name for b in devset.OTHER_SHOPS)}")
    return found[0]


def _line(label: str, rows: list[dict[str, Any]]) -> str:
    f = devset.summary(rows)
    return (
        f"{label:32s} n={len(rows):4d} intent {f['intent_ok']} entities {f['entities_ok']} "
        f"answers {f['answer_ok']} (he {f['answer_ok he']}, en {f['answer_ok en']})"
    )


def _by_intent(rows: list[dict[str, Any]]) -> list[str]:
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        groups[row["intent_expected"]].append(row)
    share = devset._share
    return [
        f"    {intent:22s} n={len(g):3d} intent {share(g, 'intent_ok')} answers {share(g, 'answer_ok')}"
        for intent, g in sorted(groups.items())
    ]


def _wrong(rows: list[dict[str, Any]]) -> list[str]:
    return [
        f"    {r['id']} [{r['lang']}] want {r['intent_expected']} got {r.get('intent_got')} "
        f"ents {r['entities_ok']} ans {r['answer_ok']} :: {r.get('text', '')}"
        for r in rows
        if not all(r[k] in (True, None) for k in KEYS)
    ]


def score(names: list[str], order: str, by_intent: bool, items: bool) -> dict[str, list[dict[str, Any]]]:
    found: dict[str, list[dict[str, Any]]] = {}
    with tempfile.TemporaryDirectory(prefix="score_businesses_") as tmp:
        for name in names:
            business = _business(name)
            if items and business.held_out:
                sys.exit(f"{name} is held out: its rows are not shown")
            for n, (label, chat_first) in enumerate(ORDERS[order]):
                rows = devset.score_shop(Path(tmp) / f"{name}{n}", business, chat_first)
                found[f"{name} / {label}"] = rows
                print(_line(f"{name} / {label}", rows), flush=True)
                if by_intent:
                    print("\n".join(_by_intent(rows)))
                if items:
                    print("\n".join(_wrong(rows)))
    every = [r for rows in found.values() for r in rows]
    if len(found) > 1:
        print(_line("all", every))
    return found


def diff(before_path: str, after_path: str) -> None:
    """Rows whose verdicts changed between two ``--json`` outputs (held-out businesses by count only)."""
    before, after = (json.loads(Path(p).read_text()) for p in (before_path, after_path))
    for run, rows in after.items():
        old = {r["id"]: r for r in before.get(run, [])}
        better = worse = 0
        shown: list[str] = []
        for row in rows:
            was = old.get(row["id"])
            if was is None:
                continue
            now_ok = all(row[k] in (True, None) for k in KEYS)
            was_ok = all(was[k] in (True, None) for k in KEYS)
            if now_ok != was_ok:
                better += now_ok
                worse += was_ok
                shown.append(f"    {'+' if now_ok else '-'} {row['id']} :: {row.get('text', '')}")
        print(f"{run}: {better} better, {worse} worse")
        if not any(b.held_out and run.startswith(b.name + " ") for b in devset.OTHER_SHOPS):
            print("\n".join(shown))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("names", nargs="*")
    parser.add_argument("--order", choices=sorted(ORDERS), default="records")
    parser.add_argument("--by-intent", action="store_true")
    parser.add_argument("--items", action="store_true", help="list the wrong rows (never a held-out one's)")
    parser.add_argument("--json", help="write every row here, for --diff")
    parser.add_argument("--diff", nargs=2, metavar=("BEFORE", "AFTER"))
    args = parser.parse_args()
    if args.diff:
        diff(*args.diff)
        return
    found = score(args.names, args.order, args.by_intent, args.items)
    if args.json:
        Path(args.json).write_text(json.dumps(found, ensure_ascii=False))


if __name__ == "__main__":
    main()
