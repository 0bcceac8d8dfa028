"""What the word-box reading costs and gains on the suite's own scans and photos: old and new reading
alternating in one run over the same files (the machine is shared, so only a same-run ratio means much).

"Old" is ``intake/parsing.py`` as of a given commit (default 55578ce, before word boxes and second reads),
loaded beside the current one. An old reading that names ``TesseractEngine`` runs the ``tesseract``
command once per read, as it did; the current one reads with Tesseract kept loaded
(``intake/ocr_resident.py``: loaded at its first read here, counted in its time; the reader's fork server
loads it before any child). Each file is read by both, in turn, and scored with the suite's own scoring
(``tests/invoices/scoring.py``). With ``--shared N`` the files are instead N scans and photos of the
shared corpus (every k-th, all layouts), scored with its ``score.py``; only totals are printed, never a
document's values.

    python -m bench.reading_cost [--per-kind 6] [--commit 55578ce] [--shared 14]
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent


def _old_parsing(commit: str, folder: Path) -> ModuleType:
    source = subprocess.run(
        ["git", "-C", str(ROOT), "show", f"{commit}:src/misrad/intake/parsing.py"],
        capture_output=True,
        check=True,
        text=True,
    ).stdout
    path = folder / "old_parsing.py"
    path.write_text(source, "utf-8")
    spec = importlib.util.spec_from_file_location("old_parsing", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["old_parsing"] = module  # its dataclasses look their module up while being made
    spec.loader.exec_module(module)
    return module


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-kind", type=int, default=6)
    parser.add_argument("--commit", default="55578ce")
    parser.add_argument("--shared", type=int, default=0, help="read this many shared-corpus rasters instead")
    args = parser.parse_args(argv)
    for path in (ROOT / "src", ROOT):
        if str(path) not in sys.path:
            sys.path.insert(0, str(path))
    os.environ["OMP_THREAD_LIMIT"] = "1"
    if args.shared:
        return _shared(args.shared, args.commit)
    from tests.invoices.generator import fixed_set, render
    from tests.invoices.scoring import score

    from misrad.intake import extract, parsing

    limits = {"max_pages": 20, "max_pixels": 60_000_000, "timeout_seconds": 120, "memory_mb": 2048}
    limits["dpi"] = 300
    seconds = {"old": 0.0, "new": 0.0}
    right = {"old": 0, "new": 0}
    fields = 0
    with tempfile.TemporaryDirectory() as folder:
        old = _old_parsing(args.commit, Path(folder))
        taken = {"scan": 0, "photo": 0}
        for invoice, kind, seed in fixed_set(120):
            if kind not in taken or taken[kind] >= args.per_kind:
                continue
            taken[kind] += 1
            data, name = render(invoice, kind, seed)
            path = Path(folder) / name
            path.write_bytes(data)
            mime = "application/pdf" if name.endswith(".pdf") else "image/jpeg"
            order = (("old", old), ("new", parsing)) if seed % 2 else (("new", parsing), ("old", old))
            for label, module in order:
                started = time.perf_counter()
                result = module.parse(str(path), mime, limits)
                seconds[label] += time.perf_counter() - started
                found = extract.extract("\n".join(result["pages"])).values()
                right[label] += sum(score(found, invoice.truth()).values())
            fields += len(invoice.truth())
            print(name, kind, {k: round(v, 1) for k, v in seconds.items()}, right, flush=True)
    files = sum(taken.values())
    print(
        f"{files} files: old {seconds['old'] / files:.2f} s/file, new {seconds['new'] / files:.2f} s/file "
        f"({seconds['new'] / seconds['old']:.2f}x); fields right old {right['old'] / fields:.3f}, "
        f"new {right['new'] / fields:.3f}; load {os.getloadavg()[0]:.1f}"
    )
    return 0


def _shared(count: int, commit: str) -> int:
    """Old and new reading alternating over ``count`` scans and photos of the shared corpus."""
    from bench import invoice_fields

    scorer = invoice_fields.load_scorer()
    rows = [r for r in invoice_fields.truth_rows() if r["kind"] != "pdf_text"]
    step = max(1, len(rows) // count)
    chosen = rows[::step][:count]
    seconds = {"old": 0.0, "new": 0.0}
    right: dict[str, dict[str, int]] = {"old": {}, "new": {}}
    from misrad.intake import parsing

    with tempfile.TemporaryDirectory() as folder:
        old = _old_parsing(commit, Path(folder))
        for number, row in enumerate(chosen):
            path = invoice_fields.CORPUS / "corpus" / row["file"]
            mime = invoice_fields.MIME[path.suffix.lower()]
            order = (("old", old), ("new", parsing)) if number % 2 else (("new", parsing), ("old", old))
            part = "held_out" if row["layout"] in invoice_fields.HELD_OUT else "tuned"
            for label, module in order:
                started = time.perf_counter()
                result = module.parse(str(path), mime, invoice_fields.LIMITS)
                seconds[label] += time.perf_counter() - started
                verdicts = scorer.compare(invoice_fields.extract_fields(result), row)
                for group in (part, row["kind"]):
                    right[label][group] = right[label].get(group, 0) + sum(v["ok"] for v in verdicts.values())
            print(number + 1, {k: round(v, 1) for k, v in seconds.items()}, flush=True)
    fields = len(scorer.FIELDS)
    sizes: dict[str, int] = {}
    for row in chosen:
        for group in ("held_out" if row["layout"] in invoice_fields.HELD_OUT else "tuned", row["kind"]):
            sizes[group] = sizes.get(group, 0) + 1
    shares = {
        label: {g: round(n / (sizes[g] * fields), 3) for g, n in sorted(groups.items())}
        for label, groups in right.items()
    }
    print(
        f"{len(chosen)} files ({sizes}): old {seconds['old'] / len(chosen):.2f} s/file, new "
        f"{seconds['new'] / len(chosen):.2f} s/file ({seconds['new'] / seconds['old']:.2f}x); fields right "
        f"old {shares['old']}, new {shares['new']}; load {os.getloadavg()[0]:.1f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
