"""Field accuracy on the shared invoice corpus, in process: reading + extraction, scored as ``score.py`` does.

The shared corpus (``../shared/devsets/invoices`` beside the checkout, or ``MISRAD_INVOICE_CORPUS``) is
scored through the live API by its own ``score.py``; that takes 90 × the processing time. This harness
runs the same two steps the pipeline runs — ``intake.parsing.parse`` (pdfium or Tesseract) and
``intake.extract`` — on each file, and compares every field with the scorer's own comparison functions
(imported from ``score.py``, so the verdicts cannot drift). What the reader returns is cached by file hash
and the reader's version marks (``parsing.READER_VERSION``, ``OCR_VERSION``), so extraction can be
iterated on without running Tesseract again; a change to what reading returns bumps a mark and reads
again.

Layouts are split in two: ``HELD_OUT`` were chosen before any failure was looked at and are never
looked at while tuning (``--show`` refuses to print their failures unless ``--reveal-held-out``).

    python -m bench.invoice_fields [--show] [--only LAYOUT,...] [--json out.json]
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import shutil
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from datetime import date
from decimal import Decimal
from functools import partial
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CORPUS = Path(os.environ.get("MISRAD_INVOICE_CORPUS", ROOT.parent / "shared" / "devsets" / "invoices"))

CACHE = Path(os.environ.get("MISRAD_BENCH_CACHE", str(Path.home() / ".cache" / "misrad-bench" / "reading")))
# Chosen before looking at any failure: four layouts that imitate very different programs.
SHARED_HELD_OUT = ("utility", "credit", "saas", "till")
# And two of bench.invoice_novel's own layouts, chosen as held out when they were written (session 10).
NOVEL_HELD_OUT = ("boxes", "brand")
# And two of bench.invoice_wordings' four, chosen when they were written (session 18).
WORDINGS_HELD_OUT = ("patur", "zikui")
HELD_OUT = (*SHARED_HELD_OUT, *NOVEL_HELD_OUT, *WORDINGS_HELD_OUT)
KINDS = ("pdf_text", "pdf_scan", "image")
MIME = {".pdf": "application/pdf", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png"}
LIMITS = {"max_pages": 20, "max_pixels": 60_000_000, "timeout_seconds": 120, "memory_mb": 2048, "dpi": 300}


def write_truth(out: Path, rows: list[dict[str, Any]]) -> None:
    """A generated corpus's ``truth.jsonl`` (one row a document) and the shared scorer beside it, so the
    folder is scored as the shared corpus is (``MISRAD_INVOICE_CORPUS=out``)."""
    (out / "truth.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    shutil.copy(CORPUS / "score.py", out / "score.py")


def load_scorer(corpus: Path = CORPUS) -> ModuleType:
    spec = importlib.util.spec_from_file_location("invoice_score", corpus / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def truth_rows(corpus: Path = CORPUS) -> list[dict[str, Any]]:
    return [json.loads(line) for line in (corpus / "truth.jsonl").read_text("utf-8").splitlines() if line]


def reader_versions() -> tuple[str, str]:
    """(``parsing.READER_VERSION``, ``parsing.OCR_VERSION``), read without importing pdfium."""
    found = {"READER_VERSION": "0", "OCR_VERSION": "0"}
    for line in (ROOT / "src" / "misrad" / "intake" / "parsing.py").read_text("utf-8").splitlines():
        name, _, value = line.partition(" = ")
        if name in found:
            found[name] = value.strip().strip('"')
    return found["READER_VERSION"], found["OCR_VERSION"]


def read_cached(path: Path, versions: tuple[str, str]) -> tuple[dict[str, Any], float]:
    """What the reader returns for one file, from the cache when read by the same reading code.

    A file read by OCR alone is cached under the OCR version, others under the reader's version: a
    change to how text layers are read does not run Tesseract again.
    """
    data = path.read_bytes()
    digest = hashlib.sha256(data).hexdigest()[:24]
    text_key, ocr_key = CACHE / f"{digest}-t{versions[0]}.json", CACHE / f"{digest}-o{versions[1]}.json"
    for cached in (ocr_key, text_key):
        if cached.exists():
            stored = json.loads(cached.read_text("utf-8"))
            return stored["result"], stored["seconds"]
    os.environ["OMP_THREAD_LIMIT"] = "1"
    result, seconds = read_fresh(path)
    CACHE.mkdir(parents=True, exist_ok=True)
    target = ocr_key if result["source"] == "ocr" else text_key
    target.write_text(json.dumps({"result": result, "seconds": seconds}, ensure_ascii=False), "utf-8")
    return result, seconds


def _plain(value: Any) -> Any:
    """The value as the API's JSON carries it."""
    if isinstance(value, Decimal):
        return float(value)
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def extract_fields(result: dict[str, Any]) -> dict[str, Any]:
    from misrad.intake import extract

    text = "\n\f\n".join(result["pages"]).strip()
    extraction = extract.extract(text)
    return {k: _plain(v) for k, v in extraction.values().items()}


Reader = Callable[[Path], tuple[dict[str, Any], float]]  # a file -> (what the reader returns, seconds)


def read_fresh(path: Path) -> tuple[dict[str, Any], float]:
    """What the reader returns for one file, read now (no cache)."""
    from misrad.intake import parsing

    started = time.perf_counter()
    result = parsing.parse(str(path), MIME[path.suffix.lower()], LIMITS)
    return result, time.perf_counter() - started


