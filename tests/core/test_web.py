"""The envelope, status codes and language rules of CONTRACT 1."""

from __future__ import annotations

import uuid

from fastapi import APIRouter
from fastapi.testclient import TestClient

from misrad.core.web import new_request_id


def test_health_needs_no_login_and_reports_readiness(client: TestClient) -> None:
    response = client.get("/api/health")
    assert response.status_code == 200
    body = response.json()
    assert body["database"] is True and body["queue"] is True and body["status"] == "healthy"


def test_unknown_route_is_an_envelope(client: TestClient) -> None:
    response = client.get("/api/nothing-here")
    assert response.status_code == 404
    assert response.json()["success"] is False and response.json()["code"] == "route_not_found"


def test_invalid_body_is_400_never_422(client: TestClient) -> None:
    response = client.post("/api/auth/login", json={"email": 5})
    assert response.status_code == 400
    body = response.json()
    assert body["code"] == "validation_error" and "password" in body["error"]


def test_broken_json_is_400(client: TestClient) -> None:
    response = client.post(
        "/api/auth/login", content=b"{not json", headers={"content-type": "application/json"}
    )
    assert response.status_code == 400 and response.json()["code"] == "invalid_json"


def test_error_text_is_hebrew_by_default_and_english_on_request(client: TestClient) -> None:
    hebrew = client.get("/api/auth/me").json()
    english = client.get("/api/auth/me", headers={"Accept-Language": "en-US,en;q=0.9,he;q=0.5"}).json()
    assert hebrew["code"] == english["code"] == "not_authenticated"
    assert "התחבר" in hebrew["error"]
    assert "log in" in english["error"]


def test_hebrew_preferred_over_english_by_quality(client: TestClient) -> None:
    body = client.get("/api/auth/me", headers={"Accept-Language": "en;q=0.3, he"}).json()
    assert "התחבר" in body["error"]


def test_unhandled_exception_is_a_500_envelope_without_internals() -> None:
    # An app of its own: adding a route to the app the session shares would leak into other tests.
    from misrad.app import create_app

    app = create_app(run_worker=False)
    router = APIRouter()

    @router.get("/api/test-explode")
    def explode() -> None:
        raise RuntimeError("SELECT secret FROM users -- internal detail")

    app.include_router(router)
    response = TestClient(app, raise_server_exceptions=False).get("/api/test-explode")
    assert response.status_code == 500
    body = response.json()
    assert body == {"success": False, "error": body["error"], "code": "internal_error"}
    assert "SELECT" not in response.text and "Traceback" not in response.text
    assert response.headers["X-Request-ID"]


def test_openapi_is_served(client: TestClient) -> None:
    response = client.get("/api/openapi.json")
    assert response.status_code == 200
    assert "/api/auth/login" in response.json()["paths"]
    assert client.get("/api/docs").status_code == 200


def test_a_request_id_made_here_is_a_new_version_4_uuid(client: TestClient) -> None:
    made = {new_request_id() for _ in range(1000)}
    assert len(made) == 1000
    for request_id in made:
        assert uuid.UUID(hex=request_id).version == 4 and uuid.UUID(hex=request_id).hex == request_id
    answered = client.get("/api/health").headers["X-Request-ID"]
    assert uuid.UUID(hex=answered).version == 4
    assert client.get("/api/health", headers={"X-Request-ID": "ref-1"}).headers["X-Request-ID"] == "ref-1"
