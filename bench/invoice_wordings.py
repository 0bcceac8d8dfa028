"""Four layouts whose label wordings, date and amount formats are drawn anew for every document.

Written in session 18 (helper ``lay18``, 2026-12-02) and committed before misrad read one of them, for
issue 13's "invoice reading that holds on invoices it has never seen": the held-out corpus has "label
wordings, date and amount formats, and distractors that the suite's generator does not have". Every
document draws its labels from the lists the issue gives (``אסמכתא``, ``מס' מסמך``, ``Invoice #``,
``Ref``; ``תאריך הפקה``, ``Issue Date``; ``לתשלום עד``, ``Payment Due``; ``סכום לפני מע"מ``,
``Net Amount``; ``סה"כ כולל מע"מ``, ``Balance due``), one of nine date formats and one of the amount
formats (``₪ 1,234.50``, ``1,234.50 ש"ח``, ``NIS 1234.50``, ``$1,234.50``, ``EUR 1,234.50``,
``1,234.50 דולר``), beside the distractors real programs print.

- ``overseas``: an importer's English invoice in dollars, euros or shekels: a details grid (``Invoice #``,
  ``PO Number``, ``Customer ID``), Bill to / Ship to, an ``Amount Paid`` line and a ``Balance due``, at
  times the total again in shekels at an exchange rate, and a bank line with SWIFT and IBAN.
- ``ledger``: an accounting program's Hebrew ``חשבונית עסקה`` or ``חשבונית מס / קבלה``: a details
  table with ``אסמכתא``, ``תאריך ערך`` (not always the document's date), ``מספר הקצאה``, an order number,
  payment terms (``שוטף + 30``, which is no due date), a payments table, IBAN and the printing date.
- ``patur``: an exempt dealer's (``עוסק פטור``) ``קבלה``: VAT 0, no VAT line or one saying it is exempt,
  paid by cheque (its number, bank and branch printed).
- ``zikui``: a credit note (``חשבונית זיכוי``, ``Credit Note``) with negative amounts, citing the
  original invoice's number and date.

``patur`` and ``zikui`` were chosen as held out before any document was read (``bench.invoice_fields``
never prints their failures). The documents are mostly text PDFs (both glyph orders for Hebrew), the
rest scans.

    python -m bench.invoice_wordings OUT [--seed 1801]
    MISRAD_INVOICE_CORPUS=OUT python -m bench.invoice_fields
"""

from __future__ import annotations

import argparse
from datetime import timedelta
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from bench.invoice_suppliers import address, english_name

if TYPE_CHECKING:
    from bench.invoice_novel import Sheet

Drawn = tuple[list[Any], dict[str, Any]]
WORDINGS_LAYOUTS = ("overseas", "ledger", "patur", "zikui")
HELD_OUT = ("patur", "zikui")
_GREY = (95, 95, 95)

_HE = {
    "number": ["מספר", "מס'", "מס׳ חשבונית", "מס' מסמך", "אסמכתא", "מספר חשבונית"],
    "date": ["תאריך", "תאריך חשבונית", "תאריך הפקה", "תאריך מסמך"],
    "due": ["לתשלום עד", "תאריך פירעון", "מועד תשלום"],
    "subtotal": ['סה"כ לפני מע"מ', 'סכום לפני מע"מ', 'סה"כ ללא מע"מ'],
    "total": ['סה"כ לתשלום', 'סה"כ כולל מע"מ'],
    "customer": ["לכבוד", "לקוח", "שם הלקוח", "עבור"],
    "company": ["ח.פ.", 'ח"פ', "מס' חברה"],
    "osek": ["עוסק מורשה", "ע.מ.", 'ע"מ'],
}
_EN = {
    "number": ["Invoice No.", "Invoice #", "Invoice Number", "Ref", "No."],
    "date": ["Date", "Issue Date", "Invoice Date"],
    "due": ["Due Date", "Payment Due"],
    "subtotal": ["Subtotal", "Net Amount", "Amount before VAT"],
    "total": ["Total Due", "Amount Due", "Total"],
    "customer": ["Bill to", "Billed to", "Customer"],
    "company": ["Tax ID", "Company No.", "VAT No."],
    "osek": ["Tax ID", "VAT No.", "Dealer No."],
}
# gen.fmt_date's styles, by language: dd/mm/yyyy, 15.01.2025, 15.1.25, 15/01/25, 15-01-2025, ISO, long.
_DATES_HE = ["dmy_slash", "dmy_dot", "dmy_dot_short", "dmy_slash_short", "iso", "he_long", "he_long"]
_DATES_EN = ["dmy_slash", "dmy_dot", "iso", "en_long", "en_d_mon", "en_dmon"]


