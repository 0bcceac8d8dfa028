"""A general bilingual lexicon: everyday English words and their Hebrew words, so a question in one
language meets a knowledge item (or a customer's item) written in the other without a list per trade.

Provenance: ``bilingual.tsv`` was written by session 26's helper `chat26` on 2026-12-03 from general
knowledge of the two languages, systematically by topic (time, money and paying, places and buildings,
people, actions, qualities, household objects and furniture, materials, vehicles, tools, weather and
nature, food and occasions, body and health, office and communication, clothing, measures), not from the
items or questions of any batch or devset. A line holds the English words of one meaning and the Hebrew
words of it, base forms only: Hebrew prefix letters, plurals and construct forms reach them through the
engine's own readings (``knowledge.forms``), English endings through its stems. Words of more than one
meaning stand on each of their lines ("spring" is no קפיץ here, only אביב). A translation is read a little
below the word itself (as the trade's concepts in ``terms`` are), and never makes a word a customer's
name or a concept of the trade: a translation counts only where the other language's word is there to
meet (a knowledge item holds it, a customer's item is named by it).

Loaded once per process into a dict; a look-up is a dict access per reading.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from misrad.assistant.engine.text import fold

_DATA = Path(__file__).with_name("bilingual.tsv")


def _words(field: str) -> list[str]:
    return [fold(w.strip()) for w in field.split(",") if w.strip()]


@lru_cache(maxsize=1)
def _table() -> dict[str, tuple[str, ...]]:
    """Each (folded) word to its words in the other language."""
    found: dict[str, list[str]] = {}
    for line in _DATA.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        english, hebrew = (_words(side) for side in line.split("\t", 1))
        for word in english:
            found.setdefault(word, []).extend(hebrew)
        for word in hebrew:
            found.setdefault(word, []).extend(english)
    return {word: tuple(dict.fromkeys(others)) for word, others in found.items()}


@lru_cache(maxsize=65536)
def translations(word: str, readings: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The (folded) words of the other language for ``word`` or one of its ``readings``."""
    table = _table()
    own = {word, *readings}
    looked = (word, *readings, *_construct_singulars((word, *readings)), *_e_dropped(word, readings))
    found = (other for reading in looked for other in table.get(reading, ()))
    return tuple(dict.fromkeys(other for other in found if other not in own))


def _construct_singulars(readings: tuple[str, ...]) -> list[str]:
    """A Hebrew noun in its construct form (עוגת יום הולדת, מכונת כביסה) as the lexicon holds it: the
    final ת its singular's ה."""
    return [r[:-1] + "ה" for r in readings if len(r) >= 3 and r.endswith("ת") and not r.isascii()]


def _e_dropped(word: str, readings: tuple[str, ...]) -> list[str]:
    """An English verb's base that lost its e to -ing or -ed ("removing", "changed"): its stems with the
    e back. Only a stem, never the word itself ("pin" is no "pine")."""
    if not (word.isascii() and word.endswith(("ing", "ed"))):
        return []
    return [r + "e" for r in readings if r != word and r.isalpha() and not r.endswith("e")]


def size() -> int:
    """How many words the lexicon holds, both languages."""
    return len(_table())
