"""Institutions' names as Hebrew writes them short, with gershayim: ביה"ס is בית הספר, ביה"ח בית החולים.

Folded as tokens are (marks off, final letters plain), each short form with the words it stands for, so
a customer stored as "בית הספר היסודי אלונים" is found by "ביה\"ס אלונים" and the reverse.
"""

from __future__ import annotations

import re

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


# Towns as the office writes them short, with gershayim ("איסוף מת״א כמה"): a knowledge item names the
# town in full ("לתל אביב 130 ₪"). Read only with the mark, as typed: folded, "תא" is a word (a cell).
_TOWNS_SHORT: dict[str, str] = {
    "תא": "תל אביב",
    "פת": "פתח תקווה",
    "בש": "באר שבע",
    "רג": "רמת גן",
    "ראשלצ": "ראשון לציון",
    "קש": "קריית שמונה",
}
_GERSHAYIM = '"\u05f4\u201d'
_TOWN_SHORT_FORM = re.compile(
    rf"(?<![\u05d0-\u05ea])([ובלמהכש]{{0,2}}?)((?:ראשל|[תפברק])[{_GERSHAYIM}](?:צ|א|ת|ש|ג))(?![\u05d0-\u05ea])"
)


def towns_spelled_out(text: str) -> str:
    """``text`` with the towns it writes short spelled out, behind their prefix letters ("מת״א" is
    "מתל אביב"); any other short form as typed."""

    def spelled(match: re.Match[str]) -> str:
        short = re.sub(f"[{_GERSHAYIM}]", "", match[2])
        town = _TOWNS_SHORT.get(short)
        return f"{match[1]}{town}" if town else match[0]

    return _TOWN_SHORT_FORM.sub(spelled, text)
