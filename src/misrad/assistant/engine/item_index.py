"""The repair items index: each word of a stored item (and each kind of device) to the customers whose
repairs hold it, kept in step with the records in every process, so "any news on the forklift?" or "the
hearing aid of <a name two customers share>" finds its customer without reading candidates' repairs; so
does a machine's model code ("the W5330N", ``model_codes``), kept as ``code:<code>`` beside the words.

Every repair write bumps the ``repairs`` change counter in its own transaction; each chat reads that
counter (with the others, in one statement) and puts the repairs changed since into the index
(``ItemIndexCache``); a full rebuild runs on a TTL as a backstop (it also drops deleted repairs). An owner
found here is only a candidate: the answer reads that customer's repairs from the records before it shows
anything, so a stale index can never invent a repair.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Set
from dataclasses import dataclass, field

from misrad.assistant.engine.bilingual import same_meaning, translations
from misrad.assistant.engine.followed_index import FollowedIndex, IndexSource
from misrad.assistant.engine.items import (
    kinds_of_item,
    linked_items,
    most_words_met,
    names_of_things_said,
    things_named,
)
from misrad.assistant.engine.model_codes import code_labels
from misrad.assistant.engine.morphology import construct_singulars
from misrad.assistant.engine.sounds import sound_keys
from misrad.assistant.engine.text import readings, tokens

# (repair id, customer id, item) as stored.
ItemRows = list[tuple[int, int, str]]
ItemReader = Callable[[str], Set[str]]
# More owners than this is a word of many repairs ("מקרר" in an appliance lab): no one customer is meant,
# and naming them would be a list, not a question back.
FEW_OWNERS = 5


def item_words(item: str) -> frozenset[str]:
    """The words a question may name a stored item by (as ``chat._bound_item_words`` reads them)."""
    return frozenset(w for w in tokens(item) if len(w) >= 3)


def word_keys(word: str) -> set[str]:
    """Where one word of a message may stand in the index: as spelt and behind its prefix letters, its
    construct form's singular, and its translations and synonyms (``items.linked_items`` checks each
    candidate the way it checks one customer's items)."""
    forms = set(readings(word))
    forms |= set(construct_singulars(tuple(forms)))
    for reading in list(forms):
        forms |= set(translations(reading)) | set(same_meaning(reading))
    return forms


