"""A person the records do not know: a customer's first name beside a surname no customer has.

"מי זה דני אבדיה" holds Danny, the first name of a customer, and אבדיה, a word no customer is named and
no word of the business. Read by the first name alone it is that customer, which is a guess at someone
else. A Hebrew name has no capital letter to tell it from a verb ("דני התקשר" is Danny who called), so
the surname is told by where and how it stands: it ends its clause (a verb is mostly followed by what
it acts on), it opens with no letter that forms a verb's tense or binyan (ה י ת נ) or a conjunction
(ו), it ends with no plural verb ending (ו), and it is no word of the business, no customer's name word,
no misspelling of one and no sound-alike of one. A capitalised Latin word beside a first name is told by
its capital (``nlu._marked_as_names``).
"""

from __future__ import annotations

import re

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.text import as_typed, fold, readings, tokens

_CLAUSES = re.compile(r"[?.!,;:\n]+")
_VERB_LETTERS = frozenset("היתנו")  # a word opening with one of these may be a verb, or "and ..."
# Words that often close a clause after a name and name no one: when, how and how often.
_ADVERBS = frozenset(
    fold(w)
    for w in (
        "אתמול", "מחר", "שלשום", "היום", "עכשיו", "שוב", "בבקשה", "דחוף", "מהר", "תודה", "שלנו", "החדש",
        "החדשה", "הקבוע", "הקבועה", "אחי", "אחותי", "בעלי", "אשתי",
    )
)  # fmt: skip


def _hebrew(word: str) -> bool:
    return all("\u05d0" <= c <= "\u05ea" for c in word)


def _surname_shaped(word: str, common: frozenset[str]) -> bool:
    if len(word) < 2 or not _hebrew(word) or word[0] in _VERB_LETTERS or word.endswith("ו"):
        return False
    return word not in _ADVERBS and not any(r in common for r in readings(word)[:2])


def _no_name_word(word: str, index: CustomerIndex) -> bool:
    """No customer is named this, nor anything it may be a misspelling or another spelling of."""
    if any(index.by_token.get(r) for r in readings(word)):
        return False
    return not index.word_candidates(word) and not index.sounds_like_a_name(word)


def unknown_person(text: str, index: CustomerIndex, common: frozenset[str]) -> tuple[str, str] | None:
    """(first name, surname) as typed, when a clause ends in a customer's name word followed by a
    surname-shaped word no customer has; ``common``: words of the business and function words."""
    for clause in _CLAUSES.split(text):
        words = tokens(clause)
        while words and words[-1] in common:
            words.pop()
        if len(words) < 2:
            continue
        first, last = words[-2], words[-1]
        if first in common or not any(index.by_token.get(r) for r in readings(first)):
            continue
        if _surname_shaped(last, common) and _no_name_word(last, index):
            reading = next(r for r in readings(first) if index.by_token.get(r))
            return as_typed(clause, first, reading), as_typed(clause, last, last)
    return None
