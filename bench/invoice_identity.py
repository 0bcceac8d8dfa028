"""Five layouts that print the supplier's identity (and the customer's) the many ways real invoices do.

Written in session 14 (helper ``ids14``, 2026-12-01) before misrad read one of them, for issue 13's
supplier tax id on unseen layouts. Each layout prints the supplier's id under one of the labels Israeli
invoices use (``ח.פ.``, ``ח"פ``, ``ע.מ.``, ``עוסק מורשה``, ``מס' עוסק``, ``מס' חברה``, ``ע"מ``, ``ת.ז.``;
``Company No.``, ``VAT No.``, ``Tax ID``, ``Reg. No.``), in one of four shapes (``514123456``,
``51-412345-6``, ``51412345-6``, ``514 123 456``), beside distractors of nine digits that pass the check
digit too: the customer's own id under a label of the same kind, an order number, an allocation number,
a bank account, a phone printed without dashes.

- ``crammed``: only a logo (the supplier's initials) heads the page; the supplier's name and id are
  printed once, in a footer line crammed with address, phones, bank, account and IBAN.
- ``partytable``: a table of the two parties' details side by side (supplier's column, customer's
  column), each cell ``label: value`` under the same labels.
- ``inline``: the name and its id on one line beside a logo; the customer's name and id on one line too.
- ``individual``: a person's business: the id under an individual's labels (``ת.ז.``, ``ע.מ./ת.ז.``,
  ``ID No.``, ``Dealer No.``), set in a block beside the title; the customer a person with a ``ת.ז.``.
- ``foreign``: a supplier abroad (English), its foreign VAT or company number only (``DE 812 345 678``,
  ``GB 123 4567 89``, ``EIN 12-3456789``): the truth has no supplier tax id, and the Israeli customer's
  company number is printed. The corpus's ``score.py`` counts an absent id right when the truth has none
  (the shared scorer counts a field whose truth is empty wrong whatever is read).

    python -m bench.invoice_identity OUT [--seed 20261201]
    MISRAD_INVOICE_CORPUS=OUT python -m bench.invoice_fields
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bench.invoice_novel import Sheet

Drawn = tuple[list[Any], dict[str, Any]]
IDENTITY_LAYOUTS = ("crammed", "partytable", "inline", "individual", "foreign")
_GREY = (110, 110, 110)

_COMPANY_HE = ["ח.פ.", 'ח"פ', "מס' חברה", "מספר חברה", 'ח.פ/ע"מ', "ע.מ.", 'ע"מ']
_OSEK_HE = ["עוסק מורשה", "ע.מ.", "מס' עוסק", "מספר עוסק מורשה", 'ע"מ', "ע.מ./ת.ז.", "ת.ז."]
_COMPANY_EN = ["Company No.", "Company Reg. No.", "Reg. No.", "VAT No.", "Tax ID", "Co. Reg."]
_OSEK_EN = ["VAT No.", "Tax ID", "ID No.", "Dealer No.", "Licensed Dealer No."]
_CUSTOMER_HE = ["ח.פ. לקוח", 'ח"פ הלקוח', "מס' עוסק לקוח", "ע.מ. לקוח"]
_CUSTOMER_EN = ["Customer VAT No.", "Client Company No.", "Customer Tax ID", "Your VAT No."]

FOREIGN = [
    ("Northwind Software GmbH", "Friedrichstraße 112, 10117 Berlin, Germany", "USt-IdNr. DE{9}"),
    ("Bluefjord Analytics AB", "Sveavägen 44, 111 34 Stockholm, Sweden", "VAT Reg. No. SE{12}"),
    ("Harbourline Media Ltd", "14 Wharf Road, London N1 7GR, United Kingdom", "VAT Reg. No. GB {3} {4} {2}"),
    ("Cobalt Peak Cloud Inc.", "500 Market Street, San Francisco, CA 94105, USA", "EIN {2}-{7}"),
    ("Studio Vento S.r.l.", "Via Torino 21, 20123 Milano, Italy", "P.IVA IT{11}"),
    ("Kestrel Devices B.V.", "Keizersgracht 310, 1016 EZ Amsterdam, Netherlands", "VAT No. NL{9}B01"),
    ("Wattle & Gum Design Pty Ltd", "88 George Street, Sydney NSW 2000, Australia", "ABN {2} {3} {3} {3}"),
]


def fmt_id(s: Sheet, digits: str) -> str:
    """A nine-digit id in one of the shapes invoices print (the last a spaced one no shared layout has)."""
    style = s.drng.choice(["plain", "dash_company", "dash_tail", "spaced"])
    if style == "spaced":
        return f"{digits[:3]} {digits[3:6]} {digits[6:]}"
    return str(s.gen.fmt_tax_id(digits, style))


def nine(s: Sheet, prefix: str) -> str:
    """Nine digits with a valid check digit: a distractor an id's check alone does not tell apart."""
    return str(s.gen.make_tax_id(s.drng, prefix))


