"""The words a message calls a customer by when it says what they are rather than who: "the pizzeria on
Jabotinsky", "הבית קפה בגבעתיים", "הפיצריה, הפנס של הקורקינט שלהם תוקן?". Such a customer is found by
their card's words (``described_customers``) or their street (``customer_mentions``); what the message
called them is reported as the name entity, as typed: the run of its words that the card's notes hold
(what the card says the customer is), not the street, the town or the thing they brought, which say where
or what, not whom.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from misrad.assistant.engine.described_customers import customers_described
from misrad.assistant.engine.descriptions import DescriptionIndex, card_keys, message_keys
from misrad.assistant.engine.entities import Entity
from misrad.assistant.engine.evidence import Evidence
from misrad.assistant.engine.item_index import ItemIndex, word_keys
from misrad.assistant.engine.items import kinds_in
from misrad.assistant.engine.lexicon import STOPWORDS
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.text import as_typed, readings, tokens

_APART = ""  # ``descriptions``: the card's address words end here, its notes' begin


def described_and_called(
    evidence: Evidence,
    text: str,
    index: CustomerIndex | None,
    item_owners: Callable[..., Any] | None,
    has_bound_customer: bool,
) -> None:
    """The customers the message describes (``described_customers``), then what it called the one found."""
    customers_described(evidence, text, index, item_owners, has_bound_customer)
    report_the_kind(evidence, text, index, item_owners)


def report_the_kind(
    evidence: Evidence, text: str, index: CustomerIndex | None, item_owners: Callable[..., Any] | None
) -> None:
    """One customer found, and no word of their name said: the words that say what the card says they are
    become the name entity (a street's entity, which says where, gives way to it)."""
    names = evidence.names
    if index is None or names is None or len(names.customer_ids) != 1:
        return
    customer_id = names.customer_ids[0]
    reported = [w for e in evidence.entities if e.type == "customer_name" for w in e.raw.split()]
    address = _address_words(index.described, customer_id)
    # A reported word is a street's when it is the card's address word and no customer's name word
    # ("Jabotinsky"; "Halevi" is a name, however like "חיל" it sounds).
    said_as = {w: set(readings(w)) for w in reported}
    called = [
        w
        for w, read in said_as.items()
        if read & index.by_token.keys() or not (read | index.places.words(w)) & address
    ]
    # The items index is bound to the owners' method (``chat``): a word of their jobs is a thing's.
    jobs = getattr(item_owners, "__self__", None)
    things = jobs.keys_of_customer(customer_id) if isinstance(jobs, ItemIndex) else frozenset()
    said = [w for w in evidence.words if not set(readings(w)) & things]
    run = _kind_run(said, index.described, customer_id)
    # A word of their name said is what they were called, unless it is a word of the kind said as the
    # card says it ("הבית קפה" of קפה הגינה, a בית קפה).
    # A name reported whole already holds the run ("Liora bridal salon" of the card's "ליאורה"): kept.
    typed = {w for e in evidence.entities if e.type == "customer_name" for w in tokens(e.value)}
    if run and not set(called) - {w for w, _ in run} and not {w for w, _ in run} < typed:
        span = " ".join(as_typed(text, w, r) for w, r in run)
        others = [e for e in evidence.entities if e.type != "customer_name"]
        evidence.entities = [*others, Entity("customer_name", span, raw=span, record_id=customer_id)]


def _address_words(cards: DescriptionIndex, customer_id: int) -> frozenset[str]:
    said = cards.words_of.get(customer_id, ())
    return frozenset(said[: said.index(_APART)] if _APART in said else said)


def _kind_run(words: list[str], cards: DescriptionIndex, customer_id: int) -> list[tuple[str, str]]:
    """The longest run of message words each meeting a word of the customer's notes, each with the reading
    it met by (the article and prefix letters off, as a name's are)."""
    said = cards.words_of.get(customer_id, ())
    notes = frozenset(said[said.index(_APART) + 1 :] if _APART in said else ())
    if not notes:
        return []
    held = card_keys(None, " ".join(notes))
    best: list[tuple[str, str]] = []
    run: list[tuple[str, str]] = []
    for word in words:
        reading = _meeting(word, held, notes)
        run = [*run, (word, reading)] if reading else []
        best = run if len(run) > len(best) else best
    return best


def _meeting(word: str, held: frozenset[str], notes: frozenset[str]) -> str:
    """The reading of a message word by which it meets the notes' keys ("" when it does not): the notes'
    own word when it is one ("המסעדה" is "מסעדה", not "סעדה")."""
    # A thing's kind the notes hold ("קורקינט ילדים") says what they brought, not what they are.
    if word in STOPWORDS or len(word) < 2 or any(c.isdigit() for c in word) or kinds_in([word]):
        return ""
    direct, indirect = message_keys(word, word_keys(word))
    if not (direct | indirect) & held:
        return ""
    said = readings(word)
    return next((r for r in said if r in notes), next((r for r in said if r in held), word))
