"""OCR behind one small contract: ``OcrEngine`` reads a grey page image into words with boxes.

Tesseract is the engine used in production: kept loaded in the process (``ocr_resident.ResidentEngine``,
the ``tesserocr`` binding) or, where that binding or Debian's models are missing, the ``tesseract``
command line (``TesseractEngine``, ``heb+eng``, one thread). Rules that sit on top of OCR
(straightening, trying another orientation only after a poor read, choosing the better of two reads)
take any engine, so tests drive them with a fake that returns chosen words without running Tesseract.
Another engine is one class with these two methods.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from PIL import Image

OCR_LANGUAGES = "heb+eng"


def settings(languages: str, only: str = "", *, sauvola: bool = False) -> dict[str, str]:
    """Tesseract's settings for a read by ``languages``, of nothing but the characters ``only`` names when
    it names any (``tessedit_char_whitelist``: ``ocr_digits``' reads of unsure figures); with ``sauvola``,
    ink told from paper by its surroundings (``thresholding_method`` 2) instead of one level for the page
    (Otsu's): the read again of a photo whose fuller read still fails its checks (``fuller_read``).

    The Latin model's reads (``eng``: a Hebrew page's number lines and number crops, ``ocr_latin`` and
    ``ocr_numbers``) skip the inverted retry (``tessedit_do_invert``): by default every line read with
    low confidence is read again inverted, in case it is light print on a dark band, and that cost some
    30% of those reads. The page's own read keeps it: it is the one that reads a dark band's print (a
    Hebrew read without it lost fields on the devsets' scans and photos), and a number the Latin read
    misses is kept as the page's read had it.
    """
    chosen = {"tessedit_do_invert": "0"} if languages == "eng" else {}
    if sauvola:
        chosen["thresholding_method"] = "2"
    return {**chosen, "tessedit_char_whitelist": only} if only else chosen


class OcrUnavailable(Exception):
    """The engine could not run at all (not installed, crashed): the document fails with a reason."""


@dataclass(frozen=True)
class OcrWord:
    """One word as the engine read it: its text, its box in pixels and the engine's confidence (0..1)."""

    text: str
    left: int
    top: int
    width: int
    height: int
    confidence: float
    line: tuple[int, int, int] = (0, 0, 0)  # (block, paragraph, line) as the engine grouped it


@dataclass(frozen=True)
class OcrPage:
    """A page read by an engine: its text in the engine's reading order and the words it is made of."""

    text: str
    words: list[OcrWord] = field(default_factory=list)

    @property
    def confidence(self) -> float:
        """Mean word confidence, 0 when nothing was read."""
        return sum(w.confidence for w in self.words) / len(self.words) if self.words else 0.0


class OcrEngine(Protocol):
    def read(self, image: Image.Image) -> OcrPage:
        """Read a grey page image."""
        ...

    def orientation(self, image: Image.Image) -> int:
        """Degrees (0, 90, 180, 270) to turn the page clockwise to make it upright; 0 when unsure."""
        ...


class TesseractEngine:
    """The ``tesseract`` command line (5.x), single-threaded: one page per core beats threads fighting."""

    def __init__(
        self, languages: str = OCR_LANGUAGES, psm: int = 3, only: str = "", sauvola: bool = False
    ) -> None:
        self.languages = languages
        self.psm = psm
        self.only = only  # the only characters it may read; any when empty
        self.sauvola = sauvola

    def read(self, image: Image.Image) -> OcrPage:
        chosen = [
            f"{key}={value}"
            for key, value in settings(self.languages, self.only, sauvola=self.sauvola).items()
        ]
        arguments = ["-l", self.languages, "--psm", str(self.psm), *_pairs("-c", chosen), "txt", "tsv"]
        outputs = _run(image, arguments, (".txt", ".tsv"))
        return OcrPage(text=outputs[".txt"], words=parse_tsv(outputs[".tsv"]))

    def orientation(self, image: Image.Image) -> int:
        try:
            report = _run(image, ["--psm", "0", "-l", "osd"], (".osd",))[".osd"]
        except OcrUnavailable:
            return 0
        return parse_osd(report)


def _pairs(flag: str, values: list[str]) -> list[str]:
    """``values`` each after ``flag``, as the command line takes them (``-c a=1 -c b=2``)."""
    return [part for value in values for part in (flag, value)]


def _run(image: Image.Image, arguments: list[str], suffixes: tuple[str, ...]) -> dict[str, str]:
    with tempfile.TemporaryDirectory(prefix="misrad-ocr-") as folder:
        source = Path(folder) / "page.pgm"
        image.save(source)
        base = Path(folder) / "out"
        env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
        completed = subprocess.run(  # noqa: S603 - fixed arguments, no shell
            ["tesseract", str(source), str(base), *arguments],  # noqa: S607
            capture_output=True,
            env=env,
            check=False,
        )
        if completed.returncode != 0:
            raise OcrUnavailable(completed.stderr.decode("utf-8", "replace")[:200])
        found = {suffix: base.with_suffix(suffix) for suffix in suffixes}
        return {suffix: path.read_text("utf-8") if path.exists() else "" for suffix, path in found.items()}


def parse_tsv(tsv: str) -> list[OcrWord]:
    """Tesseract's TSV (level 5 rows are words) into words with boxes and confidence 0..1."""
    words: list[OcrWord] = []
    for row in tsv.splitlines()[1:]:
        parts = row.split("\t")
        if len(parts) != 12 or parts[0] != "5" or not parts[11].strip():
            continue
        try:
            confidence = float(parts[10])
            left, top, width, height = (int(v) for v in parts[6:10])
            line = (int(parts[2]), int(parts[3]), int(parts[4]))
        except ValueError:
            continue
        if confidence < 0:
            continue
        words.append(OcrWord(parts[11].strip(), left, top, width, height, confidence / 100, line))
    return words


def parse_osd(report: str) -> int:
    rotate = 0
    confidence = 0.0
    for line in report.splitlines():
        key, _, value = line.partition(":")
        if key.strip() == "Rotate":
            rotate = int(value.strip() or 0)
        elif key.strip() == "Orientation confidence":
            confidence = float(value.strip() or 0)
    return rotate if rotate and confidence >= 1.0 else 0
