"""Tesseract kept loaded in the process (the ``tesserocr`` binding), instead of one command per read.

Each ``tesseract`` command loads its models again (``heb+eng`` some 0.2-0.4 s, ``eng`` 0.1 s, ``osd``
more) and passes the page through a file; a page is read two to four times (the page, its numbers, at
times its orientation and an enlarged second read). Kept loaded, a read costs only the reading. The
reader's fork server imports ``ocr_preload``, which loads the models once before any reader child is
forked, so every child starts with them in memory (shared, copy on write) and pays no load at all.

The binding is built against Debian's Tesseract (``libtesseract-dev``), and the models are Debian's
(``tesseract-ocr-heb``, ``-eng``, ``-osd``), found where Debian puts them. Without the binding or the
models, ``engine`` gives the command-line engine (``ocr.TesseractEngine``): the same reads, only slower.
"""

from __future__ import annotations

import contextlib
import os
import threading
from pathlib import Path
from typing import Any

from PIL import Image

from misrad.intake.ocr import OcrEngine, OcrPage, OcrUnavailable, TesseractEngine, parse_tsv, settings

# Debian's Tesseract runs on OpenMP, which reads its thread limit once, when the library is loaded: in
# the reader's fork server, before any child could set it. Unlimited, every read spun threads against
# the other documents' reads and the child's CPU limit (a photo took 10-17 s instead of 1.5-2.5). One
# document per core, each single-threaded, is the reader's plan (``parsing``).
os.environ["OMP_THREAD_LIMIT"] = "1"

# Where Debian (and most distributions) put Tesseract's models; the first that has them all is used.
TESSDATA_FOLDERS = (
    "/usr/share/tesseract-ocr/5/tessdata",
    "/usr/share/tesseract-ocr/4.00/tessdata",
    "/usr/share/tessdata",
    "/usr/local/share/tessdata",
)
# psm 0: orientation and script detection only.
_OSD_PSM = 0

_lock = threading.Lock()
_engines: dict[tuple[str, int, str, bool], OcrEngine] = {}


def tessdata(languages: str) -> str | None:
    """The folder holding every model ``languages`` names (``heb+eng``), or None."""
    names = [*languages.split("+"), "osd"]
    for folder in TESSDATA_FOLDERS:
        if all((Path(folder) / f"{name}.traineddata").is_file() for name in names):
            return folder
    return None


def _binding() -> Any:
    try:
        import tesserocr
    except ImportError:
        return None
    return tesserocr


class ResidentEngine:
    """One loaded Tesseract for ``languages`` read with page segmentation ``psm``, one for orientation.

    A Tesseract instance is not safe to share between threads: each read holds the engine's lock (the
    reader reads a document's pages one after another, so this never waits in practice).
    """

    def __init__(
        self, tesserocr: Any, folder: str, languages: str, psm: int, only: str = "", sauvola: bool = False
    ) -> None:
        self.languages = languages
        self.psm = psm
        self._lock = threading.Lock()
        self._api = tesserocr.PyTessBaseAPI(path=folder, lang=languages, psm=psm)
        for key, value in settings(languages, only, sauvola=sauvola).items():
            self._api.SetVariable(key, value)
        self._osd = tesserocr.PyTessBaseAPI(path=folder, lang="osd", psm=_OSD_PSM)

    def read(self, image: Image.Image) -> OcrPage:
        with self._lock:
            try:
                self._api.SetImage(image)
                tsv = self._api.GetTSVText(0)
                text = self._api.GetUTF8Text()
            except RuntimeError as exc:
                raise OcrUnavailable(str(exc)[:200]) from exc
            finally:
                self._api.Clear()
        return OcrPage(text=text, words=parse_tsv(tsv))

    def orientation(self, image: Image.Image) -> int:
        with self._lock:
            try:
                self._osd.SetImage(image)
                found = self._osd.DetectOrientationScript()
            except RuntimeError:
                return 0
            finally:
                self._osd.Clear()
        if not found or float(found.get("orient_conf", 0)) < 1.0:
            return 0
        # Tesseract reports how far the page is turned counter-clockwise; the page is turned back clockwise.
        return (360 - int(found["orient_deg"])) % 360


def engine(languages: str, psm: int, only: str = "", sauvola: bool = False) -> OcrEngine:
    """The engine reading ``languages`` with ``psm`` (nothing but the characters ``only`` names, when it
    names any; ink told from paper by local thresholds with ``sauvola``): loaded once per process when the
    binding and the models are there, the command line otherwise."""
    key = (languages, psm, only, sauvola)
    with _lock:
        if key not in _engines:
            tesserocr, folder = _binding(), tessdata(languages)
            found: OcrEngine = TesseractEngine(languages, psm, only, sauvola)
            if tesserocr is not None and folder is not None:
                # A model that does not load: the command line reports why, page by page.
                with contextlib.suppress(RuntimeError):
                    found = ResidentEngine(tesserocr, folder, languages, psm, only, sauvola)
            _engines[key] = found
        return _engines[key]
