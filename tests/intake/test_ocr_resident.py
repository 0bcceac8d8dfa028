"""Tesseract kept loaded in the process (``ocr_resident``): it reads as the command line does, turns a
page the same way, is loaded once per process, and the command line stands in when the binding is absent."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PIL import Image, ImageDraw, ImageFont

from misrad.intake import ocr_resident
from misrad.intake.ocr import TesseractEngine

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
LINES = [
    "Invoice number 2025-0112 issued on 14/03/2025",
    "Espresso machine service 1,250.00",
    "Delivery to the customer site 380.00",
    "Total to pay including VAT 1,923.40",
    "Payment by bank transfer within thirty days",
    "Thank you for your business and your order",
]

pytestmark = pytest.mark.skipif(
    ocr_resident.tessdata("heb+eng") is None or ocr_resident._binding() is None,
    reason="the tesserocr binding or Debian's Tesseract models are not installed",
)


def _page() -> Image.Image:
    image = Image.new("L", (1400, 60 + 60 * len(LINES)), 255)
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 30)
    for i, line in enumerate(LINES):
        draw.text((40, 30 + 60 * i), line, font=font, fill=0)
    return image


def test_the_engine_is_loaded_once_per_process() -> None:
    first = ocr_resident.engine("heb+eng", 6)
    assert isinstance(first, ocr_resident.ResidentEngine)
    assert ocr_resident.engine("heb+eng", 6) is first
    assert ocr_resident.engine("eng", 6) is not first


def test_it_reads_words_and_boxes_as_the_command_line_does() -> None:
    page = _page()
    resident = ocr_resident.engine("eng", 6).read(page)
    command = TesseractEngine("eng", psm=6).read(page)
    for value in ("2025-0112", "14/03/2025", "1,250.00", "380.00", "1,923.40"):
        assert value in resident.text
        assert any(w.text == value for w in resident.words)
    assert [w.text for w in resident.words] == [w.text for w in command.words]
    assert resident.words[0].line == command.words[0].line
    for ours, theirs in zip(resident.words, command.words, strict=True):
        assert abs(ours.left - theirs.left) <= 3 and abs(ours.top - theirs.top) <= 3


@pytest.mark.parametrize("turned", [0, 90, 180, 270])
def test_a_turned_page_is_turned_back_as_the_command_line_turns_it(turned: int) -> None:
    page = _page().rotate(turned, expand=True, fillcolor=255)
    resident = ocr_resident.engine("heb+eng", 6).orientation(page)
    assert resident == TesseractEngine(psm=6).orientation(page)
    assert resident == turned


def test_without_the_binding_the_command_line_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ocr_resident, "_binding", lambda: None)
    monkeypatch.setattr(ocr_resident, "_engines", {})
    engine = ocr_resident.engine("heb+eng", 6)
    assert isinstance(engine, TesseractEngine)
    assert "1,250.00" in engine.read(_page()).text


def test_without_the_models_the_command_line_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ocr_resident, "TESSDATA_FOLDERS", ("/nonexistent",))
    monkeypatch.setattr(ocr_resident, "_engines", {})
    assert ocr_resident.tessdata("heb+eng") is None
    assert isinstance(ocr_resident.engine("heb+eng", 6), TesseractEngine)


def test_the_readers_fork_server_loads_the_models_before_any_child_reads() -> None:
    from misrad.intake import ocr_digits, ocr_preload, parsing, reader

    assert ocr_preload.__name__ in reader._preload
    loaded = ocr_resident._engines
    assert isinstance(
        loaded[(parsing.OCR_LANGUAGES, parsing.PAGE_PSM, "", False)], ocr_resident.ResidentEngine
    )
    assert isinstance(loaded[(parsing.NUMBER_LANGUAGES, 6, "", False)], ocr_resident.ResidentEngine)
    digits = (parsing.NUMBER_LANGUAGES, 6, ocr_digits.DIGITS, False)
    assert isinstance(loaded[digits], ocr_resident.ResidentEngine)
    local = (parsing.OCR_LANGUAGES, parsing.PAGE_PSM, "", True)  # the read by local thresholds
    assert isinstance(loaded[local], ocr_resident.ResidentEngine)


@pytest.mark.usefixtures("database")  # it starts a Python process, which the guard cannot see into
def test_tesseract_loaded_by_the_reader_runs_on_one_thread() -> None:
    # OpenMP reads its limit when the library loads (in the reader's fork server, before any child):
    # a fresh process that loads the engine the way the fork server does must find the limit at one.
    probe = (
        "import ctypes, os; os.environ.pop('OMP_THREAD_LIMIT', None)\n"
        "from misrad.intake import ocr_resident, parsing\n"
        "ocr_resident.engine(parsing.OCR_LANGUAGES, parsing.PAGE_PSM)\n"
        "print(ctypes.CDLL('libgomp.so.1').omp_get_thread_limit())\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "OMP_THREAD_LIMIT"}
    found = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, check=True)
    assert found.stdout.strip() == "1", found.stderr
