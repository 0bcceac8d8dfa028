"""``bench.invoice_fields`` tells how many documents without a supplier tax id in their truth got none."""

from __future__ import annotations

from typing import Any

import pytest
from bench.invoice_fields import print_absent


def test_documents_without_an_id_are_counted_by_whether_none_was_given(
    capsys: pytest.CaptureFixture[str],
) -> None:
    results = [
        {"file": f, "kind": "pdf_text", "layout": layout, "fields": {"supplier_tax_id": {"got": got}}}
        for f, layout, got in (("a", "saas", None), ("b", "saas", "512973793"), ("c", "erp", None))
    ]
    wanted: dict[str, str | None] = {"a": None, "b": None, "c": "512973793"}
    truth: dict[str, dict[str, Any]] = {f: {"supplier_tax_id": v} for f, v in wanted.items()}
    print_absent(results, truth)
    assert "held_out:pdf_text 1/2" in capsys.readouterr().out
