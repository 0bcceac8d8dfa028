"""A customer asked about by a name no card holds ("כמה חייב אבי מזרחי", "a customer called Joan Whitfield?"):
the name, as typed, is reported with no customer linked, so the answer says no customer has it.

A word no dictionary holds is as often slang ("אחלה סבבה") or a slip as a name, and Hebrew names are
often words too ("אבי", "אלון"); session 49 read any such pair as a name and broke follow-ups and
message openings. So a run of words is a name nobody has only where the sentence's grammar puts a name:

- right after a word that introduces one (``_NAMING``: "בשם", "called", "named", "by the name of"; or,
  weaker, a customer's or a title's word, "לקוח", "Mrs."), or
- in the name slot of a balance or look-up ask, the record's word or preposition on one side ("כמה חייב
  <X>", "the balance of <X>", "<X> owes") and every other word of its clause known, or
- as the subject of a verb of speaking that opens a clause ("<X> התקשר", "<X> says she paid"): staff
  report who called or what someone said, of anyone, customer or not; two words at least, one of them
  no common word (Hebrew) or capitalised (English).

Its words are no word of the language the engine knows (the lexicon, function words, records' verbs, the
trade's items, towns), not a slip or sound of some customer's name word (a known customer typed with a
slip keeps its answer), and at least one of them is no common word (Hebrew) or the run is capitalised
(English, where capitals mark names). With a customer bound and a pronoun said, only an introduced name
counts: "and her phone?" speaks of the bound customer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from misrad.assistant.engine.common_english import common_word
from misrad.assistant.engine.entities import Entity
from misrad.assistant.engine.everyday_words import english_as_such, everyday
from misrad.assistant.engine.evidence import as_it_stands, hebrew_known, in_lexicon, word_hits
from misrad.assistant.engine.items import kinds_in
from misrad.assistant.engine.lexicon import PRONOUNS, STOPWORDS
from misrad.assistant.engine.morphology import verb_intents
from misrad.assistant.engine.name_titles import BUSINESS_WORDS, PLACE_KINDS, TITLES
from misrad.assistant.engine.names import CustomerIndex, NameMatch
from misrad.assistant.engine.places import places_said
from misrad.assistant.engine.text import fold, readings, tokens

# Words that say a name follows: strong ones introduce any name-like run ("בשם דני", "called Dana").
_NAMING = frozenset(fold(w) for w in ("בשם", "ששמו", "ששמה", "שמו", "שמה", "called", "named", "name"))
# Weaker: a customer's word or a title before a name ("לקוחה אסנת דהרי", "Mrs. Wren"): a rare word needed.
# A Hebrew customer's word is as often followed by what they did ("לקוח ביטל שעתיים לפני"): only "בשם".
_CUSTOMER_WORDS = frozenset(("customer", "client", "mr", "mrs", "ms"))
# Prepositions that take a customer in a record's ask ("היתרה של <X>", "balance for <X>").
_TAKES_A_NAME = frozenset(fold(w) for w in ("של", "עבור", "אצל", "for", "of", "about"))
# The Hebrew predicate of owing said after its subject ("<X> חייב לנו?"); a record's noun after a run is
# as often the object of a verb the run ends with ("<X> סגר חוב?").
_OWES = frozenset(fold(w) for w in ("חייב", "חייבת", "חייבים", "חייבות"))
_STRONG = 1.5  # a record word this heavy takes a name after it ("חייב", "היתרה"; not "כמה")
# English auxiliaries before a subject whose record verb follows it ("how much does <X> owe").
_AUXILIARIES = frozenset(("does", "did", "is", "has", "was"))
_ASKS = frozenset(("customer_balance", "customer_lookup"))
_TOKEN = re.compile(r"[^\W\d_][\w'’\-\"״׳]*")
_BREAK = re.compile(r"[,.?!;:\n()]|\s[-–—]\s")
_LONGEST = 3  # a person's or a business's name said in at most this many words


@dataclass(frozen=True)
class _Word:
    typed: str
    folded: str
    start: int
    end: int
    breaks_before: bool  # a clause's mark between this word and the one before it
    parts: tuple[str, ...] = ()  # its tokens as the name index reads them ("בן-דוד": בנ, דוד; no "'s")


def _words(text: str) -> list[_Word]:
    found: list[_Word] = []
    last = 0
    for match in _TOKEN.finditer(text):
        gap = text[last : match.start()]
        typed = match.group(0)
        parts = tuple(t for t in tokens(typed) if t != "s") or (fold(typed),)
        found.append(_Word(typed, parts[0], match.start(), match.end(), bool(_BREAK.search(gap)), parts))
        last = match.end()
    return found


def name_nobody_has(
    text: str, index: CustomerIndex | None, names: NameMatch | None, has_bound_customer: bool
) -> tuple[NameMatch, Entity] | None:
    """The name no card holds that ``text`` asks about, with its entity as typed; None when it names no
    such one, or when ``names`` (the customers its words met) already holds it in full."""
    if index is None or (names is not None and (not names.customer_ids or _in_full(names))):
        return None
    if names is not None and len([t for t, _ in names.mentions if not _function_word(t)]) > 1:
        return None  # two words of some name said: theirs, or a question between them (``names``)
    words = _words(text)
    towns = frozenset(w for place in places_said([w.folded for w in words]) for w in place)
    run = _introduced(words, index, towns)
    if run is not None and names is not None and not _holds(run, names, rare_needed=False):
        run = None
    if run is None:
        run = _in_the_ask(words, index, towns, has_bound_customer) or _speaking(words, index, towns)
        if run is None:
            return None
        # a person's first name before a business's word is no word of that business: "פנינה גבאי" is
        # not "גבאי ושות'", however common a word "פנינה" is
        if names is not None and not _holds(run, names, rare_needed=not _a_business(names, index)):
            return None
    typed = _without_possessive(text[run[0].start : run[-1].end])
    folded = " ".join(fold(w) for w in typed.split())
    mentions = tuple((w.folded, w.folded) for w in run)
    found = NameMatch((), folded, len(run), False, 0.0, mentions, nobodys=True)
    return found, Entity("customer_name", typed, raw=folded)


_IN_FULL = 0.84  # the cover of a name said in full (``names``): its customer is meant, slips and all


def _in_full(names: NameMatch) -> bool:
    """A customer's name said in full by words of a name: a pronoun heard as one ("she" as שני) says none."""
    return names.score >= _IN_FULL and not any(_function_word(typed) for typed, _ in names.mentions)