class Wording:
    """One document's labels, drawn from the issue's lists by the document's own random draw."""

    def __init__(self, he: bool, rng: Any) -> None:
        table = _HE if he else _EN
        for key, options in table.items():
            setattr(self, key, rng.choice(options))
        self.vat = (
            rng.choice(['מע"מ {rate}%', 'מע"מ ({rate}%)'])
            if he
            else rng.choice(["VAT ({rate}%)", "VAT {rate}%"])
        )
        self.colon = rng.choice([":", ":", ""])


def money(s: Sheet, rng: Any) -> Any:
    """One of the issue's amount formats for the document's currency and language."""
    cur, he = s.doc["cur"], s.he
    forms: dict[str, list[tuple[str, str, bool]]] = {
        "ILS": [("₪", "before", True), ("₪", "after", True), ('ש"ח', "after", True)]
        + ([] if he else [("NIS", "before", True), ("ILS", "before", True)]),
        "USD": [("$", "before", False), ("USD", "before", True)] + ([("דולר", "after", True)] if he else []),
        "EUR": [("€", "before", False), ("EUR", "before", True)] + ([("יורו", "after", True)] if he else []),
    }
    sym, pos, space = rng.choice(forms[cur])
    return s.gen.Money(cur, pos=pos, sym=sym, space=space, thousands=rng.random() < 0.8)


def restyle(s: Sheet, lang: str, **sup: Any) -> Wording:
    """The sheet redrawn in ``lang`` with the supplier's changes, and this document's wording and formats."""
    s.doc["sup"] = dict(s.sup, lang=lang, **sup)
    s.__init__(s.gen, s.doc, s.drng, s.drng)  # type: ignore[misc]
    s.money = money(s, s.drng)
    s.date_style = s.drng.choice(_DATES_HE if s.he else _DATES_EN)
    s.words.vat = "{rate}"  # unused: this module's totals print its own wording
    return Wording(s.he, s.drng)


def tax_line(s: Sheet, w: Wording) -> str:
    tax_id = s.gen.fmt_tax_id(s.sup["tax_id"], s.tax_style)
    if s.sup["kind"] == "patur":
        return f"{s.drng.choice(['עוסק פטור', 'עוסק פטור מס׳'])} {tax_id}"
    return f"{getattr(w, 'company' if s.sup['kind'] == 'company' else 'osek')}{w.colon} {tax_id}"


def nine_digits(s: Sheet) -> str:
    return "".join(str(s.drng.randrange(10)) for _ in range(9))


def set_totals(s: Sheet, rate: Decimal) -> None:
    d = s.doc
    d["rate"] = rate
    d["subtotal"], d["vat"], d["total"] = s.gen._totals(d["lines"], rate)


def lines_table(s: Sheet, y: float, start: float, end: float, **style: Any) -> float:
    """The document's lines; the columns' titles in the document's language, an item code at times."""
    g, he = s.gen, s.he
    code = s.drng.random() < 0.6
    titles = (
        ['מק"ט', "תיאור", "כמות", "מחיר", 'סה"כ']
        if he
        else ["Item", "Description", "Qty", "Unit Price", "Amount"]
    )
    widths = [60, 0, 42, 80, 86] if code else [0, 0, 42, 80, 86]
    cols = [(t, w, a) for t, w, a in zip(titles, widths, "sscee", strict=True) if code or t != titles[0]]
    cols = g.fit_cols(cols, end - start)
    desc = 1 if code else 0
    rows = []
    for ln in s.doc["lines"]:
        row = [g.wrap(ln["desc"], s.font, 9.5, cols[desc][1] - 8), g.fmt_qty(ln["qty"])]
        row += [s.money.n(ln["price"]), s.money.n(ln["total"])]
        rows.append(([ln.get("sku", "") or f"{s.drng.randint(1000, 99999)}"] if code else []) + row)
    return float(g.draw_table(s.flow, start, end, y, cols, rows, s.font, 9.5, hfont=s.bold, **style))


