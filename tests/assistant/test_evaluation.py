"""The labelled evaluation set runs through the HTTP API; the figures must stay above their floors.

The floors are the aims (95%) over the development and held-out parts together; ``make bench`` records
the actual figures in docs/benchmarks.md.
"""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from tests.assistant.evaluation import evaluate_all
from tests.assistant.factories import build_dataset

INTENT_FLOOR = 0.95
ENTITY_F1_FLOOR = 0.95
ANSWER_FLOOR = 0.95


def test_the_evaluation_set_is_big_enough_and_mostly_hebrew() -> None:
    from tests.assistant.eval_set import turns

    all_turns = turns()
    hebrew = [t for t in all_turns if any("\u05d0" <= c <= "\u05ea" for c in t["text"])]
    assert len(all_turns) >= 200
    assert len(hebrew) >= 0.75 * len(all_turns)
    intents = {t["intent"] for t in all_turns}
    assert intents == {
        "customer_balance",
        "repair_status",
        "invoice_status",
        "customer_lookup",
        "knowledge",
        "greeting",
        "help",
        "unknown",
    }
    entity_types = {kind for t in all_turns for kind in t.get("ents", {})}
    assert entity_types == {"phone", "invoice_number", "customer_name", "amount", "date", "email"}
    assert sum(1 for t in all_turns if t["intent"] != "unknown" and "about" in t and not t.get("ents")) >= 10


def test_the_engine_scores_above_the_floors(client: TestClient, member_headers: dict[str, str]) -> None:
    data = build_dataset()

    def send(text: str, conversation_id: int | None) -> dict[str, Any]:
        response = client.post(
            "/api/mcp-chatbot/chat",
            json={"message": text, "conversation_id": conversation_id},
            headers=member_headers,
        )
        assert response.status_code == 200, response.text
        body: dict[str, Any] = response.json()
        return body

    results = evaluate_all(send, data)
    report = "\n".join(f"{name}: {scores.report()}" for name, scores in results.items() if name != "all")
    print(report)
    scores = results["all"]
    assert scores.intent_accuracy >= INTENT_FLOOR, report
    assert scores.entity_f1 >= ENTITY_F1_FLOOR, report
    assert scores.answer_correctness >= ANSWER_FLOOR, report
