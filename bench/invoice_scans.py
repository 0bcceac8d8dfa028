"""Poor scans of invoices, one corpus folder per way a scan fails: scanned PDFs, not photos.

Written on 2026-12-01 (session 14, helper ``scan14``) and committed before misrad read any of them.
``invoice_degrade`` and ``invoice_photos`` make phone photos (JPEG files); an office's scans come as PDFs
holding one image a page, and fail in ways of their own: a scanner set to 100-150 DPI, a fax (1-bit,
half the rows in standard mode, dithered), toner running low (faint grey print, blotchy), a copy of a copy
(thickened strokes, speckle, the drum's streak), a page printed reduced (two pages a sheet) and scanned.
Each degradation gets its own folder (``OUT/<name>/corpus``, ``truth.jsonl`` with kind ``pdf_scan``,
``score.py`` copied), so ``bench.invoice_fields`` scores each alone:

    python -m bench.invoice_scans OUT --seed 14 [--per 6]
    for d in OUT/*/; do MISRAD_INVOICE_CORPUS=$d python -m bench.invoice_fields --jobs 1; done

Pages are the tuned layouts' one-page text PDFs (held-out layouts are never rendered).
"""

from __future__ import annotations

import argparse
import io
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image, ImageFilter

from bench.invoice_fields import CORPUS, write_truth
from bench.invoice_photos import noisy, render, sources

A4_INCHES = (8.27, 11.69)


def _tilt(image: Image.Image, rng: random.Random, most: float) -> Image.Image:
    """A page fed a little crooked: white round the turned page, as a scanner's lid gives."""
    angle = rng.uniform(-most, most)
    return image.rotate(angle, resample=Image.Resampling.BICUBIC, fillcolor=255)


def _blotches(size: tuple[int, int], rng: random.Random, cells: int, low: float) -> np.ndarray:
    """A smooth field between ``low`` and 1 that varies over some ``cells`` blotches across the page."""
    width, height = size
    shape = (cells, max(2, cells * height // width))
    coarse = np.random.default_rng(rng.randrange(1 << 30)).uniform(low, 1.0, shape)
    field = Image.fromarray((coarse * 255).astype(np.uint8)).resize(size, Image.Resampling.BICUBIC)
    return np.asarray(field, dtype=np.float32) / 255


def low_dpi(pdf: Path, rng: random.Random) -> tuple[Image.Image, float]:
    """A flatbed or feeder set to its lowest resolution: 100-150 DPI grey, soft, a little noisy."""
    dpi = rng.choice([100, 110, 120, 135, 150])
    image = _tilt(render(pdf, dpi), rng, 1.0).filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 0.6)))
    return noisy(image, rng, rng.uniform(3, 7)), dpi


def fax(pdf: Path, rng: random.Random) -> tuple[Image.Image, float]:
    """A received fax: 1-bit, dithered where the print is grey or soft; in standard mode (half of them)
    only every other row was sent, so each row is printed twice."""
    image = _tilt(render(pdf, 200), rng, 1.5).filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 0.9)))
    image = noisy(image, rng, 10)
    standard = rng.random() < 0.5
    if standard:
        image = image.resize((image.width, image.height // 2), Image.Resampling.BOX)
    bits = image.point(lambda v: min(255, int(v * rng.uniform(1.0, 1.1)))).convert("1")  # Floyd-Steinberg
    if standard:
        bits = bits.resize((bits.width, bits.height * 2), Image.Resampling.NEAREST)
    return bits, 200


def faint(pdf: Path, rng: random.Random) -> tuple[Image.Image, float]:
    """Toner running low: grey print on greyish paper, lighter in blotches and in a band down the page."""
    dpi = rng.choice([150, 200, 300])
    pixels = np.asarray(render(pdf, dpi), dtype=np.float32)
    height, width = pixels.shape
    strength = rng.uniform(0.22, 0.4) * _blotches((width, height), rng, 6, 0.55)
    band = np.ones(width, np.float32)
    middle, half = rng.uniform(0, width), rng.uniform(0.05, 0.15) * width
    band[max(0, int(middle - half)) : int(middle + half)] = rng.uniform(0.6, 0.85)
    paper = rng.uniform(225, 245)
    ink = (255 - pixels) * strength * band[None, :]
    image = Image.fromarray(np.clip(paper - ink, 0, 255).astype(np.uint8))
    return noisy(image.filter(ImageFilter.GaussianBlur(0.5)), rng, 4), dpi


def _copy_once(pixels: np.ndarray, rng: random.Random) -> np.ndarray:
    """One pass through a copier: soft, darker strokes (toner spreads), paper pushed to white, specks."""
    image = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.8))
    soft = np.asarray(image, dtype=np.float32) / 255
    dark = 1 / (1 + np.exp(-(soft - rng.uniform(0.6, 0.72)) * 14))  # a steep tone curve: grey goes black
    copied = 255 * dark
    generator = np.random.default_rng(rng.randrange(1 << 30))
    specks = generator.random(copied.shape) < rng.uniform(0.0004, 0.0012)
    grown = np.asarray(Image.fromarray((specks * 255).astype(np.uint8)).filter(ImageFilter.MaxFilter(3)))
    copied[(grown > 0) & (generator.random(copied.shape) < 0.6)] = rng.uniform(20, 90)
    return copied


