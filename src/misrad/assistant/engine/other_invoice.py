"""Another of the bound customer's invoices, asked right after an answer about their invoices: "והשנייה
שלהם, גם פתוחה?", "and the other one, paid?", "And how much is left on the older one?", "ויש להם עוד
חשבונית?". The message names no invoice; the one the last answer was about is not meant (it is the one
the others are told apart from), and an older or newer one is told by the order they were issued in.

The words are a closed class of the language, the determiners and ordinals that pick one thing out of a
few against another ("other", "second", "older", "latest"); Hebrew says them with the article
("השנייה", "הקודמת", "הישנה"): bare, "שנייה" is also "a second" and "ישנה" also "there is".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from misrad.assistant import functions
from misrad.assistant.engine.evidence import Evidence
from misrad.assistant.engine.text import fold, readings

Pick = Literal["other", "older", "newer"]
OtherInvoice = tuple[Pick, str | None]  # which is picked, besides the last answer's invoice (if it named one)


def _folded(*words: str) -> frozenset[str]:
    return frozenset(fold(w) for w in words)


_OTHER = _folded("other", "another", "second", "2nd", "השנייה", "השני", "האחרת", "האחר", "השנית")
_OLDER = _folded(
    "older", "oldest", "earlier", "previous", "first", "הקודמת", "הישנה", "הראשונה", "המוקדמת", "הוותיקה"
)
_NEWER = _folded("newer", "newest", "latest", "last", "recent", "החדשה", "האחרונה", "המאוחרת")
# Hebrew's "another" is "עוד" before the thing or "one" ("עוד חשבונית", "עוד אחת"); before a verb it is
# "still" ("כמה היא עוד צריכה לשלם": the balance).
_MORE, _ONE_MORE = fold("עוד"), _folded("אחת", "אחד", "חשבונית", "חשבוניות")
# English "more" of a thing ("he have more open?", "any more invoices?"), not of a sum ("how much more")
# nor a comparison ("more than 500").
_MORE_EN, _OF_A_SUM, _COMPARED = fold("more"), _folded("much", "the"), fold("than")


def _more_of_a_thing(words: Sequence[str], at: int) -> bool:
    return (at == 0 or words[at - 1] not in _OF_A_SUM) and words[at + 1 : at + 2] != [_COMPARED]


# What the last answer asked of the same customer's invoices: the one it named, or the list of them.
_OF_INVOICES = ("invoice_status", "customer_lookup")
_ASKED = ("invoice_status", "customer_balance", "knowledge", "unknown")


def picked_out(words: Sequence[str]) -> Pick | None:
    """Which other invoice the words pick out of a customer's few, if they pick one."""
    found: Pick | None = None
    for at, word in enumerate(words):
        read = set(readings(word))
        if read & _OLDER:
            return "older"
        if read & _NEWER:
            return "newer"
        if (
            read & _OTHER
            or (_MORE in read and set(words[at + 1 : at + 2]) & _ONE_MORE)
            or (word == _MORE_EN and _more_of_a_thing(words, at))
        ):
            found = "other"
    return found


def another_invoice_asked(
    intent: str,
    evidence: Evidence,
    previous_intent: str | None,
    previous_invoice: str | None,
    has_bound_customer: bool,
) -> OtherInvoice | None:
    """The pick, when the message asks of another of the bound customer's invoices than the last answer's:
    the answer before was about their invoices, and this one names no record, item or customer of its own
    (a new name or number is asked about itself)."""
    if not has_bound_customer or intent not in _ASKED:
        return None
    if previous_invoice is None and previous_intent not in _OF_INVOICES:
        return None
    if evidence.points_at_record or evidence.items or evidence.identifies:
        return None
    pick = picked_out(evidence.words)
    return None if pick is None else (pick, previous_invoice)


def in_the_order_picked(
    invoices: list[functions.InvoiceInfo], other: OtherInvoice | None
) -> list[functions.InvoiceInfo]:
    """The customer's invoices but the one the last answer was about, the one picked first: the oldest
    for an older one, else the newest; all as they are when no other one was asked."""
    if other is None:
        return invoices
    pick, besides = other
    others = [i for i in invoices if i.number != besides] or invoices
    return sorted(others, key=lambda i: (i.issue_date, i.id), reverse=pick != "older")
