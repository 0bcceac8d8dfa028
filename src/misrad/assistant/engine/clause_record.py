"""The record the one asking clause of a message asks of, where the clauses that only tell name another.

"before I invoice <name> - is his inverter ready?", "המצבר של <name> הוחלף? צריך להוציא לו חשבונית", "the
customer of invoice 8807, how's his clutch coming?", "whose number is <phone>? he's asking about his
gearbox": the record words of the telling clause (an invoice to be issued, a job spoken of) weigh for
their record, but the question is the asking clause's. It decides when, read on its own (with the whole
message's customer), it names a record of its own (a thing of theirs or a job's words, a field of the
card, an invoice's number, or its record's own words: "is it paid?", "how much do they owe?") and says no
word of the record the whole message leans to. An account asked beside an invoice told of is
``account_asked``'s, never taken from a clause this way.
"""

from __future__ import annotations

from misrad.assistant.engine.asked_clause import the_asking_clause
from misrad.assistant.engine.closing_question import Reader, with_the_story_named
from misrad.assistant.engine.evidence import RECORD_INTENTS, Evidence, word_hits
from misrad.assistant.engine.reasons import Reason
from misrad.assistant.engine.text import fold, readings

# A record intent's words said this strongly in the asking clause are that record's own.
_OWN_WORDS = 2.0
# The nouns of an invoice, which name it without asking anything of it.
_NOUNS = frozenset(fold(w) for w in ("invoice", "invoices", "bill", "חשבונית", "חשבוניות", "חשבון"))
# Of the whole message's intent, the asking clause says at most this little: no word of its own.
_NO_WORD = 1.0
# The word that asks a sum ("how much", "כמה"); English says it with "much".
_HOW_MUCH = frozenset(fold(w) for w in ("כמה", "much"))
# The reasons a look-up is read for, of the asking clause alone: a field of the card, whose an invoice is,
# look-up words of one identified.
_LOOKED_UP = frozenset((Reason.CARD_FIELD, Reason.INVOICE, Reason.LOOK_UP_OF_ONE))


def by_the_asking_clause(
    text: str, evidence: Evidence, intent: str, read: Reader
) -> tuple[str, float, Evidence] | None:
    """The intent, confidence and evidence of the asking clause, where it asks another record than the
    whole message leans to; None where the message is read as one."""
    if intent not in RECORD_INTENTS or not evidence.points_at_record:
        return None
    asked = the_asking_clause(text)
    if asked is None:
        return None
    found, confidence, question = read(asked, evidence.points_at_record)
    if found not in RECORD_INTENTS or found == intent or question.scores.get(intent, 0.0) >= _NO_WORD:
        return None
    if not names_its_record(found, question) or (found, intent) == ("customer_balance", "invoice_status"):
        return None  # an account asked beside an invoice told of is ``account_asked``'s
    return found, confidence, with_the_story_named(question, evidence)


def names_its_record(intent: str, question: Evidence) -> bool:
    """The clause names the record it is read for: a repair by a thing of theirs or a job's number; a
    look-up by a field or look-up words; an invoice by its number; any record by its own words."""
    if intent == "customer_lookup":
        return question.reason in _LOOKED_UP
    if _beyond_the_noun(intent, question) >= _OWN_WORDS:
        return True
    if intent == "repair_status":
        return bool(question.items) or question.repair_id is not None
    if intent == "customer_balance":  # "how much is left for her to pay": a sum asked is the account's
        return bool(_HOW_MUCH.intersection(question.words))
    return intent == "invoice_status" and question.invoice


def _beyond_the_noun(intent: str, question: Evidence) -> float:
    """What the clause says for the record beyond naming an invoice ("is it paid?", "did <name> pay?";
    not "can we issue the invoice yet?", which names it and asks nothing of it)."""
    nouns = [w for w in question.words if set(readings(w)[:2]) & _NOUNS]
    return question.scores.get(intent, 0.0) - sum(word_hits(w).get(intent, 0.0) for w in nouns)
