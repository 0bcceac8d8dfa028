"""A machine asked by its model code ("the W5330N", "ה-HS-6023", "PW 6080 - was it delivered?", "T5190
מוכן?") with no customer named: the code is the particular machine of the one job whose item holds it.

A model code is a short run of Latin letters joined to a run of digits (by nothing, a dash or a space),
perhaps a letter or two after (with no series, three digits or more and a letter or two: "1034D"): how
makers print models, and how a clerk copies them off a plate. The tokenizer splits it ("w", "5330", "n"),
so it is read back from the tokens beside each digit run, both with and without the letters after (which
may be the next English word: "PW 6080 was"). A code meets a stored item's only when the same letters and
digits stand in it: no list of makes, and a number alone (an invoice's, a phone's) is never a code.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

# Letters before the digits: a model's series ("W", "HS", "BW"), never a word ("Lapauw 2000").
_SERIES = 4
# Letters after them: a variant ("N", "H"); more is another word.
_VARIANT = 3
_DIGITS = 2
# A code with no series ("Brother 1034D", "1034D מוכן?") has the digits of a model, then its variant: more
# digits and fewer letters than a year or a time said beside a word ("2024 a", "10 am").
_BARE_DIGITS = 3
_BARE_VARIANT = 2


# A series behind Hebrew prefix letters glued on ("הW5105H", "לHS-6023"): the tokenizer keeps them one word.
_SERIES_TOKEN = re.compile(rf"[\u05d0-\u05ea]{{0,3}}([a-z]{{1,{_SERIES}}})")


def _letters(token: str, most: int) -> bool:
    return token.isascii() and token.isalpha() and len(token) <= most


def model_codes(tokens: Sequence[str]) -> set[str]:
    """The model codes the tokens may spell, lower case without separators: ["the", "w", "5330", "n"]
    gives "w5330n" and "w5330"."""
    found: set[str] = set()
    for at, token in enumerate(tokens):
        series = _SERIES_TOKEN.fullmatch(tokens[at - 1]) if at > 0 else None
        if token.isdigit() and len(token) >= _BARE_DIGITS and not series and at + 1 < len(tokens):
            if _letters(tokens[at + 1], _BARE_VARIANT):  # "1034D": a model of digits and a variant alone
                found.add(token + tokens[at + 1])
            continue
        if not (token.isdigit() and len(token) >= _DIGITS and series):
            continue
        code = series.group(1) + token
        found.add(code)
        if at + 1 < len(tokens) and _letters(tokens[at + 1], _VARIANT):
            found.add(code + tokens[at + 1])
    return found


def code_labels(tokens: Sequence[str]) -> set[str]:
    """The labels of an item's codes, as ``items.item_labels`` gives its words (``code:<code>``)."""
    return {f"code:{code}" for code in model_codes(tokens)}
