"""Line items: each row's quantity × unit price = line total, and the rows together = the subtotal.

Two passes. The strict one takes a row when three of its own numbers multiply out (``find_line_items``).
On a page read by OCR that is often not enough: a column was not read (the quantity of a cloud invoice,
the unit price of a freelancer's row), a row wrapped onto two lines, a digit was misread. Once the
subtotal is known (chosen by the totals' own arithmetic), ``reconcile`` gives every row the readings
its numbers allow — the strict product, a quantity that is the ratio of two amounts, a unit price that
is the total over a printed count, one digit of the total put right by the product, a lone amount —
and keeps the combination that sums exactly to the subtotal, preferring the better-founded readings.
Nothing is taken on one row's say-so: a reading counts only as part of a sum the page itself prints.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any

from misrad.core.money import round_agorot
from misrad.intake.extract.fields import Line
from misrad.intake.extract.labels import AMOUNT, CURRENCY_MARKS, NUMBER
from misrad.intake.extract.values import amounts_in, dates_in, digits_apart

# Lines that carry these labels are never items.
_NOT_ITEMS = {"total", "subtotal", "vat", "bank", "phone", "allocation", "supplier_id", "carried"}
# Tariffs are printed to three or four places (0.6043 per kWh): a unit price, never a total.
TARIFF = re.compile(r"(?<![\d.,])\d{1,4}\.\d{3,4}(?![\d.,])")
CELL_BREAK = re.compile(r"\s{3,}")
# A figure's cell: between column gaps or ruled borders, without the marks OCR makes of a rule beside
# the figure ("|[ 3", "(3)"): the rule belongs to the grid, not to the cell.
_FIGURE_CELL_BREAK = re.compile(r"\s{3,}|\s*\|\s*")
_RULE_MARKS = "|[](){} "
NUMBER_CELL = re.compile(r"-?\d{1,3}(?:,\d{3})+|-?\d+(?:[.,]\d+)?")
SKU = re.compile(r"[A-Za-z\u05d0-\u05ea]{0,4}[-/]?\d[\w\-/.]*")
# A figure whose decimal point OCR lost ("49400" for 494.00): only ever a last resort, checked by a sum.
_BARE = re.compile(r"(?<![\d.,])\d{3,7}(?![\d.,])")
# A whole count followed by a multiplication sign and a figure: "30 x 320.00", "2×45".
_TIMES = re.compile(r"(?<![\d.,])(\d{1,5})\s*[x×*]\s*(?=\d)")
_LETTERS = re.compile(r"[A-Za-z\u05d0-\u05ea]")
MAX_STATES = 2000  # combinations kept while summing rows (the best-scored)
MAX_READINGS = 8  # readings of one row tried, the best-founded
# A reading this well founded (a product, a whole total, a ratio of two amounts) is more than a guess.
_FOUNDED = 2.0
MAX_REMAINDERS = 50  # best sums of the other rows tried against a row whose total was not read


@dataclass(frozen=True)
class Reading:
    """One way to read a row: quantity × unit = total, and how well the page supports it."""

    quantity: Decimal
    unit: Decimal
    total: Decimal
    score: float


@dataclass(frozen=True)
class Row:
    index: int
    description: str
    readings: tuple[Reading, ...]
    digits: str = ""  # every digit the row prints, in order: where a total OCR garbled may still be seen


def item(description: str, reading: Reading) -> dict[str, Any]:
    return {
        "description": description,
        "quantity": float(reading.quantity),
        "unit_price": reading.unit,
        "total": reading.total,
    }


# ---------------------------------------------------------------- the strict pass


def find_line_items(lines: list[Line]) -> list[dict[str, Any]]:
    """The rows whose own numbers multiply out (quantity × unit = total), in page order."""
    items: list[dict[str, Any]] = []
    for position, line in enumerate(lines):
        if line.tags & _NOT_ITEMS:
            continue
        money = amounts_in(line.text)
        tariffs = [Decimal(m.group(0)) for m in TARIFF.finditer(line.text)]
        if not money:
            continue
        found = _row_arithmetic(line.text, money, tariffs) if len(money) + len(tariffs) >= 2 else None
        score = 3.0
        if not found and (whole := _whole_totals(line.text, money, tariffs)):
            found, score = whole[0], 2.5
        description = _row_description(lines, position)
        if found and description:
            items.append(item(description, Reading(*found, score=score)))
    return items


def _whole_totals(
    text: str, money: list[Decimal], tariffs: list[Decimal]
) -> list[tuple[Decimal, Decimal, Decimal]]:
    """Quantity × unit price landing on a whole number of the row: a line total whose decimals OCR
    lost or set apart ("6 x 450.00 = (00 2700")."""
    quantities = _quantities(text)
    wholes = {n for n in _numbers(text) if n == n.to_integral_value() and n >= 10}
    found = []
    for unit in [*money, *tariffs]:
        for quantity in quantities:
            if not 0 < quantity <= 100000 or quantity == unit:
                continue
            product = round_agorot(quantity * unit)
            if product in wholes and product not in (quantity, unit) and product not in money:
                found.append((quantity, unit, product))
    return found


def _row_description(lines: list[Line], position: int) -> str:
    """The row's own words, else those of the line above when the row is numbers alone: a till slip
    prints ``2 x 12.90   25.80`` under the item's name, a wrapped row its figures under its words."""
    own = _description(lines[position].text)
    if own or position == 0:
        return own
    above = lines[position - 1]
    if above.tags & _NOT_ITEMS or amounts_in(above.text) or dates_in(above.text) or above.customer:
        return ""
    return _description(above.text) if len(_LETTERS.findall(above.text)) >= 3 else ""


