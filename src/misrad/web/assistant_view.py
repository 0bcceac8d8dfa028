"""What the assistant's page shows of a conversation: each message ready for the template (answers as
sanitised HTML, the functions used), and the bound customer's card (balance, open invoices, repairs)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from markupsafe import Markup
from sqlalchemy.orm import Session

from misrad.assistant.schemas import MessageOut
from misrad.records import service as records
from misrad.web.markdown import render_answer

CARD_REPAIRS = 5
CARD_INVOICES = 5


@dataclass(frozen=True)
class MessageView:
    id: int
    role: str
    html: Markup
    text: str
    created_at: Any
    functions_used: list[str]
    engine: str | None


def message_view(message: MessageOut) -> MessageView:
    """The user's words stay plain text; the assistant's answer is Markdown, cleaned."""
    html = render_answer(message.content) if message.role == "assistant" else Markup("")
    return MessageView(
        id=message.id,
        role=message.role,
        html=html,
        text=message.content,
        created_at=message.created_at,
        functions_used=list(message.functions_used or []),
        engine=message.engine,
    )


@dataclass(frozen=True)
class CustomerCard:
    id: int
    name: str
    phone: str | None
    email: str | None
    balance: Any
    currency: str
    open_invoices: list[dict[str, Any]]
    repairs: list[dict[str, Any]]


def customer_card(session: Session, customer_id: int | None) -> CustomerCard | None:
    """The customer a conversation is about, as the side card shows them; None when unbound or gone."""
    if customer_id is None:
        return None
    customer = records.get_customer(session, customer_id)
    if customer is None:
        return None
    balance = records.customer_balance(session, customer_id)
    unpaid = [
        {
            "number": i.number,
            "due": i.due_date,
            "left": i.total_amount - i.paid_amount,
            "currency": i.currency,
            "status": records.invoice_display_status(i),
        }
        for i in records.invoices_of_customer(session, customer_id, limit=50)
        if records.invoice_display_status(i) in ("open", "overdue")
    ]
    repairs = [
        {"item": r.item, "status": r.status, "promised": r.promised_date}
        for r in records.repairs_of_customer(session, customer_id, limit=CARD_REPAIRS)
    ]
    return CustomerCard(
        id=customer.id,
        name=customer.name,
        phone=customer.phone or None,
        email=customer.email or None,
        balance=balance.balance,
        currency=balance.currency,
        open_invoices=unpaid[:CARD_INVOICES],
        repairs=repairs,
    )
