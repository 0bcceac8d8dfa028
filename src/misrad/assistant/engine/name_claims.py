"""Which query words claim which words of one customer's name, and how weak each claim is (``names``)."""

from __future__ import annotations

# A name word a query word may be, its score, how weak the hit is, and the reading of the query word
# that matched (the word as typed without its prefix letters: "למזרחי" is "מזרחי").
Candidate = tuple[str, float, int, str]
STRONG, SHORT_SOUND, LEXICON = 0, 1, 2  # weakness: a lexicon word counts only beside a strong one

# (query position, score, weakness, (query word, reading), the name word it names)
Claim = tuple[int, float, int, tuple[str, str], str]


def beside_a_latin_word(words: list[str], at: int, weak: frozenset[str] | set[str]) -> bool:
    """Whether a word right before or after ``words[at]`` is a Latin word that is no common word."""
    beside = words[max(at - 1, 0) : at] + words[at + 1 : at + 2]
    return any(w.isascii() and w.isalpha() and w not in weak for w in beside)


def as_written(claims: list[Claim], marked: frozenset[str]) -> list[Claim]:
    """A word of the lexicon or the trade's concepts that the writer capitalised as a name, beside another
    word of the same name ("Noa Green", "Dan Brown"), is a name word sounded in the other script: it counts
    as a short sound does, so the two make the name together, while "green" alone stays a colour."""
    if len(claims) < 2 or not marked:
        return claims
    return [
        (at, score, SHORT_SOUND if weakness == LEXICON and typed in marked else weakness, (typed, r), w)
        for at, score, weakness, (typed, r), w in claims
    ]


def claims_of(
    own: frozenset[str],
    per_word: list[tuple[str, list[Candidate]]],
    ordinary: tuple[frozenset[str] | set[str], ...] = (),
) -> list[Claim]:
    """(query position, score, weakness, (query word, reading), name word) of the query words that name
    words of ``own``, in query order. Each name word is one query word's ("sarah says she" is not three
    names), the one that matches it best: "אלי" itself, not "לא" before it that only sounds like it.
    Of two that match it as well, a word that is no ``ordinary`` word of the language: "me" and "amis"
    both sound like עמי, but in "tell me yael ben amis email" the name is typed in "amis"."""
    options = sorted(
        (-score, _ordinary(word, ordinary), position, name_word, weakness, reading)
        for position, (word, candidates) in enumerate(per_word)
        for name_word, score, weakness, reading in candidates
        if name_word in own
    )
    taken_words: set[str] = set()
    taken_positions: set[int] = set()
    found = []
    for negative, _, position, name_word, weakness, reading in options:
        if name_word in taken_words or position in taken_positions:
            continue
        taken_words.add(name_word)
        taken_positions.add(position)
        found.append((position, -negative, weakness, (per_word[position][0], reading), name_word))
    return sorted(found)


# Persons said in English that are no name ("what do we have on avi", "send us"), besides the lexicon's
# function words: a closed class of the language, not a list of names.
ENGLISH_PERSONS = frozenset(
    ("i", "me", "we", "us", "our", "u", "ur", "you", "your", "he", "him", "they", "them")
)


def _ordinary(word: str, ordinary: tuple[frozenset[str] | set[str], ...]) -> bool:
    return word in ENGLISH_PERSONS or any(word in words for words in ordinary)
