"""The supplier's name: every cell of the page a candidate, scored as a bookkeeper would look for it.

A page prints two parties. The customer's block follows its label (``לכבוד``, ``לקוח``, ``Bill to``)
and is never the supplier. The supplier's name is short print at the top (or in the footer), often with
a company form (``בע"מ``, ``Ltd.``), next to the supplier's own tax id label; it is not a label, a date,
an amount, an address, a phone or a table row. Candidates are cells (text pieces a column gap apart),
so a name printed on the same line as the document's title or number is still found.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from misrad.intake.extract.fields import Line, cut_name
from misrad.intake.extract.labels import L_CUSTOMER, L_INVOICE_NO, L_SUPPLIER_NAME, TITLE_WORDS
from misrad.intake.extract.values import amounts_in, dates_in

COMPANY_FORM = re.compile(
    r"(בע[\"'״׳]?מ|ושות[\"'״׳]?|\b(?:ltd|limited|inc|llc|gmbh|corp|co)\b\.?)",
    re.IGNORECASE,
)
_HE_START, _HE_END = "(?<![\u05d0-\u05ea])", "(?![\u05d0-\u05ea])"
_NOT_A_NAME_HE = (
    "רח['׳]|רחוב|ת\\.ד|ד\\.נ|עמוד|תאריך|טל['׳]?|טלפון|פקס|נייד|בנק|סניף|מק[\"'״׳]ט|תיאור|כמות|מחיר|סכום|"
    "מע[\"'״׳]מ|סה[\"'״׳]כ|מקור|העתק|הזמנה|תנאי|שוטף|הופק|הודפס|חתימה|פירוט|שעת|יחידה"
)
NOT_A_NAME = re.compile(
    rf"({_HE_START}[ובהלמשכ]?(?:{_NOT_A_NAME_HE}){_HE_END}|"
    r"\bstreet\b|\broad\b|\brd\b|\bst\.|@|www\.|https?:|\.co\.il|\.com|\bpage\b|\bdate\b|\btel\s*[:.+\d]|"
    r"\bphone\b|\bfax\b|\bbank\b|\biban\b|\bswift\b|\bqty\b|\bquantity\b|\bprice\b|\bdescription\b|"
    r"\bamount\b|\bvat\b|\btotal\b|\boriginal\b|\bcopy\b|\border\b|\bterms\b|\bscan\b|\bsignature\b|[|₪$€])",
    re.IGNORECASE,
)
LETTERS = re.compile(r"[A-Za-z\u05d0-\u05ea]")
CELL_BREAK = re.compile(r"\s{3,}")


@dataclass(frozen=True)
class Candidate:
    name: str
    score: float
    line: int


def _cells(line: Line) -> list[str]:
    return [c.strip() for c in CELL_BREAK.split(line.text) if c.strip()]


def _plain_name(cell: str) -> str | None:
    """The cell as a name, or None when it cannot be one."""
    labelled = L_SUPPLIER_NAME.match(cell)
    if labelled:
        cell = cell[labelled.end() :]
    name = cut_name(cell)
    if len(LETTERS.findall(name)) < 3 or len(name) > 80:
        return None
    words = name.split()
    if not any(len(LETTERS.findall(w)) >= 3 for w in words) or len(name.replace(" ", "")) < 2.5 * len(words):
        return None  # OCR debris: short scraps of letters
    digits = sum(c.isdigit() for c in name)
    if digits > 3 or dates_in(name) or amounts_in(name):
        return None
    if TITLE_WORDS.match(name) or NOT_A_NAME.search(name) or L_CUSTOMER.search(name):
        return None
    if L_INVOICE_NO.search(name) or ":" in name:
        return None
    return name


def _customer_names(lines: list[Line]) -> set[str]:
    names: set[str] = set()
    for line in lines:
        if line.customer:
            for cell in _cells(line):
                cell = L_CUSTOMER.sub("", cell).strip(" :")
                name = _plain_name(cell)
                if name:
                    names.add(name)
    return names


def _score(name: str, line: Line, index: int, lines: list[Line]) -> float:
    score = 0.0
    if COMPANY_FORM.search(name):
        score += 3.0
    near = lines[max(0, index - 2) : index + 3]
    if any("supplier_id" in other.tags and not other.customer for other in near):
        score += 2.0
    if L_SUPPLIER_NAME.match(line.text):
        score += 3.0
    score += 1.5 if index < 3 else 1.0 if index < 8 else 0.0
    if 2 <= len(name.split()) <= 6:
        score += 0.5
    elif len(name.split()) > 6:
        score -= 1.5  # a sentence, not a name
    return score


def find_supplier_name(lines: list[Line]) -> tuple[str | None, float]:
    """(name, confidence): the best-scored cell of the first page that is not the customer's."""
    first_page = []
    for line in lines:
        if "\f" in line.text:
            break
        first_page.append(line)
    customers = _customer_names(first_page)
    candidates: list[Candidate] = []
    for index, line in enumerate(first_page):
        if line.customer or line.tags & {"bank", "phone", "total", "subtotal", "vat", "allocation"}:
            continue
        if len(amounts_in(line.text)) >= 2:
            continue  # a table row
        for cell in _cells(line):
            name = _plain_name(cell)
            if name and name not in customers:
                candidates.append(Candidate(name, _score(name, line, index, first_page), index))
    if not candidates:
        return None, 0.0
    best = max(candidates, key=lambda c: (c.score, -c.line))
    confidence = 0.95 if best.score >= 4 else 0.8 if best.score >= 2.5 else 0.6
    return best.name, confidence
