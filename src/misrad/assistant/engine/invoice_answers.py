"""A ``Responder`` mix-in: the answers about invoices — one invoice by its number as the business printed it
(a bare number or code linked to the stored invoice first), or a customer's invoices with what they add up
to."""

from __future__ import annotations

import re
from dataclasses import replace
from decimal import Decimal
from typing import Any

from pydantic import BaseModel
from sqlalchemy.orm import Session

from misrad.assistant import functions
from misrad.assistant.engine.balance_counts import BalanceCounts
from misrad.assistant.engine.cues import asks_whose
from misrad.assistant.engine.customer_resolution import CANDIDATES
from misrad.assistant.engine.entities import (
    Entity,
    bare_invoice_codes,
    invoice_spellings,
    serial_zero_padded,
    zero_padded,
)
from misrad.assistant.engine.money_asked import says_open
from misrad.assistant.engine.nlu import Understanding
from misrad.assistant.engine.other_invoice import in_the_order_picked
from misrad.assistant.engine.periods import asked_period, issued_in
from misrad.assistant.engine.reasons import Reason
from misrad.assistant.engine.text import ltr, md, readings, tokens
from misrad.assistant.engine.wording import day, money
from misrad.core.clock import business_today
from misrad.core.errors import MisradError
from misrad.core.i18n import Language
from misrad.records import service as records

# A sum as typed ("8,750", "1870.50", "380"): an invoice of several may be asked by its amount.
_SUM = re.compile(
    r"(?<![\w.,/-])\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?(?![\w/-])|(?<![\w.,/-])\d+(?:\.\d{1,2})?(?![\w/-])"
)


def by_amount_said(invoices: list[functions.InvoiceInfo], text: str) -> list[functions.InvoiceInfo]:
    """A customer's invoices with the one whose total the message says ("the 8,750 one") first, when one
    is: the invoice asked leads, the others follow for the account's whole picture."""
    said = {Decimal(m.replace(",", "")) for m in _SUM.findall(text)}
    asked = [i for i in invoices if i.total_amount in said]
    if len(asked) != 1:
        return invoices
    return [asked[0], *(i for i in invoices if i is not asked[0])]


# The nouns of an invoice said with its sum ("the invoice for 6,400", "החשבונית של 2,750").
_INVOICE_WORDS = frozenset(("invoice", "bill", "חשבונית", "חשבונ"))
# A sum this small is a count or a day more often than an invoice's total.
_SMALLEST_SUM = Decimal(50)


# A number as typed without a printed code's letters: bare digits, or behind the typist's own word for an
# invoice ("inv 2225", read as INV-2225).
# A word said before it ("ending in 3318") is no printed prefix either.
_SERIAL_TYPED = re.compile(r"(?:inv[-/ ]?|[a-z]{2,5} )?(\d{3,12})", re.IGNORECASE)


def serial_typed(code: str) -> str | None:
    """The digits of a number typed with no printed prefix of its own ("4471", "inv 4471"), else None."""
    typed = _SERIAL_TYPED.fullmatch(code.strip())
    return typed.group(1) if typed else None


# A code's letters, then two or three parts of digits with a space or a mark between them ("CT 26 06").
_CODE_TYPED_APART = re.compile(r"(?<![\w/.-])[A-Za-z]{1,5}[- /]?\d{1,6}(?:[- /]\d{1,6}){1,2}(?![\w/.-])")


_MONEY_OR_UNREAD = ("customer_balance", "invoice_status", "unknown", "knowledge")


def _by_a_state(u: Understanding) -> bool:
    """A job's state word beside a number and no thing of a job ("מה הסטטוס של 70474"): an invoice too."""
    return u.intent == "repair_status" and not u.items and u.repair_id is None


def _only_an_invoice_of_theirs(u: Understanding) -> bool:
    """A customer named beside a number that may be one of their invoices' as printed ("Is 24150 late?
    Avi Tenenbaum's one"), read as a job's or the card's question: the number is theirs to tell, so only
    an invoice of theirs whose number it is (no serial, no sum) makes it an invoice's question."""
    readings = ("customer_lookup", "repair_status")
    return u.intent in readings and u.names is not None and u.repair_id is None and not _by_a_state(u)


