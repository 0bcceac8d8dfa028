"""Words clipped short in a text from the road, read as the word of the records they begin.

A technician texts "שפירא יתר'?", "כת' בן עמי", "shapira rep?", "rosenberg jacuzzi stat": a word cut after
its first letters, in Hebrew marked with a geresh, in English bare. No table of short forms: a clipped word
is the beginning of a word the engine reads already (the intents' lexicon and the status word), and is read
as that word when every such word speaks for one intent ("יתר'" begins יתרה, יתרת, יתרות: a balance's;
"חש'" begins a balance's חשבון and an invoice's חשבונית: left as typed). A Latin word is read so only in a
short message, when it is no common English word ("add", "pay" stay) and no customer's name word.
"""

from __future__ import annotations

import re
from collections.abc import Container
from functools import lru_cache

from misrad.assistant.engine.common_english import rank
from misrad.assistant.engine.lexicon import LEXICON_SOURCE, STOPWORDS
from misrad.assistant.engine.name_titles import TITLES
from misrad.assistant.engine.text import fold, tokens

# The state asked of a job or an invoice is no intent's word (it is either's), but a clipped "סט'" or
# "stat" asks it.
_STATE_WORDS = {"repair_status": ("status", "סטטוס")}
_HEBREW_CLIPPED = re.compile(r"(?<![\w'׳\"״])([\u05d0-\u05ea]{2,5})['׳’](?![\w'׳’\"״])")
_LATIN_CLIPPED = re.compile(r"(?<![\w@./'’-])([A-Za-z]{3,4})(?![\w@'’/-])")
# A short text: a message of at most this many words is a text from the road.
TERSE_WORDS = 6
# A Latin word among the commonest this many English words is meant as itself ("add", "pay").
COMMON_RANK = 3000


@lru_cache(maxsize=1)
def _vocabulary() -> dict[str, str]:
    """Each word the engine reads for an intent, folded, with that intent (its heaviest)."""
    words: dict[str, dict[str, float]] = {}
    for intent, weights in LEXICON_SOURCE.items():
        for word, weight in weights.items():
            words.setdefault(fold(word), {})[intent] = float(weight)
    read = {word: max(weights, key=lambda i: weights[i]) for word, weights in words.items()}
    for intent, states in _STATE_WORDS.items():
        read.update(dict.fromkeys((fold(w) for w in states), intent))
    return read


@lru_cache(maxsize=4096)
def whole_word(clipped: str) -> str | None:
    """The shortest word of the vocabulary that the (folded) ``clipped`` begins, when every word it begins
    speaks for one intent; None otherwise, and for a word read as it is."""
    vocabulary = _vocabulary()
    if clipped in vocabulary or clipped in STOPWORDS or clipped in TITLES:
        return None  # a title's own short form ("גב'" before a name is גברת, not גבייה) is read as typed
    begun = [w for w in vocabulary if w.startswith(clipped)]
    if not begun or len({vocabulary[w] for w in begun}) > 1:
        return None
    return min(begun, key=len)


def unclipped(text: str, names: Container[str]) -> str:
    """The message with its clipped words written whole ("שפירא יתר'?" -> "שפירא יתרה?"); unchanged when
    it has none."""
    if "'" in text or "׳" in text or "’" in text:
        text = _HEBREW_CLIPPED.sub(lambda m: _whole_or_typed(m, names), text)
    if len(tokens(text)) <= TERSE_WORDS:
        text = _LATIN_CLIPPED.sub(lambda m: _latin_whole_or_typed(m, names), text)
    return text


def _whole_or_typed(match: re.Match[str], names: Container[str]) -> str:
    word = fold(match.group(1))
    whole = None if word in names else whole_word(word)
    return whole if whole is not None else match.group(0)


def _latin_whole_or_typed(match: re.Match[str], names: Container[str]) -> str:
    word = match.group(1).lower()
    common = rank(word)
    if word in names or (common is not None and common < COMMON_RANK):
        return match.group(0)
    whole = whole_word(word)
    return whole if whole is not None else match.group(0)
