"""Unsure figures read as a few candidate values, the combination chosen by the invoice's own arithmetic.

A receipt book's handwritten 9 is read 5 or 3 by the digits-only read of its crop (``ocr_digits``), with
the 9 a close second: Tesseract's LSTM weighs several characters at each place of a word and keeps the
costs of those it did not choose (``lstm_choice_mode=2``, ``ChoiceWord``). So an unsure figure is not one
value but a few (``readings``: the chosen one, then those with one or two digits changed to a close second,
cheapest first), and the page's figures hold each other to account: a row's quantity times its price is its
total, rows and other figures add up to a subtotal, the VAT is the subtotal at a rate in force, subtotal
and VAT make the total. ``choose`` takes, figure by figure, the reading that makes more of those relations
hold among the page's amounts (the page's sure figures stay as read), at the least cost; ties keep the
engine's own choice. Counting relations among figures needs no extraction (a tenth of a second each), so
the whole search costs about one; the page so read is then kept only when the invoice fails fewer of its
rules (``second_read.filled_if_better``). A figure the arithmetic changed is marked less sure
(``ARITHMETIC_CONFIDENCE``): the engine's word for it was another.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from decimal import Decimal, InvalidOperation
from itertools import combinations, product

from misrad.intake.ocr import Choices, ChoiceWord, OcrWord

# A close second: a character whose cost is at most this much above the chosen one's (Tesseract's LSTM
# costs; a sure digit's rivals cost 10-40 more, a handwritten digit's close second 1-9).
SPREAD = 9.0
# At most this many readings of a figure are weighed (the chosen one among them), and at most two of its
# digits changed: a figure with more wrong is read too poorly to be put right by its sums.
READINGS = 16
CHANGED = 2
# A page with more amounts than this is not searched (a long price list: relations among so many figures
# hold by chance).
MOST_AMOUNTS = 40
# At most this many reads so chosen are judged by the invoice's rules (an extraction each, 0.1 s).
PROPOSALS = 4
# What a figure the arithmetic chose, not the engine, is marked as: under the fraud checks' floor.
ARITHMETIC_CONFIDENCE = 0.5
# The VAT rates Israel has had in this century's invoices, and none (an exempt dealer's receipt).
VAT_RATES = (Decimal("0.17"), Decimal("0.18"), Decimal("0.16"))
# An amount: digits with two decimals (a thousands separator allowed).
_AMOUNT = re.compile(r"\d{1,3}(?:[,.]\d{3})*[.,]\d{2}|\d+[.,]\d{2}")
# A quantity: a whole number a row might be counted in.
_COUNT = re.compile(r"\d{1,3}")
_CENT = Decimal("0.01")


def readings(choice: ChoiceWord) -> list[tuple[str, float]]:
    """The figure's readings, cheapest first: its text as read, then with one or two of its digits changed
    to a digit the engine weighed within ``SPREAD`` of the one it chose, each with the added cost."""
    text = choice.word.text
    if len(choice.choices) != len(text):
        return [(text, 0.0)]  # the engine's places do not line up with the characters: nothing to weigh
    seconds = [_seconds(char, place) for char, place in zip(text, choice.choices, strict=True)]
    places = [i for i, found in enumerate(seconds) if found]
    found: list[tuple[str, float]] = []
    for count in range(1, CHANGED + 1):
        for chosen in combinations(places, count):
            for picks in product(*(seconds[i] for i in chosen)):
                letters = list(text)
                for i, (digit, _cost) in zip(chosen, picks, strict=True):
                    letters[i] = digit
                found.append(("".join(letters), sum(cost for _digit, cost in picks)))
    found.sort(key=lambda reading: reading[1])
    return [(text, 0.0), *found[: READINGS - 1]]


def _seconds(char: str, place: Choices) -> list[tuple[str, float]]:
    """The digits the engine weighed in place of the digit ``char``, with their cost above its own."""
    if not char.isdigit():
        return []
    own = min((cost for c, cost in place if c == char), default=None)
    if own is None:
        return []
    return [(c, cost - own) for c, cost in place if c.isdigit() and c != char and cost - own <= SPREAD]


def choose(words: list[OcrWord], figures: dict[int, list[tuple[str, float]]]) -> list[OcrWord]:
    """``words`` with each figure in ``figures`` (a word's index: its readings, ``readings``) read as the
    reading that makes most of the page's arithmetic hold; ``words`` itself when that changes none."""
    found = proposals(words, figures)
    return found[0] if found else words


def proposals(words: list[OcrWord], figures: dict[int, list[tuple[str, float]]]) -> list[list[OcrWord]]:
    """At most ``PROPOSALS`` other reads of ``words``, likeliest first, each with some figures of ``figures``
    read another way that makes more of the page's arithmetic hold: every figure so chosen (``_joint``),
    then each such figure alone, the one that makes most hold first. Relations among a page's figures also
    hold by chance, so the invoice's own rules judge them (``fuller_read``)."""
    weighed = {i: options for i, options in figures.items() if len(options) > 1}
    texts = {i: w.text for i, w in enumerate(words)}
    if not weighed or sum(_amount(t) is not None for t in texts.values()) > MOST_AMOUNTS:
        return []
    counts = [value for t in texts.values() if (value := _count(t)) is not None]
    singles = sorted(
        (
            (gain, index, text)
            for index, options in weighed.items()
            for gain, text in [_best(texts, index, options, counts)]
            if gain > 0
        ),
        key=lambda found: -found[0],
    )
    changes = [_joint(texts, weighed, counts)] + [{index: text} for _gain, index, text in singles]
    found: list[list[OcrWord]] = []
    for change in changes:
        page = _changed(words, change)
        if change and page not in found:
            found.append(page)
    return found[:PROPOSALS]


def _joint(
    texts: dict[int, str], weighed: dict[int, list[tuple[str, float]]], counts: list[int]
) -> dict[int, str]:
    """Each figure read, in turn, as the reading that makes most hold with the others as chosen so far."""
    chosen = dict(texts)
    for _round in range(2):  # a second round: a figure chosen first may let another's reading hold
        for index, options in weighed.items():
            chosen[index] = _best(chosen, index, options, counts)[1]
    return {i: chosen[i] for i in weighed if chosen[i] != texts[i]}


def _changed(words: list[OcrWord], change: dict[int, str]) -> list[OcrWord]:
    """``words`` with the figures ``change`` names read its way, marked as the arithmetic's choice."""
    return [
        replace(w, text=change[i], confidence=min(w.confidence, ARITHMETIC_CONFIDENCE)) if i in change else w
        for i, w in enumerate(words)
    ]


def _best(
    texts: dict[int, str], index: int, options: list[tuple[str, float]], counts: list[int]
) -> tuple[int, str]:
    """The reading of figure ``index`` that makes most relations hold with the page's other figures, the
    cheapest among those (the current one when no other makes more), and how many more it makes hold."""
    page = _Page.of(
        [value for i, t in texts.items() if i != index and (value := _amount(t)) is not None], counts
    )
    current = texts[index]
    best, best_held = current, page.held(_amount(current))
    start = best_held
    for text, _cost in options:  # cheapest first: a later one must make strictly more hold
        held = page.held(_amount(text))
        if held > best_held:
            best, best_held = text, held
    return best_held - start, best


@dataclass(frozen=True)
class _Page:
    """The page's other amounts, and what they make together, for weighing one figure's readings."""

    amounts: frozenset[Decimal]
    sums: frozenset[Decimal]  # of two or of three of them
    shares: frozenset[Decimal]  # each at a VAT rate
    multiples: frozenset[Decimal]  # each times a count the page prints
    counts: tuple[int, ...]

    @classmethod
    def of(cls, others: list[Decimal], counts: list[int]) -> _Page:
        pool = [v for v in others if v != 0]
        sums = {sum(group, Decimal(0)) for size in (2, 3) for group in combinations(pool, size)}
        shares = {(v * rate).quantize(_CENT) for v in pool for rate in VAT_RATES}
        counted = tuple(sorted({n for n in counts if n > 1}))
        multiples = {n * v for n in counted for v in pool}
        return cls(frozenset(pool), frozenset(sums), frozenset(shares), frozenset(multiples), counted)

    def held(self, value: Decimal | None) -> int:
        """How many relations ``value`` takes part in with the page's amounts: the sum of some of them, or
        a part of one with another; a rate's share of one, or the whole of one at a rate; a count times
        one, or one a count times it."""
        if value is None or value == 0:
            return 0
        held = (value in self.sums) + (value in self.shares) + (value in self.multiples)
        held += sum(1 for v in self.amounts if v - value in self.amounts and v - value != value)
        held += any((value * rate).quantize(_CENT) in self.amounts for rate in VAT_RATES)
        held += any(n * value in self.amounts for n in self.counts)
        return int(held)


def _amount(text: str) -> Decimal | None:
    """The amount a word prints (``1,099.80``, ``690,00``), or None when it prints none."""
    if not _AMOUNT.fullmatch(text):
        return None
    whole, cents = text[:-3], text[-2:]
    try:
        return Decimal(f"{re.sub(r'[.,]', '', whole) or '0'}.{cents}")
    except InvalidOperation:
        return None


def _count(text: str) -> int | None:
    return int(text) if _COUNT.fullmatch(text) else None
