"""A page the tests of the second reads (``ocr_digits``, ``ocr_ids``) stand in for: its words laid out in
rows, an image with ink where each word is, and an engine whose model reads that whole page as those words
and anything smaller (a crop, a sheet of crops) as nothing."""

from __future__ import annotations

from PIL import Image, ImageDraw

from misrad.intake.ocr import OcrPage, OcrWord

PAGE_SIZE = (1000, 500)


def words_in_rows(
    rows: list[list[tuple[str, float]]], *, top: int, row_height: int, char_width: int, height: int
) -> list[OcrWord]:
    """Each row's words (text, confidence) left to right, 200 pixels apart, one line of the page a row."""
    return [
        OcrWord(
            text,
            100 + 200 * place,
            top + row_height * row,
            char_width * len(text),
            height,
            sure,
            (1, 1, row + 1),
        )
        for row, line in enumerate(rows)
        for place, (text, sure) in enumerate(line)
    ]


def inked(words: list[OcrWord]) -> Image.Image:
    """A page with strokes of ink over each word's box, so that a crop of a word is not blank."""
    image = Image.new("L", PAGE_SIZE, 255)
    draw = ImageDraw.Draw(image)
    for word in words:
        for x in range(word.left, word.left + word.width, 6):
            draw.rectangle((x, word.top, x + 2, word.top + word.height), fill=20)
    return image


class WholePage:
    """The page's model: the whole page read as ``words``, anything smaller as nothing."""

    def __init__(self, words: list[OcrWord]) -> None:
        self.words = words

    def read(self, image: Image.Image) -> OcrPage:
        return OcrPage("", list(self.words) if image.size == PAGE_SIZE else [])

    def orientation(self, image: Image.Image) -> int:
        return 0
