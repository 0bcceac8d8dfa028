"""Where a customer is: the words of the customers' addresses (street and town), so that a business named
by its kind and where it stands ("the pharmacy in Nahariya", "that bakery on Herzl st", "בית המרקחת
בנהריה", "המאפייה ברחוב הרצל") is the one of that kind whose address holds the place. A place alone names
nobody: it only weighs, beside the words that named customers, for those of them who are there.

A town or street is said in the writer's script: in Hebrew as the address holds it (behind a prefix
letter: "בנהריה"), in Latin letters by its sound ("Nahariya" is נהריה, "Gaaton" is הגעתון without its
article), so the address words are kept by their sound keys too, as name words are (``sounds``).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.name_titles import PLACE_KINDS
from misrad.assistant.engine.sounds import sound_keys
from misrad.assistant.engine.text import readings, tokens

# Words said right before a place: "in Afula", "on Herzl", "at the Moriah branch", "from Akko".
_BEFORE_A_PLACE = frozenset(("in", "on", "at", "from", "near", "by", "off"))
# Words said right after a street's name ("Herzl st", "Hanassi blvd"), or before it in Hebrew ("ברחוב
# הרצל", "בשד' מוריה", folded without their marks).
_STREET_AFTER = frozenset(("st", "street", "rd", "road", "ave", "avenue", "blvd", "boulevard"))
_STREET_BEFORE = frozenset(("רחוב", "רח", "שדרות", "שד", "שדרת", "כביש", "שכונת", "street", "st"))
_ARTICLES = frozenset(("the", "a"))
# An address word every town has (the street's kind): no place of its own.
_NO_PLACE = _STREET_BEFORE | frozenset(("אזור", "התעשייה", "מיקוד", "דירה", "קומה", "תד"))
# Towns whose English names are no spelling of their Hebrew ones ("Acre" is עכו), folded as addresses are.
EXONYMS = {
    "jerusalem": "ירושלימ", "tiberias": "טבריה", "acre": "עכו", "jaffa": "יפו", "safed": "צפת",
    "beersheba": "שבע", "caesarea": "קיסריה", "galilee": "הגליל",
}  # fmt: skip
# A sound key of one consonant tells a place only from a word of four letters or more ("Akko" is עכו);
# a key that many address words share says nothing of where.
_ONE_CONSONANT, _MOST_WORDS = 4, 200
_HOUSE_DIGITS = 4
# "מרעננה" is "from Raanana"; a shorter word behind a מ is too often a word of its own ("מגן", "מעל").
_FROM_A_TOWN = 5  # a house number has at most this many digits; a postal code has seven


# The address words a message's places may be, one set per place said ("in Afula on Herzl st").
Place = tuple[frozenset[str], ...]


@dataclass
class PlaceIndex:
    """The words of each customer's address, and every address word by its sound keys. A place is read
    into address words, never into customers: a town's thousands of customers are never gathered, only
    the few customers a name matched are looked at (``holds``)."""

    known: set[str] = field(default_factory=set)
    by_sound: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    words_of: dict[int, frozenset[str]] = field(default_factory=dict)
    by_word: dict[str, set[int]] = field(default_factory=lambda: defaultdict(set))  # met with a name's few
    # The house numbers of each address ("רח' הגפן 12"): a customer is also named by street and number
    # ("the gate at 12 hagefen", ``addresses``). A postal code's long digits are no house's.
    houses: dict[int, frozenset[str]] = field(default_factory=dict)
    streets: dict[int, frozenset[str]] = field(default_factory=dict)  # the words of the part with the number
    towns: set[str] = field(
        default_factory=set
    )  # address words said beside no house number (a street's never)

    def put(self, customer_id: int, address: str | None) -> None:
        """Add a customer's address, or replace the one it had."""
        self.put_parts(customer_id, address_parts(address))

    def put_parts(self, customer_id: int, parts: list[list[str]]) -> None:
        """``put`` with the address read already (``address_parts``): the name index reads it once for
        its places and its description (reading it again was a fifth of building 100,000 customers)."""
        for word in self.words_of.pop(customer_id, ()):
            self.by_word[word].discard(customer_id)
        placed = [[w for w in part if _a_place_word(w)] for part in parts]
        self._house(customer_id, parts, placed)
        words = frozenset(w for part in placed for w in part)
        if not words:
            return
        self.words_of[customer_id] = words
        for word in words:
            self.by_word[word].add(customer_id)
        for word in words - self.known:
            self.known.add(word)
            self._sounds(word)

    def _house(self, customer_id: int, parts: list[list[str]], placed: list[list[str]]) -> None:
        """The house number and street of an address: the part of it ("רח' הגפן 12, מודיעין") that holds
        a short number; the other parts are its town (``placed``: each part's place words)."""
        self.houses.pop(customer_id, None)
        self.streets.pop(customer_id, None)
        numbers = [[w for w in p if w.isdigit() and len(w) <= _HOUSE_DIGITS] for p in parts]
        housed = list(zip(numbers, placed, strict=True))
        if any(numbers):
            self.houses[customer_id] = frozenset(w for n in numbers for w in n)
            self.streets[customer_id] = frozenset(w for n, p in housed if n for w in p)
        self.towns.update(w for n, p in housed if not n for w in p)

    def _sounds(self, word: str) -> None:
        # A Hebrew street or town with its article ("הגעתון", "הנשיא") is said in Latin letters without
        # it ("Gaaton", "Hanassi" keeps it): both.
        for spelling in (word, word[1:]) if word.startswith("ה") and len(word) >= 4 else (word,):
            sound = sound_keys(spelling)
            for key in sound[1] if sound else ():
                if key:
                    self.by_sound[key].add(word)

    def place_of(self, words: list[str], marked: frozenset[str] = frozenset()) -> Place | None:
        """The address words of every place the message says, or None when it says no place the addresses
        hold. A place's second word ("in Ramat Gan") counts where the first is no address word and it was
        capitalised; ``marked``: the words the text capitalises."""
        found: list[frozenset[str]] = []
        for place in places_said(words):
            at = self.words(place[0])
            if not at and len(place) > 1 and place[1] in marked:
                at = self.words(place[1])
            if at:
                found.append(at)
        return tuple(found) or None

    def words(self, word: str) -> frozenset[str]:
        if not word.isascii():
            return next((frozenset((r,)) for r in readings(word) if r in self.known), frozenset())
        for spelled in (word, EXONYMS.get(word, "")):
            if spelled in self.known:
                return frozenset((spelled,))
        # A j is also Hebrew's ז' ("Jabotinsky" is ז'בוטינסקי), which the address folds to ז.
        keys = {k for w in {word, word.replace("j", "zh")} for k in (sound_keys(w) or ("", set()))[1]}
        least = 1 if len(word) >= _ONE_CONSONANT else 2
        spelled_so = frozenset(w for k in keys if len(k) >= least for w in self.by_sound.get(k, ()))
        return spelled_so if len(spelled_so) <= _MOST_WORDS else frozenset()


