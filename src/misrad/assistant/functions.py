"""The one function registry: JSON schemas, permission-checked execution, typed results.

The same registry feeds ``GET /functions/available`` (tool-function style), the local engine, the LLM's tools
(through the gateway) and the MCP tools. Every function reads the business records through
``misrad.records.service`` and ``search_knowledge`` through the assistant's knowledge index; the result is a
Pydantic model whose ``model_dump`` is stored on the assistant message as ``function_result``. Each function's
arguments are one Pydantic model: it gives the JSON schema shown by ``/functions/available`` and MCP
(``FunctionSpec.parameters``) and validates the call, so a new function is one argument model, one handler and
one ``FunctionSpec`` in ``REGISTRY``. Reading records is allowed to every staff role (admin, approver,
member); the check lives here, in one place, so any future write function states its own roles.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, Field, ValidationError
from pydantic.json_schema import SkipJsonSchema
from sqlalchemy.orm import Session

from misrad.assistant.knowledge import search
from misrad.auth.schemas import Caller
from misrad.core.errors import Forbidden, InvalidInput, NotFound
from misrad.records import service as records

STAFF_ROLES = frozenset({"admin", "approver", "member"})


class CustomerInfo(BaseModel):
    id: int
    name: str
    phone: str | None = None
    email: str | None = None
    address: str | None = None
    tax_id: str | None = None
    notes: str | None = None  # the office's words on the card, read with its contacts


class CustomerResult(BaseModel):
    found: bool
    customer: CustomerInfo | None = None
    # Other customers with the same phone: the answer must not pick one of them silently.
    also_matching: list[CustomerInfo] = []


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


class Debtor(BaseModel):
    customer: CustomerInfo
    owed: Decimal  # the unpaid part of their open and overdue invoices, in the result's currency


class TopDebtorsResult(BaseModel):
    currency: str
    debtors: list[Debtor]  # largest first


class DueRepair(BaseModel):
    customer: CustomerInfo | None = None
    repair: RepairInfo


class RepairsDueResult(BaseModel):
    date: date
    repairs: list[DueRepair]  # oldest first


class KnowledgeHit(BaseModel):
    id: int
    category: str
    title: str
    content: str
    score: float
    coverage: float  # the share of the query this item matched, words weighted by how specific they are
    words_matched: int = 0
    sole: int = 0  # words of the query this item alone holds (no item word): the question's own detail
    sole_in_other_words: int = 0  # words no item holds as written that this one alone meets by concept


class KnowledgeResult(BaseModel):
    query: str
    items: list[KnowledgeHit]


# --- arguments: one model per function, for its JSON schema and its validation ------------------------


def _text(value: Any) -> str | None:
    """Any scalar as trimmed text (at most 200 characters); blank is absent."""
    if value is None or str(value).strip() == "":
        return None
    return str(value).strip()[:200]


def _required_text(value: Any) -> str:
    text = _text(value)
    if text is None:
        raise ValueError("required")
    return text


def _whole_number(value: Any) -> int | None:
    """An id or a count: a number or its text; blank is absent."""
    if value is None or value == "":
        return None
    try:
        return int(value)
    except (TypeError, ValueError) as exc:
        raise ValueError("not a whole number") from exc


def _required_day(value: Any) -> date:
    if isinstance(value, date):
        return value
    if not isinstance(value, str):
        raise ValueError("not a date")
    return date.fromisoformat(value.strip())  # its ValueError names the argument


def _required_whole_number(value: Any) -> int:
    number = _whole_number(value)
    if number is None:
        raise ValueError("required")
    return number


Text = Annotated[str | None, BeforeValidator(_text)]
RequiredText = Annotated[str, BeforeValidator(_required_text)]
WholeNumber = Annotated[int | None, BeforeValidator(_whole_number)]
RequiredWholeNumber = Annotated[int, BeforeValidator(_required_whole_number)]
RequiredDay = Annotated[date, BeforeValidator(_required_day)]


class Arguments(BaseModel):
    """A function's arguments. Unknown ones are ignored, as tool callers (LLMs) add their own."""


class CustomerByPhoneArgs(Arguments):
    phone: RequiredText = Field(description="The customer's phone number")


class CustomerBalanceArgs(Arguments):
    customer_id: RequiredWholeNumber = Field(description="The customer's id")


class SearchCustomersArgs(Arguments):
    query: RequiredText = Field(description="Words to search for")
    limit: WholeNumber = Field(default=None, description="At most this many")


class RepairStatusArgs(Arguments):
    customer_id: WholeNumber = Field(default=None, description="The customer's id")
    repair_id: WholeNumber = Field(default=None, description="The repair's id")


class InvoiceStatusArgs(Arguments):
    invoice_number: Text = Field(default=None, description="The invoice number")
    customer_id: WholeNumber = Field(default=None, description="The customer's id")


class TopDebtorsArgs(Arguments):
    limit: WholeNumber = Field(default=None, description="At most this many (1 to 10; 3 when not given)")


