"""learned37: the gate's margins chosen by cross-validation on development sets the engine of the time
had not seen (each business scored by an engine older than its question file, understand() logged by a
sitecustomize hook; see the README), the model trained without that business.

usage: PYTHONPATH=SKLEARN:src:. python docs/experiments/learned-intent-model/gate_cv.py DIR
DIR holds score-<business>.json (bench.score_businesses --json) and log-<business>.jsonl.
No held-out business is read: only the seven named below.
"""

import itertools
import json
import re
import sys
from pathlib import Path

import numpy as np

from misrad.assistant.engine.entities import BARE_INVOICE_CODE
from misrad.assistant.engine.intent_model import IntentModel, asked, corpus_rows, masked, train, words_of

BUSINESSES = ["shemesh", "katzaf", "maayan", "rahit", "shaar", "cafetech", "harama"]  # development only
UNKNOWN = [0.25, 0.5, 0.75, 1.0, 1.5, np.inf]
ANY = [0.75, 1.0, 1.25, 1.5, 2.0, 2.5, np.inf]
CARD = {"customer_name", "phone", "email"}


def firm(log: dict) -> bool:
    """The new engine's firm reasons as far as an old engine's log shows them (an approximation: the old
    engine said no reason): a printed invoice, a bare number left to the answer, look-up of one identified,
    a bare identifier or card field or carried intent (the confidences 0.5 and 0.6 those rules set), a
    greeting, a follow-up carried over from the bound customer."""
    kinds = {e[0] for e in log["entities"]}
    intent = log["intent"]
    if intent == "invoice_status" and "invoice_number" in kinds:
        return True
    if intent == "unknown" and BARE_INVOICE_CODE.search(log["typed"]):
        return True
    if intent == "customer_lookup" and kinds & CARD:
        return True
    if log["confidence"] in (0.5, 0.6) or intent == "greeting":
        return True
    return log["bound"] and intent == log["previous_intent"] and not log["entities"]


def rows_of(folder: Path, business: str) -> list[dict]:
    scored = next(iter(json.loads((folder / f"score-{business}.json").read_text()).values()))
    logs = [json.loads(x) for x in (folder / f"log-{business}.jsonl").read_text().splitlines()]
    assert len(scored) == len(logs) and all(s["text"] == g["typed"] for s, g in zip(scored, logs)), business
    model = IntentModel(train(corpus_rows(leave_out=frozenset({business}))))
    out = []
    for s, g in zip(scored, logs):
        spans = [(t, v if t == "customer_name" else (raw or v)) for t, v, raw in g["entities"]]
        scores = sorted(
            model.scores(asked(words_of(masked(g["typed"], spans)))).items(), key=lambda kv: -kv[1]
        )
        out.append(
            dict(
                b=business,
                want=s["intent_expected"],
                engine=g["intent"],
                firm=firm(g),
                ok=s["intent_ok"],
                top=scores[0][0],
                margin=scores[0][1] - scores[1][1],
            )
        )
    return out


def gated(r: dict, u: float, t: float) -> str:
    if r["firm"]:
        return r["engine"]
    if r["engine"] == "unknown" and r["margin"] >= u:
        return r["top"]
    return r["top"] if r["margin"] >= t else r["engine"]


def right(r: dict, u: float, t: float) -> bool:
    """The row's intent right: the model's where the gate takes it (the answer's own later turns, as the
    link of a bare invoice code, not replayed), else as the bench scored the old engine's answer."""
    chosen = gated(r, u, t)
    return chosen == r["want"] if chosen != r["engine"] else bool(r["ok"])


def accuracy(rows: list[dict], u: float, t: float) -> float:
    return float(np.mean([right(r, u, t) for r in rows]))


def best(rows: list[dict]) -> tuple[float, float]:
    # ties go to the more cautious gate (larger margins)
    return max(itertools.product(UNKNOWN, ANY), key=lambda ut: (round(accuracy(rows, *ut), 6), ut))


def main() -> None:
    folder = Path(sys.argv[1])
    rows = {b: rows_of(folder, b) for b in BUSINESSES}
    every = [r for b in BUSINESSES for r in rows[b]]
    print("per business: engine | gate chosen on the other six (u, t) | model alone")
    nested = []
    for b in BUSINESSES:
        others = [r for c in BUSINESSES if c != b for r in rows[c]]
        u, t = best(others)
        got = accuracy(rows[b], u, t)
        nested += [right(r, u, t) for r in rows[b]]
        alone = np.mean([r["top"] == r["want"] for r in rows[b]])
        print(
            f"  {b:9s} n={len(rows[b]):3d} engine {accuracy(rows[b], np.inf, np.inf):.3f} -> {got:.3f} "
            f"(u={u}, t={t}) | model alone {alone:.3f}"
        )
    print(f"nested: engine {accuracy(every, np.inf, np.inf):.3f} -> {np.mean(nested):.3f}")
    u, t = best(every)
    fixed = sum(right(r, u, t) and not r["ok"] for r in every)
    broke = sum(not right(r, u, t) and r["ok"] for r in every)
    print(f"chosen on all seven: u={u} t={t}: {accuracy(every, u, t):.3f} (fixed {fixed}, broke {broke})")
    print("grid (all seven):")
    for u in UNKNOWN:
        print("  u=%-5s " % u + " ".join(f"t={t}:{accuracy(every, u, t):.3f}" for t in ANY))


if __name__ == "__main__":
    main()
