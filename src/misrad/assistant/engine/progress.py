"""A repair asked after by its customer and how far it has got, in an item word the records do not hold:
"Dana's counter - done?", "the reception desk at Levinson, fixed yet?", "the dental clinic in Karmiel –
status of the reception desk". The writer names the thing in their own word (a "counter" of a stored
"דלפק מכירה", a "reception desk" of "דלפק קבלה"); whatever it is, a customer named surely and a word of
progress or readiness ask how that customer's jobs stand. So the thing's word is no sign of a question
outside the business, and a bare "status" or "done" beside the customer is a repair question's word.
"""

from __future__ import annotations

from misrad.assistant.engine.asked_of_them import says_a_card_field
from misrad.assistant.engine.evidence import RECORD_INTENTS, Evidence
from misrad.assistant.engine.text import fold, readings

# How far a job has got, said of a thing (not of money: "paid" is an invoice's). The everyday words of
# both languages, in the forms a question takes; Hebrew behind its prefix letters by ``readings``.
_PROGRESS = frozenset(
    fold(w)
    for w in (
        "done", "fixed", "ready", "finished", "status", "progress", "repaired", "complete", "completed",
        "sorted", "מוכן", "מוכנה", "מוכנים", "מוכנות", "תוקן", "תוקנה", "תוקנו", "גמור", "גמורה", "גמורים",
        "סטטוס", "הסתיים", "הסתיימה", "נגמר", "נגמרה", "סיימתם", "מתוקן", "מתוקנת",
    )
)  # fmt: skip
# A record intent this strong already says what is asked ("status of the invoices for Dana"): left be.
_ASKED_ALREADY = 2.0
_SURE_COVER = 0.4  # a name said this fully (a surname of two words, as typed) names its one customer


def asks_progress_of_one(evidence: Evidence) -> bool:
    """One customer is surely named and the message asks how far something of theirs has got."""
    names = evidence.names
    if names is None or len(names.customer_ids) != 1 or names.generic or says_a_card_field(evidence.words):
        return False
    sure = names.exact or names.placed or names.matched_words >= 2 or names.score >= _SURE_COVER
    named = {word for word, _ in names.mentions}
    return sure and any(r in _PROGRESS for w in evidence.words if w not in named for r in readings(w)[:2])


def score_progress(evidence: Evidence) -> None:
    """A progress word beside a customer named surely, with no other record asked, asks of their
    repairs: as strong as a repair word ("ready") is."""
    others = max(evidence.scores.get(i, 0.0) for i in RECORD_INTENTS[:3] if i != "repair_status")
    if others < _ASKED_ALREADY and asks_progress_of_one(evidence):
        evidence.scores["repair_status"] = max(evidence.scores.get("repair_status", 0.0), _ASKED_ALREADY)
