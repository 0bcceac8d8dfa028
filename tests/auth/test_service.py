"""The auth service's rules without HTTP: hashing, tokens, sessions, CSRF, the first admin."""

from __future__ import annotations

import logging
import subprocess
import sys
from collections.abc import Callable
from datetime import timedelta

import argon2
import pytest
from sqlalchemy import select, update

from misrad.auth import service
from misrad.auth.errors import TooManyLoginAttempts, WrongCredentials
from misrad.auth.models import AuthSession, LoginFailure, User
from misrad.auth.repository import LoginFailureRepository
from misrad.core import security
from misrad.core.clock import utcnow
from misrad.core.db import get_database
from misrad.core.security import token_digest
from tests.auth.factories import PASSWORD, make_user

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures


def test_passwords_are_stored_as_argon2id() -> None:
    user = make_user()
    with get_database().unit_of_work() as session:
        stored = session.scalar(select(User.password_hash).where(User.id == user.id))
    assert stored is not None and stored.startswith("$argon2id$") and PASSWORD not in stored


@pytest.mark.usefixtures("real_password_hashing")
def test_passwords_are_hashed_with_the_rfc_9106_profile() -> None:
    """The suite hashes with cheap parameters (``tests/conftest.py``); the product's own are checked here."""
    user = make_user()
    with get_database().unit_of_work() as session:
        stored = session.scalar(select(User.password_hash).where(User.id == user.id))
    assert stored is not None
    found = argon2.extract_parameters(stored)
    profile = (found.type, found.time_cost, found.memory_cost, found.parallelism)
    assert profile == (argon2.Type.ID, 3, 65536, 4)  # argon2-cffi's default, RFC 9106's low-memory option
    assert service.sign_in(user.email, PASSWORD, "10.0.0.1").user.id == user.id


def test_a_sign_in_upgrades_a_hash_made_with_other_parameters(monkeypatch: pytest.MonkeyPatch) -> None:
    """A password hashed under parameters the installation no longer uses (a stronger profile set since,
    or an installation that once ran with the suite's cheap one) is hashed again at its next good
    sign-in, the one moment the plain password is at hand; a refused sign-in changes nothing."""
    user = make_user()  # hashed with the suite's cheap profile
    stronger = argon2.PasswordHasher(time_cost=2, memory_cost=16, parallelism=1)
    monkeypatch.setitem(security.PASSWORD_PROFILES, "test_suite", stronger)
    monkeypatch.setattr(security, "_hasher", None)
    with pytest.raises(WrongCredentials):
        service.sign_in(user.email, PASSWORD + "x", "10.0.0.1")
    assert _stored_parameters(user.id) == (1, 8)
    service.sign_in(user.email, PASSWORD, "10.0.0.1")
    assert _stored_parameters(user.id) == (2, 16)
    assert service.sign_in(user.email, PASSWORD, "10.0.0.2").user.id == user.id


def _stored_parameters(user_id: int) -> tuple[int, int]:
    with get_database().unit_of_work() as session:
        stored = session.scalar(select(User.password_hash).where(User.id == user_id))
    assert stored is not None
    found = argon2.extract_parameters(stored)
    return found.time_cost, found.memory_cost


def test_an_api_built_with_the_cheap_profile_says_so_in_its_log(caplog: pytest.LogCaptureFixture) -> None:
    """The suite's profile protects nothing: an installation that has it set by mistake is told."""
    from misrad.app import create_app

    with caplog.at_level(logging.WARNING, logger="misrad"):
        create_app(run_worker=False)
    assert any("MISRAD_ARGON2_PROFILE=test_suite" in record.getMessage() for record in caplog.records)


@pytest.mark.usefixtures("real_password_hashing")
def test_an_api_built_with_the_real_profile_warns_of_nothing(caplog: pytest.LogCaptureFixture) -> None:
    from misrad.app import create_app

    with caplog.at_level(logging.WARNING, logger="misrad"):
        create_app(run_worker=False)
    assert not any("ARGON2" in record.getMessage() for record in caplog.records)


def test_processes_the_suite_starts_hash_with_the_cheap_profile_it_names() -> None:
    """``MISRAD_ARGON2_PROFILE=test_suite`` (set by ``tests/conftest.py``) reaches a ``misrad`` process
    started with the suite's environment, as the browser tests' servers are: it hashes cheaply."""
    script = "from misrad.core.security import hash_password; print(hash_password('x'))"
    printed = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    found = argon2.extract_parameters(printed.stdout.strip())
    assert (found.type, found.time_cost, found.memory_cost, found.parallelism) == (argon2.Type.ID, 1, 8, 1)


def test_every_new_token_authenticates() -> None:
    """Tokens are parsed by position, so no random prefix can break them (a '_' in it once did)."""
    user = make_user()
    with get_database().unit_of_work() as session:
        plains = [service.create_token(session, user.id, f"t{n}")[1] for n in range(200)]
    with get_database().unit_of_work() as session:
        callers = [service.caller_from_token(session, plain) for plain in plains]
    assert all(c is not None and c.id == user.id and c.via == "token" for c in callers)


