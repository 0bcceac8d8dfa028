from __future__ import annotations

import os
import shutil
from collections.abc import Iterator

import pytest

from tests.mailboxes.dovecot import Dovecot, OAuthServer

if shutil.which("dovecot") is None and not os.path.exists("/usr/sbin/dovecot"):
    pytest.skip("dovecot is not installed (scripts/setup --test installs it)", allow_module_level=True)


@pytest.fixture(autouse=True)
def private_networks() -> Iterator[None]:
    """The test mail server is on loopback, which the outbound guard refuses unless told otherwise."""
    from misrad.core.settings import get_settings

    before = os.environ.get("MISRAD_ALLOW_PRIVATE_NETWORKS")
    os.environ["MISRAD_ALLOW_PRIVATE_NETWORKS"] = "true"
    get_settings.cache_clear()
    yield
    if before is None:
        os.environ.pop("MISRAD_ALLOW_PRIVATE_NETWORKS", None)
    else:
        os.environ["MISRAD_ALLOW_PRIVATE_NETWORKS"] = before
    get_settings.cache_clear()


@pytest.fixture(scope="session")
def oauth() -> Iterator[OAuthServer]:
    server = OAuthServer()
    yield server
    server.close()


@pytest.fixture(scope="session")
def dovecot(oauth: OAuthServer) -> Iterator[Dovecot]:
    server = Dovecot(oauth)
    server.start()
    yield server
    server.close()


@pytest.fixture
def mailbox(dovecot: Dovecot) -> str:
    """A fresh mail user on the shared Dovecot (password: the user name reversed)."""
    return dovecot.new_user()
