"""A customer's name reported as the writer typed it when a slip of the fingers was undone in it before
the readers ran (``typed_slips``: "נועם שרעבי" read as "נועם שערבי"): the entity is what was written, its
prefix letters off, as a Hebrew name's are; the link stays the one the read text made (helper span71).

The slips undone are one word for one word, so the read text's words stand where the typed text's do.
Where a space was mended (two typed words that together are one name word, "Aqua Med" of AquaMed, "טננ
באום" of טננבאום: ``dictation``) the counts differ: the name is then the run of typed words that spells
the same letters, the spaces aside, prefix letters off its first word (helper span72).
"""

from __future__ import annotations

import re
from dataclasses import replace

from misrad.assistant.engine.entities import Entity
from misrad.assistant.engine.text import PREFIX_LETTERS, fold

_EDGES = "\"'“”„,.?!;:()[]{}"


def names_as_written(entities: list[Entity], read: str, typed: str) -> list[Entity]:
    """Each customer-name entity whose words are not all as typed, put back to the typed words at the
    same places of the message."""
    if read == typed:
        return entities
    read_words, typed_words = _words(read), _words(typed)
    if len(read_words) != len(typed_words):
        return [_spelled_alike(e, typed_words) if e.type == "customer_name" else e for e in entities]
    return [_written(e, read_words, typed_words) if e.type == "customer_name" else e for e in entities]


def _words(text: str) -> list[str]:
    return [w.strip(_EDGES) for w in re.findall(r"\S+", text)]


def _written(entity: Entity, read_words: list[str], typed_words: list[str]) -> Entity:
    said = entity.value.split()
    if not said:
        return entity
    for at in range(len(read_words) - len(said) + 1):
        stretch = read_words[at : at + len(said)]
        if not all(r.endswith(w) for r, w in zip(stretch, said, strict=True)):
            continue
        written = [_unprefixed(r, w, t) for r, w, t in zip(stretch, said, typed_words[at:], strict=False)]
        if all(written):
            return replace(entity, value=" ".join(written))
        return entity
    return entity


def _unprefixed(read: str, said: str, typed: str) -> str:
    """The typed word without the prefix letters the read word has before the name's word; none when the
    typed word does not begin with them (the slip was in them)."""
    prefix = read[: len(read) - len(said)]
    return typed[len(prefix) :] if typed.startswith(prefix) else ""


_MOST_PREFIXES = 3


def _spelled_alike(entity: Entity, typed_words: list[str]) -> Entity:
    """The entity as the typed words that spell its letters in a row, when its own words are not all typed
    as they stand: the letters are the name's whatever spaces the reading mended between them."""
    said = [_letters(w) for w in entity.value.split()]
    typed = [_letters(w) for w in typed_words]
    if not said or all(w in typed for w in said):
        return entity
    wanted = "".join(said)
    for at, first in enumerate(typed):
        run, stretch = first, [typed_words[at]]
        for word, letters in zip(typed_words[at + 1 :], typed[at + 1 :], strict=False):
            if len(run) >= len(wanted):
                break
            run, stretch = run + letters, [*stretch, word]
        extra = len(run) - len(wanted)
        if len(stretch) > 1 and run.endswith(wanted) and _prefix(first[:extra], first):
            return replace(entity, value=" ".join([stretch[0][extra:], *stretch[1:]]))
    return entity


def _letters(word: str) -> str:
    return fold(word).replace("'", "").replace('"', "")


def _prefix(letters: str, word: str) -> bool:
    """Letters before a name's first word that are its prefix letters: Hebrew ones, at most three, the word
    not all of them."""
    return not letters or (
        len(letters) <= _MOST_PREFIXES and set(letters) <= PREFIX_LETTERS and len(word) > len(letters)
    )