def _row_arithmetic(
    text: str, money: list[Decimal], tariffs: list[Decimal]
) -> tuple[Decimal, Decimal, Decimal] | None:
    """(quantity, unit price, line total) with quantity x unit = total, from the row's own numbers.

    The line total is the largest amount of the row (a discount or a unit price is never larger);
    quantities printed in a column of their own come before numbers inside the description.
    """
    found = _products(text, money, tariffs)
    return found[0] if found else None


def _products(
    text: str, money: list[Decimal], tariffs: list[Decimal]
) -> list[tuple[Decimal, Decimal, Decimal]]:
    quantities = _quantities(text)
    printed = _numbers(text)
    found: list[tuple[Decimal, Decimal, Decimal]] = []
    for total in sorted(set(money), key=lambda a: -abs(a)):
        for unit in [*money, *tariffs]:
            if (unit is total or unit == total) and money.count(total) < 2:
                continue
            if unit == 0:
                continue
            for quantity in quantities:
                if quantity == total and printed.count(total) < 2:
                    continue  # one figure is not both the quantity and the total ("5   36.00   1.00")
                if 0 < abs(quantity) <= 100000 and round_agorot(quantity * unit) == total:
                    found.append((quantity, unit, total))
    return found


def _quantities(text: str) -> list[Decimal]:
    """Numbers of a row that can be a quantity: those in a column of their own first."""
    own_cells = [c for c in figure_cells(text) if NUMBER_CELL.fullmatch(c)]
    first = [_number(c) for c in own_cells]
    rest = _numbers(text)
    return [n for n in [*first, *rest] if n is not None]


def figure_cells(text: str) -> list[str]:
    """The row's cells as its figures stand in them, rule marks at their edges dropped."""
    return [c.strip(_RULE_MARKS) for c in _FIGURE_CELL_BREAK.split(text)]


def _number(raw: str) -> Decimal | None:
    """A printed number: "1,000" is a thousand, "2.5" and "2,5" two and a half."""
    raw = raw.strip().lstrip("+")
    if re.fullmatch(r"-?\d{1,3}(?:,\d{3})+", raw):
        raw = raw.replace(",", "")
    try:
        return Decimal(raw.replace(",", "."))
    except InvalidOperation:
        return None


def _numbers(line: str) -> list[Decimal]:
    out = []
    for match in NUMBER.finditer(line):
        try:
            out.append(Decimal(match.group(0).replace(",", ".")))
        except InvalidOperation:
            continue
    return out


