"""What one message holds, gathered before its intent is chosen, and what a word of it speaks for.

The lexicon's words with their weights per intent, a word's hits (its readings, or a close typo), and the
evidence of one message: its words, entities, scores, the customer names linked, the items named.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Container
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, TypeVar, cast

from rapidfuzz import fuzz, process

from misrad.assistant.engine.bilingual import (
    hebrew_words,
    phrase_units,
    phrase_words,
    translations,
)
from misrad.assistant.engine.common_english import TARGETS, rank
from misrad.assistant.engine.entities import CARD_ENTITIES, Entity
from misrad.assistant.engine.heard_spellings import MIN_LETTERS, by_ear, heard_key
from misrad.assistant.engine.items import kinds_in
from misrad.assistant.engine.lexicon import LEXICON_SOURCE, PHRASES, STOPWORDS
from misrad.assistant.engine.morphology import patterned_roots, singular_forms, stored_forms, verb_intents
from misrad.assistant.engine.names import CustomerIndex, NameMatch
from misrad.assistant.engine.reasons import Reason
from misrad.assistant.engine.slips import dropped_from, hebrew_variants, undone
from misrad.assistant.engine.terms import concept_words, related
from misrad.assistant.engine.text import PREFIX_LETTERS, fold, readings, tokens

T = TypeVar("T")

RECORD_INTENTS = ("customer_balance", "repair_status", "invoice_status", "customer_lookup")


@lru_cache(maxsize=1)
def _lexicon() -> tuple[dict[str, dict[str, float]], dict[int, tuple[str, ...]]]:
    """The lexicon's words with their intents' weights, and the words a typo of an ``n``-letter
    reading is looked for among (those of n - 1 to n + 1 letters), by ``n``."""
    by_word: dict[str, dict[str, float]] = {}
    for intent, words in LEXICON_SOURCE.items():
        for word, weight in words.items():
            by_word.setdefault(fold(word), {})[intent] = float(weight)
    by_length: dict[int, list[str]] = {}
    for word in by_word:
        if len(word) >= 4:
            by_length.setdefault(len(word), []).append(word)
    near_length = {
        n: tuple(w for m in (n - 1, n, n + 1) for w in by_length.get(m, ()))
        for n in range(4, max(by_length) + 2)
    }
    return by_word, near_length


@lru_cache(maxsize=1)
def lexicon_words() -> frozenset[str]:
    """Words of the intents, the trade's concepts and function words: a name word only beside a real one."""
    return frozenset(_lexicon()[0]) | STOPWORDS | concept_words()


# The lexicon never changes while the process runs, so what a word speaks for is worked out once: a word
# outside it (a customer's name, most often) cost a fuzzy search over the lexicon on every message, a
# tenth of a local-engine chat's CPU. Bounded: a flood of distinct words only costs searches again.
@lru_cache(maxsize=20_000)
def word_hits(word: str) -> dict[str, float]:
    """Shared between calls (cached): callers read it, never change it."""
    by_word, near_length = _lexicon()
    for reading in readings(word):
        if reading in by_word:
            return by_word[reading]
    # A form of a verb of the records is read by its root (``_verb_scores``), not as a typo of a word.
    if len(word) >= 4 and not word.isdigit() and not verb_intents(word):
        heard = _heard(word)
        if heard is not None:
            return {intent: weight * 0.9 for intent, weight in by_word[heard].items()}
        slipped = _slip_of_ours(word)
        if slipped and (word not in concept_words() or slipped in related(word)):
            return {intent: weight * 0.8 for intent, weight in by_word[slipped].items()}
        # A typo is looked for behind at most two prefix letters: a stem left by peeling three
        # ("הכותרות" as "תרות") is too short a piece of another word to be a typo of ours ("יתרות").
        for reading in readings(word)[:3]:
            if len(reading) < 4:  # a typo of a three-letter word is just another word
                continue
            pool = near_length.get(len(reading), ())
            # One wrong letter in a five-letter word is 80: too often a different word ("חירות"/"יתרות").
            cutoff = 80 if len(reading) > 5 else 85
            hit = process.extractOne(reading, pool, scorer=fuzz.ratio, score_cutoff=cutoff)
            # A word of the trade's concepts is itself, no typo of another concept's lexicon word
            # ("prepare" is not "repair"); of its own concept's it may be ("part" of "parts").
            if (
                hit
                and (word not in concept_words() or hit[0] in related(word))
                and _may_be_a_typo(word, hit[0])
            ):
                return {intent: weight * 0.8 for intent, weight in by_word[hit[0]].items()}
    return {}


