"""A message as its writer meant it typed: each word one slip of the fingers keeps from being a known word
written as that word, and a space left out or struck put right (``with_slips_undone``), before every
reader. English words are read against the engine's own words and the common English words
(``common_english``); Hebrew ones by ``evidence.hebrew_slip``; spaces by ``word_breaks``.
"""

from __future__ import annotations

import re
from collections.abc import Container
from functools import lru_cache

from misrad.assistant.engine.bilingual import english_words, translations
from misrad.assistant.engine.common_english import common_slip, common_word, may_be_named, rank, ranks
from misrad.assistant.engine.everyday_words import everyday
from misrad.assistant.engine.evidence import (
    FINAL_FORMS,
    HEBREW_TYPED,
    as_it_stands,
    hebrew_known,
    hebrew_slip,
    words_meant,
)
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.morphology import singular_forms, verb_intents
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.slips import english_variants
from misrad.assistant.engine.terms import is_town
from misrad.assistant.engine.text import fold, readings
from misrad.assistant.engine.word_breaks import (
    ENGLISH_FUNCTION_WORDS,
    before_shel,
    broken_joined,
    glued_apart,
    glued_parted,
)

# Latin words only: Hebrew packs its words so close that a slip undone in the text is as often another
# word ("לקנות" / "לנקות", "החנות" / "הנחות"); its slips are read by ``word_hits`` and the items alone.
# Never a piece of an email or a web address ("orit.stern@walla.co.il" is no "walls").
# Nor a code's letters ("INV-4122", "AVX4122"): a record's number, no word.
_TYPED_WORD = re.compile(r"(?<![A-Za-z0-9'@._/])(?<!\d-)[A-Za-z]{3,}(?![A-Za-z0-9'@_/]|-\d|\.[A-Za-z0-9])")


def with_slips_undone(text: str, *kept: Container[str], index: CustomerIndex | None = None) -> str:
    """The message with each word that one slip of the fingers keeps from being a word of the lexicon or
    the trade written as that word ("has Dana piad up" as "has Dana paid up"), so that every reader, the
    phrases, the entities ("ivnoice 7001") and the knowledge's search too, reads the word meant; its
    prefix letters stay as typed (none in English). A Hebrew word more strictly (``hebrew_slip``), and
    never one of ``kept`` (folded words: the customers' names', a customer's items') behind its prefix
    letters: a record's own spelling is no slip; nor an English word ``index`` may read as a name's word
    ("Tomer" for תומר is no "toner")."""

    def undo(found: re.Match[str]) -> str:
        word = fold(found.group(0))
        slip = english_slip(word)  # cached, and most often None: the dearer tests below come after
        if slip is not None and slip not in _english_known()[0]:
            # A slip read as a common word, no cue, is worth less than a name: never in a capitalised
            # word ("the Realit high school", "Sigal"), nor in one a name may be meant by.
            capital = found.group(0)[0].isupper()
            near = any(v in words for words in kept for v in english_variants(word))
            return found.group(0) if capital or near or may_be_named(word, kept, index) else slip
        # A name's word with a possessive "s" and no apostrophe ("noa ben amis email") is the name's too.
        forms = (word, word[:-1]) if word.endswith("s") else (word,)
        if slip is not None and any(f in words for words in kept for f in forms):
            return found.group(0)
        # A slip as near a name's word or an item's is theirs to read (the names' own fuzzy matching and
        # sounds): never undone towards an intent's word ("Dann" is no "dan" nor "due").
        if slip is None or any(v in words for words in kept for v in english_variants(word)):
            return found.group(0)
        named = index is not None and any(index.may_be_a_name_word(f) for f in forms)
        return found.group(0) if named else slip

    def undo_hebrew(found: re.Match[str]) -> str:
        word = fold(found.group(0))
        # Nor one of the language's commonest words as it stands ("לקראת" is no "לקריאת"): the lexicon
        # holds the trade's words, and a common word it lacks is still that word, not a slip of one.
        ours = any(r in words for words in kept for r in readings(word))
        slip = None if ours or everyday(word) else hebrew_slip(word)
        return found.group(0) if slip is None else slip[:-1] + slip[-1].translate(FINAL_FORMS)

    return HEBREW_TYPED.sub(undo_hebrew, _TYPED_WORD.sub(undo, _spaces_mended(text, kept, index)))


