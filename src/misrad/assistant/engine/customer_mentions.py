"""The customers a message names: its name words linked to the index, and the record words they override.

A lexicon or item word counts as a name word only beside a real one; a name word said right after an
item's word is that item's second word; a word of a customer's full name gives up the record word it
only resembles.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from dataclasses import replace
from functools import lru_cache
from itertools import pairwise

from misrad.assistant.engine.addresses import addressed
from misrad.assistant.engine.aligned_names import with_aligned_neighbours
from misrad.assistant.engine.entities import Entity
from misrad.assistant.engine.evidence import (
    RECORD_INTENTS,
    Evidence,
    by_a_slip,
    in_lexicon,
    lexicon_words,
    word_hits,
)
from misrad.assistant.engine.items import item_words, kinds_in
from misrad.assistant.engine.kinds_beside_names import with_translated_kinds, without_kinds_said_apart
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.morphology import verb_intents
from misrad.assistant.engine.name_titles import (
    BUSINESS_WORDS,
    KINDS,
    PERSON_TITLES,
    TRANSLATED,
    spelled_titles,
)
from misrad.assistant.engine.names import CustomerIndex, NameMatch, Pick
from misrad.assistant.engine.rendered_names import with_rendered_neighbours
from misrad.assistant.engine.text import as_typed, parted_before, tokens
from misrad.assistant.engine.text import marked_as_names as capitalised
from misrad.assistant.engine.typed_names import (
    name_as_typed,
    short_names_unpeeled,
    typed_together,
    with_its_number,
    without_leading_titles,
    without_phrases_around,
)

# The customers among these whose own records hold a thing of this word (a few, read from the records).
Holders = Callable[[tuple[int, ...], str], tuple[int, ...]]


def link_names(
    text: str,
    words: list[str],
    entities: list[Entity],
    index: CustomerIndex | None,
    peel: bool = False,
    holders: Holders | None = None,
) -> NameMatch | None:
    """Customer names among the words that are not part of another entity; lexicon and item words
    only count beside a real name word. ``peel``: a two-letter name word behind a prefix letter counts
    alone too.

    A month that is a first name ("יוני אשכנזי", "May Levi") is the name where it is said with another
    word of that customer's name, and the period it was read as is dropped; alone it stays a month
    ("החשבוניות של יוני"): a first name alone is too weak to outweigh the calendar."""
    months = _months_in_names(entities, index)
    if months:
        others = [e for e in entities if e not in months]
        names = _link(text, words, others, index, peel, holders)
        said = {w for e in months for w in tokens(e.raw)}
        if names is not None and names.matched_words >= 2 and said & {w for w, _ in names.mentions}:
            entities[:] = others
            return names
    return _link(text, words, entities, index, peel, holders)


def _months_in_names(entities: list[Entity], index: CustomerIndex | None) -> list[Entity]:
    """The months said alone, in one word and no day ("יוני", "May"): perhaps a customer's first name."""
    if index is None:
        return []
    return [e for e in entities if e.type == "date" and len(e.value) == 7 and len(tokens(e.raw)) == 1]


def _link(
    text: str,
    words: list[str],
    entities: list[Entity],
    index: CustomerIndex | None,
    peel: bool,
    holders: Holders | None = None,
) -> NameMatch | None:
    entity_words = {w for e in entities for w in tokens(e.raw)}
    # A title spelled out ("עורך הדין", "רואת חשבון") is how the name was said, no word of it.
    titles = spelled_titles(words)
    name_words = [w for w in words if w not in entity_words and w not in titles]
    if index is None or not name_words:
        return None
    if peel:
        name_words = short_names_unpeeled(name_words, index.by_token, never_a_name()) or []
    # A form of the records' verbs ("שילם", "יתוקן") is as weak as a lexicon word: never a name alone,
    # unless it is a customer's own name word ("אסף").
    verbs = {w for w in name_words if verb_intents(w) and w not in index.by_token}
    # A writer who capitalises names mid-sentence leaves a lowercase Latin word no name of their own:
    # "stair" of "the stair lift for Rabbi Avital" is no אסתר, however alike they sound.
    owners = _possessors(text) | _titled(words)
    # Only a capital marks a name for the rules below: a lowercase owner ("the bakery's truck") may be
    # any word, so it only lets its own word sound like a name.
    marked = capitalised(text) | _possessors(text, capitalised_only=True)
    if marked:
        lowercase = set(_LOWERCASE_WORD.findall(text))
        # A kind of business stays the name's translated word ("the pharmacy in Nahariya", "Hadar garage").
        verbs |= {w for w in name_words if w in lowercase and w not in marked and w not in _KINDS}
        verbs -= index.by_token.keys()
    weak = weak_words() | verbs if verbs else weak_words()
    names = index.match(name_words, weak, marked, STOPWORDS, owners, _holder_of_the_thing(holders, words))
    if names is not None and (_completes_an_item(names, words) or _a_word_not_a_name(names, words, holders)):
        names = None
    if names is None:  # perhaps a street and house number, of words no entity took ("at 12 hagefen")
        return _by_address(text, name_words, entities, index)
    names = _narrowed(names, text, words, index, marked)
    entities.append(_reported(names, text, words, weak, index, entity_words))
    return names


