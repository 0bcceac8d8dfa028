"""Repair items by kind: the everyday names of devices and appliances, linked to the stored item text.

A clerk asks about "the fridge of <name>" or "her iPhone"; the repair is stored as "מקרר Samsung
RT38" or "iPhone 13". Both sides are read into kinds through one small lexicon (Hebrew, English and
brand or model names), so a question names a kind and the answer picks that customer's repairs of the
kind. Words that are also ordinary words of other questions ("טלפון", "phone", "נייד": a phone number)
and the name "דוד" (a water heater only with שמש/חשמל after it) are left out on purpose.
"""

from __future__ import annotations

import itertools
from functools import lru_cache
from typing import Protocol, TypeVar

from rapidfuzz import fuzz

from misrad.assistant.engine.bilingual import same_meaning, thing_names, translations
from misrad.assistant.engine.jobs import job_text
from misrad.assistant.engine.model_codes import code_labels
from misrad.assistant.engine.morphology import construct_singulars
from misrad.assistant.engine.slips import one_slip
from misrad.assistant.engine.sounds import sound_keys
from misrad.assistant.engine.terms import related
from misrad.assistant.engine.text import fold, readings, tokens


class HasItem(Protocol):
    @property
    def item(self) -> str: ...

    @property
    def description(self) -> str | None: ...


def _job(repair: HasItem) -> str:
    """The repair as its job: its item and its description's words (``jobs``)."""
    return job_text(repair.item, repair.description)


R = TypeVar("R", bound=HasItem)


# fmt: off
_KINDS: dict[str, tuple[str, ...]] = {
    "smartphone": ("אייפון", "iphone", "גלקסי", "galaxy", "סמסונג", "samsung", "פיקסל", "pixel", "שיאומי",
                   "xiaomi", "סמארטפון", "smartphone", "פלאפון", "סלולרי", "cellphone"),
    "laptop": ("לפטופ", "laptop", "מחשב", "computer", "מקבוק", "macbook", "לנובו", "lenovo", "notebook",
               "dell"),
    "tablet": ("טאבלט", "tablet", "אייפד", "ipad"),
    "watch": ("שעון", "watch", "smartwatch"),
    "printer": ("מדפסת", "printer"),
    "washing_machine": ("כביסה", "washing", "washer", "מכונה", "מכונת", "machine"),
    "dryer": ("מייבש", "dryer"),
    "fridge": ("מקרר", "fridge", "refrigerator"),
    "freezer": ("מקפיא", "freezer"),
    "dishwasher": ("מדיח", "dishwasher"),
    "oven": ("תנור", "oven", "stove", "כיריים", "cooktop", "hob"),
    "vacuum": ("שואב", "vacuum", "vacuums"),
    "microwave": ("מיקרוגל", "microwave"),
    "tv": ("טלוויזיה", "טלויזיה", "tv", "television"),
    "water_heater": ("בוילר", "boiler", "heater"),
    "air_conditioner": ("מזגן", "מיזוג", "conditioner", "מזגנ", "ac", "aircon"),
    # The plumbing and locksmith trades' items; English "safe" and "tap" are everyday words, left out.
    "toilet": ("אסלה", "toilet"),
    "faucet": ("ברז", "ברזי", "faucet"),
    "lock": ("מנעול", "מנעולי", "lock", "צילינדר", "cylinder"),
    "pump": ("משאבה", "משאבת", "pump"),
    "safe": ("כספת",),
    "shower": ("מקלחון", "shower"),
    # A garage's item is the customer's car, asked by that word whatever the job ("מה עם האוטו").
    "car": ("רכב", "אוטו", "מכונית", "car", "vehicle"),
}
# Two-word names whose words alone mean something else ("דוד" is also David).
_PAIRS: dict[tuple[str, str], str] = {
    ("דוד", "שמש"): "water_heater", ("דוד", "חשמל"): "water_heater", ("water", "heater"): "water_heater",
    ("air", "conditioner"): "air_conditioner", ("מיני", "מרכזי"): "air_conditioner",
}
# "דוד" with the article glued on is the heater: nobody says "the David" ("מה עם הדוד של <name>").
_WITH_ARTICLE: dict[str, str] = {"הדוד": "water_heater", "והדוד": "water_heater", "שהדוד": "water_heater"}
# fmt: on


