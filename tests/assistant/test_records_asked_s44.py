"""Which record a question about a named customer asks (session 44, helper records44): the asking clause
decides over clauses that only tell of another record (``engine.clause_record``); the customer of an
invoice asked by their card (``engine.invoice_customer``); a field asked "to which", whom to contact, or
with an invoice's number said as a purpose (``engine.field_asked``). Worded apart from the ``s44r`` set."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.item_index import ItemIndex
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand

TODAY = date(2026, 12, 6)
INDEX = CustomerIndex.build(
    [
        (1, "דנה גולן", "052-1112233", "רח' הרצל 5, חולון"),
        (2, "Oren Katz", "054-9998877", "רח' הגפן 2, רעננה"),
        (3, "מאפיית השקד", "03-5556677", "רח' העצמאות 10, אשדוד"),
    ]
)
ITEMS = ItemIndex.build([(1, 1, "מקרר סמסונג"), (2, 2, "Bosch dishwasher"), (3, 3, "תנור אפייה")])


def _intent(text: str) -> str:
    return understand(
        text, today=TODAY, index=INDEX, items_of=ITEMS.words_of, item_owners=ITEMS.owners
    ).intent


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # the one clause that asks names its own record; the other only tells of another
        ("לפני שאני מוציא חשבונית לדנה גולן - המקרר שלה תוקן?", "repair_status"),
        ("the oven at מאפיית השקד fixed yet? we need to bill them", "repair_status"),
        ("whose phone is 054-9998877? he called about a bill", "customer_lookup"),
        ("של מי המספר 052-1112233? היא שאלה על התשלום", "customer_lookup"),
        # controls: the asking clause asks the record the whole leans to, or both clauses ask
        ("Oren Katz's phone, is his invoice paid?", "invoice_status"),
        ("המקרר של דנה גולן מוכן? ואיך היא שילמה על החשבונית?", "repair_status"),
        ("כמה דנה גולן חייבת לנו? הטכנאי היה אצלה אתמול", "customer_balance"),
    ],
)
def test_the_asking_clause_decides(text: str, intent: str) -> None:
    assert _intent(text) == intent, text


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("מה המייל של הלקוח מחשבונית 4410?", "customer_lookup"),
        ("the client on invoice 4410 - who is it?", "customer_lookup"),
        ("פרטים של הלקוח של חשבונית 4410", "customer_lookup"),
        # something else asked of them, or of the invoice
        ("has the client of invoice 4410 paid?", "invoice_status"),
        ("כמה נשאר לשלם על חשבונית 4410 של הלקוח?", "invoice_status"),
    ],
)
def test_the_customer_of_an_invoice(text: str, intent: str) -> None:
    assert _intent(text) == intent, text


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("לאיזה מייל שולחים את החשבונית של מאפיית השקד?", "customer_lookup"),
        ("מי איש הקשר במאפיית השקד בקשר לתנור?", "customer_lookup"),
        ("who's the contact at Oren Katz's office for the dishwasher?", "customer_lookup"),
        ("Oren Katz's email regarding invoice 4410?", "customer_lookup"),
        ("דנה גולן - לאן שולחים את הקבלה?", "customer_lookup"),
        ("מה מספר העוסק של מאפיית השקד לחשבונית 4410?", "customer_lookup"),
        ("the mail we send Oren Katz's bills to?", "customer_lookup"),
        # the invoice by its number asked of
        ("what's the status of invoice 4410 for Oren Katz?", "invoice_status"),
    ],
)
def test_a_field_asked_beside_a_record(text: str, intent: str) -> None:
    assert _intent(text) == intent, text
