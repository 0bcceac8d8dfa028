"""The customer name index kept in step with the records, in whichever process a customer was written.

Every customer write bumps a counter in its own transaction; each request reads that counter and puts
the customers changed since into the index (``CustomerIndexCache``, a ``FollowedIndex``); a full rebuild
runs on a TTL as a backstop. A match is always re-read through the records service before it is shown, so
a stale index can never invent a customer.
"""

from __future__ import annotations

from misrad.assistant.engine.followed_index import FollowedIndex, IndexSource
from misrad.assistant.engine.names import CustomerIndex

# (customer id, name, phone, address, notes): a business is also named by where it stands (``places``)
# and by what else its card says (``descriptions``).
CustomerRow = tuple[int, str, str | None, str | None, str | None]
Rows = list[CustomerRow]
# Every name, the names changed since a time, and the customers' change counter.
CustomerSource = IndexSource[CustomerRow]


class CustomerIndexCache(FollowedIndex[CustomerIndex, CustomerRow]):
    """One name index per process, kept in step with the database (``FollowedIndex``): a customer written
    in this process or another, once committed, is known by name on the next message."""

    what = "customer name index"

    def _build(self, rows: Rows) -> CustomerIndex:
        return CustomerIndex.build(rows)

    def _put(self, index: CustomerIndex, row: CustomerRow) -> None:
        customer_id, name, _phone, address, *notes = row  # a source of (id, name, phone, address) too
        index.put(customer_id, name, address, notes[0] if notes else "")
