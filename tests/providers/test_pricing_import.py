"""``misrad pricing import FILE`` with a LiteLLM-shaped price map generated here."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from typer.testing import CliRunner

from misrad.cli import app as cli
from misrad.core.db import get_database
from misrad.providers.models import AiModel, ModelPrice
from tests.providers import factories

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures

runner = CliRunner()


def price_map(tmp_path: Path, entries: dict[str, Any]) -> Path:
    path = tmp_path / "model_prices_and_context_window.json"
    sample = {"sample_spec": {"max_tokens": "LEGACY", "input_cost_per_token": 0.0, "litellm_provider": "x"}}
    path.write_text(json.dumps({**sample, **entries}), encoding="utf-8")
    return path


def prices_of(model_id: int) -> list[ModelPrice]:
    with get_database().unit_of_work(write=False) as session:
        return list(
            session.scalars(select(ModelPrice).where(ModelPrice.model_id == model_id).order_by(ModelPrice.id))
        )


LUNA = {
    "litellm_provider": "openai",
    "mode": "chat",
    "input_cost_per_token": 1.2e-07,  # 0.12 per 1M (was 0.10)
    "output_cost_per_token": 6e-07,
    "cache_read_input_token_cost": 1.2e-08,
    "max_input_tokens": 1_000_000,
    "max_output_tokens": 128_000,
}


def test_import_adds_new_effective_prices_and_keeps_history(
    tmp_path: Path, client: TestClient, member_headers: dict[str, str]
) -> None:
    luna = factories.model("openai", "gpt-6-luna")
    haiku = factories.model("anthropic", "claude-haiku-5-5")
    path = price_map(
        tmp_path,
        {
            "gpt-6-luna": LUNA,
            "anthropic/claude-haiku-5-5": {  # unchanged: 0.10 / 0.50
                "litellm_provider": "anthropic",
                "mode": "chat",
                "input_cost_per_token": 1e-07,
                "output_cost_per_token": 5e-07,
            },
            "gemini/gemini-9-ultra": {"litellm_provider": "gemini", "mode": "chat",
                                      "input_cost_per_token": 1e-06, "output_cost_per_token": 2e-06},
            "text-embedding-9": {"litellm_provider": "openai", "mode": "embedding",
                                 "input_cost_per_token": 1e-08},
            "bedrock/anything": {"litellm_provider": "bedrock", "input_cost_per_token": 1e-06},
            "mistral/mistral-small-latest": {"litellm_provider": "mistral", "mode": "chat",
                                             "input_cost_per_token": -1, "output_cost_per_token": 1e-06},
        },
    )  # fmt: skip
    factories.usage(factories.provider_id("openai"), model_id=luna.id, cost="0.5")
    result = runner.invoke(cli, ["pricing", "import", str(path)])
    assert result.exit_code == 0, result.output
    assert "updated openai/gpt-6-luna" in result.output
    assert "updated 1, added 0, unchanged 1" in result.output and "rejected 1" in result.output

    old, new = prices_of(luna.id)
    assert old.input_per_million == Decimal("0.10") and new.input_per_million == Decimal("0.12")
    assert new.output_per_million == Decimal("0.60") and new.cache_read_per_million == Decimal("0.012")
    assert new.valid_from > old.valid_from and "LiteLLM" in new.source
    assert len(prices_of(haiku.id)) == 1
    with get_database().unit_of_work(write=False) as session:
        assert session.get(AiModel, luna.id).context_window == 1_000_000  # type: ignore[union-attr]
        assert session.scalars(select(AiModel).where(AiModel.name == "gemini-9-ultra")).first() is None
    models = client.get("/api/ai-providers/models", headers=member_headers).json()["models"]
    shown = next(m for m in models if m["id"] == luna.id)
    assert shown["input_cost_per_1k"] == 0.00012 and shown["output_cost_per_1k"] == 0.0006
    # Metered usage keeps the cost it was charged at.
    assert factories.usage_rows()[0].cost_usd == Decimal("0.5")

    again = runner.invoke(cli, ["pricing", "import", str(path)])
    assert "updated 0, added 0, unchanged 2" in again.output and len(prices_of(luna.id)) == 2


def test_import_can_add_models_schedule_and_dry_run(tmp_path: Path) -> None:
    path = price_map(
        tmp_path,
        {"gemini/gemini-9-ultra": {"litellm_provider": "gemini", "mode": "chat",
                                   "max_input_tokens": 2_000_000, "input_cost_per_token": 1e-06,
                                   "output_cost_per_token": 2e-06}},
    )  # fmt: skip
    dry = runner.invoke(cli, ["pricing", "import", str(path), "--add-models", "--dry-run"])
    assert dry.exit_code == 0 and "added google/gemini-9-ultra" in dry.output
    assert factories.model("google", "gemini-9-ultra") is None

    added = runner.invoke(cli, ["pricing", "import", str(path), "--add-models", "--effective", "2030-01-01"])
    assert added.exit_code == 0, added.output
    model = factories.model("google", "gemini-9-ultra")
    assert model is not None and model.context_window == 2_000_000
    (price,) = prices_of(model.id)
    assert price.input_per_million == Decimal("1") and price.valid_from.year in (2029, 2030)


def test_a_broken_file_is_refused(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    result = runner.invoke(cli, ["pricing", "import", str(broken)])
    assert result.exit_code == 1 and "not valid" in result.output
    listed = tmp_path / "list.json"
    listed.write_text("[1, 2]", encoding="utf-8")
    assert runner.invoke(cli, ["pricing", "import", str(listed)]).exit_code == 1
    assert runner.invoke(cli, ["pricing", "import", str(tmp_path / "missing.json")]).exit_code == 1
    assert runner.invoke(cli, ["pricing", "import", str(listed), "--effective", "soon"]).exit_code == 2
