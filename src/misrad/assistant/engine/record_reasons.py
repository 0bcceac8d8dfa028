"""The firm reasons the records a message names give its intent, before any of ``nlu``'s rules
(``reasons``): what the learned model must not overrule."""

from __future__ import annotations

from misrad.assistant.engine.asked_of_them import asks_for_a_card_field
from misrad.assistant.engine.described_records import described_record
from misrad.assistant.engine.entities import BARE_INVOICE_CODE
from misrad.assistant.engine.evidence import RECORD_INTENTS, Evidence
from misrad.assistant.engine.own_items import a_customer_pays
from misrad.assistant.engine.reasons import Reason


def read_by_the_records(evidence: Evidence, intent: str) -> tuple[str, Reason]:
    """The intent and its firm reason: a record described, not named, gives its own ("the paper with the
    sum", "the box that heats food" of one named, ``described_records``); else ``reason_of_the_records``."""
    described = described_record(evidence, intent)
    if described is not None:
        return described, Reason.DESCRIBED
    return intent, reason_of_the_records(evidence, intent)


def reason_of_the_records(evidence: Evidence, intent: str) -> Reason:
    """The firm reason the records a message names give its intent before any rule: an invoice's code
    for its status, a record's verb said of a customer, look-up words of one identified, a card's field
    or a thing nobody's repair holds with no one named; else only the words' weights."""
    if evidence.invoice and intent == "invoice_status":
        return Reason.INVOICE
    if intent == "unknown" and BARE_INVOICE_CODE.search(evidence.folded):  # "7349 של מי": the answer links it
        return Reason.INVOICE
    if evidence.identifies and (evidence.verbs or a_customer_pays(evidence)) and intent in RECORD_INTENTS:
        return Reason.RECORD_VERB
    if evidence.job_asked and intent == "repair_status":
        return Reason.JOB_ASKED
    if evidence.identifies and intent == "customer_lookup":
        return Reason.LOOK_UP_OF_ONE
    if intent == "unknown" and (asks_for_a_card_field(evidence) or evidence.thing_of_nobody):
        return Reason.NOBODY_TO_LOOK_UP
    return Reason.SCORES if intent != "unknown" else Reason.NOTHING


def linked_firmly(evidence: Evidence) -> bool:
    """A record the message surely names: an invoice, a phone or email, a repair number, or a customer's
    full name."""
    names = evidence.names
    full_name = names is not None and names.exact and names.matched_words >= 2
    return evidence.points_at_record and (
        full_name or evidence.invoice or evidence.repair_id is not None or (evidence.identifies and not names)
    )


def the_linked_record(evidence: Evidence) -> str:
    """A policy's words said of a record surely named ("How much is left to pay on INV-5001"): what was
    linked is a record, so the question is about it; its intent by the record words' weights."""
    evidence.reason = Reason.RECORD_LINKED
    record = {i: evidence.scores.get(i, 0.0) for i in RECORD_INTENTS}
    return "invoice_status" if evidence.invoice else _the_record_asked(record)


def _the_record_asked(record: dict[str, float]) -> str:
    """The record intent the scores lean to; a look-up, which a name alone leans to, yields to another
    record's own words said as strongly as a repair word ("<name>'s jack, can we bring it back?")."""
    intent = max(record, key=lambda i: record[i])
    strong = [i for i in RECORD_INTENTS[:3] if record.get(i, 0.0) >= 2]
    return max(strong, key=lambda i: record[i]) if intent == "customer_lookup" and strong else intent
