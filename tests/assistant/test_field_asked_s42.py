"""A field of a named customer's card asked with a record said only as why (session 42, helper records42;
``engine.field_asked``): the record's words ("the invoice", "the technician", "the payment", their
machine) weigh for that record, but the field is what is asked. Worded apart from the ``s42r`` set's rows.
"""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand

TODAY = date(2026, 12, 5)
INDEX = CustomerIndex.build(
    [
        (1, "דנה גולן", "052-1112233", "רח' הרצל 5, חולון"),
        (2, "Oren Katz", "054-9998877", "רח' הגפן 2, רעננה"),
        (3, "מאפיית השקד", "03-5556677", "רח' העצמאות 10, אשדוד"),
    ]
)


def _intent(text: str) -> str:
    return understand(text, today=TODAY, index=INDEX).intent


@pytest.mark.parametrize(
    "text",
    [
        "מה הטלפון של דנה גולן? היא ביקשה שנתקשר לגבי החשבונית",
        "הכתובת של מאפיית השקד, הטכנאי יוצא אליהם עכשיו",
        "תן לי את המייל של מאפיית השקד בשביל החשבונית",
        "Oren Katz's mobile - the technician is outside his door",
        "which address do Oren Katz's invoices go to?",
        "Oren Katz email for the payment receipt please",
        "מה הנייד של דנה גולן? בקשר לתשלום",
        "תביא לי מספר עוסק של מאפיית השקד לחשבונית",
    ],
)
def test_the_field_asked_decides_over_a_record_said_as_why(text: str) -> None:
    assert _intent(text) == "customer_lookup", text


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # the record is asked too: a question of its own, or joined to the field by "and"
        ("Oren Katz's phone, is his invoice paid?", "invoice_status"),
        ("מה הכתובת של דנה גולן והיתרה שלה?", "customer_balance"),
        # a number said of a record is that record's
        ("what's the invoice number for Oren Katz?", "invoice_status"),
        ("give me the details of the invoice for Oren Katz", "invoice_status"),
        ("מה המספר של התיקון של דנה גולן?", "repair_status"),
        # an errand, a call taken, a label: no field asked
        ("write a thank-you email to Oren Katz", "unknown"),
        ("Oren Katz on the phone, asking what's happening with his invoice", "invoice_status"),
        # the phone is the device
        ("מה עם הטלפון של דנה גולן, תוקן?", "repair_status"),
        # no field: the record is what is asked
        ("מתי הטכנאי יתקשר לדנה גולן?", "repair_status"),
        ("how much does Oren Katz owe in total?", "customer_balance"),
    ],
)
def test_a_record_asked_beside_a_field_stays_that_records(text: str, intent: str) -> None:
    assert _intent(text) == intent, text


@pytest.mark.parametrize(
    "text",
    [
        "כמה חייבת דנה גולן? היא טוענת ששילמה את החשבונית",
        "מה היתרה של מאפיית השקד? שלחנו להם חשבונית בשבוע שעבר",
        "how much does Oren Katz owe altogether, including the new invoice?",
        "what's Oren Katz's balance? I'm about to send him a reminder about the invoice",
    ],
)
def test_a_balance_asked_beside_an_invoice_told_of_is_the_balance(text: str) -> None:
    assert _intent(text) == "customer_balance", text


@pytest.mark.parametrize(
    "text",
    [
        "כמה דנה גולן עוד חייבת על החשבונית?",  # one invoice, in the asking clause
        "Oren Katz - how much is left on his invoice?",
        "החשבונית של דנה גולן, כמה נשאר?",  # the invoice is the question's topic
        "what's Oren Katz's balance? did he pay the invoice?",  # two asks: not this rule's
    ],
)
def test_an_invoice_in_the_asking_clause_stays_the_invoices(text: str) -> None:
    assert _intent(text) == "invoice_status", text
