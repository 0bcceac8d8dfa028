"""The question a long message ends with, apart from the story told before it.

A manager writes who called, why it matters and what meeting is coming, and only then asks ("... I'm
seeing their CEO on Sunday. Has it been diagnosed?"). What the message asks is decided by its question:
the story's words (an invoice argued about, a contract discussed, a name of the caller) are context, not
what is asked. Whom it asks about may still be named only in the story ("Rami came by ... What's his
phone number?"), so the customer is taken from the question when it names one, else from the whole.
"""

from __future__ import annotations

from collections.abc import Callable

from misrad.assistant.engine.asking_sentence import asking_sentence
from misrad.assistant.engine.cues import asks_whose
from misrad.assistant.engine.entities import CARD_ENTITIES
from misrad.assistant.engine.evidence import RECORD_INTENTS, Evidence
from misrad.assistant.engine.explained import unknown_wording
from misrad.assistant.engine.intent_model import OPENED_FIRM, consulted
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.names import NameMatch
from misrad.assistant.engine.reasons import OPEN, Reason
from misrad.assistant.engine.text import fold, readings


def closing_question(text: str) -> str | None:
    """The message's asking sentence (``asking_sentence``: its last question, or its request, with the
    sentence a question only pointing back asks of) when a story of enough words is told beside it; None
    for a message read as one."""
    return asking_sentence(text)


def with_the_story_named(question: Evidence, whole: Evidence) -> Evidence:
    """The question's evidence, with whom it asks about taken from the whole message when the question
    names no one and points at no record ("What's his phone number?" after the story of Rami), or names
    someone only by a sound where the whole message names another ("... owe us right now?": "now" sounds
    like a customer's first name, the story named the company). The entities reported are all the
    message's: a name the story gave in full is still said, whoever the question asks about."""
    said = {(e.type, e.value) for e in whole.entities}
    mentioned = [*whole.entities, *(e for e in question.entities if (e.type, e.value) not in said)]
    if not _the_storys_customer(question, whole):
        question.entities = mentioned
        return question
    question.names = whole.names
    question.name_words = whole.name_words
    question.entities = [e for e in mentioned if e.type != "customer_name" or e in whole.entities]
    return question


def _the_storys_customer(question: Evidence, whole: Evidence) -> bool:
    """The question asks about whom the story named: it names no one and points at no record, or names
    someone only by a sound (a name word typed as the stored name has it is the question's own)."""
    if question.invoice or question.repair_id is not None or whole.names is None:
        return False
    if any(e.type in CARD_ENTITIES for e in question.entities):
        return False
    named = question.names
    return named is None or (named != whole.names and not _typed_as_stored(named, question.name_words))


# Reads a question on its own, the story's customer bound or not: its intent, confidence and evidence.
Reader = Callable[[str, bool], tuple[str, float, Evidence]]


def by_its_question(
    asked: str, whole: Evidence, whole_intent: str, read: Reader
) -> tuple[str, float, Evidence] | None:
    """The intent of a long message's closing question, read with the story's customer as bound; None
    when the question alone asks nothing of the business ("Does he?"), or reads as a policy where the
    whole asks a record of someone it names ("... Did we open a job for his Linde?")."""
    intent, confidence, question = read(asked, _names_someone(whole))
    if _refers_back(question):  # "Can you find it?", "אפשר לבדוק?": what is asked is in the story
        return None
    intent = _of_the_storys_one_invoice(intent, question, whole)
    if intent == "knowledge":  # a policy asks of no customer the story names
        record = whole_intent in RECORD_INTENTS[:3] and _names_someone(whole) and not _asks_our_rule(question)
        return None if record else (intent, confidence, question)
    if intent not in RECORD_INTENTS:
        return None
    if intent == "customer_balance" and _of_the_storys_invoice(question, whole):
        intent = "invoice_status"  # "Invoice KT-3124, Rachel. ... How much is left to pay on it?"
    return intent, confidence, with_the_story_named(question, whole)


def _of_the_storys_one_invoice(intent: str, question: Evidence, whole: Evidence) -> str:
    """The story named one invoice and the question asks of "it": whose it is asks its customer ("... just
    says NZ-5133, no name. Whose invoice is that?"), and an amount of it asks the invoice, not a price
    ("My accountant flagged invoice NZ-5117 as late. How much is left on it?")."""
    if intent not in ("knowledge", "invoice_status", "customer_balance") or not _of_the_storys_invoice(
        question, whole
    ):
        return intent
    if asks_whose(question.folded):
        return "customer_lookup"
    account = max(question.scores.get("customer_balance", 0.0), question.scores.get("invoice_status", 0.0))
    return "invoice_status" if intent == "knowledge" and account > 0.0 else intent