def _by_address(
    text: str, words: list[str], entities: list[Entity], index: CustomerIndex
) -> NameMatch | None:
    """The customers at the street (and house number) said (``addresses``), reported as typed."""
    names = addressed(words, index.places, never_a_name())
    if names is not None:
        typed = " ".join(as_typed(text, word, reading) for word, reading in names.mentions)
        linked = names.customer_ids[0] if len(names.customer_ids) == 1 else None
        entities.append(Entity("customer_name", typed, raw=names.text, record_id=linked))
    return names


def _reported(
    names: NameMatch,
    text: str,
    words: list[str],
    weak: frozenset[str] | set[str],
    index: CustomerIndex,
    taken: Collection[str] = (),
) -> Entity:
    """The name as it was typed (typos kept, prefix letters off); the customer it links to is in
    ``customer_id`` and the answer's context. A number of the name ("לקוח ניסיון 014") said with it is
    in ``raw`` too, so no invoice is looked for by it (``answers.link_invoice_number`` skips the digits
    the entities hold)."""
    linked = names.customer_ids[0] if len(names.customer_ids) == 1 else None
    stored_name = index.names.get(linked, "") if linked is not None else ""
    own = tokens(stored_name)
    # a punctuation mark parts what was typed together, where the words are the text's own
    parted = parted_before(text) if words == tokens(text) else frozenset()
    together = typed_together(names.mentions, words, weak, parted)
    said = without_phrases_around(without_leading_titles(together, own), own)
    # the words beside them that are more of the record's name, those just put out staying out
    # and a word after an item's word is that item's (``_without_an_items_word``)
    kept_out = ({w for w, _ in together} - {w for w, _ in said}) | _items_second_words(words)
    own_words = frozenset(own)
    said = with_aligned_neighbours(
        said, words, own, lambda w: index.read_in(w, own_words, weak_words()), kept_out, parted
    )
    # the words beside it that render more of the same name ("טיילור אקספרס" of Tailor Express), not those
    # that describe it ("משרד גולן ושות'"), and the English ones that translate it ("Ofek Uniforms")
    said = with_rendered_neighbours(said, words, own, taken, parted)
    said = without_kinds_said_apart(said, stored_name)
    typed = _as_in_the_text(
        text, name_as_typed(text, with_translated_kinds(said, text, words, stored_name, taken, parted))
    )
    number = with_its_number(text, typed, stored_name)[len(typed) :] if typed else ""
    return Entity("customer_name", typed + number or names.text, raw=names.text + number, record_id=linked)


def _as_in_the_text(text: str, typed: str) -> str:
    """The name as the text spells it where it holds it so, whatever case each word was found in ("Hotel
    Sharon" after "the hotel" earlier in the message)."""
    if not typed.isascii() or typed in text:
        return typed
    found = re.search(re.escape(typed).replace(r"\ ", r"\s+"), text, flags=re.IGNORECASE)
    return found.group(0) if found else typed


def _narrowed(
    names: NameMatch, text: str, words: list[str], index: CustomerIndex, marked: frozenset[str]
) -> NameMatch:
    """The match told apart by the number said with it, and without a word that is an item's."""
    if len(names.customer_ids) > 1:
        names = _told_by_their_numbers(names, text, index)
    if len(names.customer_ids) > 1:
        names = _a_person_by_title(names, words, index)
    return _without_an_items_word(names, words, index, marked) if names.matched_words >= 2 else names


def _told_by_their_numbers(names: NameMatch, text: str, index: CustomerIndex) -> NameMatch:
    """Customers whose names differ only by a number ("לקוח ניסיון 014", "... 015"), told apart by the
    number the message holds: the index leaves digits out of name words, so the match cannot."""
    said = set(re.findall(r"\d+", text))
    if not said:
        return names
    numbers = {c: [w for w in index.names.get(c, "").split() if w.isdigit()] for c in names.customer_ids}
    kept = tuple(c for c, own in numbers.items() if own and all(n in said for n in own))
    return replace(names, customer_ids=kept, exact=True) if len(kept) == 1 else names


