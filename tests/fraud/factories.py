"""Invoice facts and texts for the fraud tests (generated here; OCR noise added on demand)."""

from __future__ import annotations

import hashlib
import itertools
import random
from dataclasses import replace
from datetime import date
from decimal import Decimal
from typing import Any

from stdnum import luhn

from misrad.core.db import get_database
from misrad.fraud import service
from misrad.fraud.schemas import DocumentFacts

_documents = itertools.count(1000)
_invoices = itertools.count(5001)


def company_number(stem: str = "51617915") -> str:
    """A valid Israeli company number (ח.פ.): 8 digits and their Luhn check digit."""
    return stem + luhn.calc_check_digit(stem)


def invoice_text(
    *,
    supplier: str,
    tax_id: str,
    number: str,
    day: date,
    items: list[tuple[str, int, Decimal]],
    rate: int = 18,
) -> str:
    lines = [
        f"{supplier}",
        f"ח.פ. {tax_id}  טלפון 03-5551234  רחוב הרצל 12 תל אביב",
        f"חשבונית מס / קבלה מספר {number}",
        f"תאריך: {day:%d/%m/%Y}",
        'לכבוד: משרד הדוגמה בע"מ',
        'תיאור  כמות  מחיר  סה"כ',
    ]
    subtotal = Decimal(0)
    for description, quantity, price in items:
        subtotal += quantity * price
        lines.append(f"{description}  {quantity}  {price:.2f}  {quantity * price:.2f}")
    vat = (subtotal * rate / 100).quantize(Decimal("0.01"))
    lines += [
        f'סה"כ לפני מע"מ {subtotal:.2f}',
        f'מע"מ {rate}% {vat:.2f}',
        f'סה"כ לתשלום {subtotal + vat:.2f}',
        "תנאי תשלום: שוטף + 30. תודה על שיתוף הפעולה!",
    ]
    return "\n".join(lines)


_CONFUSIONS = {"0": "O", "1": "l", "5": "S", "8": "B", "ה": "ח", "ר": "ד", "ו": "ן", "ם": "ס", ".": ","}


def ocr_noise(text: str, rate: float, seed: int) -> str:
    """What a re-scan does to a text: dropped, doubled, confused and stray characters."""
    rng = random.Random(seed)
    out = []
    for char in text:
        roll = rng.random()
        if roll < rate / 4:
            continue
        if roll < rate / 2:
            out.append(char + char)
        elif roll < 3 * rate / 4:
            out.append(_CONFUSIONS.get(char, char))
        elif roll < rate:
            out.append(rng.choice("abcאבג ~'"))
        else:
            out.append(char)
    return "".join(out)


def facts(**overrides: Any) -> DocumentFacts:
    """A clean, consistent invoice from 2025 (VAT 18%): no check should fire on it alone."""
    number = str(next(_invoices))
    day = overrides.pop("invoice_date", date(2025, 3, 10))
    tax_id = overrides.pop("supplier_tax_id", company_number())
    supplier = overrides.pop("supplier_name", 'אלקטרו שירותים בע"מ')
    items = overrides.pop("items", [("מסך מחשב", 2, Decimal("650.00")), ("התקנה", 1, Decimal("300.00"))])
    subtotal = sum((q * p for _, q, p in items), Decimal(0))
    vat = (subtotal * Decimal("0.18") if day >= date(2025, 1, 1) else subtotal * Decimal("0.17")).quantize(
        Decimal("0.01")
    )
    text = invoice_text(
        supplier=supplier,
        tax_id=tax_id,
        number=overrides.get("invoice_number", number),
        day=day,
        items=items,
        rate=18 if day >= date(2025, 1, 1) else 17,
    )
    base = DocumentFacts(
        document_id=next(_documents),
        owner_id=1,
        supplier_name=supplier,
        supplier_tax_id=tax_id,
        invoice_number=number,
        invoice_date=day,
        due_date=None,
        subtotal=subtotal,
        vat=vat,
        total=subtotal + vat,
        currency="ILS",
        allocation_number=None,
        line_items=[
            {"description": d, "quantity": q, "unit_price": float(p), "total": float(q * p)}
            for d, q, p in items
        ],
        file_sha256=hashlib.sha256(f"{number}-{random.random()}".encode()).hexdigest(),
        text=text,
    )
    return replace(base, **overrides)


def check(document: DocumentFacts) -> list[int]:
    with get_database().unit_of_work() as session:
        return service.check_document(session, document)


def alerts_of(document_id: int) -> list[dict[str, Any]]:
    from sqlalchemy import select

    from misrad.fraud.models import FraudAlert

    with get_database().unit_of_work(write=False) as session:
        rows = session.scalars(
            select(FraudAlert).where(FraudAlert.document_id == document_id).order_by(FraudAlert.id)
        )
        return [
            {
                "id": a.id,
                "type": a.type,
                "severity": a.severity,
                "status": a.status,
                "resolution": a.resolution,
                "duplicate_document_id": a.duplicate_document_id,
                "similarity_score": float(a.similarity_score) if a.similarity_score is not None else None,
                "amount": a.amount,
                "average_amount": a.average_amount,
            }
            for a in rows
        ]