def _may_be_a_typo(word: str, meant: str) -> bool:
    """``word`` may be a typo of the lexicon's ``meant``: not where it is one of the commonest English
    words (``common_english.TARGETS``) as typed and no form of ``meant`` ("any chance you could tell me
    ..." asks no change of anything; "order" is a form of "orders"), as the slip reader reads it."""
    if not word.isascii() or meant.startswith(word) or word.startswith(meant):
        return True
    place = rank(word)
    return place is None or place >= TARGETS


@lru_cache(maxsize=1)
def _lexicon_by_ear() -> dict[str, str]:
    return by_ear(_lexicon()[0])


def _heard(word: str) -> str | None:
    """The lexicon word ``word`` is spelt by ear (``heard_spellings``), behind at most two prefix letters,
    when no reading of it is a known word as typed."""
    known = hebrew_known()[2]
    if any(r in known for r in readings(word)):
        return None
    sounds = _lexicon_by_ear()
    for reading in readings(word)[:3]:
        meant = sounds.get(heard_key(reading)) if len(reading) >= MIN_LETTERS else None
        if meant is not None and meant != reading:
            return meant
    return None


def by_a_slip(word: str) -> bool:
    """What ``word`` speaks for is read through one slip of the fingers undone, not as spelt: a guess
    that a customer's name word it is ("אוחנה" is no "אוחסנה" dropped a letter) outweighs."""
    by_word = _lexicon()[0]
    return (
        not any(r in by_word for r in readings(word)) and len(word) >= 4 and _slip_of_ours(word) is not None
    )


@lru_cache(maxsize=1)
def _dropped() -> dict[str, str]:
    return dropped_from(_lexicon()[0])


def _slip_of_ours(word: str) -> str | None:
    found = _slip_in(word, _lexicon()[0], _dropped())
    return found[1] if found else None


def _slip_in(word: str, known: Container[str], dropped: dict[str, str]) -> tuple[str, str] | None:
    """(the reading, the known word) that one slip of the fingers undone (``slips``) makes of ``word``,
    behind at most two prefix letters: the slip in the word itself, not in its prefix letters."""
    for reading in readings(word)[:3]:
        if len(reading) < 4:
            continue
        if reading in dropped and reading in readings(word)[:2]:  # no letter missing from a stem peeled twice
            return reading, dropped[reading]
        for variant in sorted(undone(reading)):
            if variant in known:
                return reading, variant
    return None


@lru_cache(maxsize=1)
def words_meant() -> frozenset[str]:
    """The words a slip is undone towards in the text: the lexicon's and the trade's concepts'."""
    return frozenset(_lexicon()[0]) | concept_words()


# A Hebrew word of four letters or more, prefix letters and all; none beside a geresh or gershayim, an
# abbreviation's or a transliterated name's ("ש\"ח", "ג'ון").
HEBREW_TYPED = re.compile(
    "(?<![\u05d0-\u05ea'\"\u05f3\u05f4])[\u05d0-\u05ea]{4,}(?![\u05d0-\u05ea'\"\u05f3\u05f4])"
)
FINAL_FORMS = str.maketrans("כמנפצ", "ךםןףץ")


