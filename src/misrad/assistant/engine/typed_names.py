"""A customer's name as the message typed it, and the short surnames a prefix letter hides: parts of
``nlu``'s name linking, kept apart for its size."""

from __future__ import annotations

import re
from itertools import pairwise

from misrad.assistant.engine.name_titles import FAMILY_WORDS, PLACE_KINDS, TITLES
from misrad.assistant.engine.text import as_typed, readings


def typed_together(
    mentions: tuple[tuple[str, str], ...],
    words: list[str],
    weak: frozenset[str] | set[str],
    parted: frozenset[int] = frozenset(),
) -> tuple[tuple[str, str], ...]:
    """The name as reported is words typed together: in "במשרד של לנדאו" the office word stands apart
    from the surname, so the name typed is "לנדאו". Of the runs of adjacent matched words, the one with
    the most words that are no lexicon word and no kind of place (then the most words, then the last).
    ``parted``: the places of words a punctuation mark parts from the word before (``text.parted_before``):
    words on either side of one are not typed together ("הישיבה? אור התורה")."""
    at = {word: words.index(word) for word, _ in mentions if word in words}
    if len(at) != len(mentions):
        return mentions  # not found as tokens: left as it was
    together = max(at.values()) - min(at.values()) < len(at)
    if together and not any(min(at.values()) < n <= max(at.values()) for n in parted):
        return mentions  # typed together already
    runs: list[list[tuple[str, str]]] = []
    for pair in sorted(mentions, key=lambda m: at[m[0]]):
        if runs and at[pair[0]] == at[runs[-1][-1][0]] + 1 and at[pair[0]] not in parted:
            runs[-1].append(pair)
        else:
            runs.append([pair])
    # A kind of place is how the name was said ("the Realit high school"), so it weighs as a weak word.
    best = max(
        enumerate(runs),
        key=lambda r: (sum(w not in weak and w not in PLACE_KINDS for w, _ in r[1]), len(r[1]), r[0]),
    )
    return tuple(best[1])


def without_leading_titles(
    mentions: tuple[tuple[str, str], ...], stored: list[str]
) -> tuple[tuple[str, str], ...]:
    """A title said before a name ("ד\"ר לנדאו", "Prof. Almog", "לעו\"ד שגיא") is how the name was
    said, not the name, even when the record opens with it ("ד\"ר אבנר לנדאו") and so matched it. Only
    leading ones, never the last word, and never one the record holds past its first word: there it is
    a word of a business's name ("משרד רו\"ח לוינסון", "מרפאת שיניים ד\"ר גבאי"). ``stored``: the
    linked customer's name words (none when the name fits several)."""
    start, end = 0, len(mentions)
    while start < end - 1 and (
        _said_before_the_name(mentions[start], stored) or _place_kind_said(mentions[start], stored)
    ):
        start += 1
    # English says the family word after the surname ("the Gabay family" for משפחת גבאי), and a kind of
    # place before or after its name ("hotel Yam Hatchelet", "the Sharon hotel"): how it was said.
    while end - 1 > start and _place_kind_said(mentions[end - 1], stored):
        end -= 1
    return mentions[start:end]


def _place_kind_said(mention: tuple[str, str], stored: list[str]) -> bool:
    # Unless the record holds that very word ("Harbor Dental Clinic"): then it is a word of the name.
    return mention[0] in PLACE_KINDS and mention[0] not in stored


def _said_before_the_name(mention: tuple[str, str], stored: list[str]) -> bool:
    title = next((w for w in mention if w in TITLES), None)
    # A family word the record itself opens with is the name's own ("משפחת אבוטבול" is the family's
    # card, not a surname said politely), as a kind of place the record holds is (``_place_kind_said``).
    if title in FAMILY_WORDS and title in stored:
        return False
    return title is not None and title not in stored[1:]


def name_as_typed(text: str, mentions: tuple[tuple[str, str], ...]) -> str:
    """The name's words as typed, prefix letters off the first: a later word keeps its article, which
    belongs to the name said in the construct state ("מרפאת השיניים" of "מרפאת שיניים סמייל"): only the
    phrase's first word takes a preposition's letters ("במרפאת", "למרפאת")."""
    return " ".join(
        as_typed(text, word, word if n and word == "ה" + reading else reading)
        for n, (word, reading) in enumerate(mentions)
    )


def with_its_number(text: str, typed: str, stored: str) -> str:
    """A name that holds a number ("ועד הבית ביאליק 14", "Studio 54") is reported with it when the
    number follows the name as typed: the index leaves digits out of name words (a number alone names
    nobody), so the match itself never holds it."""
    numbers = [w for w in stored.split() if w.isdigit()]
    for number in numbers:
        if _typed_then(text, typed, number):
            return f"{typed} {number}"
    return typed