def totals(
    s: Sheet, w: Wording, y: float, end: float, rows: list[tuple[str, Any]], width: float = 220
) -> float:
    """Label and amount rows flush with ``end``; the last in bold."""
    for i, (label, value) in enumerate(rows):
        font = s.bold if i == len(rows) - 1 else s.font
        s.flow.t(end - width, y, label + w.colon, font, 10.5)
        s.flow.t(end, y, value if isinstance(value, str) else s.money(value), font, 10.5, "e")
        y += 17
    return y


def vat_rows(s: Sheet, w: Wording) -> list[tuple[str, Any]]:
    d = s.doc
    rate = int(d["rate"] * 100)
    return [(w.subtotal, d["subtotal"]), (w.vat.format(rate=rate), d["vat"]), (w.total, d["total"])]


def due_date(s: Sheet, share: float = 0.5) -> Any:
    if s.drng.random() >= share:
        return None
    return s.doc["date"] + timedelta(days=s.drng.choice([10, 14, 30, 45, 60]))


def customer_lines(s: Sheet) -> list[str]:
    """The customer's name, its own company number (labelled as a supplier's is), its address."""
    cust = s.cust
    if not cust or not cust.get("he" if s.he else "en"):
        return []
    lines = [cust["he" if s.he else "en"]]
    tax = s.gen.cust_line_tax(cust, "he" if s.he else "en", s.tax_style)
    if tax:
        lines.append(tax)
    lines.append(cust["addr_he" if s.he else "addr_en"])
    return lines


def layout_overseas(s: Sheet) -> Drawn:
    """An importer's English invoice: details grid, Bill to / Ship to, Amount Paid and Balance due."""
    cur = s.drng.choice(["USD", "USD", "EUR", "ILS"])
    s.doc["cur"] = cur
    name, kind = english_name(s.drng)
    addr, phone = address(s.drng, False)
    prefix = "51" if kind == "company" else s.drng.choice("023")
    w = restyle(
        s, "en", name=name, kind=kind, addr=addr, phone=phone, tax_id=s.gen.make_tax_id(s.drng, prefix)
    )
    W, f, d = s.page.w, s.flow, s.doc
    f.t(45, 58, s.sup["name"], s.bold, 15)
    f.t(45, 73, s.sup["addr"], s.font, 9)
    f.t(
        45,
        85,
        f"{tax_line(s, w)}   Tel. {s.sup['phone']}   Fax {s.sup['phone'][:-3]}{s.drng.randint(100, 999)}",
        s.font,
        9,
    )
    f.t(W - 45, 60, s.drng.choice(["INVOICE", "TAX INVOICE", "COMMERCIAL INVOICE"]), s.bold, 20, "e")
    due = due_date(s, 0.7)
    grid = [
        (w.number, d["number"]),
        (w.date, s.date(d["date"])),
        ("Customer ID", f"C-{s.drng.randint(10000, 99999)}"),
    ]
    if d.get("po"):
        grid.append(("PO Number", d["po"]))
    if due:
        grid.append((w.due, s.date(due)))
    else:
        grid.append(("Terms", s.drng.choice(["Net 30", "Net 45", "Due on receipt"])))
    top = 105
    for i, (label, value) in enumerate(grid):
        f.rect(W - 45 - 230, top + i * 17, 230, 17, stroke=(150, 150, 150), width=0.5)
        f.t(W - 45 - 224, top + 12 + i * 17, label, s.bold, 9)
        f.t(W - 51, top + 12 + i * 17, str(value), s.font, 9, "e")
    lines = customer_lines(s)
    for j, title in enumerate(["Bill to" if w.customer == "Customer" else w.customer, "Ship to"]):
        f.t(45 + j * 150, top + 10, title + ":", s.bold, 9.5)
        for i, line in enumerate(lines if j == 0 else lines[:1] + lines[2:]):
            f.t(45 + j * 150, top + 25 + i * 12, line, s.font, 8.5, color=(0, 0, 0) if i else (20, 20, 20))
    y = lines_table(
        s, max(top + 17 * len(grid), top + 80) + 25, 45, W - 45, grid=True, header_fill=(215, 225, 240)
    )
    rows = [*vat_rows(s, w), ("Amount Paid", Decimal("0"))]
    rows[2] = ("Total" if w.total != "Total" else "Invoice Total", d["total"])
    rows.append((s.drng.choice(["Balance due", "Balance Due", "Amount Due"]), d["total"]))
    y = totals(s, w, y + 18, W - 45, rows)
    if cur != "ILS" and s.drng.random() < 0.5:
        fx = Decimal(str(s.drng.choice([3.58, 3.65, 3.71, 3.94, 4.02])))
        ils = s.gen.fmt_num(s.gen.r2(d["total"] * fx))
        f.t(45, y + 10, f"Exchange rate 1 {cur} = {fx} ILS; total in ILS {ils}", s.font, 8.5, color=_GREY)
    bank = s.sup["bank"]
    f.t(
        45,
        y + 26,
        f"Wire to {bank['en']}, SWIFT {s.drng.choice(['POALILIT', 'LUMIILIT'])}, IBAN {bank['iban']}",
        s.font,
        8.5,
    )
    return s.finish(due, "Invoice", "overseas")


