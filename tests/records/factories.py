"""Records test data, built through the service (the same rules as the API)."""

from __future__ import annotations

import itertools
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from misrad.core.clock import business_today
from misrad.core.db import get_database
from misrad.records import service
from misrad.records.models import Customer, Invoice, Repair
from misrad.records.schemas import CustomerCreate, InvoiceCreate, RepairCreate

_sequence = itertools.count(1)


def make_customer(**fields: Any) -> Customer:
    number = next(_sequence)
    data: dict[str, Any] = {"name": f"לקוח {number}", "phone": f"052{number:07d}", **fields}
    with get_database().unit_of_work() as session:
        return service.create_customer(session, CustomerCreate(**data))


def make_invoice(customer_id: int, **fields: Any) -> Invoice:
    number = next(_sequence)
    data: dict[str, Any] = {
        "customer_id": customer_id,
        "number": f"INV-{number:05d}",
        "total_amount": Decimal("100.00"),
        **fields,
    }
    with get_database().unit_of_work() as session:
        return service.create_invoice(session, InvoiceCreate(**data))


def make_repair(customer_id: int, **fields: Any) -> Repair:
    data: dict[str, Any] = {"customer_id": customer_id, "item": "iPhone 13", **fields}
    with get_database().unit_of_work() as session:
        return service.create_repair(session, RepairCreate(**data))


def days_ago(days: int) -> date:
    return business_today() - timedelta(days=days)
