"""Fakes for tests of what the reader does around Tesseract (no Tesseract): an OCR engine, a second read."""

from __future__ import annotations

from PIL import Image

from misrad.intake.ocr import OcrPage


class CountingEngine:
    """Reads every image as ``page`` and counts the reads."""

    def __init__(self, page: OcrPage) -> None:
        self.page = page
        self.reads = 0

    def read(self, image: Image.Image) -> OcrPage:
        self.reads += 1
        return self.page

    def orientation(self, image: Image.Image) -> int:
        return 0


class CountingRead:
    """A page's second read (enlarged or fuller) that gives ``text`` and counts how often it was asked."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.calls = 0

    def __call__(self) -> str:
        self.calls += 1
        return self.text
