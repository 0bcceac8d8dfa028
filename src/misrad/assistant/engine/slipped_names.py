"""A customer's name reported as the writer typed it when a slip of the fingers was undone in it before
the readers ran (``typed_slips``: "נועם שרעבי" read as "נועם שערבי"): the entity is what was written, its
prefix letters off, as a Hebrew name's are; the link stays the one the read text made (helper span71).

The slips undone are one word for one word, so the read text's words stand where the typed text's do;
where a space was mended the counts differ and the name is left as read.
"""

from __future__ import annotations

import re
from dataclasses import replace

from misrad.assistant.engine.entities import Entity

_EDGES = "\"'“”„,.?!;:()[]{}"


def names_as_written(entities: list[Entity], read: str, typed: str) -> list[Entity]:
    """Each customer-name entity whose words are not all as typed, put back to the typed words at the
    same places of the message."""
    if read == typed:
        return entities
    read_words, typed_words = _words(read), _words(typed)
    if len(read_words) != len(typed_words):
        return entities
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
