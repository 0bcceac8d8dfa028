"""Regenerate ``src/misrad/assistant/engine/intent_corpus.tsv``, the learned intent model's training set.

usage: PYTHONPATH=src:. python scripts/intent_corpus.py [OUT]

One line a labelled question: business, language, intent, and the question's folded words with the
records it names replaced by placeholders (``intent_model.masked``). From the shared chat set (less its
hash-held-out part, ``bench_chat_devset.held_out``), the sessions' own questions about its lab, and every
development business of ``bench_chat_devset.OTHER_SHOPS``. The held-out businesses' questions are never
read: a business marked ``held_out`` (``shops.Business``) is skipped before its batches are touched, so a
new writer's set stays out of the model by the flag that keeps it out of every other tuning.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

from bench import bench_chat_devset as devset
from tests.assistant import lab_questions
from tests.assistant.lab_rows import Row

from misrad.assistant.engine.intent_model import CORPUS, masked, words_of


def _row_spans(ents: list[tuple[str, ...]]) -> list[tuple[str, str]]:
    """(kind, as typed) of a row's entities: an invoice row holds (number as stored, as typed)."""
    return [(e[0], e[-1]) for e in ents]


def _rows(business: str, batches: dict[str, list[Row]], fresh: dict[str, list[list[Row]]]) -> Iterator[str]:
    every = [row for rows in batches.values() for row in rows]
    every += [row for steps in fresh.values() for rows in steps for row in rows]
    for lang, text, intent, ents, _facts, _follow in every:
        yield _line(business, lang, intent, masked(text, _row_spans(ents)))


def _line(business: str, lang: str, intent: str, text: str) -> str:
    return f"{business}\t{lang}\t{intent}\t{words_of(text)}"


def _shared_set() -> Iterator[str]:
    kinds = {"customer_name": "name", "invoice_number": "inv", "phone": "phone", "email": "email"}
    for raw in (devset.DEVSET / "utterances.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(raw)
        if devset.held_out(row["id"]):
            continue  # never read beyond its id
        spans = [(kinds.get(e["type"], e["type"]), e["value"]) for e in row.get("entities", [])]
        yield _line("lab", row["lang"], row["intent"], masked(row["text"], spans))


def lines() -> list[str]:
    out = list(_shared_set())
    out += _rows("lab", lab_questions.LAB.batches, lab_questions.LAB.fresh)
    for business in devset.OTHER_SHOPS:
        if not business.never_tuned_on:  # new writers' sets and the one kept aside: aggregates only
            out += _rows(business.name, business.batches, business.fresh)
    return out


def main() -> None:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else CORPUS
    path.write_text("".join(line + "\n" for line in lines()), encoding="utf-8")
    sys.stdout.write(f"{path}: {len(lines())} questions\n")


if __name__ == "__main__":
    main()
