"""The local engine's building blocks on their own: entities as people type them, the name index."""

from __future__ import annotations

import random
import threading
import time
from datetime import date
from typing import Any

import pytest

from misrad.assistant.engine import evidence
from misrad.assistant.engine.customer_index_cache import CustomerIndexCache, CustomerSource
from misrad.assistant.engine.entities import find_entities
from misrad.assistant.engine.evidence import lexicon_words
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand
from misrad.assistant.engine.text import tokens

TODAY = date(2026, 11, 21)


def _of(text: str, kind: str) -> list[str]:
    return [e.value for e in find_entities(text, TODAY) if e.type == kind]


def test_israeli_phones_in_every_form_become_national_digits() -> None:
    for written in (
        "050-1234567",
        "+972-50-123-4567",
        "972501234567",
        "050 123 4567",
        "00972501234567",
        "(050)1234567",
        "050.123.4567",
        "בטלפון0501234567",
        "ל-050-1234567?",
    ):
        assert _of(f"מה היתרה של {written}", "phone") == ["0501234567"], written
    assert _of("משרד 03-9876543", "phone") == ["039876543"]
    assert _of("חשבונית 1045 על 350 ש״ח", "phone") == []


def test_invoice_numbers_amounts_dates_and_emails() -> None:
    assert _of("שהחשבונית INV-2024-0012 שולמה?", "invoice_number") == ["INV-2024-0012"]
    assert _of("was INV-5001 paid", "invoice_number") == ["INV-5001"]
    assert _of("חשבונת 1045", "invoice_number") == ["1045"]  # a typo of חשבונית
    assert _of("חשבונית מס' 2024-117", "invoice_number") == ["2024-117"]
    assert _of('שילמה 1,500 ש"ח ועוד ₪99.90 ו-$200', "amount") == ["1500.00", "99.90", "200.00"]
    currencies = [e.currency for e in find_entities("שילמה 1,500 ש״ח ו-$200", TODAY) if e.type == "amount"]
    assert currencies == ["ILS", "USD"]
    assert _of("ב-5 במרץ", "date") == ["2026-03-05"]
    assert _of("מ-1 בינואר 2026", "date") == ["2026-01-01"]
    assert _of("עד 15/12", "date") == ["2026-12-15"]
    assert _of("חשבוניות מאוקטובר", "date") == ["2026-10"]
    assert _of("on March 3 2025", "date") == ["2025-03-03"]
    assert _of("מחר", "date") == ["2026-11-22"]
    assert _of("המייל Dana.Cohen@Example.co.il", "email") == ["dana.cohen@example.co.il"]


def test_names_are_found_under_prefixes_typos_and_the_other_script() -> None:
    index = CustomerIndex.build(
        [(1, "דנה כהן", None), (2, "שרה כהן", None), (3, "Sarah Miller", None), (4, "דוד שמעוני", None)]
    )

    def named(text: str) -> tuple[int, ...] | None:
        found = index.match(tokens(text), lexicon_words())
        return found.customer_ids if found else None

    assert named("ללקוחה דנה כהן") == (1,)
    assert named("מה עם דויד שמעוני") == (4,)  # spelling variant
    assert named("שמעונן") == (4,)  # typo
    assert named("שרה מילר") == (3,)  # Hebrew spelling of an English name
    assert named("מה היתרה של כהן") == (1, 2)  # ambiguous: both, never a guess
    assert named("תמליץ על מסעדה בתל אביב") is None
    assert named("ויש לו משהו בתיקון") is None


def test_understanding_uses_the_conversation() -> None:
    index = CustomerIndex.build([(1, "יוסי לוי", None)])
    follow = understand("ומה עם התיקון שלו?", today=TODAY, index=index, has_bound_customer=True)
    assert (follow.intent, follow.uses_context) == ("repair_status", True)
    inherited = understand("ומה עם יוסי לוי?", today=TODAY, index=index, previous_intent="customer_balance")
    assert inherited.intent == "customer_balance"
    english = understand("does +972 50 123 4567 have any debt", today=TODAY, index=index)
    assert (english.intent, english.language) == ("customer_balance", "en")


def test_the_name_index_refreshes_in_the_background_and_at_once_when_invalidated() -> None:
    calls: list[int] = []
    release = threading.Event()

    def loader() -> list[tuple[int, str, str | None, str | None]]:
        calls.append(1)
        if len(calls) == 2:
            release.wait(10)  # a slow rebuild must not hold up readers
        return [(len(calls), f"לקוח {len(calls)}", None, None)]

    def nothing_changed(since: object) -> list[tuple[int, str, str | None, str | None]]:
        return []

    cache = CustomerIndexCache(CustomerSource(loader, nothing_changed, lambda: 0), ttl_seconds=0.0)
    first = cache.get()
    assert first.names == {1: "לקוח 1"}
    assert cache.get() is first  # stale: served at once while a rebuild starts
    release.set()
    deadline = time.monotonic() + 10
    while cache._index is first:
        assert time.monotonic() < deadline
        time.sleep(0.01)
    cache.invalidate()
    fresh = cache.get()
    assert len(calls) >= 3 and fresh.names == {len(calls): f"לקוח {len(calls)}"}


