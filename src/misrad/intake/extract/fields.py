"""Each line classified by its labels; supplier, ids, invoice number, dates and currency chosen from them."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

from misrad.intake.extract.cells import CELL_BREAK, cells, columns, labelled
from misrad.intake.extract.labels import (
    CURRENCY_MARKS,
    FOREIGN_VAT_PREFIX,
    L_ALLOCATION,
    L_BANK,
    L_CARRIED,
    L_CUSTOMER,
    L_DATE,
    L_DOCUMENT,
    L_DUE,
    L_INVOICE_NO,
    L_ORDER,
    L_OTHER_DATE,
    L_OTHER_ID,
    L_PHONE,
    L_SUBTOTAL,
    L_TOTAL,
    L_VALUE_DATE,
    L_VAT,
    MISREAD_MARK,
    NINE_DIGITS,
    PHONE_NUMBER,
    customer_label_end,
    supplier_id_label,
)
from misrad.intake.extract.values import (
    amounts_in,
    dates_in,
    lookalike_dates,
    split_dates,
    valid_tax_id,
    year_rejoined,
)


@dataclass
class Line:
    text: str
    index: int
    customer: bool = False
    tags: set[str] = field(default_factory=set)
    # The customer's cell when its block is a column beside other columns (two parties' boxes side by
    # side), else None: then a customer's line is the customer's whole.
    customer_column: int | None = None

    def customers_part(self) -> str:
        if self.customer_column is not None:
            return columns(self.text)[self.customer_column]
        return self.text if self.customer else ""

    def others_part(self) -> str:
        """The line without the customer's part: what may be the supplier's."""
        if self.customer_column is not None:
            return "   ".join(c for i, c in enumerate(columns(self.text)) if i != self.customer_column)
        return "" if self.customer else self.text


# A customer's block: its name, a street, a town, a country, its tax id; a blank line or a line of the
# document's own fields (number, dates, totals) ends it sooner.
_CUSTOMER_LINES = 5
_BLOCK_ENDS = re.compile(
    "|".join(p.pattern for p in (L_INVOICE_NO, L_DATE, L_DUE, L_TOTAL, L_SUBTOTAL)), re.IGNORECASE
)


def classify(lines: list[str]) -> list[Line]:
    result: list[Line] = []
    block = _CustomerBlock()
    for index, text in enumerate(lines):
        line = Line(text, index)
        result.append(line)
        if not text.strip():
            block.blank()
            continue
        if (label_end := customer_label_end(text)) is not None and not _garbled_in_suppliers_line(text):
            line.customer = True
            block.open(text, label_end)
        elif block.lines > 0:
            block.follow(line)
        _tag(line)
    return result


@dataclass
class _CustomerBlock:
    """The customer's block while lines are read: how many more lines it may take, whether it holds a
    value yet, and its label's cell when the label's line prints other columns beside it."""

    lines: int = 0
    begun: bool = False  # the block holds a value already (a name after its label, or a line under it)
    column: int | None = None  # the customer's label's cell
    width: int = 0  # how many columns the label's line has
    gap: bool = False  # a blank line since the block's last line

    def blank(self) -> None:
        """A blank line ends the block once it holds something (OCR also puts blank lines between a label
        and its value); a block that is a column beside others (two parties' boxes side by side) goes on
        past it, as far as the lines keep the label line's columns: OCR sets a box's lines apart too."""
        if self.begun and not self.columned:
            self.lines, self.begun = 0, False
        self.gap = self.begun

    @property
    def columned(self) -> bool:
        return self.column is not None and self.width > 1

    def open(self, text: str, label_end: int) -> None:
        # The customer's details follow the "bill to" header for a few lines.
        self.lines = _CUSTOMER_LINES if not supplier_id_label(text) or len(text) < 40 else 0
        # Only the label's own cell holds its value: a cell a column gap away is another column's.
        own_cell = CELL_BREAK.split(text[label_end:].lstrip(":"))[0]
        self.begun = (self.begun and self.lines > 0) or bool(re.search(r"[A-Za-z\u05d0-\u05ea]{2}", own_cell))
        parts = columns(text)
        self.column = next((i for i, cell in enumerate(parts) if customer_label_end(cell) is not None), None)
        self.width, self.gap = len(parts), False

    def follow(self, line: Line) -> None:
        """``line`` under the block's label: the customer's (its column's), unless the block is over."""
        same_columns = self.columned and len(columns(line.text)) == self.width
        if self.gap and not same_columns:
            self.lines, self.begun, self.gap = 0, False, False
            return
        line.customer, self.gap = True, False
        if same_columns:
            line.customer_column = self.column
        self.lines -= 1
        self.begun = self.lines > 0
        if _BLOCK_ENDS.search(line.customers_part()):
            # The document's own fields begin (in the customer's column): the block is over.
            line.customer, line.customer_column, self.lines, self.begun = False, None, 0, False


def _garbled_in_suppliers_line(text: str) -> bool:
    """Whether the only customer's label ``text`` holds is a garbled one on a line that also prints the
    supplier's id label after it: a word of the supplier's own footer that reads a letter or two off a
    label ("לימון" as "מזמין"), not the customer's block."""
    if L_CUSTOMER.search(text):
        return False
    label = supplier_id_label(text)
    end = customer_label_end(text)
    return label is not None and end is not None and label[0] >= end


def _tag(line: Line) -> None:
    """The labels a line carries."""
    text = line.text
    for name, pattern in (
        ("bank", L_BANK),
        ("order", L_ORDER),
        ("allocation", L_ALLOCATION),
        ("carried", L_CARRIED),
    ):
        if pattern.search(text):
            line.tags.add(name)
    if supplier_id_label(text):
        line.tags.add("supplier_id")
    if L_PHONE.search(text) and PHONE_NUMBER.search(text):
        line.tags.add("phone")
    if L_SUBTOTAL.search(text):
        line.tags.add("subtotal")
    elif L_TOTAL.search(text) and not L_INVOICE_NO.fullmatch(text.strip()):
        line.tags.add("total")
    elif L_VAT.search(text) and _has_figure(text) and "supplier_id" not in line.tags:
        line.tags.add("vat")


def _has_figure(text: str) -> bool:
    """An amount, or digits enough for one that OCR broke ("70 ₪497"), beyond a rate ("18%") or a code
    ("TAX INVOICE SI25002210")."""
    return bool(amounts_in(text) or re.search(r"(?<![\w.,/-])\d{3,}(?![\w.,/-])", text))


def tags_of(text: str) -> set[str]:
    """The labels a piece of text carries (a cell of a line, say)."""
    line = Line(text, 0)
    _tag(line)
    return line.tags


# A company's id begins with 5; OCR reads that 5 as a section or a dollar sign ("§1-364885-7").
_FIVE_LOOKALIKE = re.compile(r"(?<![\d.,])[§$](?=\d[-.:\s]?\d{6}[-.:]?\d(?!\d))")


def tax_ids_in(text: str) -> list[str]:
    """The valid tax ids printed in ``text`` (the check digit decides), a leading 5 OCR misread too."""
    text = _FIVE_LOOKALIKE.sub("5", text)
    found = (
        re.sub(r"\D", "", m.group(0))
        for m in NINE_DIGITS.finditer(text)
        if not FOREIGN_VAT_PREFIX.search(text[: m.start()])
    )
    return [digits for digits in found if valid_tax_id(digits)]


def find_supplier_tax_id(lines: list[Line]) -> tuple[str | None, float]:
    """The valid number beside the supplier's own label (``ח.פ.``, ``עוסק מורשה``, ``Company No.``) in
    a cell outside the customer's block — whatever other labels share the line — or under it in a row of
    labels over their values, else an unlabelled valid number on a line that labels nothing else."""
    fallback: str | None = None
    # The customer's number, wherever else the page repeats it, is never the supplier's.
    customers = {digits for line in lines for digits in tax_ids_in(line.customers_part())}
    above = labels_above = ""  # the last printed line, and the one printed before the line read
    for line in lines:
        text = line.others_part()
        if line.text.strip():
            above, labels_above = line.text, above
        if not text:
            continue
        for label, cell in labelled(text, tax_ids_in, lambda c: supplier_id_label(c) is not None):
            if label and not L_CUSTOMER.search(label) and tax_ids_in(cell)[0] not in customers:
                return tax_ids_in(cell)[0], 0.97
        if (under := _under_label(labels_above, line)) and under not in customers:
            return under, 0.97
        tags = line.tags if text == line.text else tags_of(text)
        # A line that prints a phone, a bank or an order's number offers only an id in a company
        # number's dashed shape (51-414412-0): no phone or account looks like one with a valid check digit.
        shaped_only = bool(tags & {"bank", "allocation", "order", "phone"})
        labelled_other = labelled(text, tax_ids_in, _other_id)
        others = {d for label, cell in labelled_other if label for d in tax_ids_in(cell)}
        for digits in (d for d in tax_ids_in(text) if d not in customers | others):
            if shaped_only and digits not in shaped_ids(text):
                continue
            if "supplier_id" in tags:
                return digits, 0.97
            # A leading 0 is a phone's (03-5551234), unless printed as nine plain digits: a person's or an
            # exempt dealer's id.
            plain = re.search(rf"(?<!\d){digits}(?!\d)", text) is not None
            if fallback is None and (plain or not digits.startswith("0")):
                fallback = digits
    return (fallback, 0.6) if fallback else (None, 0.0)


def _under_label(labels: str, line: Line) -> str | None:
    """The valid id in ``line``'s cell that stands under a supplier-id label printed alone in the same
    column of the line above: a table of the company's details, its labels in a row over its values."""
    heads, values = columns(labels), columns(line.text)
    if line.customer or len(heads) != len(values) or len(heads) < 2:
        return None
    for head, value in zip(heads, values, strict=True):
        # The label alone over the number alone: a label with a number of its own (one OCR misread) is no
        # heading, and a cell that labels its number ("טל' 037013083") is not the id's value.
        alone = not re.search(r"\d", head) and not re.search(r"[^\d\s.:-]", value)
        ids = tax_ids_in(value)
        if alone and ids and supplier_id_label(head) and not L_CUSTOMER.search(head):
            return ids[0]
    return None


# A tax id as printed (51-414412-0, 12345678-9): a dealer's number, never a document's.
TAX_ID_SHAPE = re.compile(r"\d{2}-\d{6}-\d|\d{8}-\d")


def shaped_ids(text: str) -> set[str]:
    """The ids printed in ``text`` in a company number's dashed shape (``TAX_ID_SHAPE``)."""
    return {re.sub(r"\D", "", m.group(0)) for m in TAX_ID_SHAPE.finditer(text)}


def _other_id(cell: str) -> bool:
    """Whether ``cell`` labels a number of something else: a contract, a meter, the customer's number in
    the supplier's books, or the document's own number (a nine-digit one may pass the check digit)."""
    if L_OTHER_ID.search(cell):
        return True
    number = L_DOCUMENT.search(cell)
    if number is None or supplier_id_label(cell) is not None:
        return False
    # The document's number label labels a nine-digit number only when no other number follows it: a
    # label with its own value ("חשבונית 1200") beside an id's cell is no label of that id.
    return not re.search(r"\d", NINE_DIGITS.sub("", cell[number.end() :]))


def find_allocation(lines: list[Line]) -> tuple[str | None, float]:
    for line in lines:
        if "allocation" in line.tags:
            match = re.search(r"(?<!\d)(\d{9})(?!\d)", re.sub(r"(?<=\d)[\s-](?=\d)", "", line.text))
            if match:
                return match.group(1), 0.95
    return None, 0.0


def _date_kind(label: str) -> str | None:
    """What a date beside this label is: the due date, another date (order, delivery, print), the
    invoice's date, or None when the label names no date."""
    if L_DUE.search(label):
        return "due"
    if L_OTHER_DATE.search(label):
        return "other"
    if L_VALUE_DATE.search(label):
        return "value"
    return "date" if L_DATE.search(label) else None


def _cell_dates(cell: str) -> list[tuple[int, date]]:
    """The dates of a cell; beside a date's label also one OCR split (year first) or misread."""
    return dates_in(cell) or ((split_dates(cell) or lookalike_dates(cell)) if _date_kind(cell) else [])


def _dated_cells(text: str, above: list[str]) -> list[tuple[str | None, date]]:
    """(kind, date) for each date of the line, by the label of its own cell, a neighbouring cell, or
    the cell printed above it in a line of labels alone."""
    found: list[tuple[str | None, date]] = []
    pairs = labelled(text, _cell_dates, lambda c: _date_kind(c) is not None)
    for position, (label, cell) in enumerate(pairs):
        if not label and len(above) == len(pairs):
            label = above[position]
        dated = _cell_dates(cell)
        if len(dated) > 1 and label == cell:
            # Several labelled dates in one cell: each date's label is the text just before it.
            starts = [start for start, _ in dated] + [len(cell)]
            previous = 0
            for (start, day), _ in zip(dated, starts[1:], strict=False):
                found.append((_date_kind(cell[previous:start]), day))
                previous = start + 1
            continue
        found.extend((_date_kind(label), day) for _, day in dated)
    return found


def find_dates(lines: list[Line]) -> tuple[date | None, float, date | None, float]:
    invoice: date | None = None
    due: date | None = None
    invoice_conf = due_conf = 0.0
    unlabelled: list[date] = []
    valued: list[date] = []  # dates under a value date's label: the document's only when none is named
    above: list[str] = []
    for line in lines:
        text = year_rejoined(line.text)
        if not dates_in(text) and not any(_cell_dates(cell) for cell in cells(text)):
            parts = cells(text)
            above = parts if parts and all(_date_kind(c) for c in parts) else []
            continue
        for kind, day in _dated_cells(text, above):
            if kind == "due" and due is None:
                due, due_conf = day, 0.95
            elif kind == "date" and invoice is None:
                invoice, invoice_conf = day, 0.95
            elif kind is None:
                unlabelled.append(day)
            elif kind == "value":
                valued.append(day)
        above = []
    if invoice is None and valued:
        invoice, invoice_conf = valued[0], 0.8
    if invoice is None and unlabelled:
        invoice, invoice_conf = min(unlabelled), 0.5
    if due is not None and invoice is not None and due < invoice:
        due_conf = 0.5
    return invoice, invoice_conf, due, due_conf


L_CURRENCY = re.compile(r"(?<![\u05d0-\u05ea])(currency|מטבע)(?![\u05d0-\u05ea])", re.I)


def _marks(text: str) -> list[str]:
    text = MISREAD_MARK.sub("", text)
    return [code for pattern, code in CURRENCY_MARKS if pattern.search(text)]


def find_currency(lines: list[Line], total: Decimal | None = None) -> tuple[str | None, float]:
    """The currency the page names as such (``Currency: USD``, ``מטבע: ש"ח``, ``USD מטבע``), else the one
    printed beside the total chosen (not a conversion printed below it), else the one printed most."""
    for line in lines:
        for label, cell in labelled(line.text, _marks, lambda c: bool(L_CURRENCY.search(c))):
            named = L_CURRENCY.search(cell)
            value = cell[named.end() :] if named else cell
            if named and not _marks(value):
                value = cell[: named.start()]  # a Hebrew line in display order: the value left of its label
            if label and _marks(value):
                return _marks(value)[0], 0.99
    totalled = [line for line in lines if "total" in line.tags and _marks(line.text)]
    if total is not None:
        own = [line for line in totalled if total in amounts_in(line.text) or -total in amounts_in(line.text)]
        totalled = own or totalled
    if totalled:
        return _marks(totalled[0].text)[0], 0.97
    # A mark counts beside an amount only: a speck OCR read as "£" is no currency.
    priced = MISREAD_MARK.sub("", "\n".join(line.text for line in lines if amounts_in(line.text)))
    counts = {code: len(pattern.findall(priced)) for pattern, code in CURRENCY_MARKS}
    best = max(counts, key=lambda c: counts[c])
    if counts[best]:
        return best, 0.85
    return "ILS", 0.4


def cut_name(text: str) -> str:
    if span := supplier_id_label(text):
        text = text[: span[0]]
    text = re.sub(r"[|,;:\-–]+\s*$", "", text.strip())
    return _trim_debris(re.sub(r"\s{2,}", " ", text).strip())[:200]


_HEBREW_LETTER = re.compile("[\u05d0-\u05ea]")


def _is_debris(token: str, hebrew_name: bool) -> bool:
    """A token OCR made of specks at a line's edge: one character, no letter or digit at all, or a
    stray Latin pair beside a Hebrew name, with the quotes and dots of an acronym the Latin model read
    (``בע"מ`` as ``"ya``)."""
    if len(token) < 2 or not any(c.isalnum() for c in token):
        return True
    kept = token.strip("\"'.,`")
    return hebrew_name and len(kept) <= 2 and token.isascii()


def _trim_debris(name: str) -> str:
    tokens = name.split()
    hebrew_name = bool(_HEBREW_LETTER.search(name))
    while tokens and _is_debris(tokens[0], hebrew_name):
        tokens.pop(0)
    while tokens and _is_debris(tokens[-1], hebrew_name):
        tokens.pop()
    if tokens:
        # A period or stray mark glued to the last Hebrew word ("השרון.") is not part of the name;
        # a geresh is ("ושות'").
        tokens[-1] = _MISREAD_FORM.sub(r"\1מ", re.sub(r"(?<=[\u05d0-\u05ea])[.,|_=~]+$", "", tokens[-1]))
    return " ".join(tokens)


# The company form בע"מ ending a name, its last letter misread (בע"ת, בע"ט): no other word has its shape.
_MISREAD_FORM = re.compile("^(בע[\"'״׳])[\u05d0-\u05ea]$")