def ledger_details(s: Sheet, w: Wording) -> tuple[list[tuple[str, str]], Any]:
    """The details table's rows: the document's number and date among an accounting program's others."""
    d = s.doc
    value_day = d["date"] + timedelta(days=s.drng.choice([0, 0, 3, 7, 30]))
    rows = [(w.number, str(d["number"])), (w.date, s.date(d["date"])), ("תאריך ערך", s.date(value_day))]
    if d.get("alloc") or s.drng.random() < 0.5:
        rows.append(("מספר הקצאה", d.get("alloc") or nine_digits(s)))
    if d.get("po"):
        rows.append((s.drng.choice(["מס' הזמנה", "הזמנת רכש"]), d["po"]))
    due = due_date(s)
    if due:
        rows.append((w.due, s.date(due)))
    elif s.drng.random() < 0.6:
        rows.append(("תנאי תשלום", s.drng.choice(["שוטף + 30", "שוטף + 60", "מזומן"])))
    if d["cur"] != "ILS":
        rows.append(("מטבע", s.drng.choice(["USD", 'דולר ארה"ב (USD)'])))
    rows.append(("סוכן", s.drng.choice(["101", "7", "23"])))
    s.drng.shuffle(rows)
    return rows, due


def layout_ledger(s: Sheet) -> Drawn:
    """An accounting program's Hebrew document: a details table of its fields, payments, bank and IBAN."""
    s.doc["cur"] = "USD" if s.drng.random() < 0.2 else "ILS"
    w = restyle(s, "he", kind=s.sup["kind"] if s.sup["kind"] in ("company", "osek") else "company")
    W, f, d = s.page.w, s.flow, s.doc
    doc_type = s.drng.choice(["חשבונית עסקה", "חשבונית מס / קבלה", "חשבונית מס"])
    s.page.text(W / 2, 54, s.sup["name"], s.bold, 16, "c")
    fax = f"{s.sup['phone'][:-4]}{s.drng.randint(1000, 9999)}"
    s.page.text(W / 2, 70, f"{s.sup['addr']} | טל' {s.sup['phone']} | פקס {fax}", s.font, 9, "c")
    s.page.text(W / 2, 83, tax_line(s, w), s.font, 9, "c")
    s.page.line(45, 92, W - 45, 92, width=0.8)
    f.t(45, 118, f"{doc_type} {s.drng.choice(['', 'מס׳ ', 'מספר '])}{d['number']}", s.bold, 15)
    f.t(W - 45, 118, s.drng.choice(["מקור", "העתק נאמן למקור"]), s.font, 9, "e", color=_GREY)
    rows, due = ledger_details(s, w)
    for i, (label, value) in enumerate(rows):
        f.rect(W - 45 - 250, 132 + i * 16, 250, 16, stroke=(160, 160, 160), width=0.4)
        f.t(W - 45 - 244, 144 + i * 16, label, s.bold, 9)
        f.t(W - 51, 144 + i * 16, value, s.font, 9, "e")
    lines = customer_lines(s)
    if lines:
        f.t(45, 144, w.customer + ":", s.bold, 10)
        for i, line in enumerate(lines):
            f.t(45, 160 + i * 14, line, s.bold if i == 0 else s.font, 10.5 if i == 0 else 9.5)
    y = lines_table(s, 150 + 16 * len(rows) + 18, 45, W - 45, grid=True, header_fill=(235, 235, 235))
    y = totals(s, w, y + 18, W - 45, vat_rows(s, w))
    if doc_type != "חשבונית עסקה":
        y = payments(s, y + 12, W)
    bank = s.sup["bank"]
    f.t(
        45,
        y + 16,
        f"פרטי בנק: {bank['he']} ({bank['code']}), סניף {bank['branch']}, חשבון {bank['account']}",
        s.font,
        9,
    )
    f.t(45, y + 30, f"IBAN: {bank['iban']}", s.font, 9)
    printed = d["date"] + timedelta(days=s.drng.randint(0, 5))
    f.t(
        45,
        s.page.h - 50,
        f"תאריך הדפסה: {s.date(printed)} | הופק בתוכנת הנהלת חשבונות | עמוד 1 מתוך 1",
        s.font,
        7.5,
        color=_GREY,
    )
    return s.finish(due, doc_type, "ledger")


