"""Sign-in throttling (issue 11, item 4): guessing is slowed; nobody can lock the owner out."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select

from misrad.auth import service
from misrad.auth.errors import TooManyLoginAttempts
from misrad.auth.models import LoginFailure
from misrad.auth.repository import LoginFailureRepository
from misrad.core.db import get_database
from tests.auth.factories import PASSWORD, make_user

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures

ATTACKER = ("198.51.100.66", 40000)
OWNER = ("203.0.113.10", 40001)


def _login(client: TestClient, email: str, password: str = PASSWORD) -> Any:
    return client.post("/api/auth/login", json={"email": email, "password": password})


def _age_failures(seconds: float) -> None:
    """Move every recorded failure back in time (the back-off is measured from the last one)."""
    with get_database().unit_of_work() as session:
        for failure in session.scalars(select(LoginFailure)):
            failure.at -= timedelta(seconds=seconds)


def test_an_attacker_failing_many_times_does_not_stop_the_owners_address(app: FastAPI) -> None:
    user = make_user()
    attacker = TestClient(app, raise_server_exceptions=False, client=ATTACKER)
    owner = TestClient(app, raise_server_exceptions=False, client=OWNER)
    answers = [_login(attacker, user.email, f"guess {n}").status_code for n in range(30)]
    assert answers[:5] == [401] * 5 and set(answers[5:]) == {429}
    # The right password from the attacker's address waits too: the check comes before the password.
    assert _login(attacker, user.email).status_code == 429

    signed_in = _login(owner, user.email)
    assert signed_in.status_code == 200, signed_in.json()
    # The owner's sign-in does not wipe the attacker's failures: it stays slowed.
    assert _login(attacker, user.email, "guess again").status_code == 429


def test_each_wait_is_longer_than_the_last(app: FastAPI) -> None:
    user = make_user()
    attacker = TestClient(app, raise_server_exceptions=False, client=ATTACKER)
    for n in range(5):
        assert _login(attacker, user.email, f"guess {n}").status_code == 401
    waits = []
    for round_ in range(3):
        refused = _login(attacker, user.email, "one more")
        assert refused.status_code == 429 and refused.json()["code"] == "too_many_login_attempts"
        wait = int(refused.headers["Retry-After"])
        assert str(wait) in refused.json()["error"]
        waits.append(wait)
        # Once the wait has passed the next guess is tried (and fails, so the following wait doubles).
        _age_failures(wait + 1)
        assert _login(attacker, user.email, f"later {round_}").status_code == 401
    assert 0 < waits[0] <= 30 < waits[1] <= 60 < waits[2] <= 120


def test_an_admin_unlocks_a_user(app: FastAPI, client: TestClient, admin_headers: dict[str, str]) -> None:
    user = make_user()
    owner = TestClient(app, raise_server_exceptions=False, client=OWNER)
    for n in range(8):
        _login(owner, user.email, f"forgot {n}")
    assert _login(owner, user.email).status_code == 429
    member = make_user()
    member_client = TestClient(app, raise_server_exceptions=False)
    _login(member_client, member.email)
    csrf = member_client.cookies.get("misrad_csrf") or ""
    refused = member_client.post(f"/api/auth/users/{user.id}/unlock", headers={"X-CSRF-Token": csrf})
    assert refused.status_code == 403
    assert _login(owner, user.email).status_code == 429

    unlocked = client.post(f"/api/auth/users/{user.id}/unlock", headers=admin_headers)
    assert unlocked.status_code == 200 and unlocked.json()["user"]["id"] == user.id
    assert _login(owner, user.email).status_code == 200
    assert client.post("/api/auth/users/999999/unlock", headers=admin_headers).status_code == 404


def test_a_guess_spread_over_many_addresses_slows_only_those_addresses() -> None:
    user = make_user()
    with get_database().unit_of_work() as session:
        failures = LoginFailureRepository(session)
        for n in range(60):
            failures.record(user.email, f"192.0.2.{n}")
    # An address that failed on the account waits, although it failed only once.
    with pytest.raises(TooManyLoginAttempts) as slowed, get_database().unit_of_work() as session:
        service.login(session, user.email, PASSWORD, "192.0.2.7")
    assert 0 < int(slowed.value.params["retry_after"]) <= 60
    # The owner's address, without failures of its own, signs in.
    with get_database().unit_of_work() as session:
        assert service.login(session, user.email, PASSWORD, OWNER[0]).user.id == user.id
