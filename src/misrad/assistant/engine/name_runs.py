"""A name of the other script typed word by word as it runs ("בלו נוט" of "Blue Note Music Ltd").

One short word that sounds like a name word of the other script says little: "בלו" is also ב + "לו",
and at 100,000 customers a two-consonant key is any short word. Two such words typed side by side,
sounding like words that stand side by side in that order in one customer's name, are that name's own
phrase, as a full name of short transliterations ("Yossi Ben Hamo") already is.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

# Of a query word that claims a word of the name: where it was typed (its index among the query's words),
# where its name word stands in the name (-1: not found), and whether it is a lexicon word (never part of
# such a phrase).
Placed = tuple[int, int, bool]


def sounded_together(claims: Sequence[Placed]) -> bool:
    """Two claims, neither a lexicon word, typed one right after the other as their name words are
    written (the claims in query order)."""
    return any(
        -1 not in (typed, written)
        and (next_typed, next_written) == (typed + 1, written + 1)
        and not (weak or next_weak)
        for (typed, written, weak), (next_typed, next_written, next_weak) in itertools.pairwise(claims)
    )