def test_the_name_index_puts_only_the_changed_customers_when_the_counter_moves() -> None:
    version = [0]
    changed: list[list[tuple[int, str, str | None, str | None]]] = []

    def everyone() -> list[tuple[int, str, str | None, str | None]]:
        return [(1, "דנה כהן", None, None), (2, "יוסי לוי", None, None)]

    def changed_since(since: object) -> list[tuple[int, str, str | None, str | None]]:
        return changed.pop() if changed else []

    cache = CustomerIndexCache(CustomerSource(everyone, changed_since, lambda: version[0]), 3600)
    first = cache.get()
    changed.append([(2, "יוסי מזרחי", None, None), (3, "רונית ברק", None, None)])
    assert cache.get().names[2] == "יוסי לוי"  # the counter did not move: nothing read
    version[0] = 1

    index = cache.get()

    assert index is first  # updated in place, not rebuilt
    assert index.names == {1: "דנה כהן", 2: "יוסי מזרחי", 3: "רונית ברק"}
    assert 2 not in index.by_token["לוי"] and index.by_token["מזרחי"] == [2]
    match = index.match(["רונית", "ברק"], set())
    assert match is not None and match.customer_ids == (3,)


_PEOPLE = [
    (1, "אסתר לוי", None), (2, "יעקב לוי", None), (3, "יוסי בן חמו", None), (4, "רינה נחום", None),
    (5, "חנה מזרחי", None), (6, "Emily Rosen", None), (7, "רונית ברק", None), (8, "מיכל כהן", None),
    (9, "מרים אברג'יל", None), (10, "שי שושן", None), (11, "Sarah Miller", None),
]  # fmt: skip


def _named(text: str) -> tuple[list[str], list[int | None]]:
    found = understand(text, today=TODAY, index=CustomerIndex.build(_PEOPLE))
    names = [e for e in found.entities if e.type == "customer_name"]
    return [e.value for e in names], [e.record_id for e in names]


def test_a_name_is_reported_as_typed_and_linked_to_the_stored_customer() -> None:
    assert _named("למזרחי יש חשבונית פתוחה?") == (["מזרחי"], [5])  # the prefix letter is off
    assert _named("כמה חיבת רינה") == (["רינה"], [4])  # a first name alone stays a first name
    assert _named("כמה אסתר לווי חייבת לנו?") == (["אסתר לווי"], [1])  # the typo is kept
    assert _named("המקרר של Emily, יש חדש?") == (["Emily"], [6])  # case kept
    assert _named("למרים אברג'יל נשאר חוב?") == (["מרים אברג'יל"], [9])  # the geresh kept


def test_hebrew_names_written_in_latin_letters_are_found() -> None:
    assert _named("open balance for Yossi Ben Hamo") == (["Yossi Ben Hamo"], [3])
    assert _named("total owed by Rina Nahum?") == (["Rina Nahum"], [4])
    assert _named("repair status for Yaakov Levi's AC")[1] == [2]
    assert _named("Did we deliver Ronit Barak's oven?") == (["Ronit Barak"], [7])
    assert _named("what does Michal Cohen owe") == (["Michal Cohen"], [8])


def test_each_name_word_is_matched_by_one_word_of_the_question() -> None:
    # "says" and "she" sound like the one-consonant "שי": no name word is claimed twice, and one
    # consonant is no key.
    assert _named("sarah miller says she paid, was it paid?") == (["sarah miller"], [11])


def test_a_word_outside_the_lexicon_is_looked_up_as_a_typo_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # Every chat that names a customer brings such words: the fuzzy search over the lexicon was a tenth
    # of a local-engine chat's CPU when it ran again on every message.
    searched: list[str] = []
    search = evidence.process.extractOne

    def counting_search(query: str, *args: Any, **kwargs: Any) -> Any:
        searched.append(query)
        return search(query, *args, **kwargs)

    monkeypatch.setattr(evidence.process, "extractOne", counting_search)
    word = "".join(random.choices("בגדזחטסעפצקש", k=7))  # no word of the lexicon, nor a typo of one
    assert evidence.word_intents(word) == {}
    assert searched, "a word outside the lexicon is looked for as a typo"
    first = len(searched)
    assert evidence.word_intents(word) == {}
    assert len(searched) == first
    # A typo still speaks for its word's intents, a little less.
    typo, word = evidence.word_intents("חשבונייות"), evidence.word_intents("חשבוניות")
    assert typo == {i: w * 0.8 for i, w in word.items()}
