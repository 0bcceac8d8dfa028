"""A customer's name read from Hebrew typed in Latin letters, reported as the writer typed it ("hamalon",
read as המלון, is the customer "malon"): the scorer, the answer's echo and the follow-ups see what was
written, its prefix letters off, as a Hebrew name's are (helper describe48, session 47)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from misrad.assistant.engine.entities import Entity
from misrad.assistant.engine.latin_hebrew import LATIN_RUN, TYPED_PREFIXES, hebrew_of_latin

if TYPE_CHECKING:
    from misrad.assistant.engine.names import CustomerIndex


def names_as_typed(entities: list[Entity], typed: str, index: CustomerIndex | None) -> list[Entity]:
    """A name read from Hebrew typed in Latin letters is reported as it was typed ("hamalon" read as המלון
    is "malon"): the entity is what the writer wrote, its prefix letters off, as a Hebrew name's are."""
    if re.search(r"[\u05d0-\u05ea]", typed):
        return entities
    read = {m.group(0): hebrew_of_latin(m.group(0), index) for m in LATIN_RUN.finditer(typed)}
    return [_typed_back(e, read) if e.type == "customer_name" else e for e in entities]


def _typed_back(entity: Entity, read: dict[str, str]) -> Entity:
    words = entity.value.split()
    if not words or not all(re.search(r"[\u05d0-\u05ea]", w) for w in words):
        return entity
    typed = [next((_unprefixed(t, r, w) for t, r in read.items() if r.endswith(w)), "") for w in words]
    return replace(entity, value=" ".join(typed)) if all(typed) else entity


def _unprefixed(latin: str, hebrew: str, word: str) -> str:
    """The Latin word without the prefix letters its reading has before ``word`` ("hamalon" of מלון)."""
    letters = hebrew[: len(hebrew) - len(word)]
    if not letters:
        return latin
    prefix = next((p for p, h in TYPED_PREFIXES if h == letters and latin.lower().startswith(p)), "")
    return latin[len(prefix) :].lstrip("-'’") if prefix else ""
