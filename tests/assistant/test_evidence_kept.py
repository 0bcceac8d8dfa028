"""A message's evidence makes ``said_of_the_name`` and ``idioms`` once, and again only when what they are
made of changes (``Evidence._kept_or_made``: the rules ask for them up to eleven times a message)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pytest

from misrad.assistant.engine import evidence as evidence_module
from misrad.assistant.engine.evidence import Evidence
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand

TODAY = date(2026, 12, 5)


def _evidence(words: list[str], name_words: frozenset[str], folded: str = "") -> Evidence:
    return Evidence(
        words=words, entities=[], scores={}, names=None, items=set(), repair_id=None, folded=folded,
        name_words=name_words,
    )  # fmt: skip


def test_what_is_kept_is_what_a_fresh_making_gives_and_follows_its_words() -> None:
    name = frozenset({"תיכון", "רמות"})
    kept = _evidence(["the", "high", "school", "balance"], name)
    assert kept.said_of_the_name == _evidence(["the", "high", "school", "balance"], name)._said_of_the_name()
    kept.said_of_the_name.add("mutated")  # the caller's own set: nothing kept changes
    assert "mutated" not in kept.said_of_the_name
    kept.words.append("tomorrow")  # words changed in place: made again
    assert kept.said_of_the_name == _evidence(kept.words, name)._said_of_the_name()
    kept.name_words = frozenset({"גלגלים"})
    assert kept.said_of_the_name == _evidence(kept.words, kept.name_words)._said_of_the_name()
    idioms = _evidence(["on", "short", "notice"], frozenset(), folded="on short notice")
    assert idioms.idioms == {"short", "notice"} | evidence_module.record_phrase_words("on short notice")
    idioms.folded = "tax id"
    assert idioms.idioms >= evidence_module.record_phrase_words("tax id")


def test_a_message_makes_each_once(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[str] = []
    said: Callable[[Evidence], set[str]] = Evidence._said_of_the_name

    def counted(self: Evidence) -> set[str]:
        made.append("said")
        return said(self)

    monkeypatch.setattr(Evidence, "_said_of_the_name", counted)
    index = CustomerIndex.build([(n + 1, f"לקוח מדידה {n:03d}", None) for n in range(50)])
    found = understand(
        "מה היתרה של לקוח מדידה 017?", today=TODAY, index=index, previous_intent=None,
        previous_invoice=None, has_bound_customer=False, bound_items=frozenset(),
        items_of=lambda *_: set(), items_by_phone=None, item_owners=None,
    )  # fmt: skip
    assert found.intent == "customer_balance"
    assert made.count("said") == 1


def test_a_name_is_reported_with_its_number_as_the_pattern_did() -> None:
    """``with_its_number`` finds "<typed> <number>" by hand as its pattern did (no pattern a name)."""
    import itertools
    import re

    from misrad.assistant.engine.typed_names import _typed_then

    texts = ["ועד הבית ביאליק 14", "ועד הבית ביאליק  14?", "ביאליק 145", "ביאליק\t14 וגם ביאליק 14",
             "Studio 54", "studio 54", "Studio54", "Studio 54 and Studio 5", "x Studio 5 Studio 54", "",
             "aa 1", "a a 1", "ביאליק ١٤"]  # fmt: skip
    for text, typed, number in itertools.product(
        texts, ["ביאליק", "Studio", "a", "", "aa"], ["14", "54", "5", "1"]
    ):
        pattern = re.escape(typed) + r"\s+" + re.escape(number) + r"(?!\d)"
        assert _typed_then(text, typed, number) == bool(re.search(pattern, text)), (text, typed, number)


def test_the_phrases_said_are_each_phrases_matches_in_the_lexicons_order() -> None:
    """One scan of the lexicon's phrases serves the scores (a phrase said at all) and the records'
    phrase words (every text it matched), as their own scans did."""
    from misrad.assistant.engine.evidence import phrases_said
    from misrad.assistant.engine.lexicon import PHRASES
    from misrad.assistant.engine.text import fold

    for text in ["מה היתרה של לקוח מדידה 017?", "what is the tax id of dana, still owed?", "מה אתה יודע",
                 "how much do they still owe and what is their tax id", ""]:  # fmt: skip
        folded = fold(text)
        scanned = [
            (intent, weight, tuple(m.group(0) for m in pattern.finditer(folded)))
            for pattern, intent, weight in PHRASES
            if pattern.search(folded)
        ]
        assert list(phrases_said(folded)) == scanned
