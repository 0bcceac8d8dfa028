"""Every request body refuses text PostgreSQL cannot store (NUL), as a 400 in the user's language, in any
area and at any depth of the body; a chat message, which cleans its own text, is answered."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import text

from misrad.core.db import get_database

KNOWLEDGE = "/api/mcp-chatbot/knowledge"
NUL_BODIES: list[tuple[str, dict[str, Any]]] = [
    # An area's body whose fields have no check of their own, and a NUL nested in a list.
    (KNOWLEDGE, {"category": "policy", "title": "שעות\x00", "content": "א"}),
    (KNOWLEDGE, {"category": "policy", "title": "ש", "content": "א", "keywords": ["a\x00"]}),
    ("/api/email-scanning/categories", {"name": "נסיעות\x00", "color": "#112233"}),
]


def _knowledge_items() -> int:
    with get_database().unit_of_work() as session:
        return int(session.execute(text("SELECT count(*) FROM assistant_knowledge")).scalar_one())


def test_a_nul_anywhere_in_a_body_is_a_400_and_nothing_is_stored(
    client: TestClient, admin_headers: dict[str, str]
) -> None:
    before = _knowledge_items()
    for path, body in NUL_BODIES:
        refused = client.post(path, json=body, headers=admin_headers)
        assert refused.status_code == 400, (path, refused.json())
        assert refused.json()["code"] == "validation_error"
        assert "תווי בקרה אינם מותרים" in refused.json()["error"]
    assert _knowledge_items() == before


def test_a_chat_message_with_a_nul_is_cleaned_and_answered(
    client: TestClient, admin_headers: dict[str, str]
) -> None:
    answered = client.post("/api/mcp-chatbot/chat", json={"message": "שלום\x00"}, headers=admin_headers)
    assert answered.status_code == 200, answered.json()