_LETTERS = "A-Za-z\u05d0-\u05ea'\"\u05f3\u05f4@._/-"
_AFTER = "(?![A-Za-z\u05d0-\u05ea'\"\u05f3\u05f4@_/-]|\\.[A-Za-z0-9])"  # a full stop ends a sentence
# A word of one script, no piece of an abbreviation, a code ("GO-2227"), a transliterated name nor an
# email's or a web address's.
_GLUED = re.compile(f"(?<![{_LETTERS}0-9])([A-Za-z]{{5,}}|[\u05d0-\u05ea]{{5,}})(?![0-9]){_AFTER}")
_BROKEN = re.compile(f"(?<![{_LETTERS}])([A-Za-z]{{2,}}) (?=([A-Za-z]{{2,}}){_AFTER})")


def _spaces_mended(text: str, kept: tuple[Container[str], ...], index: CustomerIndex | None) -> str:
    """The message with a space struck inside a word taken out ("balan ce") and one left out between
    two words put in ("jobsfor", "theparking", "הגנרטורשל"), ``word_breaks``; never in a name's or an
    item's word, nor in a common English word ("another" is no "an other")."""

    def ours(word: str) -> bool:
        return any(r in words for words in kept for r in readings(word))

    # Latin only (``_BROKEN``): two Hebrew pieces no word of their own are as often two words of a name
    # ("בבת ים" is no "בבתים"); and never a town's ("tel aviv"), whose name is two words as often as one.
    def join(found: re.Match[str]) -> str:
        first = fold(found.group(1))
        if _a_word(first):  # cached: most often so, and the rest is not asked
            return found.group(0)
        second = fold(found.group(2))
        if ours(first) or ours(second):
            return found.group(0)
        joined = broken_joined(first, second, _a_word, _a_known_word)
        return found.group(1) if joined and not is_town((joined,)) else found.group(0)

    def part(found: re.Match[str]) -> str:
        typed, word = found.group(1), fold(found.group(1))
        if _a_word(word) or ours(word):
            return typed
        if word.isascii():
            # A capital inside a sentence is a name's ("ask Inbar", no "in bar"), never parted.
            capital = typed[0].isupper() and found.start() > 0
            parts = _english_parting(word)
            parts = None if capital or (parts and may_be_named(word, kept, index)) else parts
        else:
            parts = glued_apart(word, _a_known_word, _glued_after) or before_shel(word)
        if parts is None:
            return typed
        head = typed[: len(parts[0])]
        return f"{head[:-1]}{head[-1].translate(FINAL_FORMS)} {typed[len(parts[0]) :]}"

    return _GLUED.sub(part, _BROKEN.sub(join, text))


# Cached as ``english_slip``: a pure function of the word, asked again for every message that holds it
# (a customer's Latin name word most often, which parts into no two words).
@lru_cache(maxsize=20_000)
def _english_parting(word: str) -> tuple[str, str] | None:
    """The two words a glued Latin word is (``word_breaks.glued_parted``), the engine's and the common
    English words; none where it is a common word itself ("another" is no "an other")."""
    if common_word(word):
        return None
    known = _english_known()[1]

    def a_word(piece: str) -> bool:  # as it stands: "levins" (of "levinson") is no "levin" + "s"
        return piece in known or piece in ranks()

    def its_rank(piece: str) -> int:  # an engine's word no list holds: as the rarest listed
        found = rank(piece)
        return len(ranks()) if found is None else found

    parts = glued_parted(word, a_word, ENGLISH_FUNCTION_WORDS.__contains__, its_rank)
    # English makes words of these before a noun or a verb ("overlocker", "underfloor", "aftersales"):
    # glued to a word the engine reads by no intent nor concept, the word is that compound (a machine, a
    # trade's term) as often as a space left out, and "locker" of "overlocker" only misleads the search.
    # Before a function word ("overthe") or a word the engine reads ("overbilled", "overpayment"), the
    # parting is kept: its words say what is asked.
    if parts and parts[0] in _COMPOUNDING and not _read_by_the_engine(parts[1]):
        return None
    return parts


