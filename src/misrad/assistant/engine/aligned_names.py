"""The linked customer's name as typed: the stretch of the message's words that align with the record's
name, not only the words the index hit.

The index may hit one word of a name typed whole ("הפינה" and "לוינסקי" of "מסעדת הפינה של לוינסקי",
"Cohen" and "Stern" of "Cohen et Stern"), and a word typed twice ("המייל של מסעדת הפינה של לוינסקי")
may be placed at its first, wrong, occurrence. Here the reported words are placed where they stand
together, an end word that breaks the record's order is let go, and the words beside them that read as
further words of the same record (as typed, behind a prefix letter, a slip or the other script) join
them. A kind of business is left to ``kinds_beside_names`` (writers keep it or leave it), and a word an
earlier step put out of the name on purpose (a title, a place said after it) stays out.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.name_titles import BUSINESS_WORDS, KINDS, PLACE_KINDS, TITLES, TRANSLATED
from misrad.assistant.engine.text import readings

Mention = tuple[str, str]
# The record's words a typed word may be read as (the index's reading of one word against one name).
ReadAs = Callable[[str], frozenset[str]]
# The words, their record places, the record's script (Latin or not) and the places a punctuation mark
# parts from the word before.
Reading = tuple[list[str], Callable[[int], set[int]], bool, frozenset[int]]

# Words whose place in a name the kind and title steps decide: never joined here.
_DECIDED_ELSEWHERE = frozenset(KINDS) | frozenset(TRANSLATED) | PLACE_KINDS | TITLES | BUSINESS_WORDS


def with_aligned_neighbours(
    said: tuple[Mention, ...],
    words: list[str],
    stored: list[str],
    read_as: ReadAs,
    kept_out: Collection[str] = (),
    parted: frozenset[int] = frozenset(),
) -> tuple[Mention, ...]:
    """``said`` (the reported words, in order) as the stretch of ``words`` aligned with ``stored``, the
    linked record's name words; unchanged when they cannot be placed or nothing aligns beside them.
    ``parted``: the places of words a punctuation mark parts from the one before ("הישיבה? אור התורה"):
    the name never grows across one."""
    if not stored or not said:
        return said
    at = _placed([w for w, _ in said], words)
    if at is None:
        return said

    known: dict[int, set[int]] = {}  # each word read once: the index's reading looks for slips and sounds

    def order_of(i: int) -> set[int]:
        """The record's places of the word at ``i``; none for one that may not join the name here."""
        if i not in known:
            word = words[i]
            held = frozenset(readings(word)) | read_as(word)
            # a number of the name is ``with_its_number``'s to add, after the name as typed
            aside = i not in at and (word in kept_out or word in _DECIDED_ELSEWHERE or word.isdigit())
            known[i] = set() if aside else {n for n, own in enumerate(stored) if own in held}
        return set(known[i])

    script = stored[0].isascii()
    span = _in_the_records_order(at, words, order_of, script)
    if span is None:
        return said
    lo, hi = _grown(span, (words, order_of, script, parted))
    if (lo, hi) == (at[0], at[-1]) and len(at) == hi - lo + 1:
        return said
    readings_of = dict(said)
    return tuple((words[i], readings_of.get(words[i], _reading(words[i], stored))) for i in range(lo, hi + 1))


def _placed(said: list[str], words: list[str]) -> list[int] | None:
    """The places of the said words in order, starting at the occurrence of the first that keeps them
    closest together (a word typed twice, "של", is placed where the rest of the name stands)."""
    best: list[int] | None = None
    for start, word in enumerate(words):
        if word != said[0]:
            continue
        places = [start]
        for other in said[1:]:
            nxt = next((n for n in range(places[-1] + 1, len(words)) if words[n] == other), None)
            if nxt is None:
                break
            places.append(nxt)
        if len(places) == len(said) and (best is None or places[-1] - places[0] < best[-1] - best[0]):
            best = places
    return best


def _in_the_records_order(
    at: list[int], words: list[str], order_of: Callable[[int], set[int]], script: bool
) -> tuple[int, int] | None:
    """The placed words' stretch without an end word that breaks the record's order of its neighbour
    (the possessive "של" before "מסעדת הפינה של לוינסקי"), its gaps filled when every word in them is
    a word of the record; None when a gap is not."""
    lo, hi = at[0], at[-1]
    while hi > lo and _out_of_order(order_of(lo), order_of(lo + 1), words[lo : lo + 2], script):
        lo += 1
    while hi > lo and _out_of_order(order_of(hi - 1), order_of(hi), words[hi - 1 : hi + 1], script):
        hi -= 1
    inside = set(at)
    if any(n not in inside and not order_of(n) for n in range(lo, hi + 1)):
        return None
    return lo, hi


def _out_of_order(before: set[int], after: set[int], pair: list[str], script: bool) -> bool:
    """Two words typed in the record's script that the record never holds in this order (English turns
    the order of a Hebrew name: "Gilo center" of מרכז קהילתי גילה)."""
    if not before or not after or any(w.isascii() != script for w in pair):
        return False
    return not any(b < a for b in before for a in after)


def _grown(span: tuple[int, int], reading: Reading) -> tuple[int, int]:
    """The stretch grown by the record's words typed right beside it; a function word ("של", "et") only
    where a record word follows it too, as inside the name itself."""
    lo, hi = span
    order_of = reading[1]
    used = set().union(*(order_of(n) for n in range(lo, hi + 1)))
    while True:
        step = _joins(hi + 1, hi, reading, used, 1)
        if not step:
            break
        hi += step
    while True:
        step = _joins(lo - 1, lo, reading, used, -1)
        if not step:
            break
        lo -= step
    return lo, hi


def _joins(n: int, edge: int, reading: Reading, used: set[int], way: int) -> int:
    """How many words from ``n`` (one, or a function word and the word past it) join the name's edge;
    ``used`` takes the record's places they take."""
    words, order_of, script, parted = reading
    if not 0 <= n < len(words) or max(n, edge) in parted:
        return 0
    fresh = _fits(order_of(n) - used, order_of(edge), words[n] if words[n].isascii() == script else "", way)
    if not fresh:
        return 0
    if words[n] not in STOPWORDS:
        used |= fresh
        return 1
    past = n + way
    if not 0 <= past < len(words) or words[past] in STOPWORDS or max(n, past) in parted:
        return 0
    in_its_script = words[past] if words[past].isascii() == script else ""
    further = _fits(order_of(past) - used - fresh, fresh, in_its_script, way)
    if not further:
        return 0
    used |= fresh | further
    return 2


def _fits(fresh: set[int], edge: set[int], in_its_script: str, way: int) -> set[int]:
    """The record's places a word may take beside the edge: after it (``way`` 1) or before it, for a word
    typed in the record's script (``in_its_script`` is the word then, else empty); any unused place
    otherwise (English turns a Hebrew name's order)."""
    if not in_its_script or not edge:
        return fresh
    return {f for f in fresh if any((f - e) * way > 0 for e in edge)}


def _reading(word: str, stored: list[str]) -> str:
    """The reading of a joined word: its stem that the record holds (a prefix letter off), or itself."""
    return next((r for r in readings(word) if r in stored), word)
