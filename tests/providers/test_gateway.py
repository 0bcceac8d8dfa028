"""complete_chat through the real openai, anthropic and google-genai SDKs over real HTTP to the local
fake server: usage rows and costs, errors, retries, fallback chains and budget refusals, each asserted
from what reached the wire."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal
from typing import Any

import pytest

from misrad.core.clock import utcnow
from misrad.core.db import get_database
from misrad.providers.gateway import ChatMessage, GatewayUnavailable, ToolCall, ToolSpec, complete_chat
from misrad.providers.gateway.plans import forget_plans
from misrad.providers.models import ModelPrice
from misrad.providers.schemas import BudgetUpdate
from misrad.providers.service import update_budget
from tests.providers import factories
from tests.providers.fake_servers import FakeLLMServer

pytestmark = pytest.mark.usefixtures("fast_gateway")

HELLO = [ChatMessage("system", "ענה בקצרה"), ChatMessage("user", "מה היתרה של דנה?")]
LOOKUP = ToolSpec(
    "get_customer_by_phone",
    "Find a customer by phone",
    {"type": "object", "properties": {"phone": {"type": "string"}}, "required": ["phone"]},
)


def chat(provider_code: str, model_name: str | None = None, **kwargs: Any) -> Any:
    model = factories.model(provider_code, model_name) if model_name else None
    return complete_chat(
        user_id=kwargs.pop("user_id", None),
        feature=kwargs.pop("feature", "chat"),
        provider_id=factories.provider_id(provider_code),
        model_id=model.id if model else None,
        messages=kwargs.pop("messages", HELLO),
        **kwargs,
    )


def refused(provider_code: str, model_name: str | None = None, **kwargs: Any) -> GatewayUnavailable:
    with pytest.raises(GatewayUnavailable) as caught:
        chat(provider_code, model_name, **kwargs)
    return caught.value


def posted(server: FakeLLMServer) -> list[str]:
    """The protocol of every generation request that reached the server, in order."""
    from tests.providers.fake_servers import _kind

    return [_kind(r.path, r.headers) for r in server.calls()]


# ------------------------------------------------------------------------------------------ success


def test_openai_call_is_metered_with_cached_and_reasoning_tokens(llm: FakeLLMServer) -> None:
    factories.connect("openai", llm)
    llm.usage = {
        "prompt_tokens": 1000,
        "completion_tokens": 200,
        "total_tokens": 1200,
        "prompt_tokens_details": {"cached_tokens": 800},
        "completion_tokens_details": {"reasoning_tokens": 150},
    }
    llm.tool_calls = [("get_customer_by_phone", {"phone": "0501234567"})]
    reply = chat("openai", "gpt-6.1-terra", tools=[LOOKUP], max_tokens=300, temperature=0.2, user_id=7)
    # gpt-6.1-terra: 1 / 5 USD per 1M, cache reads 0.05: 200*1 + 800*0.05 + 200*5 = 1240 micro-USD
    assert reply.cost == Decimal("0.001240")
    assert reply.input_tokens == 1000 and reply.output_tokens == 200
    assert reply.tool_calls == (ToolCall("call_0", "get_customer_by_phone", {"phone": "0501234567"}),)
    assert reply.provider_code == "openai" and reply.text

    (request,) = llm.calls()
    assert request.path == "/v1/chat/completions"
    assert request.body["model"] == "gpt-6.1-terra" and request.body["max_tokens"] == 300
    assert request.body["temperature"] == 0.2
    assert request.body["messages"][0] == {"role": "system", "content": "ענה בקצרה"}
    assert request.body["tools"][0]["function"]["name"] == "get_customer_by_phone"

    (row,) = factories.usage_rows()
    assert (row.input_tokens, row.output_tokens, row.cached_input_tokens, row.reasoning_tokens) == (
        1000,
        200,
        800,
        150,
    )
    assert row.cost_usd == Decimal("0.001240") and row.success is True and row.error_type is None
    assert (
        row.user_id == 7
        and row.feature == "chat"
        and row.model_id == factories.model("openai", "gpt-6.1-terra").id
    )
    assert row.price_id is not None and row.attempt == 1


def test_anthropic_cache_reads_and_writes_are_priced_apart(llm: FakeLLMServer) -> None:
    factories.connect("anthropic", llm)
    llm.usage = {
        "input_tokens": 100,
        "cache_read_input_tokens": 1000,
        "cache_creation_input_tokens": 200,
        "output_tokens": 50,
    }
    llm.tool_calls = [("get_customer_by_phone", {"phone": "0501234567"})]
    messages = [
        *HELLO,
        ChatMessage(
            "assistant", "", tool_calls=(ToolCall("toolu_9", "get_customer_by_phone", {"phone": "1"}),)
        ),
        ChatMessage("tool", '{"found": false}', tool_call_id="toolu_9"),
    ]
    reply = chat("anthropic", "claude-fable-5-2", messages=messages, tools=[LOOKUP])
    # Fable: 8 / 40 per 1M, cache read 0.20, cache write 1.25 x input = 10:
    # 100*8 + 1000*0.2 + 200*10 + 50*40 = 5000 micro-USD
    assert reply.cost == Decimal("0.005000") and reply.input_tokens == 1300 and reply.output_tokens == 50
    assert reply.tool_calls[0].name == "get_customer_by_phone" and reply.tool_calls[0].id == "toolu_0"
    (request,) = llm.calls()
    assert request.path == "/v1/messages" and request.body["system"] == "ענה בקצרה"
    assert request.body["messages"][-1]["content"][0] == {
        "type": "tool_result",
        "tool_use_id": "toolu_9",
        "content": '{"found": false}',
    }
    assert request.body["tools"][0]["input_schema"]["required"] == ["phone"]
    (row,) = factories.usage_rows()
    assert row.cost_usd == Decimal("0.005000") and row.cached_input_tokens == 1000


def test_gemini_thoughts_are_billed_as_output(llm: FakeLLMServer) -> None:
    factories.connect("google", llm)
    llm.usage = {
        "promptTokenCount": 1000,
        "candidatesTokenCount": 100,
        "thoughtsTokenCount": 300,
        "totalTokenCount": 1400,
    }
    reply = chat("google", "gemini-3.8-flash", tools=[LOOKUP], max_tokens=500)
    # 0.75 / 3.75 per 1M: 1000*0.75 + (100+300)*3.75 = 2250 micro-USD
    assert reply.cost == Decimal("0.002250") and reply.output_tokens == 400
    (request,) = llm.calls()
    assert request.path.endswith("/models/gemini-3.8-flash:generateContent")
    assert request.body["generationConfig"]["maxOutputTokens"] == 500
    assert request.body["systemInstruction"]["parts"][0]["text"] == "ענה בקצרה"
    (row,) = factories.usage_rows()
    assert row.reasoning_tokens == 300 and row.output_tokens == 400 and row.cost_usd == Decimal("0.002250")


def test_cost_uses_the_price_in_force_at_call_time(llm: FakeLLMServer) -> None:
    factories.connect("openai", llm)
    model = factories.model("openai", "gpt-6.2-astra")
    chat("openai", "gpt-6.2-astra")  # 100*8 + 50*40 = 2800 micro-USD
    with get_database().unit_of_work() as session:
        session.add(
            ModelPrice(
                model_id=model.id,
                valid_from=utcnow() - timedelta(seconds=1),
                input_per_million=Decimal("16"),
                output_per_million=Decimal("80"),
                as_of=utcnow().date(),
            )
        )
        session.add(  # announced, not yet in force
            ModelPrice(
                model_id=model.id,
                valid_from=utcnow() + timedelta(days=30),
                input_per_million=Decimal("1"),
                output_per_million=Decimal("1"),
                as_of=utcnow().date(),
            )
        )
        forget_plans(session)  # as a price import does: cached plans hold the prices
    chat("openai", "gpt-6.2-astra")
    first, second = factories.usage_rows()
    assert first.cost_usd == Decimal("0.002800") and second.cost_usd == Decimal("0.005600")
    assert first.price_id != second.price_id


# ------------------------------------------------------------------------------------------ failures


FAILURES = [
    ("401", "auth"),
    ("429", "rate_limit"),
    ("500", "unavailable"),
    ("400", "bad_request"),
    ("malformed", "unavailable"),
    ("timeout", "timeout"),
]


@pytest.mark.parametrize("code", ["openai", "anthropic", "google"])
@pytest.mark.usefixtures("short_timeout")
def test_failures_are_classified_metered_and_never_retried_by_the_sdk(llm: FakeLLMServer, code: str) -> None:
    factories.connect(code, llm)
    llm.delay = 1.5  # over the gateway's timeout
    for number, (step, error_type) in enumerate(FAILURES, start=1):
        llm.reset()
        llm.script(step)
        failure = refused(code)
        assert [(r.provider_code, r.reason) for r in failure.reasons] == [(code, error_type)], step
        assert len(llm.calls()) == 1, step  # the SDK's own retries are off
        rows = factories.usage_rows()
        assert len(rows) == number
        assert (rows[-1].success, rows[-1].error_type, rows[-1].cost_usd) == (False, error_type, 0), step


def test_retries_follow_the_rule_then_succeed(llm: FakeLLMServer) -> None:
    openai = factories.connect("openai", llm)
    anthropic = factories.connect("anthropic", llm)
    factories.rule(openai, anthropic, max_retries=2)
    llm.script("429", "500", "ok")
    reply = chat("openai")
    assert reply.provider_code == "openai"
    assert posted(llm) == ["openai", "openai", "openai"]
    rows = factories.usage_rows()
    assert [(r.attempt, r.success, r.error_type) for r in rows] == [
        (1, False, "rate_limit"),
        (2, False, "unavailable"),
        (3, True, None),
    ]


@pytest.mark.usefixtures("short_timeout")
def test_retries_exhausted_move_on_to_the_fallback(llm: FakeLLMServer) -> None:
    openai = factories.connect("openai", llm)
    anthropic = factories.connect("anthropic", llm)
    factories.rule(openai, anthropic, max_retries=1)
    llm.script("timeout", "timeout", "ok")
    llm.delay = 1.5
    reply = chat("openai")
    assert reply.provider_code == "anthropic"
    assert posted(llm) == ["openai", "openai", "anthropic"]
    rows = factories.usage_rows()
    assert [(r.provider_id, r.error_type, r.fallback_from_id) for r in rows] == [
        (openai, "timeout", None),
        (openai, "timeout", None),
        (anthropic, None, openai),
    ]


def test_a_disabled_trigger_ends_the_chain(llm: FakeLLMServer) -> None:
    openai = factories.connect("openai", llm)
    anthropic = factories.connect("anthropic", llm)
    factories.rule(openai, anthropic, max_retries=3, trigger_on_rate_limit=False)
    llm.script("429")
    failure = refused("openai")
    assert [r.reason for r in failure.reasons] == ["rate_limit"]
    assert posted(llm) == ["openai"]


def test_auth_errors_are_not_retried_but_fall_back(llm: FakeLLMServer) -> None:
    openai = factories.connect("openai", llm)
    google = factories.connect("google", llm)
    factories.rule(openai, google, max_retries=3)
    llm.script("401")
    assert chat("openai").provider_code == "google"
    assert posted(llm) == ["openai", "google"]


def test_fallback_chain_a_to_b_to_c_ends_at_local(llm: FakeLLMServer) -> None:
    openai = factories.connect("openai", llm)
    anthropic = factories.connect("anthropic", llm)
    google = factories.connect("google", llm)
    local = factories.provider_id("local")
    factories.rule(openai, anthropic)
    factories.rule(anthropic, google)
    factories.rule(google, local)
    llm.script("500", "malformed")
    reply = chat("openai")
    assert reply.provider_code == "google" and posted(llm) == ["openai", "anthropic", "google"]
    rows = factories.usage_rows()
    assert [r.fallback_from_id for r in rows] == [None, openai, openai]
    assert rows[2].model_id is not None and rows[2].cost_usd > 0

    llm.reset()
    llm.script("500", "500", "500")
    failure = refused("openai")
    assert [(r.provider_code, r.reason) for r in failure.reasons] == [
        ("openai", "unavailable"),
        ("anthropic", "unavailable"),
        ("google", "unavailable"),
        ("local", "local"),  # the assistant answers with its own engine
    ]
    assert posted(llm) == ["openai", "anthropic", "google"]


def test_inactive_or_keyless_providers_are_skipped(llm: FakeLLMServer) -> None:
    openai = factories.connect("openai", llm)
    anthropic = factories.provider_id("anthropic")  # no key, inactive
    google = factories.connect("google", llm)
    factories.rule(openai, anthropic)
    factories.rule(anthropic, google)
    llm.script("500")
    assert chat("openai").provider_code == "google"
    assert posted(llm) == ["openai", "google"]


# ------------------------------------------------------------------------------------------ budgets


def test_budget_refusal_is_never_sent_and_moves_on(llm: FakeLLMServer) -> None:
    openai = factories.connect("openai", llm)
    anthropic = factories.connect("anthropic", llm)
    factories.budget("0.01", provider=openai)  # far below astra's worst case (1024 output tokens at 40/1M)
    failure = refused("openai", "gpt-6.2-astra")
    assert [r.reason for r in failure.reasons] == ["budget_exceeded"]
    assert llm.calls() == [] and factories.usage_rows() == []

    factories.rule(openai, anthropic)
    reply = chat("openai", "gpt-6.2-astra")
    assert reply.provider_code == "anthropic" and posted(llm) == ["anthropic"]


def test_all_providers_budget_settles_real_cost_and_then_refuses(llm: FakeLLMServer) -> None:
    factories.connect("openai", llm)
    factories.budget("0.06")  # astra worst case: ~(prompt + 1024*40)/1M = ~0.041
    chat("openai", "gpt-6.2-astra")  # costs 0.0028: 0.0572 left
    chat("openai", "gpt-6.2-astra")  # 0.0544 left
    assert len(llm.calls()) == 2
    chat("openai", "gpt-6.2-astra", max_tokens=1000)
    assert len(llm.calls()) == 3
    # 0.0516 left, a 1024-token cap still fits; a 2000-token cap (0.08) does not.
    failure = refused("openai", "gpt-6.2-astra", max_tokens=2000)
    assert failure.reasons[0].reason == "budget_exceeded" and len(llm.calls()) == 3
    from misrad.providers.models import BudgetHold, BudgetLedger

    with get_database().unit_of_work(write=False) as session:
        (ledger,) = session.query(BudgetLedger).all()
        assert ledger.spent_usd == Decimal("0.0084") and ledger.reserved_usd == 0
        assert session.query(BudgetHold).count() == 0


def test_a_failed_call_releases_its_reservation(llm: FakeLLMServer) -> None:
    factories.connect("openai", llm)
    factories.budget("0.05")
    llm.script("500", "500", "500")
    for _ in range(3):
        refused("openai", "gpt-6.2-astra")
    assert len(llm.calls()) == 3  # each fitted, because each failure gave its hold back
    from misrad.providers.models import BudgetLedger

    with get_database().unit_of_work(write=False) as session:
        (ledger,) = session.query(BudgetLedger).all()
        assert ledger.spent_usd == 0 and ledger.reserved_usd == 0


def test_a_crashed_callers_hold_is_swept_and_a_late_settlement_still_counts(run_jobs: Any) -> None:
    from misrad.core.queue import enqueue
    from misrad.providers import metering
    from misrad.providers.models import BudgetHold, BudgetLedger

    factories.budget("1")
    openai = factories.provider_id("openai")
    with get_database().unit_of_work() as session:
        crashed = metering.reserve(session, openai, Decimal("0.6"))
        late = metering.reserve(session, openai, Decimal("0.3"))
        assert crashed is not None and late is not None
        for hold in session.query(BudgetHold):
            hold.expires_at = utcnow() - timedelta(seconds=1)
    # 0.9 of 1.00 is held: another 0.2 does not fit.
    with get_database().unit_of_work() as session, pytest.raises(Exception, match="budget_exceeded"):
        metering.reserve(session, openai, Decimal("0.2"))
    with get_database().unit_of_work() as session:
        enqueue(session, "providers.sweep_holds")
    run_jobs()
    with get_database().unit_of_work() as session:
        metering.release(session, late, Decimal("0.25"))  # the slow call settles after the sweep
    with get_database().unit_of_work(write=False) as session:
        (ledger,) = session.query(BudgetLedger).all()
        assert ledger.reserved_usd == 0 and ledger.spent_usd == Decimal("0.25")
        assert session.query(BudgetHold).count() == 0


def test_passive_health_cools_a_failing_provider_down_and_sees_it_recover(
    llm: FakeLLMServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    from misrad.core.settings import get_settings
    from misrad.providers.models import HealthCheck

    openai = factories.connect("openai", llm)
    anthropic = factories.connect("anthropic", llm)
    factories.rule(openai, anthropic)
    llm.script("500", "ok", "500", "ok", "500", "ok")
    for _ in range(3):
        assert chat("openai").provider_code == "anthropic"
    llm.reset()
    reply = chat("openai")  # three outages in a row: openai is skipped while it cools down
    assert reply.provider_code == "anthropic" and posted(llm) == ["anthropic"]

    monkeypatch.setattr(get_settings(), "gateway_cooldown_seconds", 0)
    with get_database().write_transaction() as connection:  # a setting, not a write: no signal
        forget_plans(connection)
    llm.reset()
    assert chat("openai").provider_code == "openai" and posted(llm) == ["openai"]
    with get_database().unit_of_work(write=False) as session:
        passive = session.query(HealthCheck).filter_by(provider_id=openai, source="passive").all()
        assert [(c.is_healthy, c.error_type) for c in sorted(passive, key=lambda c: c.id)] == [
            (False, "unavailable"),
            (True, None),
        ]


def test_ils_budgets_admit_through_the_configured_rate(llm: FakeLLMServer) -> None:
    openai = factories.connect("openai", llm)
    factories.budget("0.10", provider=openai, currency="ILS")  # 0.027 USD at 3.70: astra's ~0.041 is over
    assert refused("openai", "gpt-6.2-astra").reasons[0].reason == "budget_exceeded"
    factories.budget("0.20", provider=openai, currency="USD")
    with get_database().unit_of_work() as session:
        from misrad.providers.models import Budget

        ils = session.query(Budget).filter_by(currency="ILS").one()
        update_budget(session, ils.id, BudgetUpdate(amount=Decimal("0.20")))  # 0.054 USD
    assert chat("openai", "gpt-6.2-astra").provider_code == "openai" and len(llm.calls()) == 1


def test_a_price_written_by_another_process_is_charged_here_at_once(llm: FakeLLMServer) -> None:
    from sqlalchemy import insert

    from misrad.core import changes

    factories.connect("openai", llm)
    model = factories.model("openai", "gpt-6.2-astra")
    chat("openai", "gpt-6.2-astra")  # planned and cached: 100*8 + 50*40 = 2800 micro-USD
    new_price = insert(ModelPrice).values(
        model_id=model.id,
        valid_from=utcnow() - timedelta(seconds=1),
        input_per_million=Decimal("16"),
        output_per_million=Decimal("80"),
        as_of=utcnow().date(),
    )
    # Another process's write, without the signal: this process's plan (old price) still serves.
    with get_database().write_transaction() as connection:
        connection.execute(new_price)
    chat("openai", "gpt-6.2-astra")
    # The signal every providers service writes with its change: the next call plans again.
    with get_database().write_transaction() as connection:
        changes.bump(connection, changes.AI_PLANS)
    chat("openai", "gpt-6.2-astra")
    costs = [row.cost_usd for row in factories.usage_rows()]
    assert costs == [Decimal("0.002800"), Decimal("0.002800"), Decimal("0.005600")]
