"""margin61: how stable are the learned model's decisions when a business is added to or taken from the
corpus, and how right are they? Replays the engine's calls of ``intent_model.consulted`` logged by
``consulted_log.py`` (the development businesses scored by today's engine, records order) with models
trained on the committed corpus with and without each business of LEAVE.

For each variant (a committee of K members, its reading taken where all members agree or on the members'
mean score; K=1 is the deployed single model; each with a dead zone raising every gate by 0, 0.1, 0.25;
the SVM's C by STABILITY_C):
- flips: calls of businesses other than X whose decision changes when X leaves the corpus, summed over X;
- honest: on X's own calls, the model without X against the engine's own intent and the row's gold
  intent: readings taken, rows fixed (engine wrong, decision right) and broken (engine right, decision
  wrong);
- in-sample: the same with the full corpus on every logged call.

usage: [STABILITY_C=0.5] PYTHONPATH=src:. python docs/experiments/learned-intent-model/stability.py LOGDIR [K,...]
LOGDIR holds NAME.jsonl (the calls) and score-NAME.json (the bench's rows: text and gold intent).
"""

from __future__ import annotations

import json
import os
import sys
import time
import zlib
from pathlib import Path
from typing import Any

import numpy as np
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.pipeline import make_union
from sklearn.svm import LinearSVC

from misrad.assistant.engine import intent_model as im
from misrad.assistant.engine.reasons import Reason
from misrad.assistant.engine.world_asked import asks_the_world

# Six blind development businesses (their own calls give the honest figures) and two large others.
LEAVE = ("nitzotz-b", "dagit-b", "pedal-b", "shinayim-b", "tchelet-b", "rapad-b", "voltex", "negevair")


def _rows_of(score: Path) -> list[dict[str, Any]]:
    data = json.loads(score.read_text(encoding="utf-8"))
    found: list[dict[str, Any]] = []

    def walk(node: Any) -> None:  # the bench's JSON nests its rows by business and order
        if isinstance(node, dict) and "intent_expected" in node and "text" in node:
            found.append(node)
        elif isinstance(node, dict):
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(data)
    return found


def calls(folder: Path) -> dict[str, list[dict[str, Any]]]:
    """Each business's logged calls, each with the gold intent of the row it came from (matched in
    order: the typed text is the row's or a part of it), the calls the model is never read for dropped."""
    out: dict[str, list[dict[str, Any]]] = {}
    for log in sorted(folder.glob("*.jsonl")):
        rows, at, kept = _rows_of(folder / f"score-{log.stem}.json"), 0, []
        for line in log.read_text(encoding="utf-8").splitlines():
            call = json.loads(line)
            for i in range(at, len(rows)):
                text = rows[i]["text"] or ""
                if call["typed"] == text or call["typed"] in text:
                    call["gold"], call["id"], at = rows[i]["intent_expected"], rows[i]["id"], i
                    break
            if _read(call):
                kept.append(call)
        out[log.stem] = kept
    return out


def _read(call: dict[str, Any]) -> bool:
    """Whether ``consulted`` reads the model for this call at all (its own early returns)."""
    intent, reason = call["intent"], call["reason"]
    least = im.OPENED_FIRM.get(Reason(reason), im.WEAK_UNEXPLAINED if intent != "unknown" else 0)
    if call["unexplained"] < least:
        return False
    return not (intent == "unknown" and asks_the_world(call["typed"]))


def _words(call: dict[str, Any]) -> str:
    spans = [(t, v if t == "customer_name" else (raw or v)) for t, v, raw in call["entities"]]
    return im.asked(im.words_of(im.masked(call["typed"], spans)))


C = float(os.environ.get("STABILITY_C", "0.5"))  # the SVM's C; the deployed model's is 0.5


def group_of(business: str, members: int) -> int:
    """The member trained without ``business``: by its name's checksum (adding a business moves no other)."""
    return zlib.crc32(business.encode("utf-8")) % members


def committee(rows: list[list[str]], members: int) -> list[im.IntentModel]:
    """``members`` SVMs (as ``intent_model.train``'s) over the features of all of ``rows``, each trained
    without one group of the businesses; one member is the deployed single model."""
    words = TfidfVectorizer(
        analyzer="word", ngram_range=(1, 2), tokenizer=str.split, token_pattern=None, sublinear_tf=True
    )
    letters = TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 5), sublinear_tf=True, min_df=2)
    union = make_union(words, letters)
    matrix = union.fit_transform([im.asked(row[3]) for row in rows])
    labels = np.array([row[2] for row in rows])
    groups = np.array([group_of(row[0], members) for row in rows])
    out = []
    for member in range(members):
        keep = groups != member if members > 1 else np.ones(len(rows), dtype=bool)
        svm = LinearSVC(C=C, random_state=0).fit(matrix[keep], labels[keep])
        parts, offset = [], 0
        for _name, vectorizer in union.transformer_list:
            idf = vectorizer.idf_
            weights = svm.coef_[:, offset : offset + len(idf)].T * idf[:, None]
            parts.append(im.Part({str(k): int(v) for k, v in vectorizer.vocabulary_.items()}, idf, weights))
            offset += len(idf)
        out.append(im.IntentModel(tuple(str(c) for c in svm.classes_), svm.intercept_.copy(), tuple(parts)))
    return out


