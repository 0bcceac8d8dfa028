"""Regenerate ``src/misrad/assistant/engine/common_hebrew.txt``: the 2,000 commonest Hebrew words by
wordfreq's ranks, one a line, most common first (``engine.described_customers`` reads them: a word everyone
writes - "לא", "אחרי", "בבית", "הגיע" - describes no particular customer, however few cards hold it).

usage: python scripts/common_hebrew.py [OUT]
needs: PyPI ``wordfreq==3.1.1`` importable (e.g. ``pip install --target DIR wordfreq==3.1.1`` and
       ``PYTHONPATH=DIR``), as ``scripts/english_words.py`` does; made once and committed, never a runtime
       dependency.
"""

from __future__ import annotations

import sys
from pathlib import Path

import wordfreq

OUT = Path(__file__).resolve().parents[1] / "src/misrad/assistant/engine/common_hebrew.txt"
COMMON = 2_000


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    words = [w for w in wordfreq.top_n_list("he", COMMON * 2) if w.isalpha()][:COMMON]
    out.write_text("\n".join(words) + "\n", encoding="utf-8")
    sys.stdout.write(f"{out}: {len(words)} words\n")


if __name__ == "__main__":
    main()
