"""Near-duplicate detection by banded MinHash (locality-sensitive hashing).

A document's text is normalised (case, punctuation, spacing) and each word is cut into overlapping
character 3-grams (padded, so short words count too). Character shingles survive OCR noise far better
than words: one misread character spoils 3 shingles, not a whole word. Shingles never cross a word
boundary and a word is taken in its smaller reading direction, because Hebrew OCR often gets the order
of the words of a mixed line wrong (a phone number before or after its prefix) or writes a word
backwards: neither may change what a re-scan looks like.

``NUM_PERM`` MinHash values estimate the Jaccard similarity of two shingle sets; they are cut into
``BANDS`` bands of ``ROWS`` values, and each band is hashed into one 63-bit bucket key stored in an
indexed table. Two documents become candidates when they share a bucket: with 32 bands of 4, a pair at
similarity 0.6 shares one with probability 0.99, a pair at 0.3 with 0.23; candidates are then scored
from their stored signatures. The look-up costs ``BANDS`` index probes whatever the size of the archive.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from datasketch import MinHash

NUM_PERM = 128
BANDS = 32
ROWS = NUM_PERM // BANDS
SHINGLE = 3
MIN_SHINGLES = 20  # shorter texts (a failed OCR, a photo of a stamp) are not compared
_SEED = 20261121
_NOT_WORD = re.compile(r"[^\w]+", re.UNICODE)


def normalise_text(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).lower()
    return " ".join(_NOT_WORD.sub(" ", text).split())


def shingles(text: str) -> set[bytes]:
    found: set[bytes] = set()
    for word in normalise_text(text).split():
        padded = f" {min(word, word[::-1])} "
        found.update(padded[i : i + SHINGLE].encode() for i in range(len(padded) - SHINGLE + 1))
    return found


@cache
def _base() -> MinHash:
    """The permutations, drawn once (drawing them again for every document costs a third of the time)."""
    # Imported on first use: datasketch's package imports scipy, about a fifth of the CPU every misrad
    # process (API, worker, command line) spent starting, most of which never check a document.
    from datasketch import MinHash

    return MinHash(num_perm=NUM_PERM, seed=_SEED)


def signature(text: str) -> list[int]:
    """The MinHash signature of a text, or [] when the text is too short to compare."""
    parts = shingles(text)
    if len(parts) < MIN_SHINGLES:
        return []
    base = _base()
    minhash = type(base)(num_perm=NUM_PERM, seed=_SEED, permutations=base.permutations, scheme=base.scheme)
    minhash.update_batch(list(parts))
    return [int(v) for v in minhash.hashvalues]


def band_keys(values: Sequence[int]) -> list[int]:
    """One signed 63-bit bucket key per band (the band number is mixed in, so one index serves all)."""
    if len(values) != NUM_PERM:
        return []
    keys = []
    for band in range(BANDS):
        chunk = values[band * ROWS : (band + 1) * ROWS]
        digest = hashlib.blake2b(f"{band}:{','.join(map(str, chunk))}".encode(), digest_size=8).digest()
        keys.append(int.from_bytes(digest, "big", signed=True) >> 1)
    return keys


def similarity(first: Sequence[int], second: Sequence[int]) -> float:
    """Estimated Jaccard similarity of the two texts' shingle sets (0..1)."""
    if len(first) != NUM_PERM or len(second) != NUM_PERM:
        return 0.0
    return sum(1 for a, b in zip(first, second, strict=True) if a == b) / NUM_PERM
