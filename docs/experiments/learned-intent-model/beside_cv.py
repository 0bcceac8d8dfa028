"""beside38: may the learned model overrule a WEAK reading of the engine (an intent found by the words'
weights alone, with a low top score, a thin lead over its second, or words it could not explain), where
the two disagree and the model is sure? The weakness thresholds and the model's margin are chosen by
leave-one-business-out over eight development businesses, each scored (records order) by the engine of
the commit before its question file was added, the model trained without that business (as
``gate_cv.py``; the logs now carry the engine's intent scores and unexplained words too).

usage: PYTHONPATH=src:.:docs/experiments/learned-intent-model python .../beside_cv.py DIR
DIR holds score-<business>.json (bench.score_businesses --json) and log-<business>.jsonl, written by
``beside_log.py`` as a sitecustomize hook. No held-out business is read: only the eight named below.
"""

from __future__ import annotations

import itertools
import json
import sys
from pathlib import Path

import numpy as np
from gate_cv import firm  # the old engines' firm reasons as their logs show them

from misrad.assistant.engine.entities import BARE_INVOICE_CODE
from misrad.assistant.engine.intent_model import IntentModel, asked, corpus_rows, masked, train, words_of
from misrad.assistant.engine.text import fold, tokens

# development only; the engine commit each was scored by is in the README
BUSINESSES = ["shemesh", "katzaf", "maayan", "rahit", "shaar", "cafetech", "harama", "tavor"]
OVER_UNKNOWN = 0.5  # learned37's gate over "unknown", kept
TOP = [1.5, 2.0, 2.5, 3.0, 4.0, np.inf]  # weak: the engine's top score at most this
LEAD = [0.0, 0.5, 1.0, 1.5, 2.0, np.inf]  # and its lead over its second intent at most this
UNEXPLAINED = [0, 1, 2, 3]  # and at least this many content words it could not explain
SURE = [0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 2.5, np.inf]  # the model's margin at least this
MARGINS = ("over_next", "over_engine")  # the model's top over its next intent, or over the engine's
Gate = tuple[float, float, int, str, float]
NEVER: Gate = (np.inf, np.inf, 0, "over_next", np.inf)  # learned37's gate: the model only over "unknown"


def engine_lead(scores: dict[str, float]) -> tuple[float, float]:
    """The engine's top record-intent score and its lead over the second (greeting aside, as the engine)."""
    values = sorted((v for k, v in scores.items() if k != "greeting"), reverse=True) + [0.0, 0.0]
    return values[0], values[0] - values[1]


def wording(log: dict) -> list[str]:
    """The logged unexplained words less a bare code's pieces and numbers (``explained.unknown_wording``)."""
    codes = {w for code in BARE_INVOICE_CODE.findall(fold(log["typed"])) for w in tokens(code)}
    return [w for w in log.get("unexplained", []) if w not in codes and not any(c.isdigit() for c in w)]


def is_firm(log: dict) -> bool:
    # an engine that says its reason (tavor's, e573db7) is read as it says; older ones approximated
    if log.get("reason"):
        return log["reason"] not in ("scores", "nothing")
    return firm(log)


def rows_of(folder: Path, business: str) -> list[dict]:
    scored = next(iter(json.loads((folder / f"score-{business}.json").read_text()).values()))
    logs = [json.loads(x) for x in (folder / f"log-{business}.jsonl").read_text().splitlines()]
    assert len(scored) == len(logs) and all(s["text"] == g["typed"] for s, g in zip(scored, logs)), business
    model = IntentModel.of(train(corpus_rows(leave_out=frozenset({business}))))
    out = []
    for s, g in zip(scored, logs):
        spans = [(t, v if t == "customer_name" else (raw or v)) for t, v, raw in g["entities"]]
        scores = model.scores(asked(words_of(masked(g["typed"], spans))))
        ranked = sorted(scores.items(), key=lambda kv: -kv[1])
        top, lead = engine_lead(g["scores"])
        out.append(
            dict(
                b=business,
                want=s["intent_expected"],
                engine=g["intent"],
                firm=is_firm(g),
                ok=bool(s["intent_ok"]),
                model=ranked[0][0],
                over_next=ranked[0][1] - ranked[1][1],
                top=top,
                lead=lead,
                over_engine=ranked[0][1] - scores.get(g["intent"], ranked[-1][1]),
                unexplained=len(wording(g)),
                lang=s.get("lang"),
                typed=g["typed"],
            )
        )
    return out


