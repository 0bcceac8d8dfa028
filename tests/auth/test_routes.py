"""CONTRACT 2 through the HTTP API: login, sessions, CSRF, API tokens, user management."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import inspect, select, text, update

from misrad.auth.models import User
from misrad.core.db import get_database
from tests.auth.factories import PASSWORD, bearer_headers, make_user


def _login(client: TestClient, email: str, password: str = PASSWORD) -> Any:
    return client.post("/api/auth/login", json={"email": email, "password": password})


def _cookie_headers(response: Any) -> list[str]:
    return [value for key, value in response.headers.multi_items() if key.lower() == "set-cookie"]


def test_login_returns_user_and_csrf_and_sets_cookies(client: TestClient) -> None:
    user = make_user(role="approver")
    response = _login(client, user.email.upper())  # emails are case-insensitive
    assert response.status_code == 200
    body = response.json()
    assert body["success"] is True
    assert body["user"] == {
        "id": user.id,
        "email": user.email,
        "display_name": user.display_name,
        "role": "approver",
    }
    assert body["csrf_token"]
    cookies = _cookie_headers(response)
    session_cookie = next(c for c in cookies if c.startswith("misrad_session="))
    csrf_cookie = next(c for c in cookies if c.startswith("misrad_csrf="))
    assert "httponly" in session_cookie.lower() and "samesite=lax" in session_cookie.lower()
    assert "httponly" not in csrf_cookie.lower() and "samesite=lax" in csrf_cookie.lower()
    assert csrf_cookie.split(";")[0] == f"misrad_csrf={body['csrf_token']}"
    assert "password" not in response.text
    me = client.get("/api/auth/me")
    assert me.status_code == 200 and me.json()["user"]["email"] == user.email


def test_session_cookie_is_secure_behind_https(app: FastAPI) -> None:
    user = make_user()
    with TestClient(app, base_url="https://testserver", raise_server_exceptions=False) as secure_client:
        response = _login(secure_client, user.email)
    assert response.status_code == 200
    assert all("secure" in c.lower() for c in _cookie_headers(response))


def test_wrong_email_and_wrong_password_get_the_same_401(client: TestClient) -> None:
    user = make_user()
    wrong_password = _login(client, user.email, "not the password")
    wrong_email = _login(client, "nobody@example.co.il", "not the password")
    assert wrong_password.status_code == wrong_email.status_code == 401
    assert wrong_password.json() == wrong_email.json()
    assert wrong_password.json()["code"] == "wrong_credentials"
    assert not _cookie_headers(wrong_password)


def test_inactive_user_cannot_log_in_and_looks_like_a_wrong_password(client: TestClient) -> None:
    user = make_user(role="member")
    with get_database().unit_of_work() as session:
        session.get_one(User, user.id).is_active = False
    response = _login(client, user.email)
    assert response.status_code == 401 and response.json()["code"] == "wrong_credentials"


def test_repeated_failures_are_throttled_even_for_the_right_password(client: TestClient) -> None:
    user = make_user()
    statuses = [_login(client, user.email, f"guess {n}").status_code for n in range(5)]
    assert statuses == [401] * 5
    throttled = _login(client, user.email)
    assert throttled.status_code == 429
    assert throttled.json()["code"] == "too_many_login_attempts"
    assert int(throttled.headers["Retry-After"]) > 0
    # Another account from elsewhere is not locked by this one's failures.
    other = make_user()
    assert _login(client, other.email).status_code == 200


def test_a_successful_login_clears_earlier_failures(client: TestClient) -> None:
    user = make_user()
    for n in range(4):
        assert _login(client, user.email, f"guess {n}").status_code == 401
    assert _login(client, user.email).status_code == 200
    for n in range(4):
        assert _login(client, user.email, f"again {n}").status_code == 401
    assert _login(client, user.email).status_code == 200


def test_logout_really_revokes_the_session(app: FastAPI, client: TestClient) -> None:
    user = make_user()
    login = _login(client, user.email)
    old_cookie = client.cookies.get("misrad_session")
    assert old_cookie
    csrf = login.json()["csrf_token"]
    response = client.post("/api/auth/logout", headers={"X-CSRF-Token": csrf})
    assert response.status_code == 200 and response.json()["success"] is True
    # Replay the old cookie from a fresh client: the server has forgotten it.
    replay = TestClient(app, raise_server_exceptions=False, cookies={"misrad_session": old_cookie})
    denied = replay.get("/api/auth/me")
    assert denied.status_code == 401 and denied.json()["code"] == "not_authenticated"


def test_cookie_writes_need_the_csrf_header(client: TestClient) -> None:
    user = make_user()
    csrf = _login(client, user.email).json()["csrf_token"]
    missing = client.post("/api/auth/tokens", json={"name": "cli"})
    wrong = client.post("/api/auth/tokens", json={"name": "cli"}, headers={"X-CSRF-Token": csrf + "x"})
    assert missing.status_code == wrong.status_code == 403
    assert missing.json()["code"] == wrong.json()["code"] == "csrf_failed"
    created = client.post("/api/auth/tokens", json={"name": "cli"}, headers={"X-CSRF-Token": csrf})
    assert created.status_code == 201
    token_id = created.json()["id"]
    assert client.delete(f"/api/auth/tokens/{token_id}").status_code == 403
    assert client.delete(f"/api/auth/tokens/{token_id}", headers={"X-CSRF-Token": "nope"}).status_code == 403
    assert client.delete(f"/api/auth/tokens/{token_id}", headers={"X-CSRF-Token": csrf}).status_code == 200
    # Reads need no CSRF header.
    assert client.get("/api/auth/tokens").status_code == 200


def test_csrf_header_must_match_the_session_not_just_the_cookie(app: FastAPI, client: TestClient) -> None:
    """An attacker who plants a CSRF cookie of their own choosing still fails."""
    user = make_user()
    _login(client, user.email)
    session_cookie = client.cookies.get("misrad_session")
    forged = TestClient(
        app,
        raise_server_exceptions=False,
        cookies={"misrad_session": session_cookie, "misrad_csrf": "forged"},
    )
    response = forged.post("/api/auth/tokens", json={"name": "x"}, headers={"X-CSRF-Token": "forged"})
    assert response.status_code == 403


def test_cookie_put_needs_csrf(client: TestClient) -> None:
    admin = make_user(role="admin")
    member = make_user()
    csrf = _login(client, admin.email).json()["csrf_token"]
    body = {"display_name": "שם חדש"}
    assert client.put(f"/api/auth/users/{member.id}", json=body).status_code == 403
    assert (
        client.put(f"/api/auth/users/{member.id}", json=body, headers={"X-CSRF-Token": csrf}).status_code
        == 200
    )


def test_bearer_requests_are_exempt_from_csrf(client: TestClient) -> None:
    headers = bearer_headers(make_user())
    response = client.post("/api/auth/tokens", json={"name": "script"}, headers=headers)
    assert response.status_code == 201


def test_bad_bearer_tokens_are_401(client: TestClient) -> None:
    user = make_user()
    good = bearer_headers(user)["Authorization"]
    for value in (
        "Bearer nonsense",
        "Bearer msr_",
        "Bearer msr_00000000_" + "a" * 43,
        good + "x",
        good[:-1],
        "Bearer " + "msr_" + "x" * 5000,
    ):
        response = client.get("/api/auth/me", headers={"Authorization": value})
        assert response.status_code == 401, value
        assert response.json()["code"] == "not_authenticated"
    assert client.get("/api/auth/me", headers={"Authorization": good}).status_code == 200


def test_token_is_shown_once_and_stored_only_hashed(client: TestClient) -> None:
    user = make_user()
    headers = bearer_headers(user)
    response = client.post("/api/auth/tokens", json={"name": "גיבוי לילי"}, headers=headers)
    assert response.status_code == 201
    body = response.json()
    assert set(body) == {"success", "id", "token", "expires_at"} and body["success"] is True
    assert body["expires_at"] is None  # no expiry asked for: works until deleted
    plain = body["token"]
    secret = plain.split("_", 2)[2]
    # The new token works.
    me = client.get("/api/auth/me", headers={"Authorization": f"Bearer {plain}"})
    assert me.status_code == 200 and me.json()["user"]["id"] == user.id
    # Nothing in the database holds the token or its secret part.
    database = get_database()
    with database.write_engine.connect() as connection:
        columns = [c["name"] for c in inspect(connection).get_columns("api_tokens")]
        rows = connection.execute(text("SELECT * FROM api_tokens")).all()
    assert len(rows) == 2
    for row in rows:
        for column, value in zip(columns, row, strict=True):
            assert plain not in str(value) and secret not in str(value), column
    # The list never shows it again.
    listed = client.get("/api/auth/tokens", headers=headers)
    assert plain not in listed.text and secret not in listed.text
    assert "digest" not in listed.text


def test_token_list_shows_own_tokens_without_secrets_and_admin_sees_all(client: TestClient) -> None:
    alice, bob, admin = make_user(), make_user(), make_user(role="admin")
    alice_headers, bob_headers, admin_headers = (
        bearer_headers(alice),
        bearer_headers(bob),
        bearer_headers(admin),
    )
    alice_list = client.get("/api/auth/tokens", headers=alice_headers).json()
    assert alice_list["success"] is True
    assert [t["user_id"] for t in alice_list["tokens"]] == [alice.id]
    assert set(alice_list["tokens"][0]) == {
        "id",
        "name",
        "prefix",
        "user_id",
        "created_at",
        "last_used_at",
        "expires_at",
    }
    assert len(client.get("/api/auth/tokens", headers=bob_headers).json()["tokens"]) == 1
    everyone = client.get("/api/auth/tokens", headers=admin_headers).json()["tokens"]
    assert {t["user_id"] for t in everyone} == {alice.id, bob.id, admin.id}


def test_another_users_token_cannot_be_deleted_but_admin_can(client: TestClient) -> None:
    alice, bob = make_user(), make_user()
    alice_headers, bob_headers = bearer_headers(alice), bearer_headers(bob)
    alice_token = client.get("/api/auth/tokens", headers=alice_headers).json()["tokens"][0]["id"]
    denied = client.delete(f"/api/auth/tokens/{alice_token}", headers=bob_headers)
    assert denied.status_code == 404 and denied.json()["code"] == "token_not_found"
    assert client.delete("/api/auth/tokens/999999", headers=bob_headers).status_code == 404
    assert client.get("/api/auth/me", headers=alice_headers).status_code == 200
    admin_headers = bearer_headers(make_user(role="admin"))
    assert client.delete(f"/api/auth/tokens/{alice_token}", headers=admin_headers).status_code == 200
    assert client.get("/api/auth/me", headers=alice_headers).status_code == 401


def test_a_user_can_delete_their_own_token(client: TestClient) -> None:
    headers = bearer_headers(make_user())
    token_id = client.get("/api/auth/tokens", headers=headers).json()["tokens"][0]["id"]
    assert client.delete(f"/api/auth/tokens/{token_id}", headers=headers).status_code == 200
    assert client.get("/api/auth/me", headers=headers).status_code == 401


def test_admin_manages_users(client: TestClient, admin_headers: dict[str, str]) -> None:
    created = client.post(
        "/api/auth/users",
        json={
            "email": "Dana@Example.co.il",
            "display_name": "דנה",
            "password": "long enough",
            "role": "approver",
            "approval_level": 2,
        },
        headers=admin_headers,
    )
    assert created.status_code == 201
    user = created.json()["user"]
    assert (
        user["email"] == "dana@example.co.il" and user["role"] == "approver" and user["approval_level"] == 2
    )
    assert user["is_active"] is True and "password" not in created.text and "hash" not in created.text
    duplicate = client.post(
        "/api/auth/users",
        json={"email": "dana@example.co.il", "display_name": "x", "password": "long enough"},
        headers=admin_headers,
    )
    assert duplicate.status_code == 409 and duplicate.json()["code"] == "email_taken"
    listed = client.get("/api/auth/users", headers=admin_headers).json()
    assert listed["total"] == len(listed["users"]) == 2
    updated = client.put(f"/api/auth/users/{user['id']}", json={"role": "member"}, headers=admin_headers)
    assert updated.status_code == 200 and updated.json()["user"]["role"] == "member"
    assert (
        client.put("/api/auth/users/999999", json={"role": "member"}, headers=admin_headers).status_code
        == 404
    )
    assert _login(client, "dana@example.co.il", "long enough").status_code == 200


def test_user_management_input_is_validated(client: TestClient, admin_headers: dict[str, str]) -> None:
    for body in (
        {"email": "a@b.co", "display_name": "x", "password": "short"},
        {"email": "not-an-email", "display_name": "x", "password": "long enough"},
        {"email": "a@b.co", "display_name": "x", "password": "long enough", "role": "superuser"},
        {"email": "a@b.co", "display_name": "x", "password": "long enough", "is_admin": True},
    ):
        response = client.post("/api/auth/users", json=body, headers=admin_headers)
        assert response.status_code == 400, body
        assert response.json()["success"] is False


def test_members_cannot_manage_users(client: TestClient, member_headers: dict[str, str]) -> None:
    target = make_user()
    assert client.get("/api/auth/users", headers=member_headers).status_code == 403
    body = {"email": "x@example.co.il", "display_name": "x", "password": "long enough", "role": "admin"}
    assert client.post("/api/auth/users", json=body, headers=member_headers).status_code == 403
    response = client.put(f"/api/auth/users/{target.id}", json={"role": "admin"}, headers=member_headers)
    assert response.status_code == 403 and response.json()["code"] == "forbidden"
    with get_database().unit_of_work() as session:
        assert session.scalar(select(User.role).where(User.id == target.id)) == "member"
        assert session.scalar(select(User.id).where(User.email == "x@example.co.il")) is None


def test_deactivating_a_user_revokes_their_sessions_and_tokens(
    app: FastAPI, client: TestClient, admin_headers: dict[str, str]
) -> None:
    user = make_user()
    user_client = TestClient(app, raise_server_exceptions=False)
    assert _login(user_client, user.email).status_code == 200
    token_headers = bearer_headers(user)
    assert user_client.get("/api/auth/me").status_code == 200
    response = client.put(f"/api/auth/users/{user.id}", json={"is_active": False}, headers=admin_headers)
    assert response.status_code == 200 and response.json()["user"]["is_active"] is False
    assert user_client.get("/api/auth/me").status_code == 401
    assert client.get("/api/auth/me", headers=token_headers).status_code == 401
    # Reactivating does not bring the old session back (it was revoked), only new logins work.
    client.put(f"/api/auth/users/{user.id}", json={"is_active": True}, headers=admin_headers)
    assert user_client.get("/api/auth/me").status_code == 401
    assert _login(user_client, user.email).status_code == 200


def test_changing_the_password_revokes_sessions(
    app: FastAPI, client: TestClient, admin_headers: dict[str, str]
) -> None:
    user = make_user()
    user_client = TestClient(app, raise_server_exceptions=False)
    _login(user_client, user.email)
    client.put(f"/api/auth/users/{user.id}", json={"password": "a brand new one"}, headers=admin_headers)
    assert user_client.get("/api/auth/me").status_code == 401
    assert _login(user_client, user.email).status_code == 401
    assert _login(user_client, user.email, "a brand new one").status_code == 200


def test_the_last_active_admin_cannot_be_demoted_or_deactivated(client: TestClient) -> None:
    admin = make_user(role="admin")
    headers = bearer_headers(admin)
    for change in ({"role": "member"}, {"is_active": False}):
        response = client.put(f"/api/auth/users/{admin.id}", json=change, headers=headers)
        assert response.status_code == 409 and response.json()["code"] == "last_admin"
    second = make_user(role="admin")
    assert (
        client.put(f"/api/auth/users/{second.id}", json={"role": "member"}, headers=headers).status_code
        == 200
    )
    make_user(role="admin")
    assert (
        client.put(f"/api/auth/users/{admin.id}", json={"role": "member"}, headers=headers).status_code == 200
    )


def test_out_of_range_ids_are_a_400_envelope_never_a_500(
    client: TestClient, admin_headers: dict[str, str]
) -> None:
    # Beyond a 64-bit integer SQLite's driver raises instead of finding nothing.
    for huge in ("99999999999999999999", "0", "-1"):
        deleted = client.delete(f"/api/auth/tokens/{huge}", headers=admin_headers)
        updated = client.put(f"/api/auth/users/{huge}", json={"role": "member"}, headers=admin_headers)
        for response in (deleted, updated):
            assert response.status_code == 400, (huge, response.text)
            assert response.json()["success"] is False and response.json()["code"] == "validation_error"


def test_null_for_a_required_user_field_changes_nothing(
    client: TestClient, admin_headers: dict[str, str]
) -> None:
    user = make_user(role="approver", approval_level=2)
    headers = bearer_headers(user)
    for body in ({"role": None}, {"is_active": None}, {"display_name": None}, {"password": None}):
        response = client.put(f"/api/auth/users/{user.id}", json=body, headers=admin_headers)
        assert response.status_code == 200, (body, response.text)
        changed = response.json()["user"]
        assert (changed["role"], changed["is_active"], changed["display_name"]) == (
            "approver",
            True,
            user.display_name,
        )
    assert _login(client, user.email).status_code == 200
    assert client.get("/api/auth/me", headers=headers).status_code == 200
    cleared = client.put(f"/api/auth/users/{user.id}", json={"approval_level": None}, headers=admin_headers)
    assert cleared.status_code == 200 and cleared.json()["user"]["approval_level"] is None


def test_a_tokens_last_use_is_recorded_at_most_hourly(client: TestClient) -> None:
    from datetime import timedelta

    from misrad.auth.models import ApiToken
    from misrad.core import changes
    from misrad.core.clock import utcnow

    headers = bearer_headers(make_user())
    with get_database().unit_of_work() as session:
        token_id = session.scalars(select(ApiToken.id)).one()

    def last_used() -> Any:
        with get_database().unit_of_work() as session:
            return session.scalar(select(ApiToken.last_used_at).where(ApiToken.id == token_id))

    assert last_used() is None
    assert client.get("/api/auth/me", headers=headers).status_code == 200
    first = last_used()
    assert first is not None
    listed = client.get("/api/auth/tokens", headers=headers).json()["tokens"]
    assert listed[0]["last_used_at"] is not None
    assert last_used() == first  # within the hour: no write per request
    two_hours_ago = utcnow() - timedelta(hours=2)
    with get_database().unit_of_work() as session:
        session.execute(update(ApiToken).where(ApiToken.id == token_id).values(last_used_at=two_hours_ago))
        # Callers of tokens are cached per process: a write outside the services signals it as they do.
        changes.bump(session, changes.CALLERS)
    created = client.post("/api/auth/tokens", json={"name": "second"}, headers=headers)
    assert created.status_code == 201
    assert last_used() > two_hours_ago + timedelta(hours=1)  # written once the response went out
