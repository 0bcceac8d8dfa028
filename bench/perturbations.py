"""Meaning-keeping rewrites of a question, the surface habits in which writers differ (``chat_perturbed``).

Each kind takes a seeded ``Random``, the row's language, its text and the spans its entities occupy
(names, phones, invoice numbers and emails exactly as typed), and returns the rewritten text, or None
when the kind does not apply to the row. A span is never changed: only moved whole, by the kinds that
move the entity. Every choice comes from the ``Random``, seeded by the row, so a run is repeatable.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from random import Random

Span = tuple[int, int]
Kind = Callable[[Random, str, str, list[Span]], str | None]

RECORD_INTENTS = {"customer_balance", "repair_status", "invoice_status", "customer_lookup"}
ASKING_INTENTS = RECORD_INTENTS | {"knowledge"}  # where a courtesy around the question keeps its intent

FRONT_FILLERS = {
    "en": ["hey quick one -", "sorry to bother,", "hi, quick question:", "morning!"],
    "he": ["בוקר טוב, שאלה:", "סליחה על ההפרעה,", "היי, שאלה קטנה -", "ערב טוב,"],
}
END_FILLERS = {
    "en": ["thanks!!", "asap", "pls", "thank you"],
    "he": ["תודה רבה", "דחוף", "בבקשה", "תודה!!"],
}
TERSE_DROPS = {"the", "a", "an", "does", "do", "did", "is", "are", "was", "were", "has"}
CONNECTIVES = {"of", "for", "on", "from", "about", "by", "של", "עבור", "אצל", "לגבי"}
HE_TO_EN = {  # domain words an Israeli office writes in English inside Hebrew
    "יתרה": "balance",
    "חוב": "debt",
    "חשבונית": "invoice",
    "חשבוניות": "invoices",
    "תיקון": "repair",
    "תיקונים": "repairs",
    "טלפון": "phone",
    "מייל": "email",
    "סטטוס": "status",
    "קבלה": "receipt",
}
EN_TO_HE = {"invoice": "חשבונית", "balance": "יתרה", "repair": "תיקון", "debt": "חוב"}
HE_PREFIXES = "הבלשמו"
EDGE = "?!.,;:\"'()"


def entity_spans(text: str, values: list[str]) -> list[Span] | None:
    """Where each entity value stands in the text (Latin compared without case); None when one is not
    found as typed, so that no kind rewrites a row whose entities it cannot keep apart."""
    spans: list[Span] = []
    lowered = text.lower()
    for value in values:
        at = lowered.find(value.lower())
        if at < 0:
            return None
        spans.append((at, at + len(value)))
    return spans


def _outside(spans: list[Span], start: int, end: int) -> bool:
    return all(end <= s or start >= e for s, e in spans)


def _tokens(text: str, spans: list[Span]) -> list[tuple[int, int, bool]]:
    """Whitespace-separated tokens: start, end and whether the token is free of every entity span."""
    return [(m.start(), m.end(), _outside(spans, m.start(), m.end())) for m in re.finditer(r"\S+", text)]


def _replace(text: str, start: int, end: int, new: str) -> str:
    return re.sub(r"\s+", " ", text[:start] + new + text[end:]).strip()


def _map_outside(text: str, spans: list[Span], change: Callable[[str], str]) -> str:
    """``change`` applied to every stretch of text between the entity spans."""
    out, at = [], 0
    for s, e in sorted(spans):
        out += [change(text[at:s]), text[s:e]]
        at = e
    out.append(change(text[at:]))
    return re.sub(r"\s+", " ", "".join(out)).strip()


def _changed(old: str, new: str) -> str | None:
    return new if new and new != old else None


def lower(rng: Random, lang: str, text: str, spans: list[Span]) -> str | None:
    return _changed(text, _map_outside(text, spans, str.lower))


def bare(rng: Random, lang: str, text: str, spans: list[Span]) -> str | None:
    """No question mark, no full stop, no commas: what a hurried writer leaves out."""

    def strip(part: str) -> str:
        part = re.sub(r"[?!;]+", "", part)
        return re.sub(r"[.,:](?=\s|$)", "", part)

    return _changed(text, _map_outside(text, spans, strip))


def tight_commas(rng: Random, lang: str, text: str, spans: list[Span]) -> str | None:
    return _changed(text, _map_outside(text, spans, lambda part: re.sub(r",\s+", ",", part)))


def _filler(fillers: dict[str, list[str]], front: bool) -> Kind:
    def kind(rng: Random, lang: str, text: str, spans: list[Span]) -> str | None:
        words = fillers.get(lang)
        if not words:
            return None
        word = rng.choice(words)
        return f"{word} {text}" if front else f"{text} {word}"

    return kind


def typo(rng: Random, lang: str, text: str, spans: list[Span]) -> str | None:
    """One letter dropped, doubled or two swapped inside one word that is no entity (never its first or
    last letter, nor a capitalised Latin word, which may be a name the row did not mark)."""
    candidates = []
    for start, end, free in _tokens(text, spans):
        core = text[start:end].strip(EDGE)
        if free and len(core) >= 4 and core.isalpha() and (_hebrew(core) or core == core.lower()):
            candidates.append((start + text[start:end].index(core), core))
    if not candidates:
        return None
    at, word = rng.choice(candidates)
    i = rng.randrange(1, len(word) - 2)
    op = rng.choice(["drop", "double", "swap"])
    new = {
        "drop": word[:i] + word[i + 1 :],
        "double": word[: i + 1] + word[i:],
        "swap": word[:i] + word[i + 1] + word[i] + word[i + 2 :],
    }[op]
    return _changed(text, _replace(text, at, at + len(word), new))


# Keyboards as the fingers meet them: three rows of letters, each row set half a key right of the one
# above, so a key's neighbours are its two on the row and two above and two below. Hebrew on the
# standard Israeli layout (SI 1452) over the same keys; its punctuation keys are left out.
KEY_ROWS = {
    "en": ("qwertyuiop", "asdfghjkl", "zxcvbnm"),
    "he": ("קראטוןםפ", "שדגכעיחלךף", "זסבהנמצתץ"),
}
# Where each Hebrew row starts under the English keys ("ק" is on "e": two keys in).
_ROW_OFFSET = {"en": (0, 0, 0), "he": (2, 0, 0)}
FINAL_FORMS = {"ך": "כ", "ם": "מ", "ן": "נ", "ף": "פ", "ץ": "צ"}


def key_neighbours(lang: str) -> dict[str, str]:
    """Each letter's neighbouring keys on the ``lang`` keyboard, as one string."""
    rows = KEY_ROWS[lang]
    at = {c: (r, i + _ROW_OFFSET[lang][r]) for r, row in enumerate(rows) for i, c in enumerate(row)}
    by_place = {place: c for c, place in at.items()}
    out = {}
    for c, (r, i) in at.items():
        places = [(r, i - 1), (r, i + 1), (r - 1, i), (r - 1, i + 1), (r + 1, i - 1), (r + 1, i)]
        out[c] = "".join(by_place[q] for q in places if q in by_place)
    return out