def supplier_id(s: Sheet) -> str:
    labels = {
        (True, "company"): _COMPANY_HE,
        (True, "osek"): _OSEK_HE,
        (False, "company"): _COMPANY_EN,
        (False, "osek"): _OSEK_EN,
    }[(s.he, s.sup["kind"])]
    sep = s.drng.choice([" ", ": "])
    return f"{s.drng.choice(labels)}{sep}{fmt_id(s, s.sup['tax_id'])}"


def customer_id(s: Sheet) -> str | None:
    """The customer's own id under a customer's id label, or None when the document has no customer."""
    if not s.cust:
        return None
    if not s.cust.get("tax_id"):
        s.cust["tax_id"] = s.gen.make_tax_id(s.drng, "51")
    label = s.drng.choice(_CUSTOMER_HE if s.he else _CUSTOMER_EN)
    return f"{label}: {fmt_id(s, s.cust['tax_id'])}"


def bare_phone(s: Sheet) -> str:
    """A landline without its dashes whose nine digits pass the check digit (03xxxxxxx)."""
    return nine(s, s.drng.choice(["03", "04", "08", "09"]))


def details(s: Sheet, at: float, y: float, align: str = "e", order: bool = True) -> tuple[float, Any]:
    """The document's number, dates and a nine-digit order number; (the next y, the due date)."""
    w, d = s.words, s.doc
    due = s.due()
    rows = [(w.number, d["number"]), (w.date, s.date(d["date"]))]
    if due:
        rows.append((w.due, s.date(due)))
    if order:
        rows.append((w.order, nine(s, "4")))
    for label, value in rows:
        s.flow.t(at, y, f"{label}: {value}", s.font, 10, align)
        y += 15
    return y, due


def customer_block(s: Sheet, start: float, y: float, with_id: bool = True) -> float:
    if not s.cust:
        return y
    f, w = s.flow, s.words
    f.t(start, y, w.customer + ":", s.bold, 10)
    lines = [s.cust["he" if s.he else "en"], s.cust["addr_he" if s.he else "addr_en"]]
    cid = customer_id(s) if with_id else None
    if cid:
        lines.insert(1, cid)
    for i, line in enumerate(lines):
        f.t(start, y + 16 + i * 14, line, s.bold if i == 0 else s.font, 11 if i == 0 else 9.5)
    return y + 16 + len(lines) * 14


def body(s: Sheet, y: float, allocation: bool = True) -> float:
    """The table, the totals, an allocation number and the bank line (account, IBAN) under them."""
    W, f = s.page.w, s.flow
    y = s.table(y, 45, W - 45, hlines=False, outer=False, header_fill=(232, 232, 232)) + 20
    y = s.totals(y, W - 45)
    if allocation:
        alloc = s.doc.get("alloc") or nine(s, "1")
        f.t(45, y + 6, ("מספר הקצאה: " if s.he else "Allocation No. ") + alloc, s.font, 9)
        y += 20
    return s.bank(y + 6, 45)


def logo(s: Sheet, start: float, y: float, size: float = 46) -> None:
    f = s.flow
    f.rect(start, y, size, size, stroke=None, fill=(35, 70, 120))
    centre = start + size / 2
    initials = s.gen.initials(s.sup["name"])
    f.t(centre, y + size * 0.62, initials, s.bold, size * 0.38, "c", color=(255, 255, 255))


