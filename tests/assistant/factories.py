"""A small business's records for the assistant's tests and its evaluation set.

Built through the records service (the same rules as the API). Main customers have the names the
evaluation utterances use; filler customers come from disjoint name pools so that they add realistic
load to the name index without making the labelled answers ambiguous (except where a test wants that:
two customers named כהן).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from misrad.assistant.customer_names import invalidate_customer_index
from misrad.assistant.schemas import KnowledgeCreate
from misrad.assistant.service import create_knowledge
from misrad.core.clock import business_today
from misrad.core.db import get_database
from misrad.records import service as records
from misrad.records.schemas import CustomerCreate, InvoiceCreate, RepairCreate

MAIN_CUSTOMERS: list[tuple[str, str, str, str | None]] = [
    # key, name, phone, email
    ("dana", "דנה כהן", "0501234567", "dana.cohen@example.co.il"),
    ("yossi", "יוסי לוי", "0527654321", "yossi@levi.co.il"),
    ("moshe", "משה פרץ", "0541112233", None),
    ("ronit", "רונית אברהם", "0539876543", "ronit.a@gmail.com"),
    ("avi", "אבי מזרחי", "0508887766", None),
    ("michal", "מיכל ביטון", "0584445566", "michal.biton@walla.co.il"),
    ("david", "דוד שמעוני", "0502223344", None),
    ("sara", "שרה כהן", "0546667788", None),
    ("noa", "נועה פרידמן", "0523334455", "noa.f@gmail.com"),
    ("itai", "איתי גולן", "0535556677", None),
    ("garage", 'מוסך השלום בע"מ', "039876543", "office@hashalom-garage.co.il"),
    ("alon", "אלון בן דוד", "0547778899", None),
    ("sarah_m", "Sarah Miller", "0501112222", "sarah@miller.com"),
    ("john", "John Smith", "0549990000", "john.smith@example.com"),
    ("rachel", "רחל אוחיון", "0521212121", None),
    ("yaakov", "יעקב חדד", "0583434343", None),
    ("tamar", "תמר רוזנברג", "0505656565", "tamar.r@example.co.il"),
    ("omer", "עומר אזולאי", "0527878787", None),
    ("liat", "ליאת שגיא", "0549191919", None),
    ("gil", "גיל ברק", "0532323232", None),
    # Two of one family share a phone (the answer must say whose is what).
    ("orna", "אורנה אלקיים", "0546060606", None),
    ("shlomo", "שלמה אלקיים", "0546060606", None),
]

FILLER_FIRST = ["אורי", "שירה", "ענבל", "בועז", "הדס", "קובי", "מורן", "ניר", "אסף", "יעל", "טל", "רועי"]
FILLER_LAST = ["וולך", "קליין", "סויסה", "דהן", "טננבאום", "אלמוג", "נחמיאס", "זילברמן", "קורן", "חורי"]

KNOWLEDGE: list[dict[str, Any]] = [
    {
        "key": "hours",
        "category": "faq",
        "title": "שעות פתיחה",
        "content": "אנחנו פתוחים בימים א׳–ה׳ בין 9:00 ל-18:00, ובימי שישי בין 9:00 ל-13:00. בשבת ובחגים סגור.",
        "keywords": ["שעות", "פתיחה", "פתוחים", "סגור", "hours", "open"],
        "priority": 5,
    },
    {
        "key": "returns",
        "category": "policy",
        "title": "מדיניות החזרות וזיכויים",
        "content": "ניתן להחזיר מוצר תוך 14 יום מהקנייה עם חשבונית. הזיכוי ניתן באמצעי התשלום המקורי. "
        "מוצר שנפתח ונעשה בו שימוש אינו ניתן להחזרה.",
        "keywords": ["החזרה", "החזרות", "זיכוי", "החזר", "refund", "return"],
        "priority": 4,
    },
    {
        "key": "warranty",
        "category": "policy",
        "title": "אחריות על תיקונים",
        "content": "כל תיקון מגיע עם אחריות של 90 יום על החלק שהוחלף ועל העבודה. האחריות אינה חלה על נזקי מים או שבר.",
        "keywords": ["אחריות", "warranty", "guarantee"],
        "priority": 3,
    },
    {
        "key": "shipping",
        "category": "faq",
        "title": "משלוחים",
        "content": "משלוח עד הבית תוך 3–5 ימי עסקים בעלות 35 ש״ח; מעל 500 ש״ח המשלוח חינם.",
        "keywords": ["משלוח", "משלוחים", "shipping", "delivery"],
        "priority": 2,
    },
    {
        "key": "intake",
        "category": "procedure",
        "title": "נוהל קבלת מכשיר לתיקון",
        "content": "רושמים את פרטי הלקוח ואת תיאור התקלה, מצלמים את המכשיר, ומוסרים ללקוח מספר תיקון. "
        "אבחון ראשוני תוך 2 ימי עסקים.",
        "keywords": ["קבלת מכשיר", "נוהל", "תיקון", "אבחון", "intake", "procedure"],
        "priority": 1,
    },
    {
        "key": "screen",
        "category": "product",
        "title": "מחירון החלפת מסך",
        "content": "החלפת מסך לאייפון: 450–900 ש״ח לפי הדגם. לסמסונג: 400–850 ש״ח. המחיר כולל עבודה.",
        "keywords": ["מחיר", "מחירון", "מסך", "החלפת מסך", "screen", "price"],
        "priority": 1,
    },
]


@dataclass
class Dataset:
    customers: dict[str, int] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)
    phones: dict[str, str] = field(default_factory=dict)
    invoices: dict[str, str] = field(default_factory=dict)  # key -> number
    repairs: dict[str, int] = field(default_factory=dict)  # key -> id
    knowledge: dict[str, str] = field(default_factory=dict)  # key -> title


def _days(n: int) -> date:
    return business_today() + timedelta(days=n)


def build_dataset(fillers: int = 120) -> Dataset:
    data = Dataset()
    with get_database().unit_of_work() as session:
        for key, name, phone, email in MAIN_CUSTOMERS:
            customer = records.create_customer(session, CustomerCreate(name=name, phone=phone, email=email))
            data.customers[key], data.names[key], data.phones[key] = customer.id, name, phone
        pairs = itertools.islice(itertools.product(FILLER_FIRST, FILLER_LAST), fillers)
        for number, (first, last) in enumerate(pairs):
            records.create_customer(
                session, CustomerCreate(name=f"{first} {last}", phone=f"0559{number:06d}")
            )

        def invoice(
            key: str, customer: str, number: str, total: str, paid: str, issued: int, due: int, **extra: Any
        ) -> None:
            body = InvoiceCreate(
                customer_id=data.customers[customer],
                number=number,
                total_amount=Decimal(total),
                paid_amount=Decimal(paid),
                issue_date=_days(issued),
                due_date=_days(due),
                **extra,
            )
            records.create_invoice(session, body)
            data.invoices[key] = number

        invoice("dana1", "dana", "1045", "1250.50", "0", -20, 10)
        invoice("dana2", "dana", "1046", "800", "300", -60, -30)
        invoice("yossi1", "yossi", "INV-2024-0012", "2340", "2340", -90, -60, status="paid")
        invoice("moshe1", "moshe", "2024-117", "560", "0", -45, -15)
        invoice("ronit1", "ronit", "3301", "99.90", "0", -5, 25)
        invoice("michal1", "michal", "3302", "4500", "1500", -10, 20)
        invoice("garage1", "garage", "7788", "12000", "12000", -100, -70, status="paid")
        invoice("garage2", "garage", "7789", "3200", "0", -40, -10)
        invoice("sarah1", "sarah_m", "INV-5001", "640", "0", -3, 27)
        invoice("john1", "john", "INV-5002", "1500", "1500", -30, 0, status="paid")
        invoice("noa1", "noa", "5531", "300", "0", -2, 28)
        invoice("tamar1", "tamar", "A-1001", "150", "0", -70, -40)
        invoice("omer1", "omer", "8800", "999", "0", -1, 29, status="cancelled")
        invoice("orna1", "orna", "9001", "420", "0", -5, 15)
        invoice("shlomo1", "shlomo", "9002", "1000", "250", -40, -5)

        def repair(
            key: str, customer: str, item: str, status: str, promised: int | None, cost: str | None
        ) -> None:
            created = records.create_repair(
                session,
                RepairCreate(
                    customer_id=data.customers[customer],
                    item=item,
                    status=status,
                    promised_date=_days(promised) if promised is not None else None,
                    estimated_cost=Decimal(cost) if cost else None,
                ),
            )
            data.repairs[key] = created.id

        repair("dana1", "dana", "iPhone 13", "in_progress", 3, "450")
        repair("yossi1", "yossi", "מחשב נייד Lenovo", "waiting_for_parts", 7, "800")
        repair("moshe1", "moshe", "Samsung Galaxy S22", "ready", 0, "600")
        repair("avi1", "avi", "מדפסת HP", "diagnosing", 2, None)
        repair("michal1", "michal", "iPad Air", "delivered", -5, "350")
        repair("david1", "david", "שעון Apple Watch", "received", 5, None)
        repair("john1", "john", "MacBook Pro", "in_progress", 4, "1200")
        repair("sarah1", "sarah_m", "Pixel 7", "ready", 0, "300")
        repair("rachel1", "rachel", "טאבלט Lenovo", "cancelled", None, None)
        repair("liat1", "liat", "iPhone 11", "waiting_for_parts", 10, "380")

        for entry in KNOWLEDGE:
            fields = {k: v for k, v in entry.items() if k != "key"}
            create_knowledge(session, KnowledgeCreate(**fields))
            data.knowledge[entry["key"]] = entry["title"]
    invalidate_customer_index()
    return data


def make_customer(name: str, phone: str | None = None, email: str | None = None, **fields: Any) -> int:
    """One customer through the records service; returns its id (the name index is refreshed)."""
    with get_database().unit_of_work() as session:
        customer = records.create_customer(
            session, CustomerCreate(name=name, phone=phone, email=email, **fields)
        )
        customer_id = customer.id
    invalidate_customer_index()
    return customer_id


def make_invoice(
    customer_id: int,
    number: str,
    total: str,
    paid: str = "0",
    due_in_days: int = 30,
    issued: date | None = None,
) -> None:
    """``issued``: the issue date (the due date 30 days after it); else 30 days before the due date."""
    issue_date = issued or _days(min(-1, due_in_days - 30))
    with get_database().unit_of_work() as session:
        records.create_invoice(
            session,
            InvoiceCreate(
                customer_id=customer_id,
                number=number,
                total_amount=Decimal(total),
                paid_amount=Decimal(paid),
                issue_date=issue_date,
                due_date=issue_date + timedelta(days=30) if issued else _days(due_in_days),
            ),
        )
