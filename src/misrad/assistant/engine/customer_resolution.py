"""Which customer a message means: by the phone, the e-mail or the name it gives, a relative of the one
the conversation is about, or that one; when several fit, the answer lists them (at most five)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel
from sqlalchemy.orm import Session

from misrad.assistant import functions
from misrad.assistant.engine.guesses import states_a_guess
from misrad.assistant.engine.items import item_labels, repairs_asked
from misrad.assistant.engine.names import NameMatch
from misrad.assistant.engine.nlu import Understanding
from misrad.assistant.engine.relatives import asks_of_a_relative, relatives_of
from misrad.assistant.engine.text import ltr, md, tokens
from misrad.assistant.engine.wording import money
from misrad.core.i18n import Language
from misrad.records import service as records

CANDIDATES = 5  # the customers a name meets that an answer lists


class CustomerResolution:
    """Finding the customer, for a responder that has a session, an understanding, the conversation's
    bound customer, ``t`` and ``call``."""

    session: Session
    u: Understanding
    lang: Language
    bound_customer_id: int | None
    # the answer "no card holds <value>" when the card of the customer a guess named answers instead
    contact_not_held: str | None = None
    # the customers an answer listed to ask which one was meant, kept with it (``offered``)
    offered: tuple[int, ...] = ()

    def t(self, key: str, **params: object) -> str:
        raise NotImplementedError

    def call(self, name: str, **arguments: Any) -> BaseModel:
        raise NotImplementedError

    def consult(self, name: str, **arguments: Any) -> BaseModel:
        """``call`` whose result is not the answer's (one of several candidates' records)."""
        raise NotImplementedError

    def resolve_customer(self) -> tuple[functions.CustomerInfo | None, str | None]:
        """The customer the message means, or (None, an answer explaining why not)."""
        by_contact = self._by_contact()
        if by_contact is not None:
            customer, problem = by_contact
            if customer is None and problem is not None:
                return self._guessed_of(problem)
            return customer, problem
        if self.u.names is not None:
            return self._by_name(self.u.names)
        if self.bound_customer_id is not None and asks_of_a_relative(self.u.text):
            return self.relative(self.bound_customer_id)
        if self.bound_customer_id is not None:
            customer = self._customer(self.bound_customer_id)
            if customer is not None:
                return customer, None
        return None, self.t("answer_need_customer")

    def _by_contact(self) -> tuple[functions.CustomerInfo | None, str | None] | None:
        """By the phone, the e-mail or the company number the message gives; None when it gives none."""
        phone = self.u.entity("phone")
        if phone is not None:
            return self._by_phone(phone.value)
        email = self.u.entity("email")
        if email is not None:
            return self._by_email(email.value)
        company = self.u.entity("tax_id")
        if company is not None:
            return self._by_company_number(company.value)
        return None

    def _guessed_of(self, not_found: str) -> tuple[functions.CustomerInfo | None, str | None]:
        """A phone, e-mail or company number no card holds, said of a customer the message names ("Dana's
        number is 050-..., right?") or, as a guess, of the one the conversation is about ("והמייל שלה הוא
        ..., נכון?"): a belief about that customer, whose card then answers; otherwise, no one has it."""
        names = self.u.names
        if names is not None and len(names.customer_ids) == 1:
            customer = self._customer(names.customer_ids[0])
        elif names is None and self.bound_customer_id is not None and states_a_guess(self.u.text):
            customer = self._customer(self.bound_customer_id)
        else:
            customer = None
        if customer is None:
            return None, not_found
        self.contact_not_held = not_found
        return customer, None

    def _by_phone(self, phone: str) -> tuple[functions.CustomerInfo | None, str | None]:
        found = self.call("get_customer_by_phone", phone=phone)
        assert isinstance(found, functions.CustomerResult)
        if found.customer is None:
            return None, self.t("answer_phone_not_found", phone=ltr(phone))
        if found.also_matching:
            sharing = [found.customer, *found.also_matching]
            owner = self.owner_of_the_item(sharing)
            if owner is not None:
                return owner, None
            heading = self.t("answer_phone_shared", phone=ltr(phone))
            return None, heading + "\n" + self.ambiguous(sharing)
        return found.customer, None

    def _by_email(self, email: str) -> tuple[functions.CustomerInfo | None, str | None]:
        results = self.call("search_customers", query=email, limit=5)
        assert isinstance(results, functions.CustomerSearchResult)
        exact = [c for c in results.customers if (c.email or "").lower() == email]
        if len(exact) == 1:
            return exact[0], None
        if not exact:
            return None, self.t("answer_email_not_found", email=ltr(email))
        return None, self.ambiguous(exact)

    def _by_company_number(self, number: str) -> tuple[functions.CustomerInfo | None, str | None]:
        """The card holding a company's or a dealer's number ("ח.פ. 514881236"), typed with or without
        dashes, stored as digits."""
        found = records.customer_by_tax_id(self.session, number)
        if found is None:
            return None, self.t("answer_tax_id_not_found", number=ltr(number))
        return functions.customer_info(found), None

    def _by_name(self, names: NameMatch) -> tuple[functions.CustomerInfo | None, str | None]:
        ids = names.customer_ids
        # the first five named (a common name meets many customers), or the one, in one statement: read
        # already when a bare number was looked up among their invoices (``link_invoice_number``)
        candidates = [
            functions.customer_info(c) for c in records.get_customers(self.session, ids[:CANDIDATES])
        ]
        if len(candidates) == 1:
            return candidates[0], None
        if candidates:
            return None, self.ambiguous(candidates, total=len(ids))
        named = self.u.entity("customer_name")
        return None, self.t("answer_name_not_found", name=md(named.value if named else names.text))

    def relative(self, bound_id: int) -> tuple[functions.CustomerInfo | None, str | None]:
        """ "And his wife's faucet?": the one customer tied to the bound one, or why there is none."""
        found = [functions.customer_info(c) for c in relatives_of(self.session, bound_id)]
        if len(found) == 1:
            return found[0], None
        if found:
            return None, self.ambiguous(found)
        bound = self._customer(bound_id)
        return None, self.t("answer_no_relative", name=md(bound.name if bound else ""))

    def _customer(self, customer_id: int) -> functions.CustomerInfo | None:
        # Its contacts (all an answer shows): kept already in a chat's read unit (``customer_summary``).
        found = records.get_customers(self.session, [customer_id])
        return functions.customer_info(found[0]) if found else None

    def ambiguous(self, candidates: list[functions.CustomerInfo], total: int | None = None) -> str:
        """The candidates listed, each with what was asked of them; no one candidate's figures become the
        answer's result (their records are read by ``consult``)."""
        lines = [self.t("answer_ambiguous"), ""]
        listed = candidates[:5]
        self.offered = tuple(c.id for c in listed)
        # What they owe, all in one read: a balance asked of several is answered for each.
        owed = (
            records.customer_balances(self.session, [c.id for c in listed]) if self.asks_a_balance() else {}
        )
        for customer in listed:
            phone = f" — {ltr(customer.phone)}" if customer.phone else ""
            balance = owed.get(customer.id)
            asked = (
                self.t("answer_candidate_balance", amount=money(balance.balance, balance.currency, self.lang))
                if balance is not None
                else self.asked_of_candidate(customer)
            )
            lines.append(
                f"- {md(customer.name)}{phone} ({self.t('label_customer_id')} {ltr(customer.id)})"
                + (f": {asked}" if asked else "")
            )
        if total and total > len(candidates[:5]):
            lines.append(f"- … (+{ltr(total - len(candidates[:5]))})")
        return "\n".join(lines)

    def asks_a_balance(self) -> bool:
        return self.u.intent == "customer_balance"

    def asked_of_candidate(self, customer: functions.CustomerInfo) -> str:
        """What a record question asks, of one of several customers a phone or a name meets ("her open
        invoices" of a phone two share): each one's unpaid invoices or repairs (a balance: ``ambiguous``
        reads them all at once) under their own name, so the answer states the facts and still asks which
        one was meant."""
        if self.u.intent == "repair_status":
            return self.candidate_repairs(customer)
        if self.u.intent != "invoice_status" or self.u.entity("invoice_number") is not None:
            return ""
        found = self.consult("get_invoice_status", customer_id=customer.id)
        assert isinstance(found, functions.InvoiceStatusResult)
        unpaid = [i for i in found.invoices if i.status in ("open", "overdue")]
        if not unpaid:
            return self.t("answer_candidate_none_unpaid")
        listed = ", ".join(
            f"{ltr(i.number)} ({money(i.remaining, i.currency, self.lang)})" for i in unpaid[:5]
        )
        return self.t("answer_candidate_unpaid", invoices=listed)

    def candidate_repairs(self, customer: functions.CustomerInfo) -> str:
        """One of several customers' repairs (of the thing asked, when they have it) with their status."""
        found = self.consult("get_repair_status", customer_id=customer.id)
        assert isinstance(found, functions.RepairStatusResult)
        repairs = repairs_asked(found.repairs, self.u.items, tokens(self.u.text))[:2]
        if not repairs:
            return self.t("answer_candidate_no_repairs")
        return "; ".join(f"{md(r.item)} — {self.t(f'repair_status_{r.status}')}" for r in repairs)

    def owner_of_the_item(self, sharing: list[functions.CustomerInfo]) -> functions.CustomerInfo | None:
        """A phone a family shares, said with an item ("052-... is the microwave ready?"): the one of them
        with a repair of it, when only one has; said with no item ("<phone> מה עם התיקון"), the one of them
        with a repair at all, when only one has: the thing asked is found in the records as a name would
        be. A balance or a lookup still lists them all."""
        if self.u.intent != "repair_status":
            return None
        asked = self.u.items
        owners = [
            customer
            for customer in sharing[:20]
            if any(
                not asked or item_labels(repair.item) & asked
                for repair in records.repairs_of_customer(self.session, customer.id, limit=10)
            )
        ]
        return owners[0] if len(owners) == 1 else None
