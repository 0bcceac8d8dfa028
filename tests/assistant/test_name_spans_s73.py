"""The customer name as typed where the reading mended a space inside it (helper ``span72``): two typed words
that together are one name word ("Aqua Med" of AquaMed, "טננ באום" of טננבאום) are read as that word, and
the name is reported as the typed words that spell it, prefix letters off, linked to its customer."""

from __future__ import annotations

from datetime import date

import pytest

from tests.assistant.names_found import among_others, names_reader

_CARDS = (
    (1, "AquaMed Hydrotherapy", None, "", ""),
    (2, "אבי טננבאום", None, "", ""),
    (3, "צביקה הורוביץ", None, "", ""),
)
_named = names_reader(among_others(_CARDS), date(2026, 12, 7))


@pytest.mark.parametrize(
    ("text", "name", "customer"),
    [
        ("Aqua Med, is the UV lamp ready?", "Aqua Med", 1),
        ("what's the phone of Aqua Med Hydrotherapy?", "Aqua Med Hydrotherapy", 1),
        ("אבי טננ באום, הרובוט מוכן?", "אבי טננ באום", 2),
        ("ולאבי טננ באום יש משהו?", "אבי טננ באום", 2),
        ("מה הטלפון של צביקה הורו ביץ?", "צביקה הורו ביץ", 3),
    ],
)
def test_a_name_word_typed_as_two_is_reported_as_typed(text: str, name: str, customer: int) -> None:
    assert _named(text) == [(name, customer)]


@pytest.mark.parametrize(
    ("text", "name", "customer"),
    [
        ("what's the phone of AquaMed Hydrotherapy?", "AquaMed Hydrotherapy", 1),
        ("מה הטלפון של צביקה הורוביץ?", "צביקה הורוביץ", 3),
    ],
)
def test_a_name_typed_whole_stays_as_typed(text: str, name: str, customer: int) -> None:
    assert _named(text) == [(name, customer)]
