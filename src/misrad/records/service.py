"""Rules of the business records (CONTRACT 3). Services flush, never commit.

The reads other areas make (the assistant calls them) are ``records.lookups``'s, re-exported here: this
module is the area's surface to them; the rest serves the HTTP routes and the CSV import.
"""

from __future__ import annotations

import re
from datetime import timedelta
from typing import Any, cast

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from misrad.core import changes
from misrad.core.clock import business_today, utcnow
from misrad.core.pagination import Page, PageRequest, paginate
from misrad.records.balances import BUSINESS_CURRENCY as BUSINESS_CURRENCY
from misrad.records.balances import CustomerBalance as CustomerBalance
from misrad.records.balances import balances_from
from misrad.records.balances import customer_balances as customer_balances
from misrad.records.balances import most_owing as most_owing
from misrad.records.balances import new_customer_balance as new_customer_balance
from misrad.records.errors import (
    CustomerHasRecords,
    CustomerNotFound,
    InvalidAmounts,
    InvalidDates,
    InvalidPhone,
    InvoiceNotFound,
    InvoiceNumberTaken,
    RepairNotFound,
    UnknownCustomer,
)
from misrad.records.lookups import all_customer_names as all_customer_names
from misrad.records.lookups import all_repair_items as all_repair_items
from misrad.records.lookups import customer_balance as customer_balance
from misrad.records.lookups import customer_by_tax_id as customer_by_tax_id
from misrad.records.lookups import customer_names_changed_since as customer_names_changed_since
from misrad.records.lookups import customers_by_phone as customers_by_phone
from misrad.records.lookups import customers_noting as customers_noting
from misrad.records.lookups import customers_version as customers_version

# The reads other areas make are part of this service's surface (re-exported: the assistant reads here).
from misrad.records.lookups import find_customer_by_phone as find_customer_by_phone
from misrad.records.lookups import first_invoice_number as first_invoice_number
from misrad.records.lookups import get_customer as get_customer
from misrad.records.lookups import get_customers as get_customers
from misrad.records.lookups import get_invoice_by_number as get_invoice_by_number
from misrad.records.lookups import get_repair as get_repair
from misrad.records.lookups import invoice_display_status as invoice_display_status
from misrad.records.lookups import invoice_number_by_serial as invoice_number_by_serial
from misrad.records.lookups import invoice_number_by_total as invoice_number_by_total
from misrad.records.lookups import invoice_number_run_together as invoice_number_run_together
from misrad.records.lookups import invoices_of_customer as invoices_of_customer
from misrad.records.lookups import repair_items_changed_since as repair_items_changed_since
from misrad.records.lookups import repairs_of_customer as repairs_of_customer
from misrad.records.lookups import repairs_promised_on as repairs_promised_on
from misrad.records.lookups import search_customers as search_customers
from misrad.records.lookups import search_terms
from misrad.records.models import Customer, CustomerFields, Invoice, Repair
from misrad.records.phones import normalise_phone
from misrad.records.repository import (
    NEW_CUSTOMER_FIELDS,
    NEW_INVOICE_FIELDS,
    NEW_REPAIR_FIELDS,
    CustomerRepository,
    InvoiceRepository,
    RepairRepository,
    at_once,
    search_words,
)
from misrad.records.schemas import (
    CustomerCreate,
    CustomerUpdate,
    InvoiceCreate,
    InvoiceUpdate,
    RepairCreate,
    RepairUpdate,
)

DEFAULT_PAYMENT_DAYS = 30
_NON_DIGITS = re.compile(r"\D")


# ---- customers -----------------------------------------------------------------------------------------


def search_index_terms(customer: Customer) -> set[str]:
    """The words a customer is found by (``search``): name words, phone, email and its parts, tax id."""
    terms = set(search_words(customer.name))
    if customer.phone:
        terms.add(customer.phone)
    if customer.email:
        email = customer.email.casefold()
        local, _, domain = email.partition("@")
        terms.update({email, local, domain})
    if customer.tax_id:
        terms.add(customer.tax_id)
    return terms


