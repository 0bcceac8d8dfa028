"""A word heard as a customer's name that is a word of the thing asked about: "the garden fountain, is it
ready?" (English "garden" is the גן of גן הילדים, and the job's item is מזרקת גינה), "הדלת האחורית שם
עדיין בטיפול?" with the bakery bound (האחורית is only a slip away from אורית, and the bound customer's
item is דלת אחורית).

One word met one customer's name only through its translation, its sound or a slip, not as any name is
written nor capitalised as a name is; and a job's item holds that word (as written or translated) beside
another word the message says of the thing, or the bound customer's own item holds it: the word is the
thing's, and whose the thing is is asked as when no one is named (the bound customer, or the thing's
owners, ``thing_owners``). A name typed as a card holds it, capitalised, or of two words still names.
"""

from __future__ import annotations

from misrad.assistant.engine.entities import Entity
from misrad.assistant.engine.everyday_words import english_as_such
from misrad.assistant.engine.item_index import word_keys
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.name_kinds import heard_alone
from misrad.assistant.engine.names import CustomerIndex, NameMatch
from misrad.assistant.engine.own_items import of_their_item
from misrad.assistant.engine.owners import in_lowercase
from misrad.assistant.engine.thing_owners import ItemOwners

_LABEL = "word:"  # an item's word met, as the items index labels it


def the_things_word(
    names: NameMatch | None,
    said: tuple[str, list[str]],
    entities: list[Entity],
    index: CustomerIndex | None,
    bound_items: frozenset[str],
    item_owners: ItemOwners | None,
) -> NameMatch | None:
    """``names``, or None when its one word is the thing's (``said``: the message as typed and its words);
    the customer-name entity is then taken out of ``entities``."""
    text, words = said
    if names is None or index is None or len(names.customer_ids) != 1 or len(names.mentions) != 1:
        return names
    word = names.mentions[0][0]
    if names.matched_words != 1:
        return names
    heard = _heard(names, text, index)
    # A Latin word no card's name holds as typed, capitalised ("the Riello UPS" of אורלי by sound): a
    # maker's, where a job holds it as spelt (Latin in a Hebrew job is a brand or a model).
    spelt = not heard and word.isascii() and word not in index.by_token
    spelt = spelt and not in_lowercase(text, word)  # capitalised as a maker's name is written
    if not heard and not (spelt and not names.exact):
        return names
    if bound_items:
        held = of_their_item(word, words, bound_items)
    else:
        held = item_owners is not None and _an_item_holds_it(word, words, item_owners, as_spelt=spelt)
    if not held:
        return names
    entities[:] = [e for e in entities if e.type != "customer_name"]
    return None


def _heard(names: NameMatch, text: str, index: CustomerIndex) -> bool:
    """The name's one word met it only as heard: a Hebrew word by its sound or a slip; an English word of
    the language (not a Hebrew name spelt in Latin letters), in lowercase and in no card's name."""
    word = names.mentions[0][0]
    if not word.isascii():
        return heard_alone(names, text, index)
    return word not in index.by_token and in_lowercase(text, word) and english_as_such(word)


def _an_item_holds_it(word: str, words: list[str], item_owners: ItemOwners, as_spelt: bool = False) -> bool:
    """Every owner of the thing the message's words name holds the word in that item (``as_spelt``: the
    very word, not its translation), and another word of the message with it: "garden fountain" is מזרקת
    גינה, not a fountain beside a kindergarten."""
    said = [w for w in words if w not in STOPWORDS and len(w) > 1]
    owners = item_owners(said, set())
    if not owners:
        return False
    keys = {word} if as_spelt else word_keys(word)
    for met in owners.values():
        items_words = {label.removeprefix(_LABEL) for label in met if label.startswith(_LABEL)}
        if not items_words & keys or len(items_words) < 2:
            return False
    return True
