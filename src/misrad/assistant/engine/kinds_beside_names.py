"""The words of a business's kind said beside its name, in or out of the name as typed.

The writers of the blind sets report a business's name as typed, and they draw its edge by the stored
name (helper spans63, session 57):
- a word the stored name holds apart from the name, after a dash ("גולן ושות' - משרד עורכי דין"), is a
  description said beside it: "משרד עורכי הדין גולן" and "golan orchei din" name "גולן"; so is a kind
  typed before the name that the stored name holds after it ("מלון Sea Breeze" of Sea Breeze Hotel), and
  one typed after it that the stored name holds away from it ("Levinson lawyers" of לוינסון ושות' עורכי דין);
- an English word typed right after the name that translates the stored word next to the name's, is the
  name's own, English putting a business's kind after its name ("Ofek Uniforms" of אופק מדים, "Barak
  Deliveries" of שליחויות ברק, "Point dance studio" of סטודיו פוינט למחול); a kind of place alone is
  still said apart ("the Sharon hotel", "Ben-Harush lab"), unless it ends a compound ("community
  center"); before the name, only one the writer capitalised is ("Hotel Sharon", not "the hotel Ganey").
Only the span reported changes: the customer found stays the match's.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from itertools import chain

from misrad.assistant.engine.bilingual import translations
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.morphology import stored_forms
from misrad.assistant.engine.name_titles import BUSINESS_WORDS, KINDS, PLACE_KINDS, TITLES, TRANSLATED
from misrad.assistant.engine.rendered_names import renders
from misrad.assistant.engine.terms import is_town
from misrad.assistant.engine.text import as_typed, marked_as_names, readings, tokens

Mentions = tuple[tuple[str, str], ...]
Place = tuple[int, int]  # (part of the stored name, place of the word in the whole stored name)

# Words of a business's kind (folded as the index folds them), in either script: an office is a kind too.
_KIND_WORDS = BUSINESS_WORDS | frozenset(TRANSLATED) | frozenset(KINDS) | PLACE_KINDS | {"משרד", "office"}
# English words of a business's name the general lexicon lacks, for the name as typed only: they find no
# customer (the lexicon's words do that), they only tell where a name that was found ends.
_NAME_WORDS = {
    "community": ("קהילתי",),
    "bridal": ("כלות", "כלה"),
    "deliveries": ("שליחויות",),
    "delivery": ("שליחויות",),
    "couriers": ("שליחויות",),
}
# Capitalised words that go on a sentence, no name's ("Haderech Monday"): a closed class.
_CALENDAR = frozenset(
    (
        *("sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "january"),
        *("february", "march", "april", "may", "june", "july", "august", "september", "october"),
        *("november", "december"),
    )
)
# The mark that sets a description after a stored name ("גבאי ושות' - משרד עורכי דין").
_DASH = re.compile(r"\s+[-\u2013\u2014]\s+")


def stored_places(stored: str) -> list[tuple[str, int]]:
    """The stored name's words (folded), each with the part of the name it stands in."""
    return [(word, part) for part, text in enumerate(_DASH.split(stored)) for word in tokens(text)]


def without_kinds_said_apart(mentions: Mentions, stored: str) -> Mentions:
    """The name as typed without the words at its edges that describe it: one the stored name holds in
    another part than the name's own words, a kind typed before the name the stored name holds after it,
    and a kind typed after it the stored name holds away from it."""
    if len(mentions) < 2 or not stored:
        return mentions
    words = stored_places(stored)
    places = [_place(reading, words) for _, reading in mentions]
    if not any(places):
        return mentions
    head = min(p[0] for p in places if p is not None)  # the name's own part: the description follows a dash
    start, end = 0, len(mentions)
    kinds = [_a_kind(*m) for m in mentions]
    said = list(zip(places, kinds, strict=True))
    while end - start > 1 and _apart(said[start], said[start + 1 : end], head, 1):
        start += 1
    while end - start > 1 and _apart(said[end - 1], said[start : end - 1], head, -1):
        end -= 1
    return mentions[start:end]


def _apart(
    edge: tuple[Place | None, bool], rest: list[tuple[Place | None, bool]], head: int, side: int
) -> bool:
    """Whether the word at the name's edge (``side`` 1: its first, -1: its last; each with its place in
    the stored name and whether it is a kind's word) describes the name."""
    place, kind = edge
    kept = [(p[1], k) for p, k in rest if p is not None and p[0] == head]
    if place is None or not kept:
        return False
    if place[0] != head:
        return True
    if not kind:
        return False
    if side == 1:  # typed before the name, stored after the name's own words
        own = [at for at, k in kept if not k]
        return bool(own) and place[1] > max(own)
    return min(abs(place[1] - at) for at, _ in kept) > 1  # typed after it, stored away from it