@lru_cache(maxsize=1)
def _by_word() -> dict[str, str]:
    return {fold(word): kind for kind, words in _KINDS.items() for word in words}


def _singulars(reading: str) -> tuple[str, ...]:
    """The singular a plural may be of ("המזגנים", "מכונות", "fridges"): a plural asks about the same
    kind of item."""
    if len(reading) < 4:
        return ()
    if reading.endswith(("ימ", "ות")):
        return reading[:-2], reading[:-2] + "ה"
    if reading.isascii() and reading.endswith("s"):
        return (reading[:-2], reading[:-1]) if reading.endswith("es") else (reading[:-1],)
    return ()


def _kind_of(word: str, by_word: dict[str, str]) -> str | None:
    for reading in readings(word):
        for form in (reading, *_singulars(reading)):
            if len(form) >= 2 and form in by_word:
                return by_word[form]
    return None


def plural_kinds(words: list[str]) -> set[str]:
    """The item kinds named in the plural ("המכונות", "fridges"): a plural asks about several things."""
    by_word = _by_word()
    return {
        by_word[form]
        for word in words
        for reading in readings(word)
        if reading not in by_word
        for form in _singulars(reading)
        if len(form) >= 2 and form in by_word
    }


def repairs_asked(repairs: list[R], kinds: set[str], words: list[str]) -> list[R]:
    """A customer's repairs of the kinds asked about ("her oven"), all of them when none is; and all of them
    when the kind was said in the plural ("the machines of <name>") and only one is of it: a plural asks
    about several things, and one of the kind would leave the rest unsaid."""
    of_kind = [r for r in repairs if item_labels(_job(r)) & kinds]
    if not of_kind:
        return repairs  # no item of the kind ("owned": a thing the records do not name): all of them
    if len(of_kind) < 2 and plural_kinds(words) & kinds:
        return repairs
    return _told_apart(of_kind, kinds, words)


def _told_apart(of_kind: list[R], kinds: set[str], words: list[str]) -> list[R]:
    """Two items of the kind asked ("her mailbox lock" with a door's cylinder and a mailbox's lock, both
    locks): the message's other words that meet one item's own words pick it, as they would a kind."""
    if len(of_kind) < 2 or not kinds:
        return of_kind
    others = [w for w in words if len(w) >= 3 and not kinds_in([w])]
    told = [r for r in of_kind if others and linked_items(others, frozenset(tokens(_job(r))))]
    return told if 0 < len(told) < len(of_kind) else of_kind


def kind_words() -> dict[str, str]:
    """Each (folded) word that names an item, with its kind."""
    return dict(_by_word())


def item_words() -> frozenset[str]:
    """Words that name an item: never a customer's name on their own."""
    return frozenset(_by_word())


def kinds_in(words: list[str]) -> set[str]:
    """The item kinds named by these (folded) words, prefixes peeled ("והאייפון" is an iPhone)."""
    by_word = _by_word()
    found: set[str] = set()
    for word in words:
        kind = _kind_of(word, by_word) or _WITH_ARTICLE.get(word)
        if kind is not None:
            found.add(kind)
    for first, second in itertools.pairwise(words):
        for reading in readings(first):
            if (reading, second) in _PAIRS:
                found.add(_PAIRS[(reading, second)])
    return found


def kinds_of_item(item: str) -> set[str]:
    """The kinds of a stored repair item ("מחשב נייד Lenovo" is a laptop)."""
    return kinds_in(tokens(item))


def item_labels(item: str) -> set[str]:
    """What a question may call a stored item by: its kinds and its own words (``word:<word>``)."""
    words = tokens(item)
    return kinds_in(words) | {f"word:{w}" for w in words if len(w) >= 3} | code_labels(words)


# A Latin word that is the head or tail of an item's word ("phone" of "iPhone", "book" of "MacBook"):
# at least this long, so that "pro" or "air" alone is not a part of every model name.
_MIN_PART = 4
# Sound keys of one word in two scripts that differ by a letter ("פלייסטיישן" / "PlayStation": the ש of
# -tion) still meet, when long enough that a near key is no accident among one customer's few items.
_NEAR_KEY = 85
_MIN_NEAR_KEY = 4


