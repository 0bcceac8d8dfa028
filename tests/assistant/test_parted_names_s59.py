"""A name as typed never runs across a punctuation mark (session 56, helper spans58): a kind of place said
apart ("הישיבה? אור התורה"), a place said before the name ("in Modiin, נקסט טק") or a description after it
("מכללת הנגב, המעבדה הדנטלית") is not the name; a hyphen inside a name is no mark."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.text import parted_before, tokens
from misrad.assistant.engine.typed_names import typed_together
from tests.assistant.names_found import among_others, names_reader

TODAY = date(2026, 12, 6)
CARDS = [
    (1, "ישיבת אור התורה", None, "", ""),
    (2, 'נקסט טק מודיעין בע"מ', None, "", ""),
    (3, "מכללת הנגב - מעבדה דנטלית", None, "", ""),
    (4, 'מרפאת ד"ר אל-עוברה', None, "", ""),
]
INDEX = among_others(CARDS)
_named = names_reader(INDEX, TODAY)


@pytest.mark.parametrize(
    ("text", "name", "customer"),
    [
        ("מה הטלפון של הישיבה? אור התורה", "אור התורה", 1),
        ("the office in Modiin, נקסט טק, the chairs are finished?", "נקסט טק", 2),
        ("מכללת הנגב, המעבדה הדנטלית, עוד לא סגרו את החוב?", "מכללת הנגב", 3),
    ],
)
def test_a_name_as_typed_never_runs_across_a_mark(text: str, name: str, customer: int) -> None:
    assert _named(text) == [(name, customer)]


def test_the_places_a_mark_parts() -> None:
    text = "מה הטלפון של הישיבה? אור התורה - ומה עם אל-עוברה, ח.פ. שלו"
    parted = parted_before(text)
    words = tokens(text)
    assert {words[n] for n in parted} == {"אור", "ומה", "ח"}  # not "עוברה" (a hyphen) nor "שלו" (a period)


def test_runs_parted_by_a_mark() -> None:
    mentions = (("ישיבה", "ישיבה"), ("אור", "אור"), ("התורה", "התורה"))
    words = ["ישיבה", "אור", "התורה"]
    assert typed_together(mentions, words, set()) == mentions
    assert typed_together(mentions, words, set(), frozenset({1})) == mentions[1:]
