"""The linked customer's name reported as the stretch of typed words that align with the record's name
(helper ``span69n``): a word typed twice is placed where the rest of the name stands, and a function word
inside the name ("של", "et") joins the words on both sides of it."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.aligned_names import with_aligned_neighbours
from misrad.assistant.engine.names import CustomerIndex
from tests.assistant.names_found import names_reader

_CUSTOMERS = ("מסעדת הפינה של לוינסקי", 'משרד עו"ד כהן את שטרן', "אקספרס דרום שליחויות", "Daniel Brooks")


_named = names_reader(
    CustomerIndex.build([(i, name, None) for i, name in enumerate(_CUSTOMERS)]), date(2026, 12, 7)
)


@pytest.mark.parametrize(
    ("text", "name", "customer"),
    [
        ("מה המייל של מסעדת הפינה של לוינסקי", "מסעדת הפינה של לוינסקי", 0),  # "של" typed twice
        ("מה מצב התיקונים של מסעדת הפינה של לוינסקי", "מסעדת הפינה של לוינסקי", 0),
        ("השליח של הפינה של לוינסקי הביא את הקורקינט, מוכן?", "הפינה של לוינסקי", 0),
        ("tax id of the law office Cohen et Stern", "Cohen et Stern", 1),  # "et" of את, between two
        # controls: the name already whole, and a word beside it that is no word of the record
        ("כמה חייבת אקספרס דרום?", "אקספרס דרום", 2),
        ("Daniel Brooks road bike, is it fixed?", "Daniel Brooks", 3),
    ],
)
def test_the_name_is_the_stretch_aligned_with_the_record(text: str, name: str, customer: int) -> None:
    assert _named(text) == [(name, customer)]


def _nothing_reads(word: str) -> frozenset[str]:
    return frozenset()


def test_a_word_put_out_on_purpose_stays_out() -> None:
    words = ["מה", "הטלפון", "ורד", "מתיאטרונ", "הכרמל"]  # "ורד מתיאטרון הכרמל": a person of the theatre
    said = (("הכרמל", "הכרמל"),)
    stored = ["תיאטרונ", "הכרמל"]
    assert with_aligned_neighbours(said, words, stored, _nothing_reads, kept_out={"מתיאטרונ"}) == said
    assert [w for w, _ in with_aligned_neighbours(said, words, stored, _nothing_reads)] == words[3:]


def test_an_end_word_out_of_the_records_order_is_let_go() -> None:
    words = ["המייל", "של", "מסעדת", "הפינה"]
    said = (("של", "של"), ("מסעדת", "מסעדת"), ("הפינה", "הפינה"))
    stored = ["מסעדת", "הפינה", "של", "לוינסקי"]
    assert with_aligned_neighbours(said, words, stored, _nothing_reads) == said[1:]
