"""The function registry as MCP tools: an ``mcp`` SDK client over /mcp (streamable HTTP) and over stdio."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path
from typing import Any

import httpx
import httpx2
import pytest
from mcp.client import Client
from mcp.client.stdio import StdioServerParameters
from mcp.client.streamable_http import streamable_http_client

from misrad.assistant.functions import REGISTRY
from tests.assistant.factories import make_customer, make_invoice
from tests.auth.factories import bearer_headers, make_user

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures


def _token(headers: dict[str, str]) -> str:
    return headers["Authorization"].removeprefix("Bearer ")


async def _use(target: Any) -> tuple[list[str], Any, Any, Any]:
    async with Client(target) as client:
        tools = await client.list_tools()
        by_phone = await client.call_tool("get_customer_by_phone", {"phone": "+972-50-123-4567"})
        customer_id = by_phone.structured_content["customer"]["id"]
        balance = await client.call_tool("get_customer_balance", {"customer_id": customer_id})
        missing = await client.call_tool("get_customer_balance", {"customer_id": customer_id + 1000})
        return [t.name for t in tools.tools], by_phone, balance, missing


def _check(names: list[str], by_phone: Any, balance: Any, missing: Any, customer_id: int) -> None:
    assert names == list(REGISTRY)
    assert by_phone.is_error is False
    assert by_phone.structured_content["found"] is True
    assert by_phone.structured_content["customer"]["name"] == "דנה כהן"
    assert "דנה כהן" in by_phone.content[0].text
    assert balance.structured_content["customer"]["id"] == customer_id
    assert balance.structured_content["balance"] == "1250.50"
    assert balance.structured_content["open_invoices"] == 1
    assert missing.is_error is True
    assert missing.structured_content["error"] == "assistant_customer_not_found"


def _dana() -> int:
    customer_id = make_customer("דנה כהן", "0501234567")
    make_invoice(customer_id, "1045", "1250.50")
    return customer_id


def test_an_mcp_client_lists_and_calls_the_tools_over_http(served: str) -> None:
    customer_id = _dana()
    token = _token(bearer_headers(make_user()))

    async def run() -> tuple[list[str], Any, Any, Any]:
        async with httpx2.AsyncClient(headers={"Authorization": f"Bearer {token}"}, timeout=30) as http:
            return await _use(streamable_http_client(f"{served}/mcp", http_client=http))

    names, by_phone, balance, missing = asyncio.run(run())
    _check(names, by_phone, balance, missing, customer_id)
    tools = asyncio.run(_tools_over_http(served, token))
    phone_tool = next(t for t in tools if t.name == "get_customer_by_phone")
    assert phone_tool.input_schema == REGISTRY["get_customer_by_phone"].parameters


async def _tools_over_http(url: str, token: str) -> list[Any]:
    async with (
        httpx2.AsyncClient(headers={"Authorization": f"Bearer {token}"}, timeout=30) as http,
        Client(streamable_http_client(f"{url}/mcp", http_client=http)) as client,
    ):
        return list((await client.list_tools()).tools)


def test_the_mcp_endpoint_refuses_requests_without_a_valid_token(served: str) -> None:
    initialize = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "t", "version": "1"},
        },
    }
    accept = {"Accept": "application/json, text/event-stream"}
    for headers in ({}, {"Authorization": "Bearer msr_not_a_real_token_at_all"}):
        response = httpx.post(f"{served}/mcp", json=initialize, headers={**accept, **headers}, timeout=10)
        assert response.status_code == 401
        assert "www-authenticate" in response.headers
    # The API itself is unaffected by the endpoint beside it.
    assert httpx.get(f"{served}/api/mcp-chatbot/stats", timeout=10).status_code == 401


def test_an_mcp_client_lists_and_calls_the_tools_over_stdio() -> None:
    customer_id = _dana()
    user = make_user()
    command = Path(sys.executable).parent / "misrad"
    environment = {k: v for k, v in os.environ.items() if k.startswith("MISRAD_")}
    parameters = StdioServerParameters(
        command=str(command), args=["mcp", "--email", user.email], env=environment
    )
    names, by_phone, balance, missing = asyncio.run(_use(parameters))
    _check(names, by_phone, balance, missing, customer_id)


def test_the_endpoint_works_each_time_the_app_starts_and_is_503_when_stopped(
    app: Any, member_headers: dict[str, str]
) -> None:
    from fastapi.testclient import TestClient

    initialize = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "t", "version": "1"},
        },
    }
    headers = {**member_headers, "Accept": "application/json, text/event-stream"}
    for _start in range(2):  # the SDK's session manager runs once per instance; each start needs its own
        with TestClient(app) as client:
            reply = client.post("/mcp", json=initialize, headers=headers)
            assert reply.status_code == 200, reply.text
            assert reply.json()["result"]["serverInfo"]["name"]
    stopped = TestClient(app).post("/mcp", json=initialize, headers=headers)
    assert stopped.status_code == 503 and stopped.json()["code"] == "service_unavailable"
    # A token used only over MCP shows its last use like a token used on the API.
    from sqlalchemy import select

    from misrad.auth.models import ApiToken
    from misrad.core.db import get_database

    with get_database().unit_of_work(write=False) as session:
        assert session.scalars(select(ApiToken.last_used_at)).all() != [None]
