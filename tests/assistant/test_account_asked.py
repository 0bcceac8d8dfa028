"""A customer's account as a whole or one invoice of theirs (``engine.account_asked``): what the asking
part of a money question identifies decides, not how many invoice words the message holds."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.entities import bare_invoice_codes
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand

TODAY = date(2026, 11, 21)
BALANCE, INVOICE = "customer_balance", "invoice_status"


@pytest.fixture(scope="module")
def index() -> CustomerIndex:
    return CustomerIndex.build(
        [
            (1, "נגריית עוזיאל", "04-6650123"),
            (2, "Blue Harbor Marina", "09-8870044"),
            (3, "דליה וייס", "050-7312284"),
        ]
    )


def _intent(text: str, index: CustomerIndex) -> str:
    return understand(text, today=TODAY, index=index).intent


@pytest.mark.parametrize(
    "text",
    [
        # an invoice told of, what is owed asked
        "נגריית עוזיאל סגרו את החשבונית של הפרגולה, מה נשאר להם לשלם בסך הכול?",
        "Blue Harbor Marina wired the money for INV-5521 - what's their balance now?",
        "דליה וייס, כמה היא חייבת לנו? את חשבונית 2214 היא כבר הסדירה",
        # told after "after" / "including" inside the one asking clause
        "what does Blue Harbor Marina owe after the credit note on the old invoice?",
        "מה יתרת החוב של דליה וייס כולל החשבונית מהשבוע שעבר?",
        # the invoices in the plural, asked as an amount
        "כמה חשבוניות פתוחות יש לנגריית עוזיאל ומה הסכום שלהן?",
        "Blue Harbor Marina: how much money is sitting in unpaid invoices?",
        # a sum asked, the clause after it only going on with the question
        "how much is past due overall for Blue Harbor Marina, every invoice counted?",
    ],
)
def test_the_account_is_asked_whatever_invoice_is_told(text: str, index: CustomerIndex) -> None:
    assert _intent(text, index) == BALANCE


@pytest.mark.parametrize(
    "text",
    [
        # one invoice identified in the asking part
        "כמה עוד פתוח על INV-5521 של נגריית עוזיאל?",
        "how much does Blue Harbor Marina still owe on invoice INV-5521?",
        "the latest invoice of Blue Harbor Marina - how much do they still owe on it?",
        "how much is the last invoice of Blue Harbor Marina in total?",
        # an invoice named before the question, which asks only what is left on it
        "דליה וייס שילמה חלק מ-INV-5521, כמה נשאר עליה?",
        # the invoices themselves: which of them, whether there are any, how many
        "which of Blue Harbor Marina's invoices are still unpaid?",
        "יש לדליה וייס חשבוניות באיחור?",
        "כמה חשבוניות פתוחות יש לנגריית עוזיאל?",
    ],
)
def test_one_invoice_or_the_invoices_themselves_stay_invoices(text: str, index: CustomerIndex) -> None:
    assert _intent(text, index) == INVOICE


def test_a_number_behind_a_prefix_letter_and_a_maqaf_may_be_an_invoice() -> None:
    assert "4410/26" in bare_invoice_codes("הם שילמו רק חצי מ-4410/26")
    assert "HR-7703" in bare_invoice_codes("ב-HR-7703 נשאר משהו?")
    assert bare_invoice_codes("ממש-לא") == []
