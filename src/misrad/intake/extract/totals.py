"""Subtotal, VAT and total chosen together, as a bookkeeper checks them.

Every amount of the page is a candidate for each of the three, scored by the labels of its line (a
``סה"כ לפני מע"מ`` line is a good subtotal and a poor total; a bare ``סה"כ`` can be either; a
``לתשלום`` line is the total). Of the combinations that satisfy subtotal + VAT = total at a rate that
can be in force — the rate on the invoice's date, a rate printed beside the VAT label, or 0% for an
exempt dealer (``עוסק פטור``) or a foreign supplier's reverse charge — the best-scored wins: labels
that fit, the three in page order, the lines' sum equal to the subtotal, and the total near the bottom.
A credit note's figures are negative whether or not the page prints the minus sign.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from misrad.core.money import round_agorot
from misrad.intake.extract.cells import cells, labelled
from misrad.intake.extract.fields import Line, tags_of
from misrad.intake.extract.labels import L_VAT, PAY_WORD, VAT_WORD
from misrad.intake.extract.values import CENT, amounts_in, digits_apart, rates_ever, tolerant_amounts

_Q = "[\"'״׳]?"
# Wordings that name the amount to pay (as opposed to a bare "total", which some pages print for the net).
STRONG_TOTAL = re.compile(
    rf"({PAY_WORD}|כולל\s+{VAT_WORD}|grand\s+total|total\s+due|amount\s+due|balance\s+due|total\s+(?:incl|including)|"
    r"amount\s+payable|total\s+payable)",
    re.I,
)
# A supplier that charges no VAT says so on the page.
EXEMPT = re.compile(
    rf"(עוסק\s+פטור|פטור\s+ממע{_Q}מ|reverse\s+charge|vat\s+exempt|exempt\s+from\s+vat|tax\s+not\s+collected|"
    r"not\s+subject\s+to\s+vat|vat\s+not\s+applicable|zero[-\s]rated|osek\s+patur|exempt\s+dealer|"
    # The status printed before the dealer's own id, its first word garbled by OCR (``poy פטור 0212...``):
    # "פטור" straight before nine digits names no other exemption (``פטור מניכוי במקור`` is no id).
    r"פטור\s*[:.]?\s*\d(?:[-\s]?\d){8}(?!\d))",
    re.I,
)
CREDIT_NOTE = re.compile(r"(חשבונית\s+(?:מס\s+)?זיכוי|credit\s+note|credit\s+memo)", re.I)
# "מע"מ 17%", "VAT (18%)", and in a visual-order Hebrew line "%17".
PERCENT = re.compile(r"(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s*%|%\s*(\d{1,2}(?:[.,]\d{1,2})?)(?![\d.,])")
_SKIP = {"bank", "phone", "allocation", "carried"}


@dataclass(frozen=True)
class Figure:
    """An amount printed on the page, with how well its line's labels fit each of the three roles."""

    value: Decimal
    index: int
    subtotal: float
    vat: float
    total: float
    read: bool = True  # printed on the page (else followed from the other figures)


@dataclass(frozen=True)
class Totals:
    subtotal: Decimal
    vat: Decimal
    total: Decimal
    score: float
    followed: bool = False  # a figure OCR did not read was followed from the others


