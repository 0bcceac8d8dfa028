"""Virtual keys and SDK clients for tests of ``/v1``."""

from __future__ import annotations

import time
from decimal import Decimal
from typing import Any

import anthropic
import openai
from sqlalchemy import select

from misrad.auth.service import caller_of
from misrad.core.db import get_database
from misrad.providers import metering
from misrad.providers.models import BudgetHold, UsageEvent
from misrad.providers.schemas import VirtualKeyCreate
from misrad.providers.service import virtual_keys
from tests.auth.factories import make_user
from tests.providers import factories


def make_key(*, role: str = "admin", **fields: Any) -> tuple[int, str, int]:
    """(key id, secret, owner id) of a new key created through the service."""
    user = make_user(role=role)
    data = VirtualKeyCreate(name=fields.pop("name", "tool"), **fields)
    with get_database().unit_of_work() as session:
        view, secret = virtual_keys.create_key(session, caller_of(user), data)
    return view.id, secret, user.id


def revoke(key_id: int) -> None:
    with get_database().unit_of_work() as session:
        admin = make_user(role="admin")
        virtual_keys.revoke_key(session, caller_of(admin), key_id)


def openai_client(base: str, secret: str) -> openai.OpenAI:
    return openai.OpenAI(base_url=f"{base}/v1", api_key=secret, max_retries=0, timeout=20)


def anthropic_client(base: str, secret: str) -> anthropic.Anthropic:
    return anthropic.Anthropic(base_url=base, api_key=secret, max_retries=0, timeout=20)


def key_usage(key_id: int) -> list[UsageEvent]:
    with get_database().unit_of_work(write=False) as session:
        statement = select(UsageEvent).where(UsageEvent.virtual_key_id == key_id).order_by(UsageEvent.id)
        return list(session.scalars(statement))


def spend_before(key_id: int, owner: int, cost: Decimal) -> None:
    """Spend through the key earlier today (one usage row)."""
    provider = factories.provider_id("openai")
    with get_database().unit_of_work() as session:
        metering.record_usage(
            session,
            metering.Metered(
                user_id=owner,
                provider_id=provider,
                model_id=None,
                price_id=None,
                feature="chat",
                usage=metering.Usage(input_tokens=10, output_tokens=10),
                cost_usd=cost,
                latency_ms=1,
                success=True,
                error_type=None,
                virtual_key_id=key_id,
            ),
        )


def holds() -> list[BudgetHold]:
    with get_database().unit_of_work(write=False) as session:
        return list(session.scalars(select(BudgetHold)))


def holds_once_settled(seconds: float = 10.0) -> list[BudgetHold]:
    """The holds still there once the settlement writer has settled the ledgers (waited for up to
    ``seconds``). It deletes a call's hold in a second step, after the call's usage row is durable, so a
    test that saw the usage rows can still see the hold for a moment; a hold left for good stays."""
    deadline = time.monotonic() + seconds
    while (left := holds()) and time.monotonic() < deadline:
        time.sleep(0.05)
    return left


def spent(key_id: int) -> Decimal:
    return sum((Decimal(row.cost_usd) for row in key_usage(key_id)), Decimal(0))
