"""Which record a question asks (session 47, helper records48): whose an invoice is asked in a Hebrew
clause of its own or as "made out to", an invoice a story named asked as "it", Latin-letter "hi" before
Hebrew read as the pronoun היא, which invoices asked in the plural (a list, not the balance), invoices
beside a debt (the balance), a printed code's capitals before digits kept as typed in Latin-letter
Hebrew, and a bare number something is left "on" (a thing, not a sum)."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.invoice_answers import _left_on_it
from misrad.assistant.engine.latin_hebrew import hebrew_of_latin
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand

TODAY = date(2026, 12, 6)
INDEX = CustomerIndex.build(
    [(1, "דני אוחיון", None, "רח' הגפן 14, אשקלון", ""), (2, "Blue Horizon Charters", None, "המרינה", "")]
    + [(n, f"לקוח {n}", None, f"רח' העצמאות {n}, חיפה", "") for n in range(10, 30)]
)


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("מי הלקוח שחשבונית מספר TH-4152 הונפקה על שמו? הסכום אינו תואם את הרישום שבידי.", "customer_lookup"),
        ("לאיזה לקוח שייכת חשבונית 26/0331?", "customer_lookup"),
        ("who is GM-6203 made out to", "customer_lookup"),
        (
            "There's a post-it on my desk that just says NZ-5133, no name. Whose invoice is that?",
            "customer_lookup",
        ),
        ("My accountant flagged invoice NZ-5117 as late. How much is left on it?", "invoice_status"),
        ("And which of their invoices are still outstanding?", "invoice_status"),
        ("ואילו מהחשבוניות שלהם עדיין פתוחות?", "invoice_status"),
        ("how much does Dani Ohayon owe", "customer_balance"),
        ("כמה נשאר לשלם על חשבונית 26/0318?", "invoice_status"),
        # invoices beside a debt ask the account; outstanding invoices alone are the invoices
        ("האם לדני אוחיון יש חוב פתוח או חשבוניות שלא שולמו?", "customer_balance"),
        ("does Dani Ohayon have outstanding invoices?", "invoice_status"),
        ("GM 6248 kama nishar", "invoice_status"),
    ],
)
def test_the_record_asked(text: str, intent: str) -> None:
    assert understand(text, today=TODAY, index=INDEX).intent == intent


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("hi kvar shulma?", "היא כבר שולמה?"),
        ("hi be ihur?", "היא באיחור?"),
        ("hi, ma nishma", "hi, מה נשמע"),  # a mark sets the greeting apart
        ("hi ma nishma", "hi מה נשמע"),  # a question's word after it: the greeting before the question
        ("hi there", "hi there"),
        ("GM 6248 kama nishar", "GM 6248 כמה נשאר"),  # a printed code's capitals, not גם
    ],
)
def test_hi_before_hebrew_is_she(typed: str, read: str) -> None:
    assert hebrew_of_latin(typed, None) == read


def test_a_bare_number_left_on_is_a_thing() -> None:
    assert _left_on_it("כמה נשאר על 5158?", ["5158"])
    assert _left_on_it("how much is left on 5158", ["5158"])
    assert not _left_on_it("כמה חייב כהן 2077?", ["2077"])
