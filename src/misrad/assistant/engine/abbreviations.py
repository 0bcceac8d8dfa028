"""Institutions' names as Hebrew writes them short, with gershayim: ביה"ס is בית הספר, ביה"ח בית החולים.

Folded as tokens are (marks off, final letters plain), each short form with the words it stands for, so
a customer stored as "בית הספר היסודי אלונים" is found by "ביה\"ס אלונים" and the reverse.
"""

from __future__ import annotations

from misrad.assistant.engine.text import readings

_SPELLED_OUT: dict[str, tuple[str, ...]] = {
    "ביהס": ("בית", "הספר"),
    "ביס": ("בית", "ספר"),
    "ביהח": ("בית", "החולימ"),
    "ביח": ("בית", "חולימ"),
    "ביהכנ": ("בית", "הכנסת"),
    "ביכנ": ("בית", "כנסת"),
    "ביהמש": ("בית", "המשפט"),
    "בימש": ("בית", "משפט"),
    "ביהמד": ("בית", "המדרש"),
}


def spelled_out(word: str) -> tuple[str, ...]:
    """The words a short form stands for, read behind a prefix letter too ("לביה\"ס"); () if none."""
    return next((_SPELLED_OUT[r] for r in readings(word)[:2] if r in _SPELLED_OUT), ())
