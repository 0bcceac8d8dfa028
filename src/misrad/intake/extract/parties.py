"""The supplier's name: every cell of the page a candidate, scored as a bookkeeper would look for it.

A page prints two parties. The customer's block follows its label (``לכבוד``, ``לקוח``, ``Bill to``)
and is never the supplier. The supplier's name is short print at the top (or in the footer), often with
a company form (``בע"מ``, ``Ltd.``), next to the supplier's own tax id label; it is not a label, a date,
an amount, an address, a phone or a table row. Candidates are cells (text pieces a column gap apart),
so a name printed on the same line as the document's title or number is still found.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field, replace
from difflib import SequenceMatcher

from misrad.intake.extract.cells import cells, columns
from misrad.intake.extract.fields import Line, cut_name, tax_ids_in
from misrad.intake.extract.labels import (
    L_CUSTOMER,
    L_INVOICE_NO,
    L_NAME,
    L_SUPPLIER_NAME,
    TITLE_WORDS,
    customer_label_end,
)
from misrad.intake.extract.values import amounts_in, dates_in

COMPANY_FORM = re.compile(
    r"(בע[\"'״׳]?מ|ושות[\"'״׳]?|\b(?:ltd|limited|inc|llc|gmbh|corp|co)\b\.?)",
    re.IGNORECASE,
)
# A cell of a company's form alone, its registration year before it too ("(1991) בע"מ"): a name's end.
_FORM_CELL = re.compile(rf"(?:[(]?(?:19|20)\d\d[)]?\s*)?{COMPANY_FORM.pattern}", re.IGNORECASE)
_HE_START, _HE_END = "(?<![\u05d0-\u05ea])", "(?![\u05d0-\u05ea])"
# "טל" bare is a name as often as a phone's label (Tal): the label is marked ("טל'", "טל:") or
# precedes a number.
_NOT_A_NAME_HE = (
    "רח['׳]|רחוב|ת\\.ד|ד\\.נ|עמוד|תאריך|טל(?:['׳.:]|(?=\\s*\\+?\\d))|טלפון|"
    "פקס|נייד|בנק|סניף|מק[\"'״׳]ט|תיאור|כמות|מחיר|סכום|"
    "מע[\"'״׳]מ|סה[\"'״׳]כ|מקור|העתק|הזמנה|תנאי|שוטף|הופק|הודפס|חתימה|פירוט|שעת|יחידה|ע[\"'״׳]י"
)
NOT_A_NAME = re.compile(
    rf"({_HE_START}[ובהלמשכ]?(?:{_NOT_A_NAME_HE}){_HE_END}|"
    r"\bstreet\b|\broad\b|\brd\b|\bst\.|@|www\.|https?:|\.co\.il|\.com|\bpage\b|\bdate\b|\btel\s*[:.+\d]|"
    r"\bphone\b|\bfax\b|\bbank\b|\biban\b|\bswift\b|\bqty\b|\bquantity\b|\bprice\b|\bdescription\b|"
    r"\bamount\b|\bvat\b|\btotal\b|\boriginal\b|\bcopy\b|\border\b|\bterms\b|\bscan\b|\bsignature\b|"
    r"\bprinted\s+by\b|[|₪$€])",
    re.IGNORECASE,
)
LETTERS = re.compile(r"[A-Za-z\u05d0-\u05ea]")
# A line whose words of two letters or digits are fewer than this share of its tokens is OCR debris.
_WORDED_SHARE = 0.4


@dataclass(frozen=True)
class Candidate:
    name: str
    score: float
    line: int
    block: float = 0.0  # what the party block around it added to (or took from) its score
    scraps: bool = False  # OCR's scraps of a logo or a stamp (_Reading.scraps)
    cut: bool = False  # _Reading.cut


def _cells(line: Line) -> list[str]:
    """The line's cells, a company form that OCR set a column gap apart ("חומרי בניין   בע"מ", also with
    its registration year: "ריהוט משרדי   (1991) בע"מ") joined back onto the name before it."""
    joined: list[str] = []
    for cell in cells(line.text):
        if joined and _FORM_CELL.fullmatch(cell):
            joined[-1] = f"{joined[-1]} {cell}"
        else:
            joined.append(cell)
    return joined