_SPACES = re.compile(r"\s+")
_DIGIT = re.compile(r"\d")


def _typed_then(text: str, typed: str, number: str) -> bool:
    r"""``typed``, spaces, then ``number`` not followed by another digit, somewhere in ``text``: what
    ``re.search(escape(typed) + r"\s+" + escape(number) + r"(?!\d)", text)`` tells, without compiling a
    pattern for each name (a chat naming a customer not met lately compiled one: ~1 ms; session 39)."""
    start = text.find(typed)
    while start >= 0:
        spaces = _SPACES.match(text, start + len(typed))
        after = spaces.end() if spaces else -1
        if after >= 0 and text.startswith(number, after) and not _DIGIT.match(text, after + len(number)):
            return True
        start = text.find(typed, start + 1)
    return False


# More customers than this share the short word: alone it names none of them, and counting them all
# would cost the message its time.
SHORT_NAME_CUSTOMERS = 20


def short_names_unpeeled(
    words: list[str], name_words: dict[str, list[int]], unlike: frozenset[str] | set[str]
) -> list[str] | None:
    """The words with a two-letter name word read out of one prefix letter ("לגל" as "גל", "לבס" as
    "בס"), or None when none is. The index counts such a reading only beside a full name word, because
    three letters are as often an ordinary word ("שבר", "לבן"); a record question that named nobody
    else is read again with it (``nlu.understand``). ``unlike``: words that never hide a name (the
    lexicon, items, function words)."""
    found = [
        next((r for r in readings(w)[1:2] if len(w) == 3 and w not in unlike and _few(name_words, r)), w)
        for w in words
    ]
    return found if found != words else None


def _few(name_words: dict[str, list[int]], word: str) -> bool:
    # ``get``: the index's lists are a defaultdict, which a lookup by [] would grow.
    return 0 < len(name_words.get(word, ())) <= SHORT_NAME_CUSTOMERS


def without_phrases_around(
    mentions: tuple[tuple[str, str], ...], stored: list[str]
) -> tuple[tuple[str, str], ...]:
    """The name as typed without a common noun said beside it and without a place said after it, where the
    customer's stored name holds the word only bare:
    - a word behind a preposition's letter ("מועדון הגמלאים בנווה שאנן", "ורד מתיאטרון הכרמל"): "in",
      "from" or "to" opens a phrase of its own; of the two parts, the one of more words (then the first);
    - a kind of business at either end with the article the writer added, beside a word the stored name
      does not hold next to it ("המועצה גן רווה" of מועצה אזורית גן רווה, "הגפן הנגרייה" of נגריית הגפן):
      "the council, Gan Rave", said in apposition. Beside the word the stored name has next to it, it is
      the phrase of the name itself ("המרכז הקהילתי" of מרכז קהילתי בורוכוב, "סלון הכלות").
    Only of one customer's name (``stored``): a description several customers fit ("הבית אבות") is said
    whole."""
    if not stored:
        return mentions
    own = frozenset(stored)
    cut = next((n for n, m in enumerate(mentions) if n and _behind_a_preposition(m, own)), 0)
    if cut:
        before, after = mentions[:cut], mentions[cut:]
        mentions = after if len(after) > len(before) else before
    if len(mentions) > 1 and _article_added(mentions[0], own) and _apart(mentions[0], mentions[1], stored):
        mentions = mentions[1:]
    if len(mentions) > 1 and _article_added(mentions[-1], own) and _apart(mentions[-2], mentions[-1], stored):
        mentions = mentions[:-1]
    return mentions


def _article_added(mention: tuple[str, str], own: frozenset[str]) -> bool:
    word, reading = mention
    return word.startswith("ה") and word[1:] == reading and word not in own and not reading.isascii()


def _apart(first: tuple[str, str], second: tuple[str, str], stored: list[str]) -> bool:
    """Whether the stored name does not hold the two words' readings one right after the other, with or
    without the article ("הגן ילדים" of גן הילדים דובדבן is the name's own phrase, the article moved)."""
    one, other = _bare(first[1]), _bare(second[1])
    return not any(_bare(a) == one and _bare(b) == other for a, b in pairwise(stored))


def _bare(word: str) -> str:
    return word[1:] if word.startswith("ה") and len(word) > 2 else word


def _behind_a_preposition(mention: tuple[str, str], own: frozenset[str]) -> bool:
    word, reading = mention
    return word[:1] in "בלמ" and word[1:] in (reading, "ה" + reading) and word not in own
