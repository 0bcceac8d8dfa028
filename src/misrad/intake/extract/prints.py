"""How large each piece of the page is printed, as the reader measured it from the words' boxes.

The reader gives the text and, beside it, each cell's print height over the page's body print
(``ocr_layout.print_sizes``, ``layout.read_page``): a letterhead's name or a brand stands out, a label
rarely does. Looked up by the cell's text as the extraction sees it; a cell the reader gave no size for
(a read again, text from elsewhere) is body print.
"""

from __future__ import annotations

from collections.abc import Mapping

from misrad.intake.extract.cells import cells
from misrad.intake.extract.values import clean_text

# A cell at least this many times the body print's height is set large (a name, a brand, a title).
LARGE = 1.3


class Prints:
    """The page's cells' print sizes, by their text."""

    def __init__(self, sizes: Mapping[str, float] | None = None) -> None:
        self.sizes = {_key(k): v for k, v in (sizes or {}).items()}

    def of(self, text: str) -> float:
        """The print of ``text``: its own cell's, else the largest of the cells it is made of."""
        if (size := self.sizes.get(_key(text))) is not None:
            return size
        return max((self.sizes.get(_key(cell), 1.0) for cell in cells(text)), default=1.0)

    def large(self, text: str) -> bool:
        return self.of(text) >= LARGE


def _key(text: str) -> str:
    return " ".join(clean_text(text).split())
