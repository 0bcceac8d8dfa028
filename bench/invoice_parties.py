"""Three layouts where the two parties' blocks are hard to tell apart (``bench.invoice_novel --layouts``).

Written in session 13 (helper ``parties13``, 2026-12-01) before misrad read one of them, for issue 13's
"the customer's name and number are never taken as the supplier's": every customer here prints its own
company number under the same labels a supplier's takes (``ח.פ.``, ``Company No.``), and the customer's
block is printed larger than the supplier's or above it.

- ``window``: a window envelope's page. The supplier's letterhead is one modest bold line at the top with
  its legal line in small print; under it the customer's block in the largest print of the page, its
  label (``לכבוד``, ``Bill to``) small and light grey, so a photo's OCR loses or garbles it.
- ``signed``: the customer's block heads the page; a dark square with the supplier's initials in white
  (a logo) in the opposite corner; the supplier's name and tax id only at the foot, beside the signature.
- ``logo``: the first word of the supplier's name as a large brand at the top, the full legal name with
  its tax id small under it; the customer's block in a box beside the document's details.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bench.invoice_novel import Sheet

Drawn = tuple[list[Any], dict[str, Any]]
_GREY = (165, 165, 165)


def _customer_tax(s: Sheet) -> str:
    """The customer's own company number, labelled as a supplier's would be."""
    cust = s.cust
    if not cust.get("tax_id"):
        cust["tax_id"] = s.gen.make_tax_id(s.drng, "51")
    number = s.gen.fmt_tax_id(cust["tax_id"], s.tax_style)
    if s.he:
        label = s.drng.choice(["ח.פ.", 'ח"פ', "מס׳ חברה"])
        return f"{label} {number}"
    return f"Company No. {number}"


def _customer_block(s: Sheet, start: float, y: float, name_size: float, grey_label: bool) -> float:
    """The customer's block at ``start``: its label, its name, its own company number, its address."""
    f, w = s.flow, s.words
    if grey_label:
        f.t(start, y, w.customer, s.font, 7, color=_GREY)
    else:
        f.t(start, y, w.customer + ":", s.bold, 9.5)
    y += name_size + 6
    f.t(start, y, s.cust["he" if s.he else "en"], s.bold, name_size)
    y += name_size * 0.6 + 8
    for line in (_customer_tax(s), s.cust["addr_he" if s.he else "addr_en"]):
        f.t(start, y, line, s.font, name_size * 0.7)
        y += name_size * 0.7 + 5
    return y


def _details(s: Sheet, at: float, y: float, align: str = "e") -> tuple[float, Any]:
    """The document's number and dates, flush with ``at`` by ``align``; (the next y, the due date)."""
    w, d = s.words, s.doc
    due = s.due()
    rows = [(w.number, d["number"]), (w.date, s.date(d["date"]))]
    if due:
        rows.append((w.due, s.date(due)))
    for label, value in rows:
        s.flow.t(at, y, f"{label}: {value}", s.font, 10, align)
        y += 15
    return y, due


def _body(s: Sheet, y: float) -> float:
    """The table, the totals and the bank line under them."""
    W = s.page.w
    y = s.table(y, 45, W - 45, hlines=False, outer=False, header_fill=(232, 232, 232)) + 20
    y = s.totals(y, W - 45)
    return s.bank(y + 10, 45)


def _legal_line(s: Sheet) -> str:
    return f"{s.tax_line()} | {s.sup['addr']} | {s.words.phone} {s.sup['phone']}"


def layout_window(s: Sheet) -> Drawn:
    W, f = s.page.w, s.flow
    f.t(45, 48, s.sup["name"], s.bold, 11.5)
    f.t(45, 62, _legal_line(s), s.font, 8)
    s.page.line(45, 70, W - 45, 70, width=0.5, color=(120, 120, 120))
    y = _customer_block(s, 60, 100, 17, grey_label=True) if s.cust else 120
    doc_type = "חשבונית מס" if s.he else "Tax Invoice"
    f.t(W - 45, 100, doc_type, s.bold, 14, "e")
    after, due = _details(s, W - 45, 122)
    _body(s, max(y, after) + 25)
    return s.finish(due, doc_type, "window")


def layout_signed(s: Sheet) -> Drawn:
    W, H, f = s.page.w, s.page.h, s.flow
    y = _customer_block(s, 45, 58, 15, grey_label=False) if s.cust else 100
    f.rect(W - 45 - 62, 40, 62, 62, stroke=None, fill=(30, 40, 60))
    f.t(W - 45 - 31, 80, s.gen.initials(s.sup["name"]), s.bold, 24, "c", color=(255, 255, 255))
    doc_type = "חשבונית מס / קבלה" if s.he else "Tax Invoice / Receipt"
    f.t(W / 2, max(y, 110) + 18, doc_type, s.bold, 15, "c")
    after, due = _details(s, W - 45, max(y, 110) + 42)
    y = _body(s, after + 18)
    bottom = max(y + 40, H - 110)
    f.line(45, bottom, 220, bottom, width=0.6)
    f.t(45, bottom + 14, s.sup["name"], s.font, 9)
    f.t(45, bottom + 27, _legal_line(s), s.font, 8)
    return s.finish(due, doc_type, "signed")


def layout_logo(s: Sheet) -> Drawn:
    W, f = s.page.w, s.flow
    brand = s.sup["name"].split()[0]
    f.t(45, 68, brand, s.bold, 30, color=(40, 90, 150))
    f.t(45, 88, s.sup["name"], s.font, 9)
    f.t(45, 100, _legal_line(s), s.font, 8)
    doc_type = "חשבונית מס" if s.he else "Invoice"
    f.t(45, 136, doc_type, s.bold, 14)
    after, due = _details(s, 45, 156, "s")
    if s.cust:
        f.rect(W - 45 - 230, 120, 230, 88, stroke=(140, 140, 140), width=0.6)
        _customer_block(s, W - 45 - 220, 136, 12, grey_label=False)
    _body(s, max(after, 220) + 20)
    return s.finish(due, doc_type, "logo")
