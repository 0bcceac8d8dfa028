"""The quick chat's fast lane (``assistant.fast``) answers as the application does, and declines what it
is not sure of: each request goes to the application with its lanes and to one without."""

from __future__ import annotations

import json
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from tests.assistant.factories import make_customer, make_invoice
from tests.auth.factories import PASSWORD, bearer_headers, make_user
from tests.core.fast_lanes import Parity, app_without_lanes, comparable

BASE = "/api/mcp-chatbot"
CHAT = f"{BASE}/chat"
# What differs by nature between two chats: the conversation's id, moments, the time taken.
DIFFERS = ("id", "uuid", "conversation_id", "created_at", "updated_at", "last_message_at", "response_time_ms")


@pytest.fixture(scope="module")
def slow_app() -> FastAPI:
    return app_without_lanes()


@pytest.fixture
def parity(app: FastAPI, slow_app: FastAPI) -> Parity:
    return Parity.between(app, slow_app, DIFFERS)


def _business() -> int:
    dana = make_customer("דנה כהן", "0501234567")
    make_invoice(dana, "1045", "1250.50")
    make_invoice(dana, "1046", "800", paid="300", due_in_days=-10)
    make_customer("John Smith", "0549990000")
    return dana


def test_local_chats_answer_alike_served_by_the_lane(parity: Parity) -> None:
    dana = _business()
    member = bearer_headers(make_user())
    for body, extra in (
        ({"message": "מה היתרה של דנה כהן?"}, {}),
        ({"message": "מה היתרה של 050-1234567?"}, {"X-Request-ID": "chat-parity-1"}),
        ({"message": "What is John Smith's balance?"}, {"Accept-Language": "en"}),
        ({"message": "חשבוניות פתוחות", "context_type": "customer", "context_id": dana}, {}),
        ({"message": "שלום\u0007"}, {"Accept-Language": "he"}),  # a control character is taken out
    ):
        parity.check("POST", CHAT, served=True, json=body, headers={**member, **extra})


def test_a_message_in_the_callers_own_conversation_is_served(parity: Parity) -> None:
    _business()
    member = bearer_headers(make_user())
    started = [
        client.post(CHAT, json={"message": "פרטים של דנה כהן"}, headers=member).json()["conversation_id"]
        for client in (parity.with_lanes, parity.without)
    ]
    before = parity.lanes.served
    answers = [
        client.post(CHAT, json={"message": "ומה היתרה?", "conversation_id": conversation}, headers=member)
        for client, conversation in zip((parity.with_lanes, parity.without), started, strict=True)
    ]
    assert parity.lanes.served - before == 1
    fast, slow = (answer.json() for answer in answers)
    assert fast["conversation_id"] == started[0] and fast["conversation"]["message_count"] == 4
    assert comparable(fast, DIFFERS) == comparable(slow, DIFFERS)


def test_what_the_lane_is_not_sure_of_goes_to_the_application(parity: Parity) -> None:
    _business()
    member, other = bearer_headers(make_user()), bearer_headers(make_user())
    others = parity.without.post(CHAT, json={"message": "שלום"}, headers=other).json()["conversation_id"]
    as_json = {**member, "Content-Type": "application/json"}
    for body in (
        {"json": {"message": "שלום", "conversation_id": others}},  # another user's: 404
        {"json": {"message": "שלום", "conversation_id": 999_999}},
        {"json": {"message": "שלום", "conversation_id": 0}},
        {"json": {"message": "שלום", "context_type": "customer", "context_id": 999_999}},
        {"json": {"message": ""}},
        {"json": {}},
        {"json": {"message": "א" * 4001}},
        {"json": {"message": "שלום", "unknown": 1}},
        {"json": ["שלום"]},
        {"content": b"{not json", "headers": as_json},
        {"content": b"", "headers": as_json},
        {
            "content": json.dumps({"message": "שלום"}).encode(),
            "headers": {**member, "Content-Type": "text/plain"},
        },
        {"content": json.dumps({"message": "x" * 70_000}).encode(), "headers": as_json},  # not small
    ):
        for language in ("he", "en"):
            options: dict[str, Any] = {"headers": member, **body}
            options["headers"] = {**options["headers"], "Accept-Language": language}
            parity.check("POST", CHAT, served=False, **options)


def test_callers_the_lane_does_not_know_go_to_the_application(parity: Parity) -> None:
    for headers in ({}, {"Authorization": "Bearer not-a-token"}, {"Cookie": "misrad_session=nothing"}):
        for language in ("he", "en"):
            options = {"json": {"message": "שלום"}, "headers": {**headers, "Accept-Language": language}}
            parity.check("POST", CHAT, served=False, **options)


def test_a_signed_in_browser_is_served_with_its_csrf_header_only(parity: Parity, app: FastAPI) -> None:
    user = make_user()
    signed_in = TestClient(app).post("/api/auth/login", json={"email": user.email, "password": PASSWORD})
    session, csrf = signed_in.cookies["misrad_session"], signed_in.cookies["misrad_csrf"]
    cookie = {"Cookie": f"misrad_session={session}; misrad_csrf={csrf}"}
    parity.check("POST", CHAT, served=False, json={"message": "שלום"}, headers=cookie)  # 403
    with_csrf = {**cookie, "X-CSRF-Token": csrf}
    parity.check("POST", CHAT, served=True, json={"message": "שלום"}, headers=with_csrf)


def test_a_conversation_an_llm_answers_is_left_to_the_application_before_any_write(
    parity: Parity, admin_headers: dict[str, str]
) -> None:
    providers = parity.without.get("/api/ai-providers/providers", headers=admin_headers).json()
    provider = next(p["id"] for p in providers["providers"] if p["code"] != "local")  # an LLM's
    created = parity.without.post(
        f"{BASE}/conversations", json={"provider_id": provider}, headers=admin_headers
    )
    assert created.status_code == 201, created.text
    conversation = created.json()["conversation"]["id"]
    before = parity.lanes.served
    answer = parity.with_lanes.post(
        CHAT, json={"message": "שלום", "conversation_id": conversation}, headers=admin_headers
    )
    assert parity.lanes.served == before and answer.status_code == 200, answer.text
    assert answer.json()["fallback_reason"]  # the application asked for the LLM, which did not answer
    assert answer.json()["conversation"]["message_count"] == 2  # the lane wrote nothing


def test_an_error_once_the_exchange_is_written_is_answered_and_not_written_again(
    parity: Parity, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The one read after the write fails (a database gone that moment): the lane does not decline, so
    the application does not write the exchange a second time; the answer is its 500."""
    from sqlalchemy.exc import OperationalError

    from misrad.assistant import chat

    _business()
    member = bearer_headers(make_user())
    started = parity.with_lanes.post(CHAT, json={"message": "שלום"}, headers=member).json()
    conversation = started["conversation_id"]

    def gone(*args: object) -> None:
        raise OperationalError("SELECT", {}, Exception("the database went away"))

    monkeypatch.setattr(chat, "_bound_customer", gone)
    before = parity.lanes.served
    answer = parity.with_lanes.post(
        CHAT, json={"message": "מה היתרה?", "conversation_id": conversation}, headers=member
    )
    assert answer.status_code == 500 and answer.json()["code"], answer.text
    assert parity.lanes.served == before
    monkeypatch.undo()
    shown = parity.with_lanes.get(f"{BASE}/conversations/{conversation}", headers=member).json()
    assert shown["conversation"]["message_count"] == 4, shown  # two exchanges, the second written once