def _split_parties(lines: list[Line]) -> list[tuple[list[str], list[str]]]:
    """Each line's cells as (may hold the supplier, the customer's): the customer's label's line from the
    label on (up to a supplier's heading beside it), the customer's column of lines that print the two
    parties' boxes side by side (``classify`` found it), else a customer's whole line."""
    result: list[tuple[list[str], list[str]]] = []
    for line in lines:
        parts = _cells(line)
        labels = [i for i, cell in enumerate(parts) if customer_label_end(cell) is not None]
        if labels and line.customer:
            after = [i for i in range(labels[0] + 1, len(parts)) if SUPPLIER_HEADING.match(parts[i])]
            stop = after[0] if after else len(parts)
            result.append((parts[: labels[0]] + parts[stop:], parts[labels[0] : stop]))
        elif line.customer_column is not None:
            result.append((_cells(Line(line.others_part(), line.index)), [line.customers_part()]))
        elif line.customer:
            result.append(([], parts))
        else:
            result.append((parts, []))
    return result


# A column's heading that names the supplier's box ("ספק", "Supplier:", "From"): the name under it is the
# supplier's, as one beside ``L_SUPPLIER_NAME`` is.
SUPPLIER_HEADING = re.compile(
    r"^(?:(?:פרטי\s+)?(?:ה?ספק|העסק|המוכר|נותן\s+השירות)|מאת|(?:supplier|vendor|seller)(?:\s+details)?|from)\s*:?$",
    re.IGNORECASE,
)


def _under_heading(lines: list[Line]) -> dict[int, str]:
    """{line: the cell that stands under a supplier's heading}: the column of the heading's cell on the
    next printed line that has as many columns."""
    found: dict[int, str] = {}
    for index, line in enumerate(lines):
        heads = [i for i, cell in enumerate(columns(line.text)) if SUPPLIER_HEADING.match(cell)]
        below = next((j for j in range(index + 1, len(lines)) if lines[j].text.strip()), None)
        if heads and below is not None:
            under = columns(lines[below].text)
            if len(under) == len(columns(line.text)):
                found[below] = under[heads[0]]
    return found


# A street address: a house number before the street ("12 Hamasger St") or before the town ("הרצל 12, חיפה").
ADDRESS = re.compile(r"^\d+[\s,]|\D\s\d{1,4}\s*,\s*\D|\bst\b", re.IGNORECASE)
# Words of NOT_A_NAME that a trade's name may hold past its first word ("נגריית האורן - רהיטים בהזמנה").
_TRADE_WORD = re.compile(r"הזמנה|מקור|יחידה|order|original", re.IGNORECASE)
# Words a capitalised name still prints in lower case ("House of Cards", "Smith and Sons").
_SMALL_WORDS = {"of", "and", "the", "for", "de", "la", "von", "van", "by", "on", "at", "in"}
# A number OCR read in place of a name's last word (a shadow over it), or printed after it: not the name.
# The document's title printed so close after a Latin name that no column gap parts them ("Maple Medical Ltd
# COMMERCIAL INVOICE"): set in capitals, cut off when a name of two words or more stays.
_TRAILING_TITLE = re.compile(r"\s+(?:(?:TAX|COMMERCIAL|PROFORMA)\s+)?(?:INVOICE|RECEIPT|CREDIT\s+NOTE)\s*$")
_TRAILING_NUMBER = re.compile(r"\s+\d{4,}$")
# Its brackets as OCR may give them in a right-to-left line: drawn, not meant (")2011(").
_REGISTRATION_YEAR = re.compile(r"[()](?:19|20)\d\d[()]")
# "8 Harakevet, Haifa": a house number, a street and a town, the number short enough to pass for a speck.
_HOUSE_FIRST = re.compile(r"\s*\d{1,4}\s+[^,\d]+,\s*\w")
_BRACKETED = re.compile(r"[(\[][^()\[\]]+[)\]]")
# "מס" bare as a name's last word after another is the trade's tax ("ייעוץ מס", "יועצי מס"): the number's
# abbreviation ("מס'") precedes what it numbers.
_TAX_WORD = re.compile(r"(?<=[\u05d0-\u05ea] )מס$")