def _description(text: str) -> str:
    """The row's description: its longest cell of words when the row has columns, else the row without
    its numbers, codes and currency marks."""
    parts = [c.strip() for c in CELL_BREAK.split(text) if c.strip()]
    if len(parts) >= 3:
        worded = [c for c in parts if len(_LETTERS.findall(c)) >= 3 and not SKU.fullmatch(c)]
        if worded:
            return _clean_description(max(worded, key=len))
    description = AMOUNT.sub(" ", text)
    description = re.sub(r"(?<![\w])\d+(?:[.,]\d+)?(?![\w])", " ", description)
    for pattern, _ in CURRENCY_MARKS:
        description = pattern.sub(" ", description)
    description = re.sub(r"(?:^|\s)[|*×x=@](?=\s|$)", " ", description)
    return _clean_description(re.sub(r"\s{2,}", " ", description))


def _clean_description(text: str) -> str:
    """Drop what OCR leaves at a description's edges: marks without a letter or digit, a final period."""
    tokens = text.split()
    while tokens and not any(c.isalnum() for c in tokens[0]):
        tokens.pop(0)
    while tokens and not any(c.isalnum() for c in tokens[-1]):
        tokens.pop()
    if tokens:
        tokens[-1] = re.sub(r"[.,;:|‘’`]+$", "", tokens[-1])
    return " ".join(tokens)


# ---------------------------------------------------------------- rows checked by the subtotal


def reconcile(lines: list[Line], subtotal: Decimal) -> tuple[list[dict[str, Any]], float] | None:
    """The rows (each in one of its readings) that sum exactly to the subtotal, and how well founded
    they are (the mean of their readings' scores, 0..3); None when no combination does."""
    target = _cents(abs(subtotal))
    if target <= 0:
        return None
    rows = [row for position in range(len(lines)) if (row := _row(lines, position)) is not None]
    # The well-founded readings first (products and ratios): fewer combinations, and a sum they reach
    # needs no weaker reading; then every reading.
    sure = [
        Row(r.index, r.description, tuple(x for x in r.readings if x.score >= 1.5), r.digits) for r in rows
    ]
    sure = [r for r in sure if r.readings]
    reached = _reached(sure, target)
    chosen = (
        (_unwind(reached[target][1], sure) if target in reached else [])
        or _best_sum(rows, target)
        or _with_remainder(reached, sure, [r for r in rows if all(x.score < 1.5 for x in r.readings)], target)
        or _with_guessed_remainder(sure, target)
    )
    if not chosen:
        return None
    items = [item(row.description or "-", reading) for row, reading in chosen]
    return items, sum(reading.score for _, reading in chosen) / len(chosen)


def _row(lines: list[Line], position: int) -> Row | None:
    line = lines[position]
    if line.tags & _NOT_ITEMS or dates_in(line.text):
        return None
    readings = row_readings(line.text)
    if not readings:
        return None
    return Row(position, _row_description(lines, position), tuple(readings), re.sub(r"\D", "", line.text))


def row_readings(text: str) -> list[Reading]:
    """Every reading of a row's numbers that makes quantity × unit = total, best founded first."""
    money = [abs(a) for a in amounts_in(text) if a]
    tariffs = [Decimal(m.group(0)) for m in TARIFF.finditer(text)]
    readings = [Reading(abs(q), abs(u), abs(t), 3.0) for q, u, t in _products(text, money, tariffs)]
    readings += [Reading(abs(q), abs(u), abs(t), 2.5) for q, u, t in _whole_totals(text, money, tariffs)]
    readings += _ratios(money) + _counted(text, money) + _one_digit_off(text, money, tariffs)
    readings += _ruled(text, money, tariffs) + _undotted(text, money, tariffs)
    if not any(r.score >= 3 for r in readings):
        readings += _unread_total(text, money, tariffs)
    readings += [Reading(Decimal(1), total, total, 0.5) for total in dict.fromkeys(money)]
    if not money:
        bare = [Decimal(m.group(0)) / 100 for m in _BARE.finditer(text)]
        readings += [Reading(Decimal(1), total, total, 0.2) for total in bare if total]
    unique: dict[tuple[Decimal, Decimal], Reading] = {}
    for reading in readings:
        key = (reading.quantity, reading.total)
        if key not in unique or unique[key].score < reading.score:
            unique[key] = reading
    return sorted(unique.values(), key=lambda r: -r.score)[:MAX_READINGS]


