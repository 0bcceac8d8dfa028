"""The name reported has the edge the blind writers draw by the stored name (session 57, helper spans63): a
kind said before the name that the stored name holds after it or past a dash, or after it held away from
the name's words, is said apart; an English word right after the name that translates the stored word
beside the name's is the name's (in lowercase, or capitalised with it), and so is a kind capitalised
before it. The customer found never changes."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.kinds_beside_names import stored_places, without_kinds_said_apart
from tests.assistant.names_found import among_others, names_reader

TODAY = date(2026, 12, 6)
CARDS = [
    (1, "גולן ושות' - משרד עורכי דין", None, "", ""),
    (2, "Sea Breeze Hotel", None, "", ""),
    (3, "לוינסון ושות' עורכי דין", None, "", ""),
    (4, 'אופק מדים בע"מ', None, "", ""),
    (5, 'שליחויות ברק בע"מ', None, "", ""),
    (6, "מלון פסגת תבור", None, "", ""),
    (7, "Ben-Harush Dental Lab", None, "", ""),
    (8, "מסעדת הגליל הקטן", None, "", ""),
    (9, "מוסך עודה", None, "", ""),
]
INDEX = among_others(CARDS)
_named = names_reader(INDEX, TODAY)


@pytest.mark.parametrize(
    ("text", "name", "customer"),
    [
        ("מהו מצב החשבונית של משרד עורכי הדין גולן?", "גולן", 1),  # stored past a dash
        ("מה המייל של משרד גולן ושות'", "גולן ושות", 1),
        ("ha address shel golan orchei din", "golan", 1),
        ("מה הח.פ. של מלון Sea Breeze", "Sea Breeze", 2),  # a kind before the name, stored after it
        ("the tax number of Levinson lawyers, the accountant asks", "Levinson", 3),  # ושות' between
        ("I think the Ben-Harush lab moved - what address do you have", "Ben Harush", 7),
    ],
)
def test_a_kind_the_stored_name_holds_apart_is_said_apart(text: str, name: str, customer: int) -> None:
    assert _named(text) == [(name, customer)]


@pytest.mark.parametrize(
    ("text", "name", "customer"),
    [
        ("is the straight stitch from ofek uniforms fixed", "ofek uniforms", 4),  # lowercase: translated
        ("How much has Barak Deliveries paid so far?", "Barak Deliveries", 5),  # capitalised with it
        ("Is the washer at Hotel Pisgat Tavor done?", "Hotel Pisgat Tavor", 6),  # a capitalised kind before
        ("odeh garage how much they owe", "odeh garage", 9),
    ],
)
def test_an_english_word_translating_the_stored_word_beside_is_the_names(
    text: str, name: str, customer: int
) -> None:
    assert _named(text) == [(name, customer)]


@pytest.mark.parametrize(
    ("text", "name", "customer"),
    [
        ("the hotel Pisgat Tavor, how much do they owe", "Pisgat Tavor", 6),  # lowercase before: apart
        ("what's the phone of the Pisgat Tavor hotel", "Pisgat Tavor", 6),  # a kind of place after: apart
        ("the Hagalil Hakatan restaurant, is their oven ready?", "Hagalil Hakatan", 8),
        ("מה הטלפון של לוינסון ושות'", "לוינסון ושות", 3),  # as stored
        ("כמה חייב מוסך עודה", "מוסך עודה", 9),  # a kind stored right before the name
        ("מלון פסגת תבור חייבים משהו?", "מלון פסגת תבור", 6),
    ],
)
def test_controls_stay(text: str, name: str, customer: int) -> None:
    assert _named(text) == [(name, customer)]


def test_the_parts_of_a_stored_name() -> None:
    assert stored_places("גולן ושות' - משרד עורכי דין") == [
        ("גולנ", 0),
        ("ושות", 0),
        ("משרד", 1),
        ("עורכי", 1),
        ("דינ", 1),
    ]


def test_a_name_word_is_never_said_apart() -> None:
    """Only a kind's word leaves by its order: a surname typed first ("כהן משה") stays the name's."""
    said = (("כהנ", "כהנ"), ("משה", "משה"))
    assert without_kinds_said_apart(said, "משה כהן") == said
    kinds = (("משרד", "משרד"), ("עורכי", "עורכי"), ("גולנ", "גולנ"))
    assert without_kinds_said_apart(kinds, "גולן ושות' - משרד עורכי דין") == (("גולנ", "גולנ"),)
