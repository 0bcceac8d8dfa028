"""One slip of the fingers in a word: a letter dropped, a letter doubled, two neighbours swapped.

A clerk typing fast writes "piad" for "paid", "ballance" for "balance", "הגנרטטור" for "הגנרטור". A fuzzy
ratio forgives a long word such a slip but not a short one (a swap in four letters is a ratio of 75, as
far as a different word), while these three slips are the ones fingers make. So they are undone exactly:
a word that one undone slip makes a known word is read as that word, where a slip seldom makes another
word: inside the word (a first or last letter dropped leaves a word of its own, "than" of "thank", "חזרה"
of "החזרה"), a swap in a Latin word of four letters or more or a Hebrew one of five, a dropped letter in a
word of six, and a Hebrew vowel letter (ו, י) only among one customer's few items: "מכונה" / "מוכנה" and
"לוקח" / "לקוח" are two words each.
"""

from __future__ import annotations

from collections.abc import Iterable

MIN_LONGER = 5  # a dropped or doubled letter in an item's word: the longer word's letters at least
_VOWEL_LETTERS = frozenset("וי")
_HEBREW_CONSONANTS = "אבגדהזחטכלמנסעפצקרשת"


def _swappable(word: str) -> bool:
    return len(word) >= (4 if word.isascii() else 5)


def undone(word: str) -> set[str]:
    """The words ``word`` would be with one swap or one doubled letter undone, vowel letters aside (a
    dropped letter is found from the other side, ``dropped_from``)."""
    found: set[str] = set()
    for i in range(len(word) - 1):
        a, b = word[i], word[i + 1]
        if a != b and _swappable(word) and not _VOWEL_LETTERS.intersection((a, b)):
            found.add(word[:i] + b + a + word[i + 2 :])
        if a == b and len(word) >= MIN_LONGER + 1 and a not in _VOWEL_LETTERS:  # "פרטיים" is no "פרטים"
            found.add(word[:i] + word[i + 1 :])
    return found


def dropped_from(words: Iterable[str]) -> dict[str, str]:
    """Each known word of six letters or more with one inner letter dropped (no vowel letter), to the
    word: "baance" -> "balance"; of five, a dropped letter too often leaves a word ("מונה" of "מוכנה",
    "tank" of "thank"). A form two known words drop to is left out: it reads as neither."""
    found: dict[str, str] = {}
    clashes: set[str] = set()
    for word in words:
        if len(word) < MIN_LONGER + 1:
            continue
        for i in range(1, len(word) - 1):
            if word[i] in _VOWEL_LETTERS:
                continue
            short = word[:i] + word[i + 1 :]
            if found.get(short, word) != word:
                clashes.add(short)
            found[short] = word
    return {short: word for short, word in found.items() if short not in clashes}


def one_slip(typed: str, meant: str) -> bool:
    """``typed`` is ``meant`` with one inner letter dropped, one letter doubled or two neighbours swapped,
    vowel letters included ("טימר" for "טיימר"): for one customer's few items, a small search."""
    if typed == meant or max(len(typed), len(meant)) < MIN_LONGER:
        return False
    if len(typed) + 1 == len(meant):
        return typed in {meant[:i] + meant[i + 1 :] for i in range(1, len(meant) - 1)}
    if len(typed) == len(meant) + 1:
        return meant in {
            typed[:i] + typed[i + 1 :] for i in range(len(typed) - 1) if typed[i] == typed[i + 1]
        }
    if len(typed) != len(meant):
        return False
    return meant in {typed[:i] + typed[i + 1] + typed[i] + typed[i + 2 :] for i in range(len(typed) - 1)}


