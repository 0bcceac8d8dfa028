"""A general bilingual lexicon: everyday English words and their Hebrew words, so a question in one
language meets a knowledge item (or a customer's item) written in the other without a list per trade.

Provenance: ``bilingual.tsv`` was written by session 26's helper `chat26` on 2026-12-03 from general
knowledge of the two languages, systematically by topic (time, money and paying, places and buildings,
people, actions, qualities, household objects and furniture, materials, vehicles, tools, weather and
nature, food and occasions, body and health, office and communication, clothing, measures), not from the
items or questions of any batch or devset. A line holds the English words of one meaning and the Hebrew
words of it, base forms only: Hebrew prefix letters, plurals and construct forms reach them through the
engine's own readings (``knowledge_forms.forms``), English endings through its stems. Words of more than one
meaning stand on each of their lines ("spring" is no קפיץ here, only אביב). A translation is read a little
below the word itself (as the trade's concepts in ``terms`` are), and never makes a word a customer's
name or a concept of the trade: a translation counts only where the other language's word is there to
meet (a knowledge item holds it, a customer's item is named by it).

An English fixed phrase ("last minute", "second hand", "down payment") is one unit, read before its words
one by one: ``phrase_units`` joins its tokens into one query word whose translations are the phrase's own
Hebrew words, so "last minute" meets דחוף or ברגע האחרון, never the דקות of "minute". The phrases were
written by session 27's helper `chat27` on 2026-12-03 the same way (everyday idioms of ordering, paying,
time, things that break and being served), not from any batch's items. A phrase's Hebrew words of more
than one word are met word by word (ברגע האחרון: "ברגע", "האחרון").

Loaded once per process into dicts; a look-up is a dict access per reading, a phrase a tuple's per
position of the question's tokens.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import pairwise
from pathlib import Path

from misrad.assistant.engine.morphology import construct_singulars
from misrad.assistant.engine.text import fold, tokens

_DATA = Path(__file__).with_name("bilingual.tsv")


def _words(field: str) -> list[str]:
    return [fold(w.strip()) for w in field.split(",") if w.strip()]


def _lines() -> list[tuple[list[str], list[str]]]:
    """Each line's English and Hebrew words (a phrase's as typed, spaces kept)."""
    return [
        (_words(english), _words(hebrew))
        for line in _DATA.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
        for english, hebrew in [line.split("\t", 1)]
    ]


@lru_cache(maxsize=1)
def _table() -> dict[str, tuple[str, ...]]:
    """Each (folded) word to its words in the other language; a phrase (the English words of one unit,
    joined by a space) to its Hebrew words one by one. A Hebrew word is never read back as a phrase."""
    found: dict[str, list[str]] = {}
    for english, hebrew in _lines():
        words = [w for h in hebrew for w in h.split()]
        for word in english:
            found.setdefault(" ".join(tokens(word)), []).extend(words)
        for word in hebrew:
            if " " not in word:
                found.setdefault(word, []).extend(e for e in english if " " not in e)
    return {word: tuple(dict.fromkeys(others)) for word, others in found.items() if others}


@lru_cache(maxsize=1)
def _phrases() -> dict[tuple[str, str], frozenset[tuple[str, ...]]]:
    """The English phrases by their first two tokens: each phrase as its tuple of tokens."""
    found: dict[tuple[str, str], set[tuple[str, ...]]] = {}
    for english, _hebrew in _lines():
        for phrase in (tuple(tokens(e)) for e in english):
            if len(phrase) > 1:
                found.setdefault((phrase[0], phrase[1]), set()).add(phrase)
    return {opening: frozenset(phrases) for opening, phrases in found.items()}


def phrase_words(words: list[str]) -> set[str]:
    """The tokens of the question that stand in an English phrase the lexicon knows: an everyday idiom
    of ordering, paying, time or a thing that broke ("short notice", "wont start"), said of the
    business's affairs, not words of another topic."""
    return {word for unit in phrase_units(words) if " " in unit for word in unit.split()}


