"""What a Hebrew verb form says, read from its root and the pattern around it, not from a list of forms.

Staff ask in every person, tense and binyan: "שילם", "ישלם", "תשלם", "משלמים", "ששילמה", "שלמה" (spelt
without the י) all ask whether someone paid; "שולם", "שולמו", "ישולם" whether something was paid. The
root comes from ``roots`` (prefix letters, endings, formative letters and vowel letters off); the voice
from where the letters sit around it:

- *passive*: a ו right after the root's first letter (pual: שולם, ישולם, מתוקן is not, נוקה), a הו / מו
  before it (hufal: הוחזר, מותקן), or a נ before a bare root (nifal past: נאסף, נמסרה; also "we will"
  in the future, so such a word is read both ways);
- *noun*: תשלום (ת before, ו before the last letter), תיקון / חיוב (י after the first, ו before the last),
  התקנה / החלפה (ה before and after);
- otherwise an active verb.

``verb_intents`` gives the intents a verb of the business's records speaks for: paying (ש-ל-ם) and
collecting money (ג-ב-ה) a customer's balance, or an invoice when something "was paid"; repairing
(ת-ק-ן), collecting (א-ס-ף), handing over (מ-ס-ר) and checking (ב-ד-ק) a repair. Nouns are the
lexicon's: the verb is what it does not list.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from misrad.assistant.engine.roots import ROOT_MARK, roots
from misrad.assistant.engine.text import readings

BALANCE, INVOICE, REPAIR = "customer_balance", "invoice_status", "repair_status"
# (active, passive) weights of the roots of the records' verbs; a weight of 2 names the intent beside a
# customer's name as the lexicon's own words do.
_VERBS: dict[str, tuple[dict[str, float], dict[str, float]]] = {
    "שלמ": ({BALANCE: 2.0}, {INVOICE: 1.5, BALANCE: 1.5}),
    "גבה": ({BALANCE: 2.0}, {BALANCE: 2.0}),
    "חיב": ({BALANCE: 2.0}, {BALANCE: 2.0}),
    "תקנ": ({REPAIR: 2.0}, {REPAIR: 2.0}),
    "אספ": ({REPAIR: 1.5}, {REPAIR: 2.0}),
    "מסר": ({REPAIR: 1.5}, {REPAIR: 2.0}),
    "בדק": ({REPAIR: 1.5}, {REPAIR: 1.5}),
    # A repair's own states as done to the thing: received in the lab (התקבל), cancelled (בוטל); the
    # active verbs are anyone's (a payment received, a visit we cancel: the cancellation policy).
    "קבל": ({}, {REPAIR: 1.5}),
    "בטל": ({}, {REPAIR: 1.5}),
}
_ENDINGS = "(?:ה|ו|ת|תי|תמ|תנ|נו|ימ|ות)?"


@dataclass(frozen=True)
class Form:
    root: str  # "√שלמ"
    passive: bool = False
    noun: bool = False


def _third(letter: str) -> str:
    # A root's last ה is mostly not written (נוקה, but ניקוי, מנוקים): it may be there, or a י / ו / ת.
    return "[היות]?" if letter == "ה" else letter


@lru_cache(maxsize=4096)
def _patterns(root: str) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """(passive, nifal, noun) patterns of a root's letters over a reading without prefix letters."""
    a, b, c = root[0], root[1], _third(root[2])
    passive = re.compile(f"^(?:[יתאנמ]?{a}ו{b}{c}|(?:הו|מו|יו|תו){a}{b}{c}){_ENDINGS}$")
    nifal = re.compile(f"^נ{a}{b}{c}(?:ה|ו)?$")
    # A noun writes a lost ה as י only in ניקוי's pattern: elsewhere "תגבו" (you will collect) is a verb.
    own = root[2]
    noun = re.compile(f"^(?:ת{a}{b}ו{own}|{a}י{b}ו{c}|{a}{b}י{own}ה|ה{a}{b}{own}ה|ה{a}{b}{own}ות){_ENDINGS}$")
    return passive, nifal, noun


