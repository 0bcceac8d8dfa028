"""A customer named by street and house number, as a foreman or a technician on the road says it: "the
gate at 12 hagefen", "whos at hadror 5", "בהגפן 12 – מה המצב", "the job on Herzl 40".

The street is read as ``places`` reads it (a Hebrew word behind its prefix letter, a Latin one by its
sound), the number must be the house number of that customer's address. A number beside a word is said of
many things ("invoice 12", "3 jobs"), so only a word that is no word of the language or the trade and that
the addresses hold, said right beside the number, is read as a street. Several customers at one house
("hadror 5" of two flats) are asked between, as names are.
"""

from __future__ import annotations

from misrad.assistant.engine.names import NameMatch
from misrad.assistant.engine.places import ASK_BETWEEN, PlaceIndex, places_said
from misrad.assistant.engine.text import readings

_HOUSE_DIGITS = 3  # a house number said has at most this many digits (a year, a code or a sum has more)
_LATIN_STREET = 4  # a Latin word this long at least is read as a street by its sound ("job" is none)


def addressed(words: list[str], places: PlaceIndex, ordinary: frozenset[str] | set[str]) -> NameMatch | None:
    """The customers at the street and house number the words say, or None. ``ordinary``: the words of
    the language and the trade, never a street here (the lexicon, function words)."""
    numbered = False
    for i, word in enumerate(words):
        if not (word.isdigit() and len(word) <= _HOUSE_DIGITS and word != "0"):
            continue
        for street in (words[i - 1] if i else "", words[i + 1] if i + 1 < len(words) else ""):
            if not _may_be_a_street(street, ordinary):
                continue
            numbered = True  # a street said with a number: only that house is meant
            found = _at_house(street, word, places)
            if found is not None:
                return found
    return None if numbered else _on_the_street(words, places, ordinary)


def _on_the_street(
    words: list[str], places: PlaceIndex, ordinary: frozenset[str] | set[str]
) -> NameMatch | None:
    """A street said as a place with no number ("the gate on hagefen", "השער ברחוב הגפן"): its few
    customers, asked between when several. A town's word is never read so: a town's customers are many,
    and "do you come to Modiin" asks of no one."""
    for place in places_said(words, from_towns=False):
        street = place[0]
        if not _may_be_a_street(street, ordinary):
            continue
        at = places.words(street)
        if not at or at & places.towns:
            continue
        customers = _few_on_the_street(at, places)
        if customers:
            return _match(street, "", at, customers)
    return None


def _few_on_the_street(at: frozenset[str], places: PlaceIndex) -> set[int]:
    """The customers whose street is one of ``at``, or none when they are more than can be asked between:
    the gathering stops there, since a common street (הרצל) holds thousands among 100,000 customers."""
    customers: set[int] = set()
    for word in at:
        for customer in places.by_word.get(word, ()):
            if word in places.streets.get(customer, ()):
                customers.add(customer)
                if len(customers) > ASK_BETWEEN:
                    return set()
    return customers


def _at_house(street: str, number: str, places: PlaceIndex) -> NameMatch | None:
    """The customers whose address has the number on the street said (never in its town's part)."""
    at = places.words(street)
    customers = {
        c
        for w in at
        for c in places.by_word.get(w, ())
        if number in places.houses.get(c, ()) and w in places.streets.get(c, ())
    }
    if not customers or len(customers) > ASK_BETWEEN:
        return None
    return _match(street, number, at, customers)


def _match(street: str, number: str, at: frozenset[str], customers: set[int]) -> NameMatch:
    reading = next((r for r in readings(street) if r in at), street)
    ids = tuple(sorted(customers))
    mentions = ((street, reading), (number, number)) if number else ((street, reading),)
    text = f"{reading} {number}" if number else reading
    return NameMatch(ids, text, len(mentions), len(ids) == 1, 1.0, mentions, placed=True)


def _may_be_a_street(word: str, ordinary: frozenset[str] | set[str]) -> bool:
    if not word or word.isdigit() or word in ordinary:
        return False
    if word.isascii():
        return word.isalpha() and len(word) >= _LATIN_STREET
    # "בהגפן" is ב + הגפן: the street behind its prefix, when that is no word of the language either.
    return not any(r in ordinary for r in readings(word)[:1]) and len(word) >= 2