def payments(s: Sheet, y: float, W: float) -> float:
    """A receipt's payments table: how the total was paid, with a cheque's or a transfer's numbers."""
    f, d = s.flow, s.doc
    f.t(45, y + 8, "פרטי תקבול:", s.bold, 10)
    how = s.drng.choice(["העברה בנקאית", "כרטיס אשראי", "המחאה"])
    ref = {
        "העברה בנקאית": f"אסמכתא בנק {s.drng.randint(100000, 999999)}",
        "כרטיס אשראי": f"**** {s.drng.randint(1000, 9999)}",
        "המחאה": f"מס' {s.drng.randint(1000, 99999)}, בנק {s.drng.randint(10, 31)}, "
        f"סניף {s.drng.randint(100, 899)}",
    }[how]
    cols = s.gen.fit_cols(
        [("אמצעי תשלום", 110, "s"), ("פרטים", 0, "s"), ("תאריך", 90, "c"), ("סכום", 90, "e")], W - 90
    )
    rows = [[how, ref, s.date(d["date"]), s.money.n(d["total"])]]
    return float(s.gen.draw_table(f, 45, W - 45, y + 16, cols, rows, s.font, 9, hfont=s.bold, grid=True))


def layout_patur(s: Sheet) -> Drawn:
    """An exempt dealer's receipt: VAT 0, at most a line saying so, paid by cheque."""
    s.doc["cur"] = "ILS"
    set_totals(s, Decimal("0"))
    prefix = s.drng.choice(["0", "2", "3"])
    w = restyle(s, "he", kind="patur", tax_id=s.gen.make_tax_id(s.drng, prefix))
    W, f, d = s.page.w, s.flow, s.doc
    f.t(45, 60, s.sup["name"], s.bold, 17)
    f.t(45, 77, tax_line(s, w), s.font, 10)
    f.t(45, 91, f"{s.sup['addr']} | נייד {s.sup['phone']}", s.font, 9)
    doc_type = s.drng.choice(["קבלה", "חשבון עסקה / קבלה", "קבלה"])
    f.t(W - 45, 60, f"{doc_type} {s.drng.choice(['', 'מס׳ ', 'מספר '])}{d['number']}", s.bold, 15, "e")
    f.t(W - 45, 78, f"{w.date}{w.colon} {s.date(d['date'])}", s.font, 10, "e")
    due = due_date(s, 0.25)
    if due:
        f.t(W - 45, 92, f"{w.due}{w.colon} {s.date(due)}", s.font, 10, "e")
    lines = customer_lines(s)
    if lines:
        f.t(45, 125, s.drng.choice(["התקבל מאת", "לכבוד", "שם הלקוח"]) + ": " + lines[0], s.font, 10.5)
    y = lines_table(s, 150, 45, W - 45, hlines=True, outer=False, header_fill=(238, 238, 238))
    rows: list[tuple[str, Any]] = [(s.drng.choice(['סה"כ', 'סה"כ לתשלום', 'סה"כ שולם']), d["total"])]
    if s.drng.random() < 0.4:
        rows.insert(0, ('מע"מ', s.drng.choice(["0.00", "פטור", s.money(Decimal("0"))])))
    y = totals(s, w, y + 20, W - 45, rows, 180)
    y = payments(s, y + 10, W)
    f.t(
        45,
        y + 20,
        s.drng.choice(["עוסק פטור - אין לנכות מס תשומות", 'פטור ממע"מ לפי חוק']),
        s.font,
        9,
        color=_GREY,
    )
    f.t(45, y + 50, "חתימה: ____________", s.font, 10)
    return s.finish(due, doc_type, "patur")


