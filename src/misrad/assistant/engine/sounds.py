"""Sound keys of names: one key shared by a name's Hebrew and Latin spellings, and a Hebrew word's
skeleton without its vowel letters (``names`` indexes customers' names by both)."""

from __future__ import annotations

import re

# A rough sound key shared by Hebrew and Latin spellings of one name, so that "שרה מילר" finds
# "Sarah Miller", "Yossi Ben Hamo" finds "יוסי בן חמו" and "Rina Nahum" finds "רינה נחום": consonants
# only, vowel letters dropped. Letters that stand for two sounds give a key per reading: ו is a vowel
# (o, u) or v, and a Latin v is ו or ב; an initial י is a y ("Yaakov"), a final ה a silent vowel
# ("Sarah"); כ after the first letter sounds kh ("Michal"), as ch/kh do. An s between vowels is often a
# z ("Rosenberg" is "רוזנברג"), so z, ז and s share one key.
_HEBREW_SOUNDS = str.maketrans(
    {
        "א": "", "ב": "b", "ג": "g", "ד": "d", "ה": "h", "ו": "", "ז": "s", "ח": "h", "ט": "t", "י": "",
        "כ": "h", "ל": "l", "מ": "m", "נ": "n", "ס": "s", "ע": "", "פ": "p", "צ": "s", "ק": "k", "ר": "r",
        "ש": "s", "ת": "t",
    }
)  # fmt: skip
_LATIN_PAIRS = (
    ("sch", "s"), ("sh", "s"), ("ch", "h"), ("kh", "h"), ("th", "t"), ("ph", "p"), ("ck", "k"),
    ("tz", "s"), ("ts", "s"), ("qu", "k"),
    # a zh is ז' ("Zhurbin"); last, so a tz before an h stays a צ ("Yitzhak" is יצחק)
    ("zh", "z"),
)  # fmt: skip
_LATIN_SOUNDS = str.maketrans(
    {
        "a": "", "e": "", "i": "", "o": "", "u": "", "y": "", "w": "", "v": "b", "f": "p",
        "c": "k", "q": "k", "j": "g", "x": "ks", "z": "s",
    }
)  # fmt: skip


def _collapse(key: str) -> str:
    return "".join(c for i, c in enumerate(key) if i == 0 or c != key[i - 1])


def _latin_keys(word: str) -> set[str]:
    keys = _latin_keys_as_read(word.lower())
    if _HEARD_H.search(word.lower()):  # an h before a consonant may be heard ("Ahmad" is אחמד, "Rahman")
        keys |= _latin_keys_as_read(word.lower(), h_heard=True)
    if "j" in word.lower():  # a j is also a zh, as French and Russian names are written ("Jurbin" ז'ורבין)
        keys |= _latin_keys_as_read(word.lower().replace("j", "zh"))
    if "ch" in word.lower():  # a ch is also a k ("Michael" is מייקל, "Christine" כריסטין)
        keys |= _latin_keys_as_read(word.lower().replace("ch", "k"))
        # and a tsh, which Hebrew writes צ' ("Gurevich" is גורביץ', "Chernov" צ'רנוב)
        keys |= _latin_keys_as_read(word.lower().replace("ch", "tz"))
    if "ts" in word.lower():  # a t and an s apart, as Hebrew writes them ("Events" is איבנטס, "Roberts")
        keys |= {k.replace("_", "") for k in _latin_keys_as_read(word.lower().replace("ts", "t_s"))}
    if re.match(r"e[b-df-hj-np-tv-z]", word.lower()):  # an initial e is often a ye ("Evgeny" is יבגני)
        keys |= _latin_keys_as_read("y" + word.lower())
    # An initial i is often a yi of a Hebrew name's י ("Itzhak" is יצחק, "Israel" ישראל).
    if re.match(r"i[b-df-hj-np-tv-z]", word.lower()):
        keys |= _latin_keys_as_read("y" + word.lower())
    if re.search(r"qu[aeio]", word.lower()):  # a qu before a vowel is Hebrew's קו / קוו ("Aqua" אקווה)
        keys |= _latin_keys_as_read(re.sub(r"qu(?=[aeio])", "kv", word.lower()))
    if re.search(r"c(?=[eiy])", word.lower()):  # a c before e, i or y is an s ("Marcel" is מרסל)
        keys |= _latin_keys_as_read(re.sub(r"c(?=[eiy])", "s", word.lower()))
    if re.search(r"[aeiou]ge$", word.lower()):  # a closing -ge of French loans is ז' ("Garage", "Sportage")
        keys |= _latin_keys_as_read(word.lower()[:-2] + "z")
    if re.search(r"[aeiou]h$", word.lower()) and len(word) > 3:  # an Arabic final ח is heard ("Saleh" סאלח)
        keys |= {_collapse(k + "h") for k in _latin_keys_as_read(word.lower()[:-1])}
    unheard = _SILENT_G.sub("", word.lower())
    if unheard != word.lower():  # a silent g: "Design" is דיזיין, "Campaign" קמפיין, "Bright" ברייט
        keys |= _latin_keys_as_read(unheard)
    return keys


# An h between a vowel and a consonant: silent in "John", heard in "Ahmad" and "Mahmoud" (ח).
_HEARD_H = re.compile(r"(?<=[aeiou])h(?=[b-df-gj-np-tv-z])")
# A g before a closing n ("design", "sign"), a gh before a t or at the end ("bright", "night", "high").
_SILENT_G = re.compile(r"g(?=n(?![aeiouy]))|gh(?=t|$)")