def require_customer(session: Session, customer_id: int) -> Customer:
    customer = get_customer(session, customer_id)
    if customer is None:
        raise CustomerNotFound()
    return customer


def normalise_tax_id(raw: str) -> str:
    return _NON_DIGITS.sub("", raw)


def _phone_or_400(raw: str) -> str:
    phone = normalise_phone(raw)
    if phone is None:
        raise InvalidPhone(phone=raw[:40])
    return phone


def list_customers(
    session: Session, request: PageRequest, *, search: str | None = None, phone: str | None = None
) -> Page:
    return customers_with_balances(session, request, search=search, phone=phone)[0]


def customers_with_balances(
    session: Session, request: PageRequest, *, search: str | None = None, phone: str | None = None
) -> tuple[Page, dict[int, CustomerBalance]]:
    """A page of customers by name (those a search finds, or every one) and each one's balance; every
    customer's page in one statement (``CustomerRepository.page_with_balances``)."""
    words, phone_prefix = search_terms(search) if search else ([], None)
    exact_phone = _phone_or_400(phone) if phone else None
    repository, limit, offset = CustomerRepository(session), request.per_page, request.offset
    if not words and phone_prefix is None:
        rows, total, owed = repository.page_with_balances(exact_phone, limit, offset, business_today())
        balances = balances_from([c.id for c in rows], owed)
    else:
        rows, total = repository.page(
            words=words, phone_prefix=phone_prefix, phone=exact_phone, limit=limit, offset=offset
        )
        balances = customer_balances(session, [c.id for c in rows])
    return Page(items=rows, total=total, page=request.page, per_page=request.per_page), balances


def _apply_customer_fields(customer: Customer, fields: dict[str, Any]) -> None:
    for name, value in fields.items():
        if name == "phone" and value is not None:
            value = _phone_or_400(value)
        elif name == "email" and value is not None:
            value = value.strip().lower()
        elif name == "tax_id" and value is not None:
            value = normalise_tax_id(value) or None
        elif isinstance(value, str):
            value = value.strip() or None
        setattr(customer, name, value)


def create_customer(session: Session, body: CustomerCreate) -> Customer:
    customer = Customer()
    _apply_customer_fields(customer, body.model_dump())
    repository = CustomerRepository(session)
    repository.add(customer)
    repository.add_terms(customer, search_index_terms(customer))  # a new customer has none to remove
    _customers_changed(session)
    return customer


def add_customer(session: Session, body: CustomerCreate) -> CustomerFields:
    """``create_customer`` for a request whose only write it is (the customers route): on PostgreSQL
    one statement in autocommit (``CustomerRepository.add_at_once``), 2 round trips a create instead of
    6. The session must not be in a transaction yet; what it writes is committed when this returns."""
    return cast(CustomerFields, _added(session, body, None))


def add_customer_for_kept_caller(
    session: Session, body: CustomerCreate, callers: int
) -> CustomerFields | None:
    """``add_customer`` for a caller whose kept bearer token stands while the ``callers`` counter is
    ``callers``: on PostgreSQL the statement checks it (1 round trip, the counter's read was the other);
    None, nothing written, when the counter moved. On SQLite, where a read costs no round trip, the
    caller checks first and this is ``add_customer``."""
    return _added(session, body, callers)


def _added(session: Session, body: CustomerCreate, callers: int | None) -> CustomerFields | None:
    customer = Customer()
    _apply_customer_fields(customer, body.model_dump())  # refused input raises before any statement
    now = utcnow()
    customer.created_at = customer.updated_at = now  # the model's defaults, given here: no flush sets them
    values = {name: getattr(customer, name) for name in NEW_CUSTOMER_FIELDS}
    return CustomerRepository(session).add_at_once(values, search_index_terms(customer), callers=callers)


def _customers_changed(session: Session) -> None:
    """In the write's own transaction: caches of customer names see the change once it commits."""
    changes.bump(session, changes.CUSTOMERS)


