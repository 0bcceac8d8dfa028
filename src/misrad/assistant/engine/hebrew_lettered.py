"""English and Russian words written in Hebrew letters: "מה הבאלאנס של ...", "אינבויס 0415", "שטו עם
הריפייר", "סקולקו הוא חייב". A new immigrant on the staff writes the words of the office in the language
they learnt them in, spelt as they sound; a phone's voice typing does the same with an English word said
in a Hebrew sentence.

Not a list of spellings: a Hebrew word is read by its sound (``sounds.sound_keys``: its consonants as Latin
sounds, the vowel letters dropped, letters of two sounds in each reading) and met against the same key of
the engine's English cue words (the lexicon's, the trade's concepts', the function words'), so "באלאנס",
"בלאנס" and "באלנס" all meet "balance". A key of three consonants or more is needed, and the one word it
meets: a shorter key ("st", "lk") is shared by too many words. Russian ones meet a short list of the
words an office asks in (``_RUSSIAN``): Russian function words (what, how much, when, where) carry the
question itself and are few, and the records' own nouns and verbs (invoice, debt, repair, paid, ready);
for those of one or two consonants ("שטו") the vowel letters must meet too (``sounds.voiced_hebrew``).

Never read so: a Hebrew word the engine knows (its lexicons, the bilingual lexicon, function words; behind
prefix letters and in its plural), a word of a customer's name, or a word of two letters.
"""

from __future__ import annotations

import functools
import re
from collections import defaultdict
from collections.abc import Collection
from functools import lru_cache
from itertools import product

from misrad.assistant.engine.bilingual import hebrew_words
from misrad.assistant.engine.evidence import lexicon_words
from misrad.assistant.engine.lexicon import LEXICON_SOURCE, STOPWORDS
from misrad.assistant.engine.morphology import patterned_roots, singular_forms, verb_intents
from misrad.assistant.engine.text import fold, readings

# Russian words of an office's questions in Latin letters, with the English word the engine reads them as.
_RUSSIAN = {
    "shto": "what", "chto": "what", "skolko": "how much", "kogda": "when", "gde": "where", "pochemu": "why",
    "kto": "who", "dolg": "debt", "remont": "repair",
    "oplatil": "paid", "oplatila": "paid", "oplachen": "paid", "gotov": "ready", "gotovo": "ready",
    "adres": "address", "nomer": "number", "telefon": "phone",
}  # fmt: skip
# The asking words a clerk puts around a question ("פליז"), beside the intents' own.
_ASKING = frozenset(("please",))

# A Hebrew letter's Latin sound; the vowel letters as the vowel they write (א and ע an a, ו an o or u,
# י an i or e), a ו also a v and a כ also a kh in a second reading (``_hebrew_sounds``).
_HEBREW = str.maketrans(
    {
        "ב": "b", "ג": "g", "ד": "d", "ה": "h", "ז": "s", "ח": "h", "ט": "t", "כ": "k", "ל": "l", "מ": "m",
        "נ": "n", "ס": "s", "פ": "p", "צ": "s", "ק": "k", "ר": "r", "ש": "s", "ת": "t", "א": "a", "ע": "a",
        "ו": "o", "י": "i",
    }
)  # fmt: skip
# Letters of two sounds: ו a vowel or a v, ב a b or a v ("אינבויס"), כ a k or a kh.
_READINGS = {"ו": ("o", "v"), "ב": ("b", "v"), "כ": ("k", "h")}
_LATIN_PAIRS = (
    ("tion", "shn"), ("sch", "s"), ("sh", "s"), ("ch", "h"), ("kh", "h"), ("th", "t"), ("ph", "p"),
    ("ck", "k"), ("qu", "kv"), ("wh", "v"), ("x", "ks"),
)  # fmt: skip
_LATIN = str.maketrans({"c": "k", "q": "k", "w": "v", "f": "p", "j": "g", "z": "s"})
_VOWELS = re.compile(r"[aeiouy]+")


def _collapsed(sound: str) -> str:
    """Without the a's inside it (Hebrew writes one there or leaves it out: "באלאנס", "בלנס"; it writes
    an a that opens or ends a word), no sound twice running."""
    sound = re.sub(r"(.)\1+", r"\1", sound)
    return sound[:1] + sound[1:-1].replace("a", "") + sound[-1:] if len(sound) > 2 else sound


def _hebrew_sounds(word: str) -> set[str]:
    """How a Hebrew word sounds, in each reading of its ו (o or v) and כ (k or kh); a final ה an a."""
    word = word[:-1] + "א" if len(word) > 2 and word.endswith("ה") else word
    word = word[1:] if word[:1] in "אע" and word[1:2] in "וי" else word  # an א that only carries a vowel
    options = [_READINGS.get(c, (c.translate(_HEBREW),)) for c in word]
    return {_collapsed("".join(sound)) for sound in product(*options)}