def _a_person_by_title(names: NameMatch, words: list[str], index: CustomerIndex) -> NameMatch:
    """A person's title said before the name ("Mr. Odeh", "מר עודה") means the person of those it ties,
    not a business whose name holds it ("מוסך עודה"): kept apart when some of them are people."""
    first = names.mentions[0][0] if names.mentions else ""
    at = words.index(first) if first in words else 0
    if not at or words[at - 1] not in PERSON_TITLES:
        return names
    people = tuple(c for c in names.customer_ids if not index.words_of.get(c, frozenset()) & BUSINESS_WORDS)
    return replace(names, customer_ids=people) if people and len(people) < len(names.customer_ids) else names


def _titled(words: list[str]) -> frozenset[str]:
    """The words said right after a person's Latin title ("mr green"): where a surname stands, as an
    owner's word does, so a word of the language there may still be a customer's own name word."""
    return frozenset(b for a, b in pairwise(words) if a in _LATIN_TITLES and b not in STOPWORDS)


_LATIN_TITLES = frozenset(t for t in PERSON_TITLES if t.isascii())
_KINDS = frozenset(KINDS) | frozenset(TRANSLATED)  # English words of a business's kind

# A word with a possessive ("Noga's scooter", "noga's", "the Levis' bill"), wherever it stands: an owner.
_POSSESSOR = re.compile(r"(?<![\w'’])([A-Za-z][a-z]{2,})(?:['’]s|(?<=s)['’])(?![\w'’])")


def _possessors(text: str, capitalised_only: bool = False) -> frozenset[str]:
    """The owners of the text, written with a possessive: the sentence's first word too, which
    ``capitalised`` leaves (a sentence opens with a capital whatever its first word is, but not with a
    possessive), and a lowercase one that is no word of the language or the trade ("today's", "the
    shop's", "what's" own nothing a customer is)."""
    found = (w.lower() for w in _possessives(text) if w[0].isupper() or not capitalised_only)
    return frozenset(w for w in found if w not in never_a_name() and w.rstrip("s") not in never_a_name())


@lru_cache(maxsize=64)
def _possessives(text: str) -> tuple[str, ...]:
    """The words of ``text`` written with a possessive: found once for both of a message's readings."""
    return tuple(_POSSESSOR.findall(text))


# A Latin word written in lowercase (not one capitalised at the start of a sentence).
_LOWERCASE_WORD = re.compile(r"(?<![A-Za-z'])[a-z]+(?![A-Za-z])")


# A word this strongly of a record's question ("owe", "החוב", "balance") asks of a customer.
_ASKS_OF_A_RECORD = 3.0
_ASKS_OF_A_THING = 1.5  # "ready", "מוכנה"; a contact field ("הכתובת של הסטודיו")
_RECORD_INTENTS = frozenset(RECORD_INTENTS)  # the set form of evidence's list, for the checks below


def _a_word_not_a_name(names: NameMatch, words: list[str], holders: Holders | None = None) -> bool:
    """A word of the language that only a business's name holds ("the garden", "המרכז") is the customer
    when the question asks of a record ("how much does the garage owe", "מה החוב של המוסך", "הישיבה
    שילמה?"), and an ordinary word otherwise ("do you deliver to the garden center")."""
    if not names.generic:
        return False
    # A records' verb ("שילמה", "נבדק") or a repair's item ("המזגן של הישיבה") asks of one of them too.
    if kinds_in(words) or any(_RECORD_INTENTS & verb_intents(word).keys() for word in words):
        return False
    # Said as the owner of a thing whose state is asked ("הנול של המרכז מוכן?"): a thing of theirs, asked
    # after as a record is, whatever the thing's word; a weaker record's word is enough there.
    owned = _owner_of_a_thing(names, words)
    # "המעלית של המלון" where one hotel's records hold a lift: that hotel, as a clerk who knows the jobs
    # reads it (``own_items`` then narrows the name to it).
    if owned and holders is not None and len(holders(names.customer_ids, owned)) == 1:
        return False
    if owned and not _asks_of_other_things(words):
        return False  # "הפלוטר של הסטודיו": a thing of theirs, and no word asks of hours or prices
    least = _ASKS_OF_A_THING if owned else _ASKS_OF_A_RECORD
    return not any(
        weight >= least and intent in _RECORD_INTENTS
        for word in words
        for intent, weight in word_hits(word).items()
    )


def _asks_of_other_things(words: list[str]) -> bool:
    """A word that asks of something other than a record (the hours, a price: ``knowledge``)."""
    return any(
        weight >= 1 and intent not in _RECORD_INTENTS
        for word in words
        for intent, weight in word_hits(word).items()
    )


_OWNER_LINKS = frozenset(("של", "of"))


def _owner_of_a_thing(names: NameMatch, words: list[str]) -> str | None:
    """The thing, when the one name word stands after "של" / "of" and a word of substance before that."""
    return _thing_of(names.mentions[0][0], words)