class InvoiceAnswers(BalanceCounts):
    """The invoice answers of ``answers.Responder``, which gives the methods below their bodies (a
    balance's counts are ``BalanceCounts``'s own)."""

    session: Session
    u: Understanding
    lang: Language
    customer: functions.CustomerInfo | None

    def t(self, key: str, **params: object) -> str:
        raise NotImplementedError

    def call(self, name: str, **arguments: Any) -> BaseModel:
        raise NotImplementedError

    def with_customer(self) -> functions.CustomerInfo | str:
        raise NotImplementedError

    def link_invoice_number(self) -> None:
        """A bare number or code ("how much is left on 3302", "2025-125 paid?") that is a stored
        invoice's number, in any of its printed spellings, is that invoice: linked to the records, not
        guessed from the pattern."""
        u = self.u
        theirs_only = _only_an_invoice_of_theirs(u)
        if u.intent not in _MONEY_OR_UNREAD and not _by_a_state(u) and not theirs_only:
            return
        if any(e.type in ("invoice_number", "phone") for e in u.entities):
            return
        # "<name> paid 5042/26, how much do they still owe?": the number was told beside the account
        # asked (``account_asked``), so it is no invoice asked about.
        if u.intent == "customer_balance" and u.reason is Reason.ASKED_CLAUSE:
            return
        # With a customer named, only an invoice of theirs ("כמה שילמה המאפייה על 4431"): a number beside
        # a name may be anything else of theirs.
        owners = set(u.names.customer_ids) if u.names is not None else None
        candidates = u.names.customer_ids[:CANDIDATES] if u.names is not None else ()  # read beside it
        taken = {t for e in u.entities for t in re.findall(r"\d+", e.raw)}
        codes = [c for c in bare_invoice_codes(u.text) if not set(re.findall(r"\d+", c)) <= taken]
        for code in codes:
            spellings = invoice_spellings(code)
            number = records.first_invoice_number(self.session, spellings, owners, contacts_of=candidates)
            if number is not None:
                return self._linked(number, code)
        if theirs_only:
            return
        # A printed code's parts typed apart by spaces ("CT 26 06" of CT-26-06).
        for code in _CODE_TYPED_APART.findall(u.text):
            number = records.invoice_number_run_together(self.session, code, owners)
            if number is not None:
                return self._linked(number, code)
        # Typed without its printed prefix ("4471" of "TT-4471"): the one invoice whose serial it is. A
        # short number is more often a sum or a count, unless the message asks an invoice.
        if u.intent == "customer_balance" and _a_sum_beside_the_balance(u, codes):
            return
        if not self._link_by_serial(codes, owners) and owners is None:
            self._link_by_its_sum()

    def _link_by_serial(self, codes: list[str], owners: set[int] | None) -> bool:
        """The one invoice (of ``owners``, when named) whose serial a code is; whether one was linked."""
        shortest = 3 if self.u.intent == "invoice_status" else 4
        for code in codes:
            serial = serial_typed(code)
            if serial is not None and len(serial) >= shortest:
                number = records.invoice_number_by_serial(self.session, serial, owners)
                if number is not None:
                    self._linked(number, code)
                    return True
        return False

    def _link_by_its_sum(self) -> None:
        """An invoice said by its sum and nobody's name ("there's an invoice for 2,365.50 - is it paid?",
        "של מי החשבונית על 3,800?"): the one invoice of that total is the one asked, as a number is."""
        u = self.u
        if not _INVOICE_WORDS.intersection(r for w in tokens(u.text) for r in readings(w)[:2]):
            return
        said = {m: Decimal(m.replace(",", "")) for m in _SUM.findall(u.text)}
        totals = [total for typed, total in said.items() if total >= _SMALLEST_SUM]
        number = records.invoice_number_by_total(self.session, totals) if totals else None
        if number is not None:
            u.entities = [e for e in u.entities if e.type != "amount"]
            self._linked(number, next(t for t, v in said.items() if v in totals))

    def _linked(self, number: str, code: str) -> None:
        u = self.u
        u.entities.append(Entity("invoice_number", number, raw=code))
        # "7349 של מי": whose the invoice is, as when it is asked with the word invoice.
        u.intent = "customer_lookup" if asks_whose(u.text) else "invoice_status"

    def invoice_line(self, invoice: functions.InvoiceInfo) -> str:
        return "- " + self.t(
            "answer_invoice_line",
            number=ltr(invoice.number),
            status=self.t(f"invoice_status_{invoice.status}"),
            total=money(invoice.total_amount, invoice.currency, self.lang),
            paid=money(invoice.paid_amount, invoice.currency, self.lang),
            remaining=money(invoice.remaining, invoice.currency, self.lang),
            due=day(invoice.due_date, self.lang),
        )

    def unpaid_lines(self, customer_id: int) -> list[str]:
        """The invoices a balance is made of, each with what was paid and what is left ("how much did they
        pay on it?", "which one is late?"): a balance asked is often an invoice's matter, and its parts are
        what a clerk acts on."""
        result = self.call("get_invoice_status", customer_id=customer_id)
        assert isinstance(result, functions.InvoiceStatusResult)
        unpaid = [i for i in result.invoices if i.status in ("open", "overdue") and i.remaining > 0]
        if not unpaid:
            return []
        return [self.t("answer_balance_unpaid"), *map(self.invoice_line, unpaid[:5])]

    def unpaid_lines_asked(self, customer_id: int) -> list[str]:
        """The unpaid invoices of a balance asked in an invoice's words ("they paid or not?", "left on the
        invoice") or of what is open ("anything open on <name>?": the invoices are what is open)."""
        if self.u.scores.get("invoice_status", 0.0) > 0 or says_open(self.u.text):
            return self.unpaid_lines(customer_id)
        return []

    def invoice_by_number(self, number: str) -> functions.InvoiceStatusResult | None:
        """The invoice as its number was typed, else as printed with another separator ("2025-118" is
        stored as "2025/118", "INV/1037" as "INV-1037") or none ("a3318" as "A-3318")."""
        for spelling in [*invoice_spellings(number), *zero_padded(number), *serial_zero_padded(number)]:
            try:
                result = self.call("get_invoice_status", invoice_number=spelling)
            except MisradError:
                continue
            assert isinstance(result, functions.InvoiceStatusResult)
            self._printed_as(number, result.invoices[0].number)
            return result
        # Its characters with the separators elsewhere or none ("ct2607" of CT-26-07).
        printed = records.invoice_number_run_together(self.session, number)
        if printed is not None and printed != number:
            self._printed_as(number, printed)
            return self.invoice_by_number(printed)
        # Typed without its printed prefix ("inv 2225" of "PL/2225"): the one invoice whose serial it is.
        serial = serial_typed(number)
        printed = records.invoice_number_by_serial(self.session, serial) if serial is not None else None
        if printed is None or printed == number:
            return None
        self._printed_as(number, printed)
        return self.invoice_by_number(printed)

    def _printed_as(self, typed: str, printed: str) -> None:
        """The entity is the invoice linked, as the business printed its number, in every intent."""
        self.u.entities = [
            replace(e, value=printed) if e.type == "invoice_number" and e.value == typed else e
            for e in self.u.entities
        ]

    def on_invoice_status(self) -> str:
        number = self.u.entity("invoice_number")
        if number is not None:
            found = self.invoice_by_number(number.value)
            if found is None:
                return self.t("answer_invoice_not_found", number=ltr(number.value))
            self.customer = found.customer
            invoice = found.invoices[0]
            # When it was issued, for "and when was it opened?" after the answer that named it.
            issued = self.t("answer_invoice_issued", date=day(invoice.issue_date, self.lang))
            lines = [f"{self.invoice_line(invoice)[2:]} ({issued})"]
            if found.customer is not None:
                lines.append(self.t("answer_invoice_customer", name=md(found.customer.name)))
            return "\n\n".join(lines)
        customer = self.with_customer()
        if isinstance(customer, str):
            return customer
        result = self.call("get_invoice_status", customer_id=customer.id)
        assert isinstance(result, functions.InvoiceStatusResult)
        if not result.invoices:
            return self.t("answer_no_invoices", name=md(customer.name))
        # "Her invoice from last week": those issued then, of several.
        dates = [e.value for e in self.u.entities if e.type == "date"]
        invoices = by_amount_said(
            issued_in(result.invoices, asked_period(self.u.text, dates, business_today())), self.u.text
        )
        invoices = in_the_order_picked(invoices, self.u.other_invoice)  # "and the older one?"
        # "Has X paid?" is answered by the invoices and what they add up to: the balance in counts.
        balance = self.call("get_customer_balance", customer_id=customer.id)
        assert isinstance(balance, functions.BalanceResult)
        owed = self.t("answer_invoices_owed", amount=money(balance.balance, balance.currency, self.lang))
        return "\n".join(
            [
                self.t("answer_invoices_of", name=md(customer.name)),
                "",
                *map(self.invoice_line, invoices[:5]),
                "",
                " ".join([owed, *self.balance_counts(balance)]),
            ]
        )


