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

from misrad.assistant.engine.text import fold, readings, tokens

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
    "oven": ("תנור", "oven", "stove", "כיריים"),
    "microwave": ("מיקרוגל", "microwave"),
    "tv": ("טלוויזיה", "טלויזיה", "tv", "television"),
    "water_heater": ("בוילר", "boiler", "heater"),
    "air_conditioner": ("מזגן", "מיזוג", "conditioner", "מזגנ", "ac", "aircon"),
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
    return kinds_in(words) | {f"word:{w}" for w in words if len(w) >= 3}