class RepairsDueArgs(Arguments):
    date: RequiredDay = Field(description="The day the repairs were promised for (YYYY-MM-DD)")
    limit: WholeNumber = Field(default=None, description="At most this many (1 to 50; 10 when not given)")


class SearchKnowledgeArgs(Arguments):
    query: RequiredText = Field(description="What to look for")
    category: Text = Field(default=None, description="Optional: faq, policy, procedure or product")
    limit: SkipJsonSchema[WholeNumber] = None  # used by the local engine; not offered to tool callers


def tool_schema(model: type[Arguments]) -> dict[str, Any]:
    """The tool-function schema of an argument model: {type, properties {name: {type, description}},
    required}, the shape the spec shows (no titles, an optional argument keeps its one type)."""
    schema = model.model_json_schema()
    properties: dict[str, Any] = {}
    for name, field_schema in schema.get("properties", {}).items():
        kinds = [option["type"] for option in field_schema.get("anyOf", [field_schema])]
        kind = next(kind for kind in kinds if kind != "null")
        properties[name] = {"type": kind, "description": field_schema.get("description", "")}
    return {"type": "object", "properties": properties, "required": list(schema.get("required", []))}


@dataclass(frozen=True)
class FunctionSpec:
    name: str
    description: str
    arguments: type[Arguments]
    handler: Callable[[Session, Any], BaseModel]
    roles: frozenset[str] = STAFF_ROLES

    @property
    def parameters(self) -> dict[str, Any]:
        return tool_schema(self.arguments)

    def descriptor(self) -> dict[str, Any]:
        return {"name": self.name, "description": self.description, "parameters": self.parameters}


def customer_info(customer: Any) -> CustomerInfo:
    return CustomerInfo(
        id=customer.id,
        name=customer.name,
        phone=customer.phone or None,
        email=customer.email,
        address=customer.address,
        tax_id=getattr(customer, "tax_id", None) or None,
        notes=getattr(customer, "notes", None) or None,
    )


def _customer_or_404(session: Session, customer_id: int) -> Any:
    """Its contacts (all an answer shows of it): in a chat's read-only unit, read already."""
    found = records.get_customers(session, [customer_id])
    if not found:
        raise NotFound("assistant_customer_not_found")
    return found[0]


def get_customer_by_phone(session: Session, args: CustomerByPhoneArgs) -> CustomerResult:
    sharing = records.customers_by_phone(session, args.phone, limit=6)
    customer = sharing[0] if sharing else None
    return CustomerResult(
        found=customer is not None,
        customer=customer_info(customer) if customer else None,
        also_matching=[customer_info(other) for other in sharing[1:]],
    )


def get_customer_balance(session: Session, args: CustomerBalanceArgs) -> BalanceResult:
    customer_id = args.customer_id
    customer = _customer_or_404(session, customer_id)
    balance = records.customer_balance(session, customer_id)
    return BalanceResult(
        customer=customer_info(customer),
        balance=balance.balance,
        currency=balance.currency,
        open_invoices=balance.open_invoices,
        overdue_invoices=balance.overdue_invoices,
        by_currency=dict(getattr(balance, "by_currency", {}) or {}),
    )


def search_customers(session: Session, args: SearchCustomersArgs) -> CustomerSearchResult:
    limit = max(1, min(args.limit or 10, 50))
    found = records.search_customers(session, args.query, limit=limit)
    return CustomerSearchResult(query=args.query, customers=[customer_info(c) for c in found])


def repair_info(repair: Any) -> RepairInfo:
    return RepairInfo(
        id=repair.id,
        customer_id=repair.customer_id,
        item=repair.item,
        description=repair.description,
        status=repair.status,
        estimated_cost=repair.estimated_cost,
        promised_date=repair.promised_date,
    )


def get_repair_status(session: Session, args: RepairStatusArgs) -> RepairStatusResult:
    repair_id, customer_id = args.repair_id, args.customer_id
    if repair_id is not None:
        repair = records.get_repair(session, repair_id)
        if repair is None:
            raise NotFound("assistant_repair_not_found")
        owner = records.get_customer(session, repair.customer_id)
        return RepairStatusResult(
            customer=customer_info(owner) if owner else None, repairs=[repair_info(repair)]
        )
    if customer_id is None:
        raise InvalidInput("function_bad_argument", name="customer_id")
    customer = _customer_or_404(session, customer_id)
    repairs = records.repairs_of_customer(session, customer_id, limit=10)
    return RepairStatusResult(customer=customer_info(customer), repairs=[repair_info(r) for r in repairs])


def get_top_debtors(session: Session, args: TopDebtorsArgs) -> TopDebtorsResult:
    """The customers who owe the most in the business currency, largest first."""
    owing = records.most_owing(session, max(1, min(args.limit or 3, 10)))
    found = {c.id: c for c in records.get_customers(session, [customer_id for customer_id, _ in owing])}
    return TopDebtorsResult(
        currency=records.BUSINESS_CURRENCY,
        debtors=[Debtor(customer=customer_info(found[c]), owed=owed) for c, owed in owing if c in found],
    )


