"""Every business written for the assistant's sets loads through the API as written: a fixture the API
refuses (a knowledge item of a category the spec does not list) fails the whole business's first run,
which is a held-out writer's one unseen run, so it is caught here, before any question is asked."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from misrad.assistant.schemas import KnowledgeCreate
from tests.assistant import shops

FIXTURES = sorted(shops.SHOPS.glob("*.json"))


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_every_knowledge_item_of_a_business_is_one_the_api_accepts(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    fields = set(KnowledgeCreate.model_fields)
    for item in data.get("knowledge", []):
        KnowledgeCreate.model_validate({k: v for k, v in item.items() if k in fields})
