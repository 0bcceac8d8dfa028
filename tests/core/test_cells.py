"""The formula neutraliser shared by every export: what a spreadsheet would run gets an apostrophe."""

from __future__ import annotations

import pytest

from misrad.core.cells import neutralise


@pytest.mark.parametrize(
    "text",
    [
        "=1+1", "+1", "-1", "@SUM(A1)", "\t=1", "\r=1",
        "＝1+1", "＋1", "－1", "＠SUM(A1)", "﹦1", "﹢1", "﹣1", "﹫SUM(A1)", "−1",
        "\u200b=1", "\u200c\u200d=1", "\u2060＝1", "\ufeff+1", "\u200e@x", "\u200f-1", " =1", "\u00a0=1",
    ],
)  # fmt: skip
def test_anything_a_spreadsheet_would_run_is_neutralised(text: str) -> None:
    assert neutralise(text) == "'" + text


@pytest.mark.parametrize("text", ["", "חשבונית 12", "Acme Ltd", "5-3", "a=b", "\u200b", "100"])
def test_plain_text_is_left_as_it_is(text: str) -> None:
    assert neutralise(text) == text
