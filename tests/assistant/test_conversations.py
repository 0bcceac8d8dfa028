"""Conversations through the HTTP API (spec assistant-api.md sections 2-4, CONTRACT 4)."""

from __future__ import annotations

import re
import threading
import uuid
from datetime import timedelta

from fastapi.testclient import TestClient

from misrad.assistant import chat
from misrad.assistant.models import Conversation
from misrad.auth.schemas import Caller
from misrad.core.clock import business_day_start, business_today, business_week_start
from misrad.core.db import get_database
from tests.assistant.factories import make_customer
from tests.auth.factories import bearer_headers, make_user

BASE = "/api/mcp-chatbot"
TIMESTAMP = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$")


def create(client: TestClient, headers: dict[str, str], **body: object) -> dict[str, object]:
    response = client.post(f"{BASE}/conversations", json=body, headers=headers)
    assert response.status_code == 201, response.text
    conversation: dict[str, object] = response.json()["conversation"]
    return conversation


def test_a_new_conversation_is_active_with_the_default_hebrew_title(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    response = client.post(f"{BASE}/conversations", json={}, headers=member_headers)
    assert response.status_code == 201
    body = response.json()
    assert body["success"] is True
    conversation = body["conversation"]
    assert conversation["status"] == "active"
    assert conversation["title"] == "שיחה חדשה"
    assert conversation["message_count"] == 0
    assert uuid.UUID(conversation["uuid"])
    assert TIMESTAMP.match(conversation["created_at"]) and TIMESTAMP.match(conversation["last_message_at"])
    assert conversation["customer_id"] is None
    assert conversation["context_summary"] == {"customer": None}


def test_the_default_title_is_english_for_an_english_client(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    conversation = create(client, {**member_headers, "Accept-Language": "en"})
    assert conversation["title"] == "New conversation"


def test_a_conversation_can_be_bound_to_a_customer_when_created(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    customer = make_customer("דנה כהן", "050-1234567")
    conversation = create(client, member_headers, context_type="customer", context_id=customer)
    assert conversation["customer_id"] == customer
    assert conversation["primary_context_type"] == "customer"
    assert conversation["context_summary"] == {
        "customer": {"id": customer, "name": "דנה כהן", "phone": "0501234567"}
    }


def test_binding_to_a_missing_customer_or_another_context_type_is_400(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    missing = client.post(
        f"{BASE}/conversations", json={"context_type": "customer", "context_id": 999}, headers=member_headers
    )
    assert missing.status_code == 400
    assert missing.json()["code"] == "assistant_customer_not_found"
    other = client.post(
        f"{BASE}/conversations", json={"context_type": "invoice", "context_id": 1}, headers=member_headers
    )
    assert other.status_code == 400
    assert other.json()["success"] is False


def test_the_list_is_paginated_and_filtered_by_status(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    ids = [create(client, member_headers)["id"] for _ in range(3)]
    client.delete(f"{BASE}/conversations/{ids[0]}", headers=member_headers)

    first = client.get(f"{BASE}/conversations?per_page=1", headers=member_headers).json()
    assert first["success"] is True
    assert (first["total"], first["pages"], first["current_page"]) == (2, 2, 1)
    assert len(first["conversations"]) == 1
    assert "context_summary" in first["conversations"][0]
    assert "messages" not in first["conversations"][0]  # only a single conversation carries them
    second = client.get(f"{BASE}/conversations?per_page=1&page=2", headers=member_headers).json()
    assert {first["conversations"][0]["id"], second["conversations"][0]["id"]} == {ids[1], ids[2]}

    archived = client.get(f"{BASE}/conversations?status=archived", headers=member_headers).json()
    assert [c["id"] for c in archived["conversations"]] == [ids[0]]
    everything = client.get(f"{BASE}/conversations?status=all", headers=member_headers).json()
    assert everything["total"] == 3

    for query in ("status=deleted", "per_page=101", "page=0", "per_page=0"):
        bad = client.get(f"{BASE}/conversations?{query}", headers=member_headers)
        assert bad.status_code == 400, query
        assert bad.json()["success"] is False


def test_put_renames_archives_unarchives_and_binds(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    customer = make_customer("יוסי לוי", "0527654321")
    conversation_id = create(client, member_headers)["id"]
    url = f"{BASE}/conversations/{conversation_id}"

    renamed = client.put(url, json={"title": "לקוחות מרץ"}, headers=member_headers)
    assert renamed.status_code == 200
    assert renamed.json()["success"] is True
    assert renamed.json()["conversation"]["title"] == "לקוחות מרץ"

    archived = client.put(url, json={"status": "archived"}, headers=member_headers).json()["conversation"]
    assert archived["status"] == "archived"
    active = client.put(url, json={"status": "active"}, headers=member_headers).json()["conversation"]
    assert active["status"] == "active"

    bound = client.put(url, json={"customer_id": customer}, headers=member_headers).json()["conversation"]
    assert bound["customer_id"] == customer
    assert bound["context_summary"]["customer"]["name"] == "יוסי לוי"
    unbound = client.put(url, json={"customer_id": None}, headers=member_headers).json()["conversation"]
    assert unbound["customer_id"] is None and unbound["context_summary"] == {"customer": None}

    assert client.put(url, json={"status": "deleted"}, headers=member_headers).status_code == 400
    assert client.put(url, json={"customer_id": 12345}, headers=member_headers).status_code == 400
    assert client.put(url, json={"colour": "red"}, headers=member_headers).status_code == 400


def test_delete_archives_and_keeps_the_conversation(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    conversation_id = create(client, member_headers)["id"]
    client.post(
        f"{BASE}/conversations/{conversation_id}/messages", json={"message": "שלום"}, headers=member_headers
    )
    deleted = client.delete(f"{BASE}/conversations/{conversation_id}", headers=member_headers)
    assert deleted.status_code == 200
    assert deleted.json()["success"] is True and deleted.json()["message"]

    kept = client.get(f"{BASE}/conversations/{conversation_id}", headers=member_headers)
    assert kept.status_code == 200
    assert kept.json()["conversation"]["status"] == "archived"
    assert len(kept.json()["conversation"]["messages"]) == 2
    listed = client.get(f"{BASE}/conversations", headers=member_headers).json()
    assert listed["total"] == 0

    # Writing in an archived conversation brings it back.
    client.post(
        f"{BASE}/conversations/{conversation_id}/messages", json={"message": "עזרה"}, headers=member_headers
    )
    again = client.get(f"{BASE}/conversations/{conversation_id}", headers=member_headers).json()
    assert again["conversation"]["status"] == "active"


def test_a_missing_conversation_is_404_in_hebrew_and_in_english(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    for method in ("get", "put", "delete"):
        kwargs = {"json": {"title": "x"}} if method == "put" else {}
        response = getattr(client, method)(f"{BASE}/conversations/4242", headers=member_headers, **kwargs)
        assert response.status_code == 404
        assert response.json() == {
            "success": False,
            "error": "השיחה לא נמצאה",
            "code": "conversation_not_found",
        }
    message = client.post(
        f"{BASE}/conversations/4242/messages",
        json={"message": "שלום"},
        headers={**member_headers, "Accept-Language": "en"},
    )
    assert message.status_code == 404
    assert message.json()["error"] == "Conversation not found"


def test_the_first_message_renames_the_conversation(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    conversation_id = create(client, member_headers)["id"]
    client.post(
        f"{BASE}/conversations/{conversation_id}/messages",
        json={"message": "מה   היתרה של דנה?"},
        headers=member_headers,
    )
    client.post(
        f"{BASE}/conversations/{conversation_id}/messages",
        json={"message": "ומה עם יוסי"},
        headers=member_headers,
    )
    conversation = client.get(f"{BASE}/conversations/{conversation_id}", headers=member_headers).json()
    assert conversation["conversation"]["title"] == "מה היתרה של דנה?"
    assert conversation["conversation"]["message_count"] == 4


def test_messages_are_returned_with_intent_and_function_result(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_customer("דנה כהן", "0501234567")
    conversation_id = create(client, member_headers)["id"]
    client.post(
        f"{BASE}/conversations/{conversation_id}/messages",
        json={"message": "מה היתרה של 050-1234567?"},
        headers=member_headers,
    )
    conversation = client.get(f"{BASE}/conversations/{conversation_id}", headers=member_headers).json()[
        "conversation"
    ]
    user, assistant = conversation["messages"]
    assert (user["role"], user["content"]) == ("user", "מה היתרה של 050-1234567?")
    assert assistant["role"] == "assistant"
    assert assistant["detected_intent"] == "customer_balance"
    assert assistant["function_result"]["function"] == "get_customer_balance"
    assert assistant["function_result"]["result"]["balance"] == "0.00"
    assert TIMESTAMP.match(assistant["created_at"])


def test_one_users_conversations_are_invisible_to_another(client: TestClient) -> None:
    owner, stranger = bearer_headers(make_user()), bearer_headers(make_user())
    admin = bearer_headers(make_user(role="admin"))
    conversation_id = create(client, owner)["id"]
    url = f"{BASE}/conversations/{conversation_id}"
    for headers in (stranger, admin):  # admins see every record but not others' conversations
        assert client.get(url, headers=headers).status_code == 404
        assert client.put(url, json={"title": "mine"}, headers=headers).status_code == 404
        assert client.delete(url, headers=headers).status_code == 404
        posted = client.post(f"{url}/messages", json={"message": "שלום"}, headers=headers)
        assert posted.status_code == 404
        chat = client.post(
            f"{BASE}/chat", json={"message": "שלום", "conversation_id": conversation_id}, headers=headers
        )
        assert chat.status_code == 404
        assert client.get(f"{BASE}/conversations?status=all", headers=headers).json()["total"] == 0
    still = client.get(url, headers=owner).json()["conversation"]
    assert still["status"] == "active" and still["message_count"] == 0 and still["title"] == "שיחה חדשה"


def test_every_endpoint_needs_a_logged_in_user(client: TestClient) -> None:
    for method, path in (
        ("get", "/conversations"),
        ("post", "/conversations"),
        ("get", "/conversations/1"),
        ("post", "/chat"),
        ("get", "/prompts"),
        ("get", "/functions/available"),
        ("get", "/knowledge"),
        ("get", "/stats"),
    ):
        response = getattr(client, method)(f"{BASE}{path}")
        assert response.status_code == 401, path
        assert response.json()["code"] == "not_authenticated"


def _age(conversation_id: int, created: object) -> None:
    with get_database().unit_of_work() as session:
        row = session.get(Conversation, conversation_id)
        assert row is not None
        row.created_at = created  # type: ignore[assignment]


def test_stats_count_the_callers_own_usage_in_the_business_time_zone(client: TestClient) -> None:
    headers, other = bearer_headers(make_user()), bearer_headers(make_user())
    make_customer("דנה כהן", "0501234567")
    today = business_today()
    first = client.post(f"{BASE}/chat", json={"message": "מה היתרה של דנה כהן"}, headers=headers).json()
    client.post(
        f"{BASE}/chat",
        json={"message": "והתיקון שלה?", "conversation_id": first["conversation_id"]},
        headers=headers,
    )
    client.post(f"{BASE}/chat", json={"message": "כמה חייבת 0501234567"}, headers=headers)
    just_today = create(client, headers)["id"]
    # Created a minute into today, business time (which is yesterday in UTC): today.
    _age(just_today, business_day_start(today) + timedelta(minutes=1))
    yesterday = create(client, headers)["id"]
    _age(yesterday, business_day_start(today) - timedelta(minutes=1))
    last_week = create(client, headers)["id"]
    _age(last_week, business_day_start(business_week_start(today)) - timedelta(minutes=1))
    client.delete(f"{BASE}/conversations/{last_week}", headers=headers)
    client.post(f"{BASE}/chat", json={"message": "שלום"}, headers=other)

    stats = client.get(f"{BASE}/stats", headers=headers).json()
    assert stats["success"] is True
    s = stats["stats"]
    assert s["total_conversations"] == 5
    assert s["active_conversations"] == 4
    assert s["total_messages"] == 6
    assert s["conversations_today"] == 3
    this_week = 3 + (1 if business_week_start(today) < today else 0)
    assert s["conversations_this_week"] == this_week
    assert s["top_intents"] == [
        {"intent": "customer_balance", "count": 2},
        {"intent": "repair_status", "count": 1},
    ]

    theirs = client.get(f"{BASE}/stats", headers=other).json()["stats"]
    assert theirs["total_conversations"] == 1 and theirs["total_messages"] == 2
    assert theirs["top_intents"] == [{"intent": "greeting", "count": 1}]


def test_messages_posted_at_once_to_one_conversation_are_all_counted(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    """The question and answer are written after the reading and understanding, in a write of their
    own: the conversation's count is added to in that write, never read first and written back."""
    user = client.get("/api/auth/me", headers=member_headers).json()["user"]
    caller = Caller(id=user["id"], email=user["email"], display_name=user["display_name"], role=user["role"])
    conversation_id = create(client, member_headers)["id"]
    threads, errors = 6, []

    def ask(n: int) -> None:
        try:
            chat.post_message(caller, f"מה היתרה של לקוח {n}?", conversation_id=conversation_id)
        except BaseException as error:
            errors.append(error)

    workers = [threading.Thread(target=ask, args=(n,)) for n in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(timeout=60)
    assert not errors
    conversation = client.get(f"{BASE}/conversations/{conversation_id}", headers=member_headers).json()
    assert conversation["conversation"]["message_count"] == 2 * threads
    assert len(conversation["conversation"]["messages"]) == 2 * threads
    roles = [m["role"] for m in conversation["conversation"]["messages"]]
    assert roles.count("user") == roles.count("assistant") == threads
