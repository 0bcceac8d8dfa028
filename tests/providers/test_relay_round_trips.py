"""What a ``/v1`` call asks of the database before it goes out: on PostgreSQL one statement (the
reservation, which also checks the change counters the call's caches were trusted by), on SQLite one
transaction; and that the caches so trusted still see a revocation at once."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass, field

import httpx
import pytest
from sqlalchemy import Engine, event
from sqlalchemy.pool import Pool

from misrad.core.db import get_database
from misrad.core.settings import get_settings
from misrad.providers.schemas import BudgetCreate
from misrad.providers.service import create_budget
from tests.providers import factories
from tests.providers.fake_servers import FakeLLMServer
from tests.providers.relay_factories import make_key, revoke

LUNA = "gpt-6-luna"
SETTLEMENT_THREAD = "misrad-relay-settlement"  # writes behind the responses: not on the call's path


@pytest.fixture
def relay(served: str, llm: FakeLLMServer, fast_gateway: None) -> Iterator[str]:
    factories.connect("openai", llm)
    yield served


@dataclass
class DatabaseTraffic:
    """Statements sent and connections taken, outside the settlement writer, while ``counting``."""

    statements: list[str] = field(default_factory=list)
    checkouts: int = 0
    counting: bool = False

    def on_statement(self, _conn: object, _cursor: object, statement: str, *_: object) -> None:
        if self.counting and threading.current_thread().name != SETTLEMENT_THREAD:
            self.statements.append(statement)

    def on_checkout(self, *_: object) -> None:
        if self.counting and threading.current_thread().name != SETTLEMENT_THREAD:
            self.checkouts += 1


@pytest.fixture
def traffic() -> Iterator[DatabaseTraffic]:
    found = DatabaseTraffic()
    event.listen(Engine, "before_cursor_execute", found.on_statement)
    event.listen(Pool, "checkout", found.on_checkout)
    yield found
    event.remove(Engine, "before_cursor_execute", found.on_statement)
    event.remove(Pool, "checkout", found.on_checkout)


def _call(relay: str, secret: str) -> httpx.Response:
    body = {"model": LUNA, "messages": [{"role": "user", "content": "hi"}], "max_tokens": 16}
    return httpx.post(
        f"{relay}/v1/chat/completions", json=body, headers={"authorization": f"Bearer {secret}"}, timeout=20
    )


@pytest.mark.parametrize("block_calls", [0, 32], ids=["alone", "from a block"])
def test_a_call_asks_the_database_once_before_it_goes_out(
    relay: str,
    llm: FakeLLMServer,
    traffic: DatabaseTraffic,
    block_calls: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(get_settings(), "gateway_block_calls", block_calls)
    with get_database().unit_of_work() as session:  # an office budget and the key's own: two ledgers
        create_budget(session, BudgetCreate(name="office", budget_type="monthly", amount=1000))  # type: ignore[arg-type]
    _, secret, _ = make_key(budget_type="monthly", budget_amount="100")
    for _ in range(2):  # caches, ledgers and the counters as this process knows them, warmed up
        assert _call(relay, secret).status_code == 200
    traffic.counting = True
    assert _call(relay, secret).status_code == 200
    traffic.counting = False
    if get_database().is_sqlite:
        # The counters are read in the reservation's own transaction, not in a connection of their own
        # (from a block: their read is all).
        assert traffic.checkouts == 1, traffic.statements
    else:
        assert len(traffic.statements) == 1, traffic.statements
        assert "change_versions" in traffic.statements[0]
        # Alone, the statement is the reservation; from a block, only the counters' read.
        assert ("ai_budget_holds" in traffic.statements[0]) is (block_calls == 0)
    assert len(llm.calls()) == 3


def test_a_key_revoked_between_two_calls_is_refused_at_the_next_and_nothing_goes_out(
    relay: str, llm: FakeLLMServer
) -> None:
    key_id, secret, _ = make_key(budget_type="monthly", budget_amount="100")
    assert _call(relay, secret).status_code == 200  # the key cached, the counters known
    revoke(key_id)
    refused = _call(relay, secret)
    assert refused.status_code == 401 and refused.json()["error"]["code"] == "virtual_key_revoked"
    assert len(llm.calls()) == 1


def test_a_call_that_starts_again_after_a_change_counts_against_its_rate_once(
    relay: str, llm: FakeLLMServer
) -> None:
    _, secret, _ = make_key(requests_per_minute=2)
    assert _call(relay, secret).status_code == 200
    make_key(name="another")  # the keys' counter moves: the next call's reservation finds it changed
    assert _call(relay, secret).status_code == 200  # its second request of the minute, not its third
    assert _call(relay, secret).status_code == 429
    assert len(llm.calls()) == 2
