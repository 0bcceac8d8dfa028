"""Records described, not named. An invoice described: a paper, a page, a form, a bill said with what
makes it an invoice of ours, a sum on it or its being sent out ("הדף ששלחנו לו עם הסכום",
"the paper with 480 on it", "הטופס שהוצאנו למסעדה", "the form we sent them"). A paper alone is no
invoice ("send me the papers of the repair"); a sum alone is no paper. Such a message weighs for an
invoice as the noun itself does, and speaks of one invoice (what is left on it is that invoice's, not
the account's).

A thing described ("the box that heats food", "הדבר ששומר על האוכל קר") beside one customer named or
meant asks of that customer's jobs, not of their card: the answer lists their jobs (the one, or the one
whose words the clause shares, first). Where no one is named, ``thing_owners`` finds the owners of a
described thing by the jobs' own words.

The words are general: the nouns an office calls any document or any object by and the verbs of sending
one out, in both languages, behind Hebrew's prefix letters.
"""

from __future__ import annotations

import re

from misrad.assistant.engine.asked_of_them import asks_for_a_card_field
from misrad.assistant.engine.entities import Entity
from misrad.assistant.engine.evidence import Evidence
from misrad.assistant.engine.text import fold, readings

# The nouns a document is called by when its name is not known.
_PAPERS = frozenset(
    fold(w)
    for w in (
        "paper", "page", "sheet", "form", "document", "doc", "slip",
        "נייר", "הנייר", "דף", "הדף", "טופס", "הטופס", "מסמך", "המסמך", "חשבון", "החשבון",
    )
)  # fmt: skip
# Its being sent or issued by us, in the forms an office says it.
_SENT = frozenset(
    fold(w)
    for w in (
        "sent", "send", "issued", "mailed", "emailed", "gave",
        "שלחנו", "שלחתי", "שלחת", "שלחו", "נשלח", "נשלחה", "הוצאנו", "הוצאתי", "הוצאת", "יצא", "הנפקנו",
    )
)  # fmt: skip
# The sum on it.
_SUM = frozenset(fold(w) for w in ("amount", "sum", "total", "סכום", "הסכום"))
# A sum as typed without its currency: "480", "1,890", "2,140.50" (a phone or a long number is no sum).
_FIGURE = re.compile(r"(?<![\d/.-])(?:\d{1,3}(?:,\d{3})+|\d{2,6})(?:\.\d{1,2})?(?![\d/-])")
# An object said by a general noun (or "the one", "זה") and a relative clause: "the machine that...",
# "המכשיר שמחמם", "זה ש...".
_OBJECT = re.compile(
    r"(?:^|\s)[ו]?(?:ה?דבר|ה?דברימ|ה?מכונה|ה?מכשיר|ה?מכשירימ|ה?יחידה|ה?קופסה|ה?כלי|זה|זו|זאת)"
    r"\s+ש[א-ת]{2,}|(?:^|\s)(?:the|that|this) (?:[a-z]+ )?"
    r"(?:thing|things|machine|device|box|unit|one|ones|gadget|appliance)"
    r" (?:that|which|where|whose|with|for)(?=\s)"
)
# As much as the noun "invoice" weighs in the lexicon.
WEIGHT = 3.0


def weigh_a_described_paper(evidence: Evidence) -> None:
    """Marks an invoice described as a paper (``evidence.paper``) and weighs it as the noun itself."""
    if paper_described(evidence.words, evidence.entities, evidence.folded):
        evidence.paper = True
        evidence.add("invoice_status", WEIGHT)


def paper_described(words: list[str], entities: list[Entity], folded: str) -> bool:
    """The message describes an invoice: a document's noun with a sum on it or its sending."""
    said = {r for w in words for r in readings(w)}
    if not said & _PAPERS:
        return False
    if said & (_SENT | _SUM) or any(e.type == "amount" for e in entities):
        return True
    named = [e.raw for e in entities if e.type != "amount"]  # a number, a phone, a date
    return any(not any(m.group(0) in raw for raw in named) for m in _FIGURE.finditer(folded))


def described_record(evidence: Evidence, intent: str) -> str | None:
    """The record intent a description gives, firmly: an invoice described as a paper, or a thing
    described beside one customer identified (not a field of their card asked)."""
    if evidence.paper and intent == "invoice_status":
        return intent
    names = evidence.names
    if intent not in ("customer_lookup", "unknown") or names is None or len(names.customer_ids) != 1:
        return None
    if _OBJECT.search(evidence.folded) and not asks_for_a_card_field(evidence):
        return "repair_status"
    return None
