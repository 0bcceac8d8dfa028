"""English in other voices of an office (session 34, helper voices34), tried on invented records of trades
no batch is about (an industrial sewing-machine service, an alarm installer, an LED-sign maker): a field
technician texting from a job, an external accountant's formal terms, a new receptionist unsure of the
words. A card's field asked of "him"/"her" in a whole sentence after a customer; a customer's "unit" or
"the thing they brought in" as their job; what the assistant can look up; until what time the technicians
go out; an account's open items as its invoices."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.cues import opens_an_errand
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding, understand
from misrad.assistant.engine.text import tokens
from tests.assistant.names_found import names_read, reader

TODAY = date(2026, 12, 4)
INDEX = CustomerIndex.build(
    [
        (1, "Ofer Daniels", None),
        (2, "Karen Holt", None),
        (3, 'תפרות הגליל בע"מ', None),
        (4, "Yusuf Nasser", None),
    ]
)


def _read(text: str, bound: bool = False, previous: str | None = None) -> Understanding:
    return understand(text, today=TODAY, index=INDEX, has_bound_customer=bound, previous_intent=previous)


@pytest.mark.parametrize(
    ("text", "previous"),
    [
        ("And his email address, so that I can send him the statement?", "customer_balance"),
        ("do we have an email for her?", "customer_lookup"),
        ("could you give me his phone number so I can call him back?", "repair_status"),
        ("whose is that, what's the name?", "repair_status"),
        ("ok and where do they live, the address?", "invoice_status"),
    ],
)
def test_a_card_field_asked_of_the_bound_customer_in_a_sentence_is_theirs(text: str, previous: str) -> None:
    found = _read(text, bound=True, previous=previous)
    assert found.intent == "customer_lookup", (text, found.intent, found.scores)


@pytest.mark.parametrize(
    "text",
    [
        "what's his balance, and his phone?",
        "did she pay the invoice? send her an email",
    ],
)
def test_a_card_field_beside_another_records_word_is_not_the_card(text: str) -> None:
    found = _read(text, bound=True, previous="customer_lookup")
    assert found.intent in ("customer_balance", "invoice_status"), (text, found.intent, found.scores)


@pytest.mark.parametrize(
    "text",
    [
        "Karen Holt says her unit from last month is acting up again, which one was it?",
        "what units of Ofer Daniels do we have?",
        "the lady from 054-1234567 is asking about the thing she brought in",
        "Yusuf Nasser dropped his stuff off on monday, any news?",
        "at Ofer Daniels now, is the unit done?",
    ],
)
def test_a_customers_unit_or_the_thing_they_brought_in_is_their_job(text: str) -> None:
    found = _read(text)
    assert found.intent == "repair_status", (text, found.intent, found.scores)


@pytest.mark.parametrize(
    "text",
    [
        "what kinds of things can you look up for me",
        "what sort of stuff can you find for me?",
        "which questions can you answer?",
    ],
)
def test_what_the_assistant_can_look_up_is_help(text: str) -> None:
    found = _read(text)
    assert found.intent == "help", (text, found.intent, found.scores)


@pytest.mark.parametrize(
    "text",
    [
        "what time do the technicians go out until?",
        "until what time do you work on thursdays?",
        "what time does the office close?",
    ],
)
def test_until_what_time_is_the_hours(text: str) -> None:
    found = _read(text)
    assert found.intent == "knowledge", (text, found.intent, found.scores)


@pytest.mark.parametrize(
    "text",
    [
        "Kindly list the open items on the statement of Karen Holt.",
        "Please itemize Ofer Daniels's account.",
        "Could you send me a breakdown of Yusuf Nasser's balance by invoice?",
    ],
)
def test_an_accounts_open_items_are_its_invoices(text: str) -> None:
    found = _read(text)
    assert found.intent == "invoice_status", (text, found.intent, found.scores)


def test_an_accounts_total_is_still_its_balance() -> None:
    found = _read("What is the total outstanding on the statement of Karen Holt?")
    assert found.intent == "customer_balance", found.scores


def test_a_call_about_their_thing_asking_whether_we_have_them_is_who_they_are() -> None:
    found = _read("a woman called about her sewing thing, her number is 054-1234567, do we have her?")
    assert found.intent == "customer_lookup", found.scores


def test_their_units_name_no_one_item_of_theirs() -> None:
    """ "What units of <name> do we have" asks for all of them: "units" is no word of one item ("1 inch
    hose" read as a unit of measure, "יחידת קירור")."""
    items = frozenset(("מכונת", "תפר", "juki", "צינור", "1", "אינצ'", "יחידת", "קירור"))
    found = understand(
        "what units of Ofer Daniels do we have?", today=TODAY, index=INDEX, items_of=lambda _customer: items
    )
    assert found.intent == "repair_status" and not found.items - {"owned"}, (found.items, found.scores)


@pytest.mark.parametrize(
    "text",
    [
        "can you order me a taxi to Karen Holt's office",
        "could you book me a table near the Ofer Daniels workshop tonight",
    ],
)
def test_an_errand_done_for_the_asker_is_out_of_domain(text: str) -> None:
    found = _read(text)
    assert found.intent == "unknown", (text, found.intent, found.scores)


def test_a_record_sent_to_the_asker_is_still_asked() -> None:
    found = _read("send me the open invoices of Karen Holt")
    assert found.intent == "invoice_status", found.scores


# An alarm installer's customers: offices stored by their profession in Hebrew, and a person.
OFFICES = CustomerIndex.build(
    [(1, "כספי ושות' עורכי דין", None), (2, "משרד אדריכלים רון", None), (3, "Ofer Daniels", None)]
)


@pytest.mark.parametrize(
    ("question", "customer"),
    [
        ("how do i reach the lawyers' office, do we have a phone number?", 1),
        ("did the law office pay the last invoice?", 1),
        ("what do the attorneys owe us", 1),
        ("the architects' office, what's their address?", 2),
    ],
)
def test_an_office_named_by_its_profession_in_english_is_the_customer(question: str, customer: int) -> None:
    found = names_read(reader(OFFICES, TODAY)(question))
    assert [c for _, c in found] == [customer], (question, found)


@pytest.mark.parametrize(
    ("text", "errand"),
    [
        ("Could you remind me what our payment terms are?", False),
        ("please send me the warranty policy", False),
        ("can you order me a taxi to the workshop", True),
        ("book me a table for two tonight", True),
    ],
)
def test_only_getting_a_thing_for_the_asker_is_an_errand(text: str, errand: bool) -> None:
    """What the answers ask of a knowledge question (no record's words known there): a policy brought to
    the asker ("remind me", "send me") is still asked; a thing got for them is an errand."""
    assert opens_an_errand(tokens(text), frozenset()) is errand, text