@dataclass
class ItemIndex:
    """Owners are kept in tuples of ints, not sets: a tuple of ints is out of the cyclic collector's sight,
    and an index of every repair's words is tens of thousands of them in a process that serves."""

    by_word: dict[str, tuple[int, ...]] = field(default_factory=dict)
    by_kind: dict[str, tuple[int, ...]] = field(default_factory=dict)
    repairs: dict[int, tuple[int, str]] = field(default_factory=dict)  # repair id: (customer id, item)
    of_customer: dict[int, tuple[int, ...]] = field(default_factory=dict)  # customer id: repair ids
    # A customer's words and keys as last read, beside the tuple of repair ids they were read from.
    _words_read: dict[int, tuple[tuple[int, ...], frozenset[str]]] = field(default_factory=dict, repr=False)
    _keys_read: dict[int, tuple[tuple[int, ...], frozenset[str]]] = field(default_factory=dict, repr=False)

    @classmethod
    def build(cls, rows: Iterable[tuple[int, int, str]]) -> ItemIndex:
        by_word: dict[str, set[int]] = {}
        by_kind: dict[str, set[int]] = {}
        of_customer: dict[int, list[int]] = {}
        index = cls()
        for repair_id, customer_id, item in rows:
            index.repairs[repair_id] = (customer_id, item)
            of_customer.setdefault(customer_id, []).append(repair_id)
            for key in cls._item_keys(item):
                by_word.setdefault(key, set()).add(customer_id)
            for kind in kinds_of_item(item):
                by_kind.setdefault(kind, set()).add(customer_id)
        index.by_word = {k: tuple(v) for k, v in by_word.items()}
        index.by_kind = {k: tuple(v) for k, v in by_kind.items()}
        index.of_customer = {k: tuple(v) for k, v in of_customer.items()}
        return index

    def put(self, repair_id: int, customer_id: int, item: str) -> None:
        """A repair written (new, or its item or customer changed). A catch-up puts again every repair
        written in its look-back (``CHANGE_LOOKBACK``), most of them as indexed already: those cost a look-up,
        not ``_drop``'s reading of the customer's other repairs (for a customer of thousands of repairs each
        message after a burst of writes re-read them all for each one: minutes a message)."""
        if self.repairs.get(repair_id) == (customer_id, item):
            return
        if repair_id in self.repairs:
            self._drop(repair_id)
        self.repairs[repair_id] = (customer_id, item)
        self.of_customer[customer_id] = (*self.of_customer.get(customer_id, ()), repair_id)
        for key in self._item_keys(item):
            _add(self.by_word, key, customer_id)
        for kind in kinds_of_item(item):
            _add(self.by_kind, kind, customer_id)

    def _drop(self, repair_id: int) -> None:
        customer_id, item = self.repairs.pop(repair_id)
        self.of_customer[customer_id] = tuple(r for r in self.of_customer[customer_id] if r != repair_id)
        others = [self.repairs[r][1] for r in self.of_customer[customer_id]]
        kept = {k for other in others for k in self._item_keys(other)}
        for key in self._item_keys(item) - kept:
            _remove(self.by_word, key, customer_id)
        kept_kinds = {k for other in others for k in kinds_of_item(other)}
        for kind in kinds_of_item(item) - kept_kinds:
            _remove(self.by_kind, kind, customer_id)

    @staticmethod
    def _item_keys(item: str) -> set[str]:
        words = item_words(item)
        return (
            set(words)
            | {r for w in words for r in readings(w)[1:2] if len(r) >= 4}
            | code_labels(tokens(item))
            | {k for w in words if w.isascii() and w.isalpha() for k in _latin_sound_keys(w)}
        )

    def keys_of_customer(self, customer_id: int) -> frozenset[str]:
        """Every key of a customer's repairs: a common word of a description look-up weighs for the few
        customers a rare one found by their own keys, never by gathering its owners (``descriptions``)."""
        return self._of_customer(customer_id, self._keys_read, self._item_keys)

    def words_of(self, customer_id: int) -> frozenset[str]:
        return self._of_customer(customer_id, self._words_read, item_words)

    def _of_customer(
        self, customer_id: int, read: dict[int, tuple[tuple[int, ...], frozenset[str]]], of_item: ItemReader
    ) -> frozenset[str]:
        """What ``of_item`` reads in a customer's repairs, read once while they stay as they are: a customer
        of thousands of repairs was read whole for every message naming a thing of theirs (183 ms a message
        at 3,600). Kept by the very tuple of their repair ids, which every write of theirs replaces: a
        message reading while a write lands can only keep what it read beside the tuple it read."""
        repairs = self.of_customer.get(customer_id, ())
        kept = read.get(customer_id)
        if kept is not None and kept[0] is repairs:
            return kept[1]
        found = frozenset(k for r in repairs for k in of_item(self.repairs[r][1]))
        read[customer_id] = (repairs, found)
        return found

    def owners(self, words: list[str], kinds: set[str]) -> dict[int, set[str]] | None:
        """The customers whose repairs hold what ``words`` name, each with the labels of their items met: a
        thing by a whole name of it ("the hearing aid" of מכשיר שמיעה), else a word of an item, else an
        item of the ``kinds`` asked. None when more than ``FEW_OWNERS`` do. Candidates come from dict
        look-ups, then each one's own words are checked as ``linked_items`` checks one customer's items."""
        found = self._holders_of_codes(words) or self._holders_of_things(words)
        if not found:
            candidates: set[int] = set()
            for key in {k for w in words for k in word_keys(w)}:
                candidates.update(self.by_word.get(key, ()))
                if len(candidates) > _CHECKED:
                    return None  # a word of many repairs: no one customer is meant
            linked = {c: met for c in sorted(candidates) if (met := linked_items(words, self.words_of(c)))}
            found = most_words_met(words, linked)
        if not found:
            found = self._holders_by_sound(words)
        if not found and kinds:
            holding = {c for k in kinds for c in self.by_kind.get(k, ())[: FEW_OWNERS + 1]}
            found = {c: set(kinds) for c in sorted(holding)}
        return found if len(found) <= FEW_OWNERS else None

    def _holders_of_codes(self, words: list[str]) -> dict[int, set[str]]:
        """A machine by its model code ("the W5330N") is the machine whose item holds that code: its
        holders, each with the code met (which ``items.item_labels`` gives that item too)."""
        found: dict[int, set[str]] = {}
        for label in code_labels(words):
            for customer_id in self.by_word.get(label, ())[: FEW_OWNERS + 1]:
                found.setdefault(customer_id, set()).add(label)
        return found

    def _holders_by_sound(self, words: list[str]) -> dict[int, set[str]]:
        """A maker's or model's Latin name typed in Hebrew letters ("הרובורוק" of Roborock, "הסייקו"): the
        customers whose items hold a Latin word of the same sound, each checked as ``linked_items`` checks
        one customer's items (which meets the other script by sound). Only where no word was met as spelt."""
        candidates: set[int] = set()
        for key in {k for w in words if not w.isascii() for k in hebrew_sound_keys(w)}:
            candidates.update(self.by_word.get(key, ()))
            if len(candidates) > _CHECKED:
                return {}  # a sound of many repairs' words: no one customer is meant
        linked = {c: met for c in sorted(candidates) if (met := linked_items(words, self.words_of(c)))}
        return most_words_met(words, linked)

    def _holders_of_things(self, words: list[str]) -> dict[int, set[str]]:
        """A thing met by a whole name of it is that thing, not another sharing one of its words (a
        coffee machine is no sewing machine's מכונת): the customers holding every word of one name."""
        candidates: set[int] = set()
        for name in names_of_things_said(words):
            held = sorted((self.by_word.get(w, ()) for w in name), key=len)
            if held[0] and len(held[0]) <= _CHECKED:
                candidates.update(c for c in held[0] if all(c in other for other in held[1:]))
        return {c: labels for c in sorted(candidates) if (labels := things_named(words, self.words_of(c)))}