def get_repairs_due(session: Session, args: RepairsDueArgs) -> RepairsDueResult:
    """The repairs promised for a day and not yet delivered or cancelled, each with its customer."""
    due = records.repairs_promised_on(session, args.date, max(1, min(args.limit or 10, 50)))
    found = {c.id: c for c in records.get_customers(session, list({r.customer_id for r in due}))}
    return RepairsDueResult(
        date=args.date,
        repairs=[
            DueRepair(
                customer=customer_info(found[r.customer_id]) if r.customer_id in found else None,
                repair=repair_info(r),
            )
            for r in due
        ],
    )


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
        status=records.invoice_display_status(invoice),
    )


def get_invoice_status(session: Session, args: InvoiceStatusArgs) -> InvoiceStatusResult:
    number, customer_id = args.invoice_number, args.customer_id
    if number is not None:
        invoice = records.get_invoice_by_number(session, number)
        if invoice is None and number.startswith("#"):
            invoice = records.get_invoice_by_number(session, number[1:])
        if invoice is None:
            raise NotFound("assistant_invoice_not_found")
        # its owner's contacts (not what it owes): read already when the number was linked beside its name
        owner = next(iter(records.get_customers(session, [invoice.customer_id], with_balance=False)), None)
        return InvoiceStatusResult(
            customer=customer_info(owner) if owner else None, invoices=[_invoice_info(invoice)]
        )
    if customer_id is None:
        raise InvalidInput("function_bad_argument", name="invoice_number")
    customer = _customer_or_404(session, customer_id)
    invoices = records.invoices_of_customer(session, customer_id, limit=20)
    return InvoiceStatusResult(
        customer=customer_info(customer), invoices=[_invoice_info(i) for i in invoices]
    )


def search_knowledge(session: Session, args: SearchKnowledgeArgs) -> KnowledgeResult:
    limit = max(1, min(args.limit or 3, 20))
    hits = search(session, args.query, category=args.category, limit=limit)
    return KnowledgeResult(
        query=args.query,
        items=[
            KnowledgeHit(
                id=hit.doc.id,
                category=hit.doc.category,
                title=hit.doc.title,
                content=hit.doc.content,
                score=round(hit.score, 3),
                coverage=round(hit.coverage, 3),
                words_matched=hit.words_matched,
                sole=hit.sole,
                sole_in_other_words=hit.sole_in_other_words,
            )
            for hit in hits
        ],
    )


REGISTRY: dict[str, FunctionSpec] = {
    spec.name: spec
    for spec in (
        FunctionSpec(
            "get_customer_by_phone",
            "Find the customer with this phone number (any Israeli form: 050-1234567, +972501234567);"
            " also_matching lists other customers sharing the phone.",
            CustomerByPhoneArgs,
            get_customer_by_phone,
        ),
        FunctionSpec(
            "get_customer_balance",
            "The customer's open balance: unpaid invoice amounts, open and overdue invoice counts.",
            CustomerBalanceArgs,
            get_customer_balance,
        ),
        FunctionSpec(
            "search_customers",
            "Search customers by name, phone, email or tax id words.",
            SearchCustomersArgs,
            search_customers,
        ),
        FunctionSpec(
            "get_repair_status",
            "Status of one repair (repair_id) or of a customer's recent repairs (customer_id).",
            RepairStatusArgs,
            get_repair_status,
        ),
        FunctionSpec(
            "get_invoice_status",
            "Status of one invoice (invoice_number) or of a customer's recent invoices (customer_id).",
            InvoiceStatusArgs,
            get_invoice_status,
        ),
        FunctionSpec(
            "get_top_debtors",
            "The customers who owe the business the most (unpaid open and overdue invoices), largest first.",
            TopDebtorsArgs,
            get_top_debtors,
        ),
        FunctionSpec(
            "get_repairs_due",
            "The repairs promised for a day and not yet delivered or cancelled, with their customers.",
            RepairsDueArgs,
            get_repairs_due,
        ),
        FunctionSpec(
            "search_knowledge",
            "Search the business's knowledge base (FAQ, policies, procedures, products).",
            SearchKnowledgeArgs,
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
        valid = spec.arguments.model_validate(arguments)
    except ValidationError as exc:
        # Named after the first wrong argument (in the schema's order).
        raise InvalidInput("function_bad_argument", name=str(exc.errors()[0]["loc"][0])) from exc
    try:
        return spec.handler(session, valid)
    except ValidationError as exc:
        raise InvalidInput("function_bad_argument", name=name) from exc


def stored_result(name: str, arguments: dict[str, Any], result: BaseModel) -> dict[str, Any]:
    """The ``function_result`` kept on a message: the call and its typed result as JSON."""
    return {"function": name, "arguments": arguments, "result": result.model_dump(mode="json")}
