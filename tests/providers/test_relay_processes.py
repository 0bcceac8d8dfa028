"""``/v1`` served by two misrad processes at once (as ``misrad serve --workers 2`` does): a key's rate
limits and its budget hold across both, counted in the database, or in Redis when it is configured."""

from __future__ import annotations

import subprocess
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from decimal import Decimal

import httpx
import pytest
import redis

from tests.providers import factories
from tests.providers.fake_servers import FakeLLMServer
from tests.providers.relay_factories import holds_once_settled, key_usage, make_key, spend_before
from tests.providers.test_relay_crash import _ready, _spawn
from tests.scratch import free_port

REDIS_URL = "redis://127.0.0.1:6379/0"
LUNA = "gpt-6-luna"
MESSAGE = [{"role": "user", "content": "hi"}]


def _redis_reachable() -> bool:
    try:
        return bool(redis.Redis.from_url(REDIS_URL, socket_connect_timeout=1).ping())
    except redis.RedisError:
        return False


@pytest.fixture
def two_servers(
    request: pytest.FixtureRequest, llm: FakeLLMServer, fast_gateway: None, monkeypatch: pytest.MonkeyPatch
) -> Iterator[list[str]]:
    """Two server processes on the test database, OpenAI pointed at the local protocol server."""
    if getattr(request, "param", "database") == "redis":
        if not _redis_reachable():
            pytest.skip("no Redis at 127.0.0.1:6379")
        monkeypatch.setenv("MISRAD_REDIS_URL", REDIS_URL)
    factories.connect("openai", llm)
    ports = [free_port(), free_port()]
    processes: list[subprocess.Popen[bytes]] = []
    try:  # both start at once (a process's start is mostly its own CPU); each is stopped whatever happens
        processes += [_spawn(port) for port in ports]
        for process, port in zip(processes, ports, strict=True):
            _ready(process, port)
        yield [f"http://127.0.0.1:{port}" for port in ports]
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            process.wait(20)


def _call(base: str, secret: str, max_tokens: int | None = None) -> httpx.Response:
    body: dict[str, object] = {"model": LUNA, "messages": MESSAGE}
    if max_tokens is not None:
        body["max_tokens"] = max_tokens
    headers = {"authorization": f"Bearer {secret}"}
    return httpx.post(f"{base}/v1/chat/completions", json=body, headers=headers, timeout=30)


@pytest.mark.parametrize("two_servers", ["database", "redis"], indirect=True)
def test_requests_per_minute_count_across_processes(two_servers: list[str], llm: FakeLLMServer) -> None:
    _, secret, _ = make_key(requests_per_minute=3)
    first, second = two_servers
    statuses = [_call(base, secret).status_code for base in (first, second, first, second)]
    assert statuses == [200, 200, 200, 429]  # counted per process, each would have let all four in
    refused = _call(first, secret)
    assert refused.status_code == 429 and int(refused.headers["retry-after"]) >= 1
    assert refused.json()["error"]["code"] == "virtual_key_rate_limited"
    assert len(llm.calls()) == 3


@pytest.mark.parametrize("two_servers", ["database", "redis"], indirect=True)
def test_tokens_per_minute_count_across_processes(two_servers: list[str], llm: FakeLLMServer) -> None:
    key_id, secret, _ = make_key(tokens_per_minute=1)
    first, second = two_servers
    assert _call(first, secret).status_code == 200
    _wait_until(lambda: len(key_usage(key_id)) == 1)  # its tokens are counted when it is settled
    refused = _call(second, secret)  # the other process sees the tokens the first one counted
    assert refused.status_code == 429, refused.text
    assert len(llm.calls()) == 1


def test_fifty_parallel_calls_through_two_processes_stay_within_a_nearly_spent_budget(
    two_servers: list[str], llm: FakeLLMServer
) -> None:
    key_id, secret, owner = make_key(budget_type="daily", budget_amount="0.01")
    spend_before(key_id, owner, Decimal("0.0095"))

    def call(index: int) -> int:
        return _call(two_servers[index % 2], secret, max_tokens=100).status_code

    with ThreadPoolExecutor(50) as pool:
        statuses = list(pool.map(call, range(50)))
    assert set(statuses) == {200, 402}, statuses
    answered = statuses.count(200)
    _wait_until(lambda: len(key_usage(key_id)) >= answered + 1)
    rows = key_usage(key_id)
    one_call = max(Decimal(r.cost_usd) for r in rows[1:])
    total = sum((Decimal(r.cost_usd) for r in rows), Decimal(0))
    assert total <= Decimal("0.01") + one_call
    assert len(llm.calls()) == answered and holds_once_settled() == []


def _wait_until(done: Callable[[], bool], seconds: float = 10) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if done():
            return
        time.sleep(0.05)
