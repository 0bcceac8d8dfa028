"""A request that the assistant DO something in the world, told by how it is asked before what it names.

A message is first an act: a question of the records, small talk, or a bidding. A bidding names the act by
its verb, and where that verb is an act the back office cannot do (write a letter, order from a supplier,
bargain a price, work out a sum, open a route, prepare a thing) the message is no question, however many
of the business's words its object holds ("can you negotiate the price down with the supplier", "would
you mind writing a birthday note for <customer>", "תכין לי מכתב ל<customer>").

English bids by a frame before the verb: "can / could / would / will you (possibly, please, just ...)",
"you could" ("I wonder if you could translate"), "would you mind" with the verb's -ing, "I need you to",
"please". Hebrew bids by the verb's own person (the second person's future, "תכין", "תחשב"), by an
imperative after "אנא" / "בבקשה", or by an infinitive after "can you" ("תוכל לנסח", "אתה יכול להכין");
typed in Latin letters, by the same verbs as they are spelled ("tazmin li pizza").

The verbs of reading a record ("tell", "show", "send me", "find", "check", "write down") are not acts:
"can you tell me what Dana owes" asks the records. Whether an act's object is a record is the callers'
to weigh (a record's word beside it).
"""

from __future__ import annotations

from misrad.assistant.engine.latin_hebrew import spelled
from misrad.assistant.engine.text import fold, readings

# Acts done in the world for the asker: a text made, a thing got or arranged, a sum worked out, a price
# bargained, a route or an app opened.
_ACTS_EN = frozenset(
    (
        *("write", "draft", "compose", "translate", "order", "book", "buy", "purchase", "call", "ring"),
        *("negotiate", "haggle", "bargain", "calculate", "compute", "navigate", "prepare", "plan"),
        *("arrange", "organize", "organise", "play", "sing"),
        # An act only with its particle ("work out how much we'd save"): alone the business's own work
        # may be asked ("can you work on my scooter today").
        *("work out", "figure out"),
    )
)
_WITH_OUT_EN = frozenset(("work", "figure"))
# The words between the frame and its verb ("could you possibly order", "can you please just draft").
_SOFTENERS = frozenset(("possibly", "please", "kindly", "just", "also", "quickly", "maybe", "perhaps", "pls"))
_MODALS = frozenset(("can", "could", "would", "will"))
_BIDDING_AFTER = frozenset(("please", "pls", "kindly"))

# Hebrew acts in the second person's future (bidden wherever they stand), in the imperative (bidden after
# a word of asking) and in the infinitive (bidden after "can you").
_ACTS_HE_BIDDEN = frozenset(
    fold(w)
    for w in (
        *("תכין", "תכיני", "תכינו", "תחשב", "תחשבי", "תחשבו", "תנווט", "תנווטי", "תפתח", "תפתחי"),
        *("תכתוב", "תכתבי", "תכתבו", "תנסח", "תנסחי", "תנסחו", "תזמין", "תזמיני", "תזמינו"),
        *("תתמקח", "תתמקחי", "תארגן", "תארגני", "תתכנן", "תתכנני", "תתרגם", "תתרגמי", "תתקשר", "תתקשרי"),
    )
)
_ACTS_HE_IMPERATIVE = frozenset(
    fold(w) for w in ("כתוב", "כתבי", "נסח", "נסחי", "הכן", "הכיני", "חשב", "חשבי", "הזמן", "הזמיני", "תרגם")
)
_ACTS_HE_INFINITIVE = frozenset(
    fold(w)
    for w in (
        *("לכתוב", "לנסח", "להכין", "לחשב", "לנווט", "לפתוח", "להזמין", "לתרגם", "להתקשר", "להתמקח"),
        *("לארגן", "לתכנן", "לקנות"),
    )
)
_ASKING_HE = frozenset(fold(w) for w in ("אנא", "בבקשה", "נא"))
_FOR_THE_ASKER_HE = frozenset(fold(w) for w in ("לי", "לנו", "אותי", "אותנו"))
_CAN_YOU_HE = frozenset(fold(w) for w in ("תוכל", "תוכלי", "תוכלו", "יכול", "יכולה", "תצליח"))


def bidden_verb(words: list[str]) -> str | None:
    """The English verb a bidding frame asks for, as its bare form ("writing" -> "write"), or None."""
    for i in range(len(words)):
        at = _after_a_frame(words, i)
        while at is not None and at < len(words) and words[at] in _SOFTENERS:
            at += 1
        at = _past_helping(words, at)
        if at is not None and at < len(words):
            verb = _bare(words[at])
            out = at + 1 < len(words) and words[at + 1] == "out"
            return verb + " out" if verb in _WITH_OUT_EN and out else verb
    return None


# "Help" takes the act as its bare infinitive: "could you help me draft a letter" bids the drafting.
_HELPING = frozenset(("help", "helping"))
_HELPED = frozenset(("me", "us", "him", "her", "them", "to"))


def _past_helping(words: list[str], at: int | None) -> int | None:
    """Where the verb stands past "help (me) (to)", the catenative before the act it bids."""
    if at is None or at >= len(words) or words[at] not in _HELPING:
        return at
    at += 1
    while at < len(words) and words[at] in _HELPED:
        at += 1
    return at


def _after_a_frame(words: list[str], i: int) -> int | None:
    """Where the verb stands when ``words[i]`` ends a bidding frame: "can you", "would you mind", "(if)
    you could", "please", "(I need) you to"."""
    word, before = words[i], words[i - 1] if i else ""
    if word == "you" and before in _MODALS:
        return i + 2 if i + 1 < len(words) and words[i + 1] == "mind" else i + 1
    modal_after_you = word in _MODALS and before == "you"
    if modal_after_you or word in _BIDDING_AFTER or (word == "to" and before == "you"):
        return i + 1
    return None


def _bare(verb: str) -> str:
    """An English verb without its -ing ("writing" -> "write", "ordering" -> "order")."""
    if not verb.endswith("ing") or len(verb) < 6:
        return verb
    stem = verb[:-3]
    return stem if stem in _ACTS_EN | _WITH_OUT_EN else stem + "e"


def bids_an_act(words: list[str]) -> bool:
    """Whether the message bids the assistant do an act in the world (the module's docstring)."""
    if bidden_verb(words) in _ACTS_EN:
        return True
    return _bids_in_hebrew([_as_hebrew(w) for w in words])


def _as_hebrew(word: str) -> str:
    """A word of Hebrew typed in Latin letters as the Hebrew it spells ("tazmin li" is "תזמין לי"), where
    the message as a whole was not read as Hebrew ("tazmin li pizza la office": its English words)."""
    found = spelled(word) if word.isascii() and word.isalpha() else None
    return fold(found[0]) if found else word


def _bids_in_hebrew(words: list[str]) -> bool:
    for i, word in enumerate(words):
        said = readings(word)[:2]
        before = words[i - 1] if i else ""
        # The second person's future is the third's feminine too ("מתי תפתח החנות"): bidden where it
        # opens the request or is done for the asker ("תכין לי", "תנווט אותי").
        after = words[i + 1] if i + 1 < len(words) else ""
        opens = all(w in _ASKING_HE for w in words[:i])
        if any(r in _ACTS_HE_BIDDEN for r in said) and (opens or after in _FOR_THE_ASKER_HE):
            return True
        if word in _ACTS_HE_IMPERATIVE and (i == 0 or before in _ASKING_HE):
            return True
        if word in _ACTS_HE_INFINITIVE and before in _CAN_YOU_HE:
            return True
    return False
