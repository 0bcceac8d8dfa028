"""Asked of the world, not of the business: decided by what the question asks and of whom, never by the
words it shares with a knowledge item.

A knowledge item is found by shared words, and a business's items hold everyday words (a town it serves,
"clean", "chain", "rice", "store"), so a question about something else meets one easily ("how do I clean
my AirPods at home" meets the cleaning item). Which words are shared does not tell the kinds apart
(session 45's ood45 tried it and lost held-out knowledge rows); what is asked, and of whom, does. A
knowledge question asks the business about itself ("do you", "how much do you charge", "can I pay in
installments"); these frames ask something no business's policy answers:

- **the asker does it themselves**: a how-question whose doer is said to be the asker alone ("how do I
  ... myself", "at home", "איך ... בעצמי", "לבד");
- **the asker gets a thing elsewhere**: buying, asked where or which, or from another seller ("where
  can I buy", "the best mower to buy at the hardware store", "איזה רכב כדאי לי לקנות", "איפה קונים");
- **a fact of the world**: who won, invented or wrote something; the weather; a share's price, a stock
  exchange, a currency's rate; a flight; a capital, a population, a birth;
- **a dish or a joke**: a recipe, how one cooks or bakes; a joke told.

A question that addresses the business ("do you sell...", "can I buy it from you", "אצלכם") asks about
it whatever its frame: the business may sell what others sell, or advise what one does oneself. "You"
in a request made of the assistant ("can you tell me who won") addresses no business.
"""

from __future__ import annotations

import re
from itertools import pairwise

from misrad.assistant.engine.text import fold, readings, tokens

# fmt: off
# Addressing the business: second person plural (Hebrew's singular is how one bids the assistant:
# "תמליץ לי"), English "you" as a subject of the business's doing, and "here".
_ADDRESS = frozenset(fold(w) for w in (
    "you", "your", "yours", "here", "אתם", "שלכם", "אצלכם", "לכם", "אתכם", "מכם", "אליכם", "איתכם",
))
# "You" in a request made of the assistant, not in a question about the business.
_BIDDING = re.compile(r"\b(?:can|could|would|will) you\b|\bdo you know\b|\byou know\b")
# How a thing is done, asked by its doer: "how do I", "how to", "איך"; not "how long" or "how much".
_HOW_TO = re.compile(
    r"\bhow (?:do|can|should|would|could) (?:i|we|you|one)\b|\bhow to\b|(?:^|\s)(?:איכ|כיצד)(?:\s|$)"
)
# The asker as the one who does it, alone.
_SELF = frozenset(fold(w) for w in (
    "myself", "ourselves", "yourself", "בעצמי", "בעצמנו", "בעצמך", "לבד", "בבית", "ידני",
))
_ON_MY_OWN = re.compile(r"\bon (?:my|our) own\b|\bby hand\b|\bat home\b")
_BUYING = frozenset(fold(w) for w in (
    "buy", "purchase", "לקנות", "קונים", "אקנה", "נקנה", "לרכוש", "רוכשים",
))
_FINDING = frozenset(fold(w) for w in ("find", "get", "תמצא", "תמצאי", "תמצאו", "תשיג", "תשיגי"))
_FOR_THE_ASKER = frozenset(fold(w) for w in ("me", "us", "לי", "לנו"))
# Which or where a thing is got, or how good it is: the asker's own choice of a thing to get.
_CHOOSING = frozenset(fold(w) for w in (
    "where", "which", "best", "cheapest", "cheap", "online", "איפה", "איזה", "איזו", "אילו", "הכי",
    "כדאי", "שווה", "זול", "בזול", "באינטרנט",
))
# A fact of the world, by its question's own words.
_WORLD_FACTS = re.compile(
    r"\bwho (?:won|invented|wrote|discovered|is the president|is the prime minister)\b"
    r"|(?:^|\s)מי (?:זכה|זכתה|זכו|ניצח|ניצחה|המציא|המציאה|כתב|גילה)(?:\s|$)"
    r"|\bweather\b|\bforecast\b|מזג ה?אוויר|תחזית"
    r"|\bshares\b|\bstocks\b|\b(?:share|stock) price\b|\bstock (?:market|exchange)\b"
    r"|\btrading at\b|\bexchange rate\b"
    r"|(?:^|\s)ה?(?:מני(?:ה|ות)|בבורסה|בורסה)(?:\s|$)|שער ה(?:דולר|יורו)"
    r"|\bflights?\b|(?:^|\s)ה?טיס(?:ה|ות)(?:\s|$)"
    r"|\brecipe\b|\bhow (?:do|can|should) (?:i|we|you) (?:cook|bake|fry|roast)\b|מתכונ"
    r"|(?:^|\s)(?:איכ )?(?:מבשלימ|אופימ|לבשל|לאפות)(?:\s|$)"
    # General knowledge and a joke: asked of no business.
    r"|\bcapital (?:city )?of\b|\bhow many people live\b|\bwhen was \w+(?: \w+)? born\b|\bjokes?\b"
    r"|(?:^|\s)(?:ה?בירה של|כמה תושבימ|מתי נולד|מתי נולדה|בדיחה|בדיחות)(?:\s|$)"
)
# fmt: on


def addresses_the_business(text: str) -> bool:
    """The question is put to the business ("do you...", "אצלכם", "your prices"), not to the assistant
    as a request ("can you tell me...")."""
    folded = _BIDDING.sub(" ", fold(text))
    return any(r in _ADDRESS for w in tokens(folded) for r in readings(w)[:2])


def does_it_themselves(words: list[str], folded: str) -> bool:
    """A how-question whose doer is the asker alone ("how do I sharpen a knife at home", "איך אני מחליף
    בעצמי שרשרת")."""
    if _HOW_TO.search(folded) is None:
        return False
    return any(w in _SELF for w in words) or _ON_MY_OWN.search(folded) is not None


def gets_it_elsewhere(words: list[str]) -> bool:
    """Buying, or finding for the asker ("find me", "תמצא לי"), asked where, which or how good: the
    asker's choice of a thing to get ("which electric car should I buy", "איפה קונים סוללות", "find me a
    cheap one online"). Finding alone is a record's verb ("find Dana's invoice")."""
    said = [set(readings(w)[:2]) for w in words]
    getting = any(r & _BUYING for r in said) or _finds_for_the_asker(words)
    return getting and any(r & _CHOOSING for r in said)


def _finds_for_the_asker(words: list[str]) -> bool:
    return any(w in _FINDING and after in _FOR_THE_ASKER for w, after in pairwise(words))


def asks_the_world(text: str) -> bool:
    """The question asks the world's facts or advice on the asker's own doing and is not put to the
    business (this module's docstring)."""
    if addresses_the_business(text):
        return False
    folded = fold(text)
    words = tokens(folded)
    if _WORLD_FACTS.search(folded) is not None:
        return True
    return does_it_themselves(words, folded) or gets_it_elsewhere(words)
