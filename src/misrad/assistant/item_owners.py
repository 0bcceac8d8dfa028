"""The assistant's repair items index in this process (``engine.item_index``), read from the records and
kept by the ``repairs`` change counter that every repair write bumps."""

from __future__ import annotations

from datetime import datetime

from misrad.assistant.engine.item_index import ItemIndexCache, ItemSource
from misrad.assistant.engine.jobs import job_text
from misrad.core import changes
from misrad.core.db import get_database
from misrad.records import service as records

# As the name index's: the TTL only rebuilds as a backstop (it drops deleted repairs).
ITEMS_INDEX_TTL_SECONDS = 30.0


def _jobs(rows: list[tuple[int, int, str, str]]) -> list[tuple[int, int, str]]:
    """Each repair as its job's text (``jobs``): a question names it by its item or by its work."""
    return [(repair, customer, job_text(item, description)) for repair, customer, item, description in rows]


def _load_repair_items() -> list[tuple[int, int, str]]:
    with get_database().unit_of_work(write=False) as session:
        return _jobs(records.all_repair_items(session))


def _load_repair_items_changed_since(since: datetime) -> list[tuple[int, int, str]]:
    with get_database().unit_of_work(write=False) as session:
        return _jobs(records.repair_items_changed_since(session, since))


# The repairs' items by word, kept as the name index is: every repair write bumps the ``repairs`` counter,
# read with the others in the request's one statement (``changes.RequestCounters``).
item_index = ItemIndexCache(
    ItemSource(_load_repair_items, _load_repair_items_changed_since, lambda: changes.peek(changes.REPAIRS)),
    ITEMS_INDEX_TTL_SECONDS,
)
