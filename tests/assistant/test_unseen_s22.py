"""Wordings session 22's unseen batch (``shop_questions_s22.py``, a dry cleaner and tailor) met, each tried
here on other names, items and words than the batch's own."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand
from misrad.assistant.knowledge_quotes import matching_sentences
from tests.assistant.names_found import knowledge_of, only_name, reader

TODAY = date(2026, 12, 3)
INDEX = CustomerIndex.build(
    [
        (1, "Yuli Shapiro", None),
        (2, "מאי לנדסמן", None),
        (3, "אהרון פישר", None),
        (4, "אריאל גולדמן", None),
        (5, "סמיר עודה", None),
        (6, "נועה ברגר", None),
    ]
)


_read = reader(INDEX, TODAY)


@pytest.mark.parametrize(
    ("question", "typed", "customer"),
    [("כמה חייב יולי שפירו", "יולי שפירו", 1), ("מה היתרה של מאי לנדסמן", "מאי לנדסמן", 2)],
)
def test_a_month_said_with_another_word_of_a_customers_name_is_the_name(
    question: str, typed: str, customer: int
) -> None:
    asked = _read(question)
    assert only_name(asked) == (typed, customer)
    assert not [e for e in asked.entities if e.type == "date"], asked.entities


def test_a_month_said_alone_stays_a_month() -> None:
    asked = _read("החשבוניות של יולי")
    assert [e.value for e in asked.entities if e.type == "date"] == ["2026-07"]
    assert not [e for e in asked.entities if e.type == "customer_name"]


@pytest.mark.parametrize(
    "question", ["כמה חייב עורך הדין פישר", "מה היתרה של עורכת הדין פישר", "לעורך הדין פישר יש חוב?"]
)
def test_a_title_spelled_out_in_two_words_is_no_word_of_the_name(question: str) -> None:
    assert only_name(_read(question)) == ("פישר", 3)


def test_an_accountants_title_asks_for_no_account() -> None:
    asked = _read("מה הטלפון של רואה החשבון פישר")
    assert (asked.intent, only_name(asked)) == ("customer_lookup", ("פישר", 3))


def test_a_one_word_title_spelled_out_alone_may_still_be_a_name() -> None:
    index = CustomerIndex.build([(1, "דין כהן", None)])
    asked = understand("כמה חייב דין כהן", today=TODAY, index=index)
    assert only_name(asked) == ("דין כהן", 1)


@pytest.mark.parametrize(
    ("question", "typed", "customer"),
    [
        # "Ariel" is a town (a concept word), said here as the customer's first name.
        ("all orders for Ariel Goldman", "Ariel Goldman", 4),
        ("how much does Ariel Goldman owe", "Ariel Goldman", 4),
        # "Odeh" sounds as one consonant between vowels: a name only as the writer capitalised it.
        ("how much does Samir Odeh owe", "Samir Odeh", 5),
        ("outstanding balance for Samir Odeh", "Samir Odeh", 5),
    ],
)
def test_a_latin_word_sounding_like_the_rest_of_a_customers_name_is_part_of_it(
    question: str, typed: str, customer: int
) -> None:
    assert only_name(_read(question)) == (typed, customer)


def _items(customer_id: int) -> frozenset[str]:
    return {6: frozenset(("מדפסת", "hp", "laserjet")), 7: frozenset(("גלגיליות",))}.get(
        customer_id, frozenset()
    )


@pytest.mark.parametrize("question", ["is Noa Berger's evening gown done", "Dana Weiss's evening bag"])
def test_a_thing_after_a_possessive_and_a_word_describing_it_is_the_customers(question: str) -> None:
    # "evening" is a greeting's word too ("good evening"): between the owner and the thing it describes it.
    index = CustomerIndex.build([(6, "נועה ברגר", None), (7, "Dana Weiss", None)])
    asked = understand(question, today=TODAY, index=index, items_of=_items)
    assert asked.intent == "repair_status", question


# A tailor's and a cleaner's items, in other words than the batch's fixtures.
TAILOR = [
    ("תיקוני תפירה", "קיצור חצאית עולה 35 ₪ ותיקון מכנסיים 45 ₪."),
    ("ניקוי שטיחים", "שטיח נאסף מהבית ומנוקה תוך שבוע."),
    ("אחריות", "על בגד שנקרע אצלנו נשלם את מלוא ערכו."),
    ("וילונות", "תפירת וילון חדש לפי מידה."),
    ("שעות", "פתוחים בימים א'-ה' עד 18:00."),
]


@pytest.mark.parametrize(
    ("question", "title"),
    [
        ("how much to alter trousers", "תיקוני תפירה"),
        ("how much for a rug", "ניקוי שטיחים"),
        ("what if a garment gets torn", "אחריות"),
        ("can you sew new drapes", "וילונות"),
    ],
)
def test_english_garment_and_textile_words_meet_hebrew_items(question: str, title: str) -> None:
    found = knowledge_of(TAILOR).search(question, category=None, limit=3)
    assert found and found[0].doc.title == title, (question, [m.doc.title for m in found])


def test_a_business_said_by_its_trades_noun_is_still_the_customer() -> None:
    # The trade's concepts hold no noun a business is named by ("מכבסת הצפון" asked as "המכבסה").
    index = CustomerIndex.build([(1, "מכבסת הצפון", None)])
    asked = understand("למכבסה יש חוב פתוח?", today=TODAY, index=index)
    assert asked.names is not None and asked.names.customer_ids == (1,)


def test_a_hebrew_word_of_damage_meets_the_item_that_says_it_otherwise() -> None:
    found = knowledge_of(TAILOR).search("מה קורה אם החולצה נהרסה אצלכם", category=None, limit=3)
    assert found and found[0].doc.title == "אחריות"


SHOE_REPAIR = "החלפת סוליה לנעל עולה 90 ₪ ועקב 40 ₪. הנעליים מוכנות תוך 4 ימי עבודה. ביום ו' סגור."


@pytest.mark.parametrize(
    "question",
    ["כמה זמן לוקח להחליף סוליה", "how long does a sole replacement take", "תוך כמה ימים מחליפים עקב"],
)
def test_asked_how_long_the_sentence_naming_a_time_answers(question: str) -> None:
    chosen = matching_sentences(SHOE_REPAIR, question)
    assert "הנעליים מוכנות תוך 4 ימי עבודה." in chosen, chosen
    assert "ביום ו' סגור." not in chosen


def test_asked_a_price_no_time_is_added() -> None:
    assert matching_sentences(SHOE_REPAIR, "כמה עולה להחליף סוליה") == [
        "החלפת סוליה לנעל עולה 90 ₪ ועקב 40 ₪."
    ]


def test_a_small_latin_word_beside_a_name_is_no_word_of_another_customers_name() -> None:
    # "for" sounds like פאר: "balance for Levi" must not pick פאר לוי by it over Dana Levi.
    index = CustomerIndex.build([(1, "פאר לוי", None), (2, "Dana Levi", None)])
    asked = understand("balance for Levi", today=TODAY, index=index)
    assert asked.names is None or asked.names.customer_ids != (1,)
