"""A name typed whole of which the index matched one word (session 56, helper spans58): the word beside it
that renders another word of the same customer's stored name, said alike in either script, is part of the
name as typed; a translated kind of business, a word past the whole name and a title are not."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.rendered_names import renders, with_rendered_neighbours
from tests.assistant.names_found import among_others, names_reader

TODAY = date(2026, 12, 6)
CARDS = [
    (1, "Tailor Express", None, "", ""),
    (2, "Sababa Burgers", None, "", ""),
    (3, "יוסף חורי", None, "", ""),
    (4, "סלים עודה", None, "", ""),
    (5, "David Goldstein", None, "", ""),
    (6, "גבאי ושות' - משרד עורכי דין", None, "", ""),
    (7, "שני וייס", None, "", ""),
]
INDEX = among_others(CARDS)
_named = names_reader(INDEX, TODAY)


@pytest.mark.parametrize(
    ("text", "name", "customer"),
    [
        ("כמה חייבים טיילור אקספרס", "טיילור אקספרס", 1),
        ("קאבו של סבבה בורגר מה מצב", "סבבה בורגר", 2),
        ("מה היתרה של יוסף כורי", "יוסף כורי", 3),
        ("how much does salim oday owe", "salim oday", 4),
        ("מר דוד גולדשטיין התקשר, כמה הוא חייב", "דוד גולדשטיין", 5),
    ],
)
def test_a_word_beside_the_name_said_alike_is_the_names(text: str, name: str, customer: int) -> None:
    assert _named(text) == [(name, customer)]


@pytest.mark.parametrize(
    ("text", "name", "customer"),
    [
        ("מה הטלפון של טיילור", "טיילור", 1),  # one word said alone
        ("Tailor Express balance", "Tailor Express", 1),  # as stored
        ("the law office Gabay, is the safe open", "Gabay", 6),  # a kind translated: the writer's choice
    ],
)
def test_controls_stay(text: str, name: str, customer: int) -> None:
    assert _named(text) == [(name, customer)]


def test_a_word_past_the_whole_name_is_the_sentences() -> None:
    mentions = (("salim", "salim"), ("oday", "oday"))
    words = ["salim", "oday", "owes", "us"]
    assert with_rendered_neighbours(mentions, words, ["סלימ", "עודה"], ()) == mentions


def test_another_entitys_word_and_a_title_are_not_the_names() -> None:
    mentions = (("cohen", "cohen"),)
    assert with_rendered_neighbours(mentions, ["dr", "cohen"], ["דר", "כהנ"], ()) == mentions
    assert with_rendered_neighbours(mentions, ["cohen", "dana"], ["כהנ", "דנה"], {"dana"}) == mentions


def test_renders() -> None:
    assert renders("אקספרס", "express")
    assert renders("בורגר", "burgers")  # a Latin closing s unsaid in Hebrew letters
    assert renders("כורי", "חורי")  # one letter for another said alike
    assert renders("sweets", "suites")
    assert not renders("office", "משרד")  # a translation is not a rendering
