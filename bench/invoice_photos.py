"""Harder phone photos and scans than ``bench.invoice_degrade``: one corpus folder per way a picture fails.

Written on 2026-12-01 (session 13, helper ``photo13``) and committed before misrad read any of them.
``invoice_degrade`` tilts, blurs, lights a little unevenly and adds noise; real photos also come bent,
at an angle, half in a shadow, on a table, on their side, faded or squeezed small. Each degradation here
gets its own folder (``OUT/<name>/corpus``, ``truth.jsonl`` with kind ``image``, ``score.py`` copied),
so ``bench.invoice_fields`` scores each alone:

    python -m bench.invoice_photos OUT --seed 13 [--per 6] [--novel NOVEL_OUT]
    for d in OUT/*/; do MISRAD_INVOICE_CORPUS=$d python -m bench.invoice_fields --jobs 1; done

Pages are the tuned layouts' one-page text PDFs (held-out layouts are never rendered); the faded thermal
print takes the till slips of an ``invoice_novel`` corpus when ``--novel`` names one.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

from bench.invoice_fields import CORPUS, HELD_OUT, truth_rows, write_truth

Array = np.ndarray


def render(pdf: Path, dpi: float) -> Image.Image:
    image: Image.Image = pdfium.PdfDocument(pdf)[0].render(scale=dpi / 72).to_pil().convert("L")
    return image


def noisy(image: Image.Image, rng: random.Random, sigma: float) -> Image.Image:
    pixels = np.asarray(image, dtype=np.float32)
    noise = np.random.default_rng(rng.randrange(1 << 30)).normal(0, sigma, pixels.shape)
    return Image.fromarray(np.clip(pixels + noise, 0, 255).astype(np.uint8))


def table_top(size: tuple[int, int], rng: random.Random) -> Image.Image:
    """A darker surface round the page: a wood-like grain along one axis, lit from one side."""
    width, height = size
    base = rng.uniform(70, 130)
    grain = np.random.default_rng(rng.randrange(1 << 30)).normal(0, 14, (1, width)).repeat(height, 0)
    lines = Image.fromarray(np.clip(grain + 128, 0, 255).astype(np.uint8))
    blurred = lines.filter(ImageFilter.GaussianBlur(2))
    smooth = np.asarray(blurred, dtype=np.float32) - 128
    light = np.linspace(rng.uniform(0.8, 1.0), rng.uniform(1.0, 1.25), height)[:, None]
    return Image.fromarray(np.clip((base + smooth) * light, 0, 255).astype(np.uint8))


def bilinear(pixels: Array, xs: Array, ys: Array, fill: float) -> Array:
    """``pixels`` sampled at the (fractional) places ``xs``, ``ys``; ``fill`` outside."""
    height, width = pixels.shape
    x0, y0 = np.floor(xs).astype(np.int64), np.floor(ys).astype(np.int64)
    fx, fy = xs - x0, ys - y0
    inside = (x0 >= 0) & (y0 >= 0) & (x0 < width - 1) & (y0 < height - 1)
    x0c, y0c = np.clip(x0, 0, width - 2), np.clip(y0, 0, height - 2)
    top = pixels[y0c, x0c] * (1 - fx) + pixels[y0c, x0c + 1] * fx
    bottom = pixels[y0c + 1, x0c] * (1 - fx) + pixels[y0c + 1, x0c + 1] * fx
    return np.where(inside, top * (1 - fy) + bottom * fy, fill)


def on_table(page: Image.Image, rng: random.Random, share: float) -> Image.Image:
    """``page`` in the middle of a table top, filling about ``share`` of the frame's width."""
    width = round(page.width / share)
    height = round(page.height + (width - page.width) * rng.uniform(0.6, 1.0))
    canvas = table_top((width, height), rng)
    mask = Image.new("L", page.size, 255)
    canvas.paste(page, ((width - page.width) // 2, (height - page.height) // 2), mask)
    return canvas


def curled(pdf: Path, rng: random.Random) -> Image.Image:
    """A page bent like a receipt out of a pocket: lines bow up and down across it, shaded at the fold."""
    page = np.asarray(render(pdf, rng.choice([170, 190, 210])), dtype=np.float32)
    height, width = page.shape
    ys, xs = np.mgrid[0:height, 0:width].astype(np.float32)
    bow = rng.uniform(0.012, 0.025) * height
    waves = rng.uniform(0.7, 1.6)
    phase = rng.uniform(0, np.pi)
    shift = bow * np.sin(np.pi * waves * xs / width + phase) * (0.6 + 0.4 * ys / height)
    squeeze = 0.02 * width * np.sin(np.pi * ys / height)  # the sides pulled in where the page lifts
    source_x = (xs - width / 2) * (1 + 2 * squeeze / width) + width / 2
    warped = bilinear(page, source_x, ys + shift, 235.0)
    shade = 1 - 0.18 * np.abs(np.cos(np.pi * waves * xs / width + phase))
    image = Image.fromarray(np.clip(warped * shade, 0, 255).astype(np.uint8))
    image = on_table(image, rng, rng.uniform(0.85, 0.95)).filter(ImageFilter.GaussianBlur(0.6))
    return noisy(image, rng, 7)


def _perspective_coefficients(target: list[tuple[float, float]], source: list[tuple[float, float]]) -> Any:
    """PIL's eight PERSPECTIVE coefficients that take each ``target`` corner to its ``source`` corner."""
    rows, values = [], []
    for (x, y), (u, v) in zip(target, source, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        values.extend([u, v])
    return np.linalg.solve(np.array(rows, float), np.array(values, float)).tolist()


def angled(pdf: Path, rng: random.Random) -> Image.Image:
    """A phone held at an angle over a page on a table: the far edge narrower, the page a trapezoid."""
    page = render(pdf, rng.choice([190, 220]))
    width, height = page.size
    frame = (round(width * 1.25), round(height * 1.15))
    pad_x, pad_y = (frame[0] - width) / 2, (frame[1] - height) / 2
    pinch = rng.uniform(0.06, 0.12) * width
    jitter = [rng.uniform(-0.02, 0.02) * width for _ in range(8)]
    far_top = rng.random() < 0.5
    top_in, bottom_in = (pinch, 0.0) if far_top else (0.0, pinch)
    corners = [
        (pad_x + top_in + jitter[0], pad_y + jitter[1]),
        (pad_x + width - top_in + jitter[2], pad_y + jitter[3]),
        (pad_x + width - bottom_in + jitter[4], pad_y + height + jitter[5]),
        (pad_x + bottom_in + jitter[6], pad_y + height + jitter[7]),
    ]
    source = [(0.0, 0.0), (float(width), 0.0), (float(width), float(height)), (0.0, float(height))]
    coefficients = _perspective_coefficients(corners, source)
    method = Image.Transform.PERSPECTIVE
    moved = page.transform(frame, method, coefficients, Image.Resampling.BICUBIC, fillcolor=0)
    mask = Image.new("L", page.size, 255).transform(frame, method, coefficients, fillcolor=0)
    canvas = table_top(frame, rng)
    canvas.paste(moved, (0, 0), mask)
    return noisy(canvas.filter(ImageFilter.GaussianBlur(0.7)), rng, 8)


def shadowed(pdf: Path, rng: random.Random) -> Image.Image:
    """Strong uneven light and the soft shadow of a hand or a phone across part of the page."""
    image = render(pdf, rng.choice([170, 200]))
    pixels = np.asarray(image, dtype=np.float32)
    height, width = pixels.shape
    ys, xs = np.mgrid[0:height, 0:width].astype(np.float32)
    light = (
        np.linspace(rng.uniform(0.6, 0.8), 1.0, width)[None, :]
        * np.linspace(1.0, rng.uniform(0.7, 0.9), height)[:, None]
    )
    angle = rng.uniform(0, 2 * np.pi)
    across = (xs - width / 2) * np.cos(angle) + (ys - height / 2) * np.sin(angle)
    edge = rng.uniform(-0.15, 0.25) * min(width, height)
    softness = rng.uniform(0.02, 0.05) * min(width, height)
    shadow = 1 - rng.uniform(0.35, 0.5) / (1 + np.exp(-(across - edge) / softness))
    image = Image.fromarray(np.clip(pixels * light * shadow, 0, 255).astype(np.uint8))
    return noisy(image.filter(ImageFilter.GaussianBlur(0.6)), rng, 8)


def faded(pdf: Path, rng: random.Random) -> Image.Image:
    """Thermal print gone pale: grey ink on greyish paper, lighter in streaks down the roll."""
    pixels = np.asarray(render(pdf, rng.choice([200, 240])), dtype=np.float32)
    width = pixels.shape[1]
    contrast = rng.uniform(0.3, 0.45)
    streaks = np.ones(width, np.float32)
    for _ in range(rng.randint(2, 5)):
        middle, half = rng.uniform(0, width), rng.uniform(0.02, 0.08) * width
        streaks[max(0, int(middle - half)) : int(middle + half)] *= rng.uniform(0.55, 0.8)
    ink = (255 - pixels) * contrast * streaks[None, :]
    paper = rng.uniform(215, 235)
    image = Image.fromarray(np.clip(paper - ink, 0, 255).astype(np.uint8))
    return noisy(image.filter(ImageFilter.GaussianBlur(0.7)), rng, 6)


def squeezed(pdf: Path, rng: random.Random) -> Image.Image:
    """A page at a low quality JPEG's mercy: blocks and ringing round every letter (saved at 10-20)."""
    image = render(pdf, rng.choice([170, 200])).rotate(rng.uniform(-1.5, 1.5), fillcolor=235)
    return noisy(image.filter(ImageFilter.GaussianBlur(0.5)), rng, 5)


def distant(pdf: Path, rng: random.Random) -> Image.Image:
    """A phone far from the page: some 100-150 pixels to the inch, soft, noisy."""
    image = render(pdf, rng.choice([100, 115, 130, 150]))
    image = image.rotate(rng.uniform(-2, 2), resample=Image.Resampling.BICUBIC, fillcolor=235)
    return noisy(image.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 0.8))), rng, 8)


