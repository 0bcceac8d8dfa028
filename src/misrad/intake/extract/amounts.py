"""Subtotal, VAT and total, chosen so that the document's own arithmetic holds."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from itertools import product

from misrad.core.money import round_agorot
from misrad.intake.extract.converted import converted_totals, shekel_lines
from misrad.intake.extract.fields import Line
from misrad.intake.extract.totals import (
    EXEMPT,
    PERCENT,
    choose_totals,
    cut_short_totals,
    paired_totals,
    repaired_totals,
)
from misrad.intake.extract.values import CENT, amounts_in, rates_ever


@dataclass(frozen=True)
class Amounts:
    subtotal: Decimal | None
    vat: Decimal | None
    total: Decimal | None
    confidence: float
    holds: bool  # subtotal + VAT = total at a rate that can be in force
    as_printed: bool  # ... with the figures as printed (no OCR repair was needed)


def choose_amounts(
    lines: list[Line], rate: Decimal, items_sum: Decimal | None, text: str = "", undated: bool = False
) -> Amounts:
    """The three checked jointly first (``totals.choose_totals``: every printed combination that adds
    up), then what OCR noise may have made of the figures (``tolerant``), then one of the three derived
    from the other two, then digits OCR misread put right by the net (``totals.repaired_totals``), then
    the labelled figures as printed. ``undated``: OCR lost the invoice's date, so ``rate`` is only the
    latest and every rate ever in force is tried too."""
    joint = choose_totals(lines, text, rate, items_sum, undated=undated)
    repaired = joint is None or joint.followed
    if joint is None or joint.followed:
        joint = choose_totals(lines, text, rate, items_sum, tolerant=True, undated=undated)
    if joint is not None:
        confidence = 0.99 if joint.score >= 8 else 0.9 if joint.score >= 5 else 0.75
        if items_sum is not None and items_sum != joint.subtotal:
            confidence -= 0.1
        if repaired:
            confidence = min(confidence, 0.75)
        return Amounts(joint.subtotal, joint.vat, joint.total, confidence, True, not repaired)
    rates = {rate, *rates_ever()} if undated else {rate}
    exempt = bool(EXEMPT.search(text))
    s, v, t, confidence, holds = _derive_amounts(lines, rates, items_sum, exempt)
    if not holds and (
        (fixed := repaired_totals(lines, text, rate, undated)) is not None
        or (fixed := cut_short_totals(lines, text, rate, undated)) is not None
        or (fixed := paired_totals(lines, text, rate, undated)) is not None
    ):
        # Right by the arithmetic only once digits were changed: as sure as a repair, no surer.
        return Amounts(fixed.subtotal, fixed.vat, fixed.total, 0.6, True, False)
    if not holds and exempt:
        s, v, t = _exempt(s, t)
    return Amounts(s, v, t, confidence, holds, holds)


def _exempt(
    subtotal: Decimal | None, total: Decimal | None
) -> tuple[Decimal | None, Decimal, Decimal | None]:
    """An exempt dealer's figures where nothing printed adds up (handwriting unread, a figure misread): its
    VAT is 0 whatever was read, and its net is its total, so one read gives the other. Two that differ
    stay as read, for the page to mark (the amounts' confidence is that of figures that do not hold)."""
    if subtotal is None or total is None:
        subtotal = total = subtotal if total is None else total
    return subtotal, Decimal(0), total


def _derive_amounts(
    lines: list[Line], rates: set[Decimal], items_sum: Decimal | None, exempt: bool = False
) -> tuple[Decimal | None, Decimal | None, Decimal | None, float, bool]:
    subtotal_c = [a for line in lines if "subtotal" in line.tags for a in amounts_in(line.text) if a > 0]
    vat_c = [a for line in lines if "vat" in line.tags for a in amounts_in(line.text) if a >= 0]
    # A VAT line whose label OCR garbled ("זאש 17%") still prints the rate: its figure is a candidate,
    # taken only where the arithmetic below pairs it with a labelled figure.
    vat_c += [a for line in lines if _prints_rate(line, rates) for a in amounts_in(line.text) if a > 0]
    total_c = _totals(lines)
    every = [a for line in lines for a in amounts_in(line.text) if a >= 0]

    def vat_ok(subtotal: Decimal, vat: Decimal) -> bool:
        return any(abs(round_agorot(subtotal * rate) - vat) <= CENT for rate in rates)

    # One of the three was not read (Tesseract drops digits beside ₪ in mixed-direction lines): when
    # the other two agree at the rate in force, the third follows from them.
    subtotal_pool = subtotal_c or ([items_sum] if items_sum else [])
    for s, v in product(subtotal_pool, vat_c):
        if s > 0 and vat_ok(s, v):
            return s, v, s + v, 0.7, True
    for v, t in product(vat_c, total_c):
        if t > v and vat_ok(t - v, v):
            return t - v, v, t, 0.7, True
    for s, t in product(subtotal_pool, total_c):
        if t > s and vat_ok(s, t - s):
            return s, t - s, t, 0.7, True
    # Nothing adds up: take the labelled figures as printed, with low confidence.
    total = max(total_c) if total_c else (max(every) if every else None)
    if total_c and not subtotal_c and not vat_c and len(rates) == 1 and not exempt:
        split = _split_total(lines, total, next(iter(rates)), items_sum)
        if split is not None:
            return split
    subtotal = subtotal_c[0] if subtotal_c else (items_sum if items_sum else None)
    vat = vat_c[0] if vat_c else None
    if subtotal is not None and total is not None and vat is None and total >= subtotal:
        vat = total - subtotal
    return subtotal, vat, total, 0.4, False


def _totals(lines: list[Line]) -> list[Decimal]:
    """The labelled amounts to pay; a shekel total printed at a rate is no total of a foreign-currency
    invoice, and over its rate it is one (``converted``)."""
    shekels = shekel_lines([line.text for line in lines])
    labelled = [
        a
        for i, line in enumerate(lines)
        if "total" in line.tags and i not in shekels
        for a in amounts_in(line.text)
    ]
    return [a for a in labelled if a > 0] + converted_totals([line.text for line in lines])


def _split_total(
    lines: list[Line], total: Decimal | None, rate: Decimal, items_sum: Decimal | None
) -> tuple[Decimal | None, Decimal | None, Decimal | None, float, bool] | None:
    """The amount to pay, read without a net or a VAT figure, split at the date's rate: taken as holding when
    the split lands on a lone figure of the page, as a guess when no rows sum to a net either; else None."""
    net, vat = _split(total, rate)
    if net is not None and vat is not None and _printed_alone(lines, (net, vat)):
        return net, vat, total, 0.7, True
    return None if items_sum else (net, vat, total, 0.4, False)


def _printed_alone(lines: list[Line], values: tuple[Decimal, ...]) -> bool:
    """Whether one of ``values`` is the only figure of a line: a totals' figure whose label OCR lost (a
    row prints its quantity and price beside its total). A split of the amount to pay landing on one to
    the agora is no coincidence."""
    return any(amounts_in(line.text) == [value] for line in lines for value in values)


def _split(total: Decimal | None, rate: Decimal) -> tuple[Decimal | None, Decimal | None]:
    """The net and VAT of a labelled amount to pay read alone (the other two unread), at the one rate in
    force (the date's): the net whose VAT rounded to the agora makes the total, if one does. As sure as
    figures that do not hold (the page marks them): the total itself may be misread."""
    if total is None or rate <= 0 or total <= 0:
        return None, None
    guess = round_agorot(total / (1 + rate))
    for net in (guess, guess - CENT, guess + CENT):
        if net + round_agorot(net * rate) == total:
            return net, total - net
    return None, None


def _prints_rate(line: Line, rates: set[Decimal]) -> bool:
    """Whether an unlabelled line prints one of the candidate VAT rates as a percentage."""
    if line.tags & {"total", "subtotal", "vat", "bank", "phone", "allocation", "supplier_id"}:
        return False
    printed = {m.group(1) or m.group(2) for m in PERCENT.finditer(line.text)}
    return any(p and "," not in p and Decimal(p) / 100 in rates for p in printed)