def update_customer(session: Session, customer_id: int, body: CustomerUpdate) -> Customer:
    customer = require_customer(session, customer_id)
    fields = body.model_dump(exclude_unset=True)
    if "name" in fields and fields["name"] is None:
        fields.pop("name")  # a customer always has a name
    _apply_customer_fields(customer, fields)
    repository = CustomerRepository(session)
    session.flush()
    repository.replace_terms(customer, search_index_terms(customer))
    _customers_changed(session)
    return customer


def delete_customer(session: Session, customer_id: int) -> None:
    """Delete a customer that has no invoices or repairs (409 ``customer_has_records`` otherwise)."""
    customer = require_customer(session, customer_id)
    repository = CustomerRepository(session)
    if repository.has_records(customer_id):
        raise CustomerHasRecords()
    repository.delete(customer)
    _customers_changed(session)


# ---- invoices -----------------------------------------------------------------------------------------


def require_invoice(session: Session, invoice_id: int) -> Invoice:
    invoice = InvoiceRepository(session).get(invoice_id)
    if invoice is None:
        raise InvoiceNotFound()
    return invoice


def _check_customer(session: Session, customer_id: int) -> None:
    if not CustomerRepository(session).exists(customer_id):
        raise UnknownCustomer()


def _invoice_refusal(invoice: Invoice) -> InvalidAmounts | InvalidDates | None:
    if invoice.paid_amount > invoice.total_amount:
        return InvalidAmounts()
    if invoice.due_date < invoice.issue_date:
        return InvalidDates()
    return None


def _check_invoice(invoice: Invoice) -> None:
    if (refused := _invoice_refusal(invoice)) is not None:
        raise refused


def _flush_invoice(session: Session, invoice: Invoice) -> None:
    try:
        session.flush()
    except IntegrityError:  # a concurrent request took the number between our check and the insert
        raise InvoiceNumberTaken(number=invoice.number) from None


def list_invoices(
    session: Session, request: PageRequest, *, customer_id: int | None = None, status: str | None = None
) -> Page:
    query = InvoiceRepository(session).listing(customer_id=customer_id, status=status, today=business_today())
    return paginate(session, query, request)


def _new_invoice(body: InvoiceCreate) -> Invoice:
    issue_date = body.issue_date or business_today()
    return Invoice(
        customer_id=body.customer_id,
        number=body.number.strip(),
        issue_date=issue_date,
        due_date=body.due_date or issue_date + timedelta(days=DEFAULT_PAYMENT_DAYS),
        total_amount=body.total_amount,
        paid_amount=body.paid_amount,
        currency=body.currency,
        status=body.status,
        notes=(body.notes or "").strip() or None,
    )


def create_invoice(session: Session, body: InvoiceCreate) -> Invoice:
    _check_customer(session, body.customer_id)
    invoice = _new_invoice(body)
    if InvoiceRepository(session).by_number(invoice.number) is not None:
        raise InvoiceNumberTaken(number=invoice.number)
    _check_invoice(invoice)
    session.add(invoice)
    _flush_invoice(session, invoice)
    return invoice


def add_invoice(session: Session, body: InvoiceCreate) -> Invoice:
    """``create_invoice`` for a request whose only write it is (the invoices route): one statement with
    the customer's and the number's checks in it, on PostgreSQL in autocommit (2 round trips instead of
    6), on SQLite all its writer turn holds (no ORM flush there); refused, one read tells which error
    (the customer's first, as ``create_invoice``). The session must not be in a transaction yet; on
    PostgreSQL what it writes is committed when this returns, on SQLite at the route's commit."""
    invoice = _new_invoice(body)
    if not at_once(session) or _invoice_refusal(invoice) is not None:
        return create_invoice(session, body)  # refused amounts or dates: the customer's and number's first
    invoice.created_at = invoice.updated_at = utcnow()  # the model's defaults, given here: no flush sets them
    try:
        row = InvoiceRepository(session).add_at_once({n: getattr(invoice, n) for n in NEW_INVOICE_FIELDS})
    except IntegrityError:  # the customer deleted, or the number taken, under the statement: told apart below
        row = None
    if row is not None:
        return Invoice(**row._mapping)  # not in the session: nothing left to flush or commit
    _check_customer(session, invoice.customer_id)
    raise InvoiceNumberTaken(number=invoice.number)  # as create_invoice's, a race's taker since gone too


