"""Customers named by their records (session 40, helper describe40): everyday words count when said as a
card says them, a common English word capitalised as a name is heard, a town's two words name nobody, a
Latin brand is asked in Hebrew letters, and a price question's one word that only sounds like a name names
no customer."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.descriptions import DescriptionIndex
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand

TODAY = date(2026, 12, 5)
CARDS = [
    (1, "סיגל חדד", None, "רח' ארלוזורוב 22, חולון", "עברה לחולון, ממשיכה לשלוח מכשירים"),
    (2, "ועד הבית ויצמן 14", None, "רח' ויצמן 14, כפר סבא", 'יו"ר הוועד: אבי גרוס. שתי מעליות'),
    (3, "יגאל ברנע", None, "רח' הזית 7, עפולה", "מקרר Samsung וכיריים"),
    (4, "חיים ביטון", None, "רח' הגפן 3, מודיעין", ""),
    (5, "דנה אלמוג", None, "רח' הנרקיס 12, כפר סבא", "לקוחה ותיקה"),
]
OTHERS = [(n, f"לקוח {n}", None, f"רח' העצמאות {n}, חיפה", "") for n in range(10, 40)]
INDEX = CustomerIndex.build(CARDS + OTHERS)


def _named(text: str) -> tuple[int, ...]:
    found = understand(text, today=TODAY, index=INDEX).names
    return found.customer_ids if found is not None else ()


@pytest.mark.parametrize(
    ("text", "customer"),
    [
        ("הלקוחה שעברה לחולון, מה הטלפון שלה?", 1),  # "שעברה" is everyday, said before "לחולון" as the card
        ("Avi Gross's committee, what's their number?", 2),  # "Gross" capitalised: a name heard
        ("הלקוח עם המקרר סמסונג, מה הטלפון שלו?", 3),  # the card's Samsung in Hebrew letters
        ("כמה חייב ביטון?", 4),  # a name as written still names
    ],
)
def test_a_customer_named_by_what_their_card_says(text: str, customer: int) -> None:
    assert _named(text) == (customer,)


@pytest.mark.parametrize(
    "text",
    [
        "הטכנאי מגיע לכפר סבא?",  # a town's two words, said of a place
        "כמה עולה בטון?",  # concrete's price, of no ביטון
        "where is the gross weight written",  # a common English word in lower case is no name
    ],
)
def test_no_customer_is_named(text: str) -> None:
    assert _named(text) == ()


def test_a_card_holds_words_in_a_row_in_its_order() -> None:
    cards = DescriptionIndex()
    cards.put(1, "רח' ארלוזורוב 22, חולון", "עברה לחולון")
    assert cards.in_a_row(frozenset({"עברה"}), frozenset({"חולונ"}))
    assert not cards.in_a_row(frozenset({"חולונ"}), frozenset({"עברה"}))
    cards.put(1, "רח' ארלוזורוב 22, חולון", "")
    assert not cards.in_a_row(frozenset({"עברה"}), frozenset({"חולונ"}))
    assert not cards.holds("עברה") and cards.holders("ארלוזורוב") == [[1]]


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("הלקוח עם המקרר סמסונג, מה הטלפון שלו?", "customer_lookup"),  # the fridge told who: the phone asked
        ("the one with the Samsung fridge, is it ready?", "repair_status"),  # the job's state is asked
    ],
)
def test_a_card_field_of_a_customer_described_by_a_thing_is_their_card(text: str, intent: str) -> None:
    found = understand(text, today=TODAY, index=INDEX)
    assert found.intent == intent
    assert found.names is not None and found.names.customer_ids == (3,)