def phrase_units(words: list[str]) -> list[str]:
    """The question's tokens with each English phrase the lexicon knows joined into one (the longest
    at each place): "book at the last minute" is ["book", "at", "the", "last minute"]."""
    phrases = _phrases()
    # Most questions hold no phrase's opening pair: a set's look-up in C, no loop of ours.
    if phrases.keys().isdisjoint(pairwise(words)):
        return list(words)
    out: list[str] = []
    at = 0
    while at < len(words):
        opening = (words[at], words[at + 1]) if at + 1 < len(words) else ("", "")
        known = (p for p in phrases.get(opening, ()) if tuple(words[at : at + len(p)]) == p)
        longest = max(known, key=len, default=(words[at],))
        out.append(" ".join(longest))
        at += len(longest)
    return out


@lru_cache(maxsize=65536)
def translations(word: str, readings: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The (folded) words of the other language for ``word`` or one of its ``readings``."""
    table = _table()
    own = {word, *readings}
    looked = (word, *readings, *construct_singulars((word, *readings)), *_e_dropped(word, readings))
    found = (other for reading in looked for other in table.get(reading, ()))
    return tuple(dict.fromkeys(other for other in found if other not in own))


@lru_cache(maxsize=1)
def hebrew_words() -> frozenset[str]:
    """The lexicon's Hebrew words (folded, one word each): words of the language a slip is undone
    towards, and that are no slip of another."""
    return frozenset(w for w in _table() if w and "\u05d0" <= w[0] <= "\u05ea" and " " not in w)


@lru_cache(maxsize=1)
def english_words() -> frozenset[str]:
    """The lexicon's English words (folded, one word each): words a Latin slip is undone towards."""
    return frozenset(w for w in _table() if w.isascii() and " " not in w)


@lru_cache(maxsize=1)
def _same_meaning() -> dict[str, tuple[str, ...]]:
    """Each Hebrew word to the other Hebrew words of its lines: one meaning's spellings and synonyms
    (כורסה and כורסא, מזרן and מזרון, ספרייה and כוננית), met on the line itself, never through an
    English word of two meanings ("ring" is a phone's call and a jeweller's טבעת)."""
    found: dict[str, list[str]] = {}
    for _english, hebrew in _lines():
        words = [w for w in hebrew if " " not in w]
        for word in words:
            found.setdefault(word, []).extend(w for w in words if w != word)
    return {word: tuple(dict.fromkeys(others)) for word, others in found.items() if others}


@lru_cache(maxsize=65536)
def same_meaning(word: str, readings: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The (folded) Hebrew words of one meaning with ``word`` or one of its ``readings``."""
    table = _same_meaning()
    own = {word, *readings}
    found = (other for reading in (word, *readings) for other in table.get(reading, ()))
    return tuple(dict.fromkeys(other for other in found if other not in own))


def _e_dropped(word: str, readings: tuple[str, ...]) -> list[str]:
    """An English verb's base that lost its e to -ing or -ed ("removing", "changed"): its stems with the
    e back. Only a stem, never the word itself ("pin" is no "pine")."""
    if not (word.isascii() and word.endswith(("ing", "ed"))):
        return []
    return [r + "e" for r in readings if r != word and r.isalpha() and not r.endswith("e")]


def size() -> int:
    """How many words the lexicon holds, both languages."""
    return len(_table())


_THINGS = Path(__file__).with_name("things.tsv")
# A thing's name: its words in order ("hearing", "aid"; "מכשיר", "שמיעה").
Name = tuple[str, ...]


@lru_cache(maxsize=1)
def thing_names() -> tuple[tuple[Name, ...], ...]:
    """The names of each thing of ``things.tsv`` in both languages ("hearing aid", "מכשיר שמיעה"), each
    name as its (folded) words: a thing said by one of its names is the item stored under another. Kept
    apart from the general lexicon: its words one by one are no idiom of a question (``phrase_units``),
    and "aid" alone is no מכשיר."""
    found: list[tuple[Name, ...]] = []
    for line in _THINGS.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            english, hebrew = line.split("\t", 1)
            names = [tuple(tokens(w)) for w in _words(english)] + [tuple(w.split()) for w in _words(hebrew)]
            found.append(tuple(dict.fromkeys(n for n in names if n)))
    return tuple(found)
