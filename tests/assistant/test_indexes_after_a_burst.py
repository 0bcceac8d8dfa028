"""The assistant's indexes after a burst of writes (session 56): every message's catch-up puts again each
record written in its look-back. The repair items index: a customer of 3,600 repairs made a message take
minutes (each put re-read the customer's other repairs; found by ``bench.cpu_compare --ops repair,chat``,
which never finished), and a question about a thing of theirs read all their repairs' words, each word's
forms for each word of the thing's names. The name index: re-read every card put again. These count the
reading the indexes do, not seconds: they fail on the old ways whatever the machine's load."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from misrad.assistant.engine import item_index, items, names
from misrad.assistant.engine.item_index import ItemIndex
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.text import tokens

MANY = 400
ROWS = [(n, 1, f"מזגן Tadiran {n}") for n in range(MANY)] + [(9000, 2, "מקרר Sharp")]


def _counting(monkeypatch: pytest.MonkeyPatch, owner: Any, name: str, static: bool = False) -> list[str]:
    calls: list[str] = []
    original: Callable[[str], Any] = getattr(owner, name)

    def counted(word: str) -> Any:
        calls.append(word)
        return original(word)

    monkeypatch.setattr(owner, name, staticmethod(counted) if static else counted)
    return calls


def test_putting_again_a_repair_indexed_as_it_is_reads_none_of_the_customers_other_repairs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    index = ItemIndex.build(ROWS)
    read = _counting(monkeypatch, ItemIndex, "_item_keys", static=True)
    for row in ROWS:  # a catch-up's look-back: every one already indexed
        index.put(*row)
    assert read == []
    index.put(7, 1, "מזגן Electra 7")  # a real change still drops the old words the others don't hold
    assert "tadiran" in index.by_word and 1 in index.by_word["electra"]
    assert index.owners(tokens("the Electra"), set()) == {1: {"word:electra"}}


def test_a_customers_words_are_read_once_until_a_repair_of_theirs_is_written(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    index = ItemIndex.build(ROWS)
    read = _counting(monkeypatch, item_index, "item_words")
    first = index.words_of(1)
    assert len(read) == MANY and "מזגנ" in first
    assert index.words_of(1) is first and len(read) == MANY  # nothing read again
    index.put(5000, 1, "תנור Bosch")
    assert "תנור" in index.words_of(1)
    index.put(5000, 1, "כיריות Bosch")  # the item rewritten: its old word is gone
    assert "תנור" not in index.words_of(1) and "כיריות" in index.words_of(1)
    index.put(5000, 2, "כיריות Bosch")  # moved to another customer
    assert "כיריות" not in index.words_of(1) and "כיריות" in index.words_of(2)


def test_a_thing_of_a_customer_of_many_repairs_reads_their_words_forms_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    index = ItemIndex.build(ROWS)
    asked = tokens("מה עם המזגן של 17")
    assert index.owners(asked, set()) == {1: {"word:מזגנ"}}
    read = _counting(monkeypatch, items, "_forms")
    assert index.owners(asked, set()) == {1: {"word:מזגנ"}}
    assert len(read) < 50  # the message's words, not the 400 repairs' for each name of an air conditioner


def test_putting_again_a_customer_indexed_as_they_are_reads_no_card(monkeypatch: pytest.MonkeyPatch) -> None:
    """The name index's catch-up puts again each customer of the look-back: after an import of thousands
    every message re-read every card (a second a message at 10,000)."""
    customers = [(n, f"לקוח יבוא {n:04d}", f"הרצל {n % 90}, נתניה", "מעדיף וואטסאפ") for n in range(300)]
    index = CustomerIndex.build([(c, name, None, address, notes) for c, name, address, notes in customers])
    read = _counting(monkeypatch, names, "address_parts")
    for customer in customers:
        index.put(*customer)
    assert read == []
    index.put(5, "לקוח יבוא 0005", "הגפן 3, חדרה", "מעדיף וואטסאפ")  # moved: read, and found there
    assert len(read) == 1 and "חדרה" in index.places.words_of[5]
    index.put(6, "לקוח יבוא 0006", "הרצל 6, נתניה", "עבר לטלפון")  # the notes alone changed
    assert len(read) == 2
