"""Session 53 (helper know53): a policy asked on a customer's behalf is the policy's question, a polite
frame around a question is no topic of it, and a request to the outside world is out of domain."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.bidden_acts import bids_an_act
from misrad.assistant.engine.courtesy import without_courtesies
from misrad.assistant.engine.cues import asks_for_advice_on_getting
from misrad.assistant.engine.entities import Entity
from misrad.assistant.engine.item_index import ItemIndex
from misrad.assistant.engine.jobs import job_text
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand
from misrad.assistant.engine.relayed import relays_a_policy_question
from misrad.assistant.engine.text import fold, tokens
from misrad.assistant.engine.world_asked import asks_the_world

TODAY = date(2026, 12, 6)
CARDS = [
    (1, "ולדימיר פטרוב", None, "נתניה", ""),
    (2, "Margaret Collins", None, "Netanya", ""),
    (3, "יעקב כהן", None, "נתניה", ""),
]
OTHERS = [(n, f"לקוח {n}", None, f"רח' העצמאות {n}, חיפה", "") for n in range(10, 30)]
INDEX = CustomerIndex.build(CARDS + OTHERS)
ITEMS = ItemIndex.build(
    [(1, 1, job_text("קלנועית שופרייד", "הסוללה לא נטענת")), (2, 2, job_text("power wheelchair", "joystick"))]
)


def _intent(text: str) -> str:
    found = understand(text, today=TODAY, index=INDEX, item_owners=ITEMS.owners, items_of=ITEMS.words_of)
    return found.intent


@pytest.mark.parametrize(
    "text",
    [
        "ולדימיר פטרוב מתקשר שהסוללה החדשה מתה אחרי חודשיים, זה עדיין באחריות?",
        "יעקב כהן שואל כמה זמן לוקח להזמין סוללות",
    ],
)
def test_a_policy_relayed_for_a_named_customer_is_the_policy(text: str) -> None:
    assert _intent(text) == "knowledge"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Margaret Collins התקשרה, הכיסא שלה כבר מוכן?", "repair_status"),
        ("יעקב כהן שואל מתי הקלנועית שלו תהיה מוכנה", "repair_status"),
        ("Is Margaret Collins's wheelchair ready yet?", "repair_status"),
    ],
)
def test_a_record_question_relayed_keeps_its_record(text: str, intent: str) -> None:
    assert _intent(text) == intent


def test_the_name_must_be_the_speaker() -> None:
    text = fold("the warranty of ולדימיר פטרוב's scooter")
    name = [Entity("customer_name", "ולדימיר פטרוב", raw="ולדימיר פטרוב")]
    assert not relays_a_policy_question("repair_status", {"knowledge": 3.0, "repair_status": 2.0}, text, name)
    said = fold("ולדימיר פטרוב says the battery died, is that under warranty")
    assert relays_a_policy_question("repair_status", {"knowledge": 3.0, "repair_status": 2.0}, said, name)
    assert not relays_a_policy_question("repair_status", {"knowledge": 2.0, "repair_status": 2.0}, said, name)


@pytest.mark.parametrize(
    ("typed", "asked"),
    [
        ("I was wondering what we charge for a visit?", "what we charge for a visit?"),
        ("Remind me, how long do we keep a chair?", "how long do we keep a chair?"),
        ("Could you remind me of the humidity range?", "the humidity range?"),
        ("תזכיר לי כמה עולה ביקור", "כמה עולה ביקור"),
        ("remind Dana to pay", "remind Dana to pay"),
    ],
)
def test_a_frame_of_mind_is_taken_off_the_question(typed: str, asked: str) -> None:
    assert without_courtesies(typed) == asked


def test_requests_to_the_outside_world() -> None:
    assert bids_an_act(tokens(fold("I was wondering whether you could help me draft a letter to the city")))
    assert not bids_an_act(tokens(fold("could you help me understand the warranty")))
    know = fold("any chance you know a good italian place near masada street")
    assert asks_for_advice_on_getting(tokens(know), know)
    assert asks_the_world("My father wants a scooter, can you find me a cheap one online?")
    assert not asks_the_world("can you find me the invoice of Dana")
