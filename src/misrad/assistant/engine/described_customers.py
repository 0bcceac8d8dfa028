"""When a message names no one, the customer its other words describe (``descriptions``): "the lady with
the Bosch dishwasher, what's her number?", "כמה חייבים בהנשיאים 4?", "הקבלן מטייבה".

Only where a record is asked of (a record intent's words are there) and no customer was found by name,
phone, e-mail, invoice or a bound conversation; never for a question of how things are done or one in the
knowledge base's words ("how often does a hotel lift need an inspection?" names no customer). The words
read are those nothing else explained: not function words, not a record's or intent's own words ("phone",
"owe", "הלקוחה"), an item's kind word kept ("oven" names the Smeg's owner).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from misrad.assistant.engine.descriptions import Jobs, described, message_keys
from misrad.assistant.engine.entities import CARD_ENTITIES
from misrad.assistant.engine.evidence import RECORD_INTENTS, Evidence, word_hits
from misrad.assistant.engine.item_index import ItemIndex, word_keys
from misrad.assistant.engine.items import kinds_in
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.names import CustomerIndex, NameMatch

# A record is asked of when one record intent's words weigh this much ("number" 0.5, "owe" 3.0).
_ASKED = 0.5
# A question of how, why or what one should do asks for knowledge, whatever it names ("how often does a
# hotel lift need an inspection"); "how much do they owe" asks a record.
_HOW_IT_IS_DONE = re.compile(
    r"(?:^|\s)(?:how (?:do|does|did|can|should|to|often|long|is|are)|why|should|what if|do you|does your|if"
    r"|איכ|כיצד|למה|מדוע|כדאי|אמ)(?=\s|$)"
)
# A word of an intent's own this strongly is what is asked, not who ("number" 0.5 is still asked).
_INTENT_WORD = 0.5


def customers_described(
    evidence: Evidence,
    index: CustomerIndex | None,
    item_owners: Callable[..., Any] | None,
    has_bound_customer: bool,
) -> None:
    """``evidence.names`` becomes the customers the message describes, when it names none."""
    if index is None or has_bound_customer or _identified(evidence):
        return
    record = max(evidence.scores.get(i, 0.0) for i in RECORD_INTENTS)
    knowledge = evidence.scores.get("knowledge", 0.0)
    if record < _ASKED or knowledge >= max(record, 1.5) or _HOW_IT_IS_DONE.search(evidence.folded):
        return
    words = {w: message_keys(w, word_keys(w)) for w in _unexplained(evidence.words)}
    if not words:
        return
    # The items index beside the name index: the owners' method is bound to it (``chat``).
    jobs: Jobs | None = getattr(item_owners, "__self__", None)
    found = described(words, index.described, jobs if isinstance(jobs, ItemIndex) else None, len(index.names))
    ids = found.customer_ids
    if ids:  # the words were read as the description, whether each met the records or not ("the lady")
        evidence.names = NameMatch(customer_ids=ids, text="", matched_words=0, exact=len(ids) == 1, score=0.0)
        evidence.described_by = frozenset(words)


def _identified(evidence: Evidence) -> bool:
    """Someone or something is found otherwise: a customer by name (a name that found nobody, "מהוד
    השרון" read as one, leaves the words to describe), a phone, an e-mail, an invoice, a job's number."""
    names = evidence.names
    if names is not None and names.customer_ids:
        return True
    return (
        evidence.invoice
        or evidence.repair_id is not None
        or any(e.type in CARD_ENTITIES for e in evidence.entities)
    )


def _unexplained(words: list[str]) -> list[str]:
    return [
        w for w in dict.fromkeys(words)
        if w not in STOPWORDS and len(w) > 1 and not w.isdigit()
        and (kinds_in([w]) or max(word_hits(w).values(), default=0.0) < _INTENT_WORD)
    ]  # fmt: skip
