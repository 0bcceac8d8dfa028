"""The row shape of the sessions' own questions about the shared chat devset's business
(``lab_questions.py`` and the later batches beside it)."""

from __future__ import annotations

from typing import Any

BAL, REP, INV, LOOK = "customer_balance", "repair_status", "invoice_status", "customer_lookup"
KNOW, GREET, HELP, UNK = "knowledge", "greeting", "help", "unknown"

Row = tuple[str, str, str, list[tuple[str, ...]], list[tuple[str, ...]], bool]


def q(lang: str, text: str, intent: str, ents: Any = (), facts: Any = (), follow: bool = False) -> Row:
    return (lang, text, intent, list(ents), list(facts), follow)


def en(text: str, intent: str, ents: Any = (), facts: Any = (), follow: bool = False) -> Row:
    """An English row (the later question files' shorthand)."""
    return q("en", text, intent, ents, facts, follow)


def he(text: str, intent: str, ents: Any = (), facts: Any = (), follow: bool = False) -> Row:
    """A Hebrew row."""
    return q("he", text, intent, ents, facts, follow)


def nm(name: str) -> list[tuple[str, ...]]:
    """The entity of a customer's name, as typed."""
    return [("name", name)]


def iv(number: str) -> list[tuple[str, ...]]:
    """The entity of an invoice number, as typed."""
    return [("inv", number)]


def ph(phone: str) -> list[tuple[str, ...]]:
    """The entity of a phone number, as typed."""
    return [("phone", phone)]