def _a_kind(word: str, reading: str) -> bool:
    return word in _KIND_WORDS or reading in _KIND_WORDS


def _place(reading: str, words: list[tuple[str, int]], sounded: bool = True) -> Place | None:
    """Where the stored name holds the word read, as spelt, behind a prefix letter or translated, and
    (``sounded``) said alike in the other script."""
    meant = _meanings(reading)
    found = next(((part, at) for at, (word, part) in enumerate(words) if meant & set(readings(word))), None)
    if found is not None or not sounded:  # the word itself before any word it only sounds like
        return found
    alike = (
        (part, at)
        for at, (word, part) in enumerate(words)
        if any(renders(reading, form) for form in readings(word))
    )
    return next(alike, None)


def _meanings(word: str) -> set[str]:
    """The word and the stored forms of what it translates into (a kind's word either way)."""
    found = {word}
    kind = TRANSLATED.get(word)
    if kind is not None:
        found.add(kind)
    found.update(KINDS.get(word, ()))
    for hebrew in chain(translations(word), _NAME_WORDS.get(word, ())):
        found.update(stored_forms(hebrew))
    return found


def with_translated_kinds(
    mentions: Mentions,
    text: str,
    words: list[str],
    stored: str,
    taken: Collection[str],
    parted: Collection[int],
) -> Mentions:
    """``mentions`` with the English words right after them that translate (or render) the stored words
    beside the name's, and a kind right before them that the writer capitalised as part of the name."""
    at = [words.index(w) for w, _ in mentions if w in words]
    if not mentions or len(at) != len(mentions) or not stored or not text.isascii():
        return mentions
    places = stored_places(stored)
    covered = {p[1] for _, r in mentions if (p := _place(r, places)) is not None}
    if not covered:
        return mentions
    found, start, end = list(mentions), min(at), max(at)
    # A writer who capitalised the name marks its end by the capitals: "HaGefen carpentry" names HaGefen.
    capitalised = as_typed(text, *mentions[0])[:1].isupper()
    found += _said_after(end, (text, words, stored, taken, parted), places, covered, capitalised)
    before = words[start - 1] if start > 0 and start not in parted else ""
    if before and before in marked_as_names(text) and _beside(before, places, covered, taken) is not None:
        found.insert(0, (before, before))
    return tuple(found)


def _said_after(
    end: int,
    said: tuple[str, list[str], str, Collection[str], Collection[int]],
    places: list[tuple[str, int]],
    covered: set[int],
    capitalised: bool,
) -> list[tuple[str, str]]:
    """The English words right after the name's last (at ``end``) that are more of it; ``covered`` takes
    the stored places they say."""
    text, words, stored, taken, parted = said
    capitals = marked_as_names(text)
    found: list[tuple[str, str]] = []
    rendered = 0  # words that go on the name in English with no stored word of theirs ("Express")
    while end + 1 < len(words) and end + 1 not in parted:
        word = words[end + 1]
        place = _beside(word, places, covered, taken)
        # a kind the writer capitalised with the name is the name's ("Hagefen Bakery", not "Sharon hotel")
        named = capitalised and word in capitals
        unsaid = len(places) - len(covered) - rendered
        on = place is None and named and word not in taken and _rest_rendered(word, stored, unsaid)
        if not on and (place is None or (word in PLACE_KINDS and not found and not named)):
            break  # "community center": a kind that ends a compound said is the name's
        if capitalised and not named:
            break
        found.append((word, word))
        if place is not None:
            covered.add(place)
        rendered += on
        end += 1
    return found


def _rest_rendered(word: str, stored: str, unsaid: int) -> bool:
    """A capitalised English word right after a Hebrew-stored name's words, while the stored name has
    words no typed word has said yet: the writer went on typing the name in English, word by word (its
    translation no dictionary gives), and the capital marks it as the name's."""
    if stored.isascii() or not word.isascii() or not word.isalpha() or word in STOPWORDS:
        return False
    if word in TITLES or word in PLACE_KINDS or word in _CALENDAR or is_town((word,)):
        return False  # "Shimshon Dimona": a town said after the name is where, not the name's
    return unsaid > 0


def _beside(
    word: str, places: list[tuple[str, int]], covered: set[int], taken: Collection[str]
) -> int | None:
    """The place of the stored word this word says, when it stands right beside the words said already."""
    if not word.isascii() or not word.isalpha() or word in STOPWORDS or word in TITLES or word in taken:
        return None
    place = _place(word, places, sounded=False)  # a word said alike is ``rendered_names``' to add
    if place is None or place[1] in covered:
        return None
    return place[1] if place[1] in (min(covered) - 1, max(covered) + 1) else None
