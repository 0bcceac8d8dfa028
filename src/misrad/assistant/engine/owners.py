"""Who a message names: a customer's name as typed, else a Hebrew-stored name's words said in English
(``translated_names``); and none where a pronoun already says whose the thing is.

"And his bilge pump?" with a customer bound: "his" is the owner, and a lowercase English word that only
sounds like another customer's name written in Hebrew ("bilge" like אולגה) is the thing's word, not a
second owner; so is a Hebrew word only heard as a name beside "she" or "her" ("כמה היא עוד צריכה לשלם?":
not Sarah). A name typed as stored, capitalised, or of two words or more still names whoever it names
("and Olga's pump?").
"""

from __future__ import annotations

import re

from misrad.assistant.engine.customer_mentions import Holders, link_names
from misrad.assistant.engine.entities import Entity
from misrad.assistant.engine.name_kinds import heard_alone
from misrad.assistant.engine.names import CustomerIndex, NameMatch
from misrad.assistant.engine.text import fold
from misrad.assistant.engine.translated_names import link_translated
from misrad.assistant.engine.unknown_names import name_nobody_has

# The possessive pronouns: the thing is the bound customer's; and the subject pronouns: the one spoken
# of is ("כמה היא עוד צריכה לשלם?"). A closed class, folded as the message's words are.
_POSSESSIVES = frozenset(
    fold(w)
    for w in ("his", "her", "hers", "their", "its", "שלו", "שלה", "שלהם", "שלהן", "הוא", "היא", "הם", "הן")
)


def message_names(
    text: str,
    words: list[str],
    entities: list[Entity],
    index: CustomerIndex | None,
    peel: bool,
    has_bound_customer: bool,
    holders: Holders | None = None,
) -> NameMatch | None:
    """The customers the message names; its customer-name entity is added to ``entities``."""
    names = link_names(text, words, entities, index, peel, holders)
    names = names or link_translated(text, words, entities, index)
    stranger = name_nobody_has(text, index, names, has_bound_customer)  # "כמה חייב <a name no card holds>"
    if stranger is not None:
        entities[:] = [e for e in entities if e.type != "customer_name"] + [stranger[1]]
        return stranger[0]
    if names is None or not has_bound_customer or not _POSSESSIVES.intersection(words):
        return names
    if index is None or names.matched_words != 1 or len(names.mentions) != 1:
        return names
    word, _reading = names.mentions[0]
    if word.isascii():
        typed_as_a_name = word in index.by_token or not in_lowercase(text, word)
    else:  # a Hebrew word met a name only by its sound or a slip ("צריכה" as Sarah): a word, not her
        typed_as_a_name = not heard_alone(names, text, index)
    if typed_as_a_name:
        return names
    entities[:] = [e for e in entities if e.type != "customer_name"]
    return None


def in_lowercase(text: str, word: str) -> bool:
    """The word is typed in lowercase (a name is capitalised by a writer who capitalises)."""
    return re.search(rf"(?<![A-Za-z]){re.escape(word)}(?![A-Za-z])", text) is not None