def score_one(row: dict[str, Any], scorer: ModuleType, read: Reader) -> dict[str, Any]:
    """One corpus document read by ``read``, extracted, and each field judged by ``score.py``'s own
    ``compare`` (the one scoring loop of the bench and of ``tests/intake/test_shared_corpus.py``)."""
    result, seconds = read(CORPUS / "corpus" / row["file"])
    fields = extract_fields(result)
    verdicts = scorer.compare(fields, row)
    return {
        "file": row["file"],
        "kind": row["kind"],
        "layout": row["layout"],
        "language": row["language"],
        "seconds": seconds,
        "pages": result["page_count"],
        "fields": {f: {"ok": v["ok"], "got": v.get("got")} for f, v in verdicts.items()},
    }


def _worker(args: tuple[dict[str, Any], tuple[str, str]]) -> dict[str, Any]:
    row, versions = args
    return score_one(row, load_scorer(), partial(read_cached, versions=versions))


def accuracy(results: list[dict[str, Any]], fields: list[str]) -> dict[str, dict[str, float]]:
    """{group: {field: share right, "all": share of every (document, field) pair right}}."""
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in results:
        for group in ("all", r["kind"], "held_out" if r["layout"] in HELD_OUT else "tuned"):
            groups[group].append(r)
        part = "held_out" if r["layout"] in HELD_OUT else "tuned"
        groups[f"{part}:{r['kind']}"].append(r)
    table: dict[str, dict[str, float]] = {}
    for group, members in groups.items():
        row = {f: sum(m["fields"][f]["ok"] for m in members) / len(members) for f in fields}
        row["all"] = sum(row[f] for f in fields) / len(fields)
        row["n"] = len(members)
        table[group] = row
    return table


def print_table(table: dict[str, dict[str, float]], fields: list[str]) -> None:
    order = [
        "all",
        *KINDS,
        "tuned",
        *(f"tuned:{k}" for k in KINDS),
        "held_out",
        *(f"held_out:{k}" for k in KINDS),
    ]
    names = [g for g in order if g in table]
    print("| field | " + " | ".join(f"{g} ({int(table[g]['n'])})" for g in names) + " |")
    print("|---|" + "---:|" * len(names))
    for f in [*fields, "all"]:
        print(f"| {f} | " + " | ".join(f"{table[g][f]:.2f}" for g in names) + " |")


def print_absent(results: list[dict[str, Any]], truth: dict[str, dict[str, Any]]) -> None:
    """The documents whose truth has no supplier tax id (a supplier abroad): ``score.py`` counts the field
    wrong whatever is read, so the table's figure has a ceiling below 1; what counts is that none is
    given (a number there is a distractor taken). Aggregates only, held-out layouts too."""
    groups: dict[str, list[bool]] = defaultdict(list)
    for r in results:
        if truth[r["file"]]["supplier_tax_id"] is not None:
            continue
        absent = r["fields"]["supplier_tax_id"]["got"] in (None, "")
        part = "held_out" if r["layout"] in HELD_OUT else "tuned"
        for group in (r["kind"], f"{part}:{r['kind']}"):
            groups[group].append(absent)
    if groups:
        shares = ", ".join(f"{g} {sum(v)}/{len(v)}" for g, v in sorted(groups.items()))
        print(f"\nno supplier tax id in the truth (scored wrong whatever is read), none given: {shares}")


def show_failures(results: list[dict[str, Any]], truth: dict[str, dict[str, Any]], reveal: bool) -> None:
    for r in results:
        if r["layout"] in HELD_OUT and not reveal:
            continue
        for f, v in r["fields"].items():
            if not v["ok"]:
                want = truth[r["file"]][f]
                print(f"{r['file']} {r['layout']} {r['kind']} {f}: got {v['got']!r} want {want!r}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", action="store_true", help="print the wrong fields of tuned layouts")
    parser.add_argument("--reveal-held-out", action="store_true", help="also print held-out failures")
    parser.add_argument("--only", default="", help="comma-separated layouts")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", default="")
    args = parser.parse_args(argv)
    if str(ROOT / "src") not in sys.path:
        sys.path.insert(0, str(ROOT / "src"))
    if not (CORPUS / "truth.jsonl").exists():
        print(f"shared invoice corpus not found at {CORPUS} (set MISRAD_INVOICE_CORPUS)", file=sys.stderr)
        return 2
    scorer = load_scorer()
    rows = truth_rows()
    if args.only:
        rows = [r for r in rows if r["layout"] in args.only.split(",")]
    versions = reader_versions()
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(_worker, [(r, versions) for r in rows]))
    else:
        results = [score_one(r, scorer, partial(read_cached, versions=versions)) for r in rows]
    fields = list(scorer.FIELDS)
    table = accuracy(results, fields)
    if args.show or args.reveal_held_out:
        show_failures(results, {r["file"]: r for r in rows}, args.reveal_held_out)
    print_table(table, fields)
    print_absent(results, {r["file"]: r for r in rows})
    per_page = sum(r["seconds"] for r in results) / max(1, sum(r["pages"] for r in results))
    print(f"\nreading seconds per page (as cached when read): {per_page:.2f}")
    if args.json:
        kept = results if args.reveal_held_out else [_without_values(r) for r in results]
        document = {"table": table, "results": kept}
        Path(args.json).write_text(json.dumps(document, ensure_ascii=False, indent=1))
    return 0


def _without_values(result: dict[str, Any]) -> dict[str, Any]:
    """A held-out document's result as the file keeps it: which fields were right, never what was read
    (the file is for comparing runs; the held-out layouts' values stay unseen, as ``--show`` keeps them)."""
    if result["layout"] not in HELD_OUT:
        return result
    fields = {f: {"ok": v["ok"]} for f, v in result["fields"].items()}
    return {**result, "fields": fields}


if __name__ == "__main__":
    raise SystemExit(main())
