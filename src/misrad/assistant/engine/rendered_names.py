"""The words typed beside a found name that render more of the same customer's name, as part of the name
as typed.

The index finds a customer by the words that match best, and one word is often enough: "טיילור" finds
Tailor Express, "salim" סלים עודה, "Point" סטודיו פוינט למחול. The writer typed the name whole, though:
the word beside it renders another word of the same stored name, in the other script or in the same one,
by its sound ("אקספרס" of Express, "oday" of עודה, "כורי" of חורי, "sweets" of Suites). Such a word is
part of the name as typed, so it is reported with it. Only a word right beside the name, and only while a
word of the stored name is left that no word typed renders yet: a word past the whole name is the
sentence's ("Tailor Express, how much"). The customer found stays as it is: this reads only the span
reported (helper spans58, session 56).
"""

from __future__ import annotations

from collections.abc import Collection

from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.name_titles import PLACE_KINDS, TITLES
from misrad.assistant.engine.sounds import look_alikes, sound_keys

Mentions = tuple[tuple[str, str], ...]


def with_rendered_neighbours(
    mentions: Mentions,
    words: list[str],
    stored: list[str],
    taken: Collection[str],
    parted: Collection[int] = (),
) -> Mentions:
    """``mentions`` (typed together) with the words right before and after them that render a word of
    the ``stored`` name no mention renders yet. ``taken``: words another entity holds; ``parted``: the
    places of words a punctuation mark parts from the word before, never crossed ("in Modiin, נקסט טק")."""
    at = [words.index(w) for w, _ in mentions if w in words]
    if not mentions or len(at) != len(mentions) or not stored:
        return mentions
    # a number of the name is ``typed_names.with_its_number``'s to add, and to the entity's raw text too
    left = [
        s for s in stored if not s.isdigit() and not any(renders(w, s) or renders(r, s) for w, r in mentions)
    ]
    start, end = min(at), max(at)
    found = list(mentions)
    while left:
        for step, place in ((1, end + 1), (-1, start - 1)):
            crossed = (place if step == 1 else start) in parted
            word = words[place] if 0 <= place < len(words) and not crossed else ""
            hit = _rendered(word, left) if _may_render(word, taken) else None
            if hit is not None:
                left.remove(hit)
                found = [*found, (word, word)] if step == 1 else [(word, word), *found]
                start, end = min(start, place), max(end, place)
                break
        else:
            break
    return tuple(found)


def _may_render(word: str, taken: Collection[str]) -> bool:
    # A function word, a title or a kind of place said around a name is how it was said, never its word
    # (``typed_names.without_leading_titles`` leaves those out on purpose).
    return (
        len(word) >= 3
        and word not in STOPWORDS
        and word not in TITLES
        and word not in PLACE_KINDS
        and (word not in taken)
    )


def _rendered(word: str, left: list[str]) -> str | None:
    return next((s for s in left if renders(word, s)), None)


def renders(word: str, stored: str) -> bool:
    """Whether the typed (folded) ``word`` may be the stored name word ``stored``: the same, said alike
    in either script, a Latin word's closing s unsaid in Hebrew letters ("בורגר" of Burgers, "דובואה" of
    Dubois), or one letter typed for another said alike ("כורי" of חורי). Not a translation: a kind of
    business translated ("the law office Gabay", "the Gan Rave regional council") is as often left out
    of the name as typed as kept in it ("Ofek Uniforms"), the writer's choice; a word said alike is the
    name's own."""
    if word == stored:
        return True
    if not word.isascii() and not stored.isascii() and stored in look_alikes(word):
        return True
    typed = sound_keys(word)
    if typed is None:
        return False
    forms = (
        (stored, stored[:-1])
        if stored.isascii() and stored.endswith("s") and not word.isascii()
        else (stored,)
    )
    for form in forms:
        keys = sound_keys(form)
        if keys is not None and typed[1] & keys[1]:
            return True
    return False
