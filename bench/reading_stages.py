"""Where a scanned or photographed page's reading time goes, stage by stage and pass by pass.

Today's reader (``intake.parsing.parse``) and the extraction run in this process on the suite's generated
scans and photos and on the shared corpus's tuned rasters (the held-out layouts are timed only in total,
with ``--held-out``); every stage of ``read_page`` and every Tesseract read is timed (CPU seconds of this
process, a stage's own time without the stages it calls), and each Tesseract read is named after the pass
that asked for it: the first read, the orientation check's, the Latin model's read of the numbers' lines,
the number crops' read, and all of them again inside the enlarged second read.

    python -m bench.reading_stages [--per-kind 4] [--shared 12] [--held-out]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
_totals: dict[str, list[float]] = defaultdict(lambda: [0.0, 0])  # name -> [own CPU seconds, calls]
_stack: list[list[Any]] = []  # [name, started, time of the stages called inside]


def _timed(name: str | Callable[..., str], function: Callable[..., Any]) -> Callable[..., Any]:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        label = name(*args, **kwargs) if callable(name) else name
        if _stack and _stack[-1][0].startswith("second read") and not label.startswith("second read"):
            label = f"second read: {label}"
        _stack.append([label, time.process_time(), 0.0])
        try:
            return function(*args, **kwargs)
        finally:
            label, started, inner = _stack.pop()
            spent = time.process_time() - started
            _totals[label][0] += spent - inner
            _totals[label][1] += 1
            if _stack:
                _stack[-1][2] += spent

    return wrapper


def _engine_label(*_args: Any, **_kwargs: Any) -> str:
    caller = next((frame[0] for frame in reversed(_stack) if not frame[0].startswith("tesseract")), "page")
    return f"tesseract ({caller.removeprefix('second read: ')})"


def instrument() -> None:
    """Every stage of today's reader wrapped in a timer."""
    from misrad.intake import (
        extract,
        ocr_latin,
        ocr_layout,
        ocr_numbers,
        ocr_page,
        ocr_resident,
        ocr_rules,
        page_cleaning,
        parsing,
        read_checks,
        second_read,
    )

    for module, attribute, name in (
        (parsing, "render_page", "render PDF page"),
        (page_cleaning, "clean_page", "clean page"),
        (ocr_page, "crop_to_page", "crop to page"),
        (page_cleaning, "despeckle", "despeckle"),
        (page_cleaning, "deskew", "deskew"),
        (ocr_rules, "remove_rules", "remove rules"),
        (ocr_latin, "read_numbers", "Latin read of number lines"),
        (ocr_latin, "merge", "merge Latin numbers"),
        (ocr_numbers, "reread", "number crops re-read"),
        (ocr_layout, "page_text", "words to text"),
        (second_read, "quality", "second read: the first read judged"),
        (read_checks, "doubts", "the cheap read judged by the invoice's rules"),
        (extract, "extract", "extraction"),
    ):
        setattr(module, attribute, _timed(name, getattr(module, attribute)))
    _time_page_reads(parsing)
    resident = ocr_resident.ResidentEngine
    resident.read = _timed(_engine_label, resident.read)  # type: ignore[method-assign]
    resident.orientation = _timed("tesseract orientation", resident.orientation)  # type: ignore[method-assign]


def _time_page_reads(parsing: ModuleType) -> None:
    """The reader's read of a page timed as the first read, or the second when it enlarges the page."""

    def page_label(
        _image: Any, _engine: Any = None, scale: float = 1.0, _numbers: Any = None, **_options: Any
    ) -> str:
        return "second read: page" if scale != 1.0 else "first read: page"

    # Today's reader reads a cleaned page (``read_clean``); an older one cleaned inside ``read_page``.
    reading = "read_clean" if hasattr(parsing, "read_clean") else "read_page"
    setattr(parsing, reading, _timed(page_label, getattr(parsing, reading)))


def files(per_kind: int, shared: int, held_out: bool, folder: Path) -> list[tuple[Path, str]]:
    from tests.invoices.generator import fixed_set, render

    from bench import invoice_fields

    found: list[tuple[Path, str]] = []
    taken = {"scan": 0, "photo": 0}
    for invoice, kind, seed in fixed_set(120):
        if kind in taken and taken[kind] < per_kind:
            taken[kind] += 1
            data, name = render(invoice, kind, seed)
            (folder / name).write_bytes(data)
            found.append((folder / name, "application/pdf" if name.endswith(".pdf") else "image/jpeg"))
    rows = [r for r in invoice_fields.truth_rows() if r["kind"] != "pdf_text"]
    rows = [r for r in rows if (r["layout"] in invoice_fields.HELD_OUT) == held_out]
    for row in rows[:: max(1, len(rows) // max(1, shared))][:shared]:
        path = invoice_fields.CORPUS / "corpus" / row["file"]
        found.append((path, invoice_fields.MIME[path.suffix.lower()]))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-kind", type=int, default=4)
    parser.add_argument("--shared", type=int, default=12)
    parser.add_argument("--held-out", action="store_true", help="time held-out rasters instead of tuned")
    args = parser.parse_args(argv)
    for path in (ROOT / "src", ROOT):
        if str(path) not in sys.path:
            sys.path.insert(0, str(path))
    os.environ["OMP_THREAD_LIMIT"] = "1"
    from bench.invoice_fields import LIMITS
    from misrad.intake import extract, parsing

    instrument()
    with tempfile.TemporaryDirectory(prefix="reading-stages-") as name:
        chosen = files(args.per_kind, args.shared, args.held_out, Path(name))
        parsing.parse(str(chosen[0][0]), chosen[0][1], LIMITS)  # not counted: loads the models
        _totals.clear()
        started = time.process_time()
        for path, mime in chosen:
            result = _timed("read one file", parsing.parse)(str(path), mime, LIMITS)
            extract.extract("\n\f\n".join(result["pages"]).strip())
        spent = time.process_time() - started
    print(f"{len(chosen)} files, {spent / len(chosen):.2f} CPU s a file; load {os.getloadavg()[0]:.1f}")
    print("| stage | own CPU s a file | share | calls |\n|---|---:|---:|---:|")
    for label, (seconds, calls) in sorted(_totals.items(), key=lambda item: -item[1][0]):
        print(f"| {label} | {seconds / len(chosen):.3f} | {seconds / spent:.0%} | {calls} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
