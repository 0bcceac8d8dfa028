"""Customers told by a description whose words are a card's in another form (session 67, helper desc67d):
an English plural or verb ("rents out the scooters") is its base form's Hebrew words, in the plural and
the construct as a card holds them ("השכרת קורקינטים"). A description that fits two asks which one; a
question of a price names no one."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.descriptions import card_keys, message_keys
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand

TODAY = date(2026, 12, 7)
CARDS = [
    (1, "Urban Wheels Ltd", None, "רח' הברזל 30, תל אביב", "השכרת קורקינטים Okai, חשבון חברה"),
    (2, "אבי מלכה", None, "רח' כצנלסון 41, גבעתיים", "לקוח קבוע"),
    (3, "מספרת שירן", None, "רח' אחוזה 80, רעננה", "מספרה, משלמים בסוף חודש"),
    (4, "מספרת גלית", None, "רח' הרצל 12, רעננה", "מספרה"),
]
OTHERS = [(n, f"לקוח {n}", None, f"רח' העצמאות {n}, חיפה", "") for n in range(10, 30)]
INDEX = CustomerIndex.build(CARDS + OTHERS)


def _named(text: str) -> tuple[int, ...]:
    found = understand(text, today=TODAY, index=INDEX).names
    return found.customer_ids if found is not None else ()


def test_an_english_plural_or_verb_meets_a_cards_hebrew_noun() -> None:
    direct, indirect = message_keys("scooters")
    assert not direct & card_keys(None, "השכרת קורקינטים")
    assert indirect & card_keys(None, "השכרת קורקינטים")
    assert message_keys("rents")[1] & card_keys(None, "השכרת קורקינטים")


@pytest.mark.parametrize(
    ("text", "customers"),
    [
        ("the company that rents out the scooters, do they have open invoices?", (1,)),
        ("the company that rents scooters, how much do they owe?", (1,)),
        ("כמה חייבת המספרה ברעננה?", (3, 4)),  # two fit: both are asked back
        ("how much does it cost to rent a scooter?", ()),  # a price, of no one
    ],
)
def test_a_customer_told_by_a_description(text: str, customers: tuple[int, ...]) -> None:
    assert tuple(sorted(_named(text))) == customers
