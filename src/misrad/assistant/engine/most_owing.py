"""Who owes the business the most: an owner's question of all the accounts, not of one customer ("who owes
us the most?", "מי חייב לנו הכי הרבה?", "biggest debts"). The answer names the customers who owe the most,
largest first, and binds the conversation to the first one, so "which invoices is that?" asks of theirs."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from pydantic import BaseModel
from sqlalchemy.orm import Session

from misrad.assistant import functions
from misrad.assistant.engine.entities import CARD_ENTITIES
from misrad.assistant.engine.nlu import Understanding
from misrad.assistant.engine.text import fold, md, readings, tokens
from misrad.assistant.engine.wording import money
from misrad.core.i18n import Language

# How many of the largest debts the answer names.
SHOWN = 3
# The superlatives of an amount ("the most", "biggest", "ביותר") and Hebrew's "הכי" before a word of size.
_MOST = frozenset(fold(w) for w in ("most", "biggest", "largest", "highest", "top", "ביותר", "במיוחד"))
_SIZE = frozenset(fold(w) for w in ("הרבה", "גדול", "גדולה", "גבוה", "גבוהה", "גדולים"))


def asks_for_the_most(words: list[str]) -> bool:
    """A superlative of an amount: "the most", "biggest", "הכי הרבה", "הגדול ביותר"."""
    said = [set(readings(w)[:2]) for w in words]
    if any(forms & _MOST for forms in said):
        return True
    return any("הכי" in first and second & _SIZE for first, second in pairwise(said))


class MostOwing:
    """A ``Responder`` mix-in: the answer of who owes the most."""

    session: Session
    u: Understanding
    lang: Language
    customer: functions.CustomerInfo | None
    used: list[str]

    def t(self, key: str, **params: object) -> str:
        raise NotImplementedError

    def call(self, name: str, **arguments: Any) -> BaseModel:
        raise NotImplementedError

    def asks_of_all_accounts(self) -> bool:
        """Nobody named, by name, phone or email, and the most owed asked."""
        named = self.u.names is not None or any(e.type in CARD_ENTITIES for e in self.u.entities)
        return not named and asks_for_the_most(tokens(self.u.text))

    def on_most_owing(self) -> str:
        result = self.call("get_top_debtors", limit=SHOWN)
        assert isinstance(result, functions.TopDebtorsResult)
        if not result.debtors:
            return self.t("answer_nobody_owes")
        lines = [
            f"- **{md(d.customer.name)}**: {money(d.owed, result.currency, self.lang)}"
            for d in result.debtors
        ]
        self.customer = result.debtors[0].customer
        return "\n".join([self.t("answer_most_owing"), "", *lines])