def update_invoice(session: Session, invoice_id: int, body: InvoiceUpdate) -> Invoice:
    invoice = require_invoice(session, invoice_id)
    fields = {k: v for k, v in body.model_dump(exclude_unset=True).items() if v is not None or k == "notes"}
    if "customer_id" in fields and fields["customer_id"] != invoice.customer_id:
        _check_customer(session, fields["customer_id"])
    if "number" in fields:
        fields["number"] = fields["number"].strip()
        other = InvoiceRepository(session).by_number(fields["number"])
        if other is not None and other.id != invoice.id:
            raise InvoiceNumberTaken(number=fields["number"])
    if "notes" in fields:
        fields["notes"] = (fields["notes"] or "").strip() or None
    for name, value in fields.items():
        setattr(invoice, name, value)
    _check_invoice(invoice)
    _flush_invoice(session, invoice)
    return invoice


def delete_invoice(session: Session, invoice_id: int) -> None:
    InvoiceRepository(session).delete(require_invoice(session, invoice_id))


# ---- repairs ------------------------------------------------------------------------------------------


def require_repair(session: Session, repair_id: int) -> Repair:
    repair = get_repair(session, repair_id)
    if repair is None:
        raise RepairNotFound()
    return repair


def list_repairs(
    session: Session, request: PageRequest, *, customer_id: int | None = None, status: str | None = None
) -> Page:
    return paginate(
        session, RepairRepository(session).listing(customer_id=customer_id, status=status), request
    )


def _new_repair(body: RepairCreate) -> Repair:
    return Repair(
        customer_id=body.customer_id,
        item=body.item,
        description=(body.description or "").strip() or None,
        status=body.status,
        estimated_cost=body.estimated_cost,
        promised_date=body.promised_date,
    )


def create_repair(session: Session, body: RepairCreate) -> Repair:
    _check_customer(session, body.customer_id)
    repair = RepairRepository(session).add(_new_repair(body))
    changes.bump(session, changes.REPAIRS)  # the assistant's items index, in every process
    return repair


def add_repair(session: Session, body: RepairCreate) -> Repair:
    """``create_repair`` for a request whose only write it is (the repairs route): one statement with the
    customer's check in it, on PostgreSQL in autocommit, on SQLite all its writer turn holds; no row back
    is the one refusal, an unknown customer. The session must not be in a transaction yet."""
    if not at_once(session):
        return create_repair(session, body)
    repair = _new_repair(body)
    repair.created_at = repair.updated_at = utcnow()  # the model's defaults, given here: no flush sets them
    row = RepairRepository(session).add_at_once({name: getattr(repair, name) for name in NEW_REPAIR_FIELDS})
    if row is None:
        raise UnknownCustomer()
    return Repair(**row._mapping)  # not in the session: nothing left to flush or commit


def update_repair(session: Session, repair_id: int, body: RepairUpdate) -> Repair:
    repair = require_repair(session, repair_id)
    fields = body.model_dump(exclude_unset=True)
    for required in ("customer_id", "item", "status"):
        if required in fields and fields[required] is None:
            fields.pop(required)
    if "customer_id" in fields and fields["customer_id"] != repair.customer_id:
        _check_customer(session, fields["customer_id"])
    if "description" in fields:
        fields["description"] = (fields["description"] or "").strip() or None
    for name, value in fields.items():
        setattr(repair, name, value)
    session.flush()
    if {"item", "customer_id"} & fields.keys():
        changes.bump(session, changes.REPAIRS)  # what the items index holds of it changed
    return repair


def delete_repair(session: Session, repair_id: int) -> None:
    RepairRepository(session).delete(require_repair(session, repair_id))
    # The items index drops a deleted repair at its next rebuild; an owner it still names is read again
    # before any answer shows it.
    changes.bump(session, changes.REPAIRS)