@lru_cache(maxsize=4096)
def _built_on(root: str) -> re.Pattern[str]:
    """A word built on the root by a pattern the passive and noun patterns above leave out, over the word
    as typed (its ל, מ and ה are the pattern's, not prefix letters): an active verb's infinitive or
    participle (qal לאסוף / אוספים, piel לתקן, hifil להחליף / מזמינים) or a noun in its construct form
    or of the מ-ו pattern (החלפת, בדיקת, משלוח). A root's lost last ה shows as ות, ה, ים or ות (לחנות,
    חונה, מנקים), or as י / יי before the noun's ה (חניה, חנייה, הפניה). Not מ + the bare root: that is
    also a noun of place, far from its verb ("מעבדה" is a lab, "עובדים" are working)."""
    a, b, c = root[0], root[1], root[2]
    if c == "ה":
        body = f"ל(?:ה)?{a}{b}ות|{a}ו{b}(?:ה|ימ|ות)|מ{a}{b}(?:ה|ימ|ות)|(?:ה)?{a}{b}(?:י|יי)ה"
    else:
        body = (
            f"ל{a}{b}ו{c}|ל{a}{b}{c}|לה{a}{b}י{c}|{a}ו{b}{c}(?:ימ|ות|ת)?|מ{a}{b}י{c}(?:ימ|ות|ה)?"
            f"|ה{a}{b}{c}ת|{a}{b}י{c}ת|מ{a}{b}ו{c}(?:ימ|ות)?"
        )
    return re.compile(f"^(?:{body})$")


@lru_cache(maxsize=65536)
def patterned_roots(word: str) -> tuple[str, ...]:
    """The root keys a folded word is built on by a pattern of a binyan or a noun, not only by the letters
    left when its affixes are guessed off: "לחנות" (to park) and "חניה" (parking) are both ח-נ-ה by their
    patterns, so they are one thing asked and held; "ליד" or "לקוח" fit no pattern of the roots guessed
    for them. Behind at most one prefix letter ("ולהחליף")."""
    found = [f.root for f in analyse(word) if f.noun or f.passive]
    options = readings(word)[:2]
    found += [key for key in roots(word) if any(_built_on(key[1:]).match(r) for r in options)]
    return tuple(dict.fromkeys(found))


@lru_cache(maxsize=65536)
def analyse(word: str) -> tuple[Form, ...]:
    """The forms a folded Hebrew word may be of, one or two per root it may be built on."""
    forms: list[Form] = []
    options = readings(word)[:2]  # as in ``roots``: behind at most one prefix letter ("ששולמו")
    for key in roots(word):
        passive, nifal, noun = _patterns(key.removeprefix(ROOT_MARK))
        if any(noun.match(r) for r in options):
            forms.append(Form(key, noun=True))
        elif any(passive.match(r) for r in options):
            forms.append(Form(key, passive=True))
        elif any(nifal.match(r) for r in options):
            forms += [Form(key, passive=True), Form(key)]
        else:
            forms.append(Form(key))
    return tuple(dict.fromkeys(forms))


@lru_cache(maxsize=20_000)
def verb_intents(word: str) -> dict[str, float]:
    """The record intents a (folded) verb form speaks for, the strongest reading of each. Shared between
    calls (cached): callers read it, never change it."""
    found: dict[str, float] = {}
    for form in (*analyse(word), *_hitpael_past(word)):
        weights = _VERBS.get(form.root.removeprefix(ROOT_MARK))
        if weights is None or form.noun:
            continue
        for intent, weight in weights[form.passive].items():
            found[intent] = max(found.get(intent, 0.0), weight)
    return found


_HITPAEL = re.compile(rf"^הת(\w)(\w)(\w){_ENDINGS}$")


def _hitpael_past(word: str) -> tuple[Form, ...]:
    """A records' verb in the hitpael's past, which says what befell the thing ("התקבל", "התקבלה": was
    received): read as its passive. Only the records' roots: elsewhere the pattern is mostly reflexive."""
    found = (_HITPAEL.match(r) for r in readings(word)[:2])
    keys = {"".join(m.groups()) for m in found if m is not None}
    return tuple(Form(ROOT_MARK + k, passive=True) for k in keys if k in _VERBS)


def said_of_a_thing(word: str) -> bool:
    """A records' verb whose every reading is passive ("שולם", "שולמה", "תוקן"): something was paid or
    fixed, not someone who paid ("שילם"), so after an answer about one invoice it asks of that invoice."""
    readings_as_verbs = [f for f in analyse(word) if f.root.removeprefix(ROOT_MARK) in _VERBS and not f.noun]
    return bool(readings_as_verbs) and all(f.passive for f in readings_as_verbs)


@lru_cache(maxsize=4)
def _heads(function_words: frozenset[str]) -> tuple[str, ...]:
    hebrew = (w for w in function_words if len(w) >= 2 and not w.isascii())
    return tuple(sorted(hebrew, key=len, reverse=True))


