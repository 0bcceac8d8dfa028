"""A customer is known to the assistant the moment it is committed, in this process and in others."""

from __future__ import annotations

import os
import subprocess
import sys
from typing import Any

from fastapi.testclient import TestClient

BASE = "/api/mcp-chatbot"

# Runs in a separate Python process on the same database: a second server or the CLI writing a customer.
_WRITE_CUSTOMER = """
import sys
from misrad import areas
from misrad.core.db import get_database
from misrad.records import service
from misrad.records.schemas import CustomerCreate

areas.install()
with get_database().unit_of_work() as session:
    service.create_customer(session, CustomerCreate(name=sys.argv[1], phone=sys.argv[2]))
"""


def chat(client: TestClient, headers: dict[str, str], message: str) -> dict[str, Any]:
    response = client.post(f"{BASE}/chat", json={"message": message}, headers=headers)
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


def test_a_customer_created_through_the_api_after_a_chat_is_known_by_name_at_once(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    chat(client, member_headers, "שלום")  # the index is built now, before the customer exists
    created = client.post(
        "/api/customers", json={"name": "נועה ברקוביץ", "phone": "0527781234"}, headers=member_headers
    )
    assert created.status_code == 201, created.text

    body = chat(client, member_headers, "פרטים של נועה ברקוביץ")

    assert body["intent"] == "customer_lookup"
    assert body["context"]["customer"]["id"] == created.json()["data"]["id"]
    assert "0527781234" in body["response"].replace("-", "")


def test_a_renamed_customer_is_found_by_the_new_name(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    created = client.post(
        "/api/customers", json={"name": "Dan Shapiro", "phone": "0527781235"}, headers=member_headers
    ).json()["data"]
    chat(client, member_headers, "details of Dan Shapiro")
    renamed = client.put(
        f"/api/customers/{created['id']}", json={"name": "Yoav Katzir"}, headers=member_headers
    )
    assert renamed.status_code == 200, renamed.text

    body = chat(client, member_headers, "details of Yoav Katzir")

    assert body["context"]["customer"]["id"] == created["id"]


def test_a_customer_written_by_another_process_is_known_by_name_at_once(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    chat(client, member_headers, "שלום")
    subprocess.run(
        [sys.executable, "-c", _WRITE_CUSTOMER, "עמרי זילברשטיין", "0548812345"],
        check=True,
        env=dict(os.environ),
        timeout=120,
    )

    body = chat(client, member_headers, "מה היתרה של עמרי זילברשטיין?")

    assert body["intent"] == "customer_balance"
    assert body["context"]["customer"]["name"] == "עמרי זילברשטיין"
