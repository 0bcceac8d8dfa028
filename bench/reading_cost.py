"""What reading costs and gains, old code against today's: each version reads the same scans and photos in
turn, in one run (the machine is shared, so only a same-run ratio means much).

Each version runs in a process of its own (``bench/reading_side.py``) with its own source tree: today's
worktree, and for every ``--commit`` that commit's ``src`` taken out with ``git archive``, so an old
reader runs with the helpers, the Tesseract calls and the extraction it had (dd77583 ran one ``tesseract``
command per read; today's reader keeps Tesseract loaded, as the reader's fork server does before any child
starts). Every version first reads one file that is not counted (models loaded, caches warm, as in a
running service). Then each file is read by every version, the version that goes first turning file by
file; a read's time is the reader's ``parse`` plus the extraction (what ``bench_documents`` calls reading),
as wall seconds and as CPU seconds (the process's and its ``tesseract`` commands'). Fields are scored
with the suite's own scoring (``tests/invoices/scoring.py``) on its generated scans and photos, or with
``--shared N`` on N scans and photos of the shared corpus (every k-th, all layouts) with its ``score.py``;
only totals are printed, never a document's values.

    python -m bench.reading_cost [--per-kind 6] [--commit dd77583,a4147f7] [--shared 14]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
NEW = "new"
SUITE_LIMITS = {"max_pages": 20, "max_pixels": 60_000_000, "timeout_seconds": 120, "memory_mb": 2048}
SUITE_LIMITS["dpi"] = 300


@dataclass
class Case:
    """One file to read, the groups it counts in, and how many of its fields a reading got right."""

    path: Path
    mime: str
    groups: tuple[str, ...]
    fields: int
    judge: Callable[[dict[str, Any]], int]


@dataclass
class Side:
    """One version of the reading code, reading in its own process."""

    label: str
    source: Path
    process: subprocess.Popen[str] | None = None
    seconds: float = 0.0
    cpu: float = 0.0
    pages: int = 0
    errors: int = 0
    right: dict[str, int] = field(default_factory=dict)

    def start(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, str(ROOT / "bench" / "reading_side.py"), str(self.source)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            env={**os.environ, "OMP_THREAD_LIMIT": "1"},
        )

    def read(self, path: Path, mime: str, limits: dict[str, Any]) -> dict[str, Any]:
        assert self.process is not None and self.process.stdin and self.process.stdout
        self.process.stdin.write(json.dumps({"path": str(path), "mime": mime, "limits": limits}) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"the {self.label} reader stopped")
        answer: dict[str, Any] = json.loads(line)
        return answer

    def stop(self) -> None:
        if self.process is not None:
            assert self.process.stdin is not None
            self.process.stdin.close()
            self.process.wait(timeout=60)


def source_tree(commit: str, folder: Path) -> Path:
    """``src`` of ``commit`` written out under ``folder`` (the whole package: an old reader imports its
    own helpers)."""
    target = folder / commit
    target.mkdir(parents=True)
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", commit, "src/misrad"],
        capture_output=True,
        check=True,
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(target)], input=archive, check=True)
    return target / "src"


def suite_cases(per_kind: int, folder: Path) -> list[Case]:
    """The first ``per_kind`` scans and photos of the suite's fixed generated set."""
    from tests.invoices.generator import fixed_set, render
    from tests.invoices.scoring import score

    cases = []
    taken = {"scan": 0, "photo": 0}
    for invoice, kind, seed in fixed_set(120):
        if kind not in taken or taken[kind] >= per_kind:
            continue
        taken[kind] += 1
        data, name = render(invoice, kind, seed)
        path = folder / name
        path.write_bytes(data)
        truth = invoice.truth()
        mime = "application/pdf" if name.endswith(".pdf") else "image/jpeg"

        def judge(found: dict[str, Any], truth: dict[str, Any] = truth) -> int:
            return sum(score(found, truth).values())

        cases.append(Case(path, mime, (kind,), len(truth), judge))
    return cases


