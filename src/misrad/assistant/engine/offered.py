"""The answer to the assistant's own "which one?": when the last answer listed several customers (a name
or a phone several share), the next short message is first read against that list ("זה מגדרה", "the one
in Rehovot", "Yigal", "השני", "the one ending 89"), then as any message is.

The list is kept with the answer that offered it (its ``offered_customer`` entities, read back with the
conversation's last answer); the candidates' cards are read only then. A message that names one customer
of its own (a new question) keeps that customer: only a message that names no one, or several, is bound
to one of the offered.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from misrad.assistant.engine.everyday_words import english_as_such
from misrad.assistant.engine.evidence import RECORD_INTENTS
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.names import NameMatch
from misrad.assistant.engine.nlu import Understanding
from misrad.assistant.engine.sounds import sound_keys
from misrad.assistant.engine.text import fold, readings, tokens

OFFERED = "offered_customer"  # the entity type an answer keeps each listed customer's id under
# A reply to "which one?" is short; a longer message is a question of its own.
_REPLY_WORDS = 8
# The place in the list said as a word (a prefix letter peeled: "השני" is "שני"), folded as tokens are.
_ORDINAL_WORDS = {
    "first": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2, "fourth": 3, "fifth": 4,
    "ראשון": 0, "ראשונה": 0, "שני": 1, "שנייה": 1, "שניה": 1, "שלישי": 2, "שלישית": 2, "רביעי": 3,
    "חמישי": 4, "last": -1, "אחרון": -1, "אחרונה": -1,
}  # fmt: skip
_ORDINALS = {fold(word): place for word, place in _ORDINAL_WORDS.items()}
_DIGITS = re.compile(r"\d{2,}")
# Below this a Latin word's sound is too weak to stand for a Hebrew name or town ("in" is no "עין").
_SOUNDED = 4


@dataclass(frozen=True)
class Offered:
    """One listed customer's card, as the reply may point at it."""

    id: int
    name: str
    address: str
    phone: str

    def words(self) -> frozenset[str]:
        return frozenset(w for w in tokens(f"{self.name} {self.address}") if len(w) >= 2)


def offered_ids(entities: list[Any]) -> tuple[int, ...]:
    """The customers the last answer listed, in its order (none when it listed no one)."""
    found = (e.get("value") for e in entities if isinstance(e, dict) and e.get("type") == OFFERED)
    return tuple(int(v) for v in found if isinstance(v, str) and v.isdigit())


def offered_entities(ids: tuple[int, ...]) -> list[dict[str, Any]]:
    return [{"type": OFFERED, "value": str(i)} for i in ids]


def shown(entities: list[Any] | None) -> list[Any] | None:
    """An answer's entities as a client sees them: the kept list is the engine's memory, not an entity of
    the message (the contract's types are phone, invoice number, name, amount, date and e-mail)."""
    if entities is None:
        return None
    return [e for e in entities if not (isinstance(e, dict) and e.get("type") == OFFERED)]


def _said(word: str, own: frozenset[str]) -> bool:
    """A candidate's name or address word said: as written (behind a prefix letter: "מגדרה"), or in the
    other script by its sound ("Rehovot" is רחובות)."""
    if any(r in own for r in readings(word)):
        return True
    # A common English word ("much", "status") is no spelling of a Hebrew name.
    keyed = sound_keys(word) if len(word) >= _SOUNDED and not english_as_such(word) else None
    if keyed is None:
        return False
    for other in own:
        theirs = sound_keys(other) if len(other) >= _SOUNDED - 1 else None
        if theirs is not None and theirs[0] != keyed[0] and theirs[1] & keyed[1]:
            return True
    return False


def _by_their_words(words: list[str], offered: list[Offered]) -> list[Offered]:
    """The candidates the reply's words point at: a word of one's name or address the others lack."""
    own = {o.id: o.words() for o in offered}
    shared = frozenset.intersection(*own.values())
    telling = [w for w in words if w not in STOPWORDS and len(w) >= 2]
    return [o for o in offered if any(_said(w, own[o.id] - shared) for w in telling)]


def _by_their_phone(text: str, offered: list[Offered]) -> list[Offered]:
    """The candidates whose phone ends with digits the reply gives ("the one ending 89")."""
    runs = _DIGITS.findall(text)
    return [o for o in offered if any(re.sub(r"\D", "", o.phone).endswith(run) for run in runs)]


def _by_their_place(words: list[str], offered: list[Offered]) -> Offered | None:
    """ "השני", "the first one": the candidate at that place in the list."""
    places = {_ORDINALS[r] for w in words for r in readings(w) if r in _ORDINALS}
    if len(places) != 1:
        return None
    place = places.pop()
    return offered[place] if -len(offered) <= place < len(offered) else None


def chosen(text: str, offered: list[Offered]) -> int | None:
    """The one offered customer the reply points at, by name or town, phone digits, or place in the list."""
    if len(offered) < 2:
        return None
    words = tokens(text)
    for found in (_by_their_words(words, offered), _by_their_phone(text, offered)):
        if len(found) == 1:
            return found[0].id
        if found:
            return None  # it points at several: asked again, not guessed
    placed = _by_their_place(words, offered)
    return placed.id if placed is not None else None


def _a_reply(u: Understanding, offered: list[Offered]) -> bool:
    """Short, and naming no customer of its own nor a phone, e-mail or invoice to look up."""
    ids = {o.id for o in offered}
    named = () if u.names is None else u.names.customer_ids
    names_its_own = len(named) == 1 and named[0] not in ids
    pointers = any(e.type in ("phone", "email", "invoice_number", "tax_id") for e in u.entities)
    return len(tokens(u.text)) <= _REPLY_WORDS and not names_its_own and not pointers


def bound_to_offered(u: Understanding, offered: list[Offered], previous_intent: str | None) -> Understanding:
    """The message read as the answer to "which one?" when it points at one of the offered customers:
    that customer, asked what the last question asked unless the message asks a record of its own."""
    if previous_intent not in RECORD_INTENTS or not offered or not _a_reply(u, offered):
        return u
    picked = chosen(u.text, offered)
    if picked is None:
        return u
    names = NameMatch(customer_ids=(picked,), text=u.text, matched_words=1, exact=True, score=1.0)
    asks_its_own = u.intent in RECORD_INTENTS and (
        u.intent != "customer_lookup" or u.scores.get("customer_lookup", 0.0) >= 2.5
    )
    return replace(u, names=names, intent=u.intent if asks_its_own else previous_intent)
