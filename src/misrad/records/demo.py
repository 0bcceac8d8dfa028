"""A living Hebrew demo data set for ``misrad demo``: customers, their invoices and repairs.

Deterministic (a fixed seed) and idempotent: customers are found again by phone, invoices by number
and repairs by customer, item and description, so a second run adds nothing. Dates are relative to
today, so there are always open invoices, overdue ones and repairs promised for the coming days.
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal

from sqlalchemy.orm import Session

from misrad.core.clock import business_today
from misrad.records import service
from misrad.records.models import Customer
from misrad.records.repository import RepairRepository
from misrad.records.schemas import CustomerCreate, InvoiceCreate, RepairCreate

# (Hebrew name, latin handle for an email or "", city)
PEOPLE: tuple[tuple[str, str, str], ...] = (
    ("יוסי כהן", "yossi.cohen", "תל אביב"),
    ("מיכל לוי", "michal.levi", "רמת גן"),
    ("אבי מזרחי", "", "חולון"),
    ("שרה פרץ", "sara.peretz", "ירושלים"),
    ("דוד ביטון", "david.biton", "באר שבע"),
    ("רונית אברהם", "", "חיפה"),
    ("משה פרידמן", "moshe.f", "בני ברק"),
    ("נועה שפירא", "noa.shapira", "הרצליה"),
    ("איתי גולן", "itay.golan", "כפר סבא"),
    ("תמר אוחיון", "", "אשדוד"),
    ("עומר דהן", "omer.dahan", "נתניה"),
    ("יעל רוזנברג", "yael.r", "רעננה"),
    ("אליהו אזולאי", "", "אשקלון"),
    ("הילה חדד", "hila.hadad", "פתח תקווה"),
    ("גיל אלון", "gil.alon", "מודיעין"),
    ("אורית סויסה", "", "קריית גת"),
    ("רועי בן דוד", "roy.bendavid", "ראשון לציון"),
    ("ליאת קליין", "liat.klein", "הוד השרון"),
    ("שמעון עמר", "", "דימונה"),
    ("מאיה ששון", "maya.sasson", "גבעתיים"),
    ("ניר וקנין", "nir.vaknin", "עפולה"),
    ("אסתר מלכה", "", "טבריה"),
    ("דניאל אשכנזי", "daniel.ash", "רחובות"),
    ("שירן בוזגלו", "shiran.b", "נס ציונה"),
    ("חיים גבאי", "", "צפת"),
    ("עדי טל", "adi.tal", "יבנה"),
    ("אמיר חורי", "amir.khoury", "נצרת"),
    ("סיוון ברק", "", "קריית אונו"),
    ("יהודה רבינוביץ", "yehuda.rab", "ירושלים"),
    ("ענבל נחום", "inbal.nahum", "אילת"),
    ("מוחמד עבאס", "m.abbas", "אום אל-פחם"),
    ("קרן אילוז", "", "בת ים"),
    ("בועז שטרן", "boaz.stern", "זכרון יעקב"),
    ("רחל יוסף", "rachel.yosef", "נהריה"),
    ("טל ברגר", "", "כרמיאל"),
    ("אלון סבג", "alon.sabag", "אור יהודה"),
    ("ויקטוריה פוקס", "vika.fuchs", "קריית ביאליק"),
    ("נתנאל עזרא", "", "בית שמש"),
    ('מוסך הדרום בע"מ', "office.hadarom", "באר שבע"),
    ("קפה לנדוור סניף הרצל", "", "תל אביב"),
)
STREETS = ("הרצל", "ויצמן", "בן גוריון", "רוטשילד", "הנשיא", "הגפן", "ז'בוטינסקי", "העצמאות")
PHONE_PREFIXES = ("050", "052", "053", "054", "055", "058", "03", "04", "08", "09")
REPAIRS: tuple[tuple[str, str, int], ...] = (
    ("iPhone 13", "מסך סדוק אחרי נפילה, מגע לא מגיב בפינה", 650),
    ("iPhone 11", "החלפת סוללה, נכבה ב-30%", 280),
    ("Samsung Galaxy S23", "לא נטען, שקע USB-C רופף", 220),
    ("Samsung Galaxy A54", "מצלמה אחורית מטושטשת", 310),
    ("Xiaomi Redmi Note 12", "נפל למים, לא נדלק", 400),
    ("מחשב נייד Lenovo ThinkPad T14", "מקלדת - מקשים לא מגיבים", 450),
    ("מחשב נייד Dell XPS 13", "מאוורר רועש והתחממות", 350),
    ("MacBook Air M1", "מסך מהבהב, חשד לכבל מסך", 1200),
    ("מחשב נייד HP Pavilion", "התקנה מחדש של Windows וגיבוי קבצים", 250),
    ("מקרר סמסונג", "לא מקרר במקפיא, רעש מהמדחס", 900),
    ("מכונת כביסה בוש", "לא מרוקנת מים, קוד שגיאה E18", 480),
    ("מזגן טורנדו", "מטפטף מים מהיחידה הפנימית", 350),
    ("מדיח כלים אלקטרה", "לא מחמם מים", 520),
    ("תנור בילט-אין", "גוף חימום עליון שרוף", 380),
    ("טלוויזיה LG 55 אינץ'", "אין תמונה, יש קול", 750),
    ("שואב אבק דייסון", "סוללה מחזיקה 5 דקות", 300),
)
REPAIR_STATUSES = (
    "received",
    "diagnosing",
    "waiting_for_parts",
    "in_progress",
    "ready",
    "delivered",
    "cancelled",
)
INVOICE_PATTERNS = ("paid", "open", "overdue_open", "partial", "draft", "paid", "overdue_marked", "cancelled")


def _phone(index: int, rng: random.Random) -> str:
    prefix = PHONE_PREFIXES[index % len(PHONE_PREFIXES)]
    return f"{prefix}{rng.randrange(2_000_000, 9_999_999)}"


def load_demo(session: Session) -> dict[str, int]:
    """Add the demo records that are missing; return how many customers, invoices, repairs were added."""
    rng = random.Random(20_26)  # noqa: S311 - demo data, reproducible on purpose
    today = business_today()
    added = {"customers": 0, "invoices": 0, "repairs": 0}
    invoice_number = 0
    for index, (name, handle, city) in enumerate(PEOPLE):
        # Draw every random value before looking anything up, so that each run draws the same sequence.
        is_business = 'בע"מ' in name or "סניף" in name
        details = CustomerCreate(
            name=name,
            phone=_phone(index, rng),
            email=f"{handle}@example.co.il" if handle else None,
            tax_id=f"5{rng.randrange(10_000_000, 99_999_999)}" if is_business else None,
            address=f"רחוב {rng.choice(STREETS)} {rng.randrange(1, 120)}, {city}",
            notes=rng.choice((None, None, "לקוח קבוע", "מעדיף וואטסאפ", "לתאם הגעה מראש")),
        )
        customer = service.find_customer_by_phone(session, details.phone or "")
        if customer is None:
            customer = service.create_customer(session, details)
            added["customers"] += 1
        for _ in range(rng.randrange(0, 4)):
            invoice_number += 1
            added["invoices"] += _demo_invoice(session, customer, invoice_number, rng, today)
        for _ in range(1 if index % 3 else 2):
            added["repairs"] += _demo_repair(session, customer, index, rng, today)
    return added


def _demo_invoice(session: Session, customer: Customer, number: int, rng: random.Random, today: date) -> int:
    pattern = INVOICE_PATTERNS[number % len(INVOICE_PATTERNS)]
    total = Decimal(rng.randrange(150, 12_000)) + Decimal(rng.choice((0, 50, 90))) / 100
    if pattern in ("overdue_open", "overdue_marked"):
        issued = today - timedelta(days=rng.randrange(45, 120))
        due = issued + timedelta(days=30)
    elif pattern == "paid":
        issued = today - timedelta(days=rng.randrange(20, 200))
        due = issued + timedelta(days=30)
    else:
        issued = today - timedelta(days=rng.randrange(0, 25))
        due = issued + timedelta(days=rng.choice((30, 45, 60)))
    paid = {"paid": total, "partial": (total / 2).quantize(Decimal("0.01"))}.get(pattern, Decimal("0"))
    status = {"overdue_open": "open", "overdue_marked": "overdue", "partial": "open"}.get(pattern, pattern)
    code = f"DEMO-{number:04d}"
    if service.get_invoice_by_number(session, code) is not None:
        return 0
    service.create_invoice(
        session,
        InvoiceCreate(
            customer_id=customer.id,
            number=code,
            issue_date=issued,
            due_date=due,
            total_amount=total,
            paid_amount=paid,
            status=status,  # type: ignore[arg-type]
        ),
    )
    return 1


def _demo_repair(session: Session, customer: Customer, index: int, rng: random.Random, today: date) -> int:
    item, description, cost = REPAIRS[rng.randrange(len(REPAIRS))]
    # The first customers get one repair in each status, so every status shows up.
    drawn = REPAIR_STATUSES[rng.randrange(len(REPAIR_STATUSES))]
    status = REPAIR_STATUSES[index] if index < len(REPAIR_STATUSES) else drawn
    promised = today + timedelta(days=rng.randrange(-5, 10))
    if RepairRepository(session).find(customer.id, item, description) is not None:
        return 0
    service.create_repair(
        session,
        RepairCreate(
            customer_id=customer.id,
            item=item,
            description=description,
            status=status,  # type: ignore[arg-type]
            estimated_cost=Decimal(cost),
            promised_date=promised,
        ),
    )
    return 1
