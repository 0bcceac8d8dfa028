"""The firm reasons the records a message names give its intent, before any of ``nlu``'s rules
(``reasons``): what the learned model must not overrule."""

from __future__ import annotations

from misrad.assistant.engine.asked_of_them import asks_for_a_card_field
from misrad.assistant.engine.entities import BARE_INVOICE_CODE
from misrad.assistant.engine.evidence import RECORD_INTENTS, Evidence
from misrad.assistant.engine.own_items import a_customer_pays
from misrad.assistant.engine.reasons import Reason


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
