"""Whose matter a question is: grounded in the business's own things, or in another world's.

A knowledge item is found by the words a question shares with it, and a policy's words are every
business's: hours, a price, a warranty, a cancellation, a delivery, a visit, a day or a town. They say
what KIND of thing is asked ("until when is it open"), not whose. What the question is about is told by
its other content words: "the TV I bought" in "is there a warranty on the TV I bought at the mall", against
"the machine" in "is a machine fixed two months ago still covered", or nothing at all ("until when are we
open on Friday": the business itself). Each content word is read as one of:

- **kind**: a policy's word (the knowledge intent's, a job's), a week day, a town, a time of day, a
  concept of the trade the business's items do not hold: any business's, so it grounds the question
  nowhere;
- **ours**: the business's own: a customer, a record's word, a word its knowledge items hold as written
  (not by a guessed root or a sound) or by its translation, a word of its repairs' items, a device its
  items or its repairs name, a concept of the trade its items hold in other words ("filter": פילטר);
- **theirs**: a thing of another world, said so that nothing doubts it: a device the business neither
  services nor writes of ("the TV" at a coffee machine service), or a name of another (a capitalised Latin
  word the business does not know: "Starbucks", "KSP", "Netflix");
- anything else says nothing either way: most such words are how a question is asked ("per", "again",
  "לדחות", "נפל"), not its subject (session 41: such words are in 17 knowledge questions the office does
  ask).

A question addressed to the business ("you", "our", "the lab"; not "the post office", a place word of
another's) is about it. Otherwise one that names a thing of another world and none of the business's own
is about something else, however well an item meets its policy words. The words nothing tells are
weighed by the responder (``answers.Responder.elsewhere``) beside ``relevance``: with nothing of the
business's own and no address, a topic's word (``specific``: none of the language's commonest) in a
question tied to the business by a policy's words alone ("when does the post office close on Friday") is
another's too.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from dataclasses import dataclass, field

from misrad.assistant.engine.common_english import rank
from misrad.assistant.engine.everyday_words import everyday
from misrad.assistant.engine.evidence import word_intents
from misrad.assistant.engine.items import kinds_in
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.terms import is_town, related
from misrad.assistant.engine.text import fold, readings, tokens
from misrad.assistant.engine.week_days import day_words

# Intents whose words name a kind of question any business is asked (a policy, a job's progress).
_KINDS = frozenset(("knowledge", "repair_status"))
# fmt: off
# The time of a thing, not its matter: said of any business's hours or of another's.
_TIMES = frozenset(fold(w) for w in (
    "today", "tomorrow", "tonight", "morning", "evening", "night", "noon", "afternoon", "weekend", "now",
    "yesterday", "היום", "מחר", "מחרתיים", "הערב", "בוקר", "ערב", "לילה", "צהריים", "עכשיו", "אתמול",
))
# Words that address the business (asked of "you", "we", "our").
_ADDRESS = frozenset(fold(w) for w in (
    "you", "your", "yours", "we", "our", "us", "אתם", "שלכם", "אצלכם", "לכם", "אתכם", "מכם", "אליכם",
    "אנחנו", "שלנו", "אצלנו", "לנו", "איתנו", "איתכם", "אותנו",
))
# The business's own places: "the lab" is ours, "the post office" another's.
_PLACES = frozenset(fold(w) for w in (
    "lab", "shop", "store", "office", "business", "branch", "מעבדה", "חנות", "עסק", "משרד", "סניף",
))
_CUSTOMER = frozenset(("customer", "customers", "client", "clients", "לקוח", "לקוחה", "לקוחות"))
# fmt: on
# The commonest English words by rank: "up", "too", "per", "call" are how a question is put.
_COMMON_ENGLISH = 1000
_CAPITALISED = re.compile(r"(?<![\w'])[A-Z][A-Za-z&]+")


@dataclass
class Grounding:
    kinds: list[str] = field(default_factory=list)
    ours: list[str] = field(default_factory=list)
    theirs: list[str] = field(default_factory=list)
    other: list[str] = field(default_factory=list)  # nothing tells whose: how it is asked, or unread
    addressed: bool = False

    @property
    def elsewhere(self) -> bool:
        """About something else: not addressed to the business, nothing of its own, a thing of another's."""
        return not self.addressed and not self.ours and bool(self.theirs)