@pytest.mark.parametrize(
    "plain",
    ["", "msr", "msr_", "msr_abcdefgh", "xyz_abcdefgh_secret", "msr_abcdefg_secret", "msr_" + "a" * 600],
)
def test_malformed_tokens_are_refused(plain: str) -> None:
    with get_database().unit_of_work() as session:
        assert service.caller_from_token(session, plain) is None


def test_a_token_with_the_right_prefix_but_wrong_secret_is_refused() -> None:
    user = make_user()
    with get_database().unit_of_work() as session:
        _, plain = service.create_token(session, user.id, "t")
    forged = plain[:13] + ("A" if plain[13] != "A" else "B") + plain[14:]
    with get_database().unit_of_work() as session:
        assert service.caller_from_token(session, forged) is None


def test_login_creates_a_session_stored_as_digests() -> None:
    user = make_user()
    with get_database().unit_of_work() as session:
        outcome = service.login(session, user.email, PASSWORD, "10.0.0.1")
    with get_database().unit_of_work() as session:
        stored = session.scalars(select(AuthSession).where(AuthSession.user_id == user.id)).one()
        assert stored.token_digest == token_digest(outcome.session_token)
        assert stored.csrf_digest == token_digest(outcome.csrf_token)
        found = service.caller_from_session(session, outcome.session_token)
    assert found is not None and found[0].id == user.id
    assert service.csrf_matches(found[1], outcome.csrf_token, outcome.csrf_token)
    assert not service.csrf_matches(found[1], outcome.csrf_token, None)
    assert not service.csrf_matches(found[1], "other", "other")


def test_expired_sessions_do_not_authenticate() -> None:
    user = make_user()
    with get_database().unit_of_work() as session:
        outcome = service.login(session, user.email, PASSWORD, "10.0.0.1")
    with get_database().unit_of_work() as session:
        session.execute(update(AuthSession).values(expires_at=utcnow() - timedelta(seconds=1)))
    with get_database().unit_of_work() as session:
        assert service.caller_from_session(session, outcome.session_token) is None


def test_throttling_counts_failures_per_ip_across_accounts() -> None:
    users = [make_user() for _ in range(5)]
    for user in users:
        for _ in range(4):
            with pytest.raises(WrongCredentials), get_database().unit_of_work() as session:
                try:
                    service.login(session, user.email, "wrong", "203.0.113.9")
                except WrongCredentials:
                    session.commit()
                    raise
    fresh = make_user()
    with pytest.raises(TooManyLoginAttempts), get_database().unit_of_work() as session:
        service.login(session, fresh.email, PASSWORD, "203.0.113.9")
    with get_database().unit_of_work() as session:
        assert service.login(session, fresh.email, PASSWORD, "203.0.113.10").user.id == fresh.id


def test_first_admin_is_created_once() -> None:
    with get_database().unit_of_work() as session:
        created = service.ensure_first_admin(session)
    assert created is not None
    email, password = created
    with get_database().unit_of_work() as session:
        assert service.ensure_first_admin(session) is None
        admin = session.scalars(select(User)).one()
        assert admin.role == "admin" and admin.email == email and password not in admin.password_hash
        assert service.login(session, email, password, "127.0.0.1").user.id == admin.id


def test_the_hourly_job_forgets_old_failures_and_long_ended_sessions(run_jobs: Callable[[], int]) -> None:
    import misrad.areas  # noqa: F401 - registers every area's jobs
    from misrad.core.queue import enqueue
    from misrad.core.queue.registry import periodic_specs

    user = make_user()
    with get_database().unit_of_work() as session:
        live = service.login(session, user.email, PASSWORD, "10.0.0.1").session_token
        ended = [service.login(session, user.email, PASSWORD, "10.0.0.1").session_token for _ in range(3)]
        recent = service.login(session, user.email, PASSWORD, "10.0.0.1").session_token
        LoginFailureRepository(session).record("old@example.co.il", "10.0.0.2")
        LoginFailureRepository(session).record("new@example.co.il", "10.0.0.2")
    long_ago = utcnow() - service.ENDED_SESSIONS_KEPT - timedelta(days=1)
    with get_database().unit_of_work() as session:
        digests = [token_digest(t) for t in ended]
        session.execute(
            update(AuthSession).where(AuthSession.token_digest == digests[0]).values(expires_at=long_ago)
        )
        session.execute(
            update(AuthSession).where(AuthSession.token_digest == digests[1]).values(revoked_at=long_ago)
        )
        # Revoked a moment ago: kept for now.
        session.execute(
            update(AuthSession).where(AuthSession.token_digest == digests[2]).values(revoked_at=utcnow())
        )
        session.execute(
            update(LoginFailure).where(LoginFailure.email == "old@example.co.il").values(at=long_ago)
        )
        enqueue(session, "auth.prune_login_records")
    assert "auth.prune_login_records" in {spec.name for spec in periodic_specs()}
    assert run_jobs() >= 1
    with get_database().unit_of_work() as session:
        remaining = set(session.scalars(select(AuthSession.token_digest)))
        assert remaining == {token_digest(live), digests[2], token_digest(recent)}
        assert list(session.scalars(select(LoginFailure.email))) == ["new@example.co.il"]
        assert service.caller_from_session(session, live) is not None
