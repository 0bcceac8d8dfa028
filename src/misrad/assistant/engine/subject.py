"""Whose hours, price or warranty a question asks: this business's, or something else's.

A knowledge item is found by the words of what is asked ("hours", "price", "warranty", "payment terms"),
and those words say nothing of whose it is: "the opening hours of the post office", "מחיר הדלק", "is there
a warranty on the car I bought", "how much does a plumber charge" ask the hours, the price, the warranty
of another. The owner is said in the question's structure, read here without a word list of places:

- a complement of the asked noun: Hebrew "של X", "אצל X", "על X", "עבור X", and the construct state,
  the definite word right after it ("מחיר הדלק", "חדר הכושר"); English "of/at/on/for/from X" after it;
- the thing priced ("כמה עולה טסט", past an infinitive: "כמה עולה לשכור דירה"), English "X's" ("the
  municipality's office"), and the subject of an asked verb ("does a plumber charge", "does the post
  office open").

Not a prefix ב or "in": where or when a thing is ("ברגע האחרון", "בחדר", "a visit in Kfar Saba") is no
owner of it; tried as one (session 43), it read a dozen knowledge questions of the other development
businesses as another's, for eight questions of its own set.

Each word of an owner is read against the business: its own (a word its knowledge items hold as written, not
by a guessed root, itself or by its translation, or a Latin word by its sound; a customer named), neither (a
function or general word, a number, a day, a town, a price word, a place any business has such as "office", an
English word the lexicon cannot read), or another's (anything else, and a capitalised name the items do not
hold: "Cyprus", "Spotify"). A Hebrew owner is its head, its first word ("טלפון סמסונג חדש" is a phone's); an
English one is the business's when any of its words is (a compound's head comes last: "the hotel lift"). An
owner that is another's makes the question not about the business, unless it turns to the business ("you",
"we", "שלכם", "אצלנו"), which makes it its own.

What it cannot read: an English word the lexicon lacks ("fridge", "dishwasher", "airline") says nothing,
so "a warranty on the fridge" is not told from the business's own; the object of a verb ("לשלם ארנונה")
is no owner.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from misrad.assistant.engine.bilingual import translations
from misrad.assistant.engine.terms import is_town
from misrad.assistant.engine.text import fold, readings, tokens
from misrad.assistant.engine.week_days import day_words
from misrad.assistant.knowledge import query_words

# fmt: off
# Words that turn the question to the business itself: what it asks is the business's.
US = frozenset(fold(w) for w in (
    "you", "your", "yours", "we", "our", "us", "אתם", "שלכם", "אצלכם", "לכם", "אתכם", "מכם", "אליכם",
    "אנחנו", "שלנו", "אצלנו", "לנו", "איתנו", "איתכם", "אותנו",
))
# Places any business has: "the office" alone is ours, "the post office", "סניף הדואר" another's; the
# place says nothing of whose it is, its neighbour does.
PLACES = frozenset(fold(w) for w in (
    "lab", "shop", "store", "office", "business", "branch", "מעבדה", "חנות", "עסק", "משרד", "סניף",
))
# A price asked of a thing: the price names no owner, so its complement does ("the price of X").
_PRICE_NOUNS = frozenset(
    fold(w) for w in ("price", "prices", "cost", "rate", "money", "מחיר", "מחירי", "עלות", "כסף")
)
# fmt: on
_HE_OWNER_MARKS = frozenset(("של", "אצל", "על", "עבור"))
# Not "in": where a thing is ("a technician visit in Kfar Saba") is no owner of it.
_EN_OWNER_MARKS = frozenset(("of", "at", "on", "for", "from"))
_EN_ASKED_VERB = frozenset(("does", "do", "did", "will"))
# "כמה עולה X": the thing priced is what is asked of, past the verb of an infinitive ("לשכור דירה").
_PRICED = frozenset(("עולה", "עולים", "עולות"))
_ARTICLES = frozenset(("the", "a", "an", "this", "that", "these", "those"))
_OWNER_WORDS = 3  # an owner's phrase is at most this many words ("Barzilai hospital", "מגן דוד אדום")
_CAPITALISED = re.compile(r"(?<![\w'])([A-Za-z]*[A-Z][A-Za-z]*)")


@dataclass(frozen=True)
class Owner:
    """The words said as the owner of what is asked, and whether they are another's."""

    words: tuple[str, ...]
    anothers: bool


def _hebrew(word: str) -> bool:
    return bool(word) and "\u05d0" <= word[0] <= "\u05ea"


def _content(word: str) -> bool:
    return len(word) >= 2 and not word.isdigit() and word != "s" and bool(query_words(word))


def _phrase(words: list[str], start: int) -> list[str]:
    """The owner's words from ``start``: past articles, up to a function word, another mark or a clause of
    its own ("המקרר שקניתי": the fridge; "the Ministry of Health": one owner, "of" within it)."""
    found: list[str] = []
    for word in words[start:]:
        if (word in _ARTICLES and not found) or (word == "of" and found):
            continue
        clause = found and _hebrew(word) and word.startswith("ש")
        if clause or not _content(word) or word in _EN_OWNER_MARKS or len(found) == _OWNER_WORDS:
            break
        found.append(word)
    return found