def _unread_total(text: str, money: list[Decimal], tariffs: list[Decimal]) -> list[Reading]:
    """A row whose line total was not read ("9   42.00   3", "5   36.00   1.00"): its quantity (a whole
    number in a column of its own) × one of its prices, where no figure of the row is that product.
    Weak: only a sum the page prints can confirm it."""
    columns = figure_cells(text)
    counts = {n for c in columns if re.fullmatch(r"\d{1,5}", c) and 0 < (n := Decimal(c)) <= 10000}
    # A count the row itself multiplies ("30 x 320.00 =") is a quantity wherever it stands.
    counts |= {n for m in _TIMES.finditer(text) if 0 < (n := Decimal(m.group(1))) <= 10000}
    found = []
    for quantity in counts:
        for unit in [*money, *tariffs]:
            product = round_agorot(quantity * unit)
            if product not in money and quantity != unit:
                found.append(Reading(quantity, unit, product, 1.0))
    return found


# A figure with a "1" before it that may be a cell's rule OCR read as a digit ("1250.00" for |250.00).
_RULE_ONE = re.compile(r"(?<![\d.,])1(?=\d{1,3}(?:,\d{3})*[.,]\d{2}(?!\d)|\d+[.,]\d{2}(?!\d))")


def _ruled(text: str, money: list[Decimal], tariffs: list[Decimal]) -> list[Reading]:
    """A row whose figures multiply out once a leading "1" is dropped from one or more of them: the grid's
    vertical rule before a column, read as a digit glued to the figure. Weak (a 1 is also a digit): only
    a sum the page prints can confirm it."""
    bare = [abs(a) for a in amounts_in(_RULE_ONE.sub("", text)) if a]
    if not _RULE_ONE.search(text) or not bare:
        return []
    pool = list(dict.fromkeys([*money, *bare]))
    return [
        Reading(abs(q), abs(u), abs(t), 1.0)
        for q, u, t in _products(text, pool, tariffs)
        if (u not in money or t not in money) and t in bare
    ]


def _undotted(text: str, money: list[Decimal], tariffs: list[Decimal]) -> list[Reading]:
    """A line total whose decimal point OCR lost ("₪44500" for ₪445.00, ``_BARE``): read as agorot where
    a price of the row (also one that lost its point) goes into it a whole number of times; founded as a
    ratio when the row prints that number, weak otherwise. Only a sum the page prints confirms it."""
    bare = [Decimal(m.group(0)).scaleb(-2) for m in _BARE.finditer(text)]
    printed = set(_numbers(text))
    found = []
    for total in bare:
        for unit in [*money, *tariffs, *bare]:
            if not 0 < unit < total:
                continue
            ratio = total / unit
            if ratio == ratio.to_integral_value() and ratio <= 10000:
                found.append(Reading(ratio, unit, total, 1.5 if ratio in printed else 1.0))
    return found


def _ratios(money: list[Decimal]) -> list[Reading]:
    """A row of a unit price and a line total whose quantity column was not read: the quantity is
    their ratio when it is a whole number (equal amounts: one)."""
    found = []
    for unit in money:
        for total in money:
            if unit == 0 or total < unit or (unit == total and money.count(unit) < 2):
                continue
            ratio = total / unit
            if ratio == ratio.to_integral_value() and ratio <= 10000:
                found.append(Reading(ratio, unit, total, 2.0))
    return found


def _counted(text: str, money: list[Decimal]) -> list[Reading]:
    """A printed whole count and a line total whose unit price was not read (2450 words, 1,102.50):
    the unit price is their quotient when it has at most four places."""
    amounts = set(money)
    whole = (n for n in _numbers(text) if n == n.to_integral_value())
    counts = {n for n in whole if 1 < n <= 100000 and n not in amounts}
    found = []
    for count in counts:
        for total in money:
            unit = total / count
            if unit > 0 and unit == unit.quantize(Decimal("0.0001")):
                places = Decimal("0.01") if unit == unit.quantize(Decimal("0.01")) else Decimal("0.0001")
                found.append(Reading(count, unit.quantize(places), total, 1.5))
    return found


