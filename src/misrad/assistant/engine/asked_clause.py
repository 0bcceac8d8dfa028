"""The clause a short message asks in, apart from the clauses that tell why ("<name>'s phone? it's about the
invoice", "כמה חייב <name>? הוא אמר ששילם את החשבונית"): a record said in a telling clause, or behind a
purpose word in the asking one ("for the invoice", "לגבי התשלום", "including the last invoice"), is why
the question is asked, not what it asks. ``closing_question`` does this for a long story before its
question; this reads the clauses of any message, the question first or last.

Clauses end at a sentence's end, a dash or a comma. A clause asks when it ends in "?" or opens with a
question's word; it tells otherwise ("her invoice is overdue", "הטכנאי מגיע מחר").
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import pairwise

from misrad.assistant.engine.text import fold, tokens

_CLAUSES = re.compile(r"(?<=[?!;])\s*|(?<=\D:)\s+|(?<=[^\d\s.]{2}\.)\s+(?=\D)|\s+[-–—]\s+|,\s*|\s*\n+\s*")
_QUESTION_OPENERS = frozenset(
    fold(w)
    for w in (
        *("what", "whats", "which", "when", "where", "who", "how", "is", "are", "was", "did", "does", "has"),
        *("have", "can", "could", "will", "any"),
        *("מה", "מתי", "איפה", "מי", "כמה", "האם", "איזה", "איזו", "למה", "איך", "הגיע", "הגיעה"),
    )
)
# A question's word inside a clause asks too ("asking what's happening with her hearing aid").
_ASKED_INSIDE = frozenset(
    fold(w) for w in ("what", "whats", "when", "where", "whether", "מה", "מתי", "איפה", "האם")
)
# A question put inside a request to know ("I'd like to know how much", "אבקש לדעת כמה", "tell me how"):
# a question's word right after a verb of knowing or telling (or its "me" / "לי") asks the clause.
_EMBEDDED_WH = frozenset(
    fold(w) for w in ("how", "what", "whats", "when", "where", "whether", "כמה", "מה", "מתי")
)
_TO_KNOW = frozenset(
    fold(w)
    for w in (
        *("know", "me", "check", "confirm", "wonder", "wondering", "out"),
        *("לדעת", "לי", "לברר", "תברר", "תבררי", "לבדוק", "תבדוק", "תבדקי", "יודע", "יודעת"),
    )
)
# Words that make what follows the purpose of the ask: "for the invoice", "about the payment".
PURPOSE = frozenset(
    fold(w)
    for w in (
        *("for", "about", "regarding", "re", "concerning", "because", "since", "including", "incl"),
        *("בשביל", "לגבי", "בקשר", "עבור", "על", "בנוגע", "כי", "בגלל", "כולל"),
    )
)
# Of those, the ones that say an aside, never what a sum is on ("owe for the invoice", "חייב על החשבונית").
_ASIDE = PURPOSE - {fold(w) for w in ("for", "על", "עבור")}
# A purpose word stands this many words before the record it makes a purpose of ("about the last invoice").
_PURPOSE_REACH = 3


def clauses(folded: str) -> list[str]:
    """The message's clauses (folded text), empty ones left out."""
    return list(_clauses_of(folded))  # a list of its own: a caller may change it


# Kept: five readers of one message each split it into its clauses (perf48); a pure function of a string.
@lru_cache(maxsize=256)
def _clauses_of(folded: str) -> tuple[str, ...]:
    return tuple(c for c in (p.strip() for p in _CLAUSES.split(folded)) if tokens(c))


def asks(clause: str) -> bool:
    """The clause asks something: a question mark, a question's word opening it or one of "what", "when",
    "where" inside it; not an aside to the question before it (", including the last invoice?")."""
    words = tokens(clause)
    if not words or words[0] in _ASIDE:
        return False
    return (
        clause.endswith("?")
        or words[0] in _QUESTION_OPENERS
        or bool(_ASKED_INSIDE.intersection(words))
        or asks_to_know(words)
    )


def asks_to_know(words: list[str]) -> bool:
    """A question's word put right after a verb of knowing or telling: "I'd like to know how much ..."."""
    return any(w in _EMBEDDED_WH and before in _TO_KNOW for before, w in pairwise(words))


def asks_in_words(clause: str) -> bool:
    """The clause asks in a question's word, not only by its question mark ("how much ...?", not "all
    invoices together?", which goes on with the question before it)."""
    words = tokens(clause)
    return bool(words) and (words[0] in _QUESTION_OPENERS or bool(_ASKED_INSIDE.intersection(words)))


def for_a_purpose(words: list[str], at: int) -> bool:
    """The word at ``at`` is said as a purpose: a purpose word a few words before it."""
    return any(w in PURPOSE for w in words[max(0, at - _PURPOSE_REACH) : at])


def the_one_asked(folded: str) -> tuple[list[str], list[str]] | None:
    """The words of the clauses before the one clause that asks (its topic: "the invoice of <name>, how
    much is left?") and its own words up to an aside it adds ("including the last invoice"), when no
    other clause asks; None when no clause asks, more than one does, or the message is one clause."""
    parts = clauses(folded)
    asking = [i for i, c in enumerate(parts) if asks(c)]
    if len(parts) < 2 or len(asking) != 1:
        return None
    topic = [w for c in parts[: asking[0]] for w in tokens(c)]
    words = tokens(parts[asking[0]])
    cut = next((i for i, w in enumerate(words) if w in _ASIDE), len(words))
    return topic, words[:cut]


def the_asking_clause(text: str) -> str | None:
    """The one clause of ``text`` (as typed) that asks, when every other clause only tells ("before I bill
    <name> - is his inverter ready?", "<name>'s battery replaced? need to invoice him"); None for a message
    of one clause or of more than one that asks."""
    parts = [p.strip() for p in _CLAUSES.split(text) if p and tokens(p)]
    asking = [p for p in parts if asks(fold(p))]
    return asking[0] if len(parts) > 1 and len(asking) == 1 else None
