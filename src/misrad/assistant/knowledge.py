"""The knowledge base search: Hebrew words found under their prefix letters, ranked, fast at 10,000 items.

Every word of an item's title, keywords and content is indexed under each of its prefix-peeled readings
("ולהחזרות" also as "להחזרות", "החזרות", "חזרות"), and so is every word of the query, so "החזרה" finds
"בהחזרה" and the reverse. Scores are tf-idf-like with field weights (title and keywords 3, content 1)
plus the item's priority as a tie-breaker. A query word also finds the other words of its concept
(``engine/terms``: "installments" finds "תשלומים", "חונים" finds "חניה"), a little lower. The index
lives in memory and is rebuilt when the table's signature (count, newest ``updated_at``, highest id)
changes, checked with one indexed query per search.
"""

from __future__ import annotations

import heapq
import math
import re
import threading
from collections import defaultdict
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from misrad.assistant.engine.bilingual import phrase_units, translations
from misrad.assistant.engine.items import kinds_in
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.morphology import hifil_roots, patterned_roots
from misrad.assistant.engine.roots import ROOT_MARK
from misrad.assistant.engine.sounds import sound_keys
from misrad.assistant.engine.terms import related
from misrad.assistant.engine.text import fold, hebrew_word, readings, tokens
from misrad.assistant.engine.week_days import day_words, without_days
from misrad.assistant.knowledge_forms import forms, fuller_spellings
from misrad.assistant.knowledge_pairs import paired_words
from misrad.assistant.models import KnowledgeItem

# Words too general to say what a question is about ("what day is it today" is not about returns).
_GENERAL_WORDS = frozenset(
    fold(w)
    for w in (
        *("יום", "היום", "ימים", "שבוע", "חודש", "שנה", "אתם", "אתן", "שלכם"),
        *("day", "days", "today", "week", "month", "year"),
        # How a question is asked, not what it is about.
        *("how", "long", "much", "many", "where", "when", "which", "why", "we", "our", "us", "there"),
        *("your", "איך", "האם", "כיצד"),
        *("still", "yet", "if", "whether", "customer's", "עושים", "לעשות", "שואל", "שואלת", "אומר", "אומרת"),
        *("אמר", "אמרה", "שיש"),
        # The same verbs of asking and saying in English ("Michael asked who won the game").
        *("ask", "asks", "asked", "asking", "say", "says", "said", "told"),
        # Who someone is and what they need or want, in a question told of another ("when someone brings
        # their machine in, do they need to book"): its frame, never its topic.
        *("someone", "somebody", "anyone", "anybody", "they", "them", "need", "needs", "want", "wants"),
        # Whom a question is put to ("do you guys do night visits", "can you folks"): never its topic.
        *("guys", "folks"),
        # How often a rule holds ("how long do parts usually take"): the rule is the topic.
        *("usually", "normally", "generally", "typically"),
        # Light verbs of having and getting ("do they get it back", "do you have someone on call").
        *("get", "gets", "got", "have", "has"),
        # "מה קורה אם", "what happens if": the frame of a question, never its topic ("קורה" stemmed is
        # "קור", which "מקוריים" also holds).
        *("קורה", "יקרה", "happens", "happen"),
        *("מישהו", "שמישהו", "באים"),
        # How big a thing is, not what it is ("a big job in installments": the topic is paying).
        *("big", "bigger", "large", "larger", "small", "smaller", "huge", "little", "גדול", "גדולה"),
        *("גדולים", "גדולות", "קטן", "קטנה", "קטנים", "קטנות"),
        # The one a caller's question is relayed for, and their yes or no ("how much is the diagnosis if
        # he says no"): the story's person, never the policy's topic.
        *("he", "she", "him", "yes", "no"),
        # The asker's memory and the time of asking around a policy ("I was wondering", "remind me",
        # "these days", "again"): a frame, never its topic.
        *("wonder", "wondering", "remind", "recall", "these", "nowadays", "again", "anyway", "roughly"),
    )
)


# A number of two digits or more joined to Latin letters: a model's or a rating's code ("18V", "R404A").
_CODED_NUMBER = re.compile(r"(?<=[A-Za-z])\d{2,}|(?<![\d])\d{2,}(?=[A-Za-z])")

