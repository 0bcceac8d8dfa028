"""50 calls at once against a budget worth 10 calls: reservations keep spend within the budget (on
whichever database the suite runs: SQLite, or PostgreSQL with MISRAD_TEST_DATABASE_URL)."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from decimal import ROUND_CEILING, Decimal

import pytest
from sqlalchemy import func, select

from misrad.core.db import get_database
from misrad.providers import metering
from misrad.providers.gateway import ChatMessage, ChatReply, GatewayUnavailable, complete_chat
from misrad.providers.gateway.routing import prompt_token_bound
from misrad.providers.models import BudgetHold, BudgetLedger, UsageEvent
from tests.providers import factories
from tests.providers.fake_servers import FakeLLMServer

CALLS = 50
MAX_TOKENS = 200
MESSAGES = [ChatMessage("user", "כמה עולה תיקון מסך?")]


@pytest.mark.usefixtures("fast_gateway")
def test_fifty_parallel_calls_never_overshoot_a_ten_call_budget(llm: FakeLLMServer) -> None:
    openai = factories.connect("openai", llm)
    model = factories.model("openai", "gpt-6.2-astra")
    with get_database().unit_of_work(write=False) as session:
        price = metering.price_in_force(session, model.id)
    bound = prompt_token_bound(MESSAGES, ())
    worst = metering.worst_case_cost(price, bound, MAX_TOKENS)
    # Every call really costs its worst case. Budgets are money (2 decimals): the smallest amount
    # that holds 10 worst cases holds fewer than 11.
    llm.usage = {"prompt_tokens": bound, "completion_tokens": MAX_TOKENS, "total_tokens": bound + MAX_TOKENS}
    llm.delay = 0.2
    llm.default = "timeout"  # each reply takes 0.2 s (under the 0.5 s timeout): calls overlap
    budget = (worst * 10).quantize(Decimal("0.01"), rounding=ROUND_CEILING)
    assert 10 * worst <= budget < 11 * worst
    factories.budget(str(budget), provider=openai)
    factories.budget(str(budget * 2))  # an all-providers budget is reserved on as well

    def call(_: int) -> ChatReply | GatewayUnavailable:
        try:
            return complete_chat(
                user_id=None,
                feature="chat",
                provider_id=openai,
                model_id=model.id,
                messages=MESSAGES,
                max_tokens=MAX_TOKENS,
            )
        except GatewayUnavailable as refused:
            return refused

    with ThreadPoolExecutor(max_workers=CALLS) as pool:
        outcomes = list(pool.map(call, range(CALLS)))

    answered = [o for o in outcomes if isinstance(o, ChatReply)]
    refusals = [o for o in outcomes if isinstance(o, GatewayUnavailable)]
    assert all(r.reasons[0].reason == "budget_exceeded" for r in refusals)
    assert len(answered) + len(refusals) == CALLS
    # What reached the wire is what was admitted, and what was metered.
    assert len(llm.calls()) == len(answered) == 10
    with get_database().unit_of_work(write=False) as session:
        spent = Decimal(session.execute(select(func.sum(UsageEvent.cost_usd))).scalar_one())
        assert spent == sum((a.cost for a in answered), Decimal(0)) == worst * 10
        assert spent <= budget + worst
        ledgers = session.scalars(select(BudgetLedger).order_by(BudgetLedger.budget_id)).all()
        assert [ledger.spent_usd for ledger in ledgers] == [spent, spent]
        assert all(ledger.reserved_usd == 0 for ledger in ledgers)
        assert session.query(BudgetHold).count() == 0
