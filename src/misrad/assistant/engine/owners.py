"""Who a message names: a customer's name as typed, else a Hebrew-stored name's words said in English
(``translated_names``); and none where a pronoun already says whose the thing is.

"And his bilge pump?" with a customer bound: "his" is the owner, and a lowercase English word that only
sounds like another customer's name written in Hebrew ("bilge" like אולגה) is the thing's word, not a
second owner. A name typed as stored, capitalised, or of two words or more still names whoever it names
("and Olga's pump?").
"""

from __future__ import annotations

import re

from misrad.assistant.engine.customer_mentions import Holders, link_names
from misrad.assistant.engine.entities import Entity
from misrad.assistant.engine.names import CustomerIndex, NameMatch
from misrad.assistant.engine.translated_names import link_translated

# The possessive pronouns: the thing is the bound customer's.
_POSSESSIVES = frozenset(("his", "her", "hers", "their", "its", "שלו", "שלה", "שלהם", "שלהן"))


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
    if names is None or not has_bound_customer or not _POSSESSIVES.intersection(words):
        return names
    if index is None or names.matched_words != 1 or len(names.mentions) != 1:
        return names
    word, _reading = names.mentions[0]
    typed_as_a_name = word in index.by_token or not word.isascii() or not _in_lowercase(text, word)
    if typed_as_a_name:
        return names
    entities[:] = [e for e in entities if e.type != "customer_name"]
    return None


def _in_lowercase(text: str, word: str) -> bool:
    """The word is typed in lowercase (a name is capitalised by a writer who capitalises)."""
    return re.search(rf"(?<![A-Za-z]){re.escape(word)}(?![A-Za-z])", text) is not None
