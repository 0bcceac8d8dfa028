"""The assistant's customer name index in this process (``engine.customer_index_cache``), read from the
records and kept by the ``customers`` change counter that every customer write bumps; the items index
beside it is ``item_owners``."""

from __future__ import annotations

from datetime import datetime

from misrad.assistant.engine.customer_index_cache import CustomerIndexCache, CustomerRow, CustomerSource
from misrad.assistant.item_owners import item_index
from misrad.core import changes
from misrad.core.db import get_database
from misrad.records import service as records

# The TTL only rebuilds as a backstop (it drops deleted customers); writes are followed by the counter.
NAME_INDEX_TTL_SECONDS = 30.0


def _load_customer_names() -> list[CustomerRow]:
    with get_database().unit_of_work(write=False) as session:
        return list(records.all_customer_names(session))


def _load_customers_changed_since(since: datetime) -> list[CustomerRow]:
    with get_database().unit_of_work(write=False) as session:
        return list(records.customer_names_changed_since(session, since))


def _customers_version() -> int:
    """The customers' change counter, read on every chat to check the name index: one statement outside
    any transaction (a unit of work of its own was a twentieth of a chat). The index reads it before a
    rebuild's or catch-up's names, so what it loads is at least that new."""
    return changes.peek(changes.CUSTOMERS)


customer_index = CustomerIndexCache(
    CustomerSource(_load_customer_names, _load_customers_changed_since, _customers_version),
    NAME_INDEX_TTL_SECONDS,
)


def invalidate_customer_index() -> None:
    """Rebuild the name and items indexes from scratch on the next message (a database replaced under the
    process, as tests do); record writes need no call: the indexes follow the records' change counters."""
    customer_index.invalidate()
    item_index.invalidate()
