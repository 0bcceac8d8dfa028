"""A Hebrew word spelt by ear: the letters modern Hebrew says alike swapped ("מוחן" for "מוכן", "טיקון"
for "תיקון", "אדיין" for "עדיין", "סגור" / "שגור"), the commonest misspelling of writers who learnt the
words by hearing them. One key per sound: א and ע (silent), ט and ת (t), כ, ח and ק (a k or a kh), ס
and ש (an s: ש's sh is heard apart, but a writer unsure of a sin writes either). A word found so is read
as the known word only when it is no word as typed and one known word alone shares its key.
"""

from __future__ import annotations

from collections.abc import Iterable

_BY_EAR = str.maketrans({"ע": "א", "ט": "ת", "ח": "כ", "ק": "כ", "ש": "ס"})
MIN_LETTERS = 4  # of three letters, a swapped sound is too often another word ("עור" / "אור")


def heard_key(word: str) -> str:
    """The (folded) word with the letters said alike made one."""
    return word.translate(_BY_EAR)


def by_ear(words: Iterable[str]) -> dict[str, str]:
    """Each key of the (folded) Hebrew words of four letters or more to its one word; a key two words
    share names neither."""
    found: dict[str, set[str]] = {}
    for word in words:
        if len(word) >= MIN_LETTERS and "\u05d0" <= word[0] <= "\u05ea":
            found.setdefault(heard_key(word), set()).add(word)
    return {key: next(iter(held)) for key, held in found.items() if len(held) == 1}
