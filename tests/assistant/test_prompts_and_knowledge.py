"""Prompts (exactly one default), the knowledge base and the function list, through the HTTP API."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from pydantic import Field
from sqlalchemy.orm import Session

from misrad.assistant import functions, mcp
from misrad.auth.schemas import Caller
from misrad.core.db import get_database
from misrad.core.errors import Forbidden, InvalidInput, NotFound
from tests.assistant.factories import make_customer

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures

BASE = "/api/mcp-chatbot"


def prompts(client: TestClient, headers: dict[str, str]) -> list[dict[str, Any]]:
    body = client.get(f"{BASE}/prompts", headers=headers).json()
    assert body["success"] is True
    result: list[dict[str, Any]] = body["prompts"]
    return result


def test_there_is_always_exactly_one_default_prompt(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str]
) -> None:
    initial = prompts(client, member_headers)
    assert [p["is_default"] for p in initial] == [True]
    default_id = initial[0]["id"]

    created = client.post(
        f"{BASE}/prompts",
        json={
            "name": "short",
            "display_name": "קצר ולעניין",
            "base_prompt": "ענה במשפט אחד.",
            "personality": "יבש",
            "customer_instructions": "c",
            "invoice_instructions": "i",
            "repair_instructions": "r",
            "temperature": 0.2,
            "max_tokens": 300,
            "is_default": True,
        },
        headers=admin_headers,
    )
    assert created.status_code == 201
    prompt = created.json()["prompt"]
    assert created.json()["success"] is True
    assert {k: prompt[k] for k in ("name", "display_name", "temperature", "max_tokens", "is_default")} == {
        "name": "short",
        "display_name": "קצר ולעניין",
        "temperature": 0.2,
        "max_tokens": 300,
        "is_default": True,
    }
    listed = prompts(client, member_headers)
    assert [p["id"] for p in listed if p["is_default"]] == [prompt["id"]]

    # The default cannot be switched off directly; making another one the default moves it.
    off = client.put(f"{BASE}/prompts/{prompt['id']}", json={"is_default": False}, headers=admin_headers)
    assert off.status_code == 400 and off.json()["code"] == "prompt_default_required"
    back = client.put(f"{BASE}/prompts/{default_id}", json={"is_default": True}, headers=admin_headers)
    assert back.status_code == 200 and back.json()["prompt"]["is_default"] is True
    assert [p["id"] for p in prompts(client, member_headers) if p["is_default"]] == [default_id]

    one = client.get(f"{BASE}/prompts/{prompt['id']}", headers=member_headers).json()
    assert one["prompt"]["base_prompt"] == "ענה במשפט אחד." and one["prompt"]["is_default"] is False


def test_prompt_rules(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str]
) -> None:
    body = {"name": "sales", "base_prompt": "x"}
    assert client.post(f"{BASE}/prompts", json=body, headers=member_headers).status_code == 403
    assert client.post(f"{BASE}/prompts", json=body, headers=admin_headers).status_code == 201
    duplicate = client.post(f"{BASE}/prompts", json=body, headers=admin_headers)
    assert duplicate.status_code == 409 and duplicate.json()["code"] == "prompt_name_taken"
    for bad in (
        {"name": "t", "temperature": 3},
        {"name": "m", "max_tokens": 0},
        {"display_name": "no name"},
        {"name": "p", "provider_id": 99999},
    ):
        assert client.post(f"{BASE}/prompts", json=bad, headers=admin_headers).status_code == 400
    missing = client.get(f"{BASE}/prompts/999", headers=member_headers)
    assert missing.status_code == 404 and missing.json()["code"] == "prompt_not_found"
    assert (
        client.put(f"{BASE}/prompts/999", json={"personality": "x"}, headers=admin_headers).status_code == 404
    )


def test_the_function_list_is_the_registry_in_tool_style(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    body = client.get(f"{BASE}/functions/available", headers=member_headers).json()
    assert body["success"] is True
    by_name = {f["name"]: f for f in body["functions"]}
    assert set(by_name) == {
        "get_customer_by_phone",
        "get_customer_balance",
        "search_customers",
        "get_repair_status",
        "get_invoice_status",
        "get_top_debtors",
        "get_repairs_due",
        "search_knowledge",
    }
    phone = by_name["get_customer_by_phone"]
    assert phone["description"]
    assert phone["parameters"]["type"] == "object"
    assert phone["parameters"]["required"] == ["phone"]
    assert phone["parameters"]["properties"]["phone"]["type"] == "string"
    assert by_name["get_customer_balance"]["parameters"]["properties"]["customer_id"]["type"] == "integer"


def test_functions_check_their_caller_and_arguments() -> None:
    customer = make_customer("דנה כהן", "0501234567")
    member = Caller(id=1, email="m@example.co.il", display_name="m", role="member")
    stranger = Caller(id=2, email="x@example.co.il", display_name="x", role="supplier")
    with get_database().unit_of_work(write=False) as session:
        found = functions.execute(session, member, "get_customer_by_phone", {"phone": "+972-50-123-4567"})
        assert isinstance(found, functions.CustomerResult) and found.customer is not None
        assert found.customer.id == customer
        with pytest.raises(Forbidden):
            functions.execute(session, stranger, "get_customer_by_phone", {"phone": "0501234567"})
        with pytest.raises(NotFound):
            functions.execute(session, member, "drop_all_tables", {})
        with pytest.raises(InvalidInput):
            functions.execute(session, member, "get_customer_balance", {"customer_id": "abc"})
        with pytest.raises(NotFound):
            functions.execute(session, member, "get_customer_balance", {"customer_id": customer + 1})


def test_a_new_function_is_one_argument_model_for_its_schema_and_its_validation(
    client: TestClient, member_headers: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    class OverdueArgs(functions.Arguments):
        days: functions.RequiredWholeNumber = Field(description="Overdue by at least this many days")
        currency: functions.Text = Field(default=None, description="ILS, USD or EUR")

    def list_overdue(session: Session, args: OverdueArgs) -> functions.KnowledgeResult:
        return functions.KnowledgeResult(query=f"{args.days}:{args.currency}", items=[])

    spec = functions.FunctionSpec("list_overdue", "Overdue invoices.", OverdueArgs, list_overdue)
    monkeypatch.setitem(functions.REGISTRY, spec.name, spec)
    body = client.get(f"{BASE}/functions/available", headers=member_headers).json()
    [shown] = [f for f in body["functions"] if f["name"] == "list_overdue"]
    assert shown["parameters"] == {
        "type": "object",
        "properties": {
            "days": {"type": "integer", "description": "Overdue by at least this many days"},
            "currency": {"type": "string", "description": "ILS, USD or EUR"},
        },
        "required": ["days"],
    }
    [tool] = [t for t in mcp.tool_list() if t.name == "list_overdue"]
    assert tool.input_schema == shown["parameters"]
    member = Caller(id=1, email="m@example.co.il", display_name="m", role="member")
    with get_database().unit_of_work(write=False) as session:
        result = functions.execute(session, member, "list_overdue", {"days": " 30 ", "currency": " USD "})
        assert isinstance(result, functions.KnowledgeResult) and result.query == "30:USD"
        for wrong in ({"currency": "USD"}, {"days": ""}, {"days": "a month"}):
            with pytest.raises(InvalidInput) as raised:
                functions.execute(session, member, "list_overdue", wrong)
            assert raised.value.params == {"name": "days"}


ITEMS = [
    {
        "category": "policy",
        "title": "מדיניות החזרות",
        "content": "ניתן להחזיר מוצר תוך 14 יום עם חשבונית.",
        "keywords": ["החזרה", "זיכוי"],
        "priority": 1,
    },
    {
        "category": "faq",
        "title": "שעות פתיחה",
        "content": "פתוחים א׳-ה׳ 9:00-18:00. בהחזרות מטפלים רק בבוקר.",
        "keywords": ["שעות"],
        "priority": 5,
    },
    {"category": "product", "title": "מחירון מסכים", "content": "החלפת מסך: 450 ש״ח.", "priority": 0},
]


def test_knowledge_items_are_created_listed_searched_and_ranked(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str]
) -> None:
    assert client.post(f"{BASE}/knowledge", json=ITEMS[0], headers=member_headers).status_code == 403
    ids = []
    for item in ITEMS:
        created = client.post(f"{BASE}/knowledge", json=item, headers=admin_headers)
        assert created.status_code == 201 and created.json()["success"] is True
        ids.append(created.json()["item"]["id"])
    assert created.json()["item"]["keywords"] == [] and created.json()["item"]["related_modules"] == []
    bad = client.post(f"{BASE}/knowledge", json={**ITEMS[0], "category": "gossip"}, headers=admin_headers)
    assert bad.status_code == 400

    everything = client.get(f"{BASE}/knowledge", headers=member_headers).json()
    assert everything["success"] is True and everything["total"] == 3
    assert [i["id"] for i in everything["items"]] == [ids[1], ids[0], ids[2]]  # by priority
    faq = client.get(f"{BASE}/knowledge?category=faq", headers=member_headers).json()
    assert [i["id"] for i in faq["items"]] == [ids[1]]
    assert client.get(f"{BASE}/knowledge?category=gossip", headers=member_headers).status_code == 400

    # "ולהחזרות" finds the title's "החזרות" under its prefix letters; the title match ranks first.
    found = client.get(f"{BASE}/knowledge", params={"search": "ולהחזרות"}, headers=member_headers).json()
    assert [i["id"] for i in found["items"]] == [ids[0], ids[1]]
    assert found["items"][0]["score"] > found["items"][1]["score"]
    faq_only = client.get(
        f"{BASE}/knowledge", params={"search": "החזרה", "category": "faq"}, headers=member_headers
    ).json()
    assert [i["id"] for i in faq_only["items"]] == [ids[1]]
    none = client.get(f"{BASE}/knowledge", params={"search": "משלוחים"}, headers=member_headers).json()
    assert none == {"success": True, "items": [], "total": 0}


def test_knowledge_items_are_updated_and_deleted(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str]
) -> None:
    item = client.post(f"{BASE}/knowledge", json=ITEMS[2], headers=admin_headers).json()["item"]
    url = f"{BASE}/knowledge/{item['id']}"
    assert client.put(url, json={"priority": 9}, headers=member_headers).status_code == 403
    updated = client.put(
        url, json={"content": "החלפת מסך: 500 ש״ח.", "keywords": ["מסך"]}, headers=admin_headers
    )
    assert updated.status_code == 200 and updated.json()["item"]["content"] == "החלפת מסך: 500 ש״ח."
    found = client.get(f"{BASE}/knowledge", params={"search": "500"}, headers=member_headers).json()
    assert [i["id"] for i in found["items"]] == [item["id"]]
    deleted = client.delete(url, headers=admin_headers)
    assert deleted.status_code == 200 and deleted.json()["success"] is True
    assert client.get(f"{BASE}/knowledge", headers=member_headers).json()["total"] == 0
    assert client.delete(url, headers=admin_headers).status_code == 404


def test_the_local_engine_answers_knowledge_questions_from_the_base(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str]
) -> None:
    for item in ITEMS:
        client.post(f"{BASE}/knowledge", json=item, headers=admin_headers)
    body = client.post(f"{BASE}/chat", json={"message": "אפשר להחזיר מוצר?"}, headers=member_headers).json()
    assert body["intent"] == "knowledge"
    assert body["functions_used"] == ["search_knowledge"]
    assert body["response"].startswith("**מדיניות החזרות**")
    assert "14 יום" in body["response"]
