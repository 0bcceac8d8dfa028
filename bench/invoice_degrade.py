"""Fresh photos of the shared corpus's tuned layouts: each one-page text PDF rendered and degraded.

The shared corpus has 29 scans and photos of its tuned layouts; OCR fails on them in a few ways only.
This renders the tuned layouts' text PDFs (held-out layouts are never rendered) at a low resolution and
degrades them as a phone would — tilt, blur, uneven light, sensor noise, JPEG — into a corpus folder of
its own (``corpus/``, ``truth.jsonl`` with kind ``image``, ``score.py`` copied), which
``bench.invoice_fields`` scores with ``MISRAD_INVOICE_CORPUS`` pointed at it. The degradation is this
bench's own, not the corpus author's: a second opinion on OCR's errors, not a replacement for the corpus.

    python -m bench.invoice_degrade OUT [--seed 7] [--harsh]
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path
from typing import Any

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

from bench.invoice_fields import CORPUS, HELD_OUT, truth_rows, write_truth


def degrade(pdf: Path, rng: random.Random, harsh: bool) -> Image.Image:
    """Page one of ``pdf`` as a phone photo: low resolution, tilted, blurred, unevenly lit, noisy."""
    dpi = rng.choice([120, 135, 150] if harsh else [150, 170, 200])
    image = pdfium.PdfDocument(pdf)[0].render(scale=dpi / 72).to_pil().convert("L")
    tilt = 4.0 if harsh else 2.5
    image = image.rotate(
        rng.uniform(-tilt, tilt), resample=Image.Resampling.BICUBIC, expand=True, fillcolor=235
    )
    image = image.filter(ImageFilter.GaussianBlur(rng.uniform(0.7, 1.2) if harsh else rng.uniform(0.4, 0.9)))
    pixels = np.asarray(image).astype(np.float32)
    height, width = pixels.shape
    light = (
        np.linspace(rng.uniform(0.8, 1.0), 1.0, width)[None, :]
        * np.linspace(1.0, rng.uniform(0.85, 1.0), height)[:, None]
    )
    noise = np.random.default_rng(rng.randrange(1 << 30)).normal(
        0, rng.uniform(10, 20) if harsh else rng.uniform(6, 14), pixels.shape
    )
    return Image.fromarray(np.clip(pixels * light + noise, 0, 255).astype(np.uint8))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--harsh", action="store_true", help="lower resolution, more blur, tilt and noise")
    args = parser.parse_args(argv)
    out = Path(args.out)
    (out / "corpus").mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    rows: list[dict[str, Any]] = []
    for row in truth_rows():
        if row["layout"] in HELD_OUT or row["kind"] != "pdf_text" or row.get("pages", 1) != 1:
            continue
        name = row["file"].replace(".pdf", ".jpg")
        degrade(CORPUS / "corpus" / row["file"], rng, args.harsh).save(
            out / "corpus" / name, quality=rng.choice([60, 70, 80])
        )
        rows.append({**row, "file": name, "kind": "image"})
    write_truth(out, rows)
    print(f"{len(rows)} photos in {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