def hebrew_variants(word: str) -> tuple[set[str], set[str], set[str]]:
    """The words a Hebrew ``word`` (folded, prefix letters and all) would be with one slip undone, in
    three kinds from the surest: two consonants swapped inside it, never with the last letter
    ("המששרד", "בבשת"), or a doubled letter once ("החחוב", "מווכן"); a vowel letter (ו, י) put back
    where it was left out ("המיל" / "המייל") or trading places with its neighbour ("הטלופן" /
    "הטלפון"); any other letter put back ("טכאי" / "טכנאי"). A vowel letter is never taken out: the
    word as typed is most often a word of its own in its full spelling ("קיבלה" / "קבלה"). The caller
    keeps only those a known word reads, and only when one does, and never where the word as typed
    is a word of its own ("לוקח" / "לקוח": a participle's pattern): a Hebrew slip is as often a word."""
    letters: set[str] = set()
    vowels: set[str] = set()
    for i in range(1, len(word) - 1):
        a, b = word[i], word[i + 1]
        # Not with the last letter, a Hebrew word's ending ("ההגה" / "הגהה").
        if a != b and i + 2 < len(word):
            swapped = word[:i] + b + a + word[i + 2 :]
            (vowels if _VOWEL_LETTERS.intersection((a, b)) else letters).add(swapped)
        if a == b and i + 1 < len(word) - 1:
            letters.add(word[: i + 1] + word[i + 2 :])
    vowels |= {word[:i] + letter + word[i:] for i in range(1, len(word)) for letter in _VOWEL_LETTERS}
    dropped = {word[:i] + letter + word[i:] for i in range(1, len(word)) for letter in _HEBREW_CONSONANTS}
    return letters - {word}, vowels - {word}, dropped - {word}


# The Latin letters' keys, each row set half a key right of the one above: a short word's wrong letter is
# one its neighbour's key struck ("teh", "invoixe"), seldom any other letter.
_KEY_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
_LATIN = "abcdefghijklmnopqrstuvwxyz"
KEYED_FROM = 5  # a wrong or a missing letter put right in a word this long at least
EXTRA_LETTER_FROM = 6  # a letter struck in between taken out of a word this long at least


def _key_neighbours() -> dict[str, str]:
    at = {c: (r, i) for r, row in enumerate(_KEY_ROWS) for i, c in enumerate(row)}
    by_place = {place: c for c, place in at.items()}
    near = ((0, -1), (0, 1), (-1, 0), (-1, 1), (1, -1), (1, 0))
    return {
        c: "".join(by_place[(r + dr, i + di)] for dr, di in near if (r + dr, i + di) in by_place)
        for c, (r, i) in at.items()
    }


KEY_NEIGHBOURS = _key_neighbours()


def english_variants(word: str) -> frozenset[str]:
    """The words a (folded) Latin ``word`` would be with one slip of the fingers undone: two neighbours
    swapped ("teh", "statsu") or a doubled letter undoubled ("thhe") in any word; in one of five
    letters or more, a letter its key's neighbour struck put right ("phpne", "invoixe") or one left
    out put back inside it ("adress"); in one of six or more, one struck in between taken out
    ("balsance"). Never the first letter but by a swap, and never a letter added or taken at the end:
    a word with another first letter or one letter more at either end is most often a word of its
    own ("dress", "they" / "the", "have" / "haven"); so is a short word with one letter changed or
    put in ("next" / "nest", "tank" / "thank"), or any word with another wrong letter than a
    neighbour's key ("think" / "thank"). The caller keeps the one a known word is, and only when one
    is."""
    n = len(word)
    found = {word[:i] + word[i + 1] + word[i] + word[i + 2 :] for i in range(n - 1)}
    found |= {word[:i] + word[i + 1 :] for i in range(1, n) if word[i] == word[i - 1]}
    if n >= KEYED_FROM:
        found |= {word[:i] + c + word[i + 1 :] for i in range(1, n) for c in KEY_NEIGHBOURS.get(word[i], "")}
        found |= {word[:i] + c + word[i:] for i in range(1, n) for c in _LATIN}
    if n >= EXTRA_LETTER_FROM:
        found |= {word[:i] + word[i + 1 :] for i in range(1, n - 1)}
    found.discard(word)
    return frozenset(found)
