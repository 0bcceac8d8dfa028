"""A repair asked after by its customer and how far it has got, in an item word the records do not hold
(session 35, ``engine.progress``), on invented records of an upholsterer's customers: a customer named
surely (a full name, a surname, a business told by its town) and a word of progress or readiness ask how
their jobs stand, whatever the thing is called. A word of money, a card's field or nobody named keep their
own reading."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pytest

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding
from tests.assistant.names_found import reader

TODAY = date(2026, 12, 4)
Read = Callable[[str], Understanding]

CUSTOMERS = [
    (1, "יעל ברקוביץ", "050-7771122", "רח' הדולב 3, רחובות"),
    (2, "מלון הכרמל", "04-8123344", "רח' יפה נוף 10, חיפה"),
    (3, "מלון הים", "08-6375511", "רח' הדקלים 2, אילת"),
    (4, "נאדר עבאסי", "052-9911223", "רח' אל-קודס 12, טייבה"),
]


@pytest.fixture(scope="module")
def read() -> Read:
    return reader(CustomerIndex.build(CUSTOMERS), TODAY)


@pytest.mark.parametrize(
    ("question", "customer"),
    [
        ("Yael Berkovich's ottoman - done?", 1),
        ("the hotel in Haifa, status of the lobby benches", 2),
        ("Abbasi's recliner, finished yet?", 4),
        ("הפוף של יעל ברקוביץ גמור?", 1),
        ("הספסלים של המלון בחיפה – מוכנים?", 2),
        ("מה הסטטוס של הכורסה של נאדר עבאסי", 4),
    ],
)
def test_progress_asked_of_a_customer_named_surely_is_their_repairs(
    read: Read, question: str, customer: int
) -> None:
    found = read(question)
    assert found.intent == "repair_status", question
    assert found.names is not None and found.names.customer_ids == (customer,), question


@pytest.mark.parametrize(
    ("question", "intent"),
    [
        ("status of Yael Berkovich's invoices", "invoice_status"),
        ("status of Nader Abbasi's phone number", "customer_lookup"),
        ("is Yael Berkovich done paying?", "customer_balance"),
    ],
)
def test_a_record_of_its_own_keeps_its_reading(read: Read, question: str, intent: str) -> None:
    assert read(question).intent == intent, question


def test_progress_with_nobody_named_is_no_repair_of_anyone(read: Read) -> None:
    assert read("is the ottoman done?").names is None
