"""A common noun or a place said beside a customer's name is not the name as typed (session 56, helper
spans58): a kind of business with the article the writer added beside a word the stored name does not hold
next to it ("המועצה גן רווה", "הגפן הנגרייה"), a place behind a preposition's letter ("מועדון הגמלאים
בנווה שאנן"); the name's own phrase stays ("המרכז הקהילתי", "הגן ילדים", "סלון הכלות")."""

from __future__ import annotations

import pytest

from misrad.assistant.engine.text import tokens
from misrad.assistant.engine.typed_names import without_phrases_around


def _kept(said: list[tuple[str, str]], stored: str) -> list[str]:
    return [w for w, _ in without_phrases_around(tuple(said), tokens(stored))]


@pytest.mark.parametrize(
    ("said", "stored", "kept"),
    [
        ([("המועצה", "מועצה"), ("גנ", "גנ"), ("רווה", "רווה")], "מועצה אזורית גן רווה", ["גנ", "רווה"]),
        ([("הגפנ", "הגפנ"), ("הנגרייה", "נגרייה")], "נגריית הגפן", ["הגפנ"]),
        (
            [("מועדונ", "מועדונ"), ("הגמלאימ", "הגמלאימ"), ("בנווה", "נווה"), ("שאננ", "שאננ")],
            "מועדון הגמלאים נווה שאנן",
            ["מועדונ", "הגמלאימ"],
        ),
        (
            [("ורד", "ורד"), ("מתיאטרונ", "תיאטרונ"), ("הכרמל", "הכרמל")],
            "תיאטרון הכרמל",
            ["מתיאטרונ", "הכרמל"],
        ),
    ],
)
def test_a_noun_or_a_place_beside_the_name_is_left_out(
    said: list[tuple[str, str]], stored: str, kept: list[str]
) -> None:
    assert _kept(said, stored) == kept


@pytest.mark.parametrize(
    ("said", "stored"),
    [
        ([("המרכז", "מרכז"), ("הקהילתי", "הקהילתי")], "מרכז קהילתי בורוכוב"),  # the name's own phrase
        ([("הגנ", "גנ"), ("ילדימ", "ילדימ")], "גן הילדים דובדבן"),  # the article moved
        ([("סלונ", "סלונ"), ("הכלות", "כלות")], "סלון כלות ליאורה"),  # the construct state
        ([("המועצה", "מועצה"), ("גנ", "גנ")], ""),  # no one customer's name: said whole
        ([("משרד", "משרד"), ("בלום", "בלום")], "משרד בלום"),  # as stored
    ],
)
def test_the_names_own_phrase_stays(said: list[tuple[str, str]], stored: str) -> None:
    assert _kept(said, stored) == [w for w, _ in said]
