"""A customer stored in Hebrew named in English by the words of its name: "the tennis club" for
מועדון הטניס רעננה, "the local council" for מועצה מקומית כפר ורדים.

A business's name is mostly words of the language (a club, an association, a council and what it is of);
an English-speaking clerk says those words in English. Each Latin word of the message is read through the
general lexicon (``bilingual``) into its Hebrew words, and those met in the names index as a name's own
words, with the article or in the construct form a name holds them in ("הטניס", "אגודת"). The customer
whose name meets the most of the message's words, alone, is the one named; a tie ("the club" of two
clubs) names nobody. The words are the language's, so they name the customer only where the question
asks of a record ("what does the tennis club owe", "the chess club's phone"), never in "do you give a
discount to a tennis club".

Tried only when no name was found as typed: a dict look-up per translation of each Latin word.
"""

from __future__ import annotations

import re
from collections import Counter
from itertools import pairwise

from misrad.assistant.engine.bilingual import phrase_units, translations
from misrad.assistant.engine.entities import Entity
from misrad.assistant.engine.evidence import word_hits
from misrad.assistant.engine.items import kinds_in
from misrad.assistant.engine.lexicon import PHRASES, STOPWORDS
from misrad.assistant.engine.morphology import stored_forms, verb_intents
from misrad.assistant.engine.names import CustomerIndex, NameMatch
from misrad.assistant.engine.text import fold

_RECORDS = frozenset(("customer_balance", "invoice_status", "repair_status"))
# A word this strongly of a record's question ("owe", "balance", "jobs") asks of a customer; a card's
# field ("phone", "email", "address") asks of one with less.
_ASKS_OF_A_RECORD = 2.0
_ASKS_OF_A_CARD = 1.2
# A record's state asked whatever the record is ("the status of ... at the choir"): no intent's word.
_STATE_WORDS = frozenset(("status", "state"))


def link_translated(
    text: str, words: list[str], entities: list[Entity], index: CustomerIndex | None
) -> NameMatch | None:
    """The customer an English question names by its Hebrew name's words, where a record is asked of
    it; the name as typed ("fishermen's association") is added to ``entities``."""
    if index is None:
        return None
    taken = {w for e in entities for w in re.findall(r"[a-z]+", e.raw.lower())}
    asked = _asks_of_a_record(words)
    # A compound by its head ("the dairy farm" of משק ...) only where a record is asked of it.
    names = translated_name([w for w in words if w not in taken], index, by_head=asked)
    if names is None or not (asked or _the_place_where(words, names) or _phrased(text)):
        return None
    entities.append(
        Entity("customer_name", _typed(text, names), raw=names.text, record_id=names.customer_ids[0])
    )
    return names


def _asks_of_a_record(words: list[str]) -> bool:
    """A record is asked of whoever is named: a record's word, a records' verb, a repair's item or a
    card's field, or the state of one ("what does ... owe", "all jobs for ...", "the phone of ...",
    "the status of ...")."""
    if _STATE_WORDS.intersection(words) or kinds_in(words):
        return True
    if any(_RECORDS & verb_intents(word).keys() for word in words):
        return True
    return any(
        weight >= (_ASKS_OF_A_RECORD if intent in _RECORDS else _ASKS_OF_A_CARD)
        for word in words
        for intent, weight in word_hits(word).items()
        if intent in _RECORDS or intent == "customer_lookup"
    )


def _phrased(text: str) -> bool:
    """A record or a card's field asked in words of more than one ("tax id", "still owed")."""
    folded = fold(text)
    return any(
        weight >= _ASKS_OF_A_CARD and (intent in _RECORDS or intent == "customer_lookup")
        for pattern, intent, weight in PHRASES
        if pattern.search(folded)
    )


_WHOLE = 1.0  # a translated name's cover when all its words were said
# Where a thing is, said of one place ("the battery at the yeshiva", "the treadmill at the Dead Sea hotel").
_AT = frozenset(("at", "in"))
_KNOWLEDGE_ASKED = 2.5


def _the_place_where(words: list[str], names: NameMatch) -> bool:
    """The customer's words said as the one place a thing is at ("the lamp at the museum"): "at the"
    right before them (one more word between: "at the Dead Sea hotel"), in a message asking nothing of
    the business's knowledge ("can I park at the museum" asks its policy)."""
    if any(word_hits(w).get("knowledge", 0.0) >= _KNOWLEDGE_ASKED for w in words):
        return False
    said = {w for w, _ in names.mentions}
    for at, word in enumerate(words):
        if word in said and any(
            words[i - 1 : i + 1] == [near, "the"] for near in _AT for i in range(max(1, at - 2), at)
        ):
            return True
    return False