def _one_digit_off(text: str, money: list[Decimal], tariffs: list[Decimal]) -> list[Reading]:
    """A line total with one digit misread, put right by the row's quantity × unit price."""
    found = []
    for quantity in _quantities(text):
        if not (0 < quantity <= 100000):
            continue
        for unit in [*money, *tariffs]:
            product = round_agorot(quantity * unit)
            for total in money:
                if total != product and digits_apart(total, product) == 1:
                    found.append(Reading(quantity, unit, product, 1.0))
    return found


def _with_remainder(
    reached: dict[int, tuple[float, tuple[Any, ...] | None]], sure: list[Row], weak: list[Row], target: int
) -> list[tuple[Row, Reading]]:
    """The rows summing to the subtotal when one row's total was garbled past reading ("2.51685",
    "196720"): that row (one of ``weak``, without a well-founded reading of its own) takes what the
    well-founded rows leave (``reached``: the sums their readings reach), if the page shows its digits
    in that row (one misread digit allowed in a long figure)."""
    best = sorted(reached.items(), key=lambda kv: -kv[1][0])[:MAX_REMAINDERS]
    for total_reached, (_, path) in best:
        rest = target - total_reached
        loose = next((r for r in weak if rest > 0 and _shows(r.digits, str(rest))), None)
        if loose is not None:
            total = Decimal(rest) / 100
            chosen = [*_unwind(path, sure), (loose, Reading(Decimal(1), total, total, 0.3))]
            return sorted(chosen, key=lambda pair: pair[0].index)
    return []


def _with_guessed_remainder(sure: list[Row], target: int) -> list[tuple[Row, Reading]]:
    """As ``_with_remainder``, for a row whose readings are all guesses (a count divided into a total
    OCR misread, "18,450.00" for 13,450.00, its unit price garbled): no product, whole total or ratio
    founds it, so what the other rows leave of the subtotal is its total, if its digits show it."""
    for loose in (r for r in sure if max(x.score for x in r.readings) < _FOUNDED):
        others = [r for r in sure if r is not loose]
        chosen = _with_remainder(_reached(others, target), others, [loose], target)
        if chosen:
            return chosen
    return []


def _shows(digits: str, wanted: str) -> bool:
    """Whether a row's digits hold a figure's: exactly (three digits at least), or with one digit
    misread (five at least)."""
    if len(wanted) < 3:
        return False
    if wanted in digits:
        return True
    if len(wanted) < 5:
        return False
    windows = (digits[i : i + len(wanted)] for i in range(len(digits) - len(wanted) + 1))
    return any(sum(a != b for a, b in zip(w, wanted, strict=True)) <= 1 for w in windows)


def _cents(value: Decimal) -> int:
    return int(round_agorot(value) * 100)


def _best_sum(rows: list[Row], target: int) -> list[tuple[Row, Reading]]:
    """The best-scored choice of at most one reading per row (rows in page order) summing to target."""
    states = _reached(rows, target)
    return _unwind(states[target][1], rows) if target in states else []


def _unwind(path: tuple[Any, ...] | None, rows: list[Row]) -> list[tuple[Row, Reading]]:
    chosen: list[tuple[Row, Reading]] = []
    while path is not None:
        (r, k), path = path
        chosen.append((rows[r], rows[r].readings[k]))
    return chosen[::-1]


def _reached(rows: list[Row], target: int) -> dict[int, tuple[float, tuple[Any, ...] | None]]:
    """Every sum (in agorot, up to ``target``) that at most one reading per row reaches, with the
    best-scored choices that reach it (a linked list of (row, reading) numbers)."""
    # Each state: a sum reached -> (score, the (row, reading) choices that reached it, as a linked list).
    states: dict[int, tuple[float, tuple[Any, ...] | None]] = {0: (0.0, None)}
    for row_number, row in enumerate(rows):
        options = [(_cents(r.total), r.score, k) for k, r in enumerate(row.readings)]
        grown = dict(states)
        for reached, (score, path) in states.items():
            for cents, gain, reading_number in options:
                total = reached + cents
                if total > target:
                    continue
                old = grown.get(total)
                if old is None or old[0] < score + gain:
                    grown[total] = (score + gain, ((row_number, reading_number), path))
        if len(grown) > MAX_STATES:
            kept = sorted(grown.items(), key=lambda kv: -kv[1][0])[:MAX_STATES]
            grown = dict(kept)
            grown.setdefault(0, (0.0, None))
        states = grown
    return states