def address_parts(address: str | None) -> list[list[str]]:
    """The words of each comma-parted part of an address (a comma is in no word, so together they are
    the address's ``tokens``)."""
    return [tokens(part) for part in (address or "").split(",")]


def _a_place_word(word: str) -> bool:
    return len(word) >= 2 and not word.isdigit() and word not in _NO_PLACE


def places_said(words: list[str], from_towns: bool = True) -> list[tuple[str, ...]]:
    """The words of the message said as a place: after "in"/"on"/"at" (and its article), with the word
    after it ("in Ramat Gan"); before "st"/"street"; in Hebrew after a street's word ("ברחוב הרצל") or
    behind the prefix ב ("בנהריה", "בחיפה"), and with ``from_towns`` behind the prefix מ ("רחל מרעננה",
    where a customer is from: it weighs beside a name, so a street named alone does not take it)."""
    found: list[tuple[str, ...]] = []
    for i, word in enumerate(words):
        if word in _BEFORE_A_PLACE:
            after = [w for w in words[i + 1 : i + 4] if w not in _ARTICLES][:2]
            if after[1:2] and after[1] in PLACE_KINDS:
                continue  # "at the Sharon hotel": a business's name with its kind, not a town or street
            said = tuple(
                w for w in after if w.isascii() and w.isalpha() and len(w) >= 3 and w not in STOPWORDS
            )
            found += [said] if said and said[0] == after[0] else []
        elif word in _STREET_AFTER and i and words[i - 1].isalpha():
            found.append((words[i - 1],))
        elif any(r in _STREET_BEFORE for r in readings(word)) and i + 1 < len(words):
            found.append((words[i + 1],))
        elif word.startswith("ב") and len(word) >= 4 and not word.isascii():
            found.append((word[1:],))  # "בנהריה": the town behind its ב ("בית" is no ב + "ית")
        elif from_towns and word.startswith("מ") and len(word) >= _FROM_A_TOWN and not word.isascii():
            found.append((word[1:],))  # "רחל מרעננה": from the town; only an address word counts
    return list(dict.fromkeys(p for p in found if not p[0].isdigit()))


