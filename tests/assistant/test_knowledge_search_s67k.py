"""Session 67 (helper know67k), finding the knowledge item: a number the items write in a code ("18V",
"R32") is kept in the search though typed bare ("סוללה 18 וולט"), where a bare number (an amount, a street
number) is dropped. Tried on a garden-tool lab's items, not batch s67k's."""

from __future__ import annotations

from types import SimpleNamespace

from fastapi.testclient import TestClient

from misrad.assistant.knowledge import KnowledgeIndex
from tests.assistant.test_understanding import chat, make_knowledge


def _a_garden_tool_lab() -> None:
    make_knowledge("שיקום סוללות מכסחה", "שיקום סוללת מכסחת 36V: 220 ₪, ללא התחייבות להצלחה.", ["סוללה"])
    make_knowledge("שיקום סוללות מברגה", "שיקום סוללת מברגה 18V: 140 ₪.", ["סוללה"])
    make_knowledge("בדיקת כלי", "בדיקת מכסחה או חרמש עולה 90 ₪, מקוזזת מהתיקון.", ["בדיקה"])
    make_knowledge("משלוח", "משלוח כלי מתוקן עד הבית עולה 70 ₪.", ["משלוח"])


def test_a_number_an_item_writes_in_a_code_finds_it(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    _a_garden_tool_lab()
    body = chat(client, member_headers, "כמה עולה לשקם סוללה 36 וולט")
    assert body["intent"] == "knowledge" and "220" in body["response"] and "140" not in body["response"]


def test_a_bare_number_of_no_code_is_still_dropped() -> None:
    rows = [
        SimpleNamespace(
            id=1, category="faq", title="a", content='סוללת 36V ומגזם 40 ס"מ', keywords=[], priority=5
        )
    ]
    coded = KnowledgeIndex(rows).coded_numbers  # type: ignore[arg-type]
    assert "36" in coded and "40" not in coded