@dataclass(frozen=True)
class _Reading:
    """A cell read as a name, with what the reading cost: words a label or a table head uses inside it,
    a number cut off its end, cells a column gap apart joined."""

    name: str
    doubt: float = 0.0
    scraps: bool = False  # what OCR makes of a logo or a stamp: not a name that heads the page
    cut: bool = False  # its last word was a number OCR read in its place: a fuller print may exist


def _plain_name(cell: str) -> str | None:
    """The cell as a name, or None when it cannot be one."""
    reading = _read_name(cell)
    return reading.name if reading else None


def _past_label(cell: str) -> str:
    """The cell past a name's label as printed, or past one after a speck OCR read before it ("© שם:")."""
    if labelled := L_SUPPLIER_NAME.match(cell) or L_NAME.match(cell):
        return cell[labelled.end() :]
    trimmed = cut_name(cell)
    if labelled := L_NAME.match(trimmed):
        return trimmed[labelled.end() :]
    return cell


def _no_name(name: str, words: list[str], cell: str) -> bool:
    """Whether what is left of the cell cannot be a name: too short or long, a company's form alone,
    OCR's debris, a figure, a date, an address, a title, a label."""
    if len(LETTERS.findall(name)) < 3 or len(name) > 80 or COMPANY_FORM.fullmatch(name):
        return True  # a company's form alone ("בע\"מ") is what is left of a name OCR lost
    if not any(len(LETTERS.findall(w)) >= 3 for w in words) or len(name.replace(" ", "")) < 2.5 * len(words):
        return True  # OCR debris: short scraps of letters
    # A company registered again under an old name carries the year in brackets ("(2011) בע"מ"): its
    # digits are the name's, not a figure's.
    digits = sum(c.isdigit() for c in _REGISTRATION_YEAR.sub("", name))
    # The address as printed, too: a house number that reads as a speck is cut from the name before it.
    if digits > 3 or dates_in(name) or amounts_in(name) or ADDRESS.search(name) or _HOUSE_FIRST.match(cell):
        return True
    numbered = L_INVOICE_NO.search(_TAX_WORD.sub("", name))
    return bool(TITLE_WORDS.match(name) or L_CUSTOMER.search(name) or numbered or ":" in name)


def _read_name(cell: str) -> _Reading | None:
    if SUPPLIER_HEADING.match(cell):
        return None  # the heading of the supplier's box ("פרטי הספק", "מאת"): the name stands under it
    cell = _past_label(cell)  # what follows is judged without the label (a house number first, say)
    name = cut_name(cell)
    doubt = 0.0
    cut = False
    if (title := _TRAILING_TITLE.search(name)) and len(name[: title.start()].split()) >= 2:
        name, doubt = name[: title.start()], 0.5
    if trailing := _TRAILING_NUMBER.search(name):
        if re.search(r"[:#]\s*$", name[: trailing.start()]):
            return None  # a label and its number ("PO Number: 407765502"), not a name OCR cut short
        name, doubt, cut = cut_name(name[: trailing.start()]), 0.5, True
    words = name.split()
    if _no_name(name, words, cell):
        return None
    if _BRACKETED.fullmatch(name):
        doubt += 2.0  # an aside ("(copy)"), or OCR's reading of a mark: a name is not printed in brackets
    vetoes = list(NOT_A_NAME.finditer(name))
    if any(
        v.start() <= len(words[0]) or len(words) < 3 or not _TRADE_WORD.search(v.group(0)) for v in vetoes
    ):
        return None  # a label, a table head, a phone, a printer's "ע"י": where it stands, not a name
    if vetoes:
        doubt += 2.0  # a word of trade inside a name ("רהיטים בהזמנה") is rare, not impossible
    if any(re.match(r"[a-z]{2}", w) and w not in _SMALL_WORDS for w in words):
        # A name's Latin words are capitalised; OCR's scraps of a stamp are not ("ro Stir").
        return _Reading(name, doubt + 1.5, scraps=True, cut=cut)
    return _Reading(name, doubt, cut=cut)


