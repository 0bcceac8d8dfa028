"""A message's evidence makes ``said_of_the_name`` and ``idioms`` once, and again only when what they are
made of changes (``Evidence._kept_or_made``: the rules ask for them up to eleven times a message)."""

from __future__ import annotations

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
    said, records = Evidence._said_of_the_name, evidence_module.record_phrase_words
    monkeypatch.setattr(Evidence, "_said_of_the_name", lambda self: made.append("said") or said(self))
    monkeypatch.setattr(
        evidence_module, "record_phrase_words", lambda *a: made.append("idioms") or records(*a)
    )
    index = CustomerIndex.build([(n + 1, f"לקוח מדידה {n:03d}", None) for n in range(50)])
    found = understand(
        "מה היתרה של לקוח מדידה 017?", today=TODAY, index=index, previous_intent=None,
        previous_invoice=None, has_bound_customer=False, bound_items=frozenset(),
        items_of=lambda *_: set(), items_by_phone=None, item_owners=None,
    )  # fmt: skip
    assert found.intent == "customer_balance"
    assert made.count("said") == 1
