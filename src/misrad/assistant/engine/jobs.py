"""A repair as its job: the stored item and what the description says was wrong or done with it.

A foreman names a job by its work, not by the record's word: "the motor swap for Levi" of an item stored as
"מנוע שער חשמלי כנף" with the description "החלפת מנוע שרוף", "the one with the burnt board" of "כרטיס בקר"
described "כרטיס בקר שרוף אחרי ברק", "the hydraulic arm that was leaking oil". The item names the thing;
the description holds the fault and the work (burnt, leaking, noisy; swap, rebuild, service). So wherever
the engine reads a customer's items to link a message's words (the items index, the bound customer's
items, the repairs an answer picks), it reads the job's text: the item and the description's content
words. Function words, the intents' own words ("מוכן", "חלקים": a status, a part's word of every job) and
short words are left out, so a description never makes a question a repair question by a word that
already asks something else.
"""

from __future__ import annotations

from functools import lru_cache

from misrad.assistant.engine.lexicon import LEXICON_SOURCE, STOPWORDS
from misrad.assistant.engine.morphology import construct_singulars
from misrad.assistant.engine.text import fold, readings, tokens

# A description's word this short says nothing of one job ("לא", "של"); as ``item_index.item_words``.
_MIN_WORD = 3
# Prepositions and adverbs of time and place a description says a fault with ("טפטוף מתחת לכיור אחרי
# החלפת פילטר") that the function words leave out: where or when, never what the job is.
_WHERE_OR_WHEN = frozenset(
    fold(w)
    for w in ("אחרי", "לפני", "מתחת", "מעל", "בתוך", "מאחורי", "מול", "בלי", "ללא", "בגלל", "כדי", "שוב")
)


# The records' intents, whose words ask of a record: a description's "מוכן" or "חלקים" is no word of
# one job. A knowledge word ("שירות", "התקנה") is: the work done is what the job is named by.
_RECORD_INTENTS = ("customer_balance", "repair_status", "invoice_status", "customer_lookup")


@lru_cache(maxsize=1)
def _asking_words() -> frozenset[str]:
    """The record intents' own words (folded): a word that already asks of a record is no word of a job."""
    return frozenset(fold(w) for intent in _RECORD_INTENTS for w in LEXICON_SOURCE[intent])


def _a_job_word(word: str) -> bool:
    if len(word) < _MIN_WORD or word.isdigit() or word in STOPWORDS or word in _WHERE_OR_WHEN:
        return False
    asking = _asking_words()
    return not any(r in asking or r in STOPWORDS for r in readings(word)[:2])


@lru_cache(maxsize=4096)
def job_words(description: str) -> tuple[str, ...]:
    """The content words of a repair's description, as typed (folded), once each."""
    return tuple(dict.fromkeys(w for w in tokens(description) if _a_job_word(w)))


def job_text(item: str, description: str | None) -> str:
    """What a message may name a repair by: its item, then its description's content words, less those
    that only repeat the item's own nouns ("נזילה מתחתית המכונה" of a מכונת כביסה): the item already
    names the job by them, and the index would hold the thing by a form of it its other holders lack."""
    own = {f for w in tokens(item) for r in readings(w)[:2] for f in (r, *construct_singulars((r,)))}
    words = [w for w in job_words(description or "") if not own.intersection(readings(w)[:3])]
    return f"{item} {' '.join(words)}" if words else item
