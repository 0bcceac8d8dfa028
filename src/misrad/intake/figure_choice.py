"""Which of a page's figures read again digits only to take: each on its own evidence, not the page's.

The digits-only read (``ocr_digits``) of a receipt's handwritten figures puts several right on a page and
leaves others wrong beside them, so the page so read often holds no more of the invoice's coarse rules than
before (its rows fail while one row does) and the whole-page test (``second_read.filled_if_better``) drops
the figures it mended with the ones it did not. When that test refuses, each figure keeps both its reads,
and the page is built up one figure at a time, least sure first: a figure's digits read is taken when it
makes the page hold more of the invoice's sums, each counted on its own (``read_checks.held``: each row
that multiplies out as printed, rows making the subtotal, subtotal + VAT = total at the date's rate, and
every other rule), and breaks none the page held. A figure no rule speaks of (a phone number, a time) is
never taken so, since nothing says which read is right. A second pass gives the figures left out another
look once others are in (a row's total can only multiply out once its unit price is right); the number of
tries is bounded, each an extraction of the page's text (some 30 ms).
"""

from __future__ import annotations

from collections.abc import Callable

from misrad.intake import read_checks
from misrad.intake.ocr import OcrPage, OcrWord
from misrad.intake.ocr_digits import with_figures

# Figures tried per pass, least sure first, and passes: bounds the extractions a page costs.
MOST_FIGURES = 12
PASSES = 2


def chosen(page: OcrPage, again: dict[int, OcrWord], text: Callable[[OcrPage], str]) -> str | None:
    """``page``'s text with those of ``again``'s digits-only reads (by the word's index) taken that each
    make more of the invoice's rules hold and break none (``read_checks.held``); None when none does."""
    order = sorted(again, key=lambda index: page.words[index].confidence)[:MOST_FIGURES]
    taken: dict[int, OcrWord] = {}
    holds = read_checks.held(text(page))
    for _ in range(PASSES):
        before = len(taken)
        for index in (i for i in order if i not in taken):
            trial = {**taken, index: again[index]}
            trial_holds = read_checks.held(text(with_figures(page, trial)))
            if trial_holds > holds:  # more rules hold, none that held is lost
                taken, holds = trial, trial_holds
        if len(taken) == before:
            break
    return text(with_figures(page, taken)) if taken else None