# What is left or paid "on" a thing, the number right after it ("נשאר על 5158", "left on 5158").
_ON = frozenset(("על", "on", "for"))


def _left_on_it(text: str, codes: list[str]) -> bool:
    """A bare number said right after "on" ("על"): the thing something is left or paid on."""
    words = text.lower().split()
    return any(words[i] in _ON and words[i + 1].strip("?.!,") in codes for i in range(len(words) - 1))


def _a_sum_beside_the_balance(u: Understanding, codes: list[str]) -> bool:
    """Beside a balance asked a number is a sum paid or owed ("כמה חייב כהן 2077?", costing no read
    more), unless it is what is left or paid "on" ("כמה נשאר על 5158": a sum has nothing left on it) or,
    with a customer named, what they paid ("<name> שילם את 5127?"): then a serial, looked up among the
    named customer's invoices only."""
    return not (_left_on_it(u.text, codes) or (u.names is not None and _paid_it(u.text, codes)))


# The paradigm of paying done, and the Hebrew mark of a definite object between it and what was paid.
_PAID = frozenset(("paid", "settled", "שילם", "שילמה", "שילמו", "שילמת", "שלמו"))
_OBJECT_MARK = frozenset(("את", "the"))


def _paid_it(text: str, codes: list[str]) -> bool:
    """A bare number said as what was paid ("<name> שילם את 5127?", "<name> paid 5127?"): with a customer
    named, the caller looks it up among that customer's invoices' serials only."""
    words = [w.strip("?.!,") for w in text.lower().split()]
    for i, word in enumerate(words):
        if word not in _PAID:
            continue
        rest = words[i + 1 : i + 3]
        if rest and rest[0] in _OBJECT_MARK:
            rest = rest[1:]
        if rest and rest[0] in codes:
            return True
    return False