def _read_by_the_engine(word: str) -> bool:
    """A (folded) English word, or its stem behind an ending, is an intent's, a concept's or a function
    word (``_english_known``'s first: not the bilingual lexicon's things, "lock" of "overlock")."""
    meant = _english_known()[0]
    stems = (word[: -len(e)] for e in _ENDINGS if word.endswith(e) and len(word) - len(e) >= 3)
    return word in meant or any(s in meant or s + "e" in meant for s in stems)


# Prepositions English also prefixes to its words: "over" (overlock), "under" (underseal), "after".
_COMPOUNDING = frozenset(("over", "under", "after"))


def _glued_after(word: str) -> bool:
    """A function word that may stand glued after a word by a space left out. A Hebrew one of two
    letters is as often the word's own ending ("הקורילה" is no "הקורי לה", nor "עבודתו" a "עבודת" and
    "ו"), but for "של", which ends almost no word a writer types before it."""
    return word in STOPWORDS and (word.isascii() or len(word) >= 3 or word == "של")


@lru_cache(maxsize=20_000)
def _a_word(word: str) -> bool:
    """A (folded) word is a word as it stands: an English one the engine knows (or one with an ending),
    a Hebrew one behind its prefix letters, in its plural or a form a pattern builds."""
    if word.isascii():
        return _englishas_it_stands(word, _english_known()[1])
    return as_it_stands(word, hebrew_known()[2])


@lru_cache(maxsize=20_000)
def _a_known_word(word: str) -> bool:
    """Stricter, for a piece of a glued or a broken word: a known word, behind its prefix letters or in
    its plural, or a records' verb; not a form a pattern merely builds, which too many pieces fit."""
    if word.isascii():
        return _englishas_it_stands(word, _english_known()[1])
    known = hebrew_known()[2]
    return any(r in known or any(f in known for f in singular_forms(r)) for r in readings(word)) or bool(
        verb_intents(word)
    )


@lru_cache(maxsize=1)
def _english_known() -> tuple[frozenset[str], frozenset[str]]:
    """The English words a slip is undone towards, one word each: the intents', the trade's concepts'
    and the function words; and those a typed word may be as it stands, the bilingual lexicon's too
    (its things are read by the items' own matching, never reached by a slip: "shoe" of "she")."""
    meant = frozenset(w for w in words_meant() | STOPWORDS if w.isascii() and w.isalpha())
    return meant, meant | english_words()


# Endings an English word takes on a known one: "bills", "fixed", "charging" are words as they stand.
_ENDINGS = ("s", "es", "ed", "ing", "er", "ly", "'s")


def _englishas_it_stands(word: str, known: frozenset[str]) -> bool:
    if word in known or translations(word):
        return True
    stems = (word[: -len(e)] for e in _ENDINGS if word.endswith(e) and len(word) - len(e) >= 3)
    return any(s in known or s + "e" in known for s in stems)


# Cached as ``hebrew_slip``: a pure function of the word, asked again for every message that holds it.
@lru_cache(maxsize=20_000)
def english_slip(word: str) -> str | None:
    """The known English word (``_english_known``) a (folded) Latin ``word`` of three letters or more is
    with one slip undone (``slips.english_variants``), or None: only a word that is none of them nor a
    common English word as it stands (nor one with an ending), and only when exactly one of them is
    reached ("hwo": "who" and "how", neither); where none is, the common word it is most likely
    (``common_english.common_slip``: "warehosue")."""
    meant, known = _english_known()
    # A listed word is itself ("quite" no "quote"); one a word by its ending only yields to a cue ("delver").
    if len(word) < 3 or _englishas_it_stands(word, known) or word in ranks():
        return None
    variants = english_variants(word)
    found = [w for w in variants if len(w) >= 3 and w in meant]
    if not found:  # a slip of a word of everyone's English, no cue ("warehosue", "moost")
        return None if common_word(word) else common_slip(word, variants)
    # A word of three letters is read only as a function word swapped ("teh", "hte"): as any other,
    # it is as often a word of its own ("two" / "tow").
    if len(found) != 1 or (len(word) == 3 and found[0] not in STOPWORDS):
        return None
    return found[0]
