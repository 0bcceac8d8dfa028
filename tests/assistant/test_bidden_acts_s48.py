"""A request that the assistant do an act in the world is told by how it is asked (session 48): an English
bidding frame before an act's verb, a Hebrew verb in the second person or after "can you", Hebrew typed in
Latin letters; the verbs of reading a record ("tell", "show") and the business's own work are no such act.
Worded apart from the ``s48r`` set's rows."""

from __future__ import annotations

import pytest

from misrad.assistant.engine.bidden_acts import bidden_verb, bids_an_act
from misrad.assistant.engine.cues import asks_for_an_errand, opens_an_errand
from misrad.assistant.engine.text import tokens


@pytest.mark.parametrize(
    "message",
    [
        "could you please draft a thank-you card for the Levi family",
        "I was hoping you could negotiate with the courier company about the fee",
        "would you mind translating this warranty into Arabic",
        "the accountant called, can you figure out what we spent on fuel last year",
        "תכין לנו רשימת קניות לסופר",
        "אתה יכול לנסח פוסט לפייסבוק על המבצע?",
        "אנא כתוב ברכה לחתונה של הטכנאי",
        "tazmin lanu sushi",
    ],
)
def test_an_act_bidden_is_an_errand(message: str) -> None:
    assert bids_an_act(tokens(message))
    assert asks_for_an_errand(tokens(message))


@pytest.mark.parametrize(
    "message",
    [
        "could you tell me what the Cohens still owe",
        "can you show me the open invoices of Dana",
        "can you work on my scooter tomorrow morning?",
        "would you check if invoice 4410 was paid",
        "מתי תפתח המעבדה מחר?",
        "תגיד לי כמה חייב משה",
        "אפשר להזמין איסוף מהבית?",
    ],
)
def test_a_record_read_or_a_question_is_no_act(message: str) -> None:
    assert not bids_an_act(tokens(message))


def test_the_verb_is_read_bare_behind_its_frame() -> None:
    assert bidden_verb(tokens("would you mind ordering more paper")) == "order"
    assert bidden_verb(tokens("can you possibly just work out the total")) == "work out"


def test_an_act_whose_object_is_a_record_is_no_errand_of_another_matter() -> None:
    words = tokens("can you work out the balance of Dana")
    assert not opens_an_errand(words, {"balance"})
    assert opens_an_errand(tokens("תכין לי מכתב לדנה"), set())
