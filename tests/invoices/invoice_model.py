"""The suite's invoices as data: suppliers, items, dates, the exact truth, and each layout's lines.

``generator.py`` draws these into files (text PDFs, scans, photos) and is the module tests import.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from typing import Any, Literal

Kind = Literal["text", "text_visual", "scan", "photo"]
FONT_PATH = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
CENT = Decimal("0.01")

HE_SUPPLIERS = [
    'אלפא שירותי מחשוב בע"מ',
    'דפוס הגליל בע"מ',
    "מאפיית השרון",
    'חשמל ותאורה כהן בע"מ',
    "משרד רואי חשבון לוי ושות'",
    'ניקיון הצפון בע"מ',
    'הובלות מהירות בע"מ',
    "ספרי עמית",
]
EN_SUPPLIERS = [
    "Northwind Supplies Ltd",
    "Blue Harbor Consulting",
    "Acme Office Systems Ltd",
    "Cedar Print House",
    "Galil Software Ltd",
    "Orion Logistics Ltd",
]
HE_CUSTOMERS = ['בטא מסחר בע"מ', "גמא תעשיות", "המשרד של דנה"]
EN_CUSTOMERS = ["Beta Trading Ltd", "Gamma Industries", "Dana's Studio"]
HE_ITEMS = [
    "ייעוץ טכני",
    "רישיון תוכנה",
    "נייר A4 קרטון",
    "שעות עבודה",
    "הובלה",
    "תחזוקה חודשית",
    "כבל רשת",
    "טונר למדפסת",
]
EN_ITEMS = [
    "Technical consulting",
    "Software licence",
    "A4 paper box",
    "Labour hours",
    "Delivery",
    "Monthly maintenance",
    "Network cable",
    "Printer toner",
]
HE_MONTHS = [
    "ינואר",
    "פברואר",
    "מרץ",
    "אפריל",
    "מאי",
    "יוני",
    "יולי",
    "אוגוסט",
    "ספטמבר",
    "אוקטובר",
    "נובמבר",
    "דצמבר",
]
EN_MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
CURRENCY_SIGNS = {"ILS": ["₪", 'ש"ח', "NIS"], "USD": ["$", "USD"], "EUR": ["€", "EUR"]}


def _check_digit_id(body: str) -> str:
    """A 9-digit Israeli number with a valid check digit (the il.hp / il.idnr Luhn-style rule)."""
    total = 0
    for i, c in enumerate(body):
        d = int(c) * (1 if i % 2 == 0 else 2)
        total += d if d < 10 else d - 9
    return body + str((10 - total % 10) % 10)


@dataclass
class LineItem:
    description: str
    quantity: int
    unit_price: Decimal

    @property
    def total(self) -> Decimal:
        return (self.unit_price * self.quantity).quantize(CENT)


@dataclass
class Invoice:
    language: Literal["he", "en"]
    layout: int
    supplier_name: str
    supplier_tax_id: str
    customer_name: str
    customer_tax_id: str
    invoice_number: str
    order_number: str
    invoice_date: date
    due_date: date
    order_date: date
    currency: str
    currency_sign: str
    items: list[LineItem]
    allocation_number: str | None
    phone: str
    fax: str
    bank_account: str
    lines: list[str] = field(default_factory=list)

    @property
    def vat_rate(self) -> Decimal:
        return Decimal("0.18") if self.invoice_date >= date(2025, 1, 1) else Decimal("0.17")

    @property
    def subtotal(self) -> Decimal:
        return sum((i.total for i in self.items), Decimal(0))

    @property
    def vat(self) -> Decimal:
        return (self.subtotal * self.vat_rate).quantize(CENT, ROUND_HALF_UP)

    @property
    def total(self) -> Decimal:
        return self.subtotal + self.vat

    def truth(self) -> dict[str, Any]:
        return {
            "supplier_name": self.supplier_name,
            "supplier_tax_id": self.supplier_tax_id,
            "allocation_number": self.allocation_number,
            "invoice_number": self.invoice_number,
            "invoice_date": self.invoice_date,
            "due_date": self.due_date,
            "currency": self.currency,
            "subtotal_amount": self.subtotal,
            "vat_amount": self.vat,
            "total_amount": self.total,
            "line_items": [
                {
                    "description": i.description,
                    "quantity": float(i.quantity),
                    "unit_price": i.unit_price,
                    "total": i.total,
                }
                for i in self.items
            ],
        }


def money(value: Decimal) -> str:
    return f"{value:,.2f}"


def make_invoice(
    seed: int, language: Literal["he", "en"] | None = None, layout: int | None = None
) -> Invoice:
    rng = random.Random(seed)
    language = language or rng.choice(["he", "en"])
    layout = layout if layout is not None else rng.randrange(6)
    he = language == "he"
    invoice_date = date(2024, 6, 1) + timedelta(days=rng.randrange(0, 400))
    currency = rng.choice(["ILS"] * 4 + ["USD", "EUR"])
    items = [
        LineItem(
            rng.choice(HE_ITEMS if he else EN_ITEMS),
            rng.randint(1, 12),
            Decimal(rng.randrange(500, 250000)) / 100,
        )
        for _ in range(rng.randint(1, 4))
    ]
    prefix = rng.choice(["", "", "IN", "INV-", "2025/"])
    invoice = Invoice(
        language=language,
        layout=layout,
        supplier_name=rng.choice(HE_SUPPLIERS if he else EN_SUPPLIERS),
        supplier_tax_id=_check_digit_id("51" + "".join(rng.choice("0123456789") for _ in range(6))),
        customer_name=rng.choice(HE_CUSTOMERS if he else EN_CUSTOMERS),
        customer_tax_id=_check_digit_id("5" + "".join(rng.choice("0123456789") for _ in range(7))),
        invoice_number=f"{prefix}{rng.randint(100, 99999):05d}",
        order_number=str(rng.randint(1000, 999999)),
        invoice_date=invoice_date,
        due_date=invoice_date + timedelta(days=rng.choice([14, 30, 45, 60])),
        order_date=invoice_date - timedelta(days=rng.randint(3, 20)),
        currency=currency,
        currency_sign=rng.choice(CURRENCY_SIGNS[currency]),
        items=items,
        allocation_number=None,
        phone=f"0{rng.choice('23489')}-{rng.randint(1000000, 9999999)}",
        fax=f"0{rng.choice('23489')}-{rng.randint(1000000, 9999999)}",
        bank_account=f"{rng.randint(10, 20)}-{rng.randint(100, 999)}-{rng.randint(100000, 999999)}",
    )
    if invoice.subtotal >= Decimal(5000) or rng.random() < 0.3:
        invoice.allocation_number = str(rng.randint(100000000, 999999999))
    invoice.lines = _layout_lines(invoice, rng)
    return invoice


def _d(day: date, style: int, he: bool) -> str:
    if style == 0:
        return day.strftime("%d/%m/%Y")
    if style == 1:
        return day.strftime("%d.%m.%Y")
    if style == 2:
        return day.isoformat()
    if he:
        return f"{day.day} ב{HE_MONTHS[day.month - 1]} {day.year}"
    return (
        f"{day.day} {EN_MONTHS[day.month - 1]} {day.year}"
        if style == 3
        else f"{EN_MONTHS[day.month - 1]} {day.day}, {day.year}"
    )


def _layout_lines(inv: Invoice, rng: random.Random) -> list[str]:
    he = inv.language == "he"
    sign = inv.currency_sign
    style = rng.randrange(5)
    rate = int(inv.vat_rate * 100)
    if he:
        tax_label = ["ח.פ.", "ע.מ.", "עוסק מורשה", "ח.פ.", "ע.מ.", "עוסק מורשה"][inv.layout]
        header = [
            [inv.supplier_name, f"{tax_label} {inv.supplier_tax_id}", f"טל' {inv.phone}  פקס {inv.fax}"],
            [f"ספק: {inv.supplier_name}", f"{tax_label}: {inv.supplier_tax_id}", f"טלפון: {inv.phone}"],
            [
                f"לכבוד: {inv.customer_name}",
                f"ח.פ. לקוח: {inv.customer_tax_id}",
                "",
                inv.supplier_name,
                f"{tax_label} {inv.supplier_tax_id} | טל' {inv.phone}",
            ],
            [
                inv.supplier_name,
                f"רחוב הרצל 12, תל אביב  טל' {inv.phone}",
                f"{tax_label} {inv.supplier_tax_id}",
            ],
            [inv.supplier_name, f"{tax_label}: {inv.supplier_tax_id}", f"פקס: {inv.fax}"],
            [f"ספק: {inv.supplier_name}", f"{tax_label} {inv.supplier_tax_id}", f"נייד: {inv.phone}"],
        ][inv.layout]
        lines = [*header, ""]
        lines.append(
            [
                "חשבונית מס מספר",
                "חשבונית מס",
                "מספר חשבונית:",
                "חשבונית מס/קבלה מס'",
                "חשבונית מס מקור מס'",
                "חשבונית מס' ",
            ][inv.layout]
            + f" {inv.invoice_number}"
        )
        lines.append(f"תאריך: {_d(inv.invoice_date, style, True)}")
        lines.append(f"תאריך הזמנה: {_d(inv.order_date, style, True)}   מספר הזמנה: {inv.order_number}")
        if inv.layout != 2:
            lines += ["", f"לכבוד: {inv.customer_name}", f"ח.פ. {inv.customer_tax_id}"]
        lines += ["", 'תיאור   כמות   מחיר   סה"כ']
        for item in inv.items:
            lines.append(
                f"{item.description}   {item.quantity}   {money(item.unit_price)}   {money(item.total)}"
            )
        lines += [
            "",
            f'סה"כ לפני מע"מ: {money(inv.subtotal)} {sign}'
            if inv.layout % 2 == 0
            else f"סכום ביניים: {money(inv.subtotal)}",
            f'מע"מ {rate}%: {money(inv.vat)}',
            f'סה"כ לתשלום: {money(inv.total)} {sign}'
            if inv.layout != 4
            else f'סה"כ כולל מע"מ: {money(inv.total)} {sign}',
            f"תאריך פירעון: {_d(inv.due_date, style, True)}",
        ]
        if inv.allocation_number:
            lines.append(f"מספר הקצאה: {inv.allocation_number}")
        lines.append(f"פרטי בנק: בנק לאומי סניף {inv.bank_account}")
    else:
        tax_label = ["VAT No.", "Company No.", "Tax ID", "VAT No.", "Company No.", "Tax ID"][inv.layout]
        header = [
            [inv.supplier_name, f"{tax_label} {inv.supplier_tax_id}", f"Tel {inv.phone}  Fax {inv.fax}"],
            [f"From: {inv.supplier_name}", f"{tax_label}: {inv.supplier_tax_id}", f"Phone: {inv.phone}"],
            [
                f"Bill To: {inv.customer_name}",
                f"Customer VAT No. {inv.customer_tax_id}",
                "",
                inv.supplier_name,
                f"{tax_label} {inv.supplier_tax_id} | Tel {inv.phone}",
            ],
            [
                inv.supplier_name,
                f"12 Herzl Street, Tel Aviv  Phone {inv.phone}",
                f"{tax_label} {inv.supplier_tax_id}",
            ],
            [inv.supplier_name, f"{tax_label}: {inv.supplier_tax_id}", f"Fax: {inv.fax}"],
            [f"Supplier: {inv.supplier_name}", f"{tax_label} {inv.supplier_tax_id}", f"Mobile: {inv.phone}"],
        ][inv.layout]
        lines = [*header, ""]
        lines.append(
            ["TAX INVOICE No.", "Invoice #", "Invoice Number:", "Tax Invoice", "Invoice No:", "Invoice"][
                inv.layout
            ]
            + f" {inv.invoice_number}"
        )
        lines.append(
            ["Invoice Date: ", "Date: ", "Date of issue: ", "Invoice date ", "Date: ", "Dated "][inv.layout]
            + _d(inv.invoice_date, style, False)
        )
        lines.append(f"Order Date: {_d(inv.order_date, style, False)}   PO Number: {inv.order_number}")
        if inv.layout != 2:
            lines += ["", f"Bill To: {inv.customer_name}", f"Customer VAT No. {inv.customer_tax_id}"]
        lines += ["", "Description   Qty   Unit price   Amount"]
        for item in inv.items:
            lines.append(
                f"{item.description}   {item.quantity}   {money(item.unit_price)}   {money(item.total)}"
            )
        lines += [
            "",
            f"Subtotal: {sign} {money(inv.subtotal)}"
            if inv.layout % 2 == 0
            else f"Total before VAT: {money(inv.subtotal)}",
            f"VAT {rate}%: {money(inv.vat)}",
            f"Total Due: {sign} {money(inv.total)}"
            if inv.layout != 4
            else f"Total (incl. VAT): {money(inv.total)} {sign}",
            f"Due Date: {_d(inv.due_date, style, False)}",
        ]
        if inv.allocation_number:
            lines.append(f"Allocation No.: {inv.allocation_number}")
        lines.append(f"Bank: Leumi, branch/account {inv.bank_account}")
    return lines