# A sound key this long is a word's, not a chance of two or three consonants ("ml" of Miele and מילה).
_SOUND_KEY = 3


def _latin_sound_keys(word: str) -> set[str]:
    """A Latin item word's keys by its sound (``sounds.sound_keys``), as ``sound:<key>``."""
    keyed = sound_keys(word)
    return {f"sound:{k}" for k in keyed[1] if len(k) >= _SOUND_KEY} if keyed and keyed[0] == "en" else set()


def hebrew_sound_keys(word: str) -> set[str]:
    """A Hebrew word's keys by its sound, behind its prefix letters too ("הרובורוק"), as ``sound:<key>``."""
    found: set[str] = set()
    for reading in readings(word)[:2]:
        keyed = sound_keys(reading)
        if keyed and keyed[0] == "he":
            found |= {f"sound:{k}" for k in keyed[1] if len(k) >= _SOUND_KEY}
    return found


def _add(owners: dict[str, tuple[int, ...]], key: str, customer_id: int) -> None:
    held = owners.get(key, ())
    if customer_id not in held:
        owners[key] = (*held, customer_id)


def _remove(owners: dict[str, tuple[int, ...]], key: str, customer_id: int) -> None:
    owners[key] = tuple(c for c in owners.get(key, ()) if c != customer_id)


# Candidates checked one by one at most: beyond it the word is common among the repairs.
_CHECKED = 4 * FEW_OWNERS


# Every repair's item, those changed since a time (by their indexed ``updated_at``), and the ``repairs``
# change counter every repair write bumps.
ItemSource = IndexSource[tuple[int, int, str]]


class ItemIndexCache(FollowedIndex[ItemIndex, tuple[int, int, str]]):
    """One items index per process, kept in step with the database as the name index is
    (``FollowedIndex``): a repair written in any process, once committed, is known on the next message."""

    what = "repair items index"

    def _build(self, rows: ItemRows) -> ItemIndex:
        return ItemIndex.build(rows)

    def _put(self, index: ItemIndex, row: tuple[int, int, str]) -> None:
        index.put(*row)
