"""Whether the one word that matched a customer's name is only a word of the language: a kind of place
("garden", "the center") that a business's name holds beside its own rare word (``names``), or a word
heard as a name in a question of knowledge (``heard_alone``)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from misrad.assistant.engine.bilingual import translations
from misrad.assistant.engine.text import readings, tokens

if TYPE_CHECKING:  # names.py imports this module: the types only, for the checker
    from misrad.assistant.engine.names import CustomerIndex, NameMatch


def only_words_of_the_language(
    mentions: tuple[tuple[str, str], ...],
    names: Sequence[str],
    by_token: Mapping[str, list[int]],
    foreign: frozenset[str],
) -> bool:
    """A word of the language said without the name's other words ("garden", "the center") names no
    business whose name merely holds it: a business is named by its rare word ("Rose Garden" of Rose
    Garden Cafe), or by more than one word of its name ("לחם ושמן"). What the
    records tell: the name is a business's (three words or more), or the word is the kind of place two
    customers' names share ("PowerHouse Gym" and "חדר כושר אנרגי"), and no first word, where a person's
    first name stands ("Tal" of Tal Levi), or an English word in lowercase heard in a name written in
    Hebrew letters ("a stone countertop", not סטון עיצובים). A word the writer capitalised as a name
    still names.
    ``mentions``: (query word, reading) pairs that matched; ``names``: the matched customers' names."""
    if any(word in foreign or not _a_word(word, reading) for word, reading in mentions):
        return False
    own_words = [[w for w in tokens(name) if not w.isdigit()] for name in names]
    said = set(mentions[0])
    if len(mentions) > 1:  # "יד לקשיש": more than one word of a name is distinctive, whatever they mean
        return False
    if any(len(own) >= 3 for own in own_words):
        return True
    reading = mentions[0][1]
    if reading.isascii() and not any(reading in own for own in own_words):
        return True  # heard in a Hebrew-written name ("stone" of סטון עיצובים): typed as the English word
    holders = {c for w in (reading, *translations(reading)) for c in by_token.get(w, ())}
    return len(holders) >= 2 and all(own[0] not in said for own in own_words)


def _a_word(word: str, reading: str) -> bool:
    """A word the general bilingual lexicon knows, so a word of the language, not only of a name."""
    return bool(translations(reading, readings(word)))


def heard_alone(names: NameMatch | None, text: str, index: CustomerIndex | None) -> bool:
    """One word of the message met a customer's name only by its sound or a slip, not as any name is
    written, nor capitalised as a name: "כמה עולה בטון" (concrete) met ביטון. Where the
    question reads as knowledge (a price, how things are done) one such word is too weak to make it a
    question of that customer; two ("חיים בטון") or a name as written ("כמה עולה לתקן את השער של חיים")
    still are. A Latin word that met a name written in Hebrew is that name transliterated ("the
    rabinovichs' bill"), as an English writer must write it: never heard alone."""
    if names is None or index is None or len(names.mentions) != 1:
        return False
    word, reading = names.mentions[0]
    if reading in index.by_token or word in index.by_token:
        return False
    if word.isascii() and not any(_latin(index.names.get(c, "")) for c in names.customer_ids):
        return False  # a Hebrew-written name in Latin letters: how English writes it, not a word misheard
    return not (word.isascii() and re.search(rf"\b{word[:1].upper()}{re.escape(word[1:])}\b", text))


def _latin(name: str) -> bool:
    return any("a" <= letter.lower() <= "z" for letter in name)
