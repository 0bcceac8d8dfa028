"""A till slip: a ``חשבונית מס / קבלה`` from a point of sale, one narrow column, totals at the bottom.

Written on 2026-12-01 (session 12, helper ``inv12``) and committed before misrad read any slip. What a
POS prints and an A4 invoice does not: an 80 mm page, every line centred or split between the column's
two edges; each item on two lines (its description, then ``quantity x price`` and the line's total); the
till's own numbers beside the invoice's (register, cashier, transaction number, time of day); the amount
paid by card repeated under the total; a barcode of the invoice number; the customer, when there is one,
as a single line with its own company number.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bench.invoice_novel import Sheet

WIDTH = 80 * 72 / 25.4  # 80 mm thermal paper, in points
MARGIN = 10.0


class Slip:
    """Lines drawn down one narrow column: centred, or a label at the reading start and a value at the end."""

    def __init__(self, sheet: Sheet) -> None:
        self.s = sheet
        self.y = 26.0
        sheet.page = sheet.gen.Page(WIDTH, 3000)  # cut to length when the slip is finished
        sheet.flow = sheet.gen.Flow(sheet.page, sheet.he)

    def centre(self, text: str, size: float = 8.5, bold: bool = False, gap: float = 3.0) -> None:
        font = self.s.bold if bold else self.s.font
        while self.s.gen.text_width(text, font, size) > WIDTH - 2 * MARGIN and size > 6:
            size -= 0.5  # a long name is set smaller, never wrapped: the till prints it on one line
        self.s.page.text(WIDTH / 2, self.y + size, text, font, size, "c")
        self.y += size + gap

    def pair(self, label: str, value: str, size: float = 8.5, bold: bool = False) -> None:
        font = self.s.bold if bold else self.s.font
        self.s.flow.t(MARGIN, self.y + size, label, font, size)
        self.s.flow.t(WIDTH - MARGIN, self.y + size, value, font, size, "e")
        self.y += size + 3.5

    def rule(self) -> None:
        self.y += 3
        self.s.page.line(MARGIN, self.y, WIDTH - MARGIN, self.y, width=0.5, dash=(2, 2))
        self.y += 5


def header(slip: Slip) -> None:
    s, w, d = slip.s, slip.s.words, slip.s.doc
    slip.centre(s.sup["name"], 12, bold=True, gap=5)
    slip.centre(s.tax_line())
    slip.centre(s.sup["addr"])
    slip.centre(f"{w.phone} {s.sup['phone']}")
    slip.rule()
    slip.centre("חשבונית מס / קבלה" if s.he else "Tax Invoice / Receipt", 11, bold=True)
    slip.centre(f"{w.number} {d['number']}", 9.5, bold=True, gap=5)
    clock = f"{s.drng.randint(8, 20):02d}:{s.drng.randint(0, 59):02d}"
    slip.pair(f"{w.date}: {s.date(d['date'])}", clock)
    till, deal = s.drng.randint(1, 6), f"{s.drng.randint(1, 99999):05d}"
    if s.he:
        slip.pair(f"קופה {till}  קופאי/ת: {s.drng.choice(['מירב', 'אלון', 'סיון'])}", f"עסקה {deal}")
    else:
        slip.pair(f"Till {till}  Cashier: {s.drng.choice(['Merav', 'Alon', 'Sivan'])}", f"Trans. {deal}")
    lines = s.customer_lines()
    if lines and s.drng.random() < 0.6:
        slip.pair(f"{w.customer}: {lines[0]}", "")
        if len(lines) > 3:  # name, its tax line, address, phone: the till prints the tax line alone
            slip.pair(lines[1], "")
    slip.rule()


def items(slip: Slip) -> None:
    s = slip.s
    for line in s.doc["lines"]:
        for part in s.gen.wrap(line["desc"], s.font, 8.5, WIDTH - 2 * MARGIN):
            slip.pair(part, "")
        qty = s.gen.fmt_qty(line["qty"])
        slip.pair(f"   {qty} x {s.money.n(line['price'])}", s.money.n(line["total"]))
    count = "מספר פריטים" if s.he else "Items"
    slip.pair(f"{count}: {len(s.doc['lines'])}", "")
    slip.rule()


def totals(slip: Slip) -> None:
    s, w, d = slip.s, slip.s.words, slip.s.doc
    rate = int(d["rate"] * 100)
    slip.pair(w.subtotal, s.money(d["subtotal"]))
    slip.pair(w.vat.format(rate=rate), s.money(d["vat"]))
    slip.pair(w.total, s.money(d["total"]), 10.5, bold=True)
    slip.rule()
    card = f"****{s.drng.randint(1000, 9999)}"
    paid = f"שולם באשראי {card}" if s.he else f"Paid by card {card}"
    slip.pair(paid, s.money.n(d["total"]))
    slip.y += 6


def footer(slip: Slip) -> None:
    s = slip.s
    number = str(s.doc["number"])
    if number.isascii():
        s.page.barcode(WIDTH / 2 - 70, slip.y, 140, 26, number)
        slip.y += 32
    slip.centre("תודה ולהתראות!" if s.he else "Thank you!", 9)
    slip.centre("מסמך ממוחשב" if s.he else "Computer-generated document", 7)


def layout_slip(sheet: Sheet) -> tuple[list[Any], dict[str, Any]]:
    """A POS slip; no due date (paid at the till)."""
    slip = Slip(sheet)
    for part in (header, items, totals, footer):
        part(slip)
    sheet.page.h = slip.y + 24
    return sheet.finish(None, "חשבונית מס / קבלה" if sheet.he else "Tax Invoice / Receipt", "slip")