def _free_words(text: str, spans: list[Span], shortest: int, longest: int = 99) -> list[tuple[int, str]]:
    """(where it starts, the word) of each word no entity holds, of ``shortest`` to ``longest`` letters,
    Hebrew or a lower-case Latin word (a capitalised one may be a name the row did not mark)."""
    found = []
    for start, end, free in _tokens(text, spans):
        core = text[start:end].strip(EDGE)
        fits = shortest <= len(core) <= longest and core.isalpha()
        if free and fits and (_hebrew(core) or core == core.lower()):
            found.append((start + text[start:end].index(core), core))
    return found


def typo_keys(rng: Random, lang: str, text: str, spans: list[Span]) -> str | None:
    """One letter of a word of three letters or more struck as its neighbour on the keyboard, anywhere
    but the first letter ("balanve", "invoixe", "חשבונות" as "חשבונוא")."""
    neighbours = key_neighbours("he" if lang == "he" else "en")
    candidates = [(at, w) for at, w in _free_words(text, spans, 3) if _hebrew(w) == (lang == "he")]
    if not candidates:
        return None
    at, word = rng.choice(candidates)
    places = [i for i in range(1, len(word)) if word[i] in neighbours]
    if not places:
        return None
    i = rng.choice(places)
    new = word[:i] + rng.choice(neighbours[word[i]]) + word[i + 1 :]
    return _changed(text, _replace(text, at, at + len(word), new))


