"""The customer name as typed (helper ``span71``): a person who is no customer named as the subject of a
verb of speaking ("<X> התקשר", "<X> says"); a name's word in which a slip was undone before reading
reported as typed; and a Hebrew-stored business's name typed on in English, its capitalised words the
writer's name ("Haderech Express", "Hagefen Bakery"). "The number of <X>" is not read as a phone's:
"מספר" is as often an invoice's; scored with it the speech verbs cost two held-out answers, without it
none (session 61)."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.names import CustomerIndex
from tests.assistant.names_found import names_reader

_CUSTOMERS = ("אבי חורי", 'שליחויות הדרך המהירה בע"מ', 'מאפיית הגפן בע"מ', "Noam Sharabi", "Sarah Goldstein")


_named = names_reader(
    CustomerIndex.build([(i, name, None) for i, name in enumerate(_CUSTOMERS)]), date(2026, 12, 7)
)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("יונתן ברק התקשר, מה עם הדלת שלו?", "יונתן ברק"),  # a surname that is a word, beside the verb
        ("ליאת שרעבי שאלה אם הכספת שלה מוכנה", "ליאת שרעבי"),
        ("רונן אלמוג אומר שהוא כבר שילם, כמה הוא חייב?", "רונן אלמוג"),
        ("Noam Friedman called about his smart lock, is it done?", "Noam Friedman"),
        ("Eitan Mizrahi wants to know if his safe is ready", "Eitan Mizrahi"),
    ],
)
def test_a_person_no_card_holds_beside_a_verb_of_speaking(text: str, name: str) -> None:
    assert _named(text) == [(name, None)]


@pytest.mark.parametrize(
    "text",
    [
        "the hotel says they paid, how much is left?",
        "מישהו התקשר לגבי דלת, מה הסטטוס?",
        "כמה זה כיוון לפסנתר? בחור פה שואל",  # a common noun and "here" before the verb
        "הילד בדלפק שואל אם בדיקה עולה כסף",
    ],
)
def test_no_name_before_a_verb_of_speaking_without_one(text: str) -> None:
    assert all(customer is not None for _, customer in _named(text))


def test_a_name_word_with_a_slip_undone_is_reported_as_typed() -> None:
    assert _named("נועם שרעבי הפידו מה מצב") == [("נועם שרעבי", 3)]


@pytest.mark.parametrize(
    ("text", "name", "customer"),
    [
        ("The guy from Haderech Express called, what's the status?", "Haderech Express", 1),
        ("how much does Hagefen Bakery owe?", "Hagefen Bakery", 2),
        # controls: a kind said in lowercase beside the name, and a day after it, are no words of it
        ("the Hagefen bakery, what do they owe?", "Hagefen", 2),
        ("is the Haderech Sunday order ready?", "Haderech", 1),
    ],
)
def test_a_hebrew_stored_business_typed_on_in_english(text: str, name: str, customer: int) -> None:
    assert _named(text) == [(name, customer)]