def unglued(word: str, known: frozenset[str], function_words: frozenset[str]) -> tuple[str, ...]:
    """A word that is none of the ``known`` words, but a Hebrew function word glued to a known word or
    verb by a missing space ("עםהמחשב", "כמהחייבת"): the two words; else the word."""
    if len(word) < 5 or any(r in known for r in readings(word)) or verb_intents(word):
        return (word,)
    for head in _heads(function_words):
        rest = word[len(head) :]
        if not word.startswith(head) or len(rest) < 3:
            continue
        if any(r in known for r in readings(rest) if len(r) >= 3) or verb_intents(rest):
            return (head, rest)
    return (word,)


@lru_cache(maxsize=4096)
def _hifil(root: str) -> re.Pattern[str]:
    """The hifil of a root over a reading without prefix letters: its noun (התקנה, התקנת), participle
    (מתקין, מתקינים), infinitive (להתקין), past (התקין, התקנו) and future (יתקין). Not the bare ה of
    the past before the root, which the noun's pattern holds."""
    a, b, c = root[0], root[1], root[2]
    return re.compile(
        f"^(?:ה{a}{b}{c}(?:ה|ת|ות)|ה{a}{b}י{c}(?:ה|ו)?|ה{a}{b}{c}(?:תי|תמ|תנ|נו|ו)"
        f"|מ{a}{b}י{c}(?:ימ|ות|ה)?|לה{a}{b}י{c}|[יתאנ]{a}{b}י{c}(?:ו|ימ)?)$"
    )


@lru_cache(maxsize=65536)
def hifil_roots(word: str) -> tuple[str, ...]:
    """The root keys a folded word is built on in the hifil, a binyan of its own meaning: installing
    (להתקין, התקנה) is not repairing (לתקן, תיקון), nor inviting (להזמין) waiting (זמן)."""
    options = readings(word)[:2]
    return tuple(key for key in roots(word) if any(_hifil(key[1:]).match(r) for r in options))


def construct_forms(word: str) -> list[str]:
    """A noun's construct forms, which open a business's name: its final ה is a ת ("מכללה", "מכללת"), and
    a noun in -יה doubles its י before it in full spelling ("נגריה", "נגריית"; "מאפיה", "מאפיית")."""
    if word[-1] != "ה":
        return []
    forms = [word[:-1] + "ת"]
    if word.endswith("יה") and not word.endswith("ייה"):
        forms.append(word[:-1] + "ית")
    return forms


def family_surnames(word: str) -> list[str]:
    """The surnames a (folded, article-less) plural names a family by: "אבוטבולימ" the אבוטבול,
    "פרידמנימ" the פרידמן (folded, its final נ plain), "מזרחימ" the מזרחי (a surname's final י merges into
    the plural's). A stem under four letters is too often a noun's own plural ("הברקים", "הרכבים",
    "הגנים"), so the Cohens are not read so."""
    if not word.endswith("ימ") or len(word) < 6:
        return []
    stem = word[:-2]
    return [stem, stem + "י"]


def stored_forms(hebrew: str) -> tuple[str, ...]:
    """How a name holds a Hebrew (folded) word: as it is, with the article, and a noun in its construct
    form (אגודה as "אגודת הצופים", נגרייה as "נגריית", מחשבים as "מחשבי גלגלים")."""
    forms = [hebrew, "ה" + hebrew]
    if len(hebrew) >= 3:
        forms += construct_forms(hebrew)
    if hebrew.endswith("ימ") and len(hebrew) >= 5:  # folded: a plural's final ם is ימ
        forms.append(hebrew[:-1])
    return tuple(forms)


def singular_forms(word: str) -> list[str]:
    """A Hebrew (folded) noun's singular, as a name holds it in the plural or the construct: מחשבים and
    מחשבי (of מחשבי גלגלים) as מחשב, מכונות as מכונ, מכונת as מכונה."""
    if word.isascii() or len(word) < 4:
        return []
    found = construct_singulars([word])
    for ending in ("ימ", "ות", "י"):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            found.append(word[: -len(ending)])
    return found


def construct_singulars(words: tuple[str, ...] | list[str]) -> list[str]:
    """The other way round: a Hebrew noun in its construct form (עוגת יום הולדת, מכונת כביסה, מנורת לילה)
    as its singular, the final ת its ה."""
    return [w[:-1] + "ה" for w in words if len(w) >= 3 and w.endswith("ת") and not w.isascii()]