def negate(s: Sheet) -> None:
    """A credit note's lines: the price negative, or the quantity; totals at the document's VAT rate."""
    by_qty = s.drng.random() < 0.4
    for ln in s.doc["lines"]:
        if by_qty:
            ln["qty"] = -ln["qty"]
        else:
            ln["price"] = -ln["price"]
        ln["total"] = s.gen.line_total(ln["qty"], ln["price"])
    set_totals(s, s.doc["rate"])


def layout_zikui(s: Sheet) -> Drawn:
    """A credit note citing the invoice it credits: negative amounts, the original's number and date."""
    negate(s)
    he = s.drng.random() < 0.75
    s.doc["cur"] = "ILS" if he or s.drng.random() < 0.5 else "USD"
    w = restyle(
        s, "he" if he else "en", kind=s.sup["kind"] if s.sup["kind"] in ("company", "osek") else "company"
    )
    W, f, d = s.page.w, s.flow, s.doc
    f.t(45, 56, s.sup["name"], s.bold, 15)
    f.t(
        45,
        71,
        f"{tax_line(s, w)} | {s.sup['addr']} | {'טל' + chr(39) if he else 'Tel.'} {s.sup['phone']}",
        s.font,
        8.5,
    )
    doc_type = s.drng.choice(["חשבונית זיכוי", "חשבונית מס זיכוי"]) if he else "Credit Note"
    f.t(W - 45, 104, doc_type, s.bold, 16, "e")
    f.t(W - 45, 122, f"{w.number}{w.colon} {d['number']}", s.bold, 11, "e")
    f.t(W - 45, 137, f"{w.date}{w.colon} {s.date(d['date'])}", s.font, 10, "e")
    original = str(
        int("".join(ch for ch in str(d["number"]) if ch.isdigit()) or "1000") - s.drng.randint(3, 60)
    )
    orig_day = s.date(d["date"] - timedelta(days=s.drng.randint(5, 45)))
    cite = (
        f"בגין {s.drng.choice(['חשבונית מס', 'חשבונית'])} מס' {original} מיום {orig_day}"
        if he
        else f"Credit for invoice No. {original} dated {orig_day}"
    )
    f.t(45, 160, cite, s.font, 10)
    lines = customer_lines(s)
    if lines:
        f.t(45, 104, w.customer + ":", s.bold, 10)
        f.t(45, 119, lines[0], s.font, 10)
    f.t(
        45,
        176,
        ("סיבת הזיכוי: " if he else "Reason: ")
        + s.drng.choice(
            ["החזרת סחורה", "הנחה בדיעבד", "טעות בחיוב"] if he else ["Returned goods", "Price adjustment"]
        ),
        s.font,
        9.5,
    )
    y = lines_table(s, 195, 45, W - 45, grid=True, header_fill=(235, 235, 235))
    rows = vat_rows(s, w)
    rows[2] = (s.drng.choice(['סה"כ זיכוי', 'סה"כ לזיכוי']) if he else "Total Credit", d["total"])
    totals(s, w, y + 18, W - 45, rows)
    return s.finish(None, doc_type, "zikui")


DRAW = {"overseas": layout_overseas, "ledger": layout_ledger, "patur": layout_patur, "zikui": layout_zikui}


def main(argv: list[str] | None = None) -> int:
    from bench import invoice_novel

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--seed", type=int, default=1801)
    parser.add_argument("--layouts", default=",".join(WORDINGS_LAYOUTS))
    args = parser.parse_args(argv)
    plan_seed = args.seed
    while True:  # some seeds' shared plans overrun their last date and do not build: the next that does
        try:
            invoice_novel.load_gen().build_plan(plan_seed)
            break
        except AssertionError:
            plan_seed += 1000
    options = ["--seed", str(args.seed), "--plan-seed", str(plan_seed), "--layouts", args.layouts]
    return invoice_novel.main([args.out, *options, "--text-share", "0.75"])


if __name__ == "__main__":
    raise SystemExit(main())
