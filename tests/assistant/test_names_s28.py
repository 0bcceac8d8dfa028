"""Customers' names as an office really writes them (session 28), each kind tried on invented names of trades
no batch is about (a bakery supplier, a driving school, a pet groomer, a print shop, a dental lab): a name
in the other script, a generic word of a name used as an ordinary word, a name's everyday partial forms, a
place or an English word that only sounds like a name, and a knowledge quote whole to its sentence."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.customer_mentions import link_names
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.text import tokens
from misrad.assistant.knowledge_quotes import matching_sentences
from tests.assistant.names_found import names_read, only_name, reader

TODAY = date(2026, 12, 3)

# A driving school's and a bakery supplier's customers, Hebrew- and Latin-stored, beside businesses whose
# names hold generic words (a school, a center, a garden).
CUSTOMERS = [
    (1, "נגה אלמוג", None),
    (2, "קיבוץ גבעת חיים", None),
    (3, "Daniel Green", None),
    (4, "בית ספר נרקיסים", None),
    (5, "מרכז הכושר אלפא", None),
    (6, "Rose Garden Cafe", None),
    (7, "אשד ברקאי", None),
    (8, "אור חן", None),
    (9, 'מאפיית השקמה בע"מ', None),
    (10, "יהונתן פרידמן", None),
    (11, "משה כהנוביץ", None),
    (12, "טל דור", None),
]


@pytest.fixture(scope="module")
def read():  # type: ignore[no-untyped-def]
    return reader(CustomerIndex.build(CUSTOMERS), TODAY)


@pytest.mark.parametrize(
    ("question", "typed", "customer"),
    [
        ("how much does Noga Almog owe", "Noga Almog", 1),
        ("any open invoices for Kibbutz Givat Haim", "Kibbutz Givat Haim", 2),
        ("מה היתרה של דניאל גרין", "דניאל גרין", 3),
        ("what's the balance of Hashikma bakery", "Hashikma", 9),
        ("how much does Yehonatan Friedman owe us", "Yehonatan Friedman", 10),
    ],
)
def test_a_name_in_the_other_script_is_the_customer(read, question: str, typed: str, customer: int) -> None:  # type: ignore[no-untyped-def]
    # Written as it sounds in the other script: the sound keys meet the stored name word by word.
    name, found = only_name(read(question))
    assert found == customer, (question, name, found)


@pytest.mark.parametrize(
    "question",
    [
        "is the school holiday a day off for the instructors",
        "do you deliver to the garden center in the north",
        "מה שעות הפעילות של המרכז בחגים",
        "האם בית ספר לנהיגה פתוח בשישי",
        "can we park at the shopping center near the test route",
        "payment terms for cafes",
    ],
)
def test_a_generic_word_of_a_name_used_as_a_word_names_nobody(read, question: str) -> None:  # type: ignore[no-untyped-def]
    # "school", "center", "garden" are words the business's records share; alone, without a rare word of
    # the customer's own name, they are ordinary words of the question.
    assert names_read(read(question)) == [], question


@pytest.mark.parametrize(
    ("question", "customer"),
    [
        ("כמה חייבת משפחת כהנוביץ", 11),
        ("how much do the Kahanovich family owe", 11),
        ("מה עם מאפיית השקמה", 9),
        ("what does Yehonatan owe", 10),
        ("מה היתרה של פרידמן", 10),
        ("מה היתרה של פרידמאן", 10),
    ],
)
def test_a_name_in_an_everyday_partial_form_is_the_customer(read, question: str, customer: int) -> None:  # type: ignore[no-untyped-def]
    name, found = only_name(read(question))
    assert found == customer, (question, name, found)


@pytest.mark.parametrize(
    "question",
    [
        "do you deliver to Ashdod on Fridays",
        "is there a branch in Ashdod",
    ],
)
def test_a_town_that_only_sounds_like_a_name_word_names_nobody(read, question: str) -> None:  # type: ignore[no-untyped-def]
    # אשד and Ashdod share a rough sound key, but one town word is no customer of a two-word name.
    assert names_read(read(question)) == [], question


@pytest.mark.parametrize(
    ("question", "customer"),
    [
        ("how much does Or Chen owe", 8),
        ("show Tal Dor's invoices", 12),
    ],
)
def test_a_hebrew_given_name_that_is_also_an_english_word_is_the_name(
    read, question: str, customer: int
) -> None:  # type: ignore[no-untyped-def]
    name, found = only_name(read(question))
    assert found == customer, (question, name, found)


def test_a_quote_is_the_whole_sentence_not_cut_at_a_semicolon() -> None:
    # A print shop's item: the answer to a rush order is the whole sentence, both its halves.
    content = (
        "הדפסה רגילה מוכנה תוך 3 ימי עבודה. "
        "הזמנה דחופה מוכנה תוך 24 שעות; בתוספת 40% למחיר ההדפסה. "
        "איסוף מהסניף בלבד."
    )
    quoted = " ".join(matching_sentences(content, "מה עם הזמנה דחופה"))
    assert "24 שעות" in quoted and "40%" in quoted, quoted


@pytest.mark.parametrize(
    ("question", "customer"),
    [
        ("Rose Garden balance", 6),
        ("balance of Narkisim school", 4),
        ("כמה חייב מרכז הכושר אלפא", 5),
        ("how much does the cafe on Rose street owe, Rose Garden Cafe", 6),
    ],
)
def test_a_generic_word_beside_the_names_own_word_still_names_it(read, question: str, customer: int) -> None:  # type: ignore[no-untyped-def]
    name, found = only_name(read(question))
    assert found == customer, (question, name, found)


# A dental lab's and a music school's customers, each holding a name word with the article.
PLACES = [
    (1, "מלון הארזים", None),
    (2, "סטודיו תכלת", None),
    (3, "נגה אלמוג", None),
    (4, "Brian Walsh", None),
]


@pytest.fixture(scope="module")
def read_places():  # type: ignore[no-untyped-def]
    return reader(CustomerIndex.build(PLACES), TODAY)


@pytest.mark.parametrize(
    ("question", "customer"),
    [
        ("המזגן בארזים תוקן?", 1),  # ב + הארזים is said בארזים: the article goes into the preposition
        ("הפסנתר בתכלת מוכן?", 2),  # a word before a name typed with its preposition is no first name
        ("הנבל בסטודיו תכלת מוכן?", 2),
        ("Noga's balance, please", 3),  # a possessive marks a name at the sentence's start too
        ("Brian's open invoices", 4),
    ],
)
def test_a_name_said_in_a_phrase_of_the_sentence_is_the_customer(
    read_places, question: str, customer: int
) -> None:  # type: ignore[no-untyped-def]
    name, found = only_name(read_places(question))
    assert found == customer, (question, name, found)


@pytest.mark.parametrize(
    ("question", "customer"),
    [
        ("ההזמנה בבית הקפה בוטלה?", 13),  # the cafe the office knows
    ],
)
def test_a_business_said_by_its_kind_with_the_article_is_the_one_of_the_records(
    question: str, customer: int | None
) -> None:
    # Read at the linking itself: the intent of a question about a job needs the customer's jobs, which
    # this index does not hold.
    index = CustomerIndex.build([*CUSTOMERS, (13, "בית קפה אורנית", None)])
    found = link_names(question, tokens(question), [], index)
    assert (found.customer_ids[0] if found and not found.generic else None) == customer, found


@pytest.mark.parametrize(
    ("question", "customer"),
    [
        ("המרכז שילם?", 16),  # a records' verb asks of the one the office knows
        ("המקרן של המרכז עדיין לא נבדק?", 16),
        ("מה עם הדוד של גינה וקפה", 15),  # two words of a name are distinctive, whatever they mean
    ],
)
def test_a_kind_word_asked_of_a_record_or_two_words_of_a_name_name_the_customer(
    question: str, customer: int
) -> None:
    index = CustomerIndex.build(
        [*CUSTOMERS[:4], *CUSTOMERS[5:], (15, "עמותת גינה וקפה", None), (16, "מרכז הגליל המערבי", None)]
    )
    found = link_names(question, tokens(question), [], index)
    assert found is not None and found.customer_ids[0] == customer, found
