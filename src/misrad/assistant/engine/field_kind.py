"""The record kind a question asks of, read from the field it asks, not from the records it names.

A question names a customer, an invoice's number or a job, and asks one field of it; the field decides
which record answers, whatever else the message names:
- a field of the card (phone, address, e-mail, tax id), or whom to call, or in whose name a paper is,
  asked at the head of the question: the card, even of an invoice named by its number ("what's the email
  on invoice BF-2244?", "which email do we send 7314 to?", "למי להתקשר לגבי החוב בחשבונית 7290?", "על שם
  מי רשומה חשבונית 7322?", "I need <name>'s address for his invoice");
- what they have with us ("what does <name> have in the lab?", "מה יש לנו של <name> בתיקון?") or the
  details of their job ("details of <name>'s repair", "פרטי התיקון של <name>"): the job, not the card
  that "details" or a bare name would ask;
- what was billed for a job ("how much did we charge <name> for the iPhone battery?"): the invoice, the
  job only saying which.
The lexicon weighs every word of a record for that record, so an invoice's number outweighs the one field
word that is the question; here the question's head is read instead. Not when the clause asks a second
thing ("her email and did she pay?"), nor of a phone said as the device ("is her phone fixed?").
"""

from __future__ import annotations

from misrad.assistant.engine.asked_clause import asks, clauses, for_a_purpose
from misrad.assistant.engine.cues import phone_is_the_device
from misrad.assistant.engine.evidence import Evidence, word_hits
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.reasons import Reason
from misrad.assistant.engine.text import fold, readings, tokens

LOOK, REPAIR, INVOICE = "customer_lookup", "repair_status", "invoice_status"

# The card's fields, one word each; "number" or "id" is one only after a word that makes it the card's
# (tax and VAT alone are an invoice's sums: "what's the VAT on 7314?").
_FIELDS = frozenset(
    fold(w)
    for w in (
        *("address", "email", "mail", "e-mail", "emails", "phone", "mobile", "cell"),
        *("כתובת", "מייל", "אימייל", "טלפון", "נייד", "פלאפון", "עוסק"),
    )
)
_OF_THE_CARD = frozenset(fold(w) for w in ("company", "business", "id", "phone", "contact", "vat", "tax"))
_NUMBER = frozenset(("number", "no", "num", "id"))
# Words that open a request for a value: the field follows them within a few words (a name between).
_HEADS = frozenset(
    fold(w)
    for w in (
        *("what", "whats", "which", "need", "give", "get", "send", "got", "have", "where"),
        *("מה", "איזה", "איזו", "לאיזה", "לאיזו", "תן", "תני", "תביא", "צריך", "צריכה", "שלח", "יש"),
    )
)
_REACH = 4  # words between a request's head and its field, not counting the name's own
_NOT_ITS_OBJECT = frozenset(
    fold(w)
    for w in (
        *("with", "about", "of", "for", "from", "on", "in", "at", "to", "computer", "laptop", "pc"),
        *("עם", "לגבי", "בשביל", "על", "מחשב", "המחשב", "ממחשב"),
    )
)
_GLUED = 4  # "and" glued to a word of at least three letters
_OTHER_RECORDS = frozenset((REPAIR, INVOICE, "customer_balance"))
_A_PHONE = 7  # digits of a phone's number, as a token: a value given
_BARE = 2  # a clause of this many words at most, a field among them, is the field asked ("phone pls?")
# Whom to call or how to reach them: a question's "who" ("whom", "למי", "how") with a verb of reaching.
_WHO = frozenset(fold(w) for w in ("who", "whom", "how", "למי", "מי", "איך", "איכ"))
_REACH_VERBS = frozenset(
    fold(w)
    for w in (
        *("call", "ring", "contact", "phone", "reach", "talk", "speak"),
        *("להתקשר", "לפנות", "לדבר", "להשיג", "מתקשרים", "פונים", "משיגים", "תופסים", "לתפוס"),
    )
)
# In whose name a paper is: "על שם מי", "in whose name".
_IN_NAME = (("על", "שמ", "מי"), ("whose", "name"))
# A second ask joined to the first: the clause asks two things, and the field does not decide alone.
_AND_ASKS = frozenset(fold(w) for w in ("and", "also", "והאם", "וגם", "ואם"))
# A yes-or-no question of what was done ("did she get the email?", "was the invoice sent to his mail?").
_DONE_OPENERS = frozenset(("did", "was", "were", "שולם", "שולמה", "נשלח", "נשלחה"))
# What someone has with the business: "what does <name> have in the lab / with us", "מה יש לנו של <name>".
_HAVE = frozenset(fold(w) for w in ("have", "has", "got", "left", "יש", "השאיר", "השאירה", "השאירו"))
_WITH_US = (("with", "us"), ("in", "the", "lab"), ("in", "the", "shop"), ("in", "for"), ("אצלנו",))
_WITH_US_HE = frozenset(fold(w) for w in ("אצלנו", "בתיקון", "במעבדה", "בטיפול"))
_DETAILS = frozenset(fold(w) for w in ("details", "info", "פרטי", "פרטים"))
_JOB_NOUNS = frozenset(
    fold(w) for w in ("repair", "repairs", "job", "jobs", "fix", "תיקון", "התיקון", "עבודה", "העבודה")
)
_JOB_REACH = 5
_WITH_IT = frozenset(fold(w) for w in ("איתה", "איתו", "איתם"))  # "what about it": the thing said before
# What was billed: "how much did we charge <name> for the battery?", "כמה חייבנו את <name> על המסך?" - the
# job named says which invoice, the verb asks its sum. Not as a purpose or a plan ("so we can bill her",
# "before I invoice him", "צריך לחייב אותו").
_BILLED = frozenset(
    fold(w)
    for w in (
        *("charged", "billed", "invoiced"),
        *("חייבנו", "חייבתם", "גבינו", "גביתם", "חויב", "חויבה", "חויבו"),
    )
)
# "charge" and "bill" as they are are a price asked ("what do we charge for an extra hour?") unless
# "did" makes them done ("how much did we charge him for it?").
_BILL_NOW = frozenset(("charge", "bill", "invoice"))
_PLANNED = frozenset(fold(w) for w in ("to", "before", "so", "will", "need", "לפני", "כדי", "צריך"))


