"""Which money record a short ask about a named customer wants, where the lexicon's words cannot tell.

- Paying said with what it was for ("did <name> pay for the dryer", "<name> שילמו על התופים?", "has the
  hotel paid for the lobby piano yet") asks whether THAT job's bill was paid: an invoice's status, not
  what the customer owes in all (a person paying alone, "has <name> paid?", still asks that:
  ``own_items.a_customer_pays``) nor the job's own state, though the job's thing is named.
- "Open" said of nothing ("<name> יש לה משהו פתוח?", "how much is open with <name>", "<name> anything
  open?") asks what is open on their account: the balance. Hebrew says it in the masculine singular, which
  agrees with no invoice (חשבונית, feminine) and no invoices; English says it after an indefinite
  ("anything", "something") or "how much". An invoice named, by number or noun, or a job's thing asks
  of that record instead ("how much is open on KZ-0425", "which invoices are open").
"""

from __future__ import annotations

from misrad.assistant.engine.account_asked import asks_the_account, invoice_marks
from misrad.assistant.engine.evidence import RECORD_INTENTS, Evidence, word_hits
from misrad.assistant.engine.field_kind import invoices_asked
from misrad.assistant.engine.reasons import Reason
from misrad.assistant.engine.text import fold, readings, tokens


def _folded(*words: str) -> frozenset[str]:
    return frozenset(t for w in words for t in tokens(fold(w)))


# The paradigm of paying done (Hebrew פ"ל and פו"ל past of ש-ל-מ, English past and the base after "did"):
# a closed class of the language, not the rows' words.
_PAID = _folded(
    *("paid", "pay", "settled", "settle"),
    *("שילם", "שילמה", "שילמו", "שילמת", "שילמתם", "שולם", "שולמה", "שולמו", "שלמו"),
)
# Words between the verb and what it was for: adverbs of time and English's particle ("settled up").
_BETWEEN = _folded("already", "yet", "up", "us", "you", "in", "full", "כבר", "עוד", "לנו", "לכם", "את")
_FOR = _folded("for", "על", "עבור", "בשביל")
_ARTICLES = _folded("the", "a", "an", "his", "her", "their", "its")
# What was paid for that is no job: a pronoun, "all", money itself (a closed class of function words).
_NO_JOB = _folded(
    *("it", "them", "that", "this", "everything", "anything", "all", "both", "each"),
    *("זה", "זאת", "הכל", "הכול", "כלום", "שום", "כל", "שניהם", "שתיהן"),
)
_JOB_WORD = 2.0  # a word of a job itself ("תיקון", "jobs", "repairs"): what "open" is said of
_OWED = 3.0  # a word that is the owing itself ("owe", "balance", "חוב", "יתרה"): the account is asked

# "Open" said of nothing: the Hebrew masculine singular, and English's one word.
_OPEN_HE = _folded("פתוח")
_OPEN_EN = _folded("open", "outstanding")
# The indefinites and "how much" that make English "open" a sum left (a closed class).
_SOME = _folded("anything", "something", "much", "whats")
_INVOICE_NOUNS = _folded("invoice", "invoices", "bill", "bills", "חשבונית", "חשבוניות", "חשבון", "חשבונות")
_WHEN = _folded("when", "until", "hours", "מתי", "עד", "שעות")


def money_record_asked(intent: str, evidence: Evidence) -> str | None:
    """The money record a message asks where its words' weights cannot tell, its reason set: a job's
    invoice by what was paid for, the balance by "open" said of nothing (this module's docstring), the
    account asked as a whole (``account_asked``), one invoice or which of them (``invoices_asked``);
    None when none of these is said."""
    if intent in (*RECORD_INTENTS, "knowledge") and pays_for_a_job(evidence):
        evidence.reason = Reason.PAID_FOR  # "did <name> pay for the dryer": that job's bill
        return "invoice_status"
    if intent in (*RECORD_INTENTS, "knowledge") and asks_what_is_open(evidence):
        evidence.reason = Reason.OPEN_ON_THE_ACCOUNT  # "<name> יש לו משהו פתוח?": what they owe
        return "customer_balance"
    if intent in ("customer_balance", "invoice_status") and asks_the_account(evidence):
        evidence.reason = Reason.ASKED_CLAUSE  # "how much does <name> owe? he says he paid the invoice"
        return "customer_balance"
    # What is left of one invoice is its status, not the customer's balance: an invoice named by its number,
    # or the noun in the singular ("כמה נשאר על החשבונית של <name>"); and which invoices, a list of them.
    if intent == "customer_balance" and invoices_asked(evidence):
        evidence.reason = Reason.INVOICE
        return "invoice_status"
    return None


def pays_for_a_job(evidence: Evidence) -> bool:
    """Paying said with what it was for, a job or a thing, of a customer the message names: that
    job's invoice is asked (this module's docstring)."""
    if evidence.names is None or evidence.invoice:
        return False
    if any(word_hits(w).get("customer_balance", 0.0) >= _OWED for w in evidence.words):
        return False  # "he paid for the dryer, how much does he still owe?": the account
    words = evidence.words
    return any(_paid(w) and _for_a_job(words[i + 1 :]) for i, w in enumerate(words))


def _paid(word: str) -> bool:
    return bool(_PAID.intersection(readings(word)[:2]))


def _for_a_job(after: list[str]) -> bool:
    """The words after a verb of paying say what for ("for the dryer", "על המכבש"), and it is no
    pronoun, "all" or money."""
    rest = list(after)
    while rest and rest[0] in _BETWEEN:
        rest = rest[1:]
    if len(rest) < 2 or rest[0] not in _FOR:
        return False
    what = next((w for w in rest[1:] if w not in _ARTICLES), "")
    return bool(what) and _a_job_word(what)


def _a_job_word(word: str) -> bool:
    said = set(readings(word)[:2])
    if said & (_NO_JOB | _INVOICE_NOUNS) or word.isdigit():
        return False
    hits = word_hits(word)
    return max(hits.get("customer_balance", 0.0), hits.get("invoice_status", 0.0)) < _OWED


def asks_what_is_open(evidence: Evidence) -> bool:
    """ "Open" said of nothing about a customer named, with no invoice or job of theirs said: their
    balance is asked (this module's docstring)."""
    # A word of no item read as a thing of theirs ("owned": "anything") names no job.
    if evidence.names is None or evidence.invoice or evidence.items - {"owned"} or invoice_marks(evidence):
        return False
    said = {r for w in evidence.words for r in readings(w)[:2]}
    if said & (_INVOICE_NOUNS | _WHEN):
        return False
    if any(word_hits(w).get("repair_status", 0.0) >= _JOB_WORD for w in evidence.words):
        return False  # "open" said of a job ("יש לה תיקון פתוח?", "any repairs open"): the job is asked
    if said & _OPEN_HE:
        return True
    return bool(said & _OPEN_EN) and bool(said & _SOME)


# Of an invoice or several ("חשבונית פתוחה", "חשבוניות פתוחות"): the adjective's other forms.
_OPEN_HE_INFLECTED = _folded("פתוחה", "פתוחות", "פתוחים")


def says_open(text: str) -> bool:
    """ "Open" or "outstanding" said, of anything: what is open on an account is its unpaid invoices, so an
    answer of the balance names them ("anything open on <name>?", "יש לו משהו פתוח?")."""
    said = {r for w in tokens(fold(text)) for r in readings(w)[:2]}
    return bool(said & (_OPEN_HE | _OPEN_HE_INFLECTED | _OPEN_EN))
