from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _fresh_customer_index() -> None:
    """Every test starts from empty tables, so the name index must not remember the previous test's."""
    from misrad.assistant.customer_names import invalidate_customer_index

    invalidate_customer_index()
