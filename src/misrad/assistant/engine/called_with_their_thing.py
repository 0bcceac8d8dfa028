"""A customer called by what staff call them, beside a thing of theirs: "Stevo's heat pump, still waiting on
that capacitor?", "Pini rang about the solar collectors on his roof", "in the hotel the jacuzzi of the
spa". The word said for them names no card's name: a nickname the card's notes record ("Stevo;", "פיני;"),
their kind of place, where they are from. Alone such a word is weak (a notes word meets cards by chance,
and the description look-up reads it only where a record's words are said); beside a thing of their jobs
it tells whom: the two are weighed together, the customers being the thing's few owners and the few cards
holding a rare word of the message, the one chosen met by both, by more words than any other.

Only where no one is named, bound or found otherwise and no knowledge is asked; a thing no job of theirs
holds binds no one, and an everyday word their notes happen to hold calls no one ("חדש" of "משאבת חום
חדשה"). Before it (session 57) these were read unknown or knowledge, or asked back "which customer?".
"""

from __future__ import annotations

import re

from misrad.assistant.engine.descriptions import RARE, card_keys, message_keys
from misrad.assistant.engine.entities import CARD_ENTITIES
from misrad.assistant.engine.everyday_words import english_as_such, everyday
from misrad.assistant.engine.evidence import RECORD_INTENTS, Evidence, word_hits
from misrad.assistant.engine.item_index import ItemIndex, word_keys
from misrad.assistant.engine.items import kinds_in, linked_items
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.names import CustomerIndex, NameMatch
from misrad.assistant.engine.thing_owners import ItemOwners

# A word of a record's own this strongly ("status", "owe") is what is asked, not who or what.
_RECORD_WORD = 1.0
# A sound key this short ("~pn") is many words': a thing is met by a longer one ("~gks", ג'קוזי).
_SOUND = 3
# A Hebrew plural's ending, after a stem this long at least.
_PLURAL, _PLURAL_STEM = "ימ", 4
# The knowledge base's words this strong ask a policy, whatever thing they name (as ``thing_owners``).
_KNOWLEDGE = 1.5
# A question of how, why or what one should do asks for knowledge, whatever it names.
_ASKS_FOR_KNOWLEDGE = re.compile(
    r"(?:^|\s)(?:how (?:do|does|can|should|to|often|long|much (?:is|to|for))|why|should|what if|do you|if"
    r"|איכ|כיצד|למה|מדוע|כדאי|אמ|מחיר|עלות|כמה עולה)(?=\s|$)"
)


def called_with_their_thing(
    evidence: Evidence,
    index: CustomerIndex | None,
    item_owners: ItemOwners | None,
    has_bound_customer: bool,
) -> None:
    """``evidence.names`` becomes the one customer whom the message's words both call (their card's name,
    address or notes words, as written, heard or translated) and ask a thing of theirs about."""
    if index is None or item_owners is None or has_bound_customer or evidence.names is not None:
        return
    if _found_otherwise(evidence) or _ASKS_FOR_KNOWLEDGE.search(evidence.folded):
        return
    if evidence.scores.get("knowledge", 0.0) >= _KNOWLEDGE:
        return  # "מה האחריות על התקנת מזגן": a policy's words, as ``thing_owners`` reads them
    jobs = getattr(item_owners, "__self__", None)  # the items index the owners' method is bound to
    if not isinstance(jobs, ItemIndex):
        return
    words = _content_words(evidence)
    owners = item_owners(words, kinds_in(words)) or {}
    weighed = {c: _weighed(words, index, jobs, c) for c in {*owners, *_called(words, index)}}
    both = {c: (called, thing) for c, (called, thing) in weighed.items() if called and thing}
    if not both:
        return
    best = max(len(a) + len(b) for a, b in both.values())
    chosen = [c for c, (a, b) in both.items() if len(a) + len(b) == best]
    if len(chosen) != 1:
        return  # a few alike: the name index's question back is asked, not a guess
    customer_id = chosen[0]
    called, thing = both[customer_id]
    evidence.names = NameMatch((customer_id,), "", 0, True, 0.0)
    evidence.items = set(owners.get(customer_id, ())) or thing
    evidence.described_by = frozenset(called)