def photocopy(pdf: Path, rng: random.Random) -> tuple[Image.Image, float]:
    """A copy of a copy, scanned: strokes thickened twice, speckle, the drum's dark streak, grey edges."""
    dpi = rng.choice([150, 200, 300])
    pixels = np.asarray(_tilt(render(pdf, dpi), rng, 1.5), dtype=np.float32)
    pixels = _copy_once(_copy_once(pixels, rng), rng)
    width = pixels.shape[1]
    streak = int(rng.uniform(0.1, 0.9) * width)
    pixels[:, streak : streak + max(1, dpi // 100)] *= rng.uniform(0.3, 0.6)
    edge = max(4, int(0.02 * width))
    pixels[:, :edge] *= 0.5
    pixels[:, -edge:] *= 0.6
    image = Image.fromarray(np.clip(pixels * rng.uniform(0.88, 0.97), 0, 255).astype(np.uint8))
    return noisy(image, rng, 5), dpi


def shrunk(pdf: Path, rng: random.Random) -> tuple[Image.Image, float]:
    """A page printed reduced (fit to half a sheet, two pages a sheet) and scanned at 150-200 DPI: the
    scan's resolution is fine, its print is as small as a 90-140 DPI scan's."""
    dpi = rng.choice([150, 200])
    share = rng.uniform(0.6, 0.7)
    page = render(pdf, dpi * share).filter(ImageFilter.GaussianBlur(0.4))
    sheet = Image.new("L", (round(A4_INCHES[0] * dpi), round(A4_INCHES[1] * dpi)), 250)
    sheet.paste(page, (rng.randint(10, max(11, sheet.width - page.width - 10)), round(0.05 * sheet.height)))
    return noisy(_tilt(sheet, rng, 1.0), rng, 5), dpi


Degradation = Callable[[Path, random.Random], tuple[Image.Image, float]]
DEGRADATIONS: dict[str, Degradation] = {
    "low_dpi": low_dpi,
    "fax": fax,
    "faint": faint,
    "photocopy": photocopy,
    "shrunk": shrunk,
}


def scanned_pdf(image: Image.Image, dpi: float, rng: random.Random) -> bytes:
    """``image`` as a one-page PDF holding it at ``dpi`` (a grey scan as JPEG, a fax as 1-bit)."""
    buffer = io.BytesIO()
    if image.mode == "1":
        image.save(buffer, "PDF", resolution=dpi)
    else:
        image.save(buffer, "PDF", resolution=dpi, quality=rng.randint(60, 85))
    return buffer.getvalue()


def write_folder(out: Path, name: str, rows: list[dict[str, Any]], rng: random.Random) -> None:
    (out / "corpus").mkdir(parents=True, exist_ok=True)
    kept = []
    for row in rows:
        file = f"{name}_{row['file']}"
        image, dpi = DEGRADATIONS[name](Path(row["_corpus"]) / "corpus" / row["file"], rng)
        (out / "corpus" / file).write_bytes(scanned_pdf(image, dpi, rng))
        kept.append({k: v for k, v in row.items() if k != "_corpus"} | {"file": file, "kind": "pdf_scan"})
    write_truth(out, kept)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--per", type=int, default=6, help="pages per degradation")
    parser.add_argument("--only", default="", help="comma-separated degradations")
    args = parser.parse_args(argv)
    shared = sources(CORPUS)
    for name in args.only.split(",") if args.only else DEGRADATIONS:
        rng = random.Random(f"{args.seed}-{name}")
        rows = rng.sample(shared, min(args.per, len(shared)))
        write_folder(Path(args.out) / name, name, rows, rng)
        print(f"{len(rows)} pages in {Path(args.out) / name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