RELATED = 99  # the reading position of a word found through its concept (below every own reading)
# An English word the lexicon cannot translate, by the Hebrew keywords an item states beside it
# (``knowledge_pairs``): the office's own gloss, so below a translation.
PAIRED = 100
ROOT = 98  # the position of a word's root key: its own, but a guess, so weighed below its readings
BUILT = 97  # the position of a root both words are built on by a pattern (``morphology.patterned_roots``)
# How much a meeting counts by the reading that made it: the word as typed, a peeled or stemmed reading,
# its root (a guess that may meet an unrelated word of the same letters), a root both words' patterns
# show (a verb and its noun: "לחנות" and "חניה": it ranks as a root does, but covers the word in full,
# ``_score``), its concept.
_READING_WEIGHT = {0: 1.0, ROOT: 0.7, BUILT: 0.7, RELATED: 0.85, PAIRED: 0.7}
_ROOTS = (ROOT, BUILT)
_BUILT_MARK = ROOT_MARK * 2  # its keys never meet a word's own readings nor a guessed root's


_HIFIL_MARK = ROOT_MARK * 3  # a root in the hifil: its own key beside the root's


@lru_cache(maxsize=65536)
def built_keys(word: str) -> tuple[str, ...]:
    """The keys of the roots a Hebrew word is built on by the pattern of its binyan or noun, and of
    those it is built on in the hifil, whose meaning is its own (``morphology.hifil_roots``)."""
    keys = [_BUILT_MARK + key.removeprefix(ROOT_MARK) for key in patterned_roots(word)]
    return tuple(keys + [_HIFIL_MARK + key.removeprefix(ROOT_MARK) for key in hifil_roots(word)])


def _says_something(word: str) -> bool:
    """Not a function word, even behind prefix letters ("לכמה" is "כמה")."""
    return len(word) > 1 and not any(r in STOPWORDS or r in _GENERAL_WORDS for r in readings(word))


def query_words(query: str) -> list[str]:
    """The words that say what the query is about, and a word per week day it names (``day_words``: "ביום
    ג'" meets the ג' of a range "א'–ה'"). An English phrase the lexicon knows is one word ("last minute").
    """
    own = (w for w in phrase_units(tokens(without_days(query))) if _says_something(w))
    return list(dict.fromkeys([*own, *day_words(query)]))


_LOAN_MIN, _LOAN_KEY = 4, 3


def _hebrew_sounds(postings: dict[str, dict[int, float]]) -> dict[str, tuple[str, ...]]:
    """The sound keys (``engine/sounds``) of the index's Hebrew words and readings, each to its words."""
    found: dict[str, list[str]] = defaultdict(list)
    for word in postings:
        for key in _hebrew_keys(word):
            found[key].append(word)
    return {key: tuple(words) for key, words in found.items()}


@lru_cache(maxsize=65536)
def _hebrew_keys(word: str) -> tuple[str, ...]:
    if len(word) < 3 or not hebrew_word(word):
        return ()
    keys = sound_keys(word)
    return tuple(k for k in keys[1] if len(k) >= _LOAN_KEY) if keys else ()


@dataclass(frozen=True)
class KnowledgeMatch:
    """An item found for a query; ``coverage`` is the share of the query it matched, each word weighted by
    how specific it is (so an item matching "price" covers little of "bitcoin price")."""

    doc: KnowledgeDoc
    score: float
    coverage: float
    words_matched: int = 0
    sole: int = 0
    sole_in_other_words: int = 0


@dataclass(frozen=True)
class KnowledgeDoc:
    id: int
    category: str
    title: str
    content: str
    priority: int


