"""The ``misrad`` command line: users, tokens, and the first admin's one-time password."""

from __future__ import annotations

import logging
import re
import subprocess
import sys
from collections.abc import Iterator
from datetime import timedelta

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select
from typer.testing import CliRunner

from misrad.auth.models import ApiToken, User
from misrad.cli import app as cli
from misrad.core.clock import format_timestamp, utcnow
from misrad.core.db import get_database
from misrad.core.i18n import set_language
from misrad.core.settings import get_settings

runner = CliRunner()


def test_users_create_then_tokens_create_gives_a_working_token(client: TestClient) -> None:
    created = runner.invoke(
        cli, ["users", "create", "Owner@Example.co.il", "--password", "s3cret-enough", "--role", "admin"]
    )
    assert created.exit_code == 0, created.output
    assert "owner@example.co.il" in created.output and "s3cret-enough" not in created.output
    with get_database().unit_of_work() as session:
        user = session.scalars(select(User).where(User.email == "owner@example.co.il")).one()
        assert user.role == "admin" and user.password_hash.startswith("$argon2id$")

    issued = runner.invoke(cli, ["tokens", "create", "owner@example.co.il", "--name", "backup script"])
    assert issued.exit_code == 0, issued.output
    token = issued.output.strip().splitlines()[-1]
    assert re.fullmatch(r"msr_[0-9a-f]{8}_\S+", token)
    me = client.get("/api/auth/me", headers={"Authorization": f"Bearer {token}"})
    assert me.status_code == 200 and me.json()["user"]["role"] == "admin"
    listed = client.get("/api/auth/tokens", headers={"Authorization": f"Bearer {token}"}).json()["tokens"]
    assert [t["name"] for t in listed] == ["backup script"]


def test_cli_refuses_bad_input_without_a_traceback() -> None:
    weak = runner.invoke(cli, ["users", "create", "a@example.co.il", "--password", "short"])
    assert weak.exit_code == 2 and "Traceback" not in weak.output
    bad_role = runner.invoke(
        cli, ["users", "create", "a@example.co.il", "--password", "long enough", "--role", "god"]
    )
    assert bad_role.exit_code == 2
    assert (
        runner.invoke(cli, ["users", "create", "a@example.co.il", "--password", "long enough"]).exit_code == 0
    )
    again = runner.invoke(cli, ["users", "create", "A@example.co.il", "--password", "long enough"])
    assert again.exit_code == 2
    nobody = runner.invoke(cli, ["tokens", "create", "nobody@example.co.il", "--name", "x"])
    assert nobody.exit_code == 2 and "msr_" not in nobody.output


@pytest.fixture
def first_admin_enabled(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("MISRAD_CREATE_FIRST_ADMIN", "true")
    get_settings.cache_clear()
    yield
    monkeypatch.undo()
    get_settings.cache_clear()


def test_first_start_prints_the_admin_password_once_and_never_logs_it(
    first_admin_enabled: None,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    client: TestClient,
) -> None:
    import uvicorn

    served: list[object] = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **kwargs: served.append(app))
    caplog.set_level(logging.DEBUG)

    first = runner.invoke(cli, ["serve", "--port", "8765"])
    assert first.exit_code == 0, first.output
    assert len(served) == 1
    found = re.search(r"email:\s+(\S+)\s+password:\s+(\S+)", first.output)
    assert found, first.output
    email, password = found.groups()
    assert first.output.count(password) == 1
    assert password not in caplog.text

    second = runner.invoke(cli, ["serve", "--port", "8765"])
    assert second.exit_code == 0 and password not in second.output and "password:" not in second.output
    assert password not in caplog.text

    login = client.post("/api/auth/login", json={"email": email, "password": password})
    assert login.status_code == 200 and login.json()["user"]["role"] == "admin"
    assert password not in caplog.text


@pytest.fixture(autouse=True)
def _hebrew_after_each_test() -> Iterator[None]:
    """``--lang en`` sets the language of this thread; later tests expect the default back."""
    yield
    set_language("he")


def _login(client: TestClient, email: str, password: str) -> int:
    return client.post("/api/auth/login", json={"email": email, "password": password}).status_code