def _same_sound(word: str, item_word: str) -> bool:
    """The two words sound alike across scripts (Hebrew letters for an English model name and back)."""
    mine, theirs = sound_keys(word), sound_keys(item_word)
    if mine is None or theirs is None or mine[0] == theirs[0]:
        return False
    for key in mine[1]:
        for other in theirs[1]:
            if len(key) >= 2 and key == other:
                return True
            short = min(len(key), len(other))
            if short >= _MIN_NEAR_KEY and fuzz.ratio(key, other) >= _NEAR_KEY:
                return True
    return False


def _meets(reading: str, item_word: str, slips: bool = True) -> bool:
    """``slips``: a slip of the fingers may be undone (not in a stem peeled of two prefix letters, where
    a name's "המתפרה" is "תפרה", a slip of "תפירה")."""
    if reading == item_word:
        return len(reading) >= 3
    if reading.isascii() and item_word.isascii() and len(reading) >= _MIN_PART:
        return item_word.startswith(reading) or item_word.endswith(reading)
    if _of_relation(reading, item_word) or _of_relation(item_word, reading):
        return True
    # A slip of the fingers in the item's word ("הגנרטטור", "טימר"): the customer's few items are the
    # whole search, so one undone slip is no accident there.
    return (slips and one_slip(reading, item_word)) or (len(reading) >= 2 and _same_sound(reading, item_word))


def _slips_read(word: str, depth: int) -> bool:
    """A slip is undone in a stem peeled of one prefix letter at most, or of "and the" ("והטימר" for
    טיימר): the commonest pair, said of a thing more than any other; "המתפרה" is a name's "תפרה"."""
    return depth < 2 or (depth == 2 and word.startswith("וה"))


def _construct_plural(reading: str) -> tuple[str, ...]:
    """A masculine plural's construct form, of the plural or its singular ("כפתורים" and "כפתור" of
    "כפתורי תא", "מגשים" of "מגשי אפייה"): a record names the things of something, the clerk the things."""
    if reading.isascii() or len(reading) < _MIN_PART:
        return ()  # "הרוב" is no רובי: a short word's -י is too often a name's or an adjective's
    return (reading[:-1],) if len(reading) >= 5 and reading.endswith("ימ") else (reading + "י",)


def _of_relation(noun: str, adjective: str) -> bool:
    """A Hebrew noun and its adjective of relation ("רובוט" of "שואב רובוטי", "תעשייה" of "תעשייתי"
    aside): the noun with -י or -ית, long enough to be no accident among one customer's items."""
    return len(noun) >= _MIN_PART and not noun.isascii() and adjective in (noun + "י", noun + "ית")


def linked_items(words: list[str], item_words: frozenset[str]) -> set[str]:
    """The words of one customer's own repair items that the message's ``words`` name, as
    ``word:<item word>``: as spelt (prefix letters off), as the head or tail of a model name ("phone"
    of "iPhone"), or in the other script ("הפלייסטיישן", "הדל" for Dell). The customer's few items are
    the whole search, so no list of devices is needed for them. A plural ("המקרנים", "speakers") names
    the items its singular does."""
    found: set[str] = set()
    # An item word behind a prefix letter ("טרמיטים במשקוף") is also its word without it ("והמשקוף?").
    stored = [(w, w) for w in item_words if w.isalpha()]
    stored += [(r, w) for w, _ in stored for r in readings(w)[1:2] if len(r) >= _MIN_PART]
    stored_forms = stored + [(s, w) for r, w in stored for s in construct_singulars((r,))]
    for word in words:
        met = _word_meets(word, item_words, stored_forms)
        if not met and not word.isascii():
            # Another Hebrew word of the same meaning ("הספרייה" for כוננית ספרים, "המזרן" for מזרון):
            # only where the item's own word was not met, the customer's few items the whole search.
            met = {f"word:{w}" for s in same_meaning(word, readings(word)) for r, w in stored_forms if r == s}
        found |= met
    return found


