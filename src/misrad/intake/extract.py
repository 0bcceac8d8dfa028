"""Invoice fields from text in reading order (Hebrew and English), checked by the document's arithmetic.

Rules first, by label: each line is classified by the labels it carries (supplier, customer, bank,
phone, order, allocation, totals, dates), so that numbers printed near each other are told apart.
The amounts are then chosen so that items sum to the subtotal and subtotal + VAT at the rate in force
on the invoice date equals the total; when they do not add up the confidence drops.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from datetime import date
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from itertools import product
from typing import Any

from stdnum.il import hp, idnr

from misrad.intake.bidi import strip_marks

CENT = Decimal("0.01")

# ---------------------------------------------------------------- configuration


def vat_rate_on(day: date | None, table: str | None = None) -> Decimal:
    """The Israeli VAT rate in force on ``day`` (dated setting; latest rate when the day is unknown)."""
    if table is None:
        from misrad.core.settings import get_settings

        table = get_settings().vat_rates
    rates = sorted(
        (date.fromisoformat(start.strip()), Decimal(rate.strip()))
        for start, _, rate in (item.partition("=") for item in table.split(",") if item.strip())
    )
    chosen = rates[-1][1]
    if day is not None:
        for start, rate in rates:
            if start <= day:
                chosen = rate
    return chosen


# ---------------------------------------------------------------- labels

_Q = "[\"'״׳]?"  # the quote inside Hebrew acronyms, as typed or as OCR reads it
L_SUPPLIER_ID = re.compile(
    rf"(?<![\u05d0-\u05ea])(ח\.?\s?{_Q}\s?פ\.?|ע\.?\s?{_Q}\s?מ\.?|עוסק\s+מורשה|מס['׳]?\s+עוסק|מספר\s+עוסק|ח\.פ|"
    r"company\s+(?:no|number|id|reg)|reg(?:istration)?\.?\s+no|vat\s+(?:no|number|id|reg)|tax\s+id|"
    r"business\s+(?:no|number|id)|osek\s+murshe)(?![\u05d0-\u05ea])",
    re.IGNORECASE,
)
L_CUSTOMER = re.compile(r"(לקוח|לכבוד|מזמין|customer|bill\s+to|billed\s+to|client|sold\s+to|ship\s+to)", re.I)
L_BANK = re.compile(r"(בנק|סניף|חשבון\s+בנק|מס['׳]?\s+חשבון|iban|swift|bank|branch|account)", re.I)
L_PHONE = re.compile(r"(טל['׳]?|טלפון|פקס|נייד|tel\.?|phone|fax|mobile)", re.I)
L_ORDER = re.compile(
    r"(הזמנה|הזמנת\s+רכש|תעודת\s+משלוח|order|p\.?o\.?\s*(?:no|number|#)|delivery\s+note|reference|ref\.)",
    re.I,
)
L_ALLOCATION = re.compile(r"(מספר\s+הקצאה|מס['׳]?\s+הקצאה|allocation\s+(?:no|number|#)?)", re.I)
L_INVOICE_NO = re.compile(
    rf"(חשבונית\s+מס(?:\s*/\s*קבלה)?(?:\s+(?:מקור|העתק))?(?:\s+(?:מס{_Q}|מספר))?|מספר\s+חשבונית|חשבונית\s+(?:מס{_Q}|מספר)|"
    r"invoice\s*(?:no\.?|number|#)|tax\s+invoice\s*(?:no\.?|number|#)?|invoice)",
    re.I,
)
L_SUBTOTAL = re.compile(
    rf"(לפני\s+מע{_Q}מ|ללא\s+מע{_Q}מ|סכום\s+ביניים|סה{_Q}כ\s+ביניים|subtotal|sub-total|sub\s+total|net\s+amount|"
    r"total\s+(?:before|excl\.?|excluding)\s+(?:vat|tax)|amount\s+before\s+vat)",
    re.I,
)
L_TOTAL = re.compile(
    rf"(סה{_Q}כ\s+לתשלום|סך\s+הכל\s+לתשלום|סה{_Q}כ\s+כולל|לתשלום|סה{_Q}כ|סך\s+הכל|grand\s+total|total\s+due|amount\s+due|"
    r"balance\s+due|total\s+(?:incl\.?|including)|total)",
    re.I,
)
L_VAT = re.compile(rf"(מע{_Q}מ|vat|tax)", re.I)
L_DUE = re.compile(
    r"(תאריך\s+פירעון|מועד\s+(?:פירעון|תשלום)|לתשלום\s+עד|תאריך\s+תשלום|due\s+date|payment\s+due|due|pay\s+by)",
    re.I,
)
L_OTHER_DATE = re.compile(
    r"(תאריך\s+(?:הזמנה|אספקה|משלוח)|order\s+date|delivery\s+date|ship(?:ping)?\s+date|printed|הודפס)", re.I
)
L_DATE = re.compile(r"(תאריך|date|issued|dated)", re.I)
L_SUPPLIER_NAME = re.compile(r"^\s*(ספק|שם\s+העסק|שם\s+הספק|supplier|from|vendor|seller)\s*[:：]\s*", re.I)
TITLE_WORDS = re.compile(
    r"^(חשבונית|קבלה|חשבון\s+עסקה|מקור|העתק|נאמן\s+למקור|tax\s+invoice|invoice|receipt|original|copy|page|עמוד)\b",
    re.I,
)

HEBREW_MONTHS = {
    "ינואר": 1,
    "פברואר": 2,
    "מרץ": 3,
    "מרס": 3,
    "אפריל": 4,
    "מאי": 5,
    "יוני": 6,
    "יולי": 7,
    "אוגוסט": 8,
    "ספטמבר": 9,
    "אוקטובר": 10,
    "נובמבר": 11,
    "דצמבר": 12,
}
ENGLISH_MONTHS = {
    m: i + 1
    for i, names in enumerate(
        [
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ]
    )
    for m in names
}
_HE_MONTH = "|".join(sorted(HEBREW_MONTHS, key=len, reverse=True))
_EN_MONTH = "|".join(sorted(ENGLISH_MONTHS, key=len, reverse=True))
DATE_PATTERNS = [
    (re.compile(r"(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)"), "ymd"),
    (re.compile(r"(?<!\d)(\d{1,2})\s?[./-]\s?(\d{1,2})\s?[./-]\s?(\d{4}|\d{2})(?![\d])"), "dmy"),
    (re.compile(rf"(?<!\d)(\d{{1,2}})\s+ב?({_HE_MONTH})\s*,?\s*(\d{{4}})"), "d_he_y"),
    (re.compile(rf"(?<!\d)(\d{{1,2}})(?:st|nd|rd|th)?\s+({_EN_MONTH})\.?,?\s+(\d{{4}})", re.I), "d_en_y"),
    (re.compile(rf"\b({_EN_MONTH})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})", re.I), "en_d_y"),
]
AMOUNT = re.compile(r"(?<![\d.,])-?\d{1,3}(?:[,.]\d{3})*[.,]\d{2}(?![\d])|(?<![\d.,])-?\d+[.,]\d{2}(?![\d])")
NUMBER = re.compile(r"(?<![\d.,])\d+(?:[.,]\d+)?(?![\d])")
NINE_DIGITS = re.compile(r"(?<![\d])(\d{2,3}[-\s]?\d{3}[-\s]?\d{3,4}|\d{9})(?![\d])")
CURRENCY_MARKS = [
    (re.compile(r"₪|ש[\"'״׳]?ח\b|\bnis\b|\bils\b|שקל", re.I), "ILS"),
    (re.compile(r"\$|\busd\b|דולר", re.I), "USD"),
    (re.compile(r"€|\beur\b|יורו|אירו", re.I), "EUR"),
]


# ---------------------------------------------------------------- result


@dataclass
class Extraction:
    supplier_name: str | None = None
    supplier_tax_id: str | None = None
    allocation_number: str | None = None
    invoice_number: str | None = None
    invoice_date: date | None = None
    due_date: date | None = None
    currency: str | None = None
    subtotal_amount: Decimal | None = None
    vat_amount: Decimal | None = None
    total_amount: Decimal | None = None
    line_items: list[dict[str, Any]] = field(default_factory=list)
    confidence: dict[str, float] = field(default_factory=dict)
    arithmetic_ok: bool = False

    def values(self) -> dict[str, Any]:
        return {
            "supplier_name": self.supplier_name,
            "supplier_tax_id": self.supplier_tax_id,
            "allocation_number": self.allocation_number,
            "invoice_number": self.invoice_number,
            "invoice_date": self.invoice_date,
            "due_date": self.due_date,
            "currency": self.currency,
            "subtotal_amount": self.subtotal_amount,
            "vat_amount": self.vat_amount,
            "total_amount": self.total_amount,
            "line_items": self.line_items,
        }

    @property
    def overall_confidence(self) -> float:
        found = [
            self.confidence[k]
            for k, v in self.values().items()
            if v not in (None, []) and k in self.confidence
        ]
        return round(sum(found) / len(found), 4) if found else 0.0


# ---------------------------------------------------------------- helpers


def clean_text(text: str) -> str:
    text = strip_marks(unicodedata.normalize("NFC", text))
    text = text.replace("\u00a0", " ").replace("\u2212", "-").replace("\u2013", "-").replace("\u05be", "-")
    return text


def parse_amount(raw: str) -> Decimal | None:
    raw = raw.replace(" ", "")
    negative = raw.startswith("-")
    raw = raw.lstrip("-")
    if len(raw) < 4 or raw[-3] not in ".,":
        return None
    whole = re.sub(r"[.,]", "", raw[:-3])
    try:
        value = Decimal(f"{whole}.{raw[-2:]}")
    except InvalidOperation:
        return None
    return -value if negative else value


def amounts_in(line: str) -> list[Decimal]:
    found = []
    for match in AMOUNT.finditer(line):
        value = parse_amount(match.group(0))
        if value is not None:
            found.append(value)
    return found


def dates_in(line: str) -> list[tuple[int, date]]:
    found: list[tuple[int, date]] = []
    for pattern, kind in DATE_PATTERNS:
        for match in pattern.finditer(line):
            groups = match.groups()
            try:
                if kind == "ymd":
                    year, month, day = int(groups[0]), int(groups[1]), int(groups[2])
                elif kind == "dmy":
                    day, month, year = int(groups[0]), int(groups[1]), int(groups[2])
                    if year < 100:
                        year += 2000
                elif kind == "d_he_y":
                    day, month, year = int(groups[0]), HEBREW_MONTHS[groups[1]], int(groups[2])
                elif kind == "d_en_y":
                    day, month, year = int(groups[0]), ENGLISH_MONTHS[groups[1].lower()], int(groups[2])
                else:
                    month, day, year = ENGLISH_MONTHS[groups[0].lower()], int(groups[1]), int(groups[2])
                if 1990 <= year <= 2100:
                    found.append((match.start(), date(year, month, day)))
            except (ValueError, KeyError):
                continue
    return sorted(found)


def _valid_tax_id(digits: str) -> bool:
    return len(digits) == 9 and (hp.is_valid(digits) or idnr.is_valid(digits))


def _after(line: str, match: re.Match[str] | None) -> str:
    return line[match.end() :] if match else line


# ---------------------------------------------------------------- line classes


@dataclass
class Line:
    text: str
    index: int
    customer: bool = False
    tags: set[str] = field(default_factory=set)


def classify(lines: list[str]) -> list[Line]:
    result: list[Line] = []
    customer_block = 0
    for index, text in enumerate(lines):
        line = Line(text, index)
        if not text.strip():
            customer_block = 0
        if L_CUSTOMER.search(text):
            line.customer = True
            # The customer's details follow the "bill to" header for a few lines.
            customer_block = 3 if not L_SUPPLIER_ID.search(text) or len(text) < 40 else 0
        elif customer_block > 0:
            line.customer = True
            customer_block -= 1
        for name, pattern in (
            ("bank", L_BANK),
            ("phone", L_PHONE),
            ("order", L_ORDER),
            ("allocation", L_ALLOCATION),
            ("supplier_id", L_SUPPLIER_ID),
        ):
            if pattern.search(text):
                line.tags.add(name)
        if L_SUBTOTAL.search(text):
            line.tags.add("subtotal")
        elif L_TOTAL.search(text) and not L_INVOICE_NO.fullmatch(text.strip()):
            line.tags.add("total")
        elif L_VAT.search(text) and amounts_in(text) and "supplier_id" not in line.tags:
            line.tags.add("vat")
        result.append(line)
    return result


# ---------------------------------------------------------------- fields


def find_supplier_tax_id(lines: list[Line]) -> tuple[str | None, float]:
    fallback: str | None = None
    for line in lines:
        if line.customer or line.tags & {"bank", "allocation", "order"}:
            continue
        for match in NINE_DIGITS.finditer(line.text):
            digits = re.sub(r"\D", "", match.group(0))
            if not _valid_tax_id(digits):
                continue
            if "supplier_id" in line.tags:
                return digits, 0.97
            if fallback is None and "phone" not in line.tags and not digits.startswith("0"):
                fallback = digits
    return (fallback, 0.6) if fallback else (None, 0.0)


def find_allocation(lines: list[Line]) -> tuple[str | None, float]:
    for line in lines:
        if "allocation" in line.tags:
            match = re.search(r"(?<!\d)(\d{9})(?!\d)", re.sub(r"(?<=\d)[\s-](?=\d)", "", line.text))
            if match:
                return match.group(1), 0.95
    return None, 0.0


_CODE = re.compile(r"(?<![\w])([A-Za-z]{0,5}[-/]?\d[\w\-/]{0,24})(?![\w])")


def find_invoice_number(lines: list[Line]) -> tuple[str | None, float]:
    for line in lines:
        if line.tags & {"order", "bank", "phone", "allocation", "supplier_id"} or line.customer:
            continue
        match = L_INVOICE_NO.search(line.text)
        if not match:
            continue
        for part in (_after(line.text, match), line.text[: match.start()]):
            part = part.lstrip(" :#.-–")
            for code in _CODE.finditer(part):
                value = code.group(1).strip("-/")
                if dates_in(value) or not re.search(r"\d", value):
                    continue
                if re.fullmatch(r"\d{1,3}", value) and "%" in part:
                    continue
                return value, 0.95
    return None, 0.0


def find_dates(lines: list[Line]) -> tuple[date | None, float, date | None, float]:
    invoice: date | None = None
    due: date | None = None
    invoice_conf = due_conf = 0.0
    unlabelled: list[date] = []
    for line in lines:
        found = dates_in(line.text)
        if not found:
            continue
        if L_DUE.search(line.text):
            if due is None:
                due, due_conf = found[0][1], 0.95
        elif L_OTHER_DATE.search(line.text):
            continue
        elif L_DATE.search(line.text):
            if invoice is None:
                invoice, invoice_conf = found[0][1], 0.95
        else:
            unlabelled.extend(d for _, d in found)
    if invoice is None and unlabelled:
        invoice, invoice_conf = min(unlabelled), 0.5
    if due is not None and invoice is not None and due < invoice:
        due_conf = 0.5
    return invoice, invoice_conf, due, due_conf


def find_currency(lines: list[Line], text: str) -> tuple[str | None, float]:
    for line in lines:
        if line.tags & {"total"}:
            for pattern, code in CURRENCY_MARKS:
                if pattern.search(line.text):
                    return code, 0.97
    counts = {code: len(pattern.findall(text)) for pattern, code in CURRENCY_MARKS}
    best = max(counts, key=lambda c: counts[c])
    if counts[best]:
        return best, 0.85
    return "ILS", 0.4


def find_supplier_name(lines: list[Line]) -> tuple[str | None, float]:
    for line in lines:
        match = L_SUPPLIER_NAME.match(line.text)
        if match:
            name = _cut_name(line.text[match.end() :])
            if name:
                return name, 0.95
    for line in lines[:12]:
        text = line.text.strip()
        if not text or line.customer or TITLE_WORDS.match(text):
            continue
        if not re.search(r"[A-Za-z\u05d0-\u05ea]{2,}", text):
            continue
        if line.tags & {"phone", "bank", "order", "allocation", "total", "subtotal", "vat"} or dates_in(text):
            continue
        if line.tags & {"supplier_id"}:
            name = _cut_name(text)
            if name:
                return name, 0.7
            continue
        if L_INVOICE_NO.search(text) or re.search(r"(רחוב|רח['׳]|street|st\.|road|עמוד)", text, re.I):
            continue
        name = _cut_name(text)
        if name:
            return name, 0.8
    return None, 0.0


def _cut_name(text: str) -> str:
    match = L_SUPPLIER_ID.search(text)
    if match:
        text = text[: match.start()]
    text = re.sub(r"[|,;:\-–]+\s*$", "", text.strip())
    return re.sub(r"\s{2,}", " ", text).strip()[:200]


def find_line_items(lines: list[Line]) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    for line in lines:
        if line.tags & {"total", "subtotal", "vat", "bank", "phone", "allocation", "supplier_id"}:
            continue
        money = amounts_in(line.text)
        if len(money) < 2:
            continue
        numbers = _numbers(line.text)
        found = None
        for total, unit in product(money, money):
            if total is unit and money.count(total) < 2:
                continue
            if unit <= 0:
                continue
            for quantity in numbers:
                if quantity <= 0 or quantity > 100000:
                    continue
                if (quantity * unit).quantize(CENT, ROUND_HALF_UP) == total:
                    found = (quantity, unit, total)
                    break
            if found:
                break
        if not found:
            continue
        quantity, unit, total = found
        description = AMOUNT.sub(" ", line.text)
        description = re.sub(r"(?<![\w])\d+(?:[.,]\d+)?(?![\w])", " ", description)
        for pattern, _ in CURRENCY_MARKS:
            description = pattern.sub(" ", description)
        description = re.sub(r"(?:^|\s)[|*×x](?=\s|$)", " ", description)
        description = re.sub(r"\s{2,}", " ", description).strip(" |:-")
        if not description:
            continue
        items.append(
            {
                "description": description,
                "quantity": float(quantity),
                "unit_price": unit,
                "total": total,
            }
        )
    return items


def _numbers(line: str) -> list[Decimal]:
    out = []
    for match in NUMBER.finditer(line):
        try:
            out.append(Decimal(match.group(0).replace(",", ".")))
        except InvalidOperation:
            continue
    return out


def choose_amounts(
    lines: list[Line], rate: Decimal, items_sum: Decimal | None
) -> tuple[Decimal | None, Decimal | None, Decimal | None, float, bool]:
    """(subtotal, vat, total, confidence, arithmetic holds)."""
    subtotal_c = [a for line in lines if "subtotal" in line.tags for a in amounts_in(line.text) if a > 0]
    vat_c = [a for line in lines if "vat" in line.tags for a in amounts_in(line.text) if a >= 0]
    total_c = [a for line in lines if "total" in line.tags for a in amounts_in(line.text) if a > 0]
    every = [a for line in lines for a in amounts_in(line.text) if a >= 0]

    def vat_ok(subtotal: Decimal, vat: Decimal) -> bool:
        return abs((subtotal * rate).quantize(CENT, ROUND_HALF_UP) - vat) <= CENT

    def fits(s: Decimal, v: Decimal, t: Decimal) -> bool:
        return s + v == t and vat_ok(s, v)

    for s_pool, v_pool, t_pool, confidence in (
        (subtotal_c, vat_c, total_c, 0.99),
        (subtotal_c or every, vat_c or every, total_c, 0.9),
        (subtotal_c, vat_c or every, total_c or every, 0.9),
        (every, every, every, 0.75),
    ):
        best = None
        for s, v, t in product(s_pool, v_pool, t_pool):
            if fits(s, v, t) and (best is None or t > best[2]):
                best = (s, v, t)
        if best:
            bonus = 0.0 if items_sum is None or items_sum == best[0] else -0.1
            return best[0], best[1], best[2], confidence + bonus, True
    # Nothing adds up: take the labelled figures as printed, with low confidence.
    total = max(total_c) if total_c else (max(every) if every else None)
    subtotal = subtotal_c[0] if subtotal_c else (items_sum if items_sum else None)
    vat = vat_c[0] if vat_c else None
    if subtotal is not None and total is not None and vat is None and total >= subtotal:
        vat = total - subtotal
    return subtotal, vat, total, 0.4, False


def extract(text: str) -> Extraction:
    raw_lines = [line.strip() for line in clean_text(text).splitlines()]
    lines = classify(raw_lines)
    result = Extraction()
    result.supplier_tax_id, c_tax = find_supplier_tax_id(lines)
    result.allocation_number, c_alloc = find_allocation(lines)
    result.invoice_number, c_number = find_invoice_number(lines)
    result.invoice_date, c_date, result.due_date, c_due = find_dates(lines)
    result.currency, c_currency = find_currency(lines, "\n".join(raw_lines))
    result.supplier_name, c_name = find_supplier_name(lines)
    result.line_items = find_line_items(lines)
    items_sum = (
        sum((Decimal(i["total"]) for i in result.line_items), Decimal(0)) if result.line_items else None
    )
    rate = vat_rate_on(result.invoice_date)
    s, v, t, c_amounts, ok = choose_amounts(lines, rate, items_sum)
    result.subtotal_amount, result.vat_amount, result.total_amount = s, v, t
    result.arithmetic_ok = ok
    items_conf = 0.0
    if result.line_items:
        items_conf = 0.95 if items_sum == s else 0.5
    result.confidence = {
        "supplier_name": c_name,
        "supplier_tax_id": c_tax,
        "allocation_number": c_alloc,
        "invoice_number": c_number,
        "invoice_date": c_date,
        "due_date": c_due,
        "currency": c_currency,
        "subtotal_amount": c_amounts,
        "vat_amount": c_amounts,
        "total_amount": c_amounts,
        "line_items": items_conf,
    }
    return result
