"""Spreadsheet cells that cannot run: the one formula neutraliser for every CSV and Excel export.

A spreadsheet runs a cell that begins with ``=``, ``+``, ``-`` or ``@`` (or a tab / carriage return,
which some readers skip before looking). It also reads full-width and small lookalikes (``＝``, ``﹦``,
``＋``, ``－``, ``＠``) as those signs, and ignores invisible characters (zero-width spaces and joiners,
direction marks, the byte-order mark) and leading blanks. So the first *visible* character, folded by
NFKC (which maps the lookalikes to their ASCII forms), decides; such cells get a leading apostrophe,
the usual neutralisation (OWASP "CSV injection").
"""

from __future__ import annotations

import unicodedata

FORMULA_SIGNS = frozenset("=+-@")
# Signs that NFKC leaves alone but spreadsheets still treat as a minus.
MINUS_LOOKALIKES = frozenset("\u2212\u2012\u2013\u2014\u2010\u2011\ufe58")
CONTROL_STARTS = ("\t", "\r", "\n")


def _first_visible(text: str) -> str:
    for character in text:
        category = unicodedata.category(character)
        # Cf: format characters (zero-width, direction marks, BOM); Z*: blanks; Cc: controls.
        if category == "Cf" or category.startswith("Z") or category == "Cc":
            continue
        return character
    return ""


def starts_like_formula(text: str) -> bool:
    if text.startswith(CONTROL_STARTS):
        return True
    first = _first_visible(text)
    if not first:
        return False
    folded = unicodedata.normalize("NFKC", first)[:1]
    return folded in FORMULA_SIGNS or first in MINUS_LOOKALIKES


def neutralise(text: str) -> str:
    """``text`` as a spreadsheet will show it and never run it."""
    return "'" + text if starts_like_formula(text) else text
