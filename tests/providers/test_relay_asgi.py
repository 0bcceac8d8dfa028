"""The ``/v1`` request path's own refusals (``relay.asgi``), in the OpenAI error shape."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.exc import OperationalError

from misrad.providers.relay import access


def test_a_database_without_a_free_connection_is_503_with_retry_after(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_connection() -> access.Generations:
        raise OperationalError("SELECT", {}, Exception("sorry, too many clients already"))

    monkeypatch.setattr(access, "generations", no_connection)
    body = {"model": "gpt-6-luna", "messages": [{"role": "user", "content": "hi"}]}
    answer = client.post("/v1/chat/completions", json=body, headers={"authorization": "Bearer sk-any"})
    assert answer.status_code == 503 and answer.headers["retry-after"] == "1"
    assert answer.json()["error"]["code"] == "service_busy"


def test_no_key_is_refused_before_the_body_is_read(client: TestClient) -> None:
    answer = client.post("/v1/chat/completions", content=b"x" * 2_000_000)  # over the body limit too
    assert answer.status_code == 401
    assert answer.json()["error"]["code"] == "virtual_key_invalid"


def test_an_unknown_path_under_v1_is_a_json_404_with_no_page_headers(client: TestClient) -> None:
    # An OpenAI client that asks for an endpoint misrad does not have reads JSON, not an HTML page.
    answer = client.get("/v1/assistants", headers={"authorization": "Bearer sk-any"})
    assert answer.status_code == 404 and answer.headers["content-type"].startswith("application/json")
    assert answer.json()["code"] == "route_not_found"
    assert "content-security-policy" not in answer.headers


def test_an_unexpected_failure_is_a_500_in_the_openai_shape(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    # /v1 is served ahead of the application's error handling (its outermost layer included).
    def broken(*_: object) -> access.Generations:
        raise RuntimeError("a defect")

    monkeypatch.setattr(access, "known_generations", lambda: None, raising=False)
    monkeypatch.setattr(access, "generations", broken)
    body = {"model": "gpt-6-luna", "messages": [{"role": "user", "content": "hi"}]}
    answer = client.post("/v1/chat/completions", json=body, headers={"authorization": "Bearer sk-any"})
    assert answer.status_code == 500
    assert answer.json()["error"] == {
        "message": answer.json()["error"]["message"],
        "type": "api_error",
        "param": None,
        "code": "internal_error",
    }