def _customer_names(split: list[tuple[list[str], list[str]]]) -> set[str]:
    names: set[str] = set()
    for _, customer in split:
        for cell in customer:
            name = _plain_name(L_CUSTOMER.sub("", cell).strip(" :"))
            if name:
                names.add(name)
    return names


def _id_lines(
    lines: list[Line], supplier_id: str | None, customer_id: str | None = None
) -> tuple[set[int], set[int]]:
    """(lines that print the supplier's own tax id, lines that print another party's): the blocks of
    the two parties. Without a supplier id chosen, any supplier-id label outside the customer's block."""
    own: set[int] = set()
    other: set[int] = set()
    for position, line in enumerate(lines):
        ids = set(tax_ids_in(line.text))
        if customer_id is not None and customer_id in ids:
            other.add(position)
        elif supplier_id is not None and supplier_id in ids:
            own.add(position)
        elif ids and (supplier_id is not None or line.customer):
            other.add(position)
        elif "supplier_id" in line.tags and not line.customer:
            # A company-id label beside no valid id: the supplier's when no id was found, else another
            # party's whose number OCR broke (its own label lost: "NI?" for "לכבוד:").
            (own if supplier_id is None else other).add(position)
    return own, other


def _near(position: int, marked: set[int], blocks: _Blocks) -> bool:
    """Whether a marked line is within four printed (non-blank) lines after ``position`` or one before:
    a party's name heads its block (a line of trade, an address, a phone), its tax id follows. Below the
    totals only the footer's own line or the one under it: what a stamp or a signature leaves above the
    footer, or the program's imprint below it, heads nothing."""
    printed = blocks.printed
    rank = printed.index(position) if position in printed else -1
    footer = blocks.totals_end is not None and position > blocks.totals_end
    window = printed[rank if footer else max(0, rank - 1) : rank + (2 if footer else 5)] if rank >= 0 else []
    return any(p in marked for p in window)


def _block(index: int, blocks: _Blocks) -> float:
    if _near(index, blocks.own, blocks):
        return 2.0
    return -1.0 if _near(index, blocks.other, blocks) else 0.0  # heads another party's block


def _score(name: str, line: Line, index: int, rank: int, blocks: _Blocks) -> float:
    score = _block(index, blocks)
    if COMPANY_FORM.search(name):
        score += 3.0
    if L_SUPPLIER_NAME.match(line.text) or name in blocks.headed.get(index, "\n"):
        score += 3.0
    # The supplier heads the page: the first names printed, whatever debris OCR put above them.
    score += 1.5 if rank == 0 else 1.0 if rank == 1 else 0.5 if index < 8 else 0.0
    if 2 <= len(name.split()) <= 6:
        score += 0.5
    elif len(name.split()) > 6:
        score -= 1.5  # a sentence, not a name
    return score


@dataclass(frozen=True)
class _Blocks:
    own: set[int]
    other: set[int]
    printed: list[int]  # the lines that are not blank
    totals_end: int | None = None  # the last line of the totals: below it the footer
    headed: dict[int, str] = field(default_factory=dict)  # cells under a supplier's heading (_under_heading)


