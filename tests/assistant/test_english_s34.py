"""Kinds of English misses session 34 found on development batches (``s31``, ``s30``, ``s29``, ``s13``,
``s10``...), each tried here on invented records of a trade no batch is about (a pest control company).
(``s33`` and session 34's new batch are held out: nothing here is taken from them.)

- A customer stored in Hebrew by the kind of workplace it is ("יקב", "מסגרייה", "משתלה") is named in English
  by that kind ("the winery", "the metal shop", "the plant nursery"): the general lexicon holds the kinds of
  places of making, growing and selling, as it holds those of learning and care.
"""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.names import CustomerIndex
from tests.assistant.names_found import names_read, reader

TODAY = date(2026, 12, 4)

# A pest control company's customers: workplaces stored by their Hebrew kind, and people.
PEST_CONTROL = [
    (1, "יקב הר ברכה", None),
    (2, 'מסגריית הנגב בע"מ', None),
    (3, "משתלת עין הקורא", None),
    (4, "מפעל טקסטיל כרמיאל", None),
    (5, "רפת משפחת אלמוג", None),
    (6, "מחסני לוגיסטיקה אשדוד", None),
    (7, "אורנה שלו", None),
    (8, "Ben Harel", None),
    (9, "מבשלת בירה הגלבוע", None),
]
read = reader(CustomerIndex.build(PEST_CONTROL), TODAY)


@pytest.mark.parametrize(
    ("question", "intent", "customer"),
    [
        ("how much does the winery still owe", "customer_balance", 1),
        ("the winery's phone number", "customer_lookup", 1),
        ("what's the balance of the metal shop", "customer_balance", 2),
        ("email of the plant nursery", "customer_lookup", 3),
        ("does the factory owe us anything", "customer_balance", 4),
        ("the cowshed's address", "customer_lookup", 5),
        ("the brewery's tax id", "customer_lookup", 9),
        ("how much do the warehouses owe", "customer_balance", 6),
    ],
)
def test_a_workplace_named_by_its_kind_in_english(question: str, intent: str, customer: int) -> None:
    found = read(question)
    assert found.intent == intent, (found.intent, names_read(found))
    assert [c for _, c in names_read(found)] == [customer], names_read(found)


def test_two_workplaces_of_one_kind_name_nobody() -> None:
    two = reader(CustomerIndex.build([*PEST_CONTROL, (10, "יקב רמת הגולן", None)]), TODAY)
    assert names_read(two("how much does the winery owe")) == []