def shared_cases(count: int) -> list[Case]:
    """``count`` scans and photos of the shared corpus, every k-th so that every layout has some."""
    from bench import invoice_fields

    scorer = invoice_fields.load_scorer()
    rows = [r for r in invoice_fields.truth_rows() if r["kind"] != "pdf_text"]
    step = max(1, len(rows) // count)
    cases = []
    for row in rows[::step][:count]:
        path = invoice_fields.CORPUS / "corpus" / row["file"]
        part = "held_out" if row["layout"] in invoice_fields.HELD_OUT else "tuned"

        def judge(found: dict[str, Any], row: dict[str, Any] = row) -> int:
            return sum(bool(v["ok"]) for v in scorer.compare(found, row).values())

        mime = invoice_fields.MIME[path.suffix.lower()]
        cases.append(Case(path, mime, (part, row["kind"]), len(scorer.FIELDS), judge))
    return cases


def run(cases: list[Case], sides: list[Side], limits: dict[str, Any]) -> None:
    """Every case read by every side, the side that reads first turning case by case."""
    for side in sides:
        side.read(cases[0].path, cases[0].mime, limits)  # not counted: loads models, warms caches
    for number, case in enumerate(cases):
        turn = number % len(sides)
        for side in sides[turn:] + sides[:turn]:
            answer = side.read(case.path, case.mime, limits)
            side.seconds += answer["seconds"]
            side.cpu += answer["cpu"]
            if "error" in answer:
                side.errors += 1
                print(f"{side.label}: {case.path.name}: {answer['error'].splitlines()[-1]}", file=sys.stderr)
                continue
            side.pages += answer["pages"]
            right = case.judge(answer["fields"])
            for group in case.groups:
                side.right[group] = side.right.get(group, 0) + right
        print(number + 1, {s.label: (round(s.seconds, 1), round(s.cpu, 1)) for s in sides}, flush=True)


def report(cases: list[Case], sides: list[Side], load_before: float) -> str:
    sizes: dict[str, int] = {}
    for case in cases:
        for group in case.groups:
            sizes[group] = sizes.get(group, 0) + case.fields
    new = next(s for s in sides if s.label == NEW)
    lines = [f"{len(cases)} files; load {load_before:.1f} before, {os.getloadavg()[0]:.1f} after"]
    for side in sides:
        shares = {g: round(side.right.get(g, 0) / n, 3) for g, n in sorted(sizes.items())}
        pages = max(1, side.pages)
        line = (
            f"{side.label}: {side.seconds / len(cases):.2f} s/file wall, "
            f"{side.cpu / len(cases):.2f} s/file CPU, "
            f"{side.cpu / pages:.2f} CPU s/page; fields right {shares}"
        )
        if side is not new:
            line += f"; new/this: wall {new.seconds / side.seconds:.2f}x, CPU {new.cpu / side.cpu:.2f}x"
        lines.append(line + (f"; {side.errors} errors" if side.errors else ""))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-kind", type=int, default=6)
    parser.add_argument("--commit", default="dd77583", help="old versions, comma-separated")
    parser.add_argument("--shared", type=int, default=0, help="read this many shared-corpus rasters instead")
    args = parser.parse_args(argv)
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    load_before = os.getloadavg()[0]
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="reading-cost-") as name:
        folder = Path(name)
        sides = [Side(c, source_tree(c, folder)) for c in args.commit.split(",") if c]
        sides.append(Side(NEW, ROOT / "src"))
        if args.shared:
            from bench.invoice_fields import LIMITS

            cases, limits = shared_cases(args.shared), LIMITS
        else:
            cases, limits = suite_cases(args.per_kind, folder), SUITE_LIMITS
        for side in sides:
            side.start()
        try:
            run(cases, sides, limits)
        finally:
            for side in sides:
                side.stop()
    print(report(cases, sides, load_before))
    print(f"run took {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