def _create(email: str, *extra: str, password: str = "long enough") -> None:
    created = runner.invoke(cli, ["users", "create", email, "--password", password, *extra])
    assert created.exit_code == 0, created.output


def test_refusals_are_one_line_from_the_catalogue_in_hebrew_by_default(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    cases = [
        (["users", "create", "a@example.co.il", "--password", "short"], "הסיסמה חייבת להכיל לפחות 8 תווים"),
        (["users", "create", "a@example.co.il", "--password", "long enough", "--role", "god"], "--role"),
        (["users", "create", "not-an-email", "--password", "long enough"], 'EMAIL: כתובת דוא"ל לא תקינה'),
        (["users", "create", "a@example.co.il", "--password", "long enough", "--approval-level", "11"], "10"),
        (["users", "deactivate", "nobody@example.co.il"], "המשתמש לא נמצא"),
    ]
    for arguments, expected in cases:
        refused = runner.invoke(cli, arguments)
        assert refused.exit_code == 2, (arguments, refused.output)
        lines = refused.stderr.strip().splitlines()
        assert len(lines) == 1 and expected in lines[0] and lines[0].startswith("שגיאה"), refused.stderr
        assert "pydantic" not in refused.output and "http" not in refused.output, refused.output

    english = runner.invoke(
        cli, ["--lang", "en", "users", "create", "a@example.co.il", "--password", "short"]
    )
    assert english.exit_code == 2
    assert english.stderr.strip() == "Error: The password must have at least 8 characters"
    monkeypatch.setenv("MISRAD_LANG", "en")
    get_settings.cache_clear()
    by_setting = runner.invoke(cli, ["users", "deactivate", "nobody@example.co.il"])
    monkeypatch.undo()
    get_settings.cache_clear()
    assert by_setting.exit_code == 2 and by_setting.stderr.strip() == "Error: User not found"


def test_users_list_deactivate_and_activate(client: TestClient) -> None:
    _create("boss@example.co.il", "--role", "admin", "--name", "הבוס")
    _create("clerk@example.co.il", "--role", "approver", "--approval-level", "2")
    listed = runner.invoke(cli, ["users", "list"])
    assert listed.exit_code == 0, listed.output
    rows = [line.split("\t") for line in listed.output.strip().splitlines()]
    assert [row[1:5] for row in rows] == [
        ["boss@example.co.il", "admin", "-", "active"],
        ["clerk@example.co.il", "approver", "2", "active"],
    ]
    assert rows[0][5] == "הבוס"

    assert _login(client, "clerk@example.co.il", "long enough") == 200
    assert client.get("/api/auth/me").status_code == 200
    off = runner.invoke(cli, ["users", "deactivate", "clerk@example.co.il"])
    assert off.exit_code == 0, off.output
    assert client.get("/api/auth/me").status_code == 401
    assert _login(client, "clerk@example.co.il", "long enough") == 401
    assert "inactive" in runner.invoke(cli, ["users", "list"]).output
    # The last active admin stays: the refusal is the catalogue's, not a traceback.
    last = runner.invoke(cli, ["users", "deactivate", "boss@example.co.il"])
    assert last.exit_code == 2 and "מנהל המערכת הפעיל האחרון" in last.stderr
    assert runner.invoke(cli, ["users", "activate", "clerk@example.co.il"]).exit_code == 0
    assert _login(client, "clerk@example.co.il", "long enough") == 200


def test_users_set_password_ends_sessions_and_on_request_tokens(app: FastAPI, client: TestClient) -> None:
    _create("dana@example.co.il")
    token = runner.invoke(cli, ["tokens", "create", "dana@example.co.il", "--name", "script"]).stdout.strip()
    bearer = {"Authorization": f"Bearer {token}"}
    assert _login(client, "dana@example.co.il", "long enough") == 200

    changed = runner.invoke(cli, ["users", "set-password", "dana@example.co.il", "--password", "second one"])
    assert changed.exit_code == 0, changed.output
    assert client.get("/api/auth/me").status_code == 401
    assert client.get("/api/auth/me", headers=bearer).status_code == 200  # tokens stay by default
    assert _login(client, "dana@example.co.il", "long enough") == 401
    assert _login(client, "dana@example.co.il", "second one") == 200

    revoking = ["users", "set-password", "dana@example.co.il", "--password", "third one", "--revoke-tokens"]
    assert runner.invoke(cli, revoking).exit_code == 0
    assert client.get("/api/auth/me", headers=bearer).status_code == 401
    short = runner.invoke(cli, ["users", "set-password", "dana@example.co.il", "--password", "short"])
    assert short.exit_code == 2 and "8" in short.stderr
    assert _login(client, "dana@example.co.il", "third one") == 200


def test_tokens_with_an_expiry_are_listed_and_revoked(client: TestClient) -> None:
    _create("eli@example.co.il")
    issued = runner.invoke(
        cli, ["tokens", "create", "eli@example.co.il", "--name", "month", "--expires-in-days", "30"]
    )
    assert issued.exit_code == 0, issued.output
    plain = issued.stdout.strip()
    assert re.fullmatch(r"msr_[0-9a-f]{8}_\S+", plain)
    with get_database().unit_of_work() as session:
        token = session.scalars(select(ApiToken)).one()
        assert token.expires_at is not None and token.expires_at > utcnow() + timedelta(days=29)
    assert client.get("/api/auth/me", headers={"Authorization": f"Bearer {plain}"}).status_code == 200

    listed = runner.invoke(cli, ["tokens", "list", "eli@example.co.il"])
    assert listed.exit_code == 0, listed.output
    row = listed.output.strip().split("\t")
    assert row[0] == str(token.id) and row[1] == "month" and plain not in listed.output
    assert row[-1] == format_timestamp(token.expires_at)

    revoked = runner.invoke(cli, ["tokens", "revoke", str(token.id)])
    assert revoked.exit_code == 0, revoked.output
    assert client.get("/api/auth/me", headers={"Authorization": f"Bearer {plain}"}).status_code == 401
    again = runner.invoke(cli, ["tokens", "revoke", str(token.id)])
    assert again.exit_code == 2 and "האסימון לא נמצא" in again.stderr
    never = runner.invoke(
        cli, ["tokens", "create", "eli@example.co.il", "--name", "x", "--expires-in-days", "0"]
    )
    assert never.exit_code == 2 and "--expires-in-days" in never.stderr


def test_users_unlock_lets_a_slowed_user_sign_in(app: FastAPI) -> None:
    _create("gil@example.co.il")
    browser = TestClient(app, raise_server_exceptions=False)
    for n in range(6):
        _login(browser, "gil@example.co.il", f"forgot {n}")
    assert _login(browser, "gil@example.co.il", "long enough") == 429
    unlocked = runner.invoke(cli, ["users", "unlock", "gil@example.co.il"])
    assert unlocked.exit_code == 0, unlocked.output
    assert _login(browser, "gil@example.co.il", "long enough") == 200


def test_serve_listens_on_the_port_of_the_option_or_of_misrad_port(
    monkeypatch: pytest.MonkeyPatch, client: TestClient
) -> None:
    import uvicorn

    import misrad.cli

    ports: list[object] = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **kwargs: ports.append(kwargs["port"]))
    monkeypatch.setattr(misrad.cli, "start", lambda: None)
    assert runner.invoke(cli, ["serve", "--port", "8123"]).exit_code == 0
    monkeypatch.setenv("MISRAD_PORT", "8234")
    get_settings.cache_clear()
    try:
        assert runner.invoke(cli, ["serve"]).exit_code == 0
        assert runner.invoke(cli, ["serve", "--port", "8345"]).exit_code == 0
    finally:
        monkeypatch.delenv("MISRAD_PORT")
        get_settings.cache_clear()
    assert ports == [8123, 8234, 8345]


def test_a_command_or_a_worker_imports_no_routes() -> None:
    """Routes are the app's alone (``misrad.areas.routers`` imports them when the app is built): a
    ``misrad`` command or a ``misrad worker`` that imported every area's routes spent ~0.6 s more CPU on
    each start."""
    probe = (
        "import sys, misrad.cli, misrad.core.queue.worker\n"
        "print(sorted(m for m in sys.modules if m.startswith('misrad.') and 'routes' in m))"
    )
    found = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert found.stdout.strip() == "[]", found.stdout