def _typed(text: str, names: NameMatch) -> str:
    """The words as typed, from the first matched to the last ("fishermen's association")."""
    said = [w for w, _ in names.mentions]
    pattern = r"\b" + r"\W+(?:\w+\W+)*?".join(map(re.escape, said)) + r"\b"
    found = re.search(pattern, text, flags=re.IGNORECASE)
    return found.group(0) if found else names.text


def _customers_of(word: str, index: CustomerIndex, by_head: bool = False) -> Counter[int]:
    """The customers whose names hold the Hebrew words of this English word or phrase, with how many of
    them each holds: "nursing home" is בית אבות, both of its words, not any בית. ``by_head``: a compound
    no name holds ("dairy farm", רפת) by its head, its last word, which says what kind of place it is
    ("farm" of משק ברקוביץ): a dairy farm is a farm."""
    found: Counter[int] = Counter()
    for hebrew in translations(word, _singulars(word)):
        if hebrew.isascii():
            continue
        found.update({c for form in stored_forms(hebrew) for c in index.by_token.get(form, ())})
    if not found and by_head and " " in word:
        return _customers_of(word.rsplit(" ", 1)[1], index)
    return found


def _singulars(word: str) -> tuple[str, ...]:
    """An English plural's singulars ("warehouses", "factories"), as the lexicon lists a word's base:
    a customer is named by its kind in the plural too ("the warehouses" of מחסני הדרום)."""
    if " " in word or not word.endswith("s") or word.endswith("ss") or len(word) < 5:
        return ()
    if word.endswith("ies"):
        return (word[:-3] + "y",)
    return (word[:-1], word[:-2]) if word.endswith("es") else (word[:-1],)


def _qualifying_an_item(words: list[str]) -> set[str]:
    return {first for first, second in pairwise(words) if kinds_in([second]) and not kinds_in([first])}


def translated_name(words: list[str], index: CustomerIndex, by_head: bool = False) -> NameMatch | None:
    """The one customer whose Hebrew name the message's English words say, or None; ``by_head``: an
    English compound no name holds by its head word too (``_of_its_head``)."""
    # An English phrase is one unit ("community center" is a מתנ"ס, not a center).
    units = phrase_units(words)
    said = [w for w in units if w.replace(" ", "").isascii() and w.replace(" ", "").isalpha()]
    # A repair item's word ("car", "fridge") asks of the thing, not of a business named with it.
    said = [w for w in said if len(w) >= 3 and w not in STOPWORDS and not kinds_in(w.split())]
    # Nor does the word that qualifies one, English putting it first ("a sewing machine", "the coffee
    # machine"): the thing's kind, not a sewing studio or a coffee house.
    said = [w for w in said if w not in _qualifying_an_item(words)]
    if not said:
        return None
    hits = {word: ids for word in said if (ids := _customers_of(word, index, by_head))}
    if not hits:
        return None
    counts: Counter[int] = sum(hits.values(), Counter())
    (best, most), *rest = counts.most_common(2)
    if rest and rest[0][1] == most:
        return None  # "the club" of two clubs: nobody surely
    own = index.words_of.get(best, frozenset())
    mentions: tuple[tuple[str, str], ...] = ()
    for w in said:
        if best in hits.get(w, ()):
            mentions += tuple((t, t) for t in w.split())
        else:
            mentions += _sounded_in(w, own, index)
    proper = any(t != r for t, r in mentions)
    cover = len(mentions) / index.name_sizes.get(best, len(mentions))
    text = " ".join(w for w, _ in mentions)
    # Its proper word sounded and every word of the name said ("Sharon Mall"): the name itself, whole.
    exact = proper and cover >= _WHOLE
    return NameMatch((best,), text, len(mentions), exact, cover, mentions, generic=not proper)


def _sounded_in(word: str, own: frozenset[str], index: CustomerIndex) -> tuple[tuple[str, str], ...]:
    """The word as the proper part of the name its kind was translated from, said by its sound ("Sharon
    Mall" of קניון השרון: "mall" translated, "Sharon" sounded): a word of this very name, never a
    search of its own, so the name the kind found is said whole and is no mere kind."""
    if " " in word:
        return ()
    sounded = [c[0] for c in index._sound_candidates(word, as_a_name=True) if c[0] in own]
    return ((word, sounded[0]),) if sounded else ()