def layout_crammed(s: Sheet) -> Drawn:
    W, H, f, w = s.page.w, s.page.h, s.flow, s.words
    logo(s, 45, 40)
    doc_type = "חשבונית מס" if s.he else "Tax Invoice"
    f.t(W - 45, 60, doc_type, s.bold, 18, "e")
    after, due = details(s, W - 45, 84)
    y = customer_block(s, 45, 110)
    y = body(s, max(y, after) + 25)
    b = s.sup["bank"]
    parts = [
        s.sup["name"],
        s.sup["addr"],
        f"{w.phone} {bare_phone(s)}",
        ("פקס " if s.he else "Fax ") + bare_phone(s),
        (f"{b['he']} סניף {b['branch']} ח-ן {nine(s, '2')}" if s.he else f"{b['en']} acc. {nine(s, '2')}"),
        f"IBAN {b['iban']}",
        supplier_id(s),
    ]
    s.drng.shuffle(parts[1:])  # the name first; the id anywhere in the line, as the program placed it
    footer = " | ".join(parts)
    lines = s.gen.wrap(footer, s.font, 7.5, W - 90)
    bottom = max(y + 40, H - 40 - 11 * len(lines))
    f.line(45, bottom - 12, W - 45, bottom - 12, width=0.4, color=_GREY)
    for i, line in enumerate(lines):
        s.page.text(W / 2, bottom + i * 11, line, s.font, 7.5, "c", color=_GREY)
    return s.finish(due, doc_type, "crammed")


def layout_partytable(s: Sheet) -> Drawn:
    W, f, w = s.page.w, s.flow, s.words
    doc_type = "חשבונית מס" if s.he else "Tax Invoice"
    f.t(45, 58, doc_type, s.bold, 17)
    after, due = details(s, W - 45, 50)
    heads = s.drng.choice(
        [("פרטי הספק", "פרטי הלקוח"), ("מאת", "אל")]
        if s.he
        else [("Seller", "Buyer"), ("Supplier details", "Customer details")]
    )
    name_label = "שם" if s.he else "Name"
    addr_label = "כתובת" if s.he else "Address"
    left = [
        f"{name_label}: {s.sup['name']}",
        supplier_id(s),
        f"{addr_label}: {s.sup['addr']}",
        f"{w.phone} {s.sup['phone']}",
    ]
    right: list[str] = []
    if s.cust:
        cid = customer_id(s) or ""
        right = [
            f"{name_label}: {s.cust['he' if s.he else 'en']}",
            cid.split(": ", 1)[-1],
            f"{addr_label}: {s.cust['addr_he' if s.he else 'addr_en']}",
            "",
        ]
        # The customer's id under the very label the supplier's takes: only the column tells them apart.
        right[1] = f"{supplier_id_label_of(left[1])}: {right[1]}"
    top = max(after, 92) + 8
    half = (W - 90) / 2
    for col, (head, cells) in enumerate(((heads[0], left), (heads[1], right))):
        if not cells:
            continue
        start = 45 + col * half
        f.rect(start, top, half - 6, 96, stroke=(120, 120, 120), width=0.5)
        f.rect(start, top, half - 6, 18, stroke=None, fill=(225, 225, 225))
        f.t(start + 6, top + 13, head, s.bold, 10)
        for i, cell in enumerate(cells):
            f.t(start + 6, top + 33 + i * 15, cell, s.font, 9)
    body(s, top + 120)
    return s.finish(due, doc_type, "partytable")


def supplier_id_label_of(text: str) -> str:
    """The label part of ``supplier_id``'s text (before its number)."""
    return text.rsplit(" ", 1)[0].rstrip(":") if ": " not in text else text.split(": ", 1)[0]


def layout_inline(s: Sheet) -> Drawn:
    W, f, w = s.page.w, s.flow, s.words
    logo(s, 45, 36, 40)
    f.t(95, 52, f"{s.sup['name']}   {s.drng.choice(['·', '|', '-'])}   {supplier_id(s)}", s.bold, 11)
    f.t(95, 67, f"{s.sup['addr']}   {w.phone} {bare_phone(s)}", s.font, 8.5)
    s.page.line(45, 84, W - 45, 84, width=0.8, color=(35, 70, 120))
    doc_type = "חשבונית מס / קבלה" if s.he else "Tax Invoice / Receipt"
    f.t(45, 110, doc_type, s.bold, 15)
    after, due = details(s, W - 45, 104)
    y = 132.0
    if s.cust:
        cid = customer_id(s)
        f.t(45, y, f"{w.customer}: {s.cust['he' if s.he else 'en']} ({cid})", s.font, 10)
        y += 15
    body(s, max(y, after) + 20)
    return s.finish(due, doc_type, "inline")


