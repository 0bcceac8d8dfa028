"""A customer called by what they are (session 48, helper describe48): the words of the message that the
card's notes hold for what the customer is are the name entity as typed ("the pizzeria", "הבית קפה"), not
their street; a name said stays the name; whose a thing is asks its owner's card; an invoice's last digits
said after a word or glued to a prefix letter are read as its number."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.entities import bare_invoice_codes
from misrad.assistant.engine.invoice_answers import serial_typed
from misrad.assistant.engine.item_index import ItemIndex
from misrad.assistant.engine.jobs import job_text
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand

TODAY = date(2026, 12, 6)
CARDS = [
    (1, "פיצה רומא", None, "רח' ז'בוטינסקי 102, רמת גן", "פיצריה, 3 שליחים"),
    (2, "קפה הגינה", None, "רח' ההגנה 4, גבעתיים", "בית קפה, תלת-אופן משלוחים"),
    (3, "חומוס אליהו", None, "רח' מעלה כמון 1, כרמיאל", "מסעדה"),
    (4, "דנה אלמוג", None, "רח' הנרקיס 12, עפולה", "קורקינט ילדים"),
]
JOBS = [
    (1, 1, job_text("קורקינט Kaabo Mantis", "פנס קדמי לא עובד")),
    (2, 3, job_text("מכונת קרח Hoshizaki", "לא מייצרת קרח")),
    (3, 4, job_text("קורקינט ילדים Segway", "גלגל קדמי מתנדנד")),
]
OTHERS = [(n, f"לקוח {n}", None, f"רח' העצמאות {n}, חיפה", "") for n in range(10, 30)]
INDEX = CustomerIndex.build(CARDS + OTHERS)
ITEMS = ItemIndex.build(JOBS)


def _names(text: str) -> tuple[str, list[str], tuple[int, ...]]:
    found = understand(text, today=TODAY, index=INDEX, item_owners=ITEMS.owners)
    names = [e.value for e in found.entities if e.type == "customer_name"]
    return found.intent, names, (found.names.customer_ids if found.names is not None else ())


@pytest.mark.parametrize(
    ("text", "called", "customer"),
    [
        ("the pizzeria on Jabotinsky, how much do they owe us", "pizzeria", 1),
        ("הבית קפה בגבעתיים, כמה חייבים לנו", "בית קפה", 2),
        ("המסעדה, כמה הם חייבים?", "מסעדה", 3),
    ],
)
def test_a_customer_called_by_what_the_card_says_they_are(text: str, called: str, customer: int) -> None:
    _, names, ids = _names(text)
    assert (names, ids) == ([called], (customer,))


def test_a_name_said_stays_the_name() -> None:
    assert _names("כמה חייב חומוס אליהו?")[1] == ["חומוס אליהו"]


def test_a_thing_they_brought_is_no_name_of_theirs() -> None:
    assert "קורקינט" not in _names("הקורקינט של דנה אלמוג, מה המצב?")[1]


def test_last_digits_said_after_a_word_or_a_prefix_letter() -> None:
    assert serial_typed("in 3318") == "3318"
    assert "5143" in bare_invoice_codes("החשבונית שנגמרת ב5143 מה המצב שלה")


def test_a_name_read_from_latin_letters_is_reported_as_typed() -> None:
    from misrad.assistant.engine.entities import Entity
    from misrad.assistant.engine.latin_names import names_as_typed

    read = [Entity("customer_name", "מלון", raw="מלונ", record_id=3)]
    assert [e.value for e in names_as_typed(read, "kama hamalon hayav total", None)] == ["malon"]
    assert names_as_typed(read, "כמה המלון חייב", None) == read


def test_a_name_that_sounds_like_their_street_stays_the_name() -> None:
    card = (5, "Halevi Studio", None, "רח' חיל ההנדסה 2, באר שבע", "משרד אדריכלים")
    index = CustomerIndex.build([card, *OTHERS])
    found = understand("do Halevi architects still owe us", today=TODAY, index=index)
    assert [e.value for e in found.entities if e.type == "customer_name"] == ["Halevi"]