def kind_by_the_field(evidence: Evidence, intent: str) -> str | None:
    """The record kind the field asked decides, where it differs from ``intent``; None when the
    question's head names no field (the lexicon's reading stands)."""
    words = _the_asking_words(evidence)
    if words is None:
        return None
    if intent != LOOK and (evidence.identifies or evidence.invoice) and asks_a_card_field(words):
        return LOOK
    if intent in (LOOK, "unknown") and evidence.identifies and asks_of_their_job(words):
        return REPAIR
    if _billed_for_a_job(evidence, intent) and asks_what_was_billed(words):
        return INVOICE
    return None


def job_or_bill_by_the_field(evidence: Evidence, intent: str) -> tuple[str, Reason] | None:
    """Their job or its bill, where the field asked says so, with why (the card is ``kind_by_the_field``'s
    other answer, taken with the other readings of a card asked)."""
    kind = kind_by_the_field(evidence, intent)
    if kind == REPAIR:
        return REPAIR, Reason.JOB_ASKED
    return (INVOICE, Reason.INVOICE) if kind == INVOICE else None


def asks_a_card_field(words: list[str]) -> bool:
    """A field of the card, whom to call, or in whose name: at the head of the question, and no second
    thing asked beside it."""
    if not words or words[0] in _DONE_OPENERS or any(map(_joins_a_record, words)):
        return False
    if any(len(w) >= _A_PHONE and w.isdigit() for w in words):
        return False  # a phone given, not asked: what is asked is of whoever has it ("כמה חייבים בטלפון ...")
    if phone_is_the_device(words):
        return False
    return _whom_to_call(words) or _in_whose_name(words) or _field_requested(words)


def asks_of_their_job(words: list[str]) -> bool:
    """What they have with the business, the details of their job, or how a thing of theirs is."""
    return _what_they_have(words) or _details_of_a_job(words) or _how_their_thing_is(words)


def _how_their_thing_is(words: list[str]) -> bool:
    """ "מה עם הקריאה שלה", "מברגה של <name> מה איתה": how a thing of theirs is getting on, which is their
    job; not "מה עם <name>" (the name's own words are not among ``words``), nor "what about" a card's
    field ("מה עם הכתובת שלו")."""
    for at in range(1, len(words)):
        if words[at - 1] != "מה":
            continue
        if words[at] in _WITH_IT:
            return True
        thing = at + 1 < len(words) and words[at + 1] not in STOPWORDS and not _field_at(words, at + 1)
        if words[at] == "עמ" and thing:
            return True
    return False


def _billed_for_a_job(evidence: Evidence, intent: str) -> bool:
    """One named, read as their job or a price (the job's words), or as their balance with a thing of
    theirs named ("כמה חייבנו את <name> על הסוללה?": the bill for that job, not the whole account)."""
    if not evidence.identifies:
        return False
    return intent in (REPAIR, "knowledge") or (intent == "customer_balance" and bool(evidence.items))


def asks_what_was_billed(words: list[str]) -> bool:
    """A verb of billing said as done, not planned: the invoice for the job is asked."""
    return any(
        (w in _BILLED or (w in _BILL_NOW and "did" in words[max(0, i - 4) : i]))
        and not (set(words[max(0, i - 3) : i]) & _PLANNED or for_a_purpose(words, i))
        for i, w in enumerate(words)
    )


