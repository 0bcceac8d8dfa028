"""The three-letter root a Hebrew word is likely built on, so a verb meets its noun in the knowledge search.

Hebrew builds a verb's forms and its nouns on one root with letters around it: ש-ל-ם is לשלם, משלמים,
שילם and תשלומים; א-ס-ף is אספו, נאסף, לאסוף and איסוף; ת-ק-ף is תקפה and בתוקף. A question asks
"איך משלמים" where the item writes "תשלומים". A word's root is guessed without a dictionary: after its
prefix letters (``text.readings``), an ending of person, number or gender comes off (ים, ות, ה, ת, נו
...), then a letter that forms a binyan or a noun (מ, נ, ת, י, א, ה, הת ...), and the vowel letters ו
and י inside it; what is left counts only when it is exactly three letters. A word may give more than
one guess; each is a key of its own, marked so it never meets a word spelt that way ("√שלמ").

Guessing without a dictionary over-matches sometimes (חודשים and חדש both give ח-ד-ש), so the search
weighs a root's meeting below a word's own readings: it ranks a verb's item, it does not outvote a word.
"""

from __future__ import annotations

from functools import lru_cache

from misrad.assistant.engine.text import readings

ROOT_MARK = "√"
# Endings of person, number and gender (folded: final letters are ordinary ones), longest first.
_ENDINGS = ("יות", "ימ", "ות", "ית", "תי", "תמ", "תנ", "נו", "ה", "ת", "ו", "י")
# Letters that form a binyan's tense or a noun pattern before the root, longest first.
_FORMATIVES = ("הת", "מת", "נת", "ית", "תת", "את", "מ", "נ", "ת", "י", "א", "ה")
_HEBREW = frozenset("אבגדהוזחטיכלמנסעפצקרשת")


def _consonants(core: str) -> str:
    """The letters of a core without its vowel letters ו and י; when that leaves two, a י was the root's
    own (חיוב, מחייבים: ח-י-ב) and stays, once."""
    letters = core.replace("ו", "").replace("י", "")
    if len(letters) == 2:
        return core.replace("ו", "").replace("יי", "י")
    return letters


@lru_cache(maxsize=65536)
def roots(word: str) -> tuple[str, ...]:
    """The root keys (``√`` and three letters) a folded Hebrew word may be built on; none for a word of
    another script, or shorter than three letters."""
    if len(word) < 3 or not all(c in _HEBREW for c in word):
        return ()
    found: list[str] = []
    # The word and its reading without one prefix letter: a root guessed behind two ("מכינים" as
    # "מ+כ+ינים") is mostly a piece of another word. But "כש" (when, of כאשר) is one word of two letters,
    # and a verb follows it ("כשמקבלים", "וכשמבטלים"): behind it, the verb as if it had one prefix.
    for reading in dict.fromkeys((*readings(word)[:2], *_behind_when(word))):
        bodies = [reading] + [reading[: -len(e)] for e in _ENDINGS if reading.endswith(e)]
        for body in bodies:
            cores = [body] + [body[len(f) :] for f in _FORMATIVES if body.startswith(f)]
            for core in cores:
                # A lost ה is guessed behind a prefix letter or a formative one, not both ("ב|י|קורי").
                guess = body is not reading and (reading is word or core is body)
                found += [ROOT_MARK + letters for letters in _root_letters(core, guess)]
    return tuple(dict.fromkeys(found))


def _behind_when(word: str) -> tuple[str, ...]:
    """The word behind a leading "כש" or "וכש" and that reading without one more prefix letter."""
    for when in ("וכש", "כש"):
        if word.startswith(when) and len(word) - len(when) >= 3:
            return readings(word[len(when) :])[:2]
    return ()


def _root_letters(core: str, ended: bool) -> list[str]:
    """The three root letters a core may stand for. A root whose last letter is ה loses it before an
    ending (נקה, but מנקים, ניקוי, לנקות; גבה, but גבינו, לגבות, גובים): a core of two consonants left
    by an ending (``ended``) is also read with that ה, unless it starts with a vowel letter (then the
    formative guessed before it was part of another root: "מת|וקנים") or is one between them."""
    letters = _consonants(core)
    found = [letters] if len(letters) == 3 else []
    bare = core.replace("ו", "").replace("י", "")
    # A vowel letter between two consonants alone is a root whose middle letter is ו / י (מגיעים: ג-י-ע,
    # not ג-ע-ה).
    hollow = len(core) == 3 and core[1] in "וי"
    if ended and len(bare) == 2 and core[0] not in "וי" and bare[0] != "ה" and not hollow:
        found.append(bare + "ה")
    return found
