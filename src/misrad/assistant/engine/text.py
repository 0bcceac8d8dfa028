"""Text plumbing for Hebrew as people type it: cleaning, tokens, prefix letters, language, Markdown safety.

Hebrew glues the prefix letters ו ה ב ל מ ש כ to the next word ("ללקוח", "שהחשבונית", "מהתיקון").
Rather than a statistical segmenter we generate every reading that peels up to three of them (keeping a
stem of at least two letters) and let the lexicons and the customer index decide which one is a word.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

PREFIX_LETTERS = frozenset("והבלמשכ")
FINAL_LETTERS = str.maketrans("ךםןףץ", "כמנפצ")
# A Latin letter with an accent is its plain letter ("café", "José", "naïve"): one letter for one, so
# positions in the folded text stay those of the text as typed.
_ACCENTED = str.maketrans("àáâãäåèéêëìíîïòóôõöùúûüýÿñç", "aaaaaaeeeeiiiiooooouuuuyync")
# Control characters (C0, C1, bidi overrides) are stripped from user text; tab and newline stay.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]")
_NIQQUD = re.compile(r"[\u0591-\u05c7]")
# A Latin surname behind one letter and an apostrophe ("O'Brien", "D'Souza") is one word; "I'm" is not.
_TOKEN = re.compile(
    r"(?<![A-Za-z])[A-HJ-Za-hj-z]['\u2019][A-Za-z]{2,}|[A-Za-z\u05d0-\u05ea]+(?:['\u05f3\"\u05f4][\u05d0-\u05ea]+)?|\d+"
)
_HEBREW = re.compile(r"[\u05d0-\u05ea]")
_LATIN = re.compile(r"[A-Za-z]")

LRI, PDI = "\u2066", "\u2069"


def hebrew_word(word: str) -> bool:
    """Every character a Hebrew letter (no digits, marks or Latin): a word as Hebrew writes it."""
    return bool(word) and all("\u05d0" <= c <= "\u05ea" for c in word)


def clean_message(text: str) -> str:
    """User text as stored: NFC, control and bidi-override characters removed, spaces trimmed."""
    return _CONTROL.sub("", unicodedata.normalize("NFC", text)).strip()


# Kept: understanding one message folds its whole text a dozen times (every reader of its tokens) and
# each of its words again (perf25); a pure function of a string, so a kept result is always right.
@lru_cache(maxsize=8192)
def fold(text: str) -> str:
    """The matching form: no niqqud, unified quote marks, lower case, final letters as ordinary ones."""
    text = _NIQQUD.sub("", text)
    text = text.replace("\u05f4", '"').replace("\u05f3", "'").replace("\u201d", '"').replace("\u2019", "'")
    return text.lower().translate(FINAL_LETTERS).translate(_ACCENTED)


def tokens(text: str) -> list[str]:
    """Words and digit runs of the folded text (Hebrew abbreviations like ש"ח stay one token)."""
    return list(_tokens_of(text))  # a list of its own: a caller may change it


def tokens_once(text: str) -> list[str]:
    """``tokens``, not kept: for an index's build, which reads each name and card once (through the
    cache, a build of 100,000 customers cost a tenth more)."""
    # Most words hold no quote mark: looking is cheaper than replacing (a name index's build reads them all).
    return [
        t.replace('"', "").replace("'", "") if "'" in t or '"' in t else t for t in _TOKEN.findall(fold(text))
    ]


# Kept: understanding one message tokenised its text (or a clause of it) some thirty times, each reader on
# its own (perf48); a pure function of a string. Small: it holds the texts being understood at once.
@lru_cache(maxsize=256)
def _tokens_of(text: str) -> tuple[str, ...]:
    return tuple(tokens_once(text))


# A mark that parts a sentence's phrases: a name as typed never runs across one ("מה הטלפון של הישיבה? אור
# התורה", "the office in Modiin, נקסט טק"). A hyphen only with spaces around it ("אל-עוברה" is one word);
# never a period, which closes an abbreviation as often as a sentence ("Dr. Levi", "ח.פ.").
_PARTING = re.compile(r"[,;:?!()\u2013\u2014]|\s-\s")


@lru_cache(maxsize=256)
def parted_before(text: str) -> frozenset[int]:
    """The places of the text's tokens (as ``tokens`` counts them) that a mark parts from the token before."""
    folded = fold(text)
    spans = [m.span() for m in _TOKEN.finditer(folded)]
    return frozenset(n for n in range(1, len(spans)) if _PARTING.search(folded, spans[n - 1][1], spans[n][0]))


def as_typed(text: str, word: str, reading: str) -> str:
    """The part of ``text`` that a (folded) token read as ``reading`` was typed as: "למזרחי" read as
    "מזרחי" is "מזרחי", "Emily" stays "Emily", "אברג'יל" keeps its geresh."""
    plain = _NIQQUD.sub("", text)
    typed: str
    for typed in _TOKEN.findall(plain):
        if fold(typed).replace('"', "").replace("'", "") != word:
            continue
        if word != reading and word.startswith(reading) and word.isascii():
            return _head(typed, len(reading))  # "Cohens" read as "cohen": its possessive s off
        letters = 0  # the reading's letters, counted from the end of the token as typed
        for start in range(len(typed) - 1, -1, -1):
            letters += typed[start] not in "'\"\u05f3\u05f4"
            if letters == len(reading):
                return typed[start:]
        return typed
    return reading


def _head(typed: str, size: int) -> str:
    """The first ``size`` letters of a token as typed, its apostrophes kept ("O'Briens" -> "O'Brien")."""
    letters = 0
    for end, char in enumerate(typed, 1):
        letters += char not in "'\"\u05f3\u05f4"
        if letters == size:
            return typed[:end]
    return typed


@lru_cache(maxsize=65536)
def readings(token: str) -> tuple[str, ...]:
    """The token and every stem left after peeling up to three prefix letters (stem >= 2 letters)."""
    found = [token]
    stem = token
    for _ in range(3):
        if len(stem) > 2 and stem[0] in PREFIX_LETTERS:
            stem = stem[1:]
            found.append(stem)
        else:
            break
    return tuple(found)


# A Latin word behind Hebrew prefix letters ("הstatus", "בlaptop", "ה-balance") is a loanword in a Hebrew
# sentence.
_PREFIXED_LATIN = re.compile(r"(?<![\u05d0-\u05ea])[והבלמשכ]{1,3}[-\u05be]?([A-Za-z]+)")
_LATIN_WORD = re.compile(r"[A-Za-z]+(?:['\u2019][A-Za-z]+)*")
_HEBREW_WORD = re.compile(r"[\u05d0-\u05ea]+(?:['\"\u05f3\u05f4][\u05d0-\u05ea]+)*")


# A capitalised Latin word after the first ("who is Mark Zuckerberg"): the writer marks it as a name. Two
# letters are enough: a short Hebrew name is also an English word ("Or Tal" of אור טל, "or" as typed).
_CAPITALISED = re.compile(r"(?<=[\w,]\s)[A-Z][a-z]{1,}(?!\w)")


def marked_as_names(text: str) -> frozenset[str]:
    return frozenset(word.lower() for word in _CAPITALISED.findall(text))


def language_of(text: str) -> str:
    """``he`` when Hebrew letters are at least as many as Latin ones (and for text with neither); the
    letters of a Latin word with a Hebrew prefix count as Hebrew."""
    borrowed = sum(len(m.group(1)) for m in _PREFIXED_LATIN.finditer(text))
    hebrew, latin = len(_HEBREW.findall(text)) + borrowed, len(_LATIN.findall(text)) - borrowed
    return "en" if latin > hebrew else "he"


def sentence_language(text: str) -> str:
    """The language a sentence is written in, by its words rather than its letters: a Hebrew sentence
    with one English word of the trade ("invoice 1041 באיחור?", "balance של הלקוח") is still Hebrew,
    though the English word has more letters than the Hebrew ones around it. A Latin word behind Hebrew
    prefix letters is a Hebrew word; a tie is Hebrew, as ``language_of``'s is."""
    borrowed = len(_PREFIXED_LATIN.findall(text))
    rest = _PREFIXED_LATIN.sub(" ", text)
    hebrew, latin = len(_HEBREW_WORD.findall(rest)) + borrowed, len(_LATIN_WORD.findall(rest))
    return "en" if latin > hebrew else "he"


_MARKDOWN_ACTIVE = re.compile(r"([\\`*_{}\[\]()#!|>~])")
# A plus sign opens a list item only at the start of a line ("+ 60" of "שוטף + 60" is text as typed): the
# reader of the raw answer (a scorer, a mail, an SMS) sees no backslash before it.
_LIST_OPENING = re.compile(r"^(\s*)\+")


def md(text: object) -> str:
    """Text from a user or a record made inert in Markdown and HTML: no tags, links, emphasis or code."""
    value = str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    value = _MARKDOWN_ACTIVE.sub(r"\\\1", value.replace("&gt;", "\x00"))
    value = _LIST_OPENING.sub(r"\1\\+", value)
    return value.replace("\x00", "&gt;").replace("\n", " ")


def ltr(text: object) -> str:
    """Numbers, phones and ids kept left-to-right inside Hebrew (Unicode isolates LRI…PDI)."""
    return f"{LRI}{md(text)}{PDI}"
