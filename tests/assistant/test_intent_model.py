"""The learned intent model beside the rule engine (helpers learned36, learned37): its placeholders, its
hand-read scores, the store it is kept in, when its reading is taken (never over a reason of the
engine's own), its switch, its contribution on invented questions, and its corpus (regenerated from the
development sets, no held-out set in it)."""

from __future__ import annotations

import importlib.util
import json
from datetime import date
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest
from bench import bench_chat_devset as devset

from misrad.assistant.engine import intent_model
from misrad.assistant.engine import intent_model_store as store
from misrad.assistant.engine.intent_model import IntentModel, learned_intent, masked, train, words_of
from misrad.assistant.engine.nlu import understand
from misrad.assistant.engine.reasons import OPEN, Reason

ROOT = Path(__file__).resolve().parents[2]
TINY = [  # an invented corpus: [business, language, intent, words]
    ["a", "en", "customer_balance", "how much does xname owe"],
    ["a", "en", "customer_balance", "xname balance please"],
    ["a", "en", "repair_status", "is the kettle of xname fixed"],
    ["a", "en", "repair_status", "the boiler repair for xname"],
    ["b", "he", "customer_balance", "כמה xname חייב"],
    ["b", "he", "repair_status", "המקרר של xname מוכן"],
    ["b", "en", "knowledge", "what are your opening hours"],
    ["b", "en", "knowledge", "do you give a warranty"],
]
TODAY = date(2026, 12, 1)


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("intent_corpus", ROOT / "scripts" / "intent_corpus.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_records_named_become_placeholders() -> None:
    text = "did Noa Peretz pay INV-7781? call 052-7713390 or noa@example.org, or 4410"
    spans = [("customer_name", "Noa Peretz"), ("invoice_number", "INV-7781"), ("phone", "052-7713390")]
    assert words_of(masked(text, spans)) == "did xname pay xinvoice call xphone or xemail or xnumber"
    # A glued prefix letter stays a word of its own; the longer name is replaced before its first name.
    hebrew = masked("כמה חייב לאורי בן דוד ומה עם אורי", [("name", "אורי"), ("name", "אורי בן דוד")])
    assert words_of(hebrew) == "כמה חייב ל xname ומה עמ xname"


def test_hand_read_scores_are_the_models_own() -> None:
    fitted = train(TINY)
    read = IntentModel.of(fitted)
    texts = ["how much is xname owing", "kettle fixed", "מה עם המקרר", "warranty hours", "zzz", "a i"]
    for text, expected in zip(texts, fitted.decision_function(texts), strict=True):
        scores = read.scores(text)
        assert np.allclose([scores[c] for c in fitted.classes_], expected)


def test_the_hand_analyzers_are_the_vectorizers_own() -> None:
    union = train(TINY).steps[0][1]
    for (_name, vectorizer), analyze in zip(union.transformer_list, intent_model.ANALYZERS, strict=True):
        for text in ["how much is xname owing", "a ab abc abcd abcde", "המקרר של דני", "x"]:
            assert analyze(text) == vectorizer.build_analyzer()(text)


def test_training_is_deterministic() -> None:
    first, second = train(TINY), train(TINY)
    assert np.array_equal(first.steps[-1][1].coef_, second.steps[-1][1].coef_)


def test_the_store_gives_back_the_same_scores_and_refuses_a_broken_file(tmp_path: Path) -> None:
    made = IntentModel.of(train(TINY))
    store.write(tmp_path, "k", made)
    kept = store.read(tmp_path, "k")
    assert kept is not None and kept.intents == made.intents
    assert kept.scores("how much does xname owe") == pytest.approx(made.scores("how much does xname owe"))
    (tmp_path / "k.npz").write_bytes(b"not arrays")
    assert store.read(tmp_path, "k") is None and store.read(tmp_path, "absent") is None


def test_the_stores_key_follows_the_corpus_and_the_leave_out(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus.tsv"
    corpus.write_text("a\ten\tknowledge\thours\n", encoding="utf-8")
    first = store.key(corpus, frozenset())
    assert store.key(corpus, frozenset({"a"})) != first
    corpus.write_text("a\ten\tknowledge\topening hours\n", encoding="utf-8")
    assert store.key(corpus, frozenset()) != first


@pytest.mark.parametrize(
    ("engine", "reading", "chosen"),
    [
        ("unknown", ("repair_status", 0.6), "repair_status"),  # no intent found: fairly sure is enough
        ("unknown", ("repair_status", 0.3), "unknown"),
        ("customer_balance", ("invoice_status", 5.0), "customer_balance"),  # found: never overruled
        ("repair_status", ("knowledge", 5.0), "repair_status"),
    ],
)
def test_when_the_models_reading_is_taken(engine: str, reading: tuple[str, float], chosen: str) -> None:
    assert learned_intent(engine, reading) == chosen


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("the grinder, sorted yet?", "repair_status"),  # no lexicon word: the model reads a repair
        ("when will the espresso thing be back from you guys", "repair_status"),
        ("how much does Tamar Shani still owe", "customer_balance"),  # the lexicon's own reading stays
        ("מה המצב של המכונה של הלקוח", "repair_status"),
    ],
)
def test_invented_questions(text: str, intent: str) -> None:
    assert understand(text, today=TODAY, index=None).intent == intent


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (
            "phone pls",
            Reason.NOBODY_TO_LOOK_UP,
        ),  # a card's field with nobody bound: the model reads a look-up
        ("order toner for Naama", Reason.OUT_OF_DOMAIN),
        ("7349 של מי", Reason.INVOICE),  # a bare number the answer links to an invoice of the records
    ],
)
def test_a_reason_of_the_engines_own_is_not_overruled(text: str, reason: Reason) -> None:
    found = understand(text, today=TODAY, index=None)
    assert found.reason == reason and reason not in OPEN and found.intent == "unknown"
    assert understand(text, today=TODAY, index=None).reason != Reason.LEARNED


def test_the_model_switched_off_leaves_the_engine_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    assert understand("the grinder, sorted yet?", today=TODAY, index=None).reason == Reason.LEARNED
    monkeypatch.setattr(intent_model._Trained, "enabled", False)
    found = understand("the grinder, sorted yet?", today=TODAY, index=None)
    assert found.intent == "unknown" and found.reason == Reason.NOTHING


def test_the_model_is_made_once_a_process() -> None:
    assert intent_model.model() is intent_model.model()


@pytest.mark.skipif(
    not (devset.DEVSET / "utterances.jsonl").is_file(), reason="no shared chat set beside the repository"
)
def test_corpus_is_the_sets_less_the_held_out_ones() -> None:
    lines = intent_model.CORPUS.read_text(encoding="utf-8").splitlines()
    assert lines == _script().lines()  # regenerated by scripts/intent_corpus.py
    businesses = {line.split("\t")[0] for line in lines}
    assert not businesses & {b.name for b in devset.OTHER_SHOPS if b.never_tuned_on}
    assert businesses & {"rahit", "shaar", "cafetech"}  # development sets are in
    shared = devset.DEVSET / "utterances.jsonl"
    ids = [json.loads(row)["id"] for row in shared.read_text(encoding="utf-8").splitlines()]
    kept = sum(1 for i in ids if not devset.held_out(i))
    lab = _script().lab_questions.LAB
    own = sum(len(rows) for rows in lab.batches.values())
    assert sum(1 for line in lines if line.startswith("lab\t")) == kept + own  # no held-out row of the set
