"""Small talk told after a greeting: "Morning! just got in, coffee's brewing", "hi! first day here", "בוקר
טוב! הגעתי, הקפה עוד מתבשל". The greeting is set apart by its mark (``courtesy.without_courtesies`` takes
it off), and what follows TELLS something of the writer rather than ASKS: no question's mark or word, no
request, and nothing of a record (no customer, phone, invoice or job number, no thing of a repair, no
record's or policy's word weighing as one). Such a message is a greeting whatever its other words are;
the same greeting before a question ("Morning! what's the status of ...") is that question.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from misrad.assistant.engine.bidden_acts import bids_an_act
from misrad.assistant.engine.evidence import word_hits
from misrad.assistant.engine.reasons import Reason
from misrad.assistant.engine.text import fold, tokens

if TYPE_CHECKING:  # nlu reads the message with this module
    from misrad.assistant.engine.nlu import Understanding

_GREETING = re.compile(
    r"^\W*(?:hi+|hey+|hello|hiya|(?:good )?(?:morning|afternoon|evening)|boker tov|erev tov|shalom"
    r"|היי+|הי|שלום|בוקר טוב|ערב טוב|צהריים טובים|אהלן)\W",
    re.IGNORECASE,
)
_ASKING = frozenset(
    fold(w)
    for w in (
        *("what", "who", "whose", "how", "when", "where", "which", "why", "is", "are", "did", "does", "do"),
        *("can", "could", "would", "any", "status", "need", "want", "please", "pls", "check", "tell"),
        *("מה", "מי", "איך", "מתי", "איפה", "איזה", "איזו", "אילו", "כמה", "למה", "האם", "יש", "צריך"),
        *("צריכה", "תגיד", "תבדוק", "בבקשה", "אפשר"),
    )
)
_RECORDS = frozenset(("customer_name", "phone", "invoice_number", "email", "repair_id", "tax_id"))
# A record's or a policy's words weighing as a question of its own: more than one word of a record's at
# ``nlu``'s least weight of an intent ("first week on the job" tells of the writer's job, no repair's).
_WEIGHT = 2.0


def as_a_greeting(found: Understanding) -> Understanding:
    """What was understood of the message, read as the greeting it is."""
    found.intent, found.reason, found.entities, found.names = "greeting", Reason.CONVERSATION, [], None
    return found


def told_after_a_greeting(typed: str, rest: str, found: Understanding) -> bool:
    """``typed`` opens with a greeting and ``rest`` (the message without it, understood as ``found``)
    tells, asks nothing."""
    entities, items, scores = found.entities, found.items, found.scores
    if _GREETING.match(typed) is None or "?" in rest or re.search(r"\d", rest):
        return False
    words = tokens(rest)
    if any(w in _ASKING for w in words) or bids_an_act(words):
        return False
    if any(e.type in _RECORDS for e in entities) or items:
        return False
    said = [s for w in words for i, s in word_hits(w).items() if i != "greeting"]  # "hey, balance": asked
    return (
        max(said, default=0.0) < _WEIGHT
        and max((s for i, s in scores.items() if i != "greeting"), default=0.0) < _WEIGHT
    )
