"""A customer's job asked in telegraphic Hebrew (helper ``hebrew54``): the name, the thing and the state it
is in, a repair's state said as done to the thing ("התקבל", "בוטל"), or "מה עם" / "מה איתה" said of a thing
of theirs; never "what about" the customer alone, a field of their card, a policy or an invoice asked with
the same verbs."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.clipped import whole_word
from misrad.assistant.engine.morphology import verb_intents
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding, understand

_CUSTOMERS = ("שחר בן דוד", "עדי גל", "שרה טקלה", "יונתן גפן", "אחמד מסארווה", "מכבסת קיבוץ עין השופט")


def _read(text: str) -> Understanding:
    index = CustomerIndex.build([(i, name, None) for i, name in enumerate(_CUSTOMERS)])
    return understand(text, today=date(2026, 12, 6), index=index)


@pytest.mark.parametrize(
    "text",
    [
        "שחר בן דוד בלם חורק התקבל",  # the state as the hitpael's past
        "עדי גל הco2 בוטל או מה",
        "יונתן גפן המכונה התקבלה אצלנו?",
        "שרה טקלה מתקשרת, מה עם הקריאה שלה",
        "יונתן גפן על הקו, מה עם הבקשה שלו",
        "אמרו לי להביא מברגה של שרה טקלה מה איתה",
    ],
)
def test_their_thing_and_its_state_is_their_job(text: str) -> None:
    assert _read(text).intent == "repair_status"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("מה עם שרה טקלה", "customer_lookup"),  # the customer alone
        ("מה עם הכתובת של שרה טקלה", "customer_lookup"),  # a field of the card
        ("שרה טקלה", "customer_lookup"),
        ("לקוח ביטל ביקור טכנאי חצי יום לפני, הוא משלם משהו?", "knowledge"),  # we cancel: a policy
        ("ביקור שבוטל פחות מיום לפני, כמה זה עולה?", "knowledge"),
        ("החשבונית של מכבסת קיבוץ עין השופט בוטלה?", "invoice_status"),
        ("התקבל תשלום מאחמד מסארווה על החשבונית?", "invoice_status"),
    ],
)
def test_the_customer_a_field_a_policy_or_an_invoice_stay_theirs(text: str, intent: str) -> None:
    assert _read(text).intent == intent


@pytest.mark.parametrize(
    ("word", "weighs"),
    [
        *(("התקבל", True), ("התקבלה", True), ("בוטל", True), ("מבוטלת", True)),
        *(("קיבלנו", False), ("לבטל", False), ("ביטול", False), ("התקשרה", False)),
    ],
)
def test_a_repairs_state_as_done_to_the_thing_speaks_for_the_job(word: str, weighs: bool) -> None:
    assert ("repair_status" in verb_intents(word)) is weighs


def test_a_titles_short_form_before_a_name_is_no_clipped_records_word() -> None:
    """ "גב'" before a name is גברת (the blind kinor-b row asked her e-mail "for a reminder"): read as the
    clipped "גבייה" it made the message a balance's question."""
    index = CustomerIndex.build([(1, "נועה שמיר", None)])
    text = "האם אפשר לקבל את כתובת הדוא\"ל של גב' נועה שמיר לצורך משלוח תזכורת?"
    assert understand(text, today=date(2026, 12, 6), index=index).intent == "customer_lookup"
    assert whole_word("גב") is None and whole_word("יתר") == "יתרה"
