"""The floor under invoice reading: is each printed value even in the raw text, before any extraction?

For a scan or photo the raw text is the ``tesseract`` command line's own output (``-l heb+eng --psm 3``,
one thread) on the page image as the file holds it (a scanned PDF's page rendered at its own resolution,
a photo turned upright by its EXIF tag; no straightening or cleaning); for a text PDF it is pdfium's text
in stream order. A field counts as present when its true value can be found in that text in any printed
form (amounts with or without thousands separators, dates in the forms the extraction reads, a tax id with
or without its dashes). A field the floor misses cannot be read by any extraction from that text; one the
floor has but the pipeline does not is the extraction's (or its own OCR's) to win.

With ``--pipeline`` the text is the pipeline's own reading instead (``intake.parsing.parse``: its
rendering, cleaning, word-box layout and second read, cached as ``bench.invoice_fields`` caches it), so
the two floors side by side say how much the pipeline's OCR gains or loses over a plain Tesseract run.
``--missing`` lists, for tuned layouts only, which values the text lacks (held-out ones are never printed).

    python -m bench.invoice_floor [--pipeline] [--missing]   (cached by file hash)
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import re
import subprocess
import sys
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any

from bench import invoice_fields

CACHE = invoice_fields.CACHE.parent / "raw"


def raw_text(path: Path) -> str:
    """The raw text of a file, cached by its hash."""
    data = path.read_bytes()
    key = CACHE / f"{hashlib.sha256(data).hexdigest()[:24]}.txt"
    if key.exists():
        return key.read_text("utf-8")
    import pypdfium2 as pdfium
    from PIL import Image, ImageOps

    from misrad.intake import parsing

    pages: list[str] = []
    if path.suffix.lower() == ".pdf":
        pdf = pdfium.PdfDocument(data)
        for index in range(len(pdf)):
            page = pdf[index]
            textpage = page.get_textpage()
            text = textpage.get_text_range()
            if parsing._has_text_layer(text):
                pages.append(text)
            else:
                pages.append(_tesseract(parsing.render_page(page, invoice_fields.LIMITS)))
    else:
        image = Image.open(io.BytesIO(data))
        pages.append(_tesseract(ImageOps.exif_transpose(image) or image))
    text = "\n\f\n".join(pages)
    CACHE.mkdir(parents=True, exist_ok=True)
    key.write_text(text, "utf-8")
    return text


def _tesseract(image: Any) -> str:
    buffer = io.BytesIO()
    image.convert("L").save(buffer, format="PNG")
    completed = subprocess.run(
        ["tesseract", "stdin", "stdout", "-l", "heb+eng", "--psm", "3"],
        input=buffer.getvalue(),
        capture_output=True,
        env={"OMP_THREAD_LIMIT": "1", "PATH": "/usr/bin:/bin"},
        check=False,
    )
    return completed.stdout.decode("utf-8", "replace")


def _squash(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _amounts(text: str) -> set[Decimal]:
    from misrad.intake.extract.values import amounts_in

    found = set(amounts_in(text))
    found |= {Decimal(m) for m in re.findall(r"(?<![\d.,])\d{1,7}(?![\d.,]\d)", text.replace(",", ""))}
    return found


def present(field: str, truth: dict[str, Any], text: str) -> bool:
    """True when the true value of ``field`` can be found in ``text``."""
    from misrad.intake.extract.labels import CURRENCY_MARKS
    from misrad.intake.extract.values import dates_in

    want = truth[field]
    if want is None or want == []:
        return True  # nothing to find; an extraction that finds nothing is right
    if field in ("supplier_name", "invoice_number"):
        return _squash(str(want)) in _squash(text)
    if field == "supplier_tax_id":
        return str(want) in re.sub(r"(?<=\d)[\s\-.]+(?=\d)", "", text)
    if field in ("invoice_date", "due_date"):
        day = date.fromisoformat(want)
        return any(day in (d for _, d in dates_in(line)) for line in text.splitlines())
    if field == "currency":
        return any(code == want and pattern.search(text) for pattern, code in CURRENCY_MARKS)
    amounts = _amounts(text)
    if field == "line_items":
        return all(Decimal(str(item["total"])).quantize(Decimal("0.01")) in amounts for item in want)
    return Decimal(str(want)).quantize(Decimal("0.01")) in amounts


def pipeline_text(path: Path) -> str:
    """The pipeline's own reading of a file (cached by ``bench.invoice_fields`` under the reader's marks)."""
    result, _seconds = invoice_fields.read_cached(path, invoice_fields.reader_versions())
    return "\n\f\n".join(result["pages"])


def floor_results(
    rows: list[dict[str, Any]], fields: list[str], pipeline: bool = False
) -> list[dict[str, Any]]:
    results = []
    for row in rows:
        path = invoice_fields.CORPUS / "corpus" / row["file"]
        text = pipeline_text(path) if pipeline else raw_text(path)
        verdicts = {f: {"ok": present(f, row, text)} for f in fields}
        results.append({**{k: row[k] for k in ("file", "kind", "layout")}, "fields": verdicts})
    return results


def floor_table(
    rows: list[dict[str, Any]], fields: list[str], pipeline: bool = False
) -> dict[str, dict[str, float]]:
    return invoice_fields.accuracy(floor_results(rows, fields, pipeline), fields)


def print_missing(results: list[dict[str, Any]], rows: list[dict[str, Any]]) -> None:
    """The values a scan's or photo's text lacks, for tuned layouts only (held-out ones stay unseen)."""
    truth = {r["file"]: r for r in rows}
    for r in results:
        if r["layout"] in invoice_fields.HELD_OUT or r["kind"] == "pdf_text":
            continue
        lost = [f for f, v in r["fields"].items() if not v["ok"]]
        if lost:
            values = {f: truth[r["file"]][f] for f in lost if f != "line_items"}
            print(r["file"], r["layout"], r["kind"], values, "line_items" if "line_items" in lost else "")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pipeline", action="store_true", help="the pipeline's own reading, not raw OCR")
    parser.add_argument("--missing", action="store_true", help="list values absent (tuned layouts only)")
    args = parser.parse_args(argv)
    root = invoice_fields.ROOT
    if str(root / "src") not in sys.path:
        sys.path.insert(0, str(root / "src"))
    scorer = invoice_fields.load_scorer()
    fields = list(scorer.FIELDS)
    rows = invoice_fields.truth_rows()
    results = floor_results(rows, fields, args.pipeline)
    if args.missing:
        print_missing(results, rows)
    table = invoice_fields.accuracy(results, fields)
    invoice_fields.print_table(table, fields)
    print(json.dumps({g: round(v["all"], 3) for g, v in table.items()}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