def layout_individual(s: Sheet) -> Drawn:
    W, f, w = s.page.w, s.flow, s.words
    if s.sup["kind"] == "osek" and s.he:
        label = s.drng.choice(["ת.ז.", "ע.מ./ת.ז.", "עוסק מורשה ת.ז.", "מס' עוסק"])
    elif s.sup["kind"] == "osek":
        label = s.drng.choice(["ID No.", "Dealer No.", "Tax ID"])
    else:
        label = s.drng.choice(["מס' חברה", 'ח"פ'] if s.he else ["Reg. No.", "Company Reg. No."])
    doc_type = "חשבונית מס" if s.he else "Tax Invoice"
    f.t(45, 56, doc_type, s.bold, 18)
    side = [
        s.sup["name"],
        f"{label} {fmt_id(s, s.sup['tax_id'])}",
        s.sup["addr"],
        f"{w.phone} {s.sup['phone']}",
    ]
    for i, line in enumerate(side):
        f.t(W - 45, 50 + i * 13, line, s.bold if i == 0 else s.font, 10.5 if i == 0 else 8.5, "e")
    after, due = details(s, 45, 82, "s", order=False)
    y = max(after, 110) + 10
    if s.cust:
        f.t(45, y, w.customer + ":", s.bold, 10)
        person = nine(s, s.drng.choice(["0", "2", "3"]))
        idl = ("ת.ז. " if s.he else "ID ") + fmt_id(s, person)
        f.t(45, y + 15, f"{s.cust['he' if s.he else 'en']}, {idl}", s.font, 10)
        y += 32
    body(s, y + 12, allocation=bool(s.doc.get("alloc")))
    return s.finish(due, doc_type, "individual")


def layout_foreign(s: Sheet) -> Drawn:
    """A supplier abroad: redrawn in English with a foreign name and number, and no Israeli id."""
    name, addr, vat = FOREIGN[s.drng.randrange(len(FOREIGN))]
    s.doc["sup"] = dict(s.sup, name=name, addr=addr, lang="en", tax_id=None, kind="foreign")
    s.__init__(s.gen, s.doc, s.drng, s.drng)  # type: ignore[misc]  # the page in English
    W, f = s.page.w, s.flow
    number = vat
    for width in ("{12}", "{11}", "{9}", "{7}", "{4}", "{3}", "{2}"):
        while width in number:
            digits = "".join(str(s.drng.randrange(10)) for _ in range(int(width[1:-1])))
            number = number.replace(width, digits, 1)
    f.t(45, 56, name, s.bold, 16)
    f.t(45, 72, addr, s.font, 9)
    f.t(45, 85, f"{number}   billing@{name.split()[0].lower()}.example", s.font, 9)
    f.t(W - 45, 56, "INVOICE", s.bold, 18, "e")
    after, due = details(s, W - 45, 80, order=False)
    y = customer_block(s, 45, max(after, 110) + 10)
    body(s, y + 20, allocation=False)
    return s.finish(due, "Invoice", "foreign")


DRAW = {
    "crammed": layout_crammed,
    "partytable": layout_partytable,
    "inline": layout_inline,
    "individual": layout_individual,
    "foreign": layout_foreign,
}

# The corpus's scorer: the shared one, with an absent supplier id right when the truth has none.
_SCORER_TAIL = '''

_shared_cmp_digits = cmp_digits


def cmp_digits(got, want):  # noqa: F811  (bench.invoice_identity: a foreign supplier has no id)
    if want is None:
        return got in (None, "")
    return _shared_cmp_digits(got, want)


COMPARE["supplier_tax_id"] = cmp_digits
'''


def main(argv: list[str] | None = None) -> int:
    from pathlib import Path

    from bench import invoice_novel

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--seed", type=int, default=20261201)
    parser.add_argument("--layouts", default=",".join(IDENTITY_LAYOUTS))
    args = parser.parse_args(argv)
    code = invoice_novel.main([args.out, "--seed", str(args.seed), "--layouts", args.layouts])
    score = Path(args.out) / "score.py"
    score.write_text(score.read_text("utf-8") + _SCORER_TAIL, "utf-8")
    return code


if __name__ == "__main__":
    raise SystemExit(main())