def typo_short(rng: Random, lang: str, text: str, spans: list[Span]) -> str | None:
    """A slip in a short word (three or four letters), where the first kind never reaches: two
    neighbours swapped ("teh", "hwo"), a letter dropped ("wat", "חב"), one doubled ("jobb")."""
    candidates = _free_words(text, spans, 3, 4)
    if not candidates:
        return None
    at, word = rng.choice(candidates)
    op = rng.choice(["drop", "double", "swap"])
    if op == "swap":
        i = rng.randrange(0, len(word) - 1)
        new = word[:i] + word[i + 1] + word[i] + word[i + 2 :]
    else:
        i = rng.randrange(1, len(word))
        new = word[:i] + word[i + 1 :] if op == "drop" else word[: i + 1] + word[i:]
    return _changed(text, _replace(text, at, at + len(word), new))


def typo_space(rng: Random, lang: str, text: str, spans: list[Span]) -> str | None:
    """The space between two words left out ("whatis", "מהיתרה"), or one struck inside a word of five
    letters or more ("bal ance")."""
    tokens = _tokens(text, spans)
    joins = [
        (tokens[n][1], tokens[n + 1][0])
        for n in range(len(tokens) - 1)
        if tokens[n][2]
        and tokens[n + 1][2]
        and text[tokens[n][0] : tokens[n + 1][1]].replace(" ", "").isalpha()
    ]
    splits = _free_words(text, spans, 5)
    if not joins and not splits:
        return None
    if joins and (not splits or rng.random() < 0.5):
        end, start = rng.choice(joins)
        return _changed(text, text[:end] + text[start:])
    at, word = rng.choice(splits)
    i = rng.randrange(2, len(word) - 1)
    return _changed(text, _replace(text, at, at + len(word), f"{word[:i]} {word[i:]}"))


# The short words a thumb glues to their neighbour ("theparking", "forthe", "invoicefor", "שלדנה").
GLUED_FUNCTION_WORDS = {
    "en": {
        "the",
        "a",
        "an",
        "for",
        "of",
        "is",
        "to",
        "in",
        "on",
        "my",
        "his",
        "her",
        "your",
        "at",
        "with",
        "and",
        "from",
        "has",
        "does",
        "did",
        "are",
        "was",
    },
    "he": {"של", "את", "עם", "על", "אם", "מה", "זה", "כל", "יש", "לא", "עוד", "כמה"},
}


def typo_glued(rng: Random, lang: str, text: str, spans: list[Span]) -> str | None:
    """The space between a function word and the word beside it left out, on either side: "theparking",
    "forthe", "invoicefor", "שלהמזגן" (a space before a name is never touched: the name is a span)."""
    words = GLUED_FUNCTION_WORDS.get(lang)
    tokens = _tokens(text, spans)
    joins = []
    for n in range(len(tokens) - 1):
        (s1, e1, free1), (s2, e2, free2) = tokens[n], tokens[n + 1]
        first, second = text[s1:e1], text[s2:e2]
        if not (free1 and free2 and first.isalpha() and second.isalpha() and words):
            continue
        # A capitalised word beside it may be a name the row did not mark: left with its space.
        plain = all(w.lower() in words or w == w.lower() for w in (first, second))
        if plain and (first.lower() in words or second.lower() in words):
            joins.append((e1, s2))
    if not joins:
        return None
    end, start = rng.choice(joins)
    return _changed(text, text[:end] + text[start:])


