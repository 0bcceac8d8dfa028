"""A follow-up about a relative of the customer in context ("and his wife's faucet?", "הבן שלה"): the
relative is another customer the records tie to that one (the same phone, as a family shares a line,
or notes that name that customer, or the customer's own notes naming another: "הבת שלה מאיה מביאה את
הקורקינט"). Nobody tied means the answer says so: answering about the bound
customer's own item would answer a question that was not asked."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from typing import Any

from sqlalchemy.orm import Session

from misrad.assistant.engine.lexicon import PRONOUNS, STOPWORDS
from misrad.assistant.engine.text import readings, tokens
from misrad.records import service as records

# Words of a family member, folded, as tokens come ("wife's" is "wifes"; Hebrew with or without the
# possessive ending: "אשתו", "הבן שלו", "אמא שלה").
_RELATIONS = """wife wifes husband husbands son sons daughter daughters mother mothers mom moms mum mums
father fathers dad dads brother brothers sister sisters partner partners
אשתו אשתה בעלה בעלו הבן בנו בנה הבת בתו בתה אמא אמו אמה אבא אביו אביה אחיו אחיה אחותו אחותה"""
RELATION_WORDS = frozenset(tokens(_RELATIONS))  # folded as the text is: "הבן" is "הבנ"


def asks_of_a_relative(text: str) -> bool:
    """A relation word, a conjunction or preposition glued on or not ("ואבא שלו?", "ולבעלה")."""
    return any(reading in RELATION_WORDS for word in tokens(text) for reading in readings(word)[:3])


def relatives_of(session: Session, customer_id: int, limit: int = 5) -> list[Any]:
    """Other customers tied to this one: the same phone first, then those whose notes name it."""
    customer = records.get_customer(session, customer_id)
    if customer is None:
        return []
    sharing = records.customers_by_phone(session, customer.phone or "", limit + 1)
    found = [c for c in sharing if c.id != customer_id]
    if not found and customer.name:
        # Only on a relation follow-up with no shared phone: a scan of the notes is acceptable here.
        found = records.customers_noting(session, customer.name, customer_id, limit)
    if not found and customer.notes:
        found = named_in_notes(session, customer.notes, customer_id, limit)
    return found[:limit]


_NOTE_WORD = re.compile(r"[^\s,.;:!?()]+")


def named_in_notes(session: Session, notes: str, customer_id: int, limit: int = 5) -> list[Any]:
    """Customers whose whole name the notes write ("הבת שלה מאיה ביטון מביאה..."), but this one: each two
    words side by side are searched as a name's words (the search is by indexed word prefixes, so a note
    costs a few index reads), and a customer counts only when every word of their name is in the notes."""
    typed = [w for w in _NOTE_WORD.findall(notes) if len(w) > 1][:24]
    said = {r for w in tokens(notes) for r in readings(w)}
    found: dict[int, Any] = {}
    for first, second in itertools.pairwise(typed):
        if set(tokens(f"{first} {second}")) & (STOPWORDS | RELATION_WORDS):
            continue
        for candidate in records.search_customers(session, f"{first} {second}", limit + 1):
            if candidate.id != customer_id and set(tokens(candidate.name)) <= said:
                found.setdefault(candidate.id, candidate)
    return list(found.values())[:limit]


def relatives_item_words(
    session: Session, customer_id: int, item_words: Callable[[int], frozenset[str]]
) -> frozenset[str]:
    """The words of the relatives' repair items, so "and his wife's stroller?" links to hers."""
    words: frozenset[str] = frozenset()
    for relative in relatives_of(session, customer_id):
        words |= item_words(relative.id)
    return words


def only_a_relative(words: list[str]) -> bool:
    """The message's (folded) words name a relation and nothing else but pronouns and function words
    ("ואבא שלו?")."""
    rest = [w for w in words if w not in STOPWORDS and not set(readings(w)[:3]) & PRONOUNS]
    return bool(rest) and all(set(readings(w)[:3]) & RELATION_WORDS for w in rest)
