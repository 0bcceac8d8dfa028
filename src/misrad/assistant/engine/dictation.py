"""A message as voice typing writes it, read back as the writer would have typed it: punctuation said aloud
("סימן שאלה", "question mark", "פסיק", "comma") as its mark, numbers said as words in either language as
digits (``hebrew_numbers``, ``spoken_numbers``), English or Russian words written in Hebrew letters as the
English word (``hebrew_lettered``), and a customer's name word heard as two words as one. A phone's
speech-to-text writes no punctuation unless it is said, a number as the words it heard, and a long name
as the words it knows; a new immigrant writes an office's English words as they sound.

A mark said aloud is read where it cannot be a word of the question: "question mark", "comma",
"exclamation mark", "סימן שאלה", "סימן קריאה", "פסיק" anywhere; "נקודה" (also "a point") and "full stop"
only at the end of the message, "נקודה" not after a digit ("3 נקודה"). Never "period" (a billing
period) nor "dot" (an e-mail's "dot com")."""

from __future__ import annotations

import re
from collections.abc import Collection
from itertools import pairwise

from misrad.assistant.engine.english_sounds import EnglishSounds
from misrad.assistant.engine.heard_money_words import money_words_heard
from misrad.assistant.engine.hebrew_lettered import with_lettered_words
from misrad.assistant.engine.hebrew_numbers import said_hebrew_numbers
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.spoken_codes import said_codes
from misrad.assistant.engine.spoken_numbers import said_numbers
from misrad.assistant.engine.text import fold

_NOT_HEBREW_BEFORE = r"(?<![\u05d0-\u05ea])"
_NOT_HEBREW_AFTER = r"(?![\u05d0-\u05ea])"
_MARKS = (
    (re.compile(rf"\s*{_NOT_HEBREW_BEFORE}סימן\s+שאלה{_NOT_HEBREW_AFTER}"), "?"),
    (re.compile(rf"\s*{_NOT_HEBREW_BEFORE}סימן\s+קריאה{_NOT_HEBREW_AFTER}"), "!"),
    (re.compile(rf"\s*{_NOT_HEBREW_BEFORE}פסיק{_NOT_HEBREW_AFTER}"), ","),
    (re.compile(r"\s*\bquestion\s+mark\b", re.IGNORECASE), "?"),
    (re.compile(r"\s*\bexclamation\s+(?:mark|point)\b", re.IGNORECASE), "!"),
    (re.compile(r"\s*\bcomma\b", re.IGNORECASE), ","),
    (re.compile(r"\s*\bfull\s+stop\s*$", re.IGNORECASE), "."),
)
# After the numbers are read: "שלוש נקודה" is a number's point, left as typed.
_CLOSING_POINT = re.compile(r"(?<=[^\d\s])\s+נקודה\s*$")
_SAID_MARK = re.compile(r"סימן|פסיק|נקודה|question|exclamation|comma|full\s+stop", re.IGNORECASE)


def as_typed(text: str, names: Collection[str] = frozenset(), heard: EnglishSounds | None = None) -> str:
    """``text`` with marks and numbers said aloud written as typed, and English or Russian words in Hebrew
    letters as English; ``names``: the (folded) words of customers' names, never read as another word;
    ``heard``: the Latin name words by their English sound (``english_sounds``)."""
    marked = _SAID_MARK.search(text) is not None
    for mark, typed in _MARKS if marked else ():
        text = mark.sub(typed, text)
    # The money words before the numbers: "four an overlocker" is no number of overlockers.
    text = said_codes(_letters_joined(said_hebrew_numbers(said_numbers(money_words_heard(text)))))
    text = _CLOSING_POINT.sub(".", text) if marked else text
    text = _titled_heard(text, names, heard) if heard is not None else text
    return with_lettered_words(_halves_joined(text, names, heard), names)


# Each half a word of its own of three letters or more, no function word: two short words run together
# are too often another name ("לי את" is no ליאת).
MIN_HALF = 3
_FINAL = str.maketrans("כמנפצ", "ךםןףץ")
# Two words with one space between, each of two letters or more.
_WORD = re.compile(r"[A-Za-z\u05d0-\u05ea]{2,}")


def _halves_joined(text: str, names: Collection[str], heard: EnglishSounds | None = None) -> str:
    """Two words that together are a customer's name word, written as one: speech-to-text splits a long
    name it hears as two words it knows ("מיכל גרין ברג" for גרינברג), never two that are names each;
    with ``heard``, two English words that together sound like a Latin name word ("gold bird" of
    Goldberg), neither of them a name word itself, are that word."""
    words = list(_WORD.finditer(text)) if names else []
    joined: list[tuple[int, int, str]] = []
    for first, second in pairwise(words):
        one, two = fold(first.group(0)), fold(second.group(0))
        whole = one + two
        apart = text[first.end() : second.start()] == " "
        free = not joined or joined[-1][1] <= first.start()
        halves = min(len(one), len(two)) >= MIN_HALF and not {one, two} & STOPWORDS
        if not (apart and free and halves):
            continue
        if whole in names and not (one in names and two in names):
            joined.append((first.start(), second.end(), whole[:-1] + whole[-1].translate(_FINAL)))
        elif heard is not None and one not in names and two not in names:
            said = heard.heard_as(one, two)
            if said is not None:
                joined.append((first.start(), second.end(), said))
    for start, end, whole in reversed(joined):
        text = text[:start] + whole + text[end:]
    return text


# A Latin title a person's surname follows ("mr", "mister", "mrs", "ms"; not "miss", as often the verb).
_TITLED = re.compile(r"\b(?:mr|mrs|ms|mister)\.?\s+([A-Za-z]{3,})\b", re.IGNORECASE)


def _titled_heard(text: str, names: Collection[str], heard: EnglishSounds) -> str:
    """A word after a person's title that is no name word, written as the one Latin name word it sounds
    like: a phone writes a surname it hears as the word it knows ("mister cats" for Katz)."""

    def name_word(found: re.Match[str]) -> str:
        word = fold(found.group(1))
        said = None if word in names or word in STOPWORDS else heard.titled(word)
        return found.group(0) if said is None else found.group(0)[: found.start(1) - found.start(0)] + said

    return _TITLED.sub(name_word, text)


# Two to five Latin letters said one by one right before a number ("g m 6248" of GM-6248): a code's letters.
_SAID_LETTERS = re.compile(r"(?<![\w'’])((?:[A-Za-z] ){2,5})(?=\d)")


def _letters_joined(text: str) -> str:
    """A code's letters a phone wrote one word each, written together before its number ("gm 6248"), for
    the entities to read as a printed invoice number is."""
    return _SAID_LETTERS.sub(lambda found: found.group(1).replace(" ", "") + " ", text)