class Table:
    """The rows as arrays, so a gate over the whole grid is read at once."""

    def __init__(self, rows: list[dict]) -> None:
        self.rows = rows
        for key in ("top", "lead", "unexplained", "over_next", "over_engine"):
            setattr(self, key, np.array([r[key] for r in rows], dtype=float))
        self.ok = np.array([r["ok"] for r in rows])
        self.model_right = np.array([r["model"] == r["want"] for r in rows])
        self.open_found = np.array(
            [not r["firm"] and r["engine"] != "unknown" and r["model"] != r["engine"] for r in rows]
        )
        over_unknown = np.array([not r["firm"] and r["engine"] == "unknown" for r in rows]) & (
            self.over_next >= OVER_UNKNOWN
        )
        self.base = np.where(over_unknown, self.model_right, self.ok)  # learned37's gate

    def taken(self, gate: Gate) -> np.ndarray:
        most, thin, words, margin, sure = gate
        weak = (self.top <= most) & (self.lead <= thin) & (self.unexplained >= words)
        return self.open_found & weak & (getattr(self, margin) >= sure)

    def right(self, gate: Gate) -> np.ndarray:
        return np.where(self.taken(gate), self.model_right, self.base)


GRID: list[Gate] = [g for g in itertools.product(TOP, LEAD, UNEXPLAINED, MARGINS, SURE) if np.isfinite(g[4])]
GRID.append(NEVER)


def caution(g: Gate) -> tuple:
    return (-g[0], -g[1], g[2], g[4])  # ties go to a lower top, a thinner lead, more words, a larger margin


def best(table: Table) -> Gate:
    return max(GRID, key=lambda g: (int(table.right(g).sum()), caution(g)))


def fixed_broken(table: Table, gate: Gate) -> tuple[int, int]:
    now = table.right(gate)
    return int((now & ~table.base).sum()), int((table.base & ~now).sum())


def main() -> None:
    folder = Path(sys.argv[1])
    rows = {b: rows_of(folder, b) for b in BUSINESSES}
    tables = {b: Table(rows[b]) for b in BUSINESSES}
    every = Table([r for b in BUSINESSES for r in rows[b]])
    print(
        "per business: old engine | + model over unknown (learned37) | + weak gate chosen on the other seven"
    )
    base, nested, fixed, broken = 0, 0, 0, 0
    for b in BUSINESSES:
        gate = best(Table([r for c in BUSINESSES if c != b for r in rows[c]]))
        t = tables[b]
        f, k = fixed_broken(t, gate)
        base, nested, fixed, broken = base + t.base.sum(), nested + t.right(gate).sum(), fixed + f, broken + k
        print(
            f"  {b:9s} n={len(t.rows):3d} {t.ok.mean():.3f} | {t.base.mean():.3f} | {t.right(gate).mean():.3f}"
            f" gate={gate} fixed {f} broken {k}"
        )
    n = len(every.rows)
    print(
        f"nested, all: learned37 {base / n:.4f} -> weak gate {nested / n:.4f} (fixed {fixed}, broken {broken})"
    )
    gate = best(every)
    print(
        f"chosen on all eight: {gate}: {every.base.mean():.4f} -> {every.right(gate).mean():.4f} "
        f"fixed/broken {fixed_broken(every, gate)}"
    )
    wrong = every.open_found & ~every.ok
    print(
        f"open rows, an intent found, the model disagreeing: {int(every.open_found.sum())}; the engine wrong "
        f"on {int(wrong.sum())}, the model right on {int((wrong & every.model_right).sum())} of those"
    )


if __name__ == "__main__":
    main()
