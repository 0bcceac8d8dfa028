"""Customer names matched in free text, tolerant of prefixes, spelling variants and typos.

An in-memory index keyed by the folded tokens of every customer name (plus a "skeleton" without the
vowel letters ו and י, so "דויד"/"דוד" and "שימעון"/"שמעון" meet) answers in well under a millisecond
per token with 100,000 customers; rapidfuzz only runs on the few distinct tokens of similar length
when nothing matched exactly. The index follows the records (``customer_index_cache``).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from itertools import chain, islice

from misrad.assistant.engine.abbreviations import spelled_out
from misrad.assistant.engine.descriptions import DescriptionIndex
from misrad.assistant.engine.english_sounds import EnglishSounds
from misrad.assistant.engine.name_claims import (
    LEXICON,
    SHORT_SOUND,
    STRONG,
    Candidate,
    Claim,
    as_written,
    beside_a_latin_word,
    claims_of,
)
from misrad.assistant.engine.name_groups import Group, nobodys_name, tied_groups_of
from misrad.assistant.engine.name_kinds import only_words_of_the_language
from misrad.assistant.engine.name_neighbours import NameNeighbours, WordKinds
from misrad.assistant.engine.name_runs import sounded_together
from misrad.assistant.engine.name_sounds import ARTICLE_LESS, TRANSLIT_STRONG, NameSounds
from misrad.assistant.engine.name_titles import KINDS, TITLES, TRANSLATED
from misrad.assistant.engine.name_word_forms import NameWordForms
from misrad.assistant.engine.nicknames import other_forms
from misrad.assistant.engine.places import (
    PlaceIndex,
    address_parts,
    at_the_place,
    few_to_ask_between,
    weigh_places,
)
from misrad.assistant.engine.sounds import skeleton, sound_keys
from misrad.assistant.engine.text import readings, tokens, tokens_once

MAX_SHORT_SOUND_CUSTOMERS = 2000


# The one of several customers a word of their names ties that the message's other words pick (a thing
# only one of them has in their records), or None.
Pick = Callable[[tuple[int, ...], tuple[tuple[str, str], ...]], int | None]


@dataclass(frozen=True)
class NameMatch:
    """Customers whose names best fit the text; ``exact`` when one customer fits every name word."""

    customer_ids: tuple[int, ...]
    text: str
    matched_words: int
    exact: bool
    score: float
    mentions: tuple[tuple[str, str], ...] = ()  # (query word, its reading that matched), in query order
    # Only words of the language matched ("the garage" of מוסך הדר בע"מ): a name only where the question
    # asks of a record (``customer_mentions``).
    generic: bool = False
    placed: bool = False  # told apart by the place said ("the pharmacy in Nahariya", ``places``)
    # A name no card holds, read where the sentence puts a name ("בשם <X>", ``unknown_names``): no
    # description of anyone's card either.
    nobodys: bool = False


@dataclass
class CustomerIndex(NameNeighbours, NameSounds, NameWordForms):
    names: dict[int, str] = field(default_factory=dict)
    name_sizes: dict[int, int] = field(default_factory=dict)
    by_token: dict[str, list[int]] = field(default_factory=lambda: defaultdict(list))
    by_skeleton: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    by_length: dict[int, list[str]] = field(default_factory=lambda: defaultdict(list))
    by_sound: dict[tuple[str, str], set[str]] = field(default_factory=lambda: defaultdict(set))
    by_voiced: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    words_of: dict[int, frozenset[str]] = field(default_factory=dict)
    # The first word of some customer's name: a short one is still said alone behind a prefix ("לגל").
    first_words: set[str] = field(default_factory=set)
    # The numbers of names ("לקוח מדידה 731"), which name words leave out: told apart by them however
    # many customers share the rest.
    by_number: dict[str, set[int]] = field(default_factory=lambda: defaultdict(set))
    numbers_of: dict[int, frozenset[str]] = field(default_factory=dict)
    # Customers with the same name words score the same: a match weighs each distinct name once, so the
    # customers of a name ("לקוח מדידה 001" ... "999", a first name and surname thousands share) are
    # counted by their name, not one by one. Every customer of ``by_token[w]`` is in ``holders[n]`` of
    # one name ``n`` of ``names_with[w]``.
    holders: dict[frozenset[str], list[int]] = field(default_factory=dict)
    names_with: dict[str, set[frozenset[str]]] = field(default_factory=lambda: defaultdict(set))
    # The hash of each card's address and notes as put: a catch-up puts again every customer written in
    # its look-back, and reading their cards again was a second a message after 10,000 were imported.
    cards: dict[int, int] = field(default_factory=dict)
    places: PlaceIndex = field(default_factory=PlaceIndex)  # the words of their addresses
    described: DescriptionIndex = field(default_factory=DescriptionIndex)  # their cards beyond the name
    heard: EnglishSounds = field(default_factory=EnglishSounds)  # Latin name words by their English sound

    @classmethod
    def build(
        cls, rows: Iterable[tuple[int, str, str | None] | tuple[int, str, str | None, str | None, str | None]]
    ) -> CustomerIndex:
        index = cls()
        for row in rows:  # (id, name, phone) or (id, name, phone, address[, notes])
            index.put(row[0], row[1], *row[3:5])  # type: ignore[misc]
        return index

    def put(self, customer_id: int, name: str, address: str | None = "", notes: str | None = "") -> None:
        """Add a customer, or re-index one whose name, address or notes changed (old words dropped)."""
        card = hash((address, notes))
        if self.cards.get(customer_id) == card and self.names.get(customer_id) == name:
            return  # as indexed already
        self.cards[customer_id] = card
        parts = address_parts(address)
        self.places.put_parts(customer_id, parts)
        self.described.put(customer_id, [w for part in parts for w in part], notes)
        if self.names.get(customer_id) == name:
            return
        for word in self.words_of.get(customer_id, ()):
            holders = self.by_token.get(word)
            if holders and customer_id in holders:
                holders.remove(customer_id)
        self._let_go(customer_id, self.words_of.get(customer_id, frozenset()))
        for number in self.numbers_of.pop(customer_id, ()):
            self.by_number[number].discard(customer_id)
        every = tokens_once(name)
        words = [w for w in every if not w.isdigit()]
        if len(words) < len(every):  # only a name that holds a number is kept by it
            self.numbers_of[customer_id] = frozenset(w for w in every if w.isdigit())
            for number in self.numbers_of[customer_id]:
                self.by_number[number].add(customer_id)
        self.names[customer_id] = name
        self.name_sizes[customer_id] = len(set(words)) or 1
        self.words_of[customer_id] = own = frozenset(words)
        if own:
            self.holders.setdefault(own, []).append(customer_id)
            for word in own:
                self.names_with[word].add(own)
        self.first_words.update(words[:1])
        for word in set(words):
            if word not in self.by_token:
                self._add_word(word)
            self.by_token[word].append(customer_id)

    def _let_go(self, customer_id: int, own: frozenset[str]) -> None:
        """The customer no longer holds the name ``own`` (renamed); a name nobody holds is dropped."""
        holders = self.holders.get(own)
        if holders is None or customer_id not in holders:
            return
        holders.remove(customer_id)
        if not holders:
            del self.holders[own]
            for word in own:
                self.names_with[word].discard(own)

    def _add_word(self, word: str) -> None:
        self.by_token[word] = []
        self.by_skeleton[skeleton(word)].add(word)
        self.by_length[len(word)].append(word)
        self.heard.add(word)
        sound = sound_keys(word)
        if sound is not None:
            for key in sound[1]:
                if key:
                    self.by_sound[(sound[0], key)].add(word)
            if sound[0] == "he":
                self._add_voiced(word, sound[1])
            else:
                self._add_voiced_latin(word, sound[1])
        # A Hebrew name word opening with the article ("השרון", "הכרמל") is said in Latin letters
        # without it ("the Sharon hotel" for מלון השרון), as a place's name is.
        article = sound_keys(word[1:]) if word.startswith("ה") and len(word) >= 4 else None
        if article is not None and article[0] == "he":
            for key in article[1]:
                if len(key) >= TRANSLIT_STRONG:
                    self.by_sound[(ARTICLE_LESS, key)].add(word)

    def may_be_a_name_word(self, token: str) -> bool:
        """A (folded) word the index may read as a customer's name word: as written, a close typo of
        one, or one of the other script by its sound ("tomer" for תומר): a slip reader leaves it be."""
        return bool(self._word_candidates(token)) or self._sounds_like_a_name(token)

    def read_in(self, word: str, own: frozenset[str], weak: frozenset[str] | set[str]) -> frozenset[str]:
        """The words of ``own`` (one customer's name words) the typed ``word`` may be read as: as written,
        a slip, a translation or the other script (``aligned_names`` grows a name's typed stretch so)."""
        return frozenset(c[0] for c in self._candidates_of(word, weak, False) if c[0] in own)

    def _per_word(
        self,
        words: list[str],
        weak: frozenset[str] | set[str],
        marked: frozenset[str] = frozenset(),
        owners: frozenset[str] = frozenset(),
    ) -> tuple[list[tuple[str, list[Candidate]]], list[Iterable[frozenset[str]]]]:
        """Each query word's candidate name words, and the names (of customers) each word may point at;
        ``marked``: words the text capitalises as names; ``owners``: words it writes as possessives
        ("uri's")."""
        per_word: list[tuple[str, list[Candidate]]] = []
        name_groups: list[Iterable[frozenset[str]]] = []
        for i, word in enumerate(words):
            if word.isdigit() or len(word) < 2:
                continue
            # A word where the owner stands, or one the writer capitalises as a name ("email for Ofek").
            named_as_owner = bool(i and words[i - 1] == "של") or word in marked
            # A writer who capitalises nothing may still type a surname that is also a word ("noa green").
            beside = not marked and word in weak and beside_a_latin_word(words, i, weak)
            candidates = self._candidates_of(
                word, weak, named_as_owner or word in owners, beside_a_name=beside
            )
            if word in owners:  # "uri's": one consonant names an owner written so
                candidates = self._possessors(word, candidates, possessive=True)
            if not candidates:
                continue
            per_word.append((word, candidates))
            names = self._names_of(candidates)
            if names is not None:
                name_groups.append(names)
        return per_word, name_groups

    def _candidates_of(
        self, word: str, weak: frozenset[str] | set[str], named_as_owner: bool, *, beside_a_name: bool = False
    ) -> list[Candidate]:
        """One query word's candidate name words, weakened as the word is; ``beside_a_name``: a weak Latin
        word typed in lowercase right beside another Latin word that may be a name."""
        spelled = self._spelled_out(word)
        if spelled:
            return spelled
        # A word of the language capitalised mid-sentence as a customer's own stored name word ("what does
        # Green owe" of Daniel Green) is that name, as a word typed where the owner stands is.
        own_name = named_as_owner and word.isascii() and word in self.by_token
        is_weak = self._is_weak(word, weak) and not own_name
        weakness = LEXICON if is_weak else STRONG
        candidates = [
            (w, score, self._peeled_weakness(word, r, weakness), r)
            for w, score, r in self._word_candidates(word)
        ]
        for translated in (TRANSLATED.get(word), *KINDS.get(word, ())):
            if translated in self.by_token:
                # As strong as the word it translates: "the garage" names a customer as "המוסך" does.
                candidates.append((translated, 0.85, LEXICON if translated in weak else weakness, word))
        if not candidates:  # a short form no card holds names the full one a card does ("Yossi": יוסף)
            candidates = self._other_forms(word, weakness)
        if not is_weak:
            candidates = self._with_sounds(word, candidates, named_as_owner)
        elif word not in weak:
            candidates += self._sounds_as_typed(word)
        elif word.isascii() and named_as_owner:
            candidates += self._sounded_weakly(word)
        elif beside_a_name:
            # As a short sound: it only scores a customer the word beside it found, so it adds no search.
            candidates += [(w, score, SHORT_SOUND, r) for w, score, _, r in self._sound_candidates(word)]
        # A word half the customers share says nothing on its own.
        return [c for c in candidates if len(self.by_token.get(c[0], ())) <= 20000]

    def _with_sounds(self, word: str, candidates: list[Candidate], named_as_owner: bool) -> list[Candidate]:
        """A strong word's ``candidates`` and the name words it sounds like: a misspelt word that still
        sounds like a name word ("ליאט חדד") counts beside the rest."""
        sounded = self._sound_candidates(word, as_a_name=named_as_owner and word.isascii())
        # Where the owner stands, a word may name a customer of its script's other spelling by a short key.
        if named_as_owner:
            sounded = self._possessors(word, sounded)
        candidates = candidates + sounded + self._voiced_candidates(word)
        return candidates or self._sound_candidates(word, same_script=True)

    def _other_forms(self, word: str, weakness: int) -> list[Candidate]:
        """The nearest other forms of the first name ``word`` is that cards hold (``nicknames``)."""
        for reading in readings(word):
            for forms in other_forms(reading):
                held = [(w, 0.85, weakness, reading) for w in forms if w in self.by_token]
                if held:
                    return held
        return []

    def _is_weak(self, word: str, weak: frozenset[str] | set[str]) -> bool:
        """A word of the lexicon, or one whose peeled reading is. A peeled reading that is a common word
        ("כהן" -> "הן") does not make a name word weak, nor one that sounds like a name word written in
        Latin letters ("כהן" for Cohen)."""
        return word in weak or (
            word not in self.by_token
            and any(r in weak for r in readings(word)[1:])
            and not self._sounds_like_a_name(word)
        )

    def _spelled_out(self, word: str) -> list[Candidate]:
        """An institution said short (ביה"ס) is its words, as weak as the lexicon's: beside a word of the
        customer's own name only."""
        spelled = spelled_out(word)
        return [(w, score, LEXICON, word) for part in spelled for w, score, _ in self._word_candidates(part)]

    def _said_together(
        self, per_word: list[tuple[str, list[Candidate]]], counts: Counter[frozenset[str]]
    ) -> set[str]:
        """The query words that name one customer together with another ("on Shimon Azulai" of שמעון
        אזולאי): a name's words, never also a place, though a street sounds like one of them (ויצמן)."""
        return {
            word
            for word, candidates in per_word
            if any(counts[own] >= 2 for own in self._names_of(candidates) or ())
        }

    def _names_of(self, candidates: list[Candidate]) -> Iterable[frozenset[str]] | None:
        """The names of the customers a word's candidates may point at (None: none counted)."""
        words = [c[0] for c in candidates if c[2] != SHORT_SOUND]
        # A short sound key ("bn" of "Ben") is shared by many names: its customers are counted
        # only when they are few; otherwise it only scores customers another word found.
        short = [c[0] for c in candidates if c[2] == SHORT_SOUND]
        if sum(len(self.by_token[w]) for w in short) <= MAX_SHORT_SOUND_CUSTOMERS:
            words += short
        # A copy (in C, under the GIL): a customer written meanwhile (``put``) changes the sets.
        if len(words) == 1:
            names: Iterable[frozenset[str]] = tuple(self.names_with.get(words[0], ()))
        else:
            names = set().union(*(self.names_with.get(w, ()) for w in words))
        # None too for a word no one holds now (renamed since the index was built): nothing to count
        # (its empty list of customers once made the weighing fail).
        return names or None

    def _peeled_weakness(self, word: str, reading: str, weakness: int) -> int:
        """Two letters left after peeling a prefix are as often the tail of an ordinary word ("מים" is
        no מ + "ים") as a name: beside a strong word only, unless they begin someone's name ("לגל")."""
        if reading != word and len(reading) <= 2 and reading not in self.first_words:
            return LEXICON
        return weakness

    def _groups(
        self,
        counts: Counter[frozenset[str]],
        per_word: list[tuple[str, list[Candidate]]],
        words: list[str],
        marked: frozenset[str] = frozenset(),
        ordinary: tuple[frozenset[str] | set[str], ...] = (),
        there: dict[frozenset[str], list[int]] | None = None,
    ) -> list[Group]:
        """(cover, score, the customers' ids in order, the (query word, reading) pairs matched), one per
        distinct name, among the customers matching the most query words, that hold a strong word or
        are named in full by short transliterations ("Yossi Ben Hamo") or in part by two of them typed
        as the name writes them ("בלו נוט" of "Blue Note Music Ltd"). ``counts``: how many query words
        each name matches (its customers all match as many); ``ordinary``: the words of the language (the
        lexicon's, function words), which give way to a name word typed beside them; ``there``: the names
        some of whose customers are at the place said, each with those customers (``places``)."""
        groups: list[Group] = []
        for level in range(max(counts.values()), 0, -1):
            for own, n in counts.items():
                customer_ids = sorted(self.holders.get(own, ())) if n == level else None
                if customer_ids and there and own in there:
                    customer_ids = there[own]
                if not customer_ids:
                    continue
                pairs = as_written(claims_of(own, per_word, ordinary), marked)
                if all(claim[4] in TITLES for claim in pairs):
                    continue  # a title alone ("Dr.") names no titled card: it is said of anyone's name
                total = sum(score for _, score, _, _, _ in pairs)
                weakest = [weakness for _, _, weakness, _, _ in pairs]
                texts = [text for _, _, _, text, _ in pairs]
                cover = total / _said_size(own, pairs)
                full_sounds = len(weakest) >= 2 and LEXICON not in weakest and cover >= 0.84
                together = full_sounds or self._sounded_together(customer_ids[0], pairs, words)
                if STRONG in weakest or together:
                    groups.append((cover, total, customer_ids, texts))
            if groups:
                break
        return at_the_place(groups, there)

    def _sounded_together(self, customer_id: int, pairs: list[Claim], words: list[str]) -> bool:
        order = [w for w in tokens(self.names[customer_id]) if not w.isdigit()]
        placed = [
            (_at(words, typed), _at(order, name_word), weakness == LEXICON)
            for _, _, weakness, (typed, _), name_word in pairs
        ]
        return sounded_together(placed)

    def match(
        self,
        words: list[str],
        weak: frozenset[str] | set[str],
        foreign: frozenset[str] = frozenset(),
        plain: frozenset[str] = frozenset(),
        owners: frozenset[str] = frozenset(),
        pick: Pick | None = None,
    ) -> NameMatch | None:
        """The customers named in ``words``; ``weak`` words (the lexicon) count only beside a strong one.
        ``foreign``: words the text itself marks as a name (a capitalised Latin word mid-sentence);
        ``plain``: words that never name anyone (function words); ``owners``: words written as possessives;
        ``pick``: the one of several customers tied on a word too little of their names that the records
        tell apart ("המלגזה של המוסך" when one garage has a forklift in the lab).

        With 100,000 customers a first name alone is shared by thousands, so names (the customers who
        have the same name words, ``holders``) are first counted by how many of the query's words they
        match (in C, by ``Counter``), and only those matching the most words are scored, each name once.
        """
        per_word, name_groups = self._per_word(words, weak, foreign, owners)
        if not name_groups:
            return None
        counts = Counter(chain.from_iterable(name_groups))
        named = self._said_together(per_word, counts)
        place = self.places.place_of(["" if w in named else w for w in words], foreign)
        placed = weigh_places(counts, self.holders, self.places, place)
        groups = self._groups(counts, per_word, words, foreign, (weak, plain), placed)
        if not groups:
            return None
        found = self._chosen(groups, words, (weak, plain, foreign), pick, bool(placed))
        return (
            replace(found, placed=True, generic=False) if found and placed and found.customer_ids else found
        )

    def _chosen(
        self,
        groups: list[Group],
        words: list[str],
        kinds: WordKinds,
        pick: Pick | None = None,
        placed: bool = False,
    ) -> NameMatch | None:
        """The best groups' match, or None when they name nobody surely (``placed``: by a place too)."""
        groups.sort(key=lambda g: (-g[0], -g[1], g[2][0]))
        top_cover, _, _, top_texts = groups[0]
        tied_groups = tied_groups_of(groups, placed, kinds[0])
        tied_count = sum(len(g[2]) for g in tied_groups)
        numbered = self._told_by_number(tied_groups, words) if tied_count > 1 else None
        tied: tuple[int, ...] = (numbered,) if numbered is not None else ()
        if numbered is not None:
            tied_count = 1
        else:
            tied = tuple(islice(chain.from_iterable(g[2] for g in tied_groups), 50))
        mentions = tuple(dict.fromkeys(top_texts))
        exact = top_cover >= 0.84 and tied_count == 1
        if top_cover < 0.4 and tied_count > 1:
            held = pick(tied, mentions) if pick is not None else None
            if held is None and not few_to_ask_between(tied_count, mentions, kinds, placed):
                return None
            tied, tied_count = ((held,), 1) if held is not None else (tied, tied_count)
        stranger = nobodys_name(tied_groups, words) if top_cover < 0.84 else None
        if stranger is not None:
            # "Who is Asaf Berger" with an Asaf Klein and an Alon Berger: a name nobody has, not a
            # question between two people who each share one word of it.
            return NameMatch((), " ".join(r for _, r in stranger), len(stranger), False, top_cover, stranger)
        if top_cover < 0.84 and not placed and self._beside_another_name(words, mentions, tied, kinds):
            return None
        names = [self.names[c] for c in tied]
        generic = top_cover < 1 and only_words_of_the_language(mentions, names, self.by_token, kinds[2])
        newcomer = self._first_name_nobody_has(words, mentions, tied, kinds) if top_cover < 0.84 else None
        if newcomer is not None:
            return NameMatch((), " ".join(r for _, r in newcomer), 2, False, top_cover, newcomer)
        text = " ".join(reading for _, reading in mentions)
        return NameMatch(tied, text, len(mentions), exact, top_cover, mentions, generic)

    def _told_by_number(self, tied_groups: list[Group], words: list[str]) -> int | None:
        """The one customer of the tied ones whose name's numbers are all said ("תלמיד בדיקה 731" of a
        thousand such names): looked up by the numbers, so as cheap with 100,000 customers as with ten."""
        said = {w for w in words if w.isdigit()}
        if not said:
            return None
        names = {self.words_of[g[2][0]] for g in tied_groups}
        found = {
            c
            for number in said
            for c in self.by_number.get(number, ())
            if self.words_of[c] in names and self.numbers_of.get(c, frozenset()) <= said
        }
        return next(iter(found)) if len(found) == 1 else None


def _said_size(own: frozenset[str], pairs: list[Claim]) -> int:
    """The words of the name ``own`` a question must say to name it in full: all of them, but a title the
    card opens with ("Dr. Sarah Goldberg") is no word one says once the rest of the name, two words or
    more, is said ("שרה גולדברג"). A surname alone stays part of a name: "Goldberg" of a Dr. and of a
    Michal Goldberg is either's."""
    if own.isdisjoint(TITLES):  # most names: asked of every name a question's words touch
        return max(len(own), 1)
    untitled = own - TITLES
    named = {claim[4] for claim in pairs}
    if len(untitled) >= 2 and untitled <= named:
        return len(untitled) + len(own & TITLES & named)
    return max(len(own), 1)


def _at(words: list[str], word: str) -> int:
    return words.index(word) if word in words else -1
