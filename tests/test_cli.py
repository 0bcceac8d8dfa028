"""The ``misrad`` command line: users, tokens, and the first admin's one-time password."""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from typer.testing import CliRunner

from misrad.auth.models import User
from misrad.cli import app as cli
from misrad.core.db import get_database
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
