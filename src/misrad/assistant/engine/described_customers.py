"""When a message names no one, the customer its other words describe (``descriptions``): "the lady with
the Bosch dishwasher, what's her number?", "כמה חייבים בהנשיאים 4?", "הקבלן מטייבה".

Only where a record is asked of (a record intent's words are there) and no customer was found by name,
phone, e-mail, invoice or a bound conversation; never for a question of how things are done or one in the
knowledge base's words ("how often does a hotel lift need an inspection?" names no customer). The words
read are those nothing else explained: not function words, not a record's or intent's own words ("phone",
"owe", "הלקוחה"), an item's kind word kept ("oven" names the Smeg's owner).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from itertools import pairwise
from typing import Any

from misrad.assistant.engine.descriptions import Described, Jobs, Keys, described, message_keys
from misrad.assistant.engine.entities import CARD_ENTITIES
from misrad.assistant.engine.everyday_words import english_as_such, everyday
from misrad.assistant.engine.evidence import RECORD_INTENTS, Evidence, word_hits
from misrad.assistant.engine.item_index import ItemIndex, word_keys
from misrad.assistant.engine.items import kinds_in
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.name_titles import TITLES
from misrad.assistant.engine.names import CustomerIndex, NameMatch
from misrad.assistant.engine.text import readings
from misrad.assistant.engine.thing_owners import definite

# A record is asked of when one record intent's words weigh this much ("number" 0.5, "owe" 3.0).
_ASKED = 0.5
# A question of how, why or what one should do asks for knowledge, whatever it names ("how often does a
# hotel lift need an inspection"); so does the price of a service ("how much to replace a battery", "כמה
# גובים על החלפת גוף חימום"), or what one needs to do or can do ("מה צריך להכין לפני שהמדביר מגיע",
# "הוועד יכול לשלם בהוראת קבע?"; not "צריך מייל", needing a card's field); "how much do they owe" asks
# a record.
_HOW_IT_IS_DONE = re.compile(
    r"(?:^|\s)(?:how (?:do|does|did|can|should|to|often|long|is|are)|why|should|what if|do you|does your|if"
    r"|how much (?:is|to|for|does it)|price|cost|איכ|כיצד|למה|מדוע|כדאי|אמ|אפשר|יכול|יכולה|יכולימ|מחיר|עלות"
    r"|כמה (?:עולה|עולימ|גובימ|לוקחימ|זה עולה)|צריכ ל\S+)(?=\s|$)"
)
_STREET_MARKS = frozenset(("on", "at"))
# Where one is ("our customer in Lod"), not where one goes ("is the technician coming to Haifa").
_PLACE_MARKS = frozenset(("in", "from", "at"))
# The prefix letters of "in"/"from" a town (and "and"/"that" before them): not ל, "to" it.
_IN_OR_FROM, _BEFORE_THEM = frozenset("במ"), frozenset("וש")
_STREET_AFTER = frozenset(("st", "street", "rd", "road", "ave", "avenue", "blvd"))
_STREET_WORDS = frozenset(("רחוב", "רח", "שדרות", "שד"))
_HOUSE_DIGITS = 4
# Capitalised Latin words (one, or a run of them) not opening the message or a sentence: a brand, a
# street's name, or a person's.
_CAPITALISED = re.compile(r"(?<=[^\s.!?]\s)[A-Z][A-Za-z]+(?:\s[A-Z][A-Za-z]+)*")
_VERBAL_NOUN = 5  # letters of a construct verbal noun: ה, three root letters, ת
# A word of an intent's own this strongly is what is asked, not who ("number" 0.5 is still asked).
_INTENT_WORD = 0.5


def customers_described(
    evidence: Evidence,
    text: str,
    index: CustomerIndex | None,
    item_owners: Callable[..., Any] | None,
    has_bound_customer: bool,
) -> None:
    """``evidence.names`` becomes the customers the message describes, when it names none (``text``: the
    message as written, its capitals); or, of several owners of the thing it asks about, the ones its
    place or other words describe ("the fridge of the customer in Nazareth"); or, for a name heard in the
    town said of the one asked about ("הלקוח מנוף הגליל" of "מסעדת הגליל"), the customers of that town."""
    if index is None or has_bound_customer or not _asks_a_record(evidence):
        return
    # A town said of the one asked about ("הלקוח מקריית גת", "our customer in Tiberias"), with the address
    # words it is.
    owners = _several_owners(evidence)
    named = _identified(evidence) and not owners
    if named and not _heard_in_a_town(evidence, index):
        return
    placed = _towns_of_the_one(evidence.words, index)
    if named and not _named_by_the_town(evidence, placed):
        return
    found = _description(evidence, text, index, item_owners, placed)
    ids = tuple(i for i in found.customer_ids if not owners or i in owners)
    if not ids or (owners and len(ids) == len(owners)):
        return  # nobody, or the description tells none of the owners apart
    # The words that met their records are explained; the others are left to tell other matters.
    evidence.names = NameMatch(customer_ids=ids, text="", matched_words=0, exact=len(ids) == 1, score=0.0)
    evidence.described_by = found.words


def _description(
    evidence: Evidence,
    text: str,
    index: CustomerIndex,
    item_owners: Callable[..., Any] | None,
    placed: dict[str, frozenset[str]],
) -> Described:
    """The customers the message's unexplained words describe; a town said of the one asked about is read
    as that town, everyday words and all ("באר שבע", "ראשון לציון"), even where a name was heard in it
    ("הלקוח מכפר תבור"), and when nothing else finds anyone, or several owners of the thing were found,
    its few customers are those meant."""
    # A name's words that found nobody ("who is Natalie Katz") are that name's, no description.
    said = {w for w, _ in evidence.names.mentions} if evidence.names is not None else set()
    unexplained = [w for w in _unexplained(evidence.words) if w not in said or w in placed]
    phrased = _said_as_a_card_says(evidence.words, unexplained, index)
    words = _described_by(unexplained, phrased | placed.keys(), text)
    for word, town in placed.items():
        if word in words:  # a Latin town is the address words it sounds as
            direct, indirect = words[word]
            words[word] = (direct | town, indirect - town)
    if not words:
        return Described((), frozenset())
    # The items index beside the name index: the owners' method is bound to it (``chat``).
    jobs: Jobs | None = getattr(item_owners, "__self__", None)
    jobs_index = jobs if isinstance(jobs, ItemIndex) else None
    gathering = phrased | _gathering(evidence.words, text, index, words.keys())
    found = described(words, index.described, jobs_index, len(index.names), gathering)
    towns_said = frozenset(placed) & words.keys()
    if towns_said and (
        _several_owners(evidence) or _named_by_the_town(evidence, placed) or not found.customer_ids
    ):
        found = described(words, index.described, jobs_index, len(index.names), gathering | towns_said)
    return found


def _gathering(
    words: list[str], text: str, index: CustomerIndex, describing: Iterable[str]
) -> frozenset[str]:
    """Only a word said of a particular one finds whom ("the Bosch dishwasher", "הקבלן", "on Hadekel st",
    "בויצמן 14"), not one said of things in general ("how much to replace a scooter battery", "כמה מחכים
    לטכנאי מזגנים"); a town alone names nobody (``places``): it weighs for those found."""
    towns = index.places.towns
    particular = _particular(words, text, index)
    return frozenset(w for w in describing if w in particular and not towns.intersection(readings(w)))


def _heard_in_a_town(evidence: Evidence, index: CustomerIndex) -> bool:
    """Every word of the name that found someone is a town's word (read before anything else is)."""
    names = evidence.names
    return bool(names and names.mentions and all(_town(w, index) for w, _ in names.mentions))


def _named_by_the_town(evidence: Evidence, placed: dict[str, frozenset[str]]) -> bool:
    """The customers found by name were found by words of the town said ("מנוף הגליל")."""
    names = evidence.names
    return bool(
        names and names.customer_ids and names.mentions and all(w in placed for w, _ in names.mentions)
    )


def _described_by(unexplained: list[str], phrased: frozenset[str], text: str) -> dict[str, Keys]:
    """The words that may describe, with their keys: not an everyday one ("לא", "בבית", "אחרי":
    ``everyday_words``) unless ``phrased``; a common English word capitalised as a name ("Avi Gross's
    committee") is a name heard by its sound, as "lab" is not."""
    heard = phrased | {w.lower() for m in _CAPITALISED.finditer(text) for w in m.group(0).split()}
    return {
        w: message_keys(w, word_keys(w), heard=w in heard)
        for w in unexplained
        if w in phrased or not everyday(w)
    }


def _said_as_a_card_says(words: list[str], unexplained: list[str], index: CustomerIndex) -> frozenset[str]:
    """An everyday word said beside another as a card holds them ("הלקוחה שעברה לחולון" of a card's "עברה
    לחולון", "Avi Gross" of "אבי גרוס"): alone such a word meets a card by chance (``everyday``, a common
    English word by its sound), beside the card's next word it does not; the pair finds whom. A town's two
    words ("לכפר סבא") are said of a place, of nobody in particular (``places``)."""
    towns = index.places.towns
    found: set[str] = set()
    for pair in pairwise(words):
        # One everyday word beside one that is not: two everyday words are an everyday phrase ("מיני מרכזי").
        if not set(pair) <= set(unexplained) or sum(map(_common, pair)) != 1:
            continue
        if all(towns.intersection(readings(w)) for w in pair):
            continue
        keys = [frozenset().union(*message_keys(w, word_keys(w), heard=True)) for w in pair]
        if index.described.in_a_row(*keys):
            found.update(pair)
    return frozenset(found)


def _common(word: str) -> bool:
    return everyday(word) or english_as_such(word)


def _asks_a_record(evidence: Evidence) -> bool:
    """A record's words are there and the knowledge base's do not outweigh them, and it is no question
    of how things are done."""
    record = max(evidence.scores.get(i, 0.0) for i in RECORD_INTENTS)
    knowledge = evidence.scores.get("knowledge", 0.0)
    return record >= _ASKED and knowledge < max(record, 1.5) and not _HOW_IT_IS_DONE.search(evidence.folded)


def _particular(words: list[str], text: str, index: CustomerIndex) -> set[str]:
    """The words said of a particular one: beside a definite word (the article, "the"/"that") or beside one
    ("the Stannah lift lady", "המקרר סמסונג", "הלקוחה שעברה"), a name-like capitalised word not opening a
    sentence ("Bosch"), a street's words (after "on"/"at", before "st" or a house number, after "רחוב")."""
    found: set[str] = set()
    streets: set[str] = set()
    for at, word in enumerate(words):
        if definite(words, at) and not _a_verbal_noun(word):
            found.update(words[max(0, at - 1) : at + 2])
        before, after = words[max(0, at - 2) : at], words[at + 1 : at + 2]
        # "on"/"at" before an address's word ("on Hadekel"), not any word ("advance on new orders").
        if _STREET_MARKS.intersection(before) and index.places.words(word):
            streets.add(word)
        if any(r in _STREET_WORDS for w in before[-1:] for r in readings(w)):
            streets.add(word)
        house = after and (
            after[0] in _STREET_AFTER or (after[0].isdigit() and len(after[0]) <= _HOUSE_DIGITS)
        )
        if house and index.places.words(word):  # "Gad Machnes 8", "בויצמן 14"; not a code's "kt 3120"
            streets.add(word)
    # Capitalised words: a brand ("Bosch") or a street; two in a row not at a street are a person's full
    # name, which the name index did not find ("does Sophie Katz owe anything"): no one's description.
    for match in _CAPITALISED.finditer(text):
        said = match.group(0).lower().split()
        if len(said) == 1 or streets.intersection(said):
            found.update(said)
    return found | streets


def _towns_of_the_one(words: list[str], index: CustomerIndex) -> dict[str, frozenset[str]]:
    """The words of a town said of the one asked about, each with the address words it is: beside a
    definite word ("הלקוח מטבריה", "המפעל בדימונה", "the customer in Lod") or after "in"/"from"/"at" in a
    message saying "our" or "the" ("our customer in Tiberias"); a town's next word too ("מבאר שבע")."""
    pointed = "the" in words or "our" in words
    found: dict[str, frozenset[str]] = {}
    for at, word in enumerate(words):
        before = words[max(0, at - 2) : at]
        if before[-1:] == ["של"]:
            continue  # where the owner stands, a name ("היתרה של rina" is רינה's, not Ra'anana's)
        said_of_one = any(definite(words, i) for i in range(max(0, at - 2), at))
        if said_of_one or (pointed and _PLACE_MARKS.intersection(before)) or (before and before[-1] in found):
            town = _town(word, index)  # looked up only where a place may be said (a Latin one by sound)
            if town:
                found[word] = town
    return found


def _town(word: str, index: CustomerIndex) -> frozenset[str]:
    """The town words of the addresses a message word is (a Latin one by its sound or English name)."""
    towns = index.places.towns
    if word.isascii():
        return frozenset(towns.intersection(index.places.words(word))) if len(word) >= 3 else frozenset()
    said = {word, word[1:] if word[0] in _IN_OR_FROM else ""}
    said.add(word[2:] if word[0] in _BEFORE_THEM and word[1:2] in _IN_OR_FROM else "")
    return frozenset(towns.intersection(said - {""}))


def _several_owners(evidence: Evidence) -> frozenset[int]:
    """The owners of the thing asked about (``thing_owners``) when there are several, else none."""
    names = evidence.names
    if names is None or names.text or names.matched_words or len(names.customer_ids) < 2:
        return frozenset()
    return frozenset(names.customer_ids) if evidence.items else frozenset()


def _a_verbal_noun(word: str) -> bool:
    """A Hebrew verbal noun in its construct form ("החלפת", "התקנת"): its ה is no article."""
    return len(word) == _VERBAL_NOUN and word[0] == "ה" and word[-1] == "ת"


def _identified(evidence: Evidence) -> bool:
    """Someone or something is found otherwise: a customer by name (a name that found nobody, "מהוד
    השרון" read as one, leaves the words to describe), a phone, an e-mail, an invoice, a job's number."""
    names = evidence.names
    if names is not None and (names.customer_ids or names.nobodys):
        return True
    return (
        evidence.invoice
        or evidence.repair_id is not None
        or any(e.type in CARD_ENTITIES for e in evidence.entities)
    )


def _unexplained(words: list[str]) -> list[str]:
    # A title ("Dr.", ד"ר) is said of a person, not of their card: notes that mention a doctor ("אחות של
    # ד"ר סאמר") describe no one the message titles (session 54: "Dr. Yaron Peretz" listed two clinics).
    return [
        w for w in dict.fromkeys(words)
        if w not in STOPWORDS and w not in TITLES and len(w) > 1 and not any(c.isdigit() for c in w)
        and (kinds_in([w]) or max(word_hits(w).values(), default=0.0) < _INTENT_WORD)
    ]  # fmt: skip
