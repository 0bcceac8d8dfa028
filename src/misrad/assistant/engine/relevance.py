"""Whether a message that links no record is about the business: a scored reading of its content words.

A question the records cannot answer is either a question about the business that its knowledge base
may or may not hold ("do you accept payment in bitcoin?", "is there parking by the lab?": when no item
covers it, the answer is "I don't know") or a question about something else ("how much does a Tesla
cost", "the capital of Australia": not understood as a question for this assistant, nothing looked up).
Each content word is read as one of:

- **business**: a word of the business's own vocabulary: its intents' words, its concepts
  (``engine/terms``), the repair items it knows (``engine/items``), or a word of its knowledge base, an
  English word by its base form too ("cleaned": ניקוי) or by the sound of a loanword the items write in
  Hebrew letters ("jacuzzis": ג'קוזי);
- **form**: how the question is asked ("how much", "price", "כמה עולה"): it says nothing of the topic,
  since any price may be asked about;
- **foreign**: nothing of the business knows it ("flight", "Tesla", "דולר");
- **unread**: an English word the general lexicon has no entry for ("treadmill", "antifouling"): the
  office's items are in Hebrew, so nothing tells whether the business knows it; it counts neither way.

Words that address the business ("you", "שלכם", "the lab") or the speaker's own affairs ("my bank
account") are noted apart. The decision: addressed to the business with one business word, or two
business words and at most half as many foreign ones, is about the business; the speaker's own
affairs are not, unless addressed to the business.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from misrad.assistant.engine.bilingual import translations
from misrad.assistant.engine.evidence import word_intents
from misrad.assistant.engine.items import kinds_in
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.nlu import Understanding
from misrad.assistant.engine.terms import related
from misrad.assistant.engine.text import fold, readings, tokens
from misrad.assistant.knowledge_forms import forms

_BUSINESS_INTENTS = frozenset(
    ("customer_balance", "repair_status", "invoice_status", "customer_lookup", "knowledge")
)
# fmt: off
_ADDRESS = frozenset(fold(w) for w in (
    "you", "your", "yours", "we", "our", "us", "אתם", "שלכם", "אצלכם", "לכם", "אתכם", "מכם", "אליכם",
    "אנחנו", "שלנו", "אצלנו",
))
# The business's own places: naming one asks about the business.
_PLACES = frozenset(fold(w) for w in (
    "lab", "shop", "store", "office", "business", "branch", "מעבדה", "חנות", "עסק", "משרד", "סניף",
))
_OWN = frozenset(fold(w) for w in ("my", "mine", "myself", "שלי", "בשבילי"))
# How a question is asked, not what about: a price or an amount may be asked of anything.
_FORM = frozenset(fold(w) for w in (
    "how", "much", "many", "price", "prices", "cost", "costs", "כמה", "עולה", "עולים", "מחיר", "מחירים",
    "עלות", "איך", "האם", "what", "which", "whose", "when", "where", "why",
))
# A price asked: "how much for <one word of the trade>" asks the price list, however short.
_PRICE = frozenset(fold(w) for w in (
    "much", "price", "prices", "cost", "costs", "charge", "עולה", "עולים", "מחיר", "מחירים", "עלות",
))
# fmt: on


# The speaker's own thing is the business's when its words outnumber the other words this many times.
_OWN_SHARE = 3


@dataclass
class Relevance:
    business: list[str] = field(default_factory=list)
    foreign: list[str] = field(default_factory=list)
    unread: list[str] = field(default_factory=list)
    addressed: bool = False
    own: bool = False
    priced: bool = False

    @property
    def about_the_business(self) -> bool:
        if self.own and not self.addressed:
            # The speaker's own affairs ("my bank account"), unless told in the business's words
            # ("how do I prepare my kitchen before the spraying"), three of them to each word of something
            # else ("my rug got wet in the rain, can I dry it": the rain is how it happened).
            return len(self.business) >= 2 and len(self.business) >= _OWN_SHARE * len(self.foreign)
        if self.addressed or (self.priced and not self.foreign):
            return len(self.business) >= 1
        return len(self.business) >= 2 and len(self.business) >= 2 * len(self.foreign)


def _is_business_word(word: str, known: Callable[[str], bool], sounded: Callable[[str], list[str]]) -> bool:
    if any(i in _BUSINESS_INTENTS for i in word_intents(word)):
        return True
    own = readings(word)
    if kinds_in([word]) or related(word, own) or any(known(r) for r in own[:2]):
        return True
    # An English word whose Hebrew the business's own items hold ("chair" where an item says כיסא); a
    # translation alone, with nothing of the business to meet, says nothing of it ("recipe"). Not a Hebrew
    # word by its English: the office writes in Hebrew, and English in its items is a brand or a model's
    # name ("Air Pro" is no weather's אוויר). Read by its base form too, as the knowledge index reads it
    # ("cleaned" is "clean", ניקוי); a loanword the items write in Hebrew letters ("jacuzzis": ג'קוזי)
    # is theirs as well.
    return word.isascii() and (
        any(known(other) for other in translations(word, forms(word))) or bool(sounded(word))
    )


def _unread(word: str) -> bool:
    """An English word of several letters that the general lexicon cannot read: a trade's term ("tubeless")
    as likely as another topic's, so no evidence against the business. A Hebrew word is read against the
    items themselves: the office writes in Hebrew."""
    return word.isascii() and word.isalpha() and len(word) >= 4 and not translations(word, forms(word))


def judge(
    understanding: Understanding,
    known: Callable[[str], bool],
    content: Callable[[str], list[str]],
    sounded: Callable[[str], list[str]] = lambda word: [],
) -> Relevance:
    """``known``: whether the business's knowledge base holds a word; ``content``: a text's content
    words (no function words, nothing as general as "day" or "still"); ``sounded``: the item words a
    Latin word sounds like (``KnowledgeIndex.sounded``)."""
    linked = set(understanding.names.text.split()) if understanding.names else set()
    linked |= {w for e in understanding.entities for w in tokens(e.raw)}
    found = Relevance()
    for word in tokens(understanding.text):
        word_readings = readings(word)
        found.addressed |= any(r in _ADDRESS or r in _PLACES for r in word_readings)
        found.own |= any(r in _OWN for r in word_readings[:2])
        found.priced |= any(r in _PRICE for r in word_readings[:2])
    for word in content(understanding.text):
        word_readings = readings(word)
        if word in linked or word.isdigit() or len(word) < 2:
            continue
        if any(r in _ADDRESS or r in _OWN or r in _FORM or r in STOPWORDS for r in word_readings[:2]):
            continue
        if any(r in _PLACES for r in word_readings) or _is_business_word(word, known, sounded):
            found.business.append(word)
        elif _unread(word):
            found.unread.append(word)
        else:
            found.foreign.append(word)
    return found


def topic_of(text: str) -> str:
    """The text without the words of how it is asked ("how much does X cost" is about X)."""
    return " ".join(w for w in tokens(text) if not any(r in _FORM for r in readings(w)[:2]))