def decision(intent: str, reason: str, scores: dict[str, float]) -> str:
    """``intent_model.consulted``'s decision from one model's ``scores`` (its early returns done)."""
    if reason in im.OPENED_FIRM:
        return im.over_a_firm_reason(intent, scores)
    if intent == "unknown":
        first, second = sorted(scores.items(), key=lambda item: -item[1])[:2]
        return im.learned_intent(intent, (first[0], first[1] - second[1]))
    return im.over_a_weak_reading(intent, scores)


def decisions(model: list[im.IntentModel], rule: str, chosen: list[dict[str, Any]]) -> list[str]:
    """Each call's decision: the members' unanimous one ("agree", else the engine's), on their mean score
    ("mean"), or the one model's ("single")."""
    out = []
    for call in chosen:
        votes = [member.scores(_words(call)) for member in model]
        if rule == "agree":
            decided = {decision(call["intent"], call["reason"], vote) for vote in votes}
            out.append(decided.pop() if len(decided) == 1 else call["intent"])
            continue
        mean = {i: sum(v.get(i, -1e3) for v in votes) / len(votes) for i in votes[0]}
        out.append(decision(call["intent"], call["reason"], mean))
    return out


def judged(chosen: list[dict[str, Any]], decided: list[str]) -> tuple[int, int, int]:
    """Readings taken, rows fixed, rows broken (against the engine's own intent and the gold)."""
    taken = fixed = broken = 0
    for call, decision in zip(chosen, decided, strict=True):
        if decision == call["intent"] or "gold" not in call:
            continue
        taken += 1
        fixed += call["intent"] != call["gold"] and decision == call["gold"]
        broken += call["intent"] == call["gold"] and decision != call["gold"]
    return taken, fixed, broken


def variant(corpus: list[list[str]], by: dict[str, list[dict[str, Any]]], members: int) -> None:
    started = time.time()
    everything = [c for cs in by.values() for c in cs]
    full = committee(corpus, members)
    without = {x: committee([r for r in corpus if r[0] != x], members) for x in LEAVE}
    for rule, dead in _rules(members):
        _gates(dead)
        base = decisions(full, rule, everything)
        flips, flipped, honest = 0, [], [0, 0, 0]
        for x, model in without.items():
            others = [c for c in everything if c.get("business") != x]
            before = [d for c, d in zip(everything, base, strict=True) if c.get("business") != x]
            after = decisions(model, rule, others)
            changed = [c.get("id") for c, a, b in zip(others, after, before, strict=True) if a != b]
            flips += len(changed)
            flipped += [f"{x}:{i}" for i in changed]
            own = by.get(x, [])
            honest = [a + b for a, b in zip(honest, judged(own, decisions(model, rule, own)), strict=True)]
        taken, fixed, broken = judged(everything, base)
        print(
            f"C={C} K={members} {rule:6s} dead zone {dead:.2f} flips {flips:3d} | honest (LOBO, {sum(len(by.get(x, [])) for x in LEAVE)} "
            f"calls) taken {honest[0]} fixed {honest[1]} broken {honest[2]} | in-sample ({len(everything)} "
            f"calls) taken {taken} fixed {fixed} broken {broken} | {time.time() - started:.0f}s"
        )
        print("   flipped:", " ".join(flipped[:40]))


GATES = (im.OVER_UNKNOWN, im.OVER_A_WEAK_READING, im.OVER_A_FIRM_REASON)
DEAD = (0.0, 0.1, 0.25)  # a dead zone above each gate where the engine's reading stands


def _rules(members: int) -> list[tuple[str, float]]:
    return [(rule, dead) for rule in (("agree", "mean") if members > 1 else ("single",)) for dead in DEAD]


def _gates(dead: float) -> None:
    im.OVER_UNKNOWN, im.OVER_A_WEAK_READING, im.OVER_A_FIRM_REASON = (gate + dead for gate in GATES)


def main() -> None:
    by = calls(Path(sys.argv[1]))
    for business, chosen in by.items():
        for call in chosen:
            call["business"] = business
    corpus = im.corpus_rows()
    for members in [int(k) for k in (sys.argv[2] if len(sys.argv) > 2 else "1,3,4,5").split(",")]:
        variant(corpus, by, members)


if __name__ == "__main__":
    main()
