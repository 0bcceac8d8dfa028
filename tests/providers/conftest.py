from __future__ import annotations

from collections.abc import Iterator

import pytest

from misrad.core.settings import get_settings
from tests.providers.fake_servers import FakeLLMServer


@pytest.fixture(scope="session")
def _llm_server() -> Iterator[FakeLLMServer]:
    with FakeLLMServer() as server:
        yield server


@pytest.fixture
def llm(_llm_server: FakeLLMServer) -> Iterator[FakeLLMServer]:
    """The local server speaking the OpenAI, Anthropic and Gemini protocols, reset for each test."""
    server = _llm_server
    server.reset()
    server.default = "ok"
    server.usage = None
    server.tool_calls = []
    server.reply_text = "שלום! how can I help?"
    server.delay = 3.0
    server.stream_pieces = 4
    server.stream_delay = 0.0
    server.sent_at.clear()
    yield server
    server.reset()


@pytest.fixture
def fast_gateway(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """No backoff sleeps, and a timeout short enough for tests yet generous for a loaded machine
    (tests of timeouts shorten it further with ``short_timeout``)."""
    settings = get_settings()
    monkeypatch.setattr(settings, "gateway_timeout_seconds", 5.0)
    monkeypatch.setattr(settings, "gateway_retry_base_seconds", 0.0)
    monkeypatch.setattr(settings, "gateway_retry_max_seconds", 0.0)
    yield


@pytest.fixture
def short_timeout(fast_gateway: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """A 1 s gateway timeout: the fake server's ``timeout`` step answers after ``delay`` (1.5 s)."""
    monkeypatch.setattr(get_settings(), "gateway_timeout_seconds", 1.0)
