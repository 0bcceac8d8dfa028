"""Words for the search index, Hebrew-aware.

Hebrew glues one-letter prefixes to words (ו ה ב ל מ ש כ: "והחשבונית" = "and the invoice") and no
stemmer ships for it, so every Hebrew word is indexed as written and also without up to three
leading prefix letters. A query word reads prefixes the same way: it matches itself or one of its
unprefixed forms ("בחלקי" finds "חלקי", "וכהן" finds "כהן"), as long as at least three letters remain
(a two-letter rest such as "הן" of "וכהן" is a word of its own and would match almost anything).
Niqqud, bidi marks and the difference between final and regular letter forms at the cut are
normalised away. Latin text is case-folded.
"""

from __future__ import annotations

import re
import unicodedata

PREFIX_LETTERS = "והבלמשכ"
_FINAL_TO_REGULAR = str.maketrans("ךםןףץ", "כמנפצ")
_WORD = re.compile(r"[\w\u0590-\u05FF]+(?:[\"'״׳][\u05D0-\u05EA]+)?", re.UNICODE)
_BIDI = re.compile("[\u200e\u200f\u202a-\u202e\u2066-\u2069]")
_NIQQUD = re.compile("[\u0591-\u05c7]")
MAX_TERM = 64


def normalise(text: str) -> str:
    text = unicodedata.normalize("NFKC", text)
    text = _BIDI.sub("", text)
    text = _NIQQUD.sub("", text)
    return text.casefold()


def _is_hebrew(word: str) -> bool:
    return any("\u05d0" <= c <= "\u05ea" for c in word)


def _canonical(word: str) -> str:
    # Quotes inside acronyms (מע"מ, ש"ח) are dropped so מע"מ and מעמ meet.
    return word.replace('"', "").replace("'", "").replace("״", "").replace("׳", "")


def word_forms(word: str) -> set[str]:
    """The word and, for Hebrew, the word without 1..3 prefix letters (keeping at least 2 letters)."""
    word = _canonical(word)
    forms = {word}
    if _is_hebrew(word):
        stem = word
        for _ in range(3):
            if len(stem) > 2 and stem[0] in PREFIX_LETTERS:
                stem = stem[1:]
                forms.add(stem)
            else:
                break
    return {f[:MAX_TERM] for f in forms if f}


def words(text: str) -> list[str]:
    return [_canonical(w)[:MAX_TERM] for w in _WORD.findall(normalise(text)) if _canonical(w)]


def index_terms(*texts: str | None) -> set[str]:
    terms: set[str] = set()
    for text in texts:
        if not text:
            continue
        for word in _WORD.findall(normalise(text)):
            terms |= word_forms(word)
            # Codes such as "IN-00294" or "INV/2024/17" are also kept whole, without separators.
        for code in re.findall(r"[\w]+(?:[-/.][\w]+)+", normalise(text)):
            terms |= _code_joins(code)
    return {t for t in terms if t}


def _code_joins(code: str) -> set[str]:
    """A code's parts joined without separators, whole and in every run of two or more parts, so that
    "invoice-41.pdf" is found by "invoice-41" and "INV/2024/17" by "2024/17"."""
    parts = [p for p in re.split(r"[-/.]", code) if p][:8]
    return {"".join(parts[i:j])[:MAX_TERM] for i in range(len(parts)) for j in range(i + 2, len(parts) + 1)}


QUERY_MIN_STEM = 3


def query_terms(query: str) -> list[tuple[str, ...]]:
    """A query's words, each with the indexed terms it may match: itself and, for Hebrew, its forms
    without prefix letters (at least ``QUERY_MIN_STEM`` letters long). Every word must match."""
    seen: list[str] = []
    for word in words(query):
        if word not in seen:
            seen.append(word)
    for code in re.findall(r"[\w]+(?:[-/.][\w]+)+", normalise(query)):
        joined = re.sub(r"[-/.]", "", code)[:MAX_TERM]
        # The joined code replaces its parts: "IN-00294" finds the code, not every "IN".
        parts = words(code)
        seen = [w for w in seen if w not in parts]
        if joined not in seen:
            seen.append(joined)
    return [_query_forms(word) for word in seen[:8]]


def _query_forms(word: str) -> tuple[str, ...]:
    stems = sorted(f for f in word_forms(word) if f != word and len(f) >= QUERY_MIN_STEM)
    return (word, *stems)


def matches_keyword(text_words: set[str], keyword: str) -> bool:
    """Category keyword match: each keyword word appears in the text as written or under prefixes."""
    key_words = words(keyword)
    return bool(key_words) and all(k in text_words for k in key_words)


def text_word_forms(text: str) -> set[str]:
    forms: set[str] = set()
    for word in _WORD.findall(normalise(text)):
        forms |= word_forms(word)
    return forms


def final_forms_regular(word: str) -> str:
    return word.translate(_FINAL_TO_REGULAR)
