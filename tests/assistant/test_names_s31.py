"""Customers' names, numbers and records (session 31), each kind tried on invented names of trades no batch
is about (a music school, a tailor, a pet grooming salon): a full name among many that share all its words
but its number, and an invoice printed as its serial and year ("118/26") typed with either separator."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pytest
from fastapi.testclient import TestClient

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding, understand
from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.names_found import only_name, reader
from tests.assistant.test_understanding import chat

TODAY = date(2026, 12, 4)
Read = Callable[[str], Understanding]

# A tailor's trial customers made by a script: a thousand names that differ only by their number, beside
# a few people.
NUMBERED = [(n + 1, f"תלמיד בדיקה {n:03d}", None) for n in range(1000)]
PEOPLE = [(2001, "רוני אלקבץ", None), (2002, "Shira Golan", None)]


@pytest.fixture(scope="module")
def read_numbered() -> Read:
    return reader(CustomerIndex.build([*NUMBERED, *PEOPLE]), TODAY)


@pytest.mark.parametrize(
    ("question", "customer"),
    [
        ("מה היתרה של תלמיד בדיקה 731", 732),
        ("תלמיד בדיקה 999 חייב?", 1000),
        ("פרטים של תלמיד בדיקה 050", 51),
        ("balance of תלמיד בדיקה 412", 413),
    ],
)
def test_a_full_name_with_its_number_wins_however_many_share_its_words(
    read_numbered: Read, question: str, customer: int
) -> None:
    name, found = only_name(read_numbered(question))
    assert found == customer, (question, name, found)


def test_the_shared_words_alone_still_ask_which_one(read_numbered: Read) -> None:
    name, found = only_name(read_numbered("מה היתרה של תלמיד בדיקה"))
    assert found is None, (name, found)


@pytest.mark.parametrize(
    ("question", "printed"),
    [
        ("כמה עוד פתוח על 207/26", "207/26"),
        ("2031-25 שולמה?", "2031/25"),  # typed with a dash, printed with a slash
        ("what's left to pay on 207-26", "207/26"),
        ("invoice status 2031/25", "2031/25"),
    ],
)
def test_an_invoice_printed_as_serial_and_year_is_linked_however_it_is_typed(
    client: TestClient, member_headers: dict[str, str], question: str, printed: str
) -> None:
    tailor = make_customer("מתפרת הדס", "0527790311")
    make_invoice(tailor, "207/26", "940", paid="200")
    make_invoice(tailor, "2031/25", "1200", paid="1200")

    answer = chat(client, member_headers, question)

    assert answer["intent"] == "invoice_status", (question, answer["intent"])
    numbers = [e["value"] for e in answer["entities"] if e["type"] == "invoice_number"]
    assert numbers == [printed], (question, answer["entities"])


def test_a_serial_and_year_nobody_printed_is_no_invoice(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_invoice(make_customer("מתפרת הדס", "0527790311"), "207/26", "940")
    answer = chat(client, member_headers, "כמה עוד פתוח על 208/26")
    assert not [e for e in answer["entities"] if e["type"] == "invoice_number"], answer["entities"]


# A music school's customers: a conservatory-like business, a kindergarten and a person.
SCHOOL = [(1, "אקדמיה למוזיקה רמת השרון", None), (2, "גן ילדים פרפרים", None), (3, "תמר וקנין", None)]


@pytest.fixture(scope="module")
def read_school() -> Read:
    return reader(CustomerIndex.build(SCHOOL), TODAY)


@pytest.mark.parametrize(
    "question",
    [
        "כמה עולות מיתרים לגיטרה",  # the verb in the plural feminine
        "כמה עולים פדלים לפסנתר",
        "כמה יעלה לי כוונון פסנתר",  # in the future, to me
        "כמה זה יעלה לי להחליף מיתרים",
        "תוך כמה זמן מגיעים לכוון פסנתר",  # how soon, not what is owed (מגיע)
        "תוך כמה ימים אפשר לקבל שיעור ניסיון",
    ],
)
def test_a_price_or_a_time_asked_in_any_verb_form_is_a_knowledge_question(
    read_school: Read, question: str
) -> None:
    found = read_school(question)
    assert found.intent == "knowledge", (question, found.intent, found.scores)


# A sound technician's customers and the things of theirs in the lab (folded words of the items).
VENUES = [(1, "בית ספר נופי גליל", None), (2, "סטודיו אורן ריקוד", None), (3, "תמר וקנין", None)]
THEIR_ITEMS = {1: frozenset({"מערכת", "kx", "שמע"}), 2: frozenset({"מיקסר", "behringer"}), 3: frozenset()}


@pytest.mark.parametrize(
    ("question", "customer"),
    [
        ("the KX rig at Nofei Galil", 1),  # a thing of two words, then "at" and the owner
        ("the Behringer at Oren studio", 2),
        ("the Behringer desk for Oren studio", 2),
    ],
)
def test_a_thing_at_or_for_its_owner_is_asked_of_their_repairs(question: str, customer: int) -> None:
    found = understand(
        question, today=TODAY, index=CustomerIndex.build(VENUES), items_of=lambda c: THEIR_ITEMS[c]
    )
    assert found.intent == "repair_status", (question, found.intent, found.scores)
    assert only_name(found)[1] == customer, found.entities


# Institutions stored in Hebrew, which an English-speaking clerk names by the kind of place they are.
PLACES = [
    (1, "בית אבות שלווה", None),
    (2, "חדר כושר גולד", None),
    (3, "תיכון אורט עמל", None),
    (4, "דיור מוגן בית הדקל", None),
    (5, "ספריית גבעתיים", None),
]


@pytest.fixture(scope="module")
def read_places() -> Read:
    return reader(CustomerIndex.build(PLACES), TODAY)


@pytest.mark.parametrize(
    ("question", "customer"),
    [
        ("what does the nursing home owe", 1),  # two English words for two of the name's, not any בית
        ("email for the high school", 3),
        ("the library's balance", 5),  # ספרייה in the construct form the name holds it in
        ("where is the assisted living Beit HaDekel", 4),
    ],
)
def test_a_kind_of_place_said_in_english_names_the_hebrew_stored_customer(
    read_places: Read, question: str, customer: int
) -> None:
    found = read_places(question)
    assert only_name(found)[1] == customer, (question, found.intent, found.entities)


@pytest.mark.parametrize(
    "question",
    [
        "do you give a discount to a nursing home",
        "what do you recommend for a vacation",
        "recommend a good book for the library",
    ],
)
def test_a_kind_of_place_asked_of_no_record_names_nobody(read_places: Read, question: str) -> None:
    found = read_places(question)
    assert not [e for e in found.entities if e.type == "customer_name"], (question, found.entities)


def test_a_gym_said_with_its_hebrew_stored_name_is_not_another_gym_written_in_english() -> None:
    index = CustomerIndex.build([*PLACES, (6, "FitZone Gym", None)])
    found = understand("Gold gym balance", today=TODAY, index=index)
    assert only_name(found)[1] == 2, found.entities
    found = understand("what does FitZone Gym owe", today=TODAY, index=index)
    assert only_name(found)[1] == 6, found.entities


# Hebrew-written names that sound like English words: a stone workshop, a cleaning firm, a person.
SOUNDING = [(1, "סטון עיצובים", None), (2, "קלינר שירותים", None), (3, "נועה גרין", None)]


@pytest.mark.parametrize(
    ("question", "customer"),
    [
        ("how much is a stone countertop", None),  # the English word, asked of no record
        ("do you cut stone for a kitchen", None),
        ("stone designs balance", 1),  # the same word where a record is asked: the name said in lowercase
        ("what does noa green owe", 3),  # two words of a person's name, lowercase
        ("How much does Stone owe", 1),  # capitalised as a name
    ],
)
def test_an_english_word_heard_in_a_hebrew_written_name_names_it_only_where_a_record_is_asked(
    question: str, customer: int | None
) -> None:
    found = understand(question, today=TODAY, index=CustomerIndex.build(SOUNDING))
    linked = [e.record_id for e in found.entities if e.type == "customer_name"]
    assert linked == ([customer] if customer else []), (question, found.entities)