def find_supplier_name(
    lines: list[Line], supplier_id: str | None = None, customer_id: str | None = None
) -> tuple[str | None, float]:
    """(name, confidence): the best-scored cell of the first page that is not the customer's (nor in the
    block of ``customer_id``, an id known to be the customer's)."""
    first_page = []
    for line in lines:
        if "\f" in line.text:
            break
        first_page.append(line)
    split = _split_parties(first_page)
    customers = _customer_names(split)
    own, other = _id_lines(first_page, supplier_id, customer_id)
    printed = [i for i, line in enumerate(first_page) if line.text.strip()]
    totals = [i for i, line in enumerate(first_page) if line.tags & {"total", "subtotal", "vat"}]
    blocks = _Blocks(own, other, printed, max(totals, default=None), _under_heading(first_page))
    hebrew_page = _hebrew_page(first_page)
    candidates: list[Candidate] = []
    for index, (line, (parts, _)) in enumerate(zip(first_page, split, strict=True)):
        if _not_a_name_line(line, parts):
            continue
        for reading in _readings(line, parts):
            if reading.name in customers:
                continue
            if hebrew_page and _mostly_latin(reading.name) and not COMPANY_FORM.search(reading.name):
                # Latin alone, or with a scrap of Hebrew OCR made of a mark: a logo
                reading = replace(reading, doubt=reading.doubt + 2.0, scraps=True)
            # The supplier heads the page: its rank counts the lines above that hold more than scraps.
            rank = len({c.line for c in candidates if not c.scraps})
            score = _score(reading.name, line, index, rank, blocks) - reading.doubt
            block = _block(index, blocks)
            candidates.append(Candidate(reading.name, score, index, block, reading.scraps, reading.cut))
    if not candidates:
        return None, 0.0
    # At equal evidence the upper print, and on one line the fuller name (a joined run over its cell).
    best = max(_with_twins(candidates), key=lambda c: (c.score, -c.line, len(c.name)))
    return best.name, _confidence(best, first_page)


def _not_a_name_line(line: Line, parts: list[str]) -> bool:
    if line.tags & {"total", "subtotal", "vat", "allocation"}:
        return True
    if line.tags & {"bank", "phone"} and len(parts) < 2:
        return True  # a phone or bank line; a footer of cells is read cell by cell
    return len(amounts_in(line.text)) >= 2 or _debris(line.text)  # a table row, or OCR's scraps


def _readings(line: Line, parts: list[str]) -> list[_Reading]:
    """Every cell that reads as a name, and (outside the customer's block) runs of two or three cells a
    column gap apart: OCR sets words of one name apart ("Brightline   Media Partners | Company No.")."""
    readings = [r for cell in parts if (r := _read_name(cell))]
    if line.customer:
        return readings
    for segment in re.split(r"\s*\|\s*", line.text):
        pieces = _cells(Line(segment, line.index))
        for start, length in itertools.product(range(len(pieces)), (2, 3)):
            run = pieces[start : start + length] if start + length <= len(pieces) else []
            r = _read_name(" ".join(run)) if run else None
            if r and r.name not in {x.name for x in readings}:
                readings.append(_Reading(r.name, r.doubt + 0.5))  # a single cell first, all else equal
    return readings


def _mostly_latin(name: str) -> bool:
    """Fewer Hebrew letters than Latin ones: on a Hebrew page, a logo's print (or OCR's scraps of one) more
    often than a name; a Hebrew name keeps a Latin word or two ("סייבר-נט פתרונות IT")."""
    return len(_HEBREW.findall(name)) < len(re.findall("[A-Za-z]", name))


def _hebrew_page(page: list[Line]) -> bool:
    hebrew = sum(len(_HEBREW.findall(line.text)) for line in page)
    latin = sum(len(re.findall("[A-Za-z]", line.text)) for line in page)
    return hebrew > 2 * latin


