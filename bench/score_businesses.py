"""Named businesses of ``bench_chat_devset.OTHER_SHOPS`` scored one by one, for work between full runs.

The full ``chat_devset`` bench scores every business in both orders and rewrites the docs' tables (~25
minutes); a change to the engine is compared faster on the businesses it concerns, per row, against the
same rows scored before it (``--json`` then ``--diff``). A held-out business prints its aggregates only:
``--items`` refuses it, so its questions stay unread. The name ``lab`` scores the shared set (``lab / shared
held out``, ``lab / shared tuned on``) and the sessions' own questions about its lab (``lab / own``); the
shared set's held-out part is never listed either.

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

from tests.assistant import lab_questions

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


def _lab(work: Path, chat_first: bool) -> dict[str, list[dict[str, Any]]]:
    """The shared set and the sessions' own lab questions against one fresh server, as the full bench
    asks them (``bench_chat_devset.score_run`` without the other businesses)."""
    out, own_out = work / "results.json", work / "own.json"
    with devset._scoring_server(work, chat_first) as (env, _base, _token, arguments):
        own = lab_questions.write(devset.DEVSET, work / "own.jsonl")
        devset._run([*arguments, "--show", "0", "--json-out", str(out)], env)
        own_arguments = ["--skip-load", "--utterances", str(own), "--show", "0", "--json-out", str(own_out)]
        devset._run([*arguments, *own_arguments], env)
    shared = [r for r in json.loads(out.read_text()) if r["scored"]]
    return {
        "shared held out": [r for r in shared if devset.held_out(r["id"])],
        "shared tuned on": [r for r in shared if not devset.held_out(r["id"])],
        "own": json.loads(own_out.read_text()),
    }


def _score_lab(work: Path, order: str, items: bool) -> dict[str, list[dict[str, Any]]]:
    found: dict[str, list[dict[str, Any]]] = {}
    for n, (label, chat_first) in enumerate(ORDERS[order]):
        for part, rows in _lab(work / f"lab{n}", chat_first).items():
            found[f"lab / {part} / {label}"] = rows
            print(_line(f"lab / {part} / {label}", rows), flush=True)
            if items and part != "shared held out":
                print("\n".join(_wrong(rows)))
    return found


def _never_listed(run: str) -> bool:
    """A run whose rows are counted, never shown: a held-out business's, the shared set's held-out part."""
    held = [b.name for b in devset.OTHER_SHOPS if b.never_tuned_on]
    return run.startswith("lab / shared held out") or any(run.startswith(name + " ") for name in held)


def score(names: list[str], order: str, by_intent: bool, items: bool) -> dict[str, list[dict[str, Any]]]:
    found: dict[str, list[dict[str, Any]]] = {}
    with tempfile.TemporaryDirectory(prefix="score_businesses_") as tmp:
        for name in names:
            if name == "lab":
                found |= _score_lab(Path(tmp), order, items)
                continue
            business = _business(name)
            if items and business.never_tuned_on:
                sys.exit(f"{name} is held out or kept aside: its rows are not shown")
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
        if not _never_listed(run):
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
