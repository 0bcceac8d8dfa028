"""The forms a word of the knowledge base is indexed and looked up under: its prefix-peeled readings, each
without a plural or inflection ending, the singular of a short noun, its roots (``knowledge`` indexes and
queries by them), and a Hebrew word's fuller spellings."""

from __future__ import annotations

from functools import lru_cache

from misrad.assistant.engine.roots import roots
from misrad.assistant.engine.text import hebrew_word, readings

# Plural and construct endings (folded: final letters are ordinary ones), and English inflections.
# "is" and "e": a noun in -sis and its verb in -se meet ("diagnosis", "diagnose").
_SUFFIXES = ("ימ", "ות", "ית", "ה", "ת", "י", "ing", "es", "s", "ed", "is", "e")


@lru_cache(maxsize=65536)
def forms(word: str) -> tuple[str, ...]:
    """The word, its prefix-peeled readings, and each without a plural or inflection ending, so "פתוח"
    meets "פתוחים", "בשבת" meets "שבת" and "ship" meets "shipping". Peeling two or more letters must
    leave four ("מכשיר" is not "מ+כ+שיר"), and stems keep at least three letters. A Hebrew word's root
    keys come last."""
    found = [
        reading
        for depth, reading in enumerate(readings(word))
        if depth == 0 or (len(reading) >= 3 and (depth == 1 or len(reading) >= 4))
    ]
    for reading in tuple(found[:2]):  # endings come off the word or a one-letter peel only
        for suffix in _SUFFIXES:
            if reading.endswith(suffix) and len(reading) - len(suffix) >= 3:
                stem = reading[: -len(suffix)]
                found.append(stem)
                if suffix in ("ing", "ed") and len(stem) > 3 and stem[-1] == stem[-2]:
                    found.append(stem[:-1])  # "shipping" -> "shipp" -> "ship"
        found += _short_noun_singular(reading)
    # Last, the roots a Hebrew word may be built on (engine/roots): "משלמים" meets "תשלומים".
    found += roots(word)
    return tuple(dict.fromkeys(found))


def _short_noun_singular(reading: str) -> list[str]:
    """A noun of two letters and ה ("שעה", "מנה") in its plural ("שעות") or construct ("שעת עבודה"):
    its singular, which the stems above miss (they keep three letters, so "שעות" is never "שע")."""
    for suffix in ("ות", "ת"):
        if reading.endswith(suffix) and len(reading) - len(suffix) == 2 and not reading.isascii():
            return [reading[: -len(suffix)] + "ה"]
    return []


def fuller_spellings(word: str) -> list[str]:
    """A Hebrew word written without a vowel letter (ktiv haser: "כסא", "שמר") as it is also written with
    one (ktiv male: "כיסא", "שומר"): a י or a ו between two of its letters."""
    if len(word) < 3 or not hebrew_word(word):
        return []
    return [word[:i] + vowel + word[i:] for i in range(1, len(word)) for vowel in "יו"]
