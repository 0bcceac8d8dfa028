"""Words everyone writes, which describe no particular customer however few cards hold them: "לא", "אחרי",
"בבית", "הגיע", "שישי"; and common English words, which are no Hebrew name spelt by its sound. The
description look-up (``described_customers``) weighs a word by how rare it is among the business's
cards, and a card's notes are written in the same everyday language as a question ("לקוח ותיק, מזגנים
בכל הבית"; "מעדיפה שיחה אחרי 16:00"): a word rare among cards but common in the language met them by
chance, and turned questions about the business ("לקוח לא היה בבית כשהטכנאי הגיע, יש חיוב?") into
questions about a customer (session 39).

Said beside a rarer word as a card holds the two ("הלקוחה שעברה לחולון" of "עברה לחולון"), or an English
one capitalised as a name ("Avi Gross"), such a word describes after all (``described_customers``, s40).

The commonest words by wordfreq's ranks: Hebrew's in ``common_hebrew.txt`` (``scripts/common_hebrew.py``),
English's the slip reader's list (``common_english``). Neither is fitted to any question.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from misrad.assistant.engine.common_english import rank
from misrad.assistant.engine.text import fold, readings

# An English word this common is a word of the language: never a Hebrew name or street spelt in Latin
# letters, so it is not met by its sound ("lab" is no "לוי"); "Herzl", "Weizmann", "Bosch" are far rarer.
ENGLISH_AS_SUCH = 10_000
# The commonest 2,000 Hebrew words (the 2,000th is about "שישי"; a street named for a person, "הרצל"
# ~3,000th as a word, stays a description).
HEBREW_FILE = Path(__file__).with_name("common_hebrew.txt")


@lru_cache(maxsize=1)
def _hebrew() -> frozenset[str]:
    return frozenset(fold(w) for w in HEBREW_FILE.read_text("utf-8").split())


def everyday(word: str) -> bool:
    """A (folded) Hebrew word among the language's commonest, as it stands or behind a prefix letter.

    Hebrew only: English's commonest 2,000 hold the nouns a description is made of ("the property
    management company", "the committee", "cold storage"), and cost six development rows when read so
    (session 39); the English word that met a card by chance ("lab") met it by its sound
    (``english_as_such``)."""
    if word.isascii():
        return False
    common = _hebrew()
    return any(r in common for r in readings(word)[:2])


def english_as_such(word: str) -> bool:
    """A Latin word that is a common English word, not a spelling of a Hebrew one."""
    place = rank(word)
    return place is not None and place < ENGLISH_AS_SUCH
