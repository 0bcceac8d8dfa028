"""Whether a money question about a customer asks their account as a whole or one invoice of theirs.

Offices ask what a customer owes while telling of an invoice ("<name> paid the 6200 invoice, what do
they still owe?", "<name>'s balance after the payment on 5036/26?"), or of their invoices as money ("how
many open invoices has <name> and how much money is that?"). The invoice words weigh for the invoice in
the lexicon; what decides is what the asking part of the message is about:

- one invoice is asked when the asking part identifies it: a number or code in it, or the noun in the
  singular ("how much is left on the invoice", "the last invoice of <name>");
- the account is asked when the asking part asks what is owed (a word of owing: "owe", "balance",
  "חוב", "יתרה") and identifies no invoice; or speaks of the invoices in the plural and asks an amount
  ("how much", "total", "כמה כסף") or names a debt beside them ("invoices or debt"), not which of them
  ("which invoices are open") nor whether there are any or how many ("does she have invoices open?",
  "כמה חשבוניות פתוחות": the invoices themselves);
- an invoice named before the asking part (its topic) leaves the account asked only where that part
  tells something of it ("<name> paid the invoice") and the asking part owes in a strong word ("how
  much do they still owe"); "the invoice of <name>, how much is left?" or "<name> paid half of it, how
  much is left on it?" ask of that invoice.

The asking part is the one clause that asks (``asked_clause``), cut before a word that adds what
happened ("after the transfer of the big invoice", "including the parts invoice").
"""

from __future__ import annotations

import itertools
import re

from misrad.assistant.engine.asked_clause import PURPOSE, asks, asks_in_words, clauses
from misrad.assistant.engine.entities import bare_invoice_codes
from misrad.assistant.engine.evidence import Evidence, word_hits
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.text import fold, readings, tokens


def _folded(*words: str) -> frozenset[str]:
    return frozenset(t for w in words for t in tokens(fold(w)))


_ONE_INVOICE = _folded("invoice", "bill", "חשבונית")
_INVOICES = _folded("invoices", "bills", "חשבוניות")
# Words after which the asking part goes on to what happened or why ("after the payment", "including
# the last invoice"): not what is asked. "for" and "על" are left out: "owe for/on the invoice" asks it.
_TOLD_FROM = (PURPOSE - _folded("for", "על", "עבור")) | _folded("after", "אחרי", "לאחר", "מאז")
# The sum of what is owed, across invoices.
_IN_ALL = _folded("total", "totals", "altogether", "overall", "combined", "together")
# An amount: of the invoices in the plural, their sum; beside one invoice, that invoice's own.
_AMOUNT = _folded("amount", "sum", "סכום", "הסכום")
_IN_ALL_HE = _folded("סך", "סה״כ", "בסה״כ", "בסך", "הכל", "הכול", "בכלל", "הכולל", "ביחד")
# Choosing among the invoices ("which of them are open") lists them.
_WHICH = _folded("which", "list", "אילו", "איזה", "איזו", "אלו")
# An invoice picked out by when it came ("the last invoice") is as identified as by its number.
_PICKED = _folded("last", "latest", "recent", "previous", "first", "אחרונה", "האחרונה", "הקודמת", "הראשונה")
_OWING, _OWING_STRONGLY = 1.5, 2.5
_OWED = 3.0  # a word that is the owing itself: debt, owe, balance, חוב, יתרה
_CONDITION = _folded("if", "אם")
_WHEN = _folded("when", "מתי")
_NOT_INVOICES = ("amount", "date", "phone")


def asks_the_account(evidence: Evidence) -> bool:
    """A customer identified, the asking part asks what they owe in all and identifies no one invoice
    (this module's docstring); any invoice said is told of, not asked."""
    if not evidence.identifies or _CONDITION.intersection(evidence.words[:1]):
        return False  # "if she paid her debt, what's her phone": the question behind it (``main_ask``)
    if evidence.scores.get("invoice_status", 0.0) < _OWING and not invoice_marks(evidence):
        return False  # no invoice said: nothing to tell apart from the account
    found = _asking_part(evidence.folded)
    if found is None:
        return False
    topic, asked = found
    if _WHEN.intersection(asked[:1]):
        return False  # "when is the technician coming to <name>? she paid the invoice": no amount asked
    marks = invoice_marks(evidence)
    if _names_one_invoice(asked, marks):
        return False
    if not _owed_in_all(asked):
        return False
    if _names_one_invoice(topic, marks):
        return _tells(topic, evidence, marks) and (
            _in_all(asked) or any(_owing(w) >= _OWING_STRONGLY for w in asked)
        )
    return True