def _word_meets(word: str, item_words: frozenset[str], stored_forms: list[tuple[str, str]]) -> set[str]:
    found: set[str] = set()
    for depth, reading in enumerate(readings(word)):
        # A noun meets its construct form either way: "והמצלמה שלהם" for מצלמת אבטחה, "עגלת התינוק" for
        # עגלה; the clerk names the thing, the record the thing of something.
        for form in (
            reading,
            *_singulars(reading),
            *construct_singulars((reading,)),
            *_construct_plural(reading),
        ):
            found |= {f"word:{w}" for r, w in stored_forms if _meets(form, r, slips=_slips_read(word, depth))}
        # In the other language, by the trade's concepts ("the invitations" for הזמנות, "her
        # t-shirts" for חולצות): a word of the office's, not a sound alike.
        found |= {f"word:{w}" for w in related(reading) if w in item_words}
        # And by the general lexicon ("the lamp" for מנורת לילה, "her bike" for אופניים), an item
        # word in its construct form as its singular (מנורת as מנורה); a word of the message only
        # where the customer's own item holds its translation.
        # A plural's singular is translated too ("the remotes" for שלט רחוק).
        found |= {
            f"word:{w}"
            for form in (reading, *_singulars(reading))
            for t in translations(form)
            for r, w in stored_forms
            if r == t
        }
    return found


@lru_cache(maxsize=1)
def _things_by_opening() -> dict[str, tuple[tuple[int, tuple[str, ...]], ...]]:
    """Each thing's names (``bilingual.thing_names``) by their first word: (the thing, the name)."""
    found: dict[str, list[tuple[int, tuple[str, ...]]]] = {}
    for thing, names in enumerate(thing_names()):
        for name in names:
            found.setdefault(name[0], []).append((thing, name))
    return {word: tuple(names) for word, names in found.items()}


def _forms(word: str) -> set[str]:
    """A message's word as a name's word may be: behind its prefix letters, or its singular ("aids")."""
    return {f for r in readings(word) for f in (r, *_singulars(r))}


def things_said(words: list[str]) -> set[int]:
    """The things of ``things.tsv`` the message names by any of their names, a name's words in a row
    ("the hearing aid", "מכשיר השמיעה", "washing machines")."""
    by_opening = _things_by_opening()
    said: set[int] = set()
    for at, word in enumerate(words):
        for form in _forms(word):
            for thing, name in by_opening.get(form, ()):
                rest = words[at + 1 : at + len(name)]
                if len(rest) == len(name) - 1 and all(
                    n in _forms(w) for n, w in zip(name[1:], rest, strict=True)
                ):
                    said.add(thing)
    return said


def _stored_as(name_word: str, item_words: frozenset[str]) -> str | None:
    """The item's word that is this word of a thing's name: as spelt, behind a prefix, or its plural."""
    return _words_by_form(item_words).get(name_word)


@lru_cache(maxsize=1024)
def _words_by_form(item_words: frozenset[str]) -> dict[str, str]:
    """Each form of the items' words (``_forms``) to the first word holding it: read once for a set of
    words (the item index keeps each customer's), not once for every word of every name a message says
    (a customer of 3,600 repairs cost 390 ms a message)."""
    found: dict[str, str] = {}
    for word in item_words:
        for form in _forms(word):
            found.setdefault(form, word)
    return found


def things_named(words: list[str], item_words: frozenset[str]) -> set[str]:
    """The words of a customer's items that hold a thing the message names by another of its names:
    "the hearing aid" of an item stored as "מכשיר שמיעה Oticon", "מכונת הקפה" of "DeLonghi coffee
    machine". Every word of one of the thing's names must be in the item, so "aid" alone meets no
    מכשיר."""
    found: set[str] = set()
    for thing in things_said(words):
        for name in thing_names()[thing]:
            stored = [_stored_as(w, item_words) for w in name]
            if all(stored):
                found |= {f"word:{w}" for w in stored if w}
    return found


def names_of_things_said(words: list[str]) -> set[tuple[str, ...]]:
    """Every name of the things the message names: where an index of items looks for their holders."""
    return {name for thing in things_said(words) for name in thing_names()[thing]}


def most_words_met(words: list[str], found: dict[int, set[str]]) -> dict[int, set[str]]:
    """Of several holders, those whose jobs meet the most of the message's words: "the one with the burnt
    board" is the burnt controller board's, not the burnt motor's, whose job meets "burnt" alone."""
    if len(found) < 2:
        return found
    met: dict[int, int] = {}
    for customer_id, labels in found.items():
        own = frozenset(label.removeprefix("word:") for label in labels)
        met[customer_id] = sum(1 for word in words if linked_items([word], own))
    best = max(met.values())
    return {c: labels for c, labels in found.items() if met[c] == best}
