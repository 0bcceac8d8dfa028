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


# A person's first name before the surname word of a business's card (helper ``span72``): "פנינה" is a word
# of the language, but no word of "גבאי ושות'", so the two are a person no card holds, reported as typed.
_firm_named = names_reader(
    among_others(((1, "גבאי ושות' - משרד עורכי דין", None, "", ""),)), date(2026, 12, 7)
)


@pytest.mark.parametrize(
    "text", ["מה הטלפון של פנינה גבאי?", "כמה חייבת פנינה גבאי?", "פנינה גבאי שאלה מה עם המנעול"]
)
def test_a_first_name_before_a_firms_word_is_a_person_no_card_holds(text: str) -> None:
    assert _firm_named(text) == [("פנינה גבאי", None)]


@pytest.mark.parametrize(
    ("text", "name"), [("מה הטלפון של גבאי?", "גבאי"), ("כמה חייב גבאי ושות?", "גבאי ושות")]
)
def test_the_firm_named_by_its_own_words_stays_linked(text: str, name: str) -> None:
    assert _firm_named(text) == [(name, 1)]