def _latin_keys_as_read(word: str, h_heard: bool = False) -> set[str]:
    # An h after a vowel and before none is silent ("John", "Sarah"); before a vowel it is heard ("Nahum").
    word = re.sub(r"(?<=[aeiou])h(?![aeiouy])" if not h_heard else r"(?<=[aeiou])h$", "", word)
    for pair, sound in _LATIN_PAIRS:
        word = word.replace(pair, sound)
    head = "y" if word.startswith("y") else ""
    body = word[1:] if head else word
    keys = {_collapse(head + body.translate(_LATIN_SOUNDS))}
    if "v" in body:  # a v written for ו, which the Hebrew key drops
        keys.add(_collapse(head + body.replace("v", "").translate(_LATIN_SOUNDS)))
    if "w" in body:  # a w said as a v ("Weiss" is וייס, "Wolf" וולף), which the Hebrew ו's v-key has
        keys.add(_collapse(head + body.replace("w", "v").translate(_LATIN_SOUNDS)))
    return keys


def _hebrew_keys(word: str) -> set[str]:
    head = {"י": "y", "כ": "k"}.get(word[0], "")
    body = word[1:] if head else word
    body = body[:-1] if body.endswith("ה") and len(word) > 2 else body
    keys = {_collapse(head + body.translate(_HEBREW_SOUNDS))}
    # A ו read as v ("לוי" is Levi; first, a name's v or w: "וייס" is Weiss, "ויקטור" Victor).
    if "ו" in body:
        keys.add(_collapse(head + body.replace("וו", "ו").replace("ו", "b").translate(_HEBREW_SOUNDS)))
    if "כ" in body:  # after a consonant כ is a k ("מלכה" is Malka), after a vowel a kh ("מיכל" Michal)
        keys.add(_collapse(head + body.replace("כ", "ק").translate(_HEBREW_SOUNDS)))
    return keys


def sound_keys(token: str) -> tuple[str, set[str]] | None:
    """(script of the token, its sound keys), or None when the token is neither Hebrew nor Latin."""
    if token.isascii() and token.isalpha():
        return "en", _latin_keys(token)
    if token and all("\u05d0" <= c <= "\u05ea" for c in token):
        return "he", _hebrew_keys(token)
    return None


def skeleton(token: str) -> str:
    """Without the vowel letters; a short word keeps them, once each ("לווי" is "לוי"). A closing א is
    a closing ה: both write a final "a" ("עזרה" is "עזרא", "אוחנא" is "אוחנה")."""
    stripped = token.replace("ו", "").replace("י", "")
    if len(stripped) >= 3:
        return stripped[:-1] + "ה" if stripped.endswith("א") else stripped
    return re.sub(r"([וי])\1+", r"\1", token)


# Letters typed for one another: said alike (ח and ה for many speakers, ח and כ, ט and ת, כ and ק, ס and
# ש, א and ע) or drawn alike (ד and ר), so "אוהנה" is "אוחנה" and "עטיאס" is "אטיאס". A voiced consonant
# and its voiceless pair too (ד and ט, ג and ק, ב and פ): a surname is spelt as it is said, and a d, g or
# b is said voiceless at its end or before a voiceless sound ("פלטמן" for פלדמן, "אלמוק" for אלמוג).
_ALIKE = {
    "ח": "הכ", "ה": "ח", "כ": "חק", "ק": "כג", "ט": "תד", "ת": "ט", "ס": "ש", "ש": "ס", "א": "ע", "ע": "א",
    "ד": "רט", "ר": "ד", "ג": "ק", "ב": "פ", "פ": "ב",
}  # fmt: skip


def look_alikes(word: str) -> list[str]:
    """The word with one letter swapped for one said or drawn alike (``_ALIKE``)."""
    return [
        word[:i] + other + word[i + 1 :] for i, letter in enumerate(word) for other in _ALIKE.get(letter, "")
    ]


# A name of one or two consonants ("Odeh" עודה, "Eid" עיד, "Khoury" חורי, "Katz" כץ) shares its sound key
# with too many words to be found by it; its vowels, which Hebrew writes with ו and י, tell it apart: a
# key of its consonants and its vowels as Hebrew writes them (o/u/w as ו, i/y/ee as י, a and e unwritten).
def voiced_latin(word: str) -> str:
    """The Latin word's consonants and written vowels ("odeh" -> "od", "eid" -> "id", "khouri" -> "hori")."""
    word = re.sub(r"(?<=[aeiou])h$", "", word.lower())
    for pair, sound in _LATIN_PAIRS:
        word = word.replace(pair, sound)
    out: list[str] = []
    for run in re.findall(r"[aeiouwy]+|[^aeiouwy]+", word):
        if run[0] in "aeiouwy":
            out.append("o" if set(run) & set("ouw") else "i" if set(run) & set("iy") or "ee" in run else "")
        else:
            out.append(run.translate(_LATIN_SOUNDS))
    return _collapse("".join(out))


def voiced_hebrew(word: str) -> set[str]:
    """A Hebrew name word's consonants and its vowel letters (ו as o or v, י as i; א, ע and a final ה
    unwritten sounds), in every reading of its two-sound letters."""
    body = word[:-1] if word.endswith("ה") and len(word) > 2 else word
    found = {""}
    for at, letter in enumerate(body):
        options: tuple[str, ...]
        if letter == "ו":
            options = ("o", "b")
        elif letter == "י":
            options = ("i",)
        elif letter == "כ":
            options = ("k",) if at == 0 else ("h", "k")
        else:
            options = (letter.translate(_HEBREW_SOUNDS),)
        found = {head + option for head in found for option in options}
    return {_collapse(key) for key in found}
