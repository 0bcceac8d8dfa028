"""The reads other areas make of the records (the assistant's functions and engine, the pages), in the
service's surface: ``records.service`` re-exports every one of them.

A chat reads in a read-only unit of work (``core.db.READ_ONLY``), where nothing it does can make what
it read stale: the contacts of the customers it named, and what the one it named owes, are kept in the
session for the chat's later steps (to find a name, to answer, by a bare number).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from datetime import date, datetime
from decimal import Decimal

from sqlalchemy.orm import Session

from misrad.core import changes
from misrad.core.clock import business_today
from misrad.core.db import READ_ONLY
from misrad.records.balances import CustomerBalance, balances_from, customer_balances
from misrad.records.models import Customer, Invoice, Repair
from misrad.records.phones import normalise_phone, phone_search_digits
from misrad.records.repository import (
    CustomerContact,
    CustomerRepository,
    InvoiceRepository,
    RepairRepository,
    search_words,
)

# In ``Session.info`` of a read-only unit: {customer id: its contacts, None when no such customer}, and
# {customer id: its balance}.
_CONTACTS_KEPT = "records.contacts_kept"
_BALANCES_KEPT = "records.balances_kept"
Ids = Sequence[int]


def find_customer_by_phone(session: Session, phone: str) -> Customer | None:
    """The (oldest) customer with this phone, written in any form; ``None`` when none or not a phone."""
    normalised = normalise_phone(phone)
    if normalised is None:
        return None
    return CustomerRepository(session).first_by_phone(normalised)


def customers_by_phone(session: Session, phone: str, limit: int = 5) -> list[Customer]:
    """Every customer with this phone (a family or a business may share one), oldest first."""
    normalised = normalise_phone(phone)
    if normalised is None:
        return []
    return CustomerRepository(session).by_phone(normalised, max(1, min(limit, 100)))


def customers_noting(session: Session, name: str, excluding: int, limit: int = 5) -> list[Customer]:
    """Other customers whose notes name ``name`` (a relative noted as "בנו של ...")."""
    return CustomerRepository(session).noting(name, excluding, max(1, min(limit, 100)))


def get_customer(session: Session, customer_id: int) -> Customer | None:
    return CustomerRepository(session).get(customer_id)


def get_customers(
    session: Session, customer_ids: Sequence[int], *, with_balance: bool = True
) -> list[CustomerContact]:
    """The contact fields of those of ``customer_ids`` that exist, in that order: one statement, or none
    in a read-only unit that read them already (a chat: to find a name, to answer, by a bare number).

    One customer asked in a read-only unit (a chat that named one): what it owes is read by the same
    statement and kept for ``customer_balance``, the question most asked of a named customer; on a
    database server one round trip where the balance was another, for the price of one customer's
    unpaid sums in the statement when it was not asked. ``with_balance=False``: a caller that shows
    only the contacts (an invoice's owner) spares that."""
    kept: dict[int, CustomerContact | None] = session.info.get(_CONTACTS_KEPT, {})
    if kept and all(i in kept for i in customer_ids):
        return [c for c in (kept[i] for i in customer_ids) if c is not None]
    if with_balance and len(customer_ids) == 1 and session.info.get(READ_ONLY):
        contact, owed = InvoiceRepository(session).contact_and_owed(customer_ids[0], business_today())
        contacts = [contact] if contact is not None else []
        if contact is not None:
            session.info.setdefault(_BALANCES_KEPT, {}).update(balances_from([contact.id], owed))
    else:
        contacts = CustomerRepository(session).contacts(customer_ids)
    _keep_contacts(session, customer_ids, contacts)
    return contacts


def _keep_contacts(session: Session, ids: Ids, contacts: list[CustomerContact]) -> None:
    """Only a read-only unit keeps them: nothing it does can make them stale (None: no such customer)."""
    if ids and session.info.get(READ_ONLY):
        session.info.setdefault(_CONTACTS_KEPT, {}).update(dict.fromkeys(ids) | {c.id: c for c in contacts})


def customer_balance(session: Session, customer_id: int) -> CustomerBalance:
    """What the customer owes: read with its contacts already in a chat's read-only unit
    (``get_customers``), else one statement."""
    kept: CustomerBalance | None = session.info.get(_BALANCES_KEPT, {}).get(customer_id)
    return kept if kept is not None else customer_balances(session, [customer_id])[customer_id]


def search_terms(query: str) -> tuple[list[str], str | None]:
    """Split a search into word prefixes, or one phone-digits prefix when it looks like a phone."""
    text = "".join(c for c in query if ord(c) >= 32)[:200].strip()
    if not text:
        return [], None
    phone_prefix = phone_search_digits(text)
    if phone_prefix is not None:
        return [], phone_prefix
    return search_words(text), None


def search_customers(session: Session, query: str, limit: int = 10) -> list[Customer]:
    """Customers whose name, phone, email or tax id words start with the words of ``query``."""
    words, phone_prefix = search_terms(query)
    if not words and phone_prefix is None:
        return []
    return CustomerRepository(session).search(words, phone_prefix, max(1, min(limit, 100)))


def customer_by_tax_id(session: Session, tax_id: str) -> Customer | None:
    """The (first) customer whose company or dealer number is ``tax_id``, stored as typed."""
    cleaned = tax_id.strip()
    return CustomerRepository(session).first_by_tax_id(cleaned) if 0 < len(cleaned) <= 20 else None


def repairs_of_customer(session: Session, customer_id: int, limit: int = 10) -> list[Repair]:
    """The customer's repairs, newest first."""
    return RepairRepository(session).of_customer(customer_id, limit)


def repairs_promised_on(session: Session, day: date, limit: int = 10) -> list[Repair]:
    """The repairs promised for ``day`` and not yet delivered or cancelled, oldest first."""
    return RepairRepository(session).promised_on(day, limit)


def get_repair(session: Session, repair_id: int) -> Repair | None:
    return RepairRepository(session).get(repair_id)


def get_invoice_by_number(session: Session, number: str) -> Invoice | None:
    cleaned = number.strip()
    if not cleaned or len(cleaned) > 50:
        return None
    return InvoiceRepository(session).by_number(cleaned)


def first_invoice_number(
    session: Session, spellings: Sequence[str], owners: Collection[int] | None = None, contacts_of: Ids = ()
) -> str | None:
    """The first of ``spellings`` (in their order) that is a stored invoice's number, of one of ``owners``
    when given; one read for all of them. ``contacts_of``: customers whose contacts the caller reads
    next (``get_customers``), read by the same statement (on a database server one round trip less)."""
    cleaned = [s for s in dict.fromkeys(s.strip() for s in spellings) if s and len(s) <= 50]
    found, contacts = InvoiceRepository(session).owners_and_contacts(cleaned, contacts_of)
    _keep_contacts(session, contacts_of, contacts)
    return next((s for s in cleaned if s in found and (owners is None or found[s] in owners)), None)


# A printed number's prefix before its serial: letters ("TT-4471", "PL/2231", "KY1077") or a year
# ("26/116", "2026/0735"), then the serial, perhaps zero-padded.
_PRINTED_PREFIX = r"(?:[A-Za-z]{1,5}[-/ ]?|(?:19|20)?\d\d[-/])0*"


def invoice_number_by_serial(
    session: Session, serial: str, owners: Collection[int] | None = None
) -> str | None:
    """The one stored invoice number (of one of ``owners`` when given) that is ``serial`` behind a printed
    prefix: "4471" typed for "TT-4471", "2231" for "PL/2231". None when none is, or several are (the
    number alone does not tell which)."""
    if not serial.isdigit() or len(serial) < 3:
        return None
    printed = re.compile(_PRINTED_PREFIX + re.escape(serial))
    found = {
        number
        for number, owner in InvoiceRepository(session).numbers_ending_in([serial])
        if printed.fullmatch(number) and (owners is None or owner in owners)
    }
    return found.pop() if len(found) == 1 else None


# What a printed number is without its separators, read in one case: "CT-26-07" and "ct2607" alike.
_NOT_PRINTED_CHARACTER = re.compile(r"[^0-9A-Z]")


def _characters(number: str) -> str:
    return _NOT_PRINTED_CHARACTER.sub("", number.upper())


def invoice_number_run_together(
    session: Session, typed: str, owners: Collection[int] | None = None
) -> str | None:
    """The one stored invoice number (of one of ``owners`` when given) that is ``typed`` with its
    separators put elsewhere, left out or typed as spaces: "ct2607" or "CT 26 07" for CT-26-07, "M 26 021"
    for M-26/021. A typist keeps a printed number's characters and their order, not its marks; None when
    none is, or several are."""
    characters = _characters(typed)
    if len(characters) < 4 or not characters[-2:].isdigit():
        return None
    found = {
        number
        for number, owner in InvoiceRepository(session).numbers_ending_in([characters[-2:]])
        if _characters(number) == characters and (owners is None or owner in owners)
    }
    return found.pop() if len(found) == 1 else None


def invoice_number_by_total(session: Session, totals: Collection[Decimal]) -> str | None:
    """The one stored invoice whose total is one of the sums said ("the invoice for 2,365.50", "החשבונית
    של 1,275 שקל"); None when none is or several are (the sum alone does not tell which)."""
    found = {n for total in totals for n in InvoiceRepository(session).numbers_of_total(total)}
    return found.pop() if len(found) == 1 else None


def invoices_of_customer(session: Session, customer_id: int, limit: int = 20) -> list[Invoice]:
    """The customer's invoices, newest issue date first."""
    return InvoiceRepository(session).of_customer(customer_id, limit)


def invoice_display_status(invoice: Invoice, today: date | None = None) -> str:
    """The status as read: an ``open`` invoice whose due date has passed is ``overdue``."""
    today = today or business_today()
    if invoice.status == "open" and invoice.due_date < today:
        return "overdue"
    return invoice.status


def all_customer_names(session: Session) -> list[tuple[int, str, str, str, str]]:
    """``(id, name, phone, address, notes)`` of every customer (``""`` when unknown), for the assistant's
    name index."""
    return CustomerRepository(session).names()


def customer_names_changed_since(session: Session, since: datetime) -> list[tuple[int, str, str, str, str]]:
    """``(id, name, phone, address, notes)`` of the customers created or changed since ``since``
    (indexed)."""
    return CustomerRepository(session).names(changed_since=since)


def all_repair_items(session: Session) -> list[tuple[int, int, str, str]]:
    """``(id, customer_id, item, description)`` of every repair, for the assistant's items index."""
    return RepairRepository(session).items()


def repair_items_changed_since(session: Session, since: datetime) -> list[tuple[int, int, str, str]]:
    """``(id, customer_id, item, description)`` of the repairs created or changed since ``since``
    (indexed)."""
    return RepairRepository(session).items(changed_since=since)


def customers_version(session: Session) -> int:
    """A number that grows with every committed change to customers: one read by primary key, so a
    cache of customer names in any process can check it on every request."""
    return changes.current(session, changes.CUSTOMERS)
