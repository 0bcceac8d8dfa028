"""Rules on top of OCR, driven by a fake engine (no Tesseract): when to try another orientation, which
read wins, what an engine that cannot run does; and Tesseract's TSV read into words with boxes."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from PIL import Image

from misrad.intake import parsing
from misrad.intake.ocr import OcrPage, OcrUnavailable, OcrWord, parse_tsv


def _page(text: str, confidence: float, count: int) -> OcrPage:
    """``count`` words: ``text`` printed again line under line, each its own line for the engine."""
    tokens = text.split()
    words = []
    for i, w in enumerate((tokens * count)[:count]):
        row, place = divmod(i, len(tokens))
        words.append(OcrWord(w, 30 * place, 30 * row, 25, 10, confidence, (1, 1, row)))
    return OcrPage(text=text, words=words)


def _first_line(text: str) -> str:
    return text.splitlines()[0]


@dataclass
class FakeEngine:
    """Returns the upright read for a page as it is, the turned read once the page was rotated."""

    upright: OcrPage
    turned: OcrPage | None = None
    angle: int = 0
    sizes_read: list[tuple[int, int]] = field(default_factory=list)
    asked_orientation: int = 0

    def read(self, image: Image.Image) -> OcrPage:
        self.sizes_read.append(image.size)
        return self.upright if len(self.sizes_read) == 1 else (self.turned or self.upright)

    def orientation(self, image: Image.Image) -> int:
        self.asked_orientation += 1
        return self.angle


def _blank() -> Image.Image:
    return Image.new("L", (300, 200), 255)


def test_a_good_read_does_not_pay_for_orientation_detection() -> None:
    engine = FakeEngine(upright=_page("חשבונית מס 1001", 0.9, 20), angle=90)
    text, confidence, rotation = parsing.ocr_image(_blank(), engine)
    assert (_first_line(text), rotation) == ("חשבונית מס 1001", 0)
    assert confidence == pytest.approx(0.9)
    assert engine.asked_orientation == 0


def test_a_poor_read_is_turned_and_the_better_read_kept() -> None:
    engine = FakeEngine(
        upright=_page("~~ ,,", 0.3, 4), turned=_page("Invoice 1001 total 1,234.50", 0.88, 30), angle=90
    )
    text, _confidence, rotation = parsing.ocr_image(_blank(), engine)
    assert _first_line(text) == "Invoice 1001 total 1,234.50" and rotation == 90
    (width, height), turned = engine.sizes_read
    assert turned == (height, width)  # the second read was of the page turned a quarter


def test_a_turned_read_that_is_worse_is_dropped() -> None:
    engine = FakeEngine(upright=_page("Invoice 77", 0.5, 6), turned=_page("xx", 0.2, 2), angle=180)
    text, _confidence, rotation = parsing.ocr_image(_blank(), engine)
    assert (_first_line(text), rotation) == ("Invoice 77", 0)


def test_an_engine_that_cannot_run_fails_the_file_with_a_reason() -> None:
    class Broken:
        def read(self, image: Image.Image) -> OcrPage:
            raise OcrUnavailable("no tesseract")

        def orientation(self, image: Image.Image) -> int:
            return 0

    with pytest.raises(parsing.ParseError) as failed:
        parsing.ocr_image(_blank(), Broken())
    assert failed.value.code == "ocr_unavailable"


def test_tesseract_tsv_becomes_words_with_boxes_and_confidence() -> None:
    header = "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext"
    rows = [
        "1\t1\t0\t0\t0\t0\t0\t0\t2480\t3508\t-1\t",
        "5\t1\t1\t1\t2\t1\t1800\t120\t210\t40\t91.5\tחשבונית",
        "5\t1\t1\t1\t2\t2\t1500\t120\t260\t40\t88\t1,234.50",
        "5\t1\t1\t1\t2\t3\t1400\t120\t20\t40\t95\t ",
    ]
    words = parse_tsv("\n".join([header, *rows]))
    assert [w.text for w in words] == ["חשבונית", "1,234.50"]
    assert words[0].left == 1800 and words[0].line == (1, 1, 2)
    assert words[1].confidence == pytest.approx(0.88)


def test_a_page_on_its_side_read_as_junk_is_turned_though_the_junk_has_more_words() -> None:
    # Read as one block, a page on its side gives hundreds of one-character words of middling confidence.
    engine = FakeEngine(
        upright=_page("₪ = ם", 0.55, 200), turned=_page("Invoice 1001 total 1,234.50", 0.9, 60), angle=90
    )
    text, _confidence, rotation = parsing.ocr_image(_blank(), engine)
    assert _first_line(text) == "Invoice 1001 total 1,234.50" and rotation == 90


def test_a_read_of_a_page_on_its_side_asks_for_the_orientation() -> None:
    # A page turned a quarter, read across its lines, gives junk of fair confidence: most of its longer
    # words stand taller than wide. That alone is reason to ask which way is up.
    junk = [OcrWord("ןוםע", 10, 40 * i, 12, 38, 0.7, (1, 1, i)) for i in range(30)]
    engine = FakeEngine(
        upright=OcrPage("ןוםע", junk), turned=_page("Invoice 1001 total 1,234.50", 0.9, 30), angle=270
    )
    text, _confidence, rotation = parsing.ocr_image(_blank(), engine)
    assert engine.asked_orientation == 1
    assert _first_line(text) == "Invoice 1001 total 1,234.50" and rotation == 270


def test_an_upright_read_with_a_few_standing_words_is_not_turned() -> None:
    words = _page("Invoice 1001 total 1,234.50", 0.9, 40).words
    standing = [OcrWord("III", 0, 400, 8, 30, 0.9, (1, 2, 0))]  # a stamp's letters, one word of 41
    engine = FakeEngine(upright=OcrPage("Invoice", words + standing), angle=90)
    parsing.ocr_image(_blank(), engine)
    assert engine.asked_orientation == 0
