"""Session 17k: a knowledge question that meets two items by one word each is answered by the item that
alone holds one of its words, tried on other businesses' items and words than batch s17k's."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.assistant.test_understanding import chat, make_knowledge


def _a_courier_service() -> None:
    # "שליח" is in two items (the deliveries and the returns); the hours item alone holds "חול".
    make_knowledge("משלוחים", "שליח עד הבית עולה 40 ₪ ומגיע תוך יומיים.", ["שליח", "משלוח"])
    make_knowledge("החזרות", "אפשר להחזיר מוצר בשליח תוך 14 יום מהקנייה.", ["החזרה"])
    make_knowledge("שעות פעילות", "החנות פתוחה א'–ה' 09:00–19:00. בחול המועד עד 13:00.", ["שעות"])
    make_knowledge("אמצעי תשלום", "אפשר לשלם באשראי. קנייה במבצעים רק במזומן.", ["תשלום"])
    for title in ("אחריות", "מועדון לקוחות", "ימי הולדת"):
        make_knowledge(title, f"{title}: פרטים בחנות.", [title])


def test_the_item_that_alone_holds_a_word_answers_beside_a_common_one(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    _a_courier_service()
    body = chat(client, member_headers, "איך השליח עובד בחול המועד?")
    assert body["intent"] == "knowledge" and "13:00" in body["response"]


def test_a_topic_word_the_item_does_not_meet_leaves_the_question_unanswered(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    _a_courier_service()
    # The hours item alone holds "חול", but the question is about cancelling, which no item says.
    body = chat(client, member_headers, "אפשר לבטל שליח בחול המועד?")
    assert body["intent"] == "knowledge" and "13:00" not in body["response"]
