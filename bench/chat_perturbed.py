"""How brittle the chat engine is to the ways writers differ: the development businesses' questions
rewritten by each kind of ``bench.perturbations`` (meaning and entities kept), scored before and after.

For each development business (``bench_chat_devset.OTHER_SHOPS`` less the held-out ones) one business is
built in memory: its fixtures, its original batches (``base.<batch>``) and, for each kind, the rows the
kind rewrote (``<kind>.<batch>``; a follow-up keeps the rows it follows, so its context is the same), all
asked of one fresh server through ``bench_chat_devset.score_shop`` (records first). The ``added_later``
steps' questions are left out: they are asked at moments a rewrite cannot keep. Expected intent,
entities and facts are the original row's, so a row that was right and is wrong after its rewrite is a
place where the engine reads a surface habit rather than the question.

usage: PYTHONPATH=SRC:REPO python -m bench.chat_perturbed [--only NAME...] [--kinds KIND...]
       [--json OUT] [--seed N] [--per-kind N]
"""

from __future__ import annotations

import argparse
import json
import tempfile
from collections import defaultdict
from pathlib import Path
from random import Random
from typing import Any

from tests.assistant import shops
from tests.assistant.lab_rows import Row

from bench import bench_chat_devset as devset
from bench import perturbations as p

Pair = tuple[str, str]  # (original row id, rewritten row id)


def development() -> list[shops.Business]:
    return [b for b in devset.OTHER_SHOPS if not b.never_tuned_on]  # held-out questions are never rewritten


def _chains(rows: list[Row]) -> list[list[int]]:
    """The rows as runs that must be asked together: a row and the follow-ups after it."""
    chains: list[list[int]] = []
    for i, row in enumerate(rows):
        if row[5] and chains:
            chains[-1].append(i)
        else:
            chains.append([i])
    return chains


def rewrite(kind: str, row: Row, seed: int, row_id: str) -> Row | None:
    """The row with its text rewritten by ``kind``, or None when the kind does not apply to it."""
    lang, text, intent, ents, facts, follow = row
    change, intents = p.KINDS[kind]
    if intents is not None and intent not in intents:
        return None
    spans = p.entity_spans(text, [e[1] for e in ents])
    if spans is None:
        return None
    new = change(Random(f"{seed}:{kind}:{row_id}"), lang, text, spans)
    return (lang, new, intent, ents, facts, follow) if new else None


def perturbed_business(
    business: shops.Business, kinds: list[str], seed: int, per_kind: int = 0
) -> tuple[shops.Business, dict[str, list[Pair]]]:
    """The business with its original batches and each kind's rewritten chains (at most ``per_kind`` of
    them a kind, chosen by the seed; 0: all), and for each kind the pairs of (original, rewritten) ids
    of the rows it rewrote."""
    batches: dict[str, list[Row]] = {f"base.{batch}": list(rows) for batch, rows in business.batches.items()}
    pairs: dict[str, list[Pair]] = defaultdict(list)
    for kind in kinds:
        found = []  # (batch, chain, the chain's rows rewritten or None)
        for batch, rows in business.batches.items():
            for chain in _chains(rows):
                news = [rewrite(kind, rows[i], seed, f"{business.name}.{batch}-{i + 1:03d}") for i in chain]
                if any(news):
                    found.append((batch, chain, news))
        if per_kind and len(found) > per_kind:
            keep = set(Random(f"{seed}:{kind}:{business.name}").sample(range(len(found)), per_kind))
            found = [f for n, f in enumerate(found) if n in keep]
        for batch, chain, news in found:
            out = batches.setdefault(f"{kind}.{batch}", [])
            for i, new in zip(chain, news, strict=True):
                out.append(new or business.batches[batch][i])
                if new:
                    pairs[kind].append((f"base.{batch}-{i + 1:03d}", f"{kind}.{batch}-{len(out):03d}"))
    return shops.Business(business.name, business.fixtures, batches), pairs


def right(result: dict[str, Any]) -> bool:
    """As ``score_one.py --items`` counts a row right: intent, entities and facts all there."""
    return bool(
        result["intent_ok"] and result["entities_ok"] is not False and result["answer_ok"] is not False
    )


def compare(name: str, found: list[dict[str, Any]], pairs: dict[str, list[Pair]]) -> list[dict[str, Any]]:
    """One line per rewritten row: the original's and the rewrite's results side by side."""
    by_id = {r["id"]: r for r in found}
    out = []
    for kind, kind_pairs in pairs.items():
        for before_id, after_id in kind_pairs:
            before, after = by_id[before_id], by_id[after_id]
            out.append(
                {
                    "business": name,
                    "kind": kind,
                    "id": before_id,
                    "lang": before["lang"],
                    "before": {k: before.get(k) for k in ("text", "intent_ok", "answer_ok", "entities_ok")},
                    "after": {k: after.get(k) for k in ("text", "intent_ok", "answer_ok", "entities_ok")},
                    "right_before": right(before),
                    "right_after": right(after),
                }
            )
    return out


def _share(values: list[bool | None]) -> str:
    known = [v for v in values if v is not None]
    return f"{sum(1 for v in known if v) / len(known):.2f}" if known else "-"


def table(lines: list[dict[str, Any]], kinds: list[str]) -> list[str]:
    """Per kind and language: rows rewritten, intent and answers before and after, and flips."""
    out = [
        "| kind | lang | n | intent before | intent after | answers before | answers after | right->wrong"
        " | wrong->right |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for kind in kinds:
        for lang in ("he", "en", "all"):
            rows = [r for r in lines if r["kind"] == kind and lang in (r["lang"], "all")]
            if not rows:
                continue
            lost = sum(1 for r in rows if r["right_before"] and not r["right_after"])
            won = sum(1 for r in rows if r["right_after"] and not r["right_before"])
            out.append(
                f"| {kind} | {lang} | {len(rows)} | {_share([r['before']['intent_ok'] for r in rows])}"
                f" | {_share([r['after']['intent_ok'] for r in rows])}"
                f" | {_share([r['before']['answer_ok'] for r in rows])}"
                f" | {_share([r['after']['answer_ok'] for r in rows])} | {lost} | {won} |"
            )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", help="development businesses to use (default: all)")
    parser.add_argument("--kinds", nargs="*", default=list(p.KINDS), choices=list(p.KINDS))
    parser.add_argument("--seed", type=int, default=36)
    parser.add_argument("--per-kind", type=int, default=0, help="at most this many rewrites a kind (0: all)")
    parser.add_argument("--json", help="write every rewritten row's before and after here")
    parser.add_argument("--table", nargs="*", help="only print the table of these --json files (merged)")
    args = parser.parse_args()
    if args.table:
        merged = [line for path in args.table for line in json.loads(Path(path).read_text("utf-8"))]
        print("\n".join(table(merged, args.kinds)))
        return
    businesses = [b for b in development() if not args.only or b.name in args.only]
    lines: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="perturbed_") as tmp:
        for business in businesses:
            built, pairs = perturbed_business(business, args.kinds, args.seed, args.per_kind)
            found = devset.score_shop(Path(tmp) / business.name, built, chat_first=False)
            lines += compare(business.name, found, pairs)
            print(f"{business.name}: {sum(len(v) for v in pairs.values())} rewritten rows", flush=True)
            if args.json:
                Path(args.json).write_text(json.dumps(lines, ensure_ascii=False, indent=1), "utf-8")
    print("\n".join(table(lines, args.kinds)))


if __name__ == "__main__":
    main()
