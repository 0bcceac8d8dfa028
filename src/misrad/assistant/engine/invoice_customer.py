"""The customer of an invoice asked after: "מה הטלפון של הלקוח מחשבונית 4411?", "the card of the customer
on invoice 8811", "who's the client from INV-20?". The invoice's number only says which customer; what is
asked of them is in the rest of the message. Where the rest says no word of an invoice, a balance or a job
(and no thing of theirs), their card is asked: a look-up. "how much does the customer of invoice 4411 owe
altogether" or "the customer from invoice 8807 - is his car ready?" ask something else of them.
"""

from __future__ import annotations

from misrad.assistant.engine.cues import asks_whose
from misrad.assistant.engine.evidence import RECORD_INTENTS, Evidence, record_phrase_words, word_hits
from misrad.assistant.engine.text import fold, readings

_CUSTOMER = frozenset(fold(w) for w in ("customer", "client", "לקוח", "לקוחה", "לקוחות"))
_LINK = frozenset(fold(w) for w in ("of", "on", "from", "in", "for", "with", "של", "עם"))
_INVOICE = frozenset(fold(w) for w in ("invoice", "inv", "bill", "receipt", "חשבונית", "קבלה"))
# The phrase's words after the customer's: a link, the invoice's noun, its number's parts.
_REACH = 5
# A record intent's words in the rest of the message at least this much: that record is asked of them.
_ASKED = 1.0
# Look-up words in the rest at least this much: the card asked ("מי", "the phone", "פרטים").
_LOOKED_UP = 0.8


def asks_the_invoices_customer(evidence: Evidence) -> bool:
    """The message names an invoice to say whose card it asks ("the customer of invoice N") and asks
    nothing of a record besides."""
    words = evidence.words
    span = next((s for i, w in enumerate(words) if (s := _phrase_at(words, i)) is not None), None)
    if span is None or evidence.items or evidence.verbs:
        return False  # a thing of theirs, or a record's verb ("did the customer of 4411 pay it?")
    rest = [w for n, w in enumerate(words) if not span[0] <= n < span[1]]
    if record_phrase_words(evidence.folded, RECORD_INTENTS[:3]) - set(words[span[0] : span[1]]):
        return False  # a record's phrase said of them ("did the customer of 4411 pay it?")
    weights = [_hits(w) for w in rest]
    said = {i: sum(h.get(i, 0.0) for h in weights) for i in RECORD_INTENTS}
    return said["customer_lookup"] >= _LOOKED_UP and all(said[i] < _ASKED for i in RECORD_INTENTS[:3])


def _hits(word: str) -> dict[str, float]:
    """The intents a word speaks for, behind its prefix letters too ("הטלפון")."""
    found: dict[str, float] = {}
    for reading in readings(word)[:2]:
        for intent, weight in word_hits(reading).items():
            found[intent] = max(found.get(intent, 0.0), weight)
    return found


def _phrase_at(words: list[str], at: int) -> tuple[int, int] | None:
    """Where "<customer> [of] [invoice] <number>" starting at ``at`` ends: (at, its end), else None."""
    if not set(readings(words[at])[:2]) & _CUSTOMER:
        return None
    end, invoice = at + 1, False
    for n in range(at + 1, min(len(words), at + 1 + _REACH)):
        said = set(readings(words[n]))
        if words[n] in _LINK and not invoice:
            end = n + 1
        elif said & _INVOICE or any(c.isdigit() for c in words[n]):
            end, invoice = n + 1, True
        else:
            break
    return (at, end) if invoice else None


def asks_the_owner(intent: str, evidence: Evidence) -> bool:
    """Whose an invoice is, or its customer's card ("the phone of the customer on invoice 4411")."""
    invoice = intent in ("invoice_status", "customer_balance") and evidence.invoice
    return invoice and (asks_whose(evidence.folded) or asks_the_invoices_customer(evidence))
