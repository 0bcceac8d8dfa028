"""The record the one asking clause of a message asks of, where the clauses that only tell name another.

"before I invoice <name> - is his inverter ready?", "המצבר של <name> הוחלף? צריך להוציא לו חשבונית", "the
customer of invoice 8807, how's his clutch coming?", "whose number is <phone>? he's asking about his
gearbox": the record words of the telling clause (an invoice to be issued, a job spoken of) weigh for
their record, but the question is the asking clause's. It decides when, read on its own (with the whole
message's customer), it names a record of its own (a thing of theirs or a job's words, a field of the
card, an invoice's number) and says no word of the record the whole message leans to. A balance is never
taken from a clause this way: what an account is asked beside an invoice is ``account_asked``'s.
"""

from __future__ import annotations

from misrad.assistant.engine.asked_clause import the_asking_clause
from misrad.assistant.engine.closing_question import Reader, with_the_story_named
from misrad.assistant.engine.evidence import RECORD_INTENTS, Evidence
from misrad.assistant.engine.reasons import Reason

# A record intent's words said this strongly in the asking clause are that record's own.
_OWN_WORDS = 2.0
# Of the whole message's intent, the asking clause says at most this little: no word of its own.
_NO_WORD = 1.0
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
    if (
        found == intent
        or question.scores.get(intent, 0.0) >= _NO_WORD
        or not names_its_record(found, question)
    ):
        return None
    return found, confidence, with_the_story_named(question, evidence)


def names_its_record(intent: str, question: Evidence) -> bool:
    """The clause names the record it is read for: a repair by a thing of theirs, a job's number or its
    words; a look-up by a field or look-up words; an invoice by its number."""
    if intent == "repair_status":
        return (
            bool(question.items)
            or question.repair_id is not None
            or question.scores.get(intent, 0.0) >= _OWN_WORDS
        )
    if intent == "customer_lookup":
        return question.reason in _LOOKED_UP
    return intent == "invoice_status" and question.invoice
