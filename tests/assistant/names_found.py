"""The customer names a question was read to hold, as the unseen batches' tests look at them: from the chat
API's answer (its ``entities``) or from the engine's ``Understanding`` directly; and a knowledge index of
items given in the test."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date
from types import SimpleNamespace
from typing import Any

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding, understand
from misrad.assistant.knowledge import KnowledgeIndex


def linked(body: dict[str, Any]) -> list[int | None]:
    """The customer each name in a chat answer was linked to (None: named but not known)."""
    return [e.get("customer_id") for e in body["entities"] if e["type"] == "customer_name"]


def named(body: dict[str, Any]) -> list[tuple[str, int | None]]:
    """Each name in a chat answer as typed, with the customer it was linked to."""
    return [(e["value"], e.get("customer_id")) for e in body["entities"] if e["type"] == "customer_name"]


def names_read(found: Understanding) -> list[tuple[str, int | None]]:
    """Each name the engine read, as typed, with the customer it was linked to."""
    return [(e.value, e.record_id) for e in found.entities if e.type == "customer_name"]


def customers_named(found: Understanding) -> tuple[int, ...]:
    """The ids of the customers the engine's name match holds, in order (none when it matched nobody)."""
    return tuple(sorted(found.names.customer_ids)) if found.names else ()


def only_name(found: Understanding) -> tuple[str, int | None]:
    """The one name the engine read (fails when it read none or several)."""
    names = names_read(found)
    assert len(names) == 1, names
    return names[0]


def reader(index: CustomerIndex, today: date) -> Callable[[str], Understanding]:
    """The engine reading questions against one set of customers on one day."""
    return lambda text: understand(text, today=today, index=index)


def among_others(cards: Sequence[tuple[int, str, str | None, str, str]]) -> CustomerIndex:
    """An index of the given cards among twenty others ("לקוח 10" .. "לקוח 29"): with only a few cards, a
    name's words would weigh as rare as they never are in a business's book."""
    return CustomerIndex.build([*cards, *((n, f"לקוח {n}", None, "", "") for n in range(10, 30))])


def names_reader(index: CustomerIndex, today: date) -> Callable[[str], list[tuple[str, int | None]]]:
    """The names the engine reads in a question (``names_read``), against one set of customers on one day."""
    read = reader(index, today)
    return lambda text: names_read(read(text))


def knowledge_of(items: list[tuple[str, str]]) -> KnowledgeIndex:
    """A knowledge index of FAQ items given as (title, content), in the order given."""
    rows: list[Any] = [
        SimpleNamespace(id=n, category="faq", title=t, content=c, keywords=[], priority=5)
        for n, (t, c) in enumerate(items, 1)
    ]
    return KnowledgeIndex(rows)