def _called(words: list[str], index: CustomerIndex) -> set[int]:
    """The few customers whose cards hold a word of the message that is no everyday word (a nickname the
    notes record, a kind of place, a street): a word of many cards calls no one."""
    found: set[int] = set()
    for word in words:
        if _everyday(word):
            continue
        direct, indirect = message_keys(word, word_keys(word), heard=True)
        keys = direct if any(index.described.holds(k) for k in direct) else indirect
        holders = {c for k in keys for held in index.described.holders(k) for c in held}
        if 0 < len(holders) <= RARE:
            found |= holders
    return found


def _everyday(word: str) -> bool:
    """An everyday word meets some card's notes by chance ("חדש" of a new heat pump's notes)."""
    return everyday(word) or english_as_such(word)


def _weighed(
    words: list[str], index: CustomerIndex, jobs: ItemIndex, customer_id: int
) -> tuple[set[str], set[str]]:
    """The message words that call the customer (their card), and the labels of the things of their jobs
    the others name (as the items index meets them, or a Latin word by its sound: "jacuzzi" of ג'קוזי,
    "solar" of סולאריים). A word of their name as written calls them, an everyday one too ("the hotel" of
    Sea Breeze Hotel, though their job is the hotel's jacuzzi); a word of their address or notes does when
    it is no everyday word; one the card holds only translated or heard is their job's if that holds it
    ("heat pump" of notes saying משאבת חום)."""
    job_words = jobs.words_of(customer_id)
    name = card_keys(index.names.get(customer_id, ""), None)
    card = name | index.described.keys_of(customer_id)
    called, thing = set(), set()
    for word in words:
        direct, indirect = message_keys(word, word_keys(word), heard=True)
        common = _everyday(word)
        if direct & (name if common else card):
            called.add(word)
        elif met := _things_met(word, job_words):
            thing |= met
        elif not common and indirect & card:
            called.add(word)
    return called, thing


def _things_met(word: str, job_words: frozenset[str]) -> set[str]:
    """The labels of a customer's job words that a message word names (``items.linked_items``), or that a
    Latin word sounds as."""
    return linked_items([word], job_words) or {f"word:{w}" for w in job_words if _sounds_as(word, w)}


def _sounds_as(word: str, job_word: str) -> bool:
    """A Latin word heard as a job's Hebrew word (a loanword: "jacuzzi", ג'קוזי), its plural's ending aside
    ("solar" of סולאריים); a short sound key is many words', so only a longer one meets."""
    if not word.isascii() or job_word.isascii():
        return False
    heard = {k for k in message_keys(word, heard=True)[1] if k.startswith("~") and len(k) > _SOUND}
    plural = job_word.endswith(_PLURAL) and len(job_word) > _PLURAL_STEM
    singular = job_word[: -len(_PLURAL)] if plural else ""
    return bool(heard & (card_keys(None, job_word) | card_keys(None, singular)))


def _found_otherwise(evidence: Evidence) -> bool:
    return (
        evidence.invoice
        or evidence.repair_id is not None
        or any(e.type in CARD_ENTITIES for e in evidence.entities)
    )


def _content_words(evidence: Evidence) -> list[str]:
    """The words that may name a thing or call a customer: not function words, digits or a record's own
    words."""
    return [
        w for w in dict.fromkeys(evidence.words)
        if w not in STOPWORDS and len(w) > 1 and not any(c.isdigit() for c in w)
        and (kinds_in([w]) or max((s for i, s in word_hits(w).items() if i in RECORD_INTENTS), default=0.0)
             < _RECORD_WORD)
    ]  # fmt: skip
