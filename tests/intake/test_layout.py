"""A text layer's glyphs become lines: the gap under a line in large print is measured in its own print."""

from __future__ import annotations

from misrad.intake import layout


class _TextPage:
    """pdfium's text page as ``layout`` reads it: characters and their boxes (points, origin bottom left)."""

    def __init__(self, glyphs: list[tuple[str, float, float, float]]) -> None:
        self.boxes: list[tuple[str, tuple[float, float, float, float]]] = []
        for text, left, bottom, size in glyphs:
            for offset, char in enumerate(text):
                x = left + offset * size * 0.6
                self.boxes.append((char, (x, bottom, x + size * 0.55, bottom + size)))
            self.boxes.append(("\n", (0.0, 0.0, 0.0, 0.0)))

    def count_chars(self) -> int:
        return len(self.boxes)

    def get_text_range(self, index: int, count: int) -> str:
        return self.boxes[index][0]

    def get_charbox(self, index: int, loose: bool = True) -> tuple[float, float, float, float]:
        return self.boxes[index][1]


def test_the_gap_under_a_line_in_large_print_is_measured_in_its_own_print() -> None:
    # A customer's name in 16 pt, its company number in 10 pt 24 pt under it (more than 2.2 lines of the
    # small print), a title 60 pt further down.
    page = _TextPage(
        [("Acme Ltd", 50, 700, 16), ("Company No. 513734707", 50, 676, 10), ("Invoice", 50, 610, 10)]
    )
    assert layout.page_text(page).splitlines() == ["Acme Ltd", "Company No. 513734707", "", "Invoice"]
