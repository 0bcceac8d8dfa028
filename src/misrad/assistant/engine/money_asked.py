"""What a message asks of the customer it names when no intent's word says it: "how much" asked of a
person is money ("עדי גלבוע כמה?", "כמה עוד צריך לקבל מ<name>", "how much for <name>"), and whether they
closed or settled is whether they still owe ("<name> סגרה?", "<name> פרע?"): their balance."""

from __future__ import annotations

import re

from misrad.assistant.engine.evidence import Evidence

_HOW_MUCH = re.compile(r"(?:^|\s)(?:כמה|how much)(?=[\s?!.,]|$)")
# Closed or settled, said of a person (folded: final letters as ordinary ones).
_SETTLED = frozenset(("סגר", "סגרה", "סגרו", "סגור", "סגורה", "סגורימ", "פרע", "פרעה", "פרעו", "settled"))
# A name's own evidence for a lookup is 1 (``nlu``); a word of the card ("טלפונים", "addresses") adds to it.
_ONLY_THE_NAME = 1.0


def asks_what_they_owe(evidence: Evidence) -> bool:
    """The message names a customer and asks "how much" of them or whether they closed, and nothing else
    it holds (an item, an invoice, a repair, a word of the card or of a policy) is what it would be of."""
    if evidence.names is None or not evidence.names.customer_ids or evidence.items or evidence.invoice:
        return False
    asked = _HOW_MUCH.search(evidence.folded) is not None or any(w in _SETTLED for w in evidence.words)
    if evidence.repair_id is not None or not asked:
        return False
    scores = evidence.scores
    return scores.get("customer_lookup", 0.0) <= _ONLY_THE_NAME and scores.get("knowledge", 0.0) < 1.5