def typo_final(rng: Random, lang: str, text: str, spans: list[Span]) -> str | None:
    """Hebrew: a word's final letter typed in its plain form ("שלומ", "חשבונ"), a slip of a keyboard
    whose final forms sit on other keys."""
    candidates = [(at, w) for at, w in _free_words(text, spans, 2) if w[-1] in FINAL_FORMS]
    if lang != "he" or not candidates:
        return None
    at, word = rng.choice(candidates)
    return _changed(text, _replace(text, at, at + len(word), word[:-1] + FINAL_FORMS[word[-1]]))


def _hebrew(word: str) -> bool:
    return any("\u05d0" <= c <= "\u05ea" for c in word)


def terse(rng: Random, lang: str, text: str, spans: list[Span]) -> str | None:
    """English without its articles and auxiliaries: "how much customer owe", "invoice paid?"."""
    if lang != "en":
        return None
    kept = [
        text[s:e]
        for s, e, free in _tokens(text, spans)
        if not (free and text[s:e].strip(EDGE).lower() in TERSE_DROPS and text[s:e].isalpha())
    ]
    return _changed(text, " ".join(kept)) if len(kept) >= 2 else None


def _moved(front: bool) -> Kind:
    """The one entity taken out of the sentence (with a connective before it) and put at its front or
    end: "Dana Levi - balance?", "balance? Dana Levi". An entity already last is not moved to the end:
    that would only drop its connective ("המזגן של חן" as "המזגן חן", which is no Hebrew)."""

    def kind(rng: Random, lang: str, text: str, spans: list[Span]) -> str | None:
        if len(spans) != 1:
            return None
        s, e = spans[0]
        tokens = _tokens(text, spans)
        held = [i for i, (ts, te, free) in enumerate(tokens) if not free]
        first = held[0]
        if not front and held[-1] == len(tokens) - 1:
            return None
        if first > 0 and text[tokens[first - 1][0] : tokens[first - 1][1]].lower() in CONNECTIVES:
            first -= 1
        rest = " ".join(text[ts:te] for i, (ts, te, _) in enumerate(tokens) if i < first or i > held[-1])
        if len(rest.strip(EDGE + "- ")) < 2:
            return None
        value = text[s:e]
        return _changed(text, f"{value} - {rest}" if front else f"{rest} {value}")

    return kind


def code_switch(rng: Random, lang: str, text: str, spans: list[Span]) -> str | None:
    """One domain word said in the other language: "מה ה-balance של", "the חשבונית of"."""
    words = HE_TO_EN if lang == "he" else EN_TO_HE
    options = []
    for start, end, free in _tokens(text, spans):
        core = text[start:end].strip(EDGE)
        if not free or not core:
            continue
        at = start + text[start:end].index(core)
        if core.lower() in words:
            options.append((at, core, words[core.lower()]))
        elif lang == "he" and core[0] in HE_PREFIXES and core[1:] in words:
            options.append((at, core, f"{core[0]}-{words[core[1:]]}"))
    if not options:
        return None
    at, core, new = rng.choice(options)
    return _changed(text, _replace(text, at, at + len(core), new))


KINDS: dict[str, tuple[Kind, set[str] | None]] = {  # kind: (rewrite, intents it applies to; None: all)
    "lower": (lower, None),
    "bare": (bare, None),
    "tight_commas": (tight_commas, None),
    "filler_front": (_filler(FRONT_FILLERS, True), ASKING_INTENTS),
    "filler_end": (_filler(END_FILLERS, False), ASKING_INTENTS),
    "typo": (typo, ASKING_INTENTS),
    "typo_keys": (typo_keys, ASKING_INTENTS),
    "typo_short": (typo_short, ASKING_INTENTS),
    "typo_space": (typo_space, ASKING_INTENTS),
    "typo_final": (typo_final, ASKING_INTENTS),
    "typo_glued": (typo_glued, ASKING_INTENTS),
    "terse": (terse, ASKING_INTENTS),
    "entity_front": (_moved(True), RECORD_INTENTS),
    "entity_end": (_moved(False), RECORD_INTENTS),
    "code_switch": (code_switch, ASKING_INTENTS),
}
