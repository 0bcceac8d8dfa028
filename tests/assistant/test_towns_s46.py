"""Customers named by the town they are in (session 46, who45), on invented records: "הלקוח מטבריה", "our
customer in Haifa", a town of two everyday words ("ראשון לציון"), a town whose word is also a customer's
name ("הלקוח מטירת הכרמל" is not "מאפיית הכרמל"), and the owners of a thing told apart by their town. Two
customers in the town are both named, so the answer asks which; a town of many names nobody."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.item_index import ItemIndex
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding, understand
from tests.assistant.names_found import customers_named

TODAY = date(2026, 12, 6)

CUSTOMERS = [
    (1, "יונתן שגיא", "050-1112233", "רח' הגליל 14, טבריה", "לקוח ותיק"),
    (2, "מאפיית הכרמל", "04-8123456", "רח' הנביאים 3, חיפה", "מאפייה, תנורים"),
    (3, "Galit Sharon", "052-3344556", "רח' הגפן 8, חיפה", ""),
    (4, "רון אביטל", "054-7788990", "רח' הרצל 20, ראשון לציון", "קבלן"),
    (5, "מוסך הדרך", "04-8576655", "אזור התעשייה, טירת הכרמל", "מוסך"),
    (6, "דנה פז", "053-2211445", "רח' האלון 2, טירת הכרמל", ""),
    *[(7 + n, f"לקוח {n}", f"050-99900{n:02d}", f"רח' הזית {n}, אשדוד", "") for n in range(7)],
]
REPAIRS = [(1, 1, "מקרר Samsung"), (2, 4, "מקרר LG"), (3, 6, "מקרר Beko"), (4, 2, "תנור")]


def _read(text: str) -> Understanding:
    index = CustomerIndex.build(CUSTOMERS)
    items = ItemIndex.build(REPAIRS)
    return understand(text, today=TODAY, index=index, item_owners=items.owners)


@pytest.mark.parametrize(
    ("question", "customers"),
    [
        ("כמה חייב לנו הלקוח מטבריה?", (1,)),
        ("our customer in Tiberias - does he owe us anything?", (1,)),
        ("the customer from Tiberias, what's his phone?", (1,)),
        ("הלקוח מראשון לציון - מה הטלפון שלו?", (4,)),
        ("מה הטלפון של הלקוח מחיפה?", (2, 3)),
        ("our customer in Haifa, how much do they owe?", (2, 3)),
        ("הלקוח מטירת הכרמל - כמה הוא חייב?", (5, 6)),
    ],
)
def test_a_customer_is_named_by_the_town_they_are_in(question: str, customers: tuple[int, ...]) -> None:
    assert customers_named(_read(question)) == customers


@pytest.mark.parametrize(
    ("question", "customers"),
    [
        ("הלקוח מטבריה - המקרר שלו מוכן?", (1,)),
        ("the fridge of the customer in Rishon LeZion - is it ready?", (4,)),
        ("המקרר של הלקוחה מטירת הכרמל מוכן?", (6,)),
    ],
)
def test_the_town_tells_the_owners_of_a_thing_apart(question: str, customers: tuple[int, ...]) -> None:
    assert customers_named(_read(question)) == customers


@pytest.mark.parametrize(
    "question",
    [
        "כמה חייב הלקוח מאשדוד?",  # seven customers there: no one of them
        "אתם מגיעים גם לטבריה?",  # a question about the business, no record asked
        "how much is a technician's visit in Tiberias?",
        "כמה לקוחות יש לנו בחיפה?",
    ],
)
def test_a_town_of_many_or_a_town_said_of_no_one_names_nobody(question: str) -> None:
    assert customers_named(_read(question)) == ()
