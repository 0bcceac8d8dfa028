"""The learned intent model over two firm reasons (helper learned41): the engine's "unknown" of another
matter, or of look-up words with nobody found, is the model's look-up where the model reads one by a clear
lead and the message has words the engine could not explain (someone it did not find, described); an
errand the model reads as a repair, and a bare "phone pls" with nobody bound, stay as the engine decided."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine import intent_model
from misrad.assistant.engine.intent_model import OPENED_FIRM, OVER_A_FIRM_REASON, over_a_firm_reason
from misrad.assistant.engine.nlu import understand
from misrad.assistant.engine.reasons import Reason

TODAY = date(2026, 12, 1)


@pytest.mark.parametrize(
    ("scores", "chosen"),
    [
        ({"unknown": 0.1, "customer_lookup": 0.1 + OVER_A_FIRM_REASON}, "customer_lookup"),
        ({"unknown": 0.1, "customer_lookup": 1.0}, "unknown"),  # a lead of 0.9
        ({"unknown": -1.0, "repair_status": 2.0}, "unknown"),  # only a look-up is taken over a firm reason
    ],
)
def test_when_a_firm_reason_is_overruled(scores: dict[str, float], chosen: str) -> None:
    assert over_a_firm_reason("unknown", scores) == chosen


@pytest.mark.parametrize("text", ["the plumber from Haifa, what's his email?", "מה הטלפון של השרברב מחיפה?"])
def test_someone_described_but_not_found_is_the_models_look_up(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    found = understand(text, today=TODAY, index=None)
    assert (found.intent, found.reason) == ("customer_lookup", Reason.LEARNED)
    monkeypatch.setattr(intent_model._Trained, "enabled", False)
    alone = understand(text, today=TODAY, index=None)
    assert alone.intent == "unknown" and alone.reason in OPENED_FIRM


@pytest.mark.parametrize("text", ["order toner for Naama's Canon", "order lunch for the crew"])
def test_an_errand_stays_out_of_domain(text: str) -> None:
    found = understand(text, today=TODAY, index=None)
    assert (found.intent, found.reason) == ("unknown", Reason.OUT_OF_DOMAIN)