@lru_cache(maxsize=1)
def hebrew_known() -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The Hebrew words a slip is undone towards: the intents' (a consonant is put back towards those
    alone) and the trade's concepts' too; and those a typed word may be as it stands (the bilingual
    lexicon's and function words too)."""
    hebrew = {w for w in words_meant() if w and "\u05d0" <= w[0] <= "\u05ea"}
    intents = frozenset(w for w in _lexicon()[0] if w in hebrew)
    return intents, frozenset(hebrew), frozenset(hebrew) | hebrew_words() | STOPWORDS


def _peeled(variant: str, depth: int) -> list[str]:
    """``readings`` of a slip's variant, uncached: a word's variants are many and asked once."""
    found = [variant]
    while len(found) < depth and len(found[-1]) > 2 and found[-1][0] in PREFIX_LETTERS:
        found.append(found[-1][1:])
    return found


def as_it_stands(word: str, known: frozenset[str]) -> bool:
    """``word`` reads as a word of its own: a known one behind its prefix letters, one's plural or
    construct form ("מכונת", "מדפסות"), or a form a binyan or a noun pattern builds on a root
    ("לעשות", "שואלת"): a Hebrew slip is most often another such word."""
    return (
        any(r in known or any(s in known for s in singular_forms(r)) for r in readings(word))
        or bool(verb_intents(word))
        or bool(patterned_roots(word))
    )


# Cached as ``word_hits``: a pure function of the word, asked again for every message that holds it.
@lru_cache(maxsize=20_000)
def hebrew_slip(word: str) -> str | None:
    """The (folded) word, prefix letters and all, that ``word`` is with one slip undone (``slips.
    hebrew_variants``), or None: only a word no reading of which is a known word nor a records' verb,
    and only when one known word is reached, behind at most two prefix letters."""
    if len(word) < 4:
        return None
    intents, meant, known = hebrew_known()
    found: dict[str, set[str]] = {}
    letters, vowels, dropped = hebrew_variants(word)
    # (variants, the shortest word meant, prefix letters peeled at most, the words meant). Towards a word
    # of four letters or more, a doubled letter aside ("החחוב"): of three, a letter moved or added most
    # often makes another word ("שעשה" / "ששעה", "חנה" / "חניה"); two letters swapped in a word of four
    # only towards an intent's word ("ההגה", the wheel, is no "הגהה", a proof). A letter put back behind
    # one prefix letter at most (behind two, the stem is a short piece of another word: "מכינים" is no
    # "מכ" + "יונים"): a vowel letter put back in a word of five letters or more (of four, the stem is
    # too often a short word of its own: "המגע" is no "המגיע", "בשטח" no "בשטיח"), moved in one of four
    # too ("עלוה" for "עולה"; "לוקח" is kept by its pattern); another letter only towards an intent's
    # word of five ("טכאי" / "טכנאי"): of four, too often a word ("הספר" is no "המספר").
    kinds = (
        ({v for v in letters if len(v) < len(word)}, 3, 3, meant),
        (letters, 4, 3, meant if len(word) >= 5 else intents),
        (vowels if len(word) >= 5 else {v for v in vowels if len(v) == len(word)}, 4, 2, meant),
        (dropped, 5, 2, intents),
    )
    for variants, shortest, depth, words in kinds:
        for variant in variants:
            # The spelling's fullest reading: "באותו" is one word, not two ("באותו", "אותו").
            reading = next((r for r in _peeled(variant, depth) if len(r) >= shortest and r in words), None)
            # The slip inside the word, not in its prefix letters: those stay as typed.
            if reading is not None and word.startswith(variant[: len(variant) - len(reading)]):
                found.setdefault(reading, set()).add(variant)
    # The word as typed is looked at last: its patterns cost more than the few look-ups above.
    if len(found) != 1 or as_it_stands(word, known):
        return None
    ((meant_word, variants),) = found.items()
    # Of the word's spellings, the one keeping the prefix letters as typed ("המשרד" of "המששרד", not
    # "השמשרד"), then the shortest.
    return min(variants, key=lambda v: (not word.startswith(v[: len(v) - len(meant_word)]), len(v), v))


def in_lexicon(word: str) -> bool:
    """The word, or a reading of it of three letters or more, is a lexicon word ("שלמה" is no "מה")."""
    by_word = _lexicon()[0]
    return any(r in by_word for r in readings(word) if len(r) >= 3)


def word_intents(word: str) -> dict[str, float]:
    """The intents a (folded) word speaks for, with its weight in each (a close typo a little less)."""
    return word_hits(word)


REPAIR_ID = re.compile(
    r"(?:תיקונ|repair|ticket|כרטיס)\s*(?:מס(?:פר|['\"׳.])?|no\.?|number|#)?\s*#?\s*(\d{1,9})(?!\d)", re.I
)


# A record's phrase this long at most explains its words: a longer span ("how much ... cost") holds others.
_PHRASE_WORDS = 3


@lru_cache(maxsize=64)
def phrases_said(folded: str) -> tuple[tuple[str, float, tuple[str, ...]], ...]:
    """Each of the lexicon's phrases the (folded) message says, in the lexicon's order: its intent, its
    weight and every text of the message it matched. A message's scores and the words of its records'
    phrases (for its understanding, and again for its own items) each scanned every phrase over the same
    text: three scans of a message became one (issue 16, session 39); the cache holds the few messages
    being understood at once."""
    found = []
    for pattern, intent, weight in PHRASES:
        matched = tuple(match.group(0) for match in pattern.finditer(folded))
        if matched:
            found.append((intent, weight, matched))
    return tuple(found)


def record_phrase_words(folded: str, intents: tuple[str, ...] = RECORD_INTENTS) -> set[str]:
    """The words of the records' and cards' phrases of the lexicon the message says ("tax id" of a
    card, "still owed" of a balance), a few words each; of ``intents``' phrases only."""
    found: set[str] = set()
    for intent, _weight, matched in phrases_said(folded):
        if intent not in intents:
            continue
        for text in matched:
            said = tokens(text)
            if len(said) <= _PHRASE_WORDS:
                found.update(said)
    return found


@dataclass
class Evidence:
    """What one message holds, gathered before the intent is chosen from it."""

    words: list[str]
    entities: list[Entity]
    scores: dict[str, float]
    names: NameMatch | None
    items: set[str]
    repair_id: int | None
    folded: str = ""
    verbs: set[str] = field(default_factory=set)  # words read as the records' verbs ("ישלם", "תיקנתם")
    # The whole stored names of the customers ``names`` matched, folded words: "medical center" said of
    # "מרכז רפואי גבעת עדה" is more of the name in the other language, not a thing of theirs.
    name_words: frozenset[str] = frozenset()
    reason: Reason = Reason.SCORES  # why the intent was chosen from it (``_choose_intent``)
    thing_of_nobody: bool = False  # a thing asked of, with no one named, that no customer's repair holds
    job_asked: bool = False  # what happens next to a job of one named who has jobs (``progress``)
    described_by: frozenset[str] = frozenset()  # the words that described the customers (``descriptions``)
    paper: bool = False  # an invoice described as a paper with a sum or sent (``described_records``)
    # ``idioms`` and ``said_of_the_name`` as last made, with what they were made of: the rules ask a
    # message's evidence for them again and again (nine times for "מה היתרה של לקוח מדידה 017?", a sixth
    # of its understanding; issue 16, session 39), and they depend on nothing else (the lexicon's tables).
    _kept: dict[str, tuple[object, Any]] = field(default_factory=dict, init=False, repr=False, compare=False)

    def _kept_or_made(self, name: str, made_of: object, make: Callable[[], set[str]]) -> set[str]:
        return set(self.kept(name, made_of, lambda: frozenset(make())))  # a set of the caller's own

    def kept(self, name: str, made_of: object, make: Callable[[], T]) -> T:
        """``make()`` as last made under ``name``, made again when ``made_of`` (all it reads) changed;
        what it gives must never be changed (a frozenset, a tuple)."""
        kept = self._kept.get(name)
        if kept is None or kept[0] != made_of:
            kept = self._kept[name] = (made_of, make())
        return cast(T, kept[1])

    @property
    def idioms(self) -> set[str]:
        """Words that stand in an everyday idiom of the business's affairs ("on short notice", "wont
        start"): read as one unit, explained as the lexicon's phrase (``bilingual.phrase_units``); and
        the words of a record's or a card's phrase of a few words ("tax id", "work order")."""
        return self._kept_or_made(
            "idioms",
            (tuple(self.words), self.folded),
            lambda: phrase_words(self.words) | record_phrase_words(self.folded),
        )

    def add(self, intent: str, weight: float) -> None:
        self.scores[intent] = self.scores.get(intent, 0.0) + weight

    @property
    def said_of_the_name(self) -> set[str]:
        """The message's words that say part of the matched customer's stored name in the other language
        (one word, or an English phrase the lexicon knows: "high school" of "תיכון רמות"), or a kind of
        thing its name holds ("computers" of "מחשבי גלגלים": the name in English, no laptop of theirs)."""
        if not self.name_words:
            return set()
        return self._kept_or_made("said", (tuple(self.words), self.name_words), self._said_of_the_name)

    def _said_of_the_name(self) -> set[str]:
        said: set[str] = set()
        name_kinds = kinds_in([f for w in self.name_words for f in (w, *singular_forms(w))])
        for unit in phrase_units(self.words):
            said_so = (f for t in translations(unit, readings(unit)) for f in stored_forms(t))
            if unit in STOPWORDS:
                continue
            if self.name_words.intersection(said_so) or (unit.isascii() and kinds_in([unit]) & name_kinds):
                said.update(unit.split())
        return said

    @property
    def identifies(self) -> bool:
        return any(e.type in CARD_ENTITIES for e in self.entities) or self.names is not None

    @property
    def invoice(self) -> bool:
        return any(e.type == "invoice_number" for e in self.entities)

    @property
    def points_at_record(self) -> bool:
        return self.identifies or self.repair_id is not None or self.invoice


# Names read for their whole words at most: a name more customers share says nothing of one of them.
_FEW_NAMED = 5


def whole_name_words(names: NameMatch | None, index: CustomerIndex | None) -> frozenset[str]:
    """The words of the stored names of the (few) customers ``names`` matched (``Evidence.name_words``)."""
    if names is None or index is None or len(names.customer_ids) > _FEW_NAMED:
        return frozenset()
    return frozenset().union(*(index.words_of.get(c, frozenset()) for c in names.customer_ids))
