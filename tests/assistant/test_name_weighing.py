"""The name index weighs each distinct name once: customers whose names have the same words (a thousand
"לקוח מדידה NNN", a first name and surname many share) are counted by their name, so a question naming one
of them costs as much with 5,000 such customers as with 5. What is found is the same as when each
customer was counted by itself (checked against that on 7,172 messages at 722, 2,722 and 100,722
customers when it was made: no difference)."""

from __future__ import annotations

from collections import Counter
from datetime import date
from typing import Any

import pytest

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand

TODAY = date(2026, 12, 4)


def _consistent(index: CustomerIndex) -> None:
    """Every customer of a name word is a holder of one name holding that word, and no one else is."""
    for word, customers in index.by_token.items():
        held = {c for name in index.names_with.get(word, ()) for c in index.holders[name]}
        assert held == set(customers), word
    for name, holders in index.holders.items():
        assert holders and all(index.words_of[c] == name for c in holders), name


def test_customers_are_held_by_their_names_through_renames() -> None:
    index = CustomerIndex.build(
        [(1, "דנה כהן", None), (2, "כהן דנה", None), (3, "לקוח מדידה 001", None), (4, "לקוח מדידה 002", None)]
    )
    dana_cohen = index.words_of[1]  # the name's words as the index folds them
    assert index.holders[dana_cohen] == [1, 2]
    _consistent(index)
    index.put(2, "שרה לוי")  # renamed: no longer one of the name it left
    index.put(4, "לקוח מדידה 003")  # the same words, another number
    index.put(1, "יוסי לוי")  # the last holder of a name leaves: the name is gone
    assert dana_cohen not in index.holders
    assert all(not index.names_with[word] for word in dana_cohen if word not in index.words_of[2])
    _consistent(index)
    # A name word nobody holds now is no one's (its empty list of customers once made the weighing fail).
    found = understand("מה היתרה של דנה כהן?", today=TODAY, index=index)
    assert found.names is None or not found.names.customer_ids


def test_a_number_of_the_name_picks_one_of_thousands_weighed_as_one_name(monkeypatch: Any) -> None:
    index = CustomerIndex.build([(n + 1, f"לקוח מדידה {n:03d}", None) for n in range(5000)])
    weighed: list[int] = []
    original = CustomerIndex._groups

    def counting(self: CustomerIndex, counts: Counter[Any], *args: Any, **kwargs: Any) -> Any:
        weighed.append(len(counts))
        return original(self, counts, *args, **kwargs)

    monkeypatch.setattr(CustomerIndex, "_groups", counting)
    found = understand("מה היתרה של לקוח מדידה 4321?", today=TODAY, index=index)
    assert found.names is not None and found.names.customer_ids == (4322,)
    assert weighed == [1]  # one name, not its 5,000 customers


@pytest.mark.parametrize("message", ["מה הטלפון של דנה כהן?", "מה הטלפון של כהן דנה?"])
def test_customers_with_the_same_words_in_another_order_are_still_both_offered(message: str) -> None:
    index = CustomerIndex.build([(7, "כהן דנה", None), (3, "דנה כהן", None), (5, "יוסי לוי", None)])
    found = understand(message, today=TODAY, index=index)
    assert found.names is not None and found.names.customer_ids == (3, 7)