def _latin_sounds(word: str) -> set[str]:
    """How an English (or Russian) word sounds, its vowels as Hebrew writes them: an i-sound ("ee", "ea",
    "ai") as י, an o- or u-sound as ו, "oi" as וי, an e as nothing or as י, a silent final e dropped."""
    for pair, sound in _LATIN_PAIRS:
        word = word.replace(pair, sound)
    word = re.sub(r"c(?=[eiy])", "s", word)  # "invoice", "price"
    word = re.sub(r"(?<=[^aeiouy])e(s?)$", r"\1", word)  # "please", "invoices"
    found: set[str] = set()
    for e_sound in ("", "i"):
        sound = _VOWELS.sub(functools.partial(_vowel, e_sound=e_sound), word)
        found.add(_collapsed(sound.translate(_LATIN)))
    return found


def _vowel(found: re.Match[str], e_sound: str) -> str:
    letters = found.group(0)
    if letters in ("oi", "oy"):
        return "oi"
    if letters in ("i", "y") or any(p in letters for p in ("ee", "ea", "ie", "ei", "ey", "ai", "ay")):
        return "i"
    if set(letters) & set("ou"):
        return "o"
    return "a" if letters == "a" else e_sound


@lru_cache(maxsize=1)
def _targets() -> dict[str, frozenset[str]]:
    """The words meant by their sounds: the intents' English cue words, the asking ones, and the Russian
    ones as the English word they mean."""
    cues = {fold(w) for words in LEXICON_SOURCE.values() for w in words} | _ASKING
    english = [(w, w) for w in cues if w.isascii() and w.isalpha() and len(w) >= 4]
    by_sound: dict[str, set[str]] = defaultdict(set)
    for word, meant in [*english, *_RUSSIAN.items()]:
        for sound in _latin_sounds(word):
            by_sound[sound].add(meant)
    return {k: frozenset(v) for k, v in by_sound.items()}


@lru_cache(maxsize=1)
def _known_hebrew() -> frozenset[str]:
    return frozenset(w for w in lexicon_words() if not w.isascii()) | hebrew_words() | STOPWORDS


@lru_cache(maxsize=20_000)
def lettered_word(word: str) -> str | None:
    """The English word (or words) a (folded) Hebrew word spells by its sound, or None."""
    # As typed, or behind one prefix letter, and without a Hebrew plural's ending ("אינבויסים"): peeled
    # further, or read back from a construct form, the rest of a Hebrew word is too often a sound of
    # something else ("אופני" is no "open").
    spelt = (word, word[1:]) if word[0] in _ONE_PREFIX and len(word) > 4 else (word,)
    readings_of = (r for r in spelt for r in (r, r[:-2] if r.endswith(("ימ", "ות")) else "") if r)
    meant = next((m for m in map(_meant, readings_of) if m is not None), None)
    # Its sound first, a few dict look-ups that most words fail; only then whether the word is one of
    # the language's, the dearer test (its patterns): a word's first reading costs milliseconds so.
    return meant if meant is not None and not _a_hebrew_word(word) else None


def _a_hebrew_word(word: str) -> bool:
    """A word the engine knows, behind its prefix letters or in its plural, or a form of the language
    ("לעשות", "שואלת")."""
    known = _known_hebrew()
    if any(r in known or any(s in known for s in singular_forms(r)) for r in readings(word)):
        return True
    return bool(verb_intents(word) or patterned_roots(word))


def _meant(reading: str) -> str | None:
    """The one word (or the singular of one) that sounds as ``reading`` is written; of three letters only a
    Russian one ("שטו"): a short Hebrew word sounds like too many ("שתל", "settle")."""
    targets = _targets()
    meant = {m for sound in _hebrew_sounds(reading) for m in targets.get(sound, ())}
    if len(reading) < 4:
        meant &= set(_RUSSIAN.values())
    shortest = min(meant, key=len, default=None)
    return shortest if shortest and all(m.startswith(shortest) for m in meant) else None


_ONE_PREFIX = frozenset("הולבש")
# A Hebrew word of three letters or more, none beside a geresh or gershayim (an abbreviation's, "ש\"ח").
_HEBREW_WORD = re.compile(
    r"(?<![\u05d0-\u05ea'\"\u05f3\u05f4])[\u05d0-\u05ea]{3,}(?![\u05d0-\u05ea'\"\u05f3\u05f4])"
)


def with_lettered_words(text: str, names: Collection[str] = frozenset()) -> str:
    """``text`` with each English or Russian word in Hebrew letters written as the English word it is;
    ``names``: the (folded) words of customers' names, never read so."""

    def read(found: re.Match[str]) -> str:
        word = fold(found.group(0))
        if any(r in names for r in readings(word)):
            return found.group(0)
        return lettered_word(word) or found.group(0)

    return _HEBREW_WORD.sub(read, text)
