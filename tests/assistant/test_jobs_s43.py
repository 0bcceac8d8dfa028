"""A customer's job asked after by what happens next to it, and a card asked in the same voices (session 43,
helper jobs43), on invented records of trades no batch is about (a piano tuner's, an aquarium service's,
a phone shop's): "did the tuner get to Harel's?", "סיימו אצל <name>?", "can <name> come for it?", set apart
from "what's with <name>'s phone? do we have one on file" (a card's phone where no phone is in the lab) and
"where is <name>'s shop" (an address)."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.item_index import ItemIndex
from misrad.assistant.engine.jobs import job_text
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding, understand
from misrad.assistant.engine.reasons import Reason

TODAY = date(2026, 12, 5)
CUSTOMERS = [
    (1, "עדי הראל", None),
    (2, "Jonathan Weiss", None),
    (3, "אקווריום הדולפין", None),
    (4, "מירב סויסה", None),  # no job on record
    (5, "Paul Carter", None),  # no job on record
    (6, "רוני שחר", None),
]
JOBS = [
    (1, 1, "פסנתר כנף Yamaha C3", "כיוון ותיקון פטיש תקוע"),
    (2, 2, "Upright piano Petrof", "sticky keys, regulation"),
    (3, 3, "מערכת סינון 400 ליטר", "משאבה חלשה, מים עכורים"),
    (4, 6, "Galaxy S23", "מסך מנופץ"),
]
INDEX = CustomerIndex.build(CUSTOMERS)
ITEMS = ItemIndex.build([(r, c, job_text(item, text)) for r, c, item, text in JOBS])


def _read(text: str) -> Understanding:
    return understand(text, today=TODAY, index=INDEX, items_of=ITEMS.words_of, item_owners=ITEMS.owners)


def _who(found: Understanding) -> tuple[int, ...]:
    return found.names.customer_ids if found.names else ()


@pytest.mark.parametrize(
    ("text", "customer"),
    [
        ("סיימו אצל עדי הראל?", 1),
        ("עדי הראל שואלת מתי הטכנאי חוזר אליה", 1),
        ("did the tech get to Jonathan Weiss yet?", 2),
        ("Jonathan Weiss wants to pick it up tomorrow, ok?", 2),
        ("what did the technician find at אקווריום הדולפין?", 3),
        ("אקווריום הדולפין - יש חדש?", 3),
        ("what's holding up Jonathan Weiss?", 2),
        ("where are we with עדי הראל?", 1),
        ("Jonathan Weiss - who's the tech on it?", 2),
    ],
)
def test_what_happens_next_to_a_job_of_one_who_has_jobs_asks_their_repair(text: str, customer: int) -> None:
    found = _read(text)
    assert found.intent == "repair_status" and _who(found) == (customer,), (text, found.intent, found.scores)
    assert found.reason is not Reason.LEARNED, found.reason  # a reason of the records: no model overrules it


@pytest.mark.parametrize(
    "text",
    [
        # The same words of one with no job on record say nothing of a job.
        "מירב סויסה - יש חדש?",
        "Paul Carter wants to come tomorrow",
    ],
)
def test_the_same_words_of_one_without_jobs_ask_no_repair(text: str) -> None:
    assert _read(text).intent != "repair_status", text


@pytest.mark.parametrize(
    "text",
    [
        "מה הטלפון של עדי הראל? הטכנאי חוזר אליה מחר",
        "Jonathan Weiss - email please, the tech wants to send the report",
        # Who they are is asked; the technician is only why, in a clause after the question.
        "who is Jonathan Weiss? the technician asked me",
        "מי זאת עדי הראל? הטכנאי שאל",
    ],
)
def test_a_card_field_asked_beside_the_job_is_still_the_card(text: str) -> None:
    assert _read(text).intent == "customer_lookup", text


def test_whats_with_a_phone_is_the_device_only_where_their_repairs_hold_one() -> None:
    # Adi's job is a piano: her phone is the one on her card.
    assert _read("מה עם הטלפון של עדי הראל? רשום אצלנו?").intent == "customer_lookup"
    # Roni's job is a Galaxy: "what's with his phone" asks how it is getting on.
    assert _read("מה קורה עם הטלפון של רוני שחר?").intent == "repair_status"
    # A word of progress makes it a thing whatever the records hold: a number is never "ready".
    assert _read("הטלפון של עדי הראל מוכן?").intent == "repair_status"


def test_where_a_customers_premises_are_is_their_address() -> None:
    assert _read("איפה נמצא המשרד של אקווריום הדולפין?").intent == "customer_lookup"
    assert _read("where's Jonathan Weiss's office?").intent == "customer_lookup"
