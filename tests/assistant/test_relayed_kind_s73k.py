"""Session 72 (helper know72): a kind of business said with its article as the speaker of a relayed
question ("the hotel wants to pay by cheque") asks the business's policy, while the same kind or a card's
name asked about its records stays the customer's."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand

TODAY = date(2026, 12, 7)
CARDS = [
    (1, "מסעדת שמשון", "0528841120", "שד' הנשיא 21, דימונה", "שמשון הבעלים"),
    (2, "מסעדת אבו עלי", "054-5129907", "מרכז מסחרי, רהט", ""),
    (3, "ישיבת אור הנגב - חדר אוכל", "08-9934120", "נתיבות", ""),
    (4, "Leonardo Negev Hotel - Kitchen", "08-6405444", "Beer Sheva", ""),
    (5, "Arad Inn", "+972-8-9957011", "Arad", "Boutique hotel, small kitchen"),
]
OTHERS = [(n, f"לקוח {n}", None, f"רח' העצמאות {n}, חיפה", "") for n in range(10, 30)]
INDEX = CustomerIndex.build(CARDS + OTHERS)


def _intent(text: str) -> tuple[str, list[str]]:
    found = understand(text, today=TODAY, index=INDEX)
    return found.intent, [e.type for e in found.entities]


@pytest.mark.parametrize(
    "text",
    [
        "the hotel wants to pay by cheque, is that ok?",
        "the restaurant is asking if they can pay in installments",
        "the hotel wants a night cleaning, how much extra is it?",
        "הישיבה רוצה לשלם בצ'קים",
        "המסעדה שואלת אם אפשר לשלם בתשלומים",
    ],
)
def test_a_kind_relaying_a_policy_asks_the_policy(text: str) -> None:
    intent, entities = _intent(text)
    assert intent == "knowledge"
    assert "customer_name" not in entities


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("the hotel wants to pay by cheque, how much do they owe?", "customer_balance"),
        ("כמה הישיבה חייבת?", "customer_balance"),
        ("מסעדת שמשון רוצה לשלם, כמה הם חייבים?", "customer_balance"),
        ("המסעדה רוצה לדעת מה היתרה שלה", "customer_balance"),
    ],
)
def test_the_kinds_records_stay_the_customers(text: str, intent: str) -> None:
    assert _intent(text)[0] == intent