def _debris(text: str) -> bool:
    """A line OCR made of a photo's edge, a logo or a stamp: mostly scraps of one letter or mark, among
    which a scrap of three letters ("nie", "Isa") would otherwise head the page as its first name."""
    tokens = text.split()
    worded = [t for t in tokens if sum(c.isalnum() for c in t) >= 2]
    return len(tokens) >= 4 and len(worded) < _WORDED_SHARE * len(tokens)


def _twins(a: str, b: str) -> bool:
    """Whether ``b`` prints the name ``a`` again, up to a letter or two OCR misread, or with part of it
    lost to a stain or a fold (the footer's "- עיצוב גרפי" of the letterhead's "סטודיו לימון - עיצוב
    גרפי"; the part is not the name's twin: only the fuller print gains)."""
    if a == b or _part_of(b, a):
        return True
    letters_a, letters_b = set(a), set(b)
    if len(letters_a & letters_b) < 0.7 * len(letters_a | letters_b):
        return False  # cheap: most pairs share too few letters to be one name
    matcher = SequenceMatcher(None, a, b, autojunk=False)
    return matcher.real_quick_ratio() >= 0.8 and matcher.quick_ratio() >= 0.8 and matcher.ratio() >= 0.8


def _part_of(part: str, whole: str) -> bool:
    """Whether ``part`` is two or more whole words of ``whole`` in a row, six letters or more."""
    words, of = _WORDS.findall(part), _WORDS.findall(whole)
    if len(words) < 2 or len(words) >= len(of) or sum(len(w) for w in words) < 6:
        return False
    return any(of[i : i + len(words)] == words for i in range(len(of) - len(words) + 1))


_WORDS = re.compile(r"[\w\"'״׳]+")


def _brand_of(brand: Candidate, full: Candidate) -> bool:
    """Whether ``brand`` is the first word(s) of the name ``full`` prints just under it: a logo or a
    trading name set large over the legal name in small print. The legal name takes its evidence (the
    top of the page), as a name cut short gives it to its fuller print."""
    words, of = _WORDS.findall(brand.name), _WORDS.findall(full.name)
    return 0 < full.line - brand.line <= _BRAND_REACH and len(words) < len(of) and of[: len(words)] == words


_BRAND_REACH = 3  # lines: the legal name is printed right under its brand (OCR may put a blank between)


def _with_twins(candidates: list[Candidate]) -> list[Candidate]:
    """A name printed twice (the letterhead and the footer) is the page's own: each print gains, and
    takes its twin's party block (the footer prints the tax id, the letterhead the name as set). A name
    whose last word OCR lost (``cut``) gives its evidence to a fuller print of it elsewhere."""
    result = []
    for c in candidates:
        twins = [
            d
            for d in candidates
            if d.line != c.line and _twins(c.name, d.name) and not _part_of(c.name, d.name)
        ]
        cut = [d.score + 0.25 for d in candidates if d.cut and d.line != c.line and _part_of(d.name, c.name)]
        cut += [d.score + 0.25 for d in candidates if _brand_of(d, c)]
        score = max([c.score, *cut])
        if not twins:
            result.append(replace(c, score=score))
            continue
        block = max(c.block, *(d.block for d in twins))
        result.append(replace(c, score=score + 1.0 + block - c.block, block=block))
    return result


_HEBREW = re.compile("[\u05d0-\u05ea]")


def _confidence(best: Candidate, page: list[Line]) -> float:
    """How sure the choice is, by its score. A name with no Hebrew letter and no company form on a
    Hebrew page is most often OCR debris: a reading problem to look at."""
    confidence = 0.95 if best.score >= 4 else 0.8 if best.score >= 2.5 else 0.6
    if _hebrew_page(page) and not _HEBREW.search(best.name) and not COMPANY_FORM.search(best.name):
        confidence = min(confidence, 0.5)
    return confidence
