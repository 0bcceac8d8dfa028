"""The repair items index: each word of a stored item (and each kind of device) to the customers whose
repairs hold it, kept in step with the records in every process, so "any news on the forklift?" or "the
hearing aid of <a name two customers share>" finds its customer without reading candidates' repairs.

Every repair write bumps the ``repairs`` change counter in its own transaction; each chat reads that
counter (with the others, in one statement) and puts the repairs changed since into the index
(``ItemIndexCache``); a full rebuild runs on a TTL as a backstop (it also drops deleted repairs). An owner
found here is only a candidate: the answer reads that customer's repairs from the records before it shows
anything, so a stale index can never invent a repair.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from misrad.assistant.engine.bilingual import same_meaning, translations
from misrad.assistant.engine.items import kinds_of_item, linked_items, thing_openings, things_named
from misrad.assistant.engine.morphology import construct_singulars
from misrad.assistant.engine.text import readings, tokens

log = logging.getLogger("misrad.assistant")

# (repair id, customer id, item) as stored.
ItemRows = list[tuple[int, int, str]]
# A write's rows carry the time of its flush, which may come a while before its commit (as customers').
CHANGE_LOOKBACK = timedelta(minutes=5)
# More owners than this is a word of many repairs ("מקרר" in an appliance lab): no one customer is meant,
# and naming them would be a list, not a question back.
FEW_OWNERS = 5


def item_words(item: str) -> frozenset[str]:
    """The words a question may name a stored item by (as ``chat._bound_item_words`` reads them)."""
    return frozenset(w for w in tokens(item) if len(w) >= 3)


def _keys(word: str) -> set[str]:
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
    by_word: dict[str, set[int]] = field(default_factory=dict)
    by_kind: dict[str, set[int]] = field(default_factory=dict)
    repairs: dict[int, tuple[int, str]] = field(default_factory=dict)  # repair id: (customer id, item)
    of_customer: dict[int, set[int]] = field(default_factory=dict)  # customer id: repair ids

    @classmethod
    def build(cls, rows: Iterable[tuple[int, int, str]]) -> ItemIndex:
        index = cls()
        for repair_id, customer_id, item in rows:
            index.put(repair_id, customer_id, item)
        return index

    def put(self, repair_id: int, customer_id: int, item: str) -> None:
        """A repair written (new, or its item or customer changed)."""
        if repair_id in self.repairs:
            self._drop(repair_id)
        self.repairs[repair_id] = (customer_id, item)
        self.of_customer.setdefault(customer_id, set()).add(repair_id)
        for key in self._item_keys(item):
            self.by_word.setdefault(key, set()).add(customer_id)
        for kind in kinds_of_item(item):
            self.by_kind.setdefault(kind, set()).add(customer_id)

    def _drop(self, repair_id: int) -> None:
        customer_id, item = self.repairs.pop(repair_id)
        self.of_customer[customer_id].discard(repair_id)
        others = [self.repairs[r][1] for r in self.of_customer[customer_id]]
        kept = {k for other in others for k in self._item_keys(other)}
        for key in self._item_keys(item) - kept:
            self.by_word.get(key, set()).discard(customer_id)
        kept_kinds = {k for other in others for k in kinds_of_item(other)}
        for kind in kinds_of_item(item) - kept_kinds:
            self.by_kind.get(kind, set()).discard(customer_id)

    @staticmethod
    def _item_keys(item: str) -> set[str]:
        words = item_words(item)
        return set(words) | {r for w in words for r in readings(w)[1:2] if len(r) >= 4}

    def words_of(self, customer_id: int) -> frozenset[str]:
        items = (self.repairs[r][1] for r in self.of_customer.get(customer_id, ()))
        return frozenset(w for item in items for w in item_words(item))

    def owners(self, words: list[str], kinds: set[str]) -> dict[int, set[str]] | None:
        """The customers whose repairs hold what ``words`` name (a word of an item, or a thing by another
        of its names), each with the labels of their items met; else those with an item of the ``kinds``
        asked. None when more than ``FEW_OWNERS`` do. Candidates are found by dict look-ups, then each
        one's own words checked as ``linked_items`` checks one customer's items."""
        candidates: set[int] = set()
        for key in {k for w in words for k in _keys(w)} | thing_openings(words):
            candidates |= self.by_word.get(key, set())
        if len(candidates) > _CHECKED:
            return None
        by_thing = {
            c: labels for c in sorted(candidates) if (labels := things_named(words, self.words_of(c)))
        }
        # A thing met by a whole name of it ("מכונת הקפה") is that thing, not another of its words' (a
        # sewing machine's מכונת): the owners of the whole thing when there are any.
        found = by_thing or {
            c: labels for c in sorted(candidates) if (labels := linked_items(words, self.words_of(c)))
        }
        if not found and kinds:
            holding = set().union(*(self.by_kind.get(k, set()) for k in kinds))
            found = {c: set(kinds) for c in sorted(holding)[: FEW_OWNERS + 1]}
        return found if len(found) <= FEW_OWNERS else None


# Candidates checked one by one at most: beyond it the word is common among the repairs.
_CHECKED = 4 * FEW_OWNERS


@dataclass(frozen=True)
class ItemSource:
    """Where the index reads from: every repair's item, those changed since a time (by their indexed
    ``updated_at``), and the ``repairs`` change counter every repair write bumps."""

    all_items: Callable[[], ItemRows]
    changed_since: Callable[[datetime], ItemRows]
    version: Callable[[], int]


class ItemIndexCache:
    """One items index per process, kept in step with the database as the name index is
    (``customer_index_cache``): a moved counter puts the repairs changed since into the index before the
    chat goes on; ``invalidate()`` rebuilds on the next ``get()``; the TTL rebuilds in the background."""

    def __init__(self, source: ItemSource, ttl_seconds: float) -> None:
        self._source = source
        self._ttl = ttl_seconds
        self._index: ItemIndex | None = None
        self._version: int | None = None
        self._synced_at = datetime(2000, 1, 1, tzinfo=UTC)
        self._built_at = 0.0
        self._dirty = False
        self._lock = threading.Lock()

    def invalidate(self) -> None:
        self._dirty = True

    def get(self) -> ItemIndex:
        version = self._source.version()
        index = self._index
        if index is None or self._dirty:
            return self._rebuild()
        if version != self._version:
            return self._catch_up(index, version)
        if time.monotonic() - self._built_at >= self._ttl:
            self._refresh_in_background()
        return index

    def _load(self) -> None:
        started, synced_at = time.monotonic(), datetime.now(UTC)
        version = self._source.version()  # read first: the items loaded are at least this new
        self._index = ItemIndex.build(self._source.all_items())
        self._version, self._synced_at, self._built_at = version, synced_at, started

    def _rebuild(self) -> ItemIndex:
        with self._lock:
            if self._index is None or self._dirty:
                self._dirty = False  # before loading: an invalidation meanwhile asks for another build
                self._load()
            assert self._index is not None
            return self._index

    def _catch_up(self, index: ItemIndex, version: int) -> ItemIndex:
        with self._lock:
            if self._version == version or self._index is not index:
                return self._index or index
            synced_at = datetime.now(UTC)
            for repair_id, customer_id, item in self._source.changed_since(self._synced_at - CHANGE_LOOKBACK):
                index.put(repair_id, customer_id, item)
            self._version, self._synced_at = version, synced_at
            return index

    def _refresh_in_background(self) -> None:
        if not self._lock.acquire(blocking=False):
            return  # a build is already running
        self._built_at = time.monotonic()  # not again until this one is done and the TTL passed

        def rebuild() -> None:
            try:
                self._load()
            except Exception:  # the previous index keeps serving; the next TTL tries again
                log.exception("rebuilding the repair items index failed")
            finally:
                self._lock.release()

        threading.Thread(target=rebuild, name="repair-items-index", daemon=True).start()