def _function_word(folded: str) -> bool:
    return folded in STOPWORDS or folded in PRONOUNS


def _holds(run: list[_Word], names: NameMatch, rare_needed: bool) -> bool:
    """The run holds every word the partial match met ("אבי" of "אבי מזרחי" beside an אבי כהן)."""
    said = {part for w in run for part in w.parts}
    if not all(typed in said or _function_word(typed) for typed, _ in names.mentions):
        return False
    matched = {typed for typed, _ in names.mentions}
    rest = [w.folded for w in run if matched.isdisjoint(w.parts)]
    return bool(rest) and (not rare_needed or all(w.isascii() or not _a_word(w) for w in rest))


def _a_business(names: NameMatch, index: CustomerIndex) -> bool:
    """The one card the partial match met is a business's: its name holds a word of a kind of business or
    of a company's form ("ושות'", "בע\"מ", "משרד עורכי דין"; ``name_titles.BUSINESS_WORDS``)."""
    if len(names.customer_ids) != 1:
        return False
    return not BUSINESS_WORDS.isdisjoint(tokens(index.names.get(names.customer_ids[0], "")))


def _without_possessive(typed: str) -> str:
    return re.sub(r"['’]s?$", "", typed.strip("\"'״׳"))


def _name_like(word: _Word, towns: frozenset[str]) -> bool:
    """A word that may be a name's: no function word, lexicon word, records' verb, item or town; in Latin
    letters, capitalised."""
    folded = word.folded
    if len(folded) < 2 or folded in STOPWORDS or folded in PRONOUNS or folded in towns:
        return False
    if folded in _NAMING or folded in _CUSTOMER_WORDS or any(c.isdigit() for c in word.typed):
        return False
    if folded.isascii() != word.typed.isascii():
        return False
    if folded.isascii() and not word.typed[0].isupper():
        return False
    if _REFLEXIVE_VERB.fullmatch(folded):
        return False
    return not (in_lexicon(folded) or verb_intents(folded) or kinds_in([folded]) or _titled(folded))


