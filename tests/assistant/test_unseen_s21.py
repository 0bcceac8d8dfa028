"""Wordings session 21's unseen batch (``shop_questions_s21.py``, an optician) met, each tried here on
other names, items and words than the batch's own: a title or its abbreviation said before a name, whether
the customer's record holds it or not."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand
from tests.assistant.names_found import only_name, reader

TODAY = date(2026, 12, 2)
# Some records hold the customer's title, some do not; staff say it either way.
INDEX = CustomerIndex.build(
    [
        (1, 'ד"ר מיכל אורן', None),
        (2, "פרופ' גדעון שחר", None),
        (3, "Dr. Ruth Feldman", None),
        (4, "נעמה ויסמן", None),
        (5, 'מרפאת שיניים ד"ר גבאי', None),
    ]
)


_read = reader(INDEX, TODAY)


@pytest.mark.parametrize(
    ("question", "typed", "customer"),
    [
        ('כמה חייבת ד"ר אורן', "אורן", 1),
        ('מה היתרה של ד"ר מיכל אורן', "מיכל אורן", 1),
        ("הטלפון של פרופ' שחר", "שחר", 2),
        ("how much does Prof. Shahar owe", "Shahar", 2),
        ('כמה חייבת ד"ר פלדמן', "פלדמן", 3),
        ("what's Dr. Feldman's balance", "Feldman", 3),
        ('כמה חייבת עו"ד ויסמן', "ויסמן", 4),
    ],
)
def test_a_title_said_before_a_name_is_no_part_of_the_name_as_typed(
    question: str, typed: str, customer: int
) -> None:
    assert only_name(_read(question)) == (typed, customer)


def test_a_title_inside_a_business_name_stays_in_it() -> None:
    # The clinic is named after its dentist: the title there is a word of the name, not said before it.
    assert only_name(_read('כמה חייבת מרפאת שיניים ד"ר גבאי')) == ('מרפאת שיניים ד"ר גבאי', 5)


def test_a_title_a_business_name_holds_after_its_first_word_stays_in_it() -> None:
    # "משרד רו\"ח לוינסון": the accountant's title is a word of the office's name, said with it or not.
    index = CustomerIndex.build([(1, 'משרד רו"ח לוינסון', None)])
    u = understand('מה היתרה של רו"ח לוינסון', today=TODAY, index=index)
    assert only_name(u) == ('רו"ח לוינסון', 1)


@pytest.mark.parametrize(
    "question",
    ['איפה גרה ד"ר אורן', "איפה גר גדעון שחר", "איפה גרה גב' ויסמן", 'המייל של ד"ר אורן', "איפה גרה ויסמן"],
)
def test_where_someone_lives_asked_in_hebrew_with_or_without_a_title_is_their_card(question: str) -> None:
    asked = _read(question)
    assert asked.intent == "customer_lookup" and asked.names is not None and asked.names.customer_ids, (
        question
    )


def test_a_title_before_a_name_is_no_word_of_another_topic() -> None:
    # "של ד\"ר" is how the owner was said: with an item the index does not know, the question still asks
    # after that customer's repair, not something the business has no record of.
    asked = _read('המשקפיים של ד"ר פלדמן מוכנים?')
    assert (asked.intent, only_name(asked)) == ("repair_status", ("פלדמן", 3))


def _own_items(customer_id: int) -> frozenset[str]:
    # Each customer's repair items, folded as the chat gives them: "עדשות מגע Biofinity", "Canon PIXMA".
    return {1: frozenset(("עדשות", "מגע", "biofinity")), 4: frozenset(("מדפסת", "canon", "pixma"))}.get(
        customer_id, frozenset()
    )


@pytest.mark.parametrize(
    "question",
    [
        'תזמין לד"ר אורן עוד קופסה של ביופיניטי',
        "שלח הודעה לנעמה ויסמן שהמדפסת מוכנה",
        "order toner for Naama Weisman's Canon",
        'תתקשר לד"ר אורן ותגיד לה שהעדשות הגיעו',
    ],
)
def test_an_errand_opening_the_message_is_done_for_the_customer_whatever_item_it_names(question: str) -> None:
    asked = understand(question, today=TODAY, index=INDEX, items_of=_own_items)
    assert asked.intent == "unknown", question


@pytest.mark.parametrize(
    ("question", "intent"),
    [
        ('שלח לי את היתרה של ד"ר אורן', "customer_balance"),
        ("order status for Naama Weisman's Canon", "repair_status"),
        ('הזמנו כבר את העדשות של ד"ר אורן?', "repair_status"),
    ],
)
def test_a_record_asked_for_with_an_errand_word_is_still_the_record(question: str, intent: str) -> None:
    asked = understand(question, today=TODAY, index=INDEX, items_of=_own_items)
    assert asked.intent == intent, question


@pytest.mark.parametrize(
    "question",
    [
        "all orders for Naama Weisman",
        "Naama Weisman's orders",
        "are Naama Weisman's lenses in yet",
        "did the lenses for Naama Weisman come in yet",
    ],
)
def test_a_customers_orders_and_whether_they_came_in_are_their_repairs(question: str) -> None:
    assert _read(question).intent == "repair_status", question


def test_an_institution_said_short_with_gershayim_is_its_name_in_full() -> None:
    index = CustomerIndex.build(
        [(1, "בית הספר היסודי אלונים", None), (2, 'מתנ"ס אלונים', None), (3, "בית החולים מאיר", None)]
    )
    for question, customer in (
        ('מה היתרה של ביה"ס אלונים', 1),
        ('כמה חייב מתנ"ס אלונים', 2),
        ('הטלפון של ביה"ח מאיר', 3),
        ('כמה נשאר לביה"ס אלונים לשלם', 1),
    ):
        asked = understand(question, today=TODAY, index=index)
        assert asked.names is not None and asked.names.customer_ids == (customer,), question