@dataclass(frozen=True)
class Business:
    """What the business knows: ``holds``, whether its knowledge items hold a (folded) word as written
    or by its translation; ``kinds``, the device kinds its items and repairs name; ``linked``, the words
    of the records and customers the message linked; ``repaired``, whether its repairs' items hold a word."""

    holds: Callable[[str], bool]
    kinds: Collection[str]
    linked: Collection[str] = ()
    repaired: Callable[[str], bool] = lambda word: False  # a word of the items of its repairs


def _setting(word: str, word_readings: tuple[str, ...]) -> bool:
    """When or where: a week day, a time of day, a town."""
    timed = any(r in _TIMES for r in word_readings[:2])
    return timed or bool(day_words(word)) or is_town(tuple(word_readings))


def _policy(word: str, word_readings: tuple[str, ...]) -> bool:
    """A policy's word: the knowledge intent's or a job's, or of a concept one of them is ("פתוח" of the
    opening hours)."""
    if any(intent in _KINDS for intent in word_intents(word)):
        return True
    return any("knowledge" in word_intents(other) for other in related(word, word_readings))


def _a_customer(word: str, word_readings: tuple[str, ...]) -> bool:
    """A customer, the business's own whatever is asked of them."""
    return any(r in _CUSTOMER for r in word_readings[:2]) or any(
        r in _CUSTOMER for r in related(word, word_readings)
    )


def ground(text: str, content: list[str], business: Business) -> Grounding:
    """``content``: the text's content words (folded)."""
    found = Grounding()
    words = tokens(text)
    for at, word in enumerate(words):
        word_readings = readings(word)
        ours = any(r in _PLACES for r in word_readings) and not _of_another(words, at, business)
        found.addressed |= ours or any(r in _ADDRESS for r in word_readings[:2])
    names = {fold(m) for m in _CAPITALISED.findall(text.split(maxsplit=1)[-1])}
    days = set(day_words(text))  # the week days the content words name as such ("weekday6")
    for word in content:
        word_readings = readings(word)
        if word.isdigit() or len(word) < 2 or any(r in _ADDRESS or r in _PLACES for r in word_readings):
            continue
        kinds = kinds_in([word])
        if word in business.linked or _a_customer(word, word_readings):
            found.ours.append(word)
        elif kinds:
            mine = kinds & set(business.kinds) or business.holds(word)
            (found.ours if mine else found.theirs).append(word)
        elif word in days or _setting(word, word_readings) or _policy(word, word_readings):
            found.kinds.append(word)
        elif business.holds(word) or business.repaired(word):
            found.ours.append(word)
        elif concept := related(word, word_readings):
            # A thing of the trade in other words ("filter" where the items write פילטר) is the business's;
            # a concept its items do not hold is any business's.
            (found.ours if any(business.holds(other) for other in concept) else found.kinds).append(word)
        elif word in names:
            found.theirs.append(word)
        else:
            found.other.append(word)
    return found


def _of_another(words: list[str], at: int, business: Business) -> bool:
    """A place word said of another's: in Hebrew followed by its owner ("סניף הדואר", "משרד הרישוי"), in
    English after it ("the post office", "a phone store"), an owner the business does not know."""
    word = words[at]
    if word.isascii():
        beside = words[at - 1] if at else ""
    else:  # its owner after it, or after של ("המשרד של רופא השיניים")
        after = words[at + 1 : at + 3]
        beside = after[1] if after[:1] == ["של"] and len(after) > 1 else (after[0] if after else "")
    if not beside or beside in STOPWORDS or not beside.isalpha():
        return False
    beside_readings = readings(beside)
    said_of_any = _setting(beside, beside_readings) or bool(related(beside, beside_readings))
    return not business.holds(beside) and not said_of_any


def specific(word: str) -> bool:
    """A word of some topic: none of the language's commonest ("up", "she", "ברגע", "יכול" say how a thing
    is asked), by wordfreq's ranks (``everyday_words``)."""
    if word.isascii():
        place = rank(word)
        return place is None or place >= _COMMON_ENGLISH
    return not everyday(word)