def _thing_of(word: str, words: list[str]) -> str | None:
    at = words.index(word) if word in words else -1
    owns = at >= 2 and words[at - 1] in _OWNER_LINKS and words[at - 2] not in STOPWORDS
    return words[at - 2] if owns else None


def _holder_of_the_thing(holders: Holders | None, words: list[str]) -> Pick | None:
    """Of several customers one word of whose names was said as a thing's owner ("המלגזה של המוסך"), the
    one whose own records hold that thing: the records, not the name, tell them apart."""
    if holders is None:
        return None

    def pick(tied: tuple[int, ...], mentions: tuple[tuple[str, str], ...]) -> int | None:
        thing = _thing_of(mentions[0][0], words) if len(mentions) == 1 else None
        held = holders(tied, thing) if thing is not None else ()
        return held[0] if len(held) == 1 else None

    return pick


def _without_an_items_word(
    names: NameMatch, words: list[str], index: CustomerIndex, marked: frozenset[str]
) -> NameMatch:
    """A word said right after an item's word is that item's second word, not a word of the name it
    only resembles (by sound, a typo or a translation): "מכונת הקפה של ירדן" is the coffee machine of
    Kafe Yarden, named by "ירדן" alone. A word the record itself holds stays the name's, and so does one
    the writer capitalised mid-sentence ("the heater Nachum Berger left"): marked as a name. The
    customers stay those the whole match found."""
    own = frozenset().union(*(index.words_of.get(c, frozenset()) for c in names.customer_ids[:5]))
    kept = tuple(
        m for m in names.mentions if m[1] in own or m[0] in marked or not _after_an_items_word(m[0], words)
    )
    if not kept or len(kept) == len(names.mentions):
        return names
    return replace(names, mentions=kept, text=" ".join(r for _, r in kept), matched_words=len(kept))


def _after_an_items_word(word: str, words: list[str]) -> bool:
    at = words.index(word) if word in words else 0
    return at > 0 and bool(kinds_in([words[at - 1]]))


def _items_second_words(words: list[str]) -> set[str]:
    """Every word said right after an item's word ("מכונת קפה"): that item's, wherever it stands."""
    return {word for before, word in pairwise(words) if kinds_in([before])}


def _completes_an_item(names: NameMatch, words: list[str]) -> bool:
    """One name word said right after an item's word is that item's second word, not the customer:
    "מכונת קפה" is a coffee machine beside the customer "בית קפה הגפן" ("כמה עולה לבדוק מכונת קפה")."""
    if names.matched_words != 1 or len(names.mentions) != 1:
        return False
    word, reading = names.mentions[0]
    if reading not in (word, word[1:]) or (reading != word and word[0] != "ה"):
        return False  # "המיקרוגל שמרים הביאה": a name behind a prefix letter is no item's word
    return _after_an_items_word(word, words)


@lru_cache(maxsize=1)
def weak_words() -> frozenset[str]:
    return lexicon_words() | item_words()


@lru_cache(maxsize=1)
def never_a_name() -> frozenset[str]:
    return weak_words() | STOPWORDS


def unscore_name_words(evidence: Evidence, index: CustomerIndex | None) -> None:
    """A word of a customer's name said in a name of two words or more is the name, not a record's word
    it merely resembles: the barber's "מספרת" in "הפן של מספרת שושי" is no "מספר" of a lookup, an
    accountant's "חשבונאות" no invoice. A name word the lexicon holds as spelt keeps its weight."""
    names = evidence.names
    if index is None or names is None:
        return
    for word, reading in names.mentions:  # a slip undone is a guess: a name's word said is no guess
        if reading in index.by_token and by_a_slip(word):
            for intent, weight in word_hits(word).items():
                evidence.scores[intent] = max(0.0, evidence.scores.get(intent, 0.0) - weight)
    if len(names.customer_ids) != 1 or names.matched_words < 2:
        return
    for word, reading in names.mentions:
        if (
            reading in index.by_token
            and not in_lexicon(word)
            and not in_lexicon(reading)
            and not by_a_slip(word)
        ):
            for intent, weight in word_hits(word).items():
                evidence.scores[intent] = max(0.0, evidence.scores.get(intent, 0.0) - weight)


def names_a_short_surname(
    text: str, intent: str, evidence: Evidence, index: CustomerIndex | None, has_bound_customer: bool
) -> bool:
    """A record question that named nobody, but a short surname behind a prefix letter ("לגל יש חוב?")."""
    if intent not in RECORD_INTENTS or evidence.points_at_record or has_bound_customer or index is None:
        return False
    return bool(
        short_names_unpeeled(evidence.words, index.by_token, never_a_name())
        and link_names(text, evidence.words, list(evidence.entities), index, peel=True) is not None
    )
