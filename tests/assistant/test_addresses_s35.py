"""A customer named by street and house number (session 35, ``engine.addresses``), on invented records of
a trade no batch is about (a locksmith's customers): the street said in English by its sound or in Hebrew
behind its prefix letter, the number before or after it. The number must be the address's; two
customers at one house are both named, so the answer asks which one; a number beside an ordinary word
names nobody."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pytest

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding
from tests.assistant.names_found import customers_named, reader

TODAY = date(2026, 12, 4)
Read = Callable[[str], Understanding]

CUSTOMERS = [
    (1, "שלומית ברק", "050-1112233", "רח' הרימון 9, כרמיאל"),
    (2, "עמית גולדברג", "052-2223344", "רח' הרימון 21, כרמיאל"),
    (3, "ועד בית השקד 6", "04-9981122", "רח' השקד 6, עפולה"),
    (4, "דוד אלמוג", "054-3334455", "רח' סוקולוב 40, חדרה"),
    (5, "מירב אלמוג", "054-3334466", "רח' סוקולוב 40, חדרה"),
    (6, "ניסים טל", "053-4445566", "רח' הנביאים 7, 2064512, צפת"),
]


@pytest.fixture(scope="module")
def read() -> Read:
    return reader(CustomerIndex.build(CUSTOMERS), TODAY)


@pytest.mark.parametrize(
    ("question", "customers", "intent"),
    [
        ("whats the status of the lock at 9 harimon", (1,), "repair_status"),
        ("who lives at harimon 21", (2,), "customer_lookup"),
        ("the job on Sokolov 40, how much do they owe", (4, 5), "customer_balance"),
        ("the door at hashaked 6 - ready?", (3,), "repair_status"),
        ("מה קורה עם המנעול בהרימון 9", (1,), "repair_status"),
        ("מי גר בסוקולוב 40?", (4, 5), "customer_lookup"),
        ("כמה חייבים בהנביאים 7", (6,), "customer_balance"),
    ],
)
def test_a_customer_is_named_by_street_and_house_number(
    read: Read, question: str, customers: tuple[int, ...], intent: str
) -> None:
    found = read(question)
    assert customers_named(found) == customers, question
    assert found.intent == intent, question


@pytest.mark.parametrize(
    "question",
    [
        "what about the lock at harimon 12",  # no customer at that number
        "is invoice 21 paid?",  # a number beside a word of the trade
        "we did 40 jobs in Hadera",  # a count, and a town
        "תיקון 9 מוכן?",
        "מה עם הנביאים 2064512",  # a postal code is no house number
    ],
)
def test_a_number_beside_no_street_of_its_customer_names_nobody(read: Read, question: str) -> None:
    assert customers_named(read(question)) == (), question


@pytest.mark.parametrize(
    ("question", "customers"),
    [
        ("the lock on harimon st - ready?", (1, 2)),  # two houses on the street: the answer asks which
        ("מה עם המנעולים ברחוב סוקולוב?", (4, 5)),
    ],
)
def test_a_street_said_as_a_place_without_a_number_names_its_few(
    read: Read, question: str, customers: tuple[int, ...]
) -> None:
    assert customers_named(read(question)) == customers, question


@pytest.mark.parametrize(
    "question", ["do you come out to Karmiel?", "אתם מגיעים לחדרה?", "any jobs in Tsfat?"]
)
def test_a_town_said_alone_names_nobody(read: Read, question: str) -> None:
    assert customers_named(read(question)) == (), question


def test_a_street_of_many_customers_said_without_a_number_names_nobody() -> None:
    """More customers on the street than can be asked between: nobody is named (and the gathering stops
    early, which a big office's common street needs)."""
    many = [(n, f"לקוח {n}", f"050-{n:07d}", f"רח' התאנה {n}, רחובות") for n in range(100, 140)]
    read = reader(CustomerIndex.build([*CUSTOMERS, *many]), TODAY)
    assert customers_named(read("the lock on hateena st - ready?")) == ()
    assert customers_named(read("the lock on harimon st - ready?")) == (1, 2)