def _asking_part(folded: str) -> tuple[list[str], list[str]] | None:
    """The words before the one clause that asks and its own words up to what it tells (a message of one
    clause that asks, too). None when no clause asks or more than one does."""
    parts = clauses(folded)
    asking = [i for i, c in enumerate(parts) if asks(c)]
    if not asking and folded.rstrip().endswith("?"):
        # The question mark of the whole after an aside ("<name>: how much is outstanding, including the
        # parts invoice?"): the last clause that is no aside asks.
        asking = [i for i, c in enumerate(parts) if tokens(c)[0] not in _TOLD_FROM][-1:]
    if len(asking) > 1:  # "how much is overdue in total, all invoices together?": one asks in words
        asking = [i for i in asking if asks_in_words(parts[i])]
    if len(asking) != 1:
        return None
    topic = [w for c in parts[: asking[0]] for w in tokens(c)]
    words = tokens(parts[asking[0]])
    cut = next((i for i, w in enumerate(words) if i and w in _TOLD_FROM), len(words))
    return topic, words[:cut]


def invoice_marks(evidence: Evidence) -> set[str]:
    """The words of the invoice numbers the message gives, and of bare numbers and codes that may be one
    (the answer links those to the records), but not of an amount, a date or a phone."""
    other = {t for e in evidence.entities if e.type in _NOT_INVOICES for t in tokens(fold(e.raw))}
    found = {t for e in evidence.entities if e.type == "invoice_number" for t in tokens(fold(e.raw))}
    for code in bare_invoice_codes(evidence.folded):
        words = [t for t in tokens(code) if re.search(r"\d", t)]
        if words and not set(words) <= other:
            found.update(words)
    return found


def _names_one_invoice(words: list[str], marks: set[str]) -> bool:
    return any(w in marks for w in words) or any(r in _ONE_INVOICE for w in words for r in readings(w)[:2])


def _owing(word: str) -> float:
    hits = word_hits(word)
    owed = hits.get("customer_balance", 0.0)
    return owed if owed > hits.get("invoice_status", 0.0) else 0.0


def _owed_in_all(asked: list[str]) -> bool:
    """What is owed is asked: in a word of owing, or, of the invoices in the plural, as an amount."""
    plural = [i for i, w in enumerate(asked) if any(r in _INVOICES for r in readings(w)[:2])]
    if not plural:  # "how much do they owe", "how much is overdue in total"
        return any(_owing(w) >= _OWING for w in asked) or (_in_all(asked) and _how_much(asked, set()))
    if _WHICH.intersection(asked):
        return False
    # Their invoices beside a debt or a balance ("does she have any invoices or open debt?"): what they
    # owe in all is asked, not the invoices themselves ("does she have outstanding invoices?").
    return _amount_asked(asked, set(plural)) or any(_owing(w) >= _OWED for w in asked)


def _amount_asked(asked: list[str], invoices_at: set[int]) -> bool:
    """ "how much", "כמה" of anything but the invoices themselves ("כמה כסף", not "כמה חשבוניות"), a sum."""
    return bool(_in_all(asked) or _AMOUNT.intersection(asked)) or _how_much(asked, invoices_at)


def _how_much(asked: list[str], invoices_at: set[int]) -> bool:
    if any(a == "how" and b == "much" for a, b in itertools.pairwise(asked)):
        return True
    return any(w == "כמה" and i + 1 not in invoices_at for i, w in enumerate(asked))


def _in_all(asked: list[str]) -> bool:
    return bool(_IN_ALL.intersection(asked) or _IN_ALL_HE.intersection(asked))


def _tells(topic: list[str], evidence: Evidence, marks: set[str]) -> bool:
    """The topic tells something ("<name> paid the invoice"), more than names an invoice and whose
    it is ("the last invoice of <name>")."""
    mentions = evidence.names.mentions if evidence.names else ()
    named = {t for typed, _ in mentions for t in tokens(fold(typed))}
    plain = STOPWORDS | named | _PICKED | marks
    return any(
        len(w) > 1
        and w not in plain
        and not re.search(r"\d", w)
        and not {*readings(w)[:2]} & (_ONE_INVOICE | _INVOICES)
        for w in topic
    )
