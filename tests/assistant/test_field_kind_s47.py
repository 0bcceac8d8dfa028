"""The field a question asks decides its record (session 46, helper kinds46): a card field, whom to call or
in whose name, even of an invoice named by its number; what one has with us or a job's details; what was
billed for a job. Controls: the record's own question, a phone said as the device, a plan to bill, a
field word of nobody."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.field_kind import asks_a_card_field, asks_of_their_job, asks_what_was_billed
from misrad.assistant.engine.item_index import ItemIndex
from misrad.assistant.engine.jobs import job_text
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand
from misrad.assistant.engine.text import tokens

TODAY = date(2026, 12, 6)
CARDS = [
    (1, "ורד אשכנזי", None, "רח' הגליל 4, כרמיאל", ""),
    (2, "Ofer Landau", None, "9 Oren St, Karmiel", ""),
    (3, "מרכז ספורט גלבוע", None, "רח' השקמה 2, עפולה", ""),
]
JOBS = [
    (1, 1, job_text("מחשב נייד Acer", "מקלדת לא מגיבה")),
    (2, 2, job_text("Xbox Series X", "overheats and shuts down")),
    (3, 3, job_text("מדפסת Ricoh", "נייר נתקע")),
]
OTHERS = [(n, f"לקוח {n}", None, f"רח' העצמאות {n}, חיפה", "") for n in range(10, 30)]
INDEX = CustomerIndex.build(CARDS + OTHERS)
ITEMS = ItemIndex.build(JOBS)


def _intent(text: str) -> str:
    return understand(text, today=TODAY, index=INDEX, item_owners=ITEMS.owners).intent


@pytest.mark.parametrize(
    "text",
    [
        "what's the email on invoice QX-5120?",
        "which email do we send invoice 8821 to?",
        "who should I call about the unpaid QX-5133?",
        "למי להתקשר לגבי החוב בחשבונית 8840?",
        "על שם מי רשומה חשבונית 8817?",
        "I need Ofer Landau's address for his invoice",
        "איך משיגים את ורד אשכנזי? יש לה חשבונית פתוחה",
    ],
)
def test_a_card_field_at_the_question_s_head_asks_the_card(text: str) -> None:
    assert _intent(text) == "customer_lookup"


@pytest.mark.parametrize(
    "text",
    [
        "details of Ofer Landau's repair",
        "what does Ofer Landau have in the lab with us?",
        "פרטי התיקון של ורד אשכנזי",
    ],
)
def test_what_they_have_with_us_or_a_job_s_details_asks_the_job(text: str) -> None:
    assert _intent(text) == "repair_status"


def test_what_was_billed_for_a_job_asks_its_invoice() -> None:
    assert _intent("how much did we charge Ofer Landau for the Xbox?") == "invoice_status"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("was invoice 8821 paid?", "invoice_status"),
        ("is Ofer Landau's Xbox ready so we can bill him?", "repair_status"),
        ("how much does Ofer Landau owe in total?", "customer_balance"),
        ("מה הטלפון של ורד אשכנזי?", "customer_lookup"),
    ],
)
def test_the_record_s_own_question_stays(text: str, intent: str) -> None:
    assert _intent(text) == intent


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("what's the email on invoice 8821", True),
        ("which email do we send it to", True),
        ("phone", True),
        ("what's the company number on the invoices", True),
        ("what's the vat on invoice 8821", False),  # an invoice's sum, not the card's
        ("is her phone fixed", False),  # the device
        ("did she get the email about 8821", False),  # what was done, not the field
        ("what's her email and did she pay", False),  # a second thing asked
        ("מה הכתובת של דנה והיתרה שלה", False),  # the same, "and" glued to the balance's word
        ("מה הטלפון והמייל של דנה", True),  # two fields of the card
        ("כמה חייבים בטלפון 050-3348021", False),  # a phone given, not asked; כמה is no מה
        ("מה עם המחשב הנייד של שירן", False),  # the laptop, not a mobile number
    ],
)
def test_a_card_field_asked(text: str, asked: bool) -> None:
    assert asks_a_card_field(tokens(text)) is asked


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("what does he have in the lab", True),
        ("מה יש לנו של ורד בתיקון", True),
        ("details of the repair", True),
        ("details of the customer", False),
        ("what do we have on him", False),  # the card
    ],
)
def test_their_job_asked(text: str, asked: bool) -> None:
    assert asks_of_their_job(tokens(text)) is asked


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("how much did we charge him for the xbox", True),
        ("כמה חייבנו אותו על המדפסת", True),
        ("is it ready so we can bill him", False),
        ("need to invoice him for the xbox", False),
        ("before I bill her is it ready", False),
        ("the tech stayed an extra hour, what do we charge for that", False),  # a price, not a bill
    ],
)
def test_what_was_billed(text: str, asked: bool) -> None:
    assert asks_what_was_billed(tokens(text)) is asked