def figures(lines: list[Line], tolerant: bool = False) -> list[Figure]:
    """Every amount of the page with its line's role scores; ``tolerant`` adds, on lines labelled as
    one of the three, what OCR noise may have made of a figure (``tolerant_amounts``), a little less
    trusted than what is printed plainly."""
    found: list[Figure] = []
    for line in lines:
        for part in _parts(line):
            if part.tags & _SKIP and not part.tags & _ROLES:
                continue
            s, v, t = _role_scores(part)
            values = amounts_in(part.text)
            start = line.index * 100 + sum(1 for f in found if f.index // 100 == line.index)
            for order, value in enumerate(values, start=start):
                found.append(Figure(value, order, s, v, t))
            if tolerant and part.tags & _ROLES:
                for order, value in enumerate(tolerant_amounts(part.text), start=start + len(values)):
                    if value not in values:
                        found.append(Figure(value, order, s - 1, v - 1, t - 1))
    return found


_ROLES = {"total", "subtotal", "vat"}


def _parts(line: Line) -> list[Line]:
    """The line, or its cells each with its own labels when the line's cells carry different kinds of
    label: "לתשלום בהעברה: בנק ...   מע"מ 18%   1,382.89" is a bank cell beside a VAT figure, not a total.
    A figure's cell takes the labels of a neighbouring cell of labels alone (``cells.labelled``)."""
    if not line.tags & _ROLES or len(line.tags & (_ROLES | _SKIP)) < 2:
        return [line]
    if sum(1 for cell in cells(line.text) if _kinds(cell)) < 2:
        return [line]
    pairs = labelled(line.text, amounts_in, lambda c: bool(_kinds(c)))
    return [Line(cell, line.index, line.customer, _kinds(label)) for label, cell in pairs]


def _kinds(cell: str) -> set[str]:
    """The labels of a cell that matter to the totals, a VAT label whether or not its figure shares it."""
    kinds = tags_of(cell) & (_ROLES | _SKIP)
    if L_VAT.search(cell) and not kinds & {"total", "subtotal"} and "supplier_id" not in tags_of(cell):
        kinds.add("vat")
    return kinds


def _role_scores(line: Line) -> tuple[float, float, float]:
    """(subtotal, vat, total) fit of the line's labels."""
    if "subtotal" in line.tags:
        return 3.0, -1.0, -1.0
    if "vat" in line.tags:
        return -1.0, 3.0, -1.0
    if "total" in line.tags:
        return (-1.0, -1.0, 3.0) if STRONG_TOTAL.search(line.text) else (1.5, -1.0, 2.0)
    return 0.0, 0.0, 0.0


def candidate_rates(
    lines: list[Line], text: str, dated: Decimal, undated: bool = False
) -> list[tuple[Decimal, float]]:
    """(rate, prior): the rate in force on the date, a rate printed on a VAT line, 0% when exempt. When
    OCR lost the date (``undated``: ``dated`` is then only the latest rate), every rate ever in force
    too, a little less likely: which one held is for the page's own figures to tell."""
    rates: dict[Decimal, float] = {dated: 0.0}
    if undated:
        for rate in rates_ever():
            rates.setdefault(rate, -0.5)
    for line in lines:
        if "supplier_id" in line.tags or not L_VAT.search(line.text):
            continue  # a VAT line, whether or not its figure was read
        for match in PERCENT.finditer(line.text):
            try:
                printed = Decimal((match.group(1) or match.group(2)).replace(",", ".")) / 100
            except InvalidOperation:
                continue
            if printed <= Decimal("0.25"):
                rates[printed] = max(rates.get(printed, 0.0), 1.0)
    if EXEMPT.search(text):
        rates[Decimal(0)] = 1.0
    elif not any(rate > 0 for rate, prior in rates.items() if prior > 0):
        rates.setdefault(Decimal(0), -1.0)  # no VAT rate printed: perhaps none charged
    return list(rates.items())


def choose_totals(
    lines: list[Line],
    text: str,
    dated: Decimal,
    items_sum: Decimal | None,
    tolerant: bool = False,
    undated: bool = False,
) -> Totals | None:
    """The best-scored (subtotal, VAT, total) that adds up at a candidate rate, or None."""
    pool = figures(lines, tolerant)
    if items_sum and all(f.value != items_sum for f in pool):
        # The rows' own sum where OCR lost the printed subtotal: a candidate net (or, exempt, the total),
        # weakly founded; it wins only where the labelled figures do not add up without it.
        pool.append(Figure(items_sum, -1, 0.5, -1.0, 0.5, read=False))
    by_value: dict[Decimal, list[Figure]] = {}
    for figure in pool:
        by_value.setdefault(figure.value, []).append(figure)
    last = max((f.index for f in pool), default=1) or 1
    exempt = bool(EXEMPT.search(text))
    rates = candidate_rates(lines, text, dated, undated)
    best: Totals | None = None
    best_key: tuple[float, Decimal] | None = None
    for s in pool:
        if s.value == 0:
            continue
        for rate, prior in rates:
            for v, vat_value in _vat_figures(s, rate, by_value):
                for t in _near(s.value + vat_value, by_value) or _unread_total(s, v, vat_value, rate, prior):
                    score = _triple_score(s, v, t, rate, prior, exempt)
                    if score is None:
                        continue
                    score += _order_bonus(s, v, t) + t.index / last
                    if items_sum is not None and abs(items_sum) == abs(s.value):
                        score += 2.0
                    key = (score, abs(t.value))
                    if best_key is None or key > best_key:
                        best_key = key
                        best = Totals(s.value, vat_value, t.value, score, not (s.read and t.read))
    return best


def _triple_score(
    s: Figure, v: Figure | None, t: Figure, rate: Decimal, prior: float, exempt: bool
) -> float | None:
    """How well a subtotal, VAT (None: not printed) and total found for ``rate`` make an invoice's
    totals, or None when they cannot: one figure in two roles, signs that differ, no VAT without a reason
    (exempt or zero-rated), a VAT left unprinted where it does not follow from the other two's order.
    Their order on the page is scored by the caller."""
    if (t is s and rate != 0) or (v is not None and v.value != 0 and v in (s, t)):
        return None
    if (s.value > 0) != (t.value > 0):
        return None
    if rate == 0 and not exempt and not _zero_rated(s, v, t):
        return None
    score = s.subtotal + t.total + prior + (v.vat if v is not None else 0.0)
    if rate != 0 and v is None:
        if not _vat_follows(s, t):
            return None
        score -= 2.0
    if t is s:
        score -= 1.0
    return score


def repaired_totals(lines: list[Line], text: str, dated: Decimal, undated: bool = False) -> Totals | None:
    """The three when nothing printed adds up and OCR misread digits of a handwritten or faint VAT and
    total (``256.10`` and ``1,966.90`` for 256.70 and 1,766.70): a labelled net, and the VAT and total
    its arithmetic gives, each within a digit or two of the labelled figures printed below it (the VAT
    within one, the total within two: both must point there). Fewest digits changed wins. A VAT figure
    right at a rate ever in force is as printed (the date, not the VAT, may be what was misread)."""
    pool = figures(lines)
    ever = rates_ever()
    nets = [f for f in pool if f.subtotal >= 1.5 and f.value]
    vats = [f for f in pool if f.vat >= 3]
    totals = [f for f in pool if f.total >= 2]
    best: tuple[int, float] | None = None
    found: Totals | None = None
    for s in nets:
        for rate, prior in candidate_rates(lines, text, dated, undated):
            vat = round_agorot(s.value * rate)
            for v in (v for v in vats if v.index > s.index and digits_apart(v.value, vat) <= 1):
                if any(round_agorot(s.value * r) == v.value for r in ever):
                    continue
                for t in (t for t in totals if t.index > v.index):
                    edits = digits_apart(v.value, vat) + digits_apart(t.value, s.value + vat)
                    if rate == 0 or not 0 < edits <= 3 or digits_apart(t.value, s.value + vat) > 2:
                        continue
                    key = (-edits, prior + s.subtotal + t.total)
                    if best is None or key > best:
                        best, found = key, Totals(s.value, vat, s.value + vat, key[1], followed=True)
    return found


def cut_short_totals(lines: list[Line], text: str, dated: Decimal, undated: bool = False) -> Totals | None:
    """The three when a fax or a faint scan dropped the leading digits of the VAT figure ("5.60" for
    3,585.60) and the amount to pay was not read: a labelled net, and below it a labelled VAT figure
    whose digits (three at least, agorot included) are the tail of the net times a candidate rate. The
    VAT and the total then follow from the net. Only the rate of the date (or one printed on the page)
    is tried: a tail of three digits landing on some rate by chance is what this must not take."""
    pool = figures(lines)
    nets = [f for f in pool if f.subtotal >= 1.5 and f.value > 0]
    vats = [f for f in pool if f.vat >= 3 and f.value > 0]
    found: Totals | None = None
    for s in nets:
        for rate, prior in candidate_rates(lines, text, dated, undated):
            vat = round_agorot(s.value * rate)
            if rate == 0 or prior < 0:
                continue
            if any(v.index > s.index and _tail_of(v.value, vat) for v in vats):
                score = prior + s.subtotal
                if found is None or score > found.score:
                    found = Totals(s.value, vat, s.value + vat, score, followed=True)
    return found


def paired_totals(lines: list[Line], text: str, dated: Decimal, undated: bool = False) -> Totals | None:
    """The three when labels and figures no longer meet (a curled photo read each totals figure a line
    off its label, and cut the total short: "4,611.4"): a net and a VAT printed by the totals' lines,
    the VAT exactly the net times the date's (or a printed) rate to the agora, the net above. A net and
    VAT that agree to the agora are rarely chance; the total follows. A figure printed below them whose
    digits begin or end the total's backs the pair; at equal backing the larger net."""
    near = _by_the_totals(lines)
    pool = [f for f in figures(lines) if f.index // 100 in near and f.value >= 10]
    rates = [rate for rate, prior in candidate_rates(lines, text, dated, undated) if rate > 0 and prior >= 0]
    best: tuple[int, Decimal] | None = None
    found: Totals | None = None
    for s in pool:
        for rate in rates:
            vat = round_agorot(s.value * rate)
            for v in (v for v in pool if v.index > s.index and v.value == vat):
                key = (int(_printed_below(lines, v.index // 100, s.value + vat)), s.value)
                if best is None or key > best:
                    best, found = key, Totals(s.value, vat, s.value + vat, 0.0, followed=True)
    return found


def _by_the_totals(lines: list[Line]) -> set[int]:
    """Lines within two printed lines of a line labelled as the subtotal, the VAT or the total."""
    printed = [line for line in lines if line.text.strip()]
    labelled = [rank for rank, line in enumerate(printed) if line.tags & _ROLES]
    return {line.index for rank, line in enumerate(printed) if any(abs(rank - i) <= 2 for i in labelled)}


def _printed_below(lines: list[Line], after: int, total: Decimal) -> bool:
    """Whether a line within three below ``after`` prints four digits or more that begin or end
    ``total``'s digits (a total OCR cut short or whose first digits it lost)."""
    digits = f"{total:.2f}".replace(".", "")
    for line in lines:
        if after < line.index <= after + 3:
            for run in re.findall(r"\d[\d,.]*\d", line.text):
                printed = re.sub(r"\D", "", run)
                if len(printed) >= 4 and (digits.startswith(printed) or digits.endswith(printed)):
                    return True
    return False


def _tail_of(short: Decimal, whole: Decimal) -> bool:
    """Whether ``short``'s digits are the last digits of ``whole``'s, fewer of them and three at least."""
    a, b = f"{short:.2f}".replace(".", ""), f"{whole:.2f}".replace(".", "")
    return 3 <= len(a) < len(b) and b.endswith(a)


def _unread_total(
    s: Figure, v: Figure | None, vat_value: Decimal, rate: Decimal, prior: float
) -> list[Figure]:
    """The amount to pay where OCR did not read it: it follows from a net and a labelled VAT figure (or
    one whose label OCR garbled: ``_vat_unlabelled``) that agree at the rate (not weighed as a label: a
    printed total always wins). The net is labelled, or (its label garbled past reading: ``סה" 397
    Bryn``) an unlabelled figure printed above the VAT whose VAT at a rate printed on the page lands on
    the labelled VAT figure to the agora."""
    if v is None or rate == 0:
        return []
    if v.vat < 2 and not _vat_unlabelled(s, v, rate):
        return []
    labelled_net = s.subtotal >= 1.5  # as read, or repaired
    confirmed_net = s.subtotal >= 0 and v.vat >= 3 and prior > 0 and s.index < v.index
    confirmed_net = confirmed_net and round_agorot(s.value * rate) == v.value
    if not (labelled_net or confirmed_net):
        return []
    return [Figure(s.value + vat_value, v.index + 1, -1.0, -1.0, 0.0, read=False)]


def _vat_unlabelled(s: Figure, v: Figure, rate: Decimal) -> bool:
    """Whether a figure whose line carries no VAT label (garbled past reading: ``9 eo Cans VARI ID``) is
    the VAT all the same: printed under a labelled net, and that net times the rate to the agora (a
    figure of several digits landing there by chance is rare)."""
    return s.subtotal >= 1.5 and v.vat >= 0 and s.index < v.index and round_agorot(s.value * rate) == v.value


def _vat_follows(s: Figure, t: Figure) -> bool:
    """Whether a VAT figure not read may be followed from these two: a labelled net, or the amount to
    pay (an unlabelled net times the rate landing on it to the agora is no coincidence)."""
    return t is not s and t.total >= 2 and (s.subtotal >= 1.5 or t.total >= 3)


def _zero_rated(s: Figure, v: Figure | None, t: Figure) -> bool:
    """Whether a page that does not say it is exempt shows a 0% invoice: two figures, labelled as the
    subtotal (or a zero labelled as the VAT) and the total ("subtotal = total" alone is weak evidence)."""
    if t is s or t.total < 2:
        return False
    return (v is not None and v.vat > 0) or s.subtotal >= 1.5


def _vat_figures(
    s: Figure, rate: Decimal, by_value: dict[Decimal, list[Figure]]
) -> list[tuple[Figure | None, Decimal]]:
    expected = round_agorot(s.value * rate)
    found: list[tuple[Figure | None, Decimal]] = [(v, v.value) for v in _near(expected, by_value)]
    # An exempt invoice need not print a VAT line, and OCR drops digits beside ₪ in mixed-direction
    # lines: the VAT then follows from the subtotal and the total (checked by the caller's labels).
    found.append((None, expected))
    return found


def _near(value: Decimal, by_value: dict[Decimal, list[Figure]]) -> list[Figure]:
    return [f for delta in (Decimal(0), -CENT, CENT) for f in by_value.get(value + delta, [])]


def _order_bonus(s: Figure, v: Figure | None, t: Figure) -> float:
    """Subtotal above VAT above total, as every invoice prints them."""
    bonus = 0.5 if s.index < t.index else 0.0
    if v is not None and s.index < v.index < t.index:
        bonus += 0.5
    return bonus


def is_credit_note(text: str) -> bool:
    return bool(CREDIT_NOTE.search(text))


def as_credit(value: Decimal | None) -> Decimal | None:
    """A credit note's figure, negative whether or not the page printed its minus sign."""
    return -abs(value) if value is not None else None