def _joins_a_record(word: str) -> bool:
    """ "and" alone, or glued to a record's word ("והיתרה שלה", "ותיקון"): a second thing asked."""
    if word in _AND_ASKS:
        return True
    if word[:1] != "ו" or len(word) < _GLUED:
        return False
    return any(i in _OTHER_RECORDS for r in readings(word[1:])[:2] for i in word_hits(r))


def _the_asking_words(evidence: Evidence) -> list[str] | None:
    """The words of the one clause that asks (all of them when none asks by its form: "<name>'s phone
    please"), without the customer's name's own (a name between a head and its field) and a possessive's
    "s"; None when two clauses ask."""
    parts = clauses(evidence.folded)
    asking = [c for c in parts if asks(c)]
    if len(asking) > 1:
        return None
    said = tokens(asking[0]) if asking else evidence.words
    return [w for w in said if w not in evidence.name_words and w != "s"]


def _field_at(words: list[str], at: int) -> bool:
    said = set(readings(words[at])[:2])
    if said & _FIELDS:
        return True
    return bool(said & _NUMBER) and at > 0 and words[at - 1] in _OF_THE_CARD


def _field_requested(words: list[str]) -> bool:
    """A request's head, then the field within a few words ("what's the email", "I need ... address",
    "לאיזה מייל"); or a bare clause that is the field alone ("- phone?")."""
    for at in range(len(words)):
        if not _field_at(words, at):
            continue
        if _the_heads_object(words, at) or len(words) <= _BARE:
            return True
    return False


def _the_heads_object(words: list[str], at: int) -> bool:
    """A request's head a few words before the field, and nothing between them that makes the field a
    word of another phrase: a preposition ("מה עם המחשב הנייד", "what's with his mobile") or a device
    it describes ("the laptop's mobile ...")."""
    for start in range(at - 1, max(-1, at - 1 - _REACH), -1):
        if words[start] in _NOT_ITS_OBJECT:
            return False
        if _a_head(words[start]):
            return True
    return False


def _a_head(word: str) -> bool:
    """A request's head as typed, or behind "and" ("ומה"); no other prefix letter (כמה is no מה)."""
    return word in _HEADS or (word[:1] == "ו" and word[1:] in _HEADS)


def _whom_to_call(words: list[str]) -> bool:
    return any(
        words[i] in _WHO and any(w in _REACH_VERBS for w in words[i + 1 : i + 4]) for i in range(len(words))
    )


def _in_whose_name(words: list[str]) -> bool:
    return any(tuple(words[i : i + len(p)]) == p for p in _IN_NAME for i in range(len(words)))


def _what_they_have(words: list[str]) -> bool:
    """ "what does <name> have in the lab", "מה יש לנו של <name> בתיקון": a question of what, a verb of
    having and where it is held."""
    if not words or words[0] not in ("what", "whats", "מה"):
        return False
    if not any(w in _HAVE for w in words):
        return False
    held = any(tuple(words[i : i + len(p)]) == p for p in _WITH_US for i in range(len(words)))
    return held or any(w in _WITH_US_HE for w in words)


def _details_of_a_job(words: list[str]) -> bool:
    return any(
        w in _DETAILS and any(j in _JOB_NOUNS for j in words[i + 1 : i + 1 + _JOB_REACH])
        for i, w in enumerate(words)
    )


_ONE_INVOICE = frozenset(("חשבונית", "invoice", "bill"))


def one_invoice(words: list[str]) -> bool:
    """The message speaks of one invoice: the noun in the singular, behind any prefix letters (what is
    left of it is that invoice's, not the customer's balance)."""
    return any(r in _ONE_INVOICE for w in words for r in readings(w))


# Which invoices, in the plural: a list of them is asked, not the sum they come to ("which of their invoices
# are still outstanding?", "ואילו מהחשבוניות שלהם פתוחות?", "eize heshboniot shelo ptuhot").
_WHICH = frozenset(fold(w) for w in ("which", "what", "אילו", "איזה", "איזו"))
_INVOICES = frozenset(fold(w) for w in ("invoices", "bills", "חשבוניות"))
_WHICH_REACH = 3


def asks_which_invoices(words: list[str]) -> bool:
    """A word of which, then the invoices in the plural within a few words (behind prefix letters)."""
    return any(
        any(r in _WHICH for r in readings(w)[:2])
        and any(r in _INVOICES for x in words[i + 1 : i + 1 + _WHICH_REACH] for r in readings(x))
        for i, w in enumerate(words)
    )


def invoices_asked(evidence: Evidence) -> bool:
    """One invoice (by its number, as a paper, or the noun in the singular), or which invoices: the
    invoices are asked, not the balance they come to."""
    words = evidence.words
    return evidence.invoice or evidence.paper or one_invoice(words) or asks_which_invoices(words)
