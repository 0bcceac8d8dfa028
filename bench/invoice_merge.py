"""Generated corpus folders merged into one corpus, so one ``bench.invoice_fields`` run reads a seed.

``bench.invoice_scans`` and ``bench.invoice_photos`` write one folder per degradation; a seed's figure
(and its reading CPU) is one run over all of them. The files keep their names (each starts with its
degradation's name, ``fax_inv_020.pdf``), so a run's ``--json`` still tells the degradations apart:

    python -m bench.invoice_scans OUT/scans --seed S --per 4
    python -m bench.invoice_photos OUT/photos --seed S --per 4
    python -m bench.invoice_merge OUT/all OUT/scans/* OUT/photos/*
    MISRAD_INVOICE_CORPUS=OUT/all python -m bench.invoice_fields --jobs 1 --json F
"""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path

from bench.invoice_fields import truth_rows, write_truth


def merge(out: Path, folders: list[Path]) -> int:
    """Copy every folder's documents into ``out/corpus`` with one truth for all; how many documents."""
    (out / "corpus").mkdir(parents=True, exist_ok=True)
    rows = []
    for folder in folders:
        for row in truth_rows(folder):
            shutil.copy(folder / "corpus" / row["file"], out / "corpus" / row["file"])
            rows.append(row)
    write_truth(out, rows)
    return len(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("folders", nargs="+")
    args = parser.parse_args(argv)
    folders = sorted(Path(f) for f in args.folders)
    print(f"{merge(Path(args.out), folders)} documents in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
