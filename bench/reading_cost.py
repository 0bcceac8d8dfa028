"""What the word-box reading costs and gains on the suite's own scans and photos: old and new reading
alternating in one run over the same files (the machine is shared, so only a same-run ratio means much).

"Old" is ``intake/parsing.py`` as of a given commit (default 55578ce, before word boxes and second reads),
loaded beside the current one; both read with the same Tesseract. Each file is read by both, in turn,
and scored with the suite's own scoring (``tests/invoices/scoring.py``).

    python -m bench.reading_cost [--per-kind 6] [--commit 55578ce]
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
    spec.loader.exec_module(module)
    return module


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-kind", type=int, default=6)
    parser.add_argument("--commit", default="55578ce")
    args = parser.parse_args(argv)
    for path in (ROOT / "src", ROOT):
        if str(path) not in sys.path:
            sys.path.insert(0, str(path))
    os.environ["OMP_THREAD_LIMIT"] = "1"
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


if __name__ == "__main__":
    raise SystemExit(main())
