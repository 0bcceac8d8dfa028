"""A second OCR read of a document whose first read fails its own checks, kept only when it reads better.

Tesseract reads best when capital letters stand some 30 pixels tall; a phone photo or a 150 DPI scan
prints them at 15-20, and digits are the first to suffer (a dropped decimal point, a 5 read as 6), which
the invoice's own checks then expose. So a document read by OCR is checked as the extraction will check
it (subtotal + VAT = total at the rate in force, rows that multiply out and make the subtotal, the
supplier's id with its check digit holding); when any fails, its OCR pages in small print are read again
enlarged to that height, and the second read is kept when it holds the sums the first broke, or fails
fewer of the invoice's rules and none that the first holds. A document that reads right the first time
costs nothing more.

The same holds one step earlier (``escalated_read``): a page is first read without the Latin model's read
of its number lines (``ocr_latin``), and only a document whose cheap read fails the invoice's rules
(``read_checks``) is read with it, then checked again for the enlarged read.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from misrad.intake import extract, read_checks

# Word boxes (caps and ascenders, often descenders) this tall read best; below SMALL a second read enlarges.
TARGET_WORD_HEIGHT = 34.0
SMALL_WORD_HEIGHT = 26.0
MAX_SCALE = 2.0
# An enlarged page stays under this many pixels: Tesseract's time and memory grow with them, and the
# reader's child has a CPU and memory limit.
MAX_PIXELS = 20_000_000


def reread_scale(word_height: float, size: tuple[int, int]) -> float:
    """How much to enlarge a page of ``size`` pixels whose words stand ``word_height`` pixels tall
    (1.0: not at all)."""
    if word_height <= 0 or word_height >= SMALL_WORD_HEIGHT:
        return 1.0
    room = (MAX_PIXELS / max(1, size[0] * size[1])) ** 0.5
    scale = min(MAX_SCALE, TARGET_WORD_HEIGHT / word_height, room)
    return scale if scale > 1.1 else 1.0


# The rules a misread digit breaks and a sharper read of the digits restores: the invoice's own
# arithmetic, its rows making the subtotal, and the supplier's id beside its label with its check digit
# holding (``read_checks``). A read of small print that holds all three is kept as it is; one that fails
# any is read again enlarged, and the second read is kept when its sums hold and the first's do not, or
# when it fails fewer of all the invoice's rules and none the first holds (or the same, more confidently).
SELF_CHECKS = ("arithmetic", "lines", "tax_id")


class Quality(NamedTuple):
    """How a read of a document holds up against the invoice's rules (``read_checks``)."""

    failed: frozenset[str]  # the rules it fails
    confidence: float  # the extraction's overall confidence

    @property
    def holds_itself(self) -> bool:
        """Whether it holds every one of ``SELF_CHECKS``: nothing left for an enlarged read to put right."""
        return not self.failed & set(SELF_CHECKS)

    def beaten_by(self, other: Quality) -> bool:
        """Whether ``other`` is the better read: the one whose sums hold, when one's do (three printed
        amounts agreeing is the strongest evidence a read has); else the one that fails fewer rules, none
        the other holds (a second read that mends a row but misreads a year is no better, only
        different), or fails the same rules with more confidence."""
        mine, theirs = "arithmetic" in self.failed, "arithmetic" in other.failed
        if mine != theirs:
            return mine
        if other.failed == self.failed:
            return other.confidence > self.confidence
        return other.failed < self.failed


def quality(pages: list[str]) -> Quality:
    """How well a read of ``pages`` holds up."""
    text = "\n\f\n".join(pages).strip()
    found = extract.extract(text)
    return Quality(frozenset(read_checks.failed(found, text)), found.overall_confidence)


def better_read(pages: list[str], rereads: dict[int, Callable[[], str]]) -> list[str]:
    """``pages``, or the same with the pages in ``rereads`` read again when that reads better.

    ``rereads`` maps a page's index to the call that reads it again; none is called when the first read
    already holds every one of ``SELF_CHECKS``.
    """
    if not rereads:
        return pages
    first = quality(pages)
    if first.holds_itself:
        return pages
    again = [rereads[index]() if index in rereads else text for index, text in enumerate(pages)]
    return again if first.beaten_by(quality(again)) else pages


def filled_if_better(plain: str, filled: Callable[[], str | None]) -> str:
    """A page's ``plain`` read, or the read ``filled`` gives (the same with the print its first read left
    out read on its own, ``ocr_gaps``, or with its unsure figures read digits only, ``ocr_digits``; None
    when it changed nothing) when that fails fewer of the invoice's rules and none that ``plain`` holds.
    ``filled`` is not called when ``plain`` holds every rule. Stricter than ``Quality.beaten_by``: the
    lines read alone may add a heading, a stamp's words or a second name that no rule tells from the
    right one, so a read that holds the same rules is no reason to take them."""
    failed = quality([plain]).failed
    if not failed:
        return plain
    again = filled()
    return again if again is not None and quality([again]).failed < failed else plain


def escalated_read(
    pages: list[str], fuller: dict[int, Callable[[], str]], rereads: dict[int, Callable[[], str]]
) -> list[str]:
    """The document's pages as its cheapest read that holds: ``pages`` (read without the costlier passes)
    when they satisfy every rule of ``read_checks``; else with the pages in ``fuller`` read by those passes,
    and enlarged again (``rereads``) when that still fails its arithmetic (``better_read``).

    A cheap read that fails is never kept: the fuller read is what the reader gave before these checks.
    """
    if not fuller:
        return better_read(pages, rereads)
    if not read_checks.doubts("\n\f\n".join(pages).strip()):
        return pages  # it holds its arithmetic too: no enlarged read either
    full = [fuller[index]() if index in fuller else text for index, text in enumerate(pages)]
    return better_read(full, rereads)