class SubjectReader:
    """Reads the owners a question names and judges each against the business's words.

    ``holds``: whether the business's knowledge items hold a (folded) word as it is, not by a guessed root
    (``knows``: by its root too, enough for the asked noun an owner is said of);
    ``sounded``: the item words a Latin word sounds like; ``ours``: other words of the business (a customer
    named in the question)."""

    def __init__(
        self,
        holds: Callable[[str], bool],
        knows: Callable[[str], bool],
        sounded: Callable[[str], list[str]],
        ours: Iterable[str] = (),
    ) -> None:
        self.holds = holds
        self.knows = knows
        self.sounded = sounded
        self.ours = frozenset(ours)

    def is_ours(self, word: str, names: frozenset[str] = frozenset()) -> bool:
        """Held by the items, itself or by its translation, or by its sound unless it is a capitalised name
        (a loanword sounds like the item's word; "Weizmann" sounding like one says nothing)."""
        if word in self.ours or self.holds(word):
            return True
        if word.isascii():
            held = any(self.holds(t) for t in translations(word, readings(word)))
            return held or (word not in names and bool(self.sounded(word)))
        return False

    def is_neutral(self, word: str, names: frozenset[str]) -> bool:
        """Says nothing of whose: a day, a town, a place of any business, an unread English word."""
        own = readings(word)
        if any(r in PLACES or r in _PRICE_NOUNS for r in own) or is_town(own) or day_words(word):
            return True
        unread = word.isascii() and word.isalpha() and not translations(word, own)
        return unread and word not in names

    def anothers(self, words: list[str], names: frozenset[str], lenient: bool = False) -> bool:
        """The owner's head decides, its first word in Hebrew ("טלפון סמסונג חדש" is a phone, "סניף הדואר"
        the post office's: a branch says nothing); in English any of its words ("the hotel lift" is a lift,
        "a repair done" a repair).
        ``lenient``: a word the items meet by its root is the business's too (the thing priced is said in
        the asker's own words: "בדיקה")."""
        content = [w for w in words if _content(w) and not self.is_neutral(w, names)]
        if not content:
            return False
        # English: any word of the business's makes it its own, as a compound's head comes last
        heads = content if content[0].isascii() else content[:1]
        return not any(self.is_ours(w, names) or (lenient and self.knows(w)) for w in heads)

    def heads(self, word: str) -> bool:
        """A word that owns a complement: what the items hold, a price, a place."""
        own = readings(word)
        return _content(word) and (
            self.knows(word) or self.is_ours(word) or any(r in _PRICE_NOUNS or r in PLACES for r in own[:2])
        )

    def construct(self, word: str, after: str) -> bool:
        """``word`` owned by the definite word after it, one the items do not hold."""
        return self.heads(word) and after.startswith("ה") and len(after) >= 4 and not self.holds(after)

    def owners(self, text: str) -> list[Owner]:
        words = tokens(text)
        names = frozenset(fold(m) for m in _CAPITALISED.findall(text.split(maxsplit=1)[-1]) if len(m) > 1)
        phrases = [*self._hebrew_owners(words), *self._english_owners(words)]
        return [Owner(tuple(p), self.anothers(p, names, lenient)) for p, lenient in phrases if p]

    def _hebrew_owners(self, words: list[str]) -> Iterable[tuple[list[str], bool]]:
        for i, word in enumerate(words[:-1]):
            if not _hebrew(word):
                continue
            after = words[i + 1]
            if word in _HE_OWNER_MARKS and i:
                yield _phrase(words, i + 1), False
            elif word in _PRICED and not after.startswith("ש"):  # a clause priced is no thing's
                priced = _phrase(words, i + 1)  # past an infinitive: "כמה עולה לשכור דירה"
                yield (priced[1:] if priced[:1] and priced[0].startswith("ל") else priced), True
            elif (i or word in _PRICE_NOUNS) and self.construct(word, after):
                # The construct state: "מחיר הדלק", "חדר הכושר"; not the message's first word unless a
                # price: a first noun is as often the subject of a verb in the past ("לקוח הביא").
                yield _phrase(words, i + 1), False

    def _english_owners(self, words: list[str]) -> Iterable[tuple[list[str], bool]]:
        for i, word in enumerate(words):
            if word in _EN_OWNER_MARKS and i and self.heads(words[i - 1]):
                yield _phrase(words, i + 1), False
            elif word == "s" and i:  # "the municipality's office"
                yield [w for w in words[max(0, i - 2) : i] if _content(w) and w not in _ARTICLES], False
            elif word in _EN_ASKED_VERB:  # "does a plumber charge": the verb's subject, not the verb
                subject = _phrase(words, i + 1)
                placed = subject[-1:] and any(r in PLACES for r in readings(subject[-1]))
                yield (subject if placed else subject[:-1]), False  # "does the post office open"

    def asked_of_another(self, text: str) -> bool:
        """The question asks about the thing of someone other than this business."""
        words = tokens(text)
        if any(any(r in US for r in readings(w)[:2]) for w in words):
            return False
        return any(owner.anothers for owner in self.owners(text))
