"""An item's own words paired across its languages: the English it carries beside its Hebrew.

Offices write their items in Hebrew but often tag them with an English keyword or title word ("lockout"
beside פריצה and ננעל, "earmold" beside תבנית). That item says the two mean one thing, so an English
query word the general lexicon cannot translate, which some item states beside Hebrew keywords, also
meets the other items that write those Hebrew words ("a lockout call at night" finds the night surcharge
item, which says פריצת דלת). Only an item's keywords (and its title's English) pair: its content is
prose, not a gloss.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from typing import Any

from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.text import tokens

# An English word tagged on more items than this is the office's general word, not a gloss of one thing.
_MOST_ITEMS = 2


def _hebrew(word: str) -> bool:
    return any("\u05d0" <= c <= "\u05ea" for c in word)


def _latin(word: str) -> bool:
    return word.isascii() and word.isalpha() and len(word) >= 3 and word not in STOPWORDS


def paired_words(rows: Iterable[Any]) -> dict[str, tuple[str, ...]]:
    """Each English keyword or title word (folded) to the Hebrew keywords of the items that state both;
    none for a word tagged on many items."""
    pairs: dict[str, list[str]] = defaultdict(list)
    items: dict[str, int] = defaultdict(int)
    for row in rows:
        keywords = [w for k in (row.keywords or []) for w in tokens(str(k))]
        # The Hebrew side from the keywords alone: a title's words are often general ("החלפת", "מחיר").
        hebrew = [w for w in keywords if _hebrew(w) and len(w) >= 3 and w not in STOPWORDS]
        for word in dict.fromkeys(w for w in tokens(row.title) + keywords if _latin(w)):
            items[word] += 1
            pairs[word].extend(hebrew)
    return {w: tuple(dict.fromkeys(h)) for w, h in pairs.items() if h and items[w] <= _MOST_ITEMS}