# A Hebrew verb of the reflexive pattern (hitpa'el: "התקשרה", "מתעניין"), said right after a name ("בשם
# מיכל לוי התקשרה"): its prefix and three or four root letters, and a person's ending; no name's shape.
_REFLEXIVE_VERB = re.compile(r"[וש]?(?:הת|מת)[א-ת]{3,4}(?:ה|ו|תי|נו|ת|ים|ות)?")


def _titled(folded: str) -> bool:
    """A title, behind its prefix letters too ("למר", "ד\"ר"), or a kind of place: never a name's word."""
    return folded in PLACE_KINDS or any(r in TITLES for r in readings(folded.strip(".")))


def _a_word(folded: str) -> bool:
    """A Hebrew word of the language: among the commonest, or one the engine reads as it stands (a known
    word behind its prefixes, a plural, a form a binyan builds on a root)."""
    return everyday(folded) or as_it_stands(folded, hebrew_known()[2])


def _run(words: list[_Word], start: int, towns: frozenset[str]) -> list[_Word]:
    """The name-like words from ``start`` on, in one clause and one script, at most ``_LONGEST``."""
    run: list[_Word] = []
    for word in words[start : start + _LONGEST]:
        if (run and word.breaks_before) or not _name_like(word, towns):
            break
        if len(run) >= 2 and not word.folded.isascii() and everyday(word.folded):
            break  # a common word after two is the sentence going on ("בשם דנה וולך אומרת ...")
        if run and word.folded.isascii() != run[0].folded.isascii():
            break
        run.append(word)
    return run


def _nobodys(run: list[_Word], index: CustomerIndex, rare_needed: bool) -> bool:
    """A run no customer's name holds: one word of it at least is no name word, no slip of one and no
    sound of one (nor is any part of it between hyphens); ``rare_needed``: a Hebrew run ends in no common
    word (a surname; its first name may be a word: "אבי", "נורית") and is not all words of the language."""
    if not run or not any(_no_name_word(w, index) for w in run):
        return False
    if not rare_needed or run[0].folded.isascii():
        return True
    return not everyday(run[-1].folded) and not all(_a_word(w.folded) for w in run)


def _no_name_word(word: _Word, index: CustomerIndex) -> bool:
    return not any(index.may_be_a_name_word(part) for part in word.parts)


def _introduced(words: list[_Word], index: CustomerIndex, towns: frozenset[str]) -> list[_Word] | None:
    """The run right after a word that introduces a name ("בשם", "called", "by the name of", "לקוחה")."""
    for at, word in enumerate(words):
        strong = word.folded in _NAMING
        if not strong and word.folded not in _CUSTOMER_WORDS and not _latin_title(word):
            continue
        start = at + 1
        if word.folded == "name" and start < len(words) and words[start].folded in ("of", "is"):
            start += 1
        elif word.folded == "name":
            continue
        while start < len(words) and _latin_title(words[start]):  # "customer Dr. Yaron Peretz"
            start += 1
        run = _run(words, start, towns)
        # a title's abbreviation dot ("Dr. Yaron") ends no clause
        opens = run and (not run[0].breaks_before or _latin_title(words[start - 1]))
        if opens and _nobodys(run, index, rare_needed=not strong):
            return run
    return None


def _latin_title(word: _Word) -> bool:
    """A title typed in Latin letters ("Dr.", "Prof"), which says a person's name follows, as "Mrs." does."""
    return word.typed.isascii() and word.folded in TITLES


def _in_the_ask(
    words: list[_Word], index: CustomerIndex, towns: frozenset[str], has_bound_customer: bool
) -> list[_Word] | None:
    """The run in the name slot of a balance or look-up ask, every other word of its clause known."""
    at = 0
    while at < len(words):
        run = _run(words, at, towns)
        if not run:
            at += 1
            continue
        end = at + len(run)
        if _a_name_slot(words, at, end, has_bound_customer) and _nobodys(run, index, rare_needed=True):
            return run
        at = end
    return None


