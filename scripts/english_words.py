"""Regenerate ``src/misrad/assistant/engine/english_words.txt.gz``, the general English words the slip
reader knows (``engine.common_english``): the English dictionary words wordfreq ranks among its 200,000
commonest, most common first (the first 25,000 the words a slip is read as).

usage: python scripts/english_words.py [OUT]
needs: PyPI ``wordfreq==3.1.1`` (importable, e.g. ``pip install --target DIR wordfreq==3.1.1`` and
       ``PYTHONPATH=DIR``) and Debian's ``wamerican`` and ``wbritish`` (``/usr/share/dict``).

Why two sources: wordfreq ranks the words as people write them, so it holds their commonest misspellings
too ("teh", "thier", "recieve") and chat shorthand ("im", "pls"), which a slip reader must not take for
words; the dictionaries hold every word, however rare, and no misspelling. A word of both is a common real
word. American and British spellings both: an Israeli office writes either ("color", "colour"). Single
letters but "a" and "i" are left out (a dictionary lists each letter). The list is made once and committed,
so neither source is a runtime dependency: wordfreq's import and first list cost half a second and ~30 MB
a process (measured, session 39), the list 0.05-0.25 s (quiet or loaded machine) and ~7 MB.
"""

from __future__ import annotations

import gzip
import sys
from pathlib import Path

import wordfreq

OUT = Path(__file__).resolve().parents[1] / "src/misrad/assistant/engine/english_words.txt.gz"
DICTIONARIES = (Path("/usr/share/dict/american-english"), Path("/usr/share/dict/british-english"))
# A rarer word is a word as it stands all the same ("bilge", "pilates"): never read as a slip of a
# commoner one; gzipped, the list is ~250 KB.
SEARCHED = 200_000


def dictionary_words() -> set[str]:
    found: set[str] = set()
    for path in DICTIONARIES:
        found |= {w.strip().lower() for w in path.read_text("utf-8").splitlines() if "'" not in w}
    return found


def common_words() -> list[str]:
    known = dictionary_words()
    words = [
        w
        for w in wordfreq.top_n_list("en", SEARCHED)
        if w.isascii() and w.isalpha() and w in known and (len(w) > 1 or w in ("a", "i"))
    ]
    return words


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    # mtime 0: the same words make the same bytes, so a regenerated list shows no change in git.
    with gzip.GzipFile(out, "wb", compresslevel=9, mtime=0) as packed:
        packed.write("".join(f"{w}\n" for w in common_words()).encode("utf-8"))


if __name__ == "__main__":
    main()
