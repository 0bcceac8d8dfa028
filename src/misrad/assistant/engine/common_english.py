"""English words, most common first (``english_words.txt.gz``: the dictionary words among wordfreq's
200,000 commonest, made by ``scripts/english_words.py``): the general English the slip reader knows beside
the engine's own few words. Every listed word is a word as it stands; the commonest 25,000 are the words
a slip is read as.

The engine's vocabulary is its cues' and its trade's; a writer's English is everyone's. Against that few
a real word reads as a slip of a cue ("quite" of "quote", "shake" of "snake") and a slip of a common word
("warehosue", "moost") stays unread; against this list a real word is a word, however rare ("bilge" is no
"bulge"), and a slip is read as the one common word it reaches. A list committed rather than wordfreq
itself: its import and data cost half a second and ~30 MB a process (measured), the list ~7 MB, loaded
at its first use.
"""

from __future__ import annotations

import gzip
from collections.abc import Container
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the name index's modules read this list: a type only, no import at run time
    from misrad.assistant.engine.names import CustomerIndex

WORDS_FILE = Path(__file__).with_name("english_words.txt.gz")
TARGETS = 25_000  # the commonest words a slip is read as: a rarer one is seldom what a writer meant
# Endings an English word takes on a listed one (the dictionaries list most forms, not an agent noun's
# "er": "inverter", "stacker"; nor a name's "'s").
_ENDINGS = ("'s", "s", "es", "ed", "ing", "er", "ers")


@lru_cache(maxsize=1)
def ranks() -> dict[str, int]:
    """Each common word with its place in the list (0 the commonest)."""
    with gzip.open(WORDS_FILE, "rt", encoding="utf-8") as listed:
        return {word: n for n, word in enumerate(listed.read().split())}


def rank(word: str) -> int | None:
    """The place of a (folded) word, or of the listed word it is with an ending, or None."""
    listed = ranks()
    if word in listed:
        return listed[word]
    for ending in _ENDINGS:
        stem = word[: -len(ending)]
        # An agent noun of four letters before its "er" at least: "tomer" is no "tom" + "er".
        if word.endswith(ending) and len(stem) >= (4 if ending.startswith("er") else 3):
            for form in (stem, stem + "e"):
                if form in listed:
                    return listed[form]
    return None


def common_word(word: str) -> bool:
    """A (folded) Latin word is a common English word as it stands (or one with an ending)."""
    return rank(word) is not None


SHORTEST = 5  # a word read as a common word's slip is this long at least
LIKELIER = 20  # of two common words a slip reaches, the one read is this many times commoner, or neither


def common_slip(word: str, variants: frozenset[str]) -> str | None:
    """The common word of four letters or more among ``word``'s slips undone (``slips.english_variants``)
    that it is most likely, or None: where two are reached, the one far commoner than the other ("moost":
    "most", not "moist"; a word's frequency falls as its rank grows), else neither. Only in a word of five
    letters or more: a shorter one a swap away from a common word is as often a name typed in Latin
    letters ("amis" of עמי, "aims") or a short word of its own (the function words have their own
    reading: "teh")."""
    if len(word) < SHORTEST:
        return None
    listed = ranks()
    found = sorted((listed[v], v) for v in variants if len(v) >= 4 and v in listed)
    if not found or found[0][0] >= TARGETS:
        return None
    if len(found) > 1 and (found[0][0] + 1) * LIKELIER > found[1][0] + 1:
        return None
    return found[0][1]


def may_be_named(word: str, kept: tuple[Container[str], ...], index: CustomerIndex | None) -> bool:
    """A (folded) Latin word a customer may be meant by: a name's or an item's word as typed or with a
    possessive "s" and no apostrophe ("haddads" of Haddad), one ``index`` may read as a name's word, or
    one that sounds like a name word of the other script however faintly ("amits" of עמית)."""
    forms = (word, word[:-1]) if word.endswith("s") and len(word) > 3 else (word,)
    if any(f in words for words in kept for f in forms):
        return True
    if index is None:
        return False
    return any(index.may_be_a_name_word(f) for f in forms) or index.may_sound_like_a_name(word)