class KnowledgeIndex:
    def __init__(self, rows: list[KnowledgeItem]) -> None:
        self.docs: dict[int, KnowledgeDoc] = {}
        postings: dict[str, dict[int, float]] = defaultdict(dict)
        for row in rows:
            self.docs[row.id] = KnowledgeDoc(row.id, row.category, row.title, row.content, row.priority)
            fields = (
                (row.title, 3.0),
                (" ".join(str(k) for k in (row.keywords or [])), 3.0),
                (row.content, 1.0),
            )
            for text, weight in fields:
                for word in tokens(text) + day_words(text):
                    for reading in forms(word) + built_keys(word):
                        current = postings[reading].get(row.id, 0.0)
                        # Repeats add less than the first occurrence (saturating term frequency).
                        postings[reading][row.id] = current + weight / (1 + current)
        self.postings = dict(postings)
        self.size = max(len(self.docs), 1)
        self.sounds = _hebrew_sounds(self.postings)
        self.paired = paired_words(rows)

    def _lookups(self, words: list[str]) -> list[tuple[int, list[tuple[int, dict[int, float]]]]]:
        """Per query word: (its largest posting list's length, [(reading position, postings)]), rarest
        first; words the index does not know are left out."""
        lookups = []
        for word in words:
            own = forms(word)
            found = [
                (position, postings)
                for position, reading in enumerate(own)
                if not reading.startswith(ROOT_MARK) and (postings := self.postings.get(reading))
            ]
            if not found:
                # A word the base holds in no form of its own meets it by its root ("משלמים" the
                # item's "תשלומים"); one it holds is met as written (fewer postings, fewer guesses).
                # A root both words show by their patterns is that thing itself ("לחנות": "חניה");
                # else a guessed one, the item's word perhaps of another root of the same letters.
                # The same binyan first: "מתקינים" (install) meets "התקנה", not "תיקון" (repair).
                keys = built_keys(word)
                found = [
                    (BUILT, p) for k in keys if k.startswith(_HIFIL_MARK) and (p := self.postings.get(k))
                ]
                found = found or [
                    (BUILT, p) for k in keys if not k.startswith(_HIFIL_MARK) and (p := self.postings.get(k))
                ]
                found = found or [
                    (ROOT, p)
                    for reading in own
                    if reading.startswith(ROOT_MARK) and (p := self.postings.get(reading))
                ]
            found += self._in_other_words(word, own)
            found = found or [(RELATED, self.postings[w]) for w in self.sounded(word)]
            if found:
                lookups.append((max(len(p) for _, p in found), found))
        lookups.sort(key=lambda lookup: lookup[0])
        return lookups

    def _in_other_words(self, word: str, own: tuple[str, ...]) -> list[tuple[int, dict[int, float]]]:
        """The word's concept in the business's other words and language, a little below the word: its
        own translation and its concept's words; an English word with neither, by the Hebrew an item
        pairs it with (``knowledge_pairs``)."""
        translated = translations(word, own)
        concept = tuple(w for w in related(word, own) if w not in translated)
        paired = () if translated or concept else self.paired.get(word, ())
        # A translation weighs as its concept's broader words do: 0.9 against their 0.85 ("free" as חינם
        # before the paying concept's תשלום) won one development row and lost another (session 59).
        return [
            (position, postings)
            for position, others in ((RELATED, translated), (RELATED, concept), (PAIRED, paired))
            for other in others
            for reading in forms(other)
            if not reading.startswith(ROOT_MARK) and (postings := self.postings.get(reading))
        ]

    def sounded(self, word: str) -> list[str]:
        """A Latin word no item holds, as the Hebrew letters of an item write it (a loanword: "robot" is
        רובוט, "filter" פילטר, "jacuzzi" ג'קוזי): the item words whose sound key it shares, a key of three
        consonants or more, from a word of four letters or more."""
        if len(word) < _LOAN_MIN or not word.isascii() or not word.isalpha():
            return []
        # The word and its stems ("mixers" as "mixer"), each by its own keys.
        spoken = [sound_keys(form) for form in forms(word) if form.isalpha() and len(form) >= _LOAN_MIN]
        keys = {key for sound in spoken if sound is not None for key in sound[1] if len(key) >= _LOAN_KEY}
        return sorted({w for key in keys for w in self.sounds.get(key, ())})

    def _meetings(
        self, found: list[tuple[int, dict[int, float]]], candidates: list[int] | None
    ) -> tuple[dict[int, float], dict[int, int]]:
        """Per item a query word meets: its best reading's weight, and the item word (its postings'
        identity) the word is credited with: the one its own best reading met, before one its concept
        met ("משלמים באשראי" meets the payments item's "אשראי" by the word itself and its "תשלום" by
        the concept: two things, though "תשלום" weighs more)."""
        concept = [f for f in found if f[0] >= RELATED]
        # A word is as rare as its meaning: one item listing "technician" among its keywords does not
        # make the word rare where the items write its Hebrew (טכנאי) in most of them.
        spread = len(set().union(*(p.keys() for _, p in concept))) if concept else 0
        own, own_met = self._best([f for f in found if f[0] < RELATED], candidates, spread)
        if not concept:  # most words of a large base: no concept of the trade
            return own, own_met
        best, credit = self._best(concept, candidates)
        credit.update(own_met)
        for doc_id, value in own.items():
            if value > best.get(doc_id, 0.0):
                best[doc_id] = value
        return best, credit

    def _best(
        self, found: list[tuple[int, dict[int, float]]], candidates: list[int] | None, spread: int = 0
    ) -> tuple[dict[int, float], dict[int, int]]:
        """Per item, the best of these readings' weights and the item word (postings' identity) it met;
        ``spread``: how many items the word's meaning meets (its weight is no higher than theirs)."""
        best: dict[int, float] = {}
        source: dict[int, int] = {}
        for position, postings in found:
            held = max(len(postings), spread)
            weight_of = math.log(1 + self.size / held) * _READING_WEIGHT.get(position, 0.85)
            pairs = (
                postings.items()
                if candidates is None
                else ((d, postings[d]) for d in candidates if d in postings)
            )
            met = id(postings)
            for doc_id, weight in pairs:
                value = weight * weight_of
                if value > best.get(doc_id, 0.0):
                    best[doc_id], source[doc_id] = value, met
        return best, source

    def _score(
        self, lookups: list[tuple[int, list[tuple[int, dict[int, float]]]]]
    ) -> tuple[dict[int, float], dict[int, float], dict[int, int]]:
        """(score, weight of the words matched) per item: each word adds its best reading's weight to the
        score, and how specific it is (its rarest reading's idf) to the words matched, unless another
        word of the query already met the item through the same item word ("home visit" and "home"
        meet "בית" once: the item covers one thing of the question, not two)."""
        scores: dict[int, float] = defaultdict(float)
        matched: dict[int, float] = defaultdict(float)
        counted: dict[int, int] = defaultdict(int)
        credited: dict[int, set[int]] = defaultdict(set)
        common = max(50, self.size // 10)
        for frequency, found in lookups:
            candidates = list(scores) if scores and frequency > common else None
            best, credit = self._meetings(found, candidates)
            specific = self.specificity(found)
            # A root shared by a third of the items or more is mostly a wrong guess (לקוח, לוקח): it
            # ranks, but is not a thing of the question that the item covers.
            common_roots = {id(p) for position, p in found if position in _ROOTS and 3 * len(p) >= self.size}
            roots_met = {id(p) for position, p in found if position == ROOT}
            for doc_id, value in best.items():
                scores[doc_id] += value
                met = credit[doc_id]
                if met in credited[doc_id] or met in common_roots:
                    continue
                credited[doc_id].add(met)
                # Met only by its root, a word covers half as much: "מכינים" (prepare) and "מוכן"
                # (ready) share כ-ו-ן, and a one-word question is not covered by that alone.
                matched[doc_id] += specific / 2 if met in roots_met else specific
                counted[doc_id] += 1
        return scores, matched, counted

    def specificity(self, found: list[tuple[int, dict[int, float]]] | None) -> float:
        """How much a query word says: the idf of its rarest reading. A word no item holds counts as one
        in two items: it may be what the question is about ("bitcoin" in "bitcoin price?"), or a detail
        (a city, a device) of a question an item answers."""
        if not found:
            return math.log(1 + self.size / 2)
        own = [len(postings) for position, postings in found if position < RELATED]
        if own:
            return math.log(1 + self.size / min(own))
        # Known only through its concept: as specific as the concept's commonest word ("price" is in
        # many items as מחיר, even if a rare synonym is in one).
        return math.log(1 + self.size / max(len(postings) for _, postings in found))

    def _sole(self, words: list[str]) -> dict[int, int]:
        """Per item, the query's words that it alone holds in its own text (a town, a fee's name): the
        detail the question is about. An item's name (a fridge, a washing machine) is left out: many
        questions name one in passing."""
        found: dict[int, int] = defaultdict(int)
        for word in words:
            if kinds_in([word]):
                continue
            # The most exact reading the base knows decides ("ציונה" before its stem "ציונ").
            # A root is a guess (לוקח and לקוח share ל-ק-ח): it never makes a word an item's alone.
            postings = next(
                (p for r in forms(word) if not r.startswith(ROOT_MARK) and (p := self.postings.get(r))), {}
            )
            if len(word) >= 3 and len(postings) == 1:
                found[next(iter(postings))] += 1
        return found

    def _sole_in_other_words(self, words: list[str]) -> dict[int, int]:
        """Per item, the query's words that no item holds as written but this one alone meets through
        their concept or root ("לבטל" only the cancellation item's "ביטול"): as much the question's own
        detail as a word it alone holds, so a rival holding another word alone does not displace it. It
        never promotes an item itself: a root is a guess ("זמן" and "מזומן" share one) and a concept is
        broad ("מחוץ לבית" is no question about the service areas)."""
        found: dict[int, int] = defaultdict(int)
        for word in words:
            lookups = self._lookups([word])
            own = any(p < RELATED and p not in _ROOTS for p, _ in lookups[0][1]) if lookups else False
            if not lookups or kinds_in([word]) or own:
                continue
            met = {doc_id for _, postings in lookups[0][1] if len(postings) == 1 for doc_id in postings}
            if len(met) == 1 and all(len(postings) == 1 for _, postings in lookups[0][1]):
                found[next(iter(met))] += 1
        return found

    def knows(self, word: str) -> bool:
        """Whether any item holds this (folded) word under one of its readings, or its root ("אספו" is
        known from "נאסף"); a word of three letters is its own root guess, so only its readings count."""
        return any(
            reading in self.postings
            for reading in forms(word)
            if len(word) >= 4 or not reading.startswith(ROOT_MARK)
        ) or any(spelling in self.postings for spelling in fuller_spellings(word))

    def holds(self, word: str) -> bool:
        """Whether an item holds this (folded) word as written, behind a prefix or with an ending (not by
        a guessed root, a fuller spelling or a sound), or an English word by its Hebrew translation."""
        held = any(r in self.postings for r in forms(word) if not r.startswith(ROOT_MARK))
        if held or not word.isascii():
            return held
        return any(self.holds(other) for other in translations(word, forms(word)) if not other.isascii())

    @cached_property
    def device_kinds(self) -> frozenset[str]:
        """The kinds of device the items name (``engine/items``): the things the business deals in."""
        return frozenset(kinds_in(list(self.postings)))

    @cached_property
    def coded_numbers(self) -> frozenset[str]:
        """The numbers the items write joined to Latin letters, as a model or a rating prints them ("18V",
        "R404A", "250W"): asked with its number ("סוללה 18 וולט"), such a thing is named by it."""
        return frozenset(
            number
            for doc in self.docs.values()
            for number in _CODED_NUMBER.findall(doc.content + " " + doc.title)
        )

    def search(self, query: str, *, category: str | None, limit: int) -> list[KnowledgeMatch]:
        """Rare words first: they find the candidates. A word in more than a tenth of the items then
        only adds to candidates already found (when there are any), so a query with a very common word
        does not walk nearly every posting of the base."""
        words = query_words(query)
        lookups = self._lookups(words)
        scores, matched, counted = self._score(lookups)
        sole, other_words = self._sole(words), self._sole_in_other_words(words)
        total = sum(self.specificity(found) for _, found in lookups)
        total += self.specificity(None) * (len(words) - len(lookups))
        ranked = heapq.nsmallest(
            limit,
            (
                (-(score + self.docs[doc_id].priority * 0.01), doc_id)
                for doc_id, score in scores.items()
                if category is None or self.docs[doc_id].category == category
            ),
        )
        return [
            KnowledgeMatch(
                self.docs[doc_id],
                -negative,
                matched[doc_id] / total,
                counted[doc_id],
                sole.get(doc_id, 0),
                other_words.get(doc_id, 0),
            )
            for negative, doc_id in ranked
        ]


_lock = threading.Lock()
_cached: tuple[tuple[Any, ...], KnowledgeIndex] | None = None


def _signature(session: Session) -> tuple[Any, ...]:
    row = session.execute(
        select(func.count(KnowledgeItem.id), func.max(KnowledgeItem.updated_at), func.max(KnowledgeItem.id))
    ).one()
    return tuple(row)


def knowledge_index(session: Session) -> KnowledgeIndex:
    global _cached
    signature = _signature(session)
    cached = _cached
    if cached is not None and cached[0] == signature:
        return cached[1]
    with _lock:
        if _cached is not None and _cached[0] == signature:
            return _cached[1]
        rows = list(session.scalars(select(KnowledgeItem).where(KnowledgeItem.is_active.is_(True))))
        index = KnowledgeIndex(rows)
        _cached = (signature, index)
        return index


def search(
    session: Session, query: str, *, category: str | None = None, limit: int = 10
) -> list[KnowledgeMatch]:
    return knowledge_index(session).search(query, category=category, limit=limit)
