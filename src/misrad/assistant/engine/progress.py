"""A repair asked after by its customer and how far it has got, in an item word the records do not hold:
"Dana's counter - done?", "the reception desk at Levinson, fixed yet?", "the dental clinic in Karmiel –
status of the reception desk". The writer names the thing in their own word (a "counter" of a stored
"דלפק מכירה", a "reception desk" of "דלפק קבלה"); whatever it is, a customer named surely and a word of
progress or readiness ask how that customer's jobs stand. So the thing's word is no sign of a question
outside the business, and a bare "status" or "done" beside the customer is a repair question's word.

A job in hand is also asked after by what happens to it next, in words that are no record's own: the
technician coming or coming back, what he found, whether they finished, news of it, the customer
collecting it or it being brought back ("can <name> come pick up the grinder?", "סיימו אצל <name>?",
"what did the tech find at <name>?"). Such a word says nothing of a job by itself ("when is Dana coming
in?"), so it counts only for a customer the records give open or past jobs (session 43, jobs43): with no
field of the card asked, their job is what is asked, not their card.
"""

from __future__ import annotations

from collections.abc import Callable

from misrad.assistant.engine.asked_clause import asks, clauses
from misrad.assistant.engine.asked_of_them import says_a_card_field
from misrad.assistant.engine.evidence import RECORD_INTENTS, Evidence
from misrad.assistant.engine.text import fold, readings, tokens

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
# What happens next to a job in hand: the technician and his visit, what was found, finishing, news of it,
# collecting it or bringing it back. In the forms a question takes; Hebrew behind its prefix letters.
_NEXT_FOR_A_JOB = frozenset(
    fold(w)
    for w in (
        *("technician", "tech", "techs", "find", "found", "finish", "update", "updates", "news"),
        *("pick", "happening", "coming", "visit"),  # not "collect": money is collected too
        *("טכנאי", "הטכנאי", "מצא", "מצאו", "מצאתם", "סיים", "סיימה", "סיימו", "סיימנו", "חדש", "עדכון"),
        *("לקחת", "לאסוף", "לאיסוף", "להחזיר", "קורה", "מגיע", "יגיע", "מגיעים", "חוזר", "חוזרים", "בא"),
        # Where it stands, what holds it up, whether it was seen to ("איפה זה עומד", "מה מעכב", "טופל?").
        *("stand", "stands", "holding", "handled", "עומד", "עומדת", "מעכב", "מעכבת"),
        *("טופל", "טופלה", "טיפלו"),
    )
)  # fmt: skip
# The same said in a few words: "where are we with <name>?".
_NEXT_IN_WORDS = frozenset((("where", "are", "we"), ("where", "we", "at")))
# A record intent this strong already says what is asked ("status of the invoices for Dana"): left be.
_ASKED_ALREADY = 2.0
_SURE_COVER = 0.4  # a name said this fully (a surname of two words, as typed) names its one customer


def asks_progress_of_one(evidence: Evidence) -> bool:
    """One customer is surely named and the message asks how far something of theirs has got."""
    named = _the_one_surely_named(evidence)
    return named is not None and says_progress([w for w in evidence.words if w not in named[1]])


def says_progress(words: list[str]) -> bool:
    """A word of how far a job has got ("ready", "status", "תוקן") is said."""
    return any(r in _PROGRESS for w in words for r in readings(w)[:2])


def says_a_job_word(words: list[str]) -> bool:
    """A word of what happens next to a job ("the tech", "finished", "collect") is said, or its few words
    ("where are we with")."""
    runs = {tuple(words[i : i + 3]) for i in range(len(words))}
    return any(r in _NEXT_FOR_A_JOB for w in words for r in readings(w)[:2]) or bool(runs & _NEXT_IN_WORDS)


def asks_after_their_job(evidence: Evidence, has_jobs: Callable[[int], bool] | None) -> bool:
    """One customer is surely named, the records give them jobs, and a clause that asks says what happens
    next to a job (the technician, a finding, finishing, collecting), with no field of their card said."""
    named = _the_one_surely_named(evidence) if has_jobs is not None else None
    if named is None or has_jobs is None or not has_jobs(named[0]):
        return False
    return says_a_job_word([w for w in _asking_words(evidence) if w not in named[1]])


def _asking_words(evidence: Evidence) -> list[str]:
    """The words of the clauses that ask, where some do and others only tell: "who is <name>? the tech
    asked" asks who they are, the technician is why; "<name> - what did the tech find?" asks of the job."""
    parts = clauses(evidence.folded)
    asking = [c for c in parts if asks(c) and len(tokens(c)) > 1]  # not a tag: "..., ok?", "נכון?"
    return evidence.words if len(parts) < 2 or not asking else [w for c in asking for w in tokens(c)]


def _the_one_surely_named(evidence: Evidence) -> tuple[int, set[str]] | None:
    """The one customer surely named and the words that named them, where no field of their card is
    said; else None."""
    names = evidence.names
    if names is None or len(names.customer_ids) != 1 or names.generic or says_a_card_field(evidence.words):
        return None
    sure = names.exact or names.placed or names.matched_words >= 2 or names.score >= _SURE_COVER
    return (names.customer_ids[0], {word for word, _ in names.mentions}) if sure else None


def score_progress(evidence: Evidence, has_jobs: Callable[[int], bool] | None = None) -> None:
    """A progress word beside a customer named surely, with no other record asked, asks of their
    repairs: as strong as a repair word ("ready") is; so does what happens next to a job of one who has
    jobs (``asks_after_their_job``), which is then a firm reason of the records."""
    others = max(evidence.scores.get(i, 0.0) for i in RECORD_INTENTS[:3] if i != "repair_status")
    if others >= _ASKED_ALREADY:
        return
    if asks_after_their_job(evidence, has_jobs):
        evidence.job_asked = True
    elif not asks_progress_of_one(evidence):
        return
    evidence.scores["repair_status"] = max(evidence.scores.get("repair_status", 0.0), _ASKED_ALREADY)