def _a_name_slot(words: list[_Word], start: int, end: int, has_bound_customer: bool) -> bool:
    run = words[start:end]
    hebrew = not run[0].folded.isascii()
    if hebrew and len(run) < 2:
        return False  # one Hebrew word is as often a word no list holds as a name
    before = words[start - 1] if start and not run[0].breaks_before else None
    after = words[end] if end < len(words) and not words[end].breaks_before else None
    if not hebrew and len(run) < 2 and (before is None or english_as_such(run[0].folded)):
        return False  # a capital at a sentence's start marks no name, nor one on a common word ("Health")
    taken = (before is not None and (before.folded in _TAKES_A_NAME or _asks(before.folded, _STRONG))) or (
        after is not None and (_asks(after.folded) if not hebrew else after.folded in _OWES)
    )
    clause = _clause(words, start, end)
    if not taken or _asked(clause) < _STRONG:
        return False  # "כמה עולה התאמה של עדשות מגע": a price, no one's account
    if has_bound_customer and any(w.folded in PRONOUNS for w in clause):
        return False  # "and her balance?": the bound customer's
    return all(_known(w.folded) for w in clause if w not in run)


# Verbs of speaking, calling or asking, said right after their subject (a closed class of the trade's
# reports: "X called", "X אומרת ש..."); the run before one that opens a clause is a person.
_SPEAKS = frozenset(
    fold(w)
    for w in (
        *("התקשר", "התקשרה", "אומר", "אומרת", "אמר", "אמרה", "שאל", "שאלה", "שואל", "שואלת", "רוצה"),
        *("ביקש", "ביקשה", "מבקש", "מבקשת", "טוען", "טוענת", "כתב", "כתבה", "שלח", "שלחה", "צלצל", "צלצלה"),
        *("called", "calls", "phoned", "rang", "says", "said", "asked", "asks", "wants", "wanted"),
        *("claims", "wrote", "emailed", "texted", "messaged"),
    )
)


def _speaking(words: list[_Word], index: CustomerIndex, towns: frozenset[str]) -> list[_Word] | None:
    """The run of two words or more that opens a clause as the subject of a verb of speaking."""
    for at, word in enumerate(words):
        if at and not word.breaks_before:
            continue
        run = _run(words, at, towns)
        end = at + len(run)
        spoken = end < len(words) and not words[end].breaks_before and words[end].folded in _SPEAKS
        if len(run) < 2 or not spoken:
            continue
        # the verb is evidence enough for a surname that is a word ("יונתן ברק"); not for a run of
        # everyday words ("בחור פה שואל")
        rare = run[0].folded.isascii() or _a_first_name(run)
        if rare and _nobodys(run, index, rare_needed=False):
            return run
    return None


def _a_first_name(run: list[_Word]) -> bool:
    """A Hebrew run that opens with no everyday word (a first name: "יונתן", not "הילד", "בחור") and holds
    no short everyday one ("בחור פה שואל": "here" is no surname)."""
    return not everyday(run[0].folded) and not any(len(w.folded) <= 2 and everyday(w.folded) for w in run)


def _clause(words: list[_Word], start: int, end: int) -> list[_Word]:
    first = start
    while first > 0 and not words[first].breaks_before:
        first -= 1
    last = end
    while last < len(words) and not words[last].breaks_before:
        last += 1
    return words[first:last]


# The card's fields a look-up asks ("מה הטלפון של <X>"): as strong as a balance's word.
_CARD_FIELDS = frozenset(
    fold(w)
    for w in ("טלפון", "הטלפון", "מייל", "המייל", "כתובת", "הכתובת", "phone", "email", "e-mail", "address")
)


def _asked(clause: list[_Word]) -> float:
    """How strongly the clause asks a balance or a card."""
    fields = _STRONG if any(w.folded in _CARD_FIELDS for w in clause) else 0.0
    weights = [weight for w in clause for intent, weight in word_hits(w.folded).items() if intent in _ASKS]
    return fields + sum(weights)


def _asks(folded: str, least: float = 0.0) -> bool:
    return any(weight > least for intent, weight in word_hits(folded).items() if intent in _ASKS)


def _known(folded: str) -> bool:
    """A word of the language the engine or the dictionaries know."""
    if folded in STOPWORDS or folded in PRONOUNS or folded in _AUXILIARIES or word_hits(folded):
        return True
    if folded.isascii():
        return common_word(folded)
    return _a_word(folded) or in_lexicon(folded) or bool(verb_intents(folded))
