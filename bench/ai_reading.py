"""What reading again with an LLM can add on the shared invoice corpus, and what its checks let through.

No LLM runs here (none is reachable from this machine, and a fake one would measure nothing): the
answers are made from the corpus's truth, so the figures are bounds on the machinery around the
model, not a model's accuracy:
- **sent**: the documents whose own reading did not settle (``ai_reading.unsettled``), which an office
  with an LLM chosen would pay a call for;
- **ceiling**: fields right when a model answers every sent document exactly as the truth (what the
  checks still refuse is what the text does not show: a value OCR lost cannot be grounded);
- **taken wrong**: values taken when a model answers plausibly but wrongly (each number off by a
  digit, an invented invoice number, the customer as the supplier, VAT at another rate): every one
  of them is a value the checks let through that is not the truth.

    python -m bench.ai_reading [--jobs N]
"""

from __future__ import annotations

import argparse
import copy
import sys
from collections import Counter
from decimal import Decimal
from functools import partial
from typing import Any

from bench.invoice_fields import (
    CORPUS,
    ROOT,
    _plain,
    accuracy,
    load_scorer,
    print_table,
    read_cached,
    reader_versions,
    truth_rows,
)

# What a model is asked for: the scorer's fields, which are the reading's (allocation number aside).
ANSWER_FIELDS = tuple(load_scorer().FIELDS)


def oracle(row: dict[str, Any]) -> dict[str, Any]:
    return {name: row.get(name) for name in ANSWER_FIELDS}


def plausible_but_wrong(row: dict[str, Any]) -> dict[str, Any]:
    """What a confident model gets wrong: a digit off, the customer for the supplier, another VAT rate."""
    answer = copy.deepcopy(oracle(row))
    answer["supplier_name"] = row.get("customer") or "Acme Ltd"
    answer["invoice_number"] = f"{row.get('invoice_number') or ''}1"
    subtotal = Decimal(str(row.get("subtotal_amount") or 0)) + 10
    answer["subtotal_amount"], answer["vat_amount"] = float(subtotal), float(subtotal * Decimal("0.17"))
    answer["total_amount"] = float(subtotal * Decimal("1.17"))
    for item in answer.get("line_items") or []:
        item["total"] = float(Decimal(str(item["total"])) + 1)
    return answer


def run(row: dict[str, Any], scorer: Any, versions: tuple[str, str], answer: Any) -> dict[str, Any]:
    from misrad.intake import ai_checks, ai_reading, extract

    result, _ = read_cached(CORPUS / "corpus" / row["file"], versions)
    text = "\n\f\n".join(result["pages"]).strip()
    reading = extract.extract(text)
    wanted = ai_reading.unsettled(reading)
    sent = bool(wanted - ai_reading.MINOR)
    taken: list[str] = []
    if sent and answer is not None:
        taken = ai_reading.take(reading, ai_checks.checked(answer(row), text), wanted)
    fields = {k: _plain(v) for k, v in reading.values().items()}
    verdicts = scorer.compare(fields, row)
    wrong = [name for name in taken if not verdicts[name]["ok"]]
    return {
        "file": row["file"],
        "kind": row["kind"],
        "layout": row["layout"],
        "sent": sent,
        "taken_wrong": wrong,
        "fields": {f: {"ok": v["ok"]} for f, v in verdicts.items()},
    }


def main(argv: list[str] | None = None) -> int:
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args(argv)
    if str(ROOT / "src") not in sys.path:
        sys.path.insert(0, str(ROOT / "src"))
    scorer, rows, versions = load_scorer(), truth_rows(), reader_versions()
    fields = list(scorer.FIELDS)
    for title, answer in (("own reading", None), ("ceiling", oracle), ("wrong answers", plausible_but_wrong)):
        results = [partial(run, scorer=scorer, versions=versions, answer=answer)(row) for row in rows]
        print(f"\n### {title}\n")
        print_table(accuracy(results, fields), fields)
        sent = Counter(r["kind"] for r in results if r["sent"])
        print(f"\nsent: {sum(sent.values())} of {len(results)} ({dict(sent)})")
        if answer is not None:
            wrong = Counter(name for r in results for name in r["taken_wrong"])
            print(f"values taken that are not the truth: {sum(wrong.values())} {dict(wrong)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