def weigh_places(
    counts: dict[frozenset[str], int],
    holders: dict[frozenset[str], list[int]],
    places: PlaceIndex,
    place: Place | None,
) -> dict[frozenset[str], list[int]]:
    """A name some of whose customers are at the place said counts the place as one more word matched
    ("the law office in Ramat Gan" is the law office there, though another's name holds both "law" and
    "office"). Returns the names so weighed, each with its customers there: only they are meant. Only
    the matched names' customers are looked at, by their own address words (a town's thousands never)."""
    if not place:
        return {}
    # Each place's customers, met with each name's few by set intersection (in C): never gathered.
    sets = [[places.by_word[w] for w in words if w in places.by_word] for words in place]
    there: dict[frozenset[str], list[int]] = {}
    for own in counts:
        at = set(holders.get(own, ()))
        for customers in sets:
            at = set().union(*(c.intersection(at) for c in customers)) if at else at
        if at:
            there[own] = sorted(at)
    for own in there:
        counts[own] += 1
    return there


def at_the_place(
    groups: list[tuple[float, float, list[int], list[tuple[str, str]]]],
    there: dict[frozenset[str], list[int]] | None,
) -> list[tuple[float, float, list[int], list[tuple[str, str]]]]:
    """Of the best groups of customers (``names``), those at the place said are meant, however much more
    of another's name was said; each is known by its very list of customers (``weigh_places``')."""
    placed = {id(customers) for customers in there.values()} if there else set()
    return [g for g in groups if id(g[2]) in placed] or groups


# The customers an answer names when it asks which one is meant (``customer_resolution.CANDIDATES``).
ASK_BETWEEN = 5


def few_to_ask_between(
    tied: int,
    mentions: tuple[tuple[str, str], ...],
    kinds: tuple[frozenset[str] | set[str], frozenset[str], frozenset[str]],
    placed: bool,
) -> bool:
    """A word too small a part of long names to name one surely ("Levinson" of לוינסון ושות' עורכי דין
    and מוסך לוינסון ובניו בע"מ, "the pharmacy in Haifa" of two there) still names these few: the answer
    asks which of them is meant rather than saying it knows no one. So when the place said narrowed them,
    or the words are name words (no word of the language, no function word, four letters or more)."""
    if tied > ASK_BETWEEN:
        return False
    weak, plain, _ = kinds
    # A reading peeled of more than two prefix letters is a fragment ("ההליכון" read "יכון" is no תיכון).
    return placed or all(
        len(r) >= 4 and len(w) - len(r) <= 2 and w not in weak and w not in plain for w, r in mentions
    )