def turned(pdf: Path, rng: random.Random) -> Image.Image:
    """A page photographed on its side or upside down (and a little crooked)."""
    image = render(pdf, rng.choice([170, 200]))
    tilt = rng.uniform(-1.5, 1.5)
    image = image.rotate(tilt, resample=Image.Resampling.BICUBIC, expand=True, fillcolor=235)
    image = image.rotate(rng.choice([90, 180, 270]), expand=True)
    return noisy(image.filter(ImageFilter.GaussianBlur(0.5)), rng, 7)


def on_desk(pdf: Path, rng: random.Random) -> Image.Image:
    """A page lying crooked on a table, the table filling a third or more of the frame."""
    image = render(pdf, rng.choice([170, 200]))
    image = image.rotate(rng.uniform(-8, 8), resample=Image.Resampling.BICUBIC, expand=True, fillcolor=0)
    mask = Image.fromarray(np.where(np.asarray(image) > 0, 255, 0).astype(np.uint8))
    canvas = table_top((round(image.width / rng.uniform(0.6, 0.75)), round(image.height * 1.25)), rng)
    canvas.paste(image, ((canvas.width - image.width) // 2, (canvas.height - image.height) // 2), mask)
    return noisy(canvas.filter(ImageFilter.GaussianBlur(0.6)), rng, 8)


Degradation = Callable[[Path, random.Random], Image.Image]
# name: (how the page is made, JPEG quality range)
DEGRADATIONS: dict[str, tuple[Degradation, tuple[int, int]]] = {
    "curled": (curled, (70, 85)),
    "angled": (angled, (70, 85)),
    "shadowed": (shadowed, (70, 85)),
    "faded": (faded, (75, 85)),
    "squeezed": (squeezed, (10, 20)),
    "distant": (distant, (60, 75)),
    "turned": (turned, (70, 85)),
    "on_desk": (on_desk, (70, 85)),
}


def sources(corpus: Path, layouts: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """One-page text PDFs of ``corpus``'s tuned layouts (only ``layouts`` when given)."""
    return [
        {**row, "_corpus": str(corpus)}
        for row in truth_rows(corpus)
        if row["layout"] not in HELD_OUT
        and row["kind"] == "pdf_text"
        and row.get("pages", 1) == 1
        and (not layouts or row["layout"] in layouts)
    ]


def write_folder(out: Path, name: str, rows: list[dict[str, Any]], rng: random.Random) -> None:
    make, (low, high) = DEGRADATIONS[name]
    (out / "corpus").mkdir(parents=True, exist_ok=True)
    kept = []
    for row in rows:
        file = f"{name}_{row['file'].replace('.pdf', '.jpg')}"
        image = make(Path(row["_corpus"]) / "corpus" / row["file"], rng)
        image.save(out / "corpus" / file, quality=rng.randint(low, high))
        kept.append({k: v for k, v in row.items() if k != "_corpus"} | {"file": file, "kind": "image"})
    write_truth(out, kept)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--per", type=int, default=6, help="pages per degradation")
    parser.add_argument("--novel", default="", help="an invoice_novel corpus whose slips are faded")
    parser.add_argument("--only", default="", help="comma-separated degradations")
    args = parser.parse_args(argv)
    shared = sources(CORPUS)
    slips = sources(Path(args.novel), ("slip",)) if args.novel else []
    for name in args.only.split(",") if args.only else DEGRADATIONS:
        rng = random.Random(f"{args.seed}-{name}")
        # Faded print takes every slip first (a till's thermal roll), then pages of the shared corpus.
        first = slips[: args.per] if name == "faded" else []
        rows = first + rng.sample(shared, min(args.per - len(first), len(shared)))
        write_folder(Path(args.out) / name, name, rows, rng)
        print(f"{len(rows)} pages in {Path(args.out) / name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
