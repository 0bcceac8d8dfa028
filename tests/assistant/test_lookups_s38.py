"""Customer look-ups by a writer the engine has not seen (session 38, helper lookups38): a first name
said as its everyday short form for the full one on the card ("Yossi" for יוסף, "בני" for בנימין), a
customer told apart by the town they are from ("רחל מרעננה"), and a field of a named customer's card
asked inside a longer message whose other words are about a job ("the technician has no address for
<name>")."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nicknames import other_forms
from misrad.assistant.engine.nlu import understand
from misrad.assistant.engine.places import places_said

TODAY = date(2026, 12, 5)
INDEX = CustomerIndex.build(
    [
        (1, "יוסף מזרחי", None, "רח' סוקולוב 33, הרצליה"),
        (2, "בנימין שפירא", None, "רח' טשרניחובסקי 12, כפר סבא"),
        (3, "רחל אופיר", None, "רח' אחוזה 120, רעננה"),
        (4, "רחל כהן", None, "רח' הנביאים 5, חיפה"),
        (5, "דניאל לוי", None, "רח' ההגנה 3, נתניה"),
        (6, "אבי גרוס", None, "רח' ויצמן 14, כפר סבא"),
        (7, "אברהם גרוס", None, "רח' הגפן 2, רעננה"),
    ]
)


def _named(text: str) -> tuple[int, ...]:
    found = understand(text, today=TODAY, index=INDEX).names
    return found.customer_ids if found is not None else ()


@pytest.mark.parametrize(
    ("text", "customer"),
    [
        ("Yossi Mizrahi's phone please", 1),
        ("תן לי את הנייד של יוסי מזרחי", 1),
        ("Do we have an address for Benny Shapira?", 2),
        ("איפה גר בני שפירא?", 2),
        ("how much does Yossi Mizrahi owe?", 1),
    ],
)
def test_a_short_first_name_names_the_full_one_on_the_card(text: str, customer: int) -> None:
    assert _named(text) == (customer,), text


def test_a_short_form_a_card_holds_itself_is_that_card_only() -> None:
    # "אבי גרוס" is on a card as typed: no אברהם גרוס is dragged in beside him.
    assert _named("מה הטלפון של אבי גרוס?") == (6,)
    assert _named("what's Avraham Gross's phone?") == (7,)


def test_a_short_form_that_is_also_a_word_stands_for_no_name() -> None:
    assert other_forms("יוני") == ()  # June
    assert other_forms("אלי") == ()  # to me
    assert "יוסי" in other_forms("yossi")[0]  # its own spelling first, then the full name
    assert "יוספ" in other_forms("yossi")[1]


def test_a_short_form_names_a_card_holding_it_before_a_full_name_a_surname_holds() -> None:
    # "Avi" is אבי מזרחי's, not נטלי אברהם's: her surname is the full form of another first name.
    index = CustomerIndex.build([(1, "אבי מזרחי", None), (2, "נטלי אברהם", None)])
    found = understand("what about the photocell at Avi's?", today=TODAY, index=index).names
    assert found is not None and found.customer_ids == (1,)


def test_the_town_someone_is_from_tells_two_of_a_first_name_apart() -> None:
    assert _named("רחל מרעננה, מה הטלפון שלה?") == (3,)
    assert _named("מה הכתובת של רחל מחיפה?") == (4,)


def test_a_street_said_with_from_names_nobody_by_itself() -> None:
    assert places_said(["הלקוח", "מהגפן"]) == [("הגפן",)]
    assert places_said(["הלקוח", "מהגפן"], from_towns=False) == []
    assert places_said(["מעל", "מגן"]) == []  # short words behind a מ are words of their own


@pytest.mark.parametrize(
    "text",
    [
        "בוקר טוב, הטכנאי בדרך לנתניה ואין לו את הכתובת של דניאל לוי, תוכל לשלוח לי?",
        "the tech needs the address of Daniel Levy before he drives over",
        "The inspector asked for Daniel Levy's email for his report",
    ],
)
def test_a_field_of_the_named_card_asked_amid_a_jobs_words_is_a_look_up(text: str) -> None:
    assert understand(text, today=TODAY, index=INDEX).intent == "customer_lookup", text


@pytest.mark.parametrize(
    "text",
    ["מתי הטכנאי מגיע לכתובת של דניאל לוי?", "when is the technician coming to the address of Daniel Levy?"],
)
def test_the_address_gone_to_is_no_look_up(text: str) -> None:
    assert understand(text, today=TODAY, index=INDEX).intent == "repair_status", text


def test_a_name_said_after_on_is_no_street_that_sounds_like_it() -> None:
    # "on Shimon Azulai": both words name שמעון אזולאי; "Shimon" is no place, though ויצמן sounds close.
    index = CustomerIndex.build(
        [
            (1, "שמעון אזולאי", None, "רח' הרב קוק 9, הוד השרון"),
            (2, "ועד הבית ויצמן 14", None, "רח' ויצמן 14"),
        ]
    )
    found = understand("any notes on Shimon Azulai?", today=TODAY, index=index).names
    assert found is not None and found.customer_ids == (1,)
    # A place said apart from the name still tells two of one name apart.
    assert _named("מה הכתובת של רחל מחיפה?") == (4,)


MALLS = CustomerIndex.build(
    [(1, "מרכז רפואי השרון", None, "דרך השרון 2"), (2, "קניון השרון", None, "שדרות בנימין 1, נתניה")]
)


@pytest.mark.parametrize(
    ("text", "customer"),
    [
        ("Sharon Medical Center - what email do we have for them?", 1),
        (
            "The inspector asked for the company number of Sharon Mall for his report, is it on file?",
            2,
        ),
    ],
)
def test_a_hebrew_business_said_in_english_by_its_kind_and_its_name_sounded(text: str, customer: int) -> None:
    # "mall" is translated (קניון), "Sharon" sounded (השרון): the whole name said, amid other words.
    found = understand(text, today=TODAY, index=MALLS)
    assert found.intent == "customer_lookup", text
    assert found.names is not None and found.names.customer_ids == (customer,) and found.names.exact


def test_a_kind_alone_in_english_stays_a_kind() -> None:
    found = understand("Sharon Mall email", today=TODAY, index=MALLS).names
    assert found is not None and not found.generic
    kind_only = understand("the mall's email", today=TODAY, index=MALLS).names
    assert kind_only is None or kind_only.generic
