"""Customers named by what they are and where they stand, and by title (session 35), on invented records of
trades no batch is about (an optician's, a printing house's customers): a kind of business said in English
for the Hebrew word its name holds, the town or street said for the address it has, a company's suffix,
a person's title, and a short name told by its vowels. Where the place does not tell two apart, both are
named, so the answer asks which one."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pytest

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding
from misrad.assistant.engine.places import places_said
from misrad.assistant.engine.sounds import voiced_hebrew, voiced_latin
from misrad.assistant.engine.text import tokens
from tests.assistant.names_found import customers_named, only_name, reader

TODAY = date(2026, 12, 4)
Read = Callable[[str], Understanding]

CUSTOMERS = [
    (1, "בית מרקחת הדקל", "04-6712233", "רח' הגליל 14, טבריה"),
    (2, "בית מרקחת אופק", "08-6334455", "שד' התמרים 3, אילת"),
    (3, "בית מרקחת הים", "08-6339911", "רח' אילות 40, אילת"),
    (4, "מאפיית הבוקר", "03-5220011", "רח' ז'בוטינסקי 12, בת ים"),
    (5, "מאפיית רחמים", "03-5229988", "רח' בלפור 7, בת ים"),
    (6, "משרד עורכי דין פרץ-גולן", "02-6251100", "רח' יפו 97, ירושלים"),
    (7, "פרץ ושות' רואי חשבון", "09-7451122", "רח' אחוזה 120, רעננה"),
    (8, 'מוסך פרץ ובניו בע"מ', "09-7453300", "רח' התעשייה 4, רעננה"),
    (9, "מוסך סאלח", "04-9861234", "רח' הראשי 2, מגאר"),
    (10, "ג'מיל סאלח", "052-4410098", "רח' הזית 8, מגאר"),
    (11, "עיד חמדאן", "050-6612087", "רח' אל-ג'בל 3, דאלית אל-כרמל"),
    (12, "ח'ליל עודה", "054-7719203", "רח' הברושים 5, טמרה"),
]


@pytest.fixture(scope="module")
def read() -> Read:
    return reader(CustomerIndex.build(CUSTOMERS), TODAY)


@pytest.mark.parametrize(
    ("question", "customers"),
    [
        ("the pharmacy in Tiberias - what do they owe?", (1,)),
        ("how much does the pharmacy in Eilat on Hatmarim owe", (2,)),
        ("that bakery on Jabotinsky st, how much is outstanding", (4,)),
        ("the law office in Jerusalem, any open invoices?", (6,)),
        ("the garage in Raanana - what's the balance?", (8,)),
        ("כמה חייב בית המרקחת בטבריה?", (1,)),
        ("המאפייה ברחוב בלפור, יש חוב?", (5,)),
        ("המוסך ברעננה - מה היתרה?", (8,)),
    ],
)
def test_a_business_is_named_by_its_kind_and_where_it_stands(
    read: Read, question: str, customers: tuple[int, ...]
) -> None:
    assert customers_named(read(question)) == customers, question


@pytest.mark.parametrize(
    ("question", "customers"),
    [
        # two pharmacies in Eilat, two bakeries in Bat Yam: the answer names both and asks
        ("the pharmacy in Eilat, what's their balance?", (2, 3)),
        ("בית המרקחת באילת, מה החוב?", (2, 3)),
        ("that bakery in Bat Yam, any money outstanding?", (4, 5)),
        # a surname of two long business names
        ("What is the outstanding balance of Peretz?", (6, 7, 8)),
    ],
)
def test_a_place_or_a_name_that_does_not_tell_them_apart_names_them_all(
    read: Read, question: str, customers: tuple[int, ...]
) -> None:
    assert customers_named(read(question)) == customers, question


@pytest.mark.parametrize(
    ("question", "customer"),
    [
        ("Kindly tell me what Peretz & Co. owe us.", 7),
        ("What does Peretz and Sons Ltd owe us at present?", 8),
        ("Could you tell me Mr. Saleh's balance, please?", 10),
        ("כמה חייב מר סאלח?", 10),
        ("how much saleh garage owe", 9),
        ("odeh how much owe", 12),
        ("eid balance", 11),
        ("ayd hamdan balance", 11),
    ],
)
def test_titles_company_suffixes_and_short_names(read: Read, question: str, customer: int) -> None:
    assert customers_named(read(question)) == (customer,), question


def test_the_places_a_message_says() -> None:
    assert places_said(tokens("the pharmacy in Ramat Gan, on Herzl st")) == [("ramat", "gan"), ("herzl",)]
    assert places_said(tokens("המאפייה ברחוב הרצל בנהריה")) == [("הרצל",), ("נהריה",)]
    assert places_said(tokens("how is the chair in the lab")) == [("lab",)]


def test_a_short_name_is_told_by_its_vowels() -> None:
    assert voiced_latin("odeh") == voiced_latin("awdeh") == "od" and "od" in voiced_hebrew("עודה")
    assert voiced_latin("eid") == voiced_latin("ayd") == "id" and voiced_hebrew("עיד") == {"id"}
    assert voiced_latin("khouri") == "hori" and "hori" in voiced_hebrew("חורי")


@pytest.mark.parametrize("greeting", ["Good afternoon.", "shukran"])
def test_more_greetings(read: Read, greeting: str) -> None:
    assert read(greeting).intent == "greeting"


@pytest.mark.parametrize(
    ("question", "typed", "customer"),
    [("what is the balance of Ofek pharmacy", "Ofek", 2), ("how much does Haboker bakery owe", "Haboker", 4)],
)
def test_a_kind_of_place_said_after_the_name_is_reported_apart(
    read: Read, question: str, typed: str, customer: int
) -> None:
    assert only_name(read(question)) == (typed, customer), question


def test_a_kind_of_business_said_around_the_name_is_reported_apart_and_a_fragment_asks_nobody() -> None:
    """Found after the merge of session 35's helpers: "the X high school" was reported as "school", and a
    word peeled of three prefix letters ("ההליכון" read "יכון") asked between the two names holding תיכון."""
    read = reader(
        CustomerIndex.build(
            [
                (1, "תיכון עירוני ד'", "03-6410011", "רח' הרצל 4, חולון"),
                (2, "מלון חוף התיכון", "04-8520011", "רח' הנמל 2, חיפה"),
                (3, "אלון ושות' עורכי דין", "03-5600011", "רח' הברזל 30, תל אביב"),
            ]
        ),
        TODAY,
    )
    school = read("email for the Ironi high school")
    assert customers_named(school) == (1,) and only_name(school)[0] == "Ironi"
    lawyers = read("how much do the Alon law offices owe")
    assert customers_named(lawyers) == (3,) and only_name(lawyers)[0] == "Alon"
    assert customers_named(read("איבדתי את המפתח של ההליכון")) == ()


def test_a_business_said_with_its_kind_after_at_is_a_name_not_a_place() -> None:
    """ "at the Sharon hotel" is the hotel named Sharon, not a customer whose address is in Ramat HaSharon."""
    read = reader(
        CustomerIndex.build(
            [
                (1, "מלון השרון", "09-9501111", "רח' הים 5, הרצליה"),
                (2, "מרכז ספורט עירוני", "03-5400111", "רח' הבנים 2, רמת השרון"),
            ]
        ),
        TODAY,
    )
    assert customers_named(read("has the technician fixed the lights at the Sharon hotel")) == (1,)
    assert places_said(tokens("the lights at the Sharon hotel")) == []
