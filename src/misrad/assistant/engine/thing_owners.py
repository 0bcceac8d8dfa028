"""Whose is the thing a message asks about when it names no one: "any news on the forklift?", "מה עם
מכונת הקפה?", "is the fridge ready?". The items index (``item_index``) tells which customers' repairs hold
it: one owner is the customer asked about, a few are named back in the question "which of them?".

Only a thing said as a particular one ("the forklift", "המלגזה"): "a good coffee machine", "my hearing aid"
or "how often should the filter be changed" ask about things in general, which the knowledge base answers.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from misrad.assistant.engine.cues import asks_for_advice_on_getting, asks_for_an_errand, asks_how_a_thing_is
from misrad.assistant.engine.evidence import RECORD_INTENTS, Evidence, word_hits
from misrad.assistant.engine.items import kinds_in
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.model_codes import model_codes
from misrad.assistant.engine.morphology import verb_intents
from misrad.assistant.engine.names import NameMatch
from misrad.assistant.engine.own_items import ItemsOf
from misrad.assistant.engine.text import readings

# The customers whose repairs hold what the words name (else of the kinds), each with the labels of
# their items that were met (``items.item_labels``); None when too many do to name them.
ItemOwners = Callable[[list[str], set[str]], dict[int, set[str]] | None]

# A question of how, why or what one should do asks for knowledge, whatever thing it names.
# So does one put to the business itself ("do you collect...", "אתם אוספים...") or about a case ("if the
# technician repairs it, ...", "אם ..."): what it does for anyone, not how one thing of a customer's is.
_ASKS_FOR_KNOWLEDGE = re.compile(
    r"(?:^|\s)(?:how|why|should|can i|do i|what if|do you|does your|if|איכ|כיצד|למה|מדוע|כדאי|צריכ|אפשר"
    r"|אתמ|אמ)(?=\s|$)"
)
_POINTING = frozenset(("the", "this", "that"))
# A thing described: a pointing word or a definite noun, then a relative clause (Hebrew's glued ש).
_DESCRIBED = re.compile(
    r"(?:^|\s)(?:ה[א-ת]{2,}|זה|זו|זאת|אלה|אלו)\s+ש[א-ת]{2,}"
    r"|(?:^|\s)the (?:[a-z]+ ){0,2}?(?:that|which|where|whose|with)(?=\s)"
)
_INVOICE_WORD = re.compile(r"invoice|receipt|bill|חשבונ|קבלה|inv\b")
# A message of this many words that may name a thing, and nothing else, asks about the thing alone.
_ALONE = 2
# A word this strongly of a record's own ("status", "ready", "תיקון") is what is asked, not the thing.
_RECORD_WORD = 1.0


def _thing_words(evidence: Evidence) -> list[str]:
    """The words that may name the thing: said as a particular one (``_definite``, or beside such a word:
    "מכונת הכביסה", "the hearing aid"), not function words, not a record's own words or verbs (an item's
    kind word stays: "machine" leans to no record)."""
    words = evidence.words
    pointed = {i + step for i in range(len(words)) if definite(words, i) for step in (-1, 0, 1)}
    return [
        w for i, w in enumerate(words)
        if i in pointed and w not in STOPWORDS and len(w) > 1 and not verb_intents(w)
        and (kinds_in([w]) or max((s for i, s in word_hits(w).items() if i in RECORD_INTENTS), default=0.0)
             < _RECORD_WORD)
    ]  # fmt: skip


def _described_words(evidence: Evidence) -> list[str]:
    """The words of a thing described by a clause ("זה שלא מקרר בתא התחתון", "the one that drips water"):
    every content word of the message that is no record's own word, definite or not."""
    return [
        w for w in evidence.words
        if len(w) > 1 and not STOPWORDS.intersection(readings(w)) and not verb_intents(w)
        and max((s for i, s in word_hits(w).items() if i in RECORD_INTENTS), default=0.0) < _RECORD_WORD
    ]  # fmt: skip


def described_things_owners(evidence: Evidence, item_owners: ItemOwners) -> dict[int, set[str]] | None:
    """The owners of a thing described, not named, where a record is asked of it: a head ("זה", "זו",
    "the one", a definite noun) and a relative clause ("ש...", "that", "where", "whose", "with"), its words
    met by the jobs' own words (an item's, its fault's) as a named thing's are."""
    if not _DESCRIBED.search(evidence.folded):
        return None
    words = _described_words(evidence)
    return item_owners(words, set()) if words else None


def definite(words: list[str], at: int) -> bool:
    """The word is said as a particular thing: behind the article (Hebrew's glued on, English's one or
    two words before: "the coffee machine")."""
    word = words[at]
    if word.isascii():
        return any(w in _POINTING for w in words[max(0, at - 2) : at])
    # A stem of three letters or more: "הכי" (most) is no article on "כי".
    return any("ה" in word[: len(word) - len(r)] for r in readings(word)[1:] if len(r) >= 3)


