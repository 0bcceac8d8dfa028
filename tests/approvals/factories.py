from __future__ import annotations

import itertools
from decimal import Decimal

from misrad.approvals import service
from misrad.core.db import get_database

_documents = itertools.count(7000)


def submit(
    submitted_by: int, amount: str = "5000.00", currency: str = "ILS", document_id: int | None = None
) -> int | None:
    """Start a flow the way intake does for a processed invoice."""
    with get_database().unit_of_work() as session:
        return service.start_approval(
            session,
            document_id=document_id if document_id is not None else next(_documents),
            submitted_by=submitted_by,
            document_name="invoice.pdf",
            supplier='אלקטרו שירותים בע"מ',
            amount=Decimal(amount),
            currency=currency,
        )
