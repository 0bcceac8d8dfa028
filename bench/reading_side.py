"""One version of the reading code in a process of its own, for ``bench.reading_cost``.

Two versions of ``misrad`` cannot be imported into one interpreter (both are the package ``misrad``), and an
old ``intake/parsing.py`` loaded alone beside today's package reads with today's helpers, not its own. So
each version runs here, with its own source tree first on ``sys.path`` (today's worktree, or an old
commit's ``src`` taken out with ``git archive``), and reads the files it is sent: the reader's ``parse``
and the extraction, exactly as that version's pipeline ran them. Requests come on stdin, one JSON object
a line (``path``, ``mime``, ``limits``); each answer is one JSON line on the original stdout: wall seconds,
CPU seconds of this process and of the commands it ran (an old reader ran one ``tesseract`` per read), the
pages, and the extracted fields as the API's JSON carries them. Whatever the reading code prints goes to
stderr.

    python bench/reading_side.py SRC_FOLDER
"""

from __future__ import annotations

import json
import os
import resource
import sys
import time
import traceback
from datetime import date
from decimal import Decimal
from typing import Any


def _cpu() -> float:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def _plain(value: Any) -> Any:
    if isinstance(value, Decimal):
        return float(value)
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def main() -> int:
    source = os.path.abspath(sys.argv[1])
    sys.path.insert(0, source)
    os.environ["OMP_THREAD_LIMIT"] = "1"
    answers = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    from misrad.intake import extract, parsing

    if not parsing.__file__ or not os.path.abspath(parsing.__file__).startswith(source):
        raise SystemExit(f"reading_side: {parsing.__file__} is not under {source}")
    for line in sys.stdin:
        request = json.loads(line)
        started, cpu = time.perf_counter(), _cpu()
        try:
            result = parsing.parse(request["path"], request["mime"], request["limits"])
            found = extract.extract("\n\f\n".join(result["pages"]).strip()).values()
            answer = {"pages": result["page_count"], "fields": _plain(found)}
        except Exception:
            answer = {"error": traceback.format_exc(limit=3)}
        answer.update(seconds=time.perf_counter() - started, cpu=_cpu() - cpu)
        answers.write(json.dumps(answer, ensure_ascii=False) + "\n")
        answers.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