def _owners_of_the_model(evidence: Evidence, item_owners: ItemOwners) -> bool:
    """A machine asked by its model code (``model_codes``) names its job's customer, with or without an
    article and whatever else is asked of it; the code read as an invoice's number ("HS-6023") is the
    machine's where a job's item holds it and the message says no invoice word."""
    if evidence.identifies or evidence.repair_id is not None or not model_codes(evidence.words):
        return False
    owners = item_owners(evidence.words, set())
    if not owners or not all(label.startswith("code:") for met in owners.values() for label in met):
        return False
    codes = {label.removeprefix("code:") for met in owners.values() for label in met}
    numbers = [e for e in evidence.entities if e.type == "invoice_number"]
    if any(_code_of(e.value) not in codes for e in numbers) or (
        numbers and _INVOICE_WORD.search(evidence.folded)
    ):
        return False  # an invoice asked beside it, or the code said as an invoice's
    evidence.entities[:] = [e for e in evidence.entities if e.type != "invoice_number"]
    # A model many jobs hold, with a serial one item holds ("Ansul R-102 ... AN-44871"): the fuller match
    most = max(len(met) for met in owners.values())
    owners = {owner: met for owner, met in owners.items() if len(met) == most}
    ids = tuple(owners)
    evidence.names = NameMatch(customer_ids=ids, text="", matched_words=0, exact=len(ids) == 1, score=0.0)
    evidence.items = set.union(*owners.values())
    return True


def the_named_ones_model(evidence: Evidence, item_owners: ItemOwners | None) -> None:
    """A model code beside the customer named ("the Hoshizaki IM-45 of Michal Ben David", "ה-IM-45 של
    מיכל"): read as an invoice's number, it is the machine of the named one's job whose item holds it, and
    of several customers the name fits, it tells which. Not where an invoice is said in words, nor where
    the number is no code a named customer's item holds (an invoice asked beside the name)."""
    numbers = [e for e in evidence.entities if e.type == "invoice_number"]
    if item_owners is None or evidence.names is None or not numbers or _INVOICE_WORD.search(evidence.folded):
        return
    owners = item_owners(evidence.words, set()) if model_codes(evidence.words) else None
    held = {
        owner: {label for label in met if label.startswith("code:")} for owner, met in (owners or {}).items()
    }
    codes = {label.removeprefix("code:") for met in held.values() for label in met}
    named = tuple(owner for owner in evidence.names.customer_ids if held.get(owner))
    if not named or any(_code_of(e.value) not in codes for e in numbers):
        return
    evidence.entities[:] = [e for e in evidence.entities if e.type != "invoice_number"]
    evidence.names = replace(
        evidence.names, customer_ids=named, exact=evidence.names.exact or len(named) == 1
    )
    evidence.items |= set.union(*(held[owner] for owner in named))


def _code_of(number: str) -> str:
    return re.sub(r"[^a-z0-9]", "", number.lower())


def owners_of_the_thing(
    evidence: Evidence,
    item_owners: ItemOwners | None,
    has_bound_customer: bool,
    items_of: ItemsOf | None = None,
) -> None:
    """Names the owners of the thing a message asks about with no one named, bound or given by a phone:
    ``evidence.names`` becomes them, ``evidence.items`` what of their items was met (``items_of``: each
    customer's item words, for a maker's name said with no article)."""
    if item_owners is None or has_bound_customer:
        return
    if _owners_of_the_model(evidence, item_owners) or evidence.points_at_record:
        return
    if any(label.startswith("word:") for label in evidence.items):
        return
    if _ASKS_FOR_KNOWLEDGE.search(evidence.folded) or evidence.scores.get("knowledge", 0.0) >= 1.5:
        return
    if asks_for_advice_on_getting(evidence.words, evidence.folded) or asks_for_an_errand(evidence.words):
        return  # "which scooter is best to buy", "call whoever has the forklift": not a repair's state
    words = _thing_words(evidence) or _a_makers_words(evidence, item_owners, items_of)
    # How the thing is getting on, or the thing alone ("and the forklift?"); not "who invented the solar
    # cell" or "I lost the treadmill's key", other things said of a thing.
    said = [w for w in evidence.words if w not in STOPWORDS and len(w) > 1]
    asked = asks_how_a_thing_is(evidence.words) or len(said) <= _ALONE
    # Only a kind said as a particular thing: "כמה זמן מחזיקים משאבה" asks of pumps in general.
    owners = item_owners(words, kinds_in(words)) if words and asked else None
    if not owners and words and asked:
        evidence.thing_of_nobody = True  # no repair of ours: the engine's answer, not a guess to overrule
    if not owners:
        owners = described_things_owners(evidence, item_owners)
        if not owners:
            return
        evidence.thing_of_nobody = False
    ids = tuple(owners)
    evidence.names = NameMatch(customer_ids=ids, text="", matched_words=0, exact=len(ids) == 1, score=0.0)
    evidence.items = set.union(*owners.values())


def _a_makers_words(evidence: Evidence, item_owners: ItemOwners, items_of: ItemsOf | None) -> list[str]:
    """A maker's or a model's name is a particular thing with no article ("פרקינס 80 מוכן?", "Eaton 9PX
    arrived?"): the message's content words, where they meet each owner's jobs by a Latin word of jobs
    written in Hebrew (the office writes its jobs in Hebrew; Latin in them is a brand or a model, not a
    kind like "UPS" too many jobs hold to name owners). Else none: "a generator" asks of any generator."""
    words = _described_words(evidence)
    if not words or items_of is None:
        return []
    owners = item_owners(words, set())
    if not owners:
        return []
    for owner, met in owners.items():
        latin = [
            w for label in met if (w := label.removeprefix("word:")) != label and w.isascii() and w.isalpha()
        ]
        if not latin or all(w.isascii() for w in items_of(owner)):
            return []
    return words