_IT = frozenset(fold(w) for w in ("it", "that", "זה", "זאת", "עליה", "עליו"))
# The invoice noun in the singular and in the plural (folded), as ``account_asked`` reads them.
_ONE_INVOICE = frozenset(fold(w) for w in ("invoice", "bill", "חשבונית"))
_INVOICES = frozenset(fold(w) for w in ("invoices", "bills", "חשבוניות"))


def _of_the_storys_invoice(question: Evidence, whole: Evidence) -> bool:
    """The question asks an amount of "it" and the story named one invoice, by its number or by the
    noun in the singular with nothing in the plural ("the draft invoice for <name>. What is the amount on
    it?": an invoice picked by its state): that invoice is "it"."""
    if question.invoice or not any(w in _IT for w in question.words):
        return False
    invoices = {e.value for e in whole.entities if e.type == "invoice_number"}
    if invoices:
        return len(invoices) == 1
    said = [set(readings(w)[:2]) for w in whole.words]
    return any(r & _ONE_INVOICE for r in said) and not any(r & _INVOICES for r in said)


def as_learned(intent: str, confidence: float, question: Evidence, asked: str) -> tuple[str, float, Evidence]:
    """A question's reading once the intent model has had its say, as the whole message's has: a question
    in words the lexicon reads weakly ("does he have anything open with us?") is read as a whole one is."""
    if intent == "unknown":  # the question alone asks nothing: the whole message is read
        return intent, confidence, question
    if question.reason in OPEN or question.reason in OPENED_FIRM:
        unexplained = len(unknown_wording(question))
        learned = consulted(intent, asked, question.entities, unexplained, question.reason)
        if learned != intent:
            intent, question.reason = learned, Reason.LEARNED
    return intent, confidence, question


# Verbs of a request to look something up, which name nothing of what is looked for (folded).
_LOOKING = frozenset(
    fold(w)
    for w in (
        "find", "out", "look", "search", "locate", "dig", "למצוא", "תמצא", "תמצאי", "לחפש", "תחפש", "תחפשי",
        "לבדוק", "בדוק", "תבדוק", "תבדקי", "לברר", "תברר", "תבררי",
    )
)  # fmt: skip


# The business speaking of itself ("our warranty", "do we charge"), and words pointing at the story's
# person or thing ("his Linde", "her dress", "it").
_OURS = frozenset(fold(w) for w in ("our", "ours", "we", "us", "שלנו", "אצלנו", "אנחנו", "אנו"))
_THEIRS = frozenset(
    fold(w)
    for w in (
        "he", "she", "his", "her", "hers", "him", "they", "their", "them", "it", "its",
        "הוא", "היא", "שלו", "שלה", "שלהם", "לו", "לה", "להם", "אותו", "אותה", "עליו", "עליה",
    )
)  # fmt: skip


def _asks_our_rule(question: Evidence) -> bool:
    """The closing question asks the business's own rule, not of the story's customer: it speaks of
    "our" or "we" and points at no one of the story ("... he says it's on us. How long is our warranty
    on work anyway?", where "Did we open a job for his Linde?" asks of the story's customer)."""
    words = set(question.words)
    return bool(words & _OURS) and not words & _THEIRS


def _refers_back(question: Evidence) -> bool:
    """The question is only a request to look, its object a pronoun or nothing: it asks what the story
    told ("... asked which invoice to pay. Can you find it?")."""
    return not question.points_at_record and all(w in STOPWORDS or w in _LOOKING for w in question.words)


def _names_someone(whole: Evidence) -> bool:
    """The message names a customer in words or by a card's detail, not only by a thing one of them
    owns ("a customer whose machine is in the lab ...": no one is named, a policy may be asked)."""
    if any(e.type in CARD_ENTITIES for e in whole.entities):
        return True
    return whole.names is not None and bool(whole.names.mentions or whole.names.matched_words)


def _typed_as_stored(named: NameMatch, stored: frozenset[str]) -> bool:
    return named.exact or any(typed in stored for typed, _reading in named.mentions)
