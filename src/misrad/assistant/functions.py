"""The one function registry: JSON schemas, permission-checked execution, typed results.

The same registry feeds ``GET /functions/available`` (tool-function style), the local engine, the
LLM's tools (through the gateway) and the MCP tools. Every function reads the business records
through ``misrad.records.service`` and ``search_knowledge`` through the assistant's knowledge index; the
result is a Pydantic model whose ``model_dump`` is stored on the assistant message as
``function_result``. Reading records is allowed to every staff role (admin, approver, member); the
check lives here, in one place, so any future write function states its own roles.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Any

from pydantic import BaseModel, ValidationError
from sqlalchemy.orm import Session

from misrad.auth.schemas import Caller
from misrad.core.errors import Forbidden, InvalidInput, NotFound

STAFF_ROLES = frozenset({"admin", "approver", "member"})


class CustomerInfo(BaseModel):
    id: int
    name: str
    phone: str | None = None
    email: str | None = None
    address: str | None = None


class CustomerResult(BaseModel):
    found: bool
    customer: CustomerInfo | None = None


class CustomerSearchResult(BaseModel):
    query: str
    customers: list[CustomerInfo]


class BalanceResult(BaseModel):
    customer: CustomerInfo
    balance: Decimal
    currency: str
    open_invoices: int
    overdue_invoices: int
    by_currency: dict[str, Decimal] = {}


class RepairInfo(BaseModel):
    id: int
    customer_id: int
    item: str
    description: str | None = None
    status: str
    estimated_cost: Decimal | None = None
    promised_date: date | None = None


class RepairStatusResult(BaseModel):
    customer: CustomerInfo | None = None
    repairs: list[RepairInfo]


class InvoiceInfo(BaseModel):
    id: int
    number: str
    customer_id: int
    issue_date: date
    due_date: date
    total_amount: Decimal
    paid_amount: Decimal
    remaining: Decimal
    currency: str
    status: str


class InvoiceStatusResult(BaseModel):
    customer: CustomerInfo | None = None
    invoices: list[InvoiceInfo]


class KnowledgeHit(BaseModel):
    id: int
    category: str
    title: str
    content: str
    score: float
    coverage: float  # the share of the query's words this item matched


class KnowledgeResult(BaseModel):
    query: str
    items: list[KnowledgeHit]


@dataclass(frozen=True)
class FunctionSpec:
    name: str
    description: str
    parameters: dict[str, Any]
    handler: Callable[[Session, dict[str, Any]], BaseModel]
    roles: frozenset[str] = STAFF_ROLES

    def descriptor(self) -> dict[str, Any]:
        return {"name": self.name, "description": self.description, "parameters": self.parameters}


def _schema(properties: dict[str, tuple[str, str]], required: list[str]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {
            name: {"type": kind, "description": text} for name, (kind, text) in properties.items()
        },
        "required": required,
    }


def customer_info(customer: Any) -> CustomerInfo:
    return CustomerInfo(
        id=customer.id,
        name=customer.name,
        phone=customer.phone or None,
        email=customer.email,
        address=customer.address,
    )


def _records() -> Any:
    from misrad.records import service

    return service


def _int_arg(args: dict[str, Any], name: str) -> int | None:
    value = args.get(name)
    if value is None or value == "":
        return None
    try:
        number = int(value)
    except (TypeError, ValueError) as exc:
        raise InvalidInput("function_bad_argument", name=name) from exc
    return number


def _str_arg(args: dict[str, Any], name: str, *, required: bool = False) -> str | None:
    value = args.get(name)
    if value is None or str(value).strip() == "":
        if required:
            raise InvalidInput("function_bad_argument", name=name)
        return None
    return str(value).strip()[:200]


def _customer_or_404(session: Session, customer_id: int) -> Any:
    customer = _records().get_customer(session, customer_id)
    if customer is None:
        raise NotFound("assistant_customer_not_found")
    return customer


def get_customer_by_phone(session: Session, args: dict[str, Any]) -> CustomerResult:
    phone = _str_arg(args, "phone", required=True) or ""
    customer = _records().find_customer_by_phone(session, phone)
    return CustomerResult(found=customer is not None, customer=customer_info(customer) if customer else None)


def get_customer_balance(session: Session, args: dict[str, Any]) -> BalanceResult:
    customer_id = _int_arg(args, "customer_id")
    if customer_id is None:
        raise InvalidInput("function_bad_argument", name="customer_id")
    customer = _customer_or_404(session, customer_id)
    balance = _records().customer_balance(session, customer_id)
    return BalanceResult(
        customer=customer_info(customer),
        balance=balance.balance,
        currency=balance.currency,
        open_invoices=balance.open_invoices,
        overdue_invoices=balance.overdue_invoices,
        by_currency=dict(getattr(balance, "by_currency", {}) or {}),
    )


def search_customers(session: Session, args: dict[str, Any]) -> CustomerSearchResult:
    query = _str_arg(args, "query", required=True) or ""
    limit = max(1, min(_int_arg(args, "limit") or 10, 50))
    found = _records().search_customers(session, query, limit=limit)
    return CustomerSearchResult(query=query, customers=[customer_info(c) for c in found])


def _repair_info(repair: Any) -> RepairInfo:
    return RepairInfo(
        id=repair.id,
        customer_id=repair.customer_id,
        item=repair.item,
        description=repair.description,
        status=repair.status,
        estimated_cost=repair.estimated_cost,
        promised_date=repair.promised_date,
    )


def get_repair_status(session: Session, args: dict[str, Any]) -> RepairStatusResult:
    repair_id, customer_id = _int_arg(args, "repair_id"), _int_arg(args, "customer_id")
    if repair_id is not None:
        repair = _records().get_repair(session, repair_id)
        if repair is None:
            raise NotFound("assistant_repair_not_found")
        owner = _records().get_customer(session, repair.customer_id)
        return RepairStatusResult(
            customer=customer_info(owner) if owner else None, repairs=[_repair_info(repair)]
        )
    if customer_id is None:
        raise InvalidInput("function_bad_argument", name="customer_id")
    customer = _customer_or_404(session, customer_id)
    repairs = _records().repairs_of_customer(session, customer_id, limit=10)
    return RepairStatusResult(customer=customer_info(customer), repairs=[_repair_info(r) for r in repairs])


def _invoice_info(invoice: Any) -> InvoiceInfo:
    remaining = max(Decimal(invoice.total_amount) - Decimal(invoice.paid_amount), Decimal("0"))
    return InvoiceInfo(
        id=invoice.id,
        number=invoice.number,
        customer_id=invoice.customer_id,
        issue_date=invoice.issue_date,
        due_date=invoice.due_date,
        total_amount=invoice.total_amount,
        paid_amount=invoice.paid_amount,
        remaining=remaining,
        currency=invoice.currency,
        status=_records().invoice_display_status(invoice),
    )


def get_invoice_status(session: Session, args: dict[str, Any]) -> InvoiceStatusResult:
    number, customer_id = _str_arg(args, "invoice_number"), _int_arg(args, "customer_id")
    if number is not None:
        invoice = _records().get_invoice_by_number(session, number)
        if invoice is None and number.startswith("#"):
            invoice = _records().get_invoice_by_number(session, number[1:])
        if invoice is None:
            raise NotFound("assistant_invoice_not_found")
        owner = _records().get_customer(session, invoice.customer_id)
        return InvoiceStatusResult(
            customer=customer_info(owner) if owner else None, invoices=[_invoice_info(invoice)]
        )
    if customer_id is None:
        raise InvalidInput("function_bad_argument", name="invoice_number")
    customer = _customer_or_404(session, customer_id)
    invoices = _records().invoices_of_customer(session, customer_id, limit=20)
    return InvoiceStatusResult(
        customer=customer_info(customer), invoices=[_invoice_info(i) for i in invoices]
    )


def search_knowledge(session: Session, args: dict[str, Any]) -> KnowledgeResult:
    from misrad.assistant.knowledge import search

    query = _str_arg(args, "query", required=True) or ""
    category = _str_arg(args, "category")
    hits = search(session, query, category=category, limit=max(1, min(_int_arg(args, "limit") or 3, 20)))
    return KnowledgeResult(
        query=query,
        items=[
            KnowledgeHit(
                id=hit.doc.id,
                category=hit.doc.category,
                title=hit.doc.title,
                content=hit.doc.content,
                score=round(hit.score, 3),
                coverage=round(hit.coverage, 3),
            )
            for hit in hits
        ],
    )


REGISTRY: dict[str, FunctionSpec] = {
    spec.name: spec
    for spec in (
        FunctionSpec(
            "get_customer_by_phone",
            "Find the customer with this phone number (any Israeli form: 050-1234567, +972501234567).",
            _schema({"phone": ("string", "The customer's phone number")}, ["phone"]),
            get_customer_by_phone,
        ),
        FunctionSpec(
            "get_customer_balance",
            "The customer's open balance: unpaid invoice amounts, open and overdue invoice counts.",
            _schema({"customer_id": ("integer", "The customer's id")}, ["customer_id"]),
            get_customer_balance,
        ),
        FunctionSpec(
            "search_customers",
            "Search customers by name, phone, email or tax id words.",
            _schema(
                {"query": ("string", "Words to search for"), "limit": ("integer", "At most this many")},
                ["query"],
            ),
            search_customers,
        ),
        FunctionSpec(
            "get_repair_status",
            "Status of one repair (repair_id) or of a customer's recent repairs (customer_id).",
            _schema(
                {
                    "customer_id": ("integer", "The customer's id"),
                    "repair_id": ("integer", "The repair's id"),
                },
                [],
            ),
            get_repair_status,
        ),
        FunctionSpec(
            "get_invoice_status",
            "Status of one invoice (invoice_number) or of a customer's recent invoices (customer_id).",
            _schema(
                {
                    "invoice_number": ("string", "The invoice number"),
                    "customer_id": ("integer", "The customer's id"),
                },
                [],
            ),
            get_invoice_status,
        ),
        FunctionSpec(
            "search_knowledge",
            "Search the business's knowledge base (FAQ, policies, procedures, products).",
            _schema(
                {
                    "query": ("string", "What to look for"),
                    "category": ("string", "Optional: faq, policy, procedure or product"),
                },
                ["query"],
            ),
            search_knowledge,
        ),
    )
}


def available() -> list[dict[str, Any]]:
    return [spec.descriptor() for spec in REGISTRY.values()]


def execute(session: Session, caller: Caller, name: str, arguments: dict[str, Any]) -> BaseModel:
    """Run one function for ``caller``; unknown names are 404, a role without the right is 403."""
    spec = REGISTRY.get(name)
    if spec is None:
        raise NotFound("assistant_function_not_found")
    if caller.role not in spec.roles:
        raise Forbidden()
    if not isinstance(arguments, dict):
        raise InvalidInput("function_bad_argument", name="arguments")
    try:
        return spec.handler(session, arguments)
    except ValidationError as exc:
        raise InvalidInput("function_bad_argument", name=name) from exc


def stored_result(name: str, arguments: dict[str, Any], result: BaseModel) -> dict[str, Any]:
    """The ``function_result`` kept on a message: the call and its typed result as JSON."""
    return {"function": name, "arguments": arguments, "result": result.model_dump(mode="json")}
