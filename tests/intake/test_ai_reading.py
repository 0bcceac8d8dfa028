"""Reading again with the office's LLM: asked only when the own reading did not settle and an admin
chose one; through the gateway (metered, under budgets) to a local server speaking OpenAI's protocol;
only values printed in the text that pass the invoice's checks are taken; a refusal or a failure keeps
the own reading."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import date
from decimal import Decimal
from types import SimpleNamespace
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from misrad.core.db import get_database
from misrad.documents import service as documents
from misrad.intake import ai_checks, ai_reading, pipeline
from misrad.intake import service as intake
from misrad.intake.extract import Extraction
from misrad.providers.models import UsageEvent
from tests.auth.factories import bearer_headers, make_user
from tests.invoices.generator import text_pdf
from tests.providers.factories import budget, connect, model, provider_id
from tests.providers.fake_servers import FakeLLMServer

MODEL = "gpt-6.2-astra"  # the test catalogue's: 40 USD per million output tokens
# An invoice as a small supplier writes it: its number only in a sentence at the foot, with no label.
LINES = [
    "Harbor Supplies Ltd",
    "Issued on 03/02/2025",
    "",
    "Cable ties, bag of 100     3     40.00     120.00",
    "Soldering wire           1     80.00      80.00",
    "",
    "Net 200.00",
    "VAT 18% 36.00",
    "Balance 236.00 NIS",
    "",
    "Please quote HS/2025/0417 when paying. Thank you!",
]
TEXT = "\n".join(LINES)
ANSWER = {
    "supplier_name": "Harbor Supplies Ltd",
    "supplier_tax_id": None,
    "invoice_number": "HS/2025/0417",
    "invoice_date": "2025-02-03",
    "due_date": None,
    "currency": "ILS",
    "subtotal_amount": 200.0,
    "vat_amount": 36.0,
    "total_amount": 236.0,
    "line_items": [
        {"description": "Cable ties, bag of 100", "quantity": 3, "unit_price": 40, "total": 120},
        {"description": "Soldering wire", "quantity": 1, "unit_price": 80, "total": 80},
    ],
}


@pytest.fixture(scope="module")
def _server() -> Iterator[FakeLLMServer]:
    with FakeLLMServer() as server:
        yield server


@pytest.fixture
def llm(_server: FakeLLMServer) -> Iterator[FakeLLMServer]:
    _server.reset()
    _server.default, _server.delay, _server.usage = "ok", 0.0, None
    _server.reply_text = json.dumps(ANSWER)
    yield _server
    _server.reset()


def _choose(server: FakeLLMServer, *, enabled: bool = True) -> int:
    """OpenAI pointed at the local server, chosen for reading; the model's id."""
    connect("openai", server)
    chosen = model("openai", MODEL).id
    with get_database().unit_of_work() as session:
        documents.save_ai_reading_choice(
            session,
            enabled=enabled,
            provider_id=provider_id("openai"),
            model_id=chosen,
            user_id=make_user().id,
        )
    return chosen


def _unsettled() -> Extraction:
    """The own reading of ``TEXT`` as it might come out of a poor scan: no number, amounts that do not
    add up, the supplier unsure."""
    return Extraction(
        supplier_name="Harbor",
        invoice_date=date(2025, 2, 3),
        currency="ILS",
        subtotal_amount=Decimal("200.00"),
        vat_amount=Decimal("3.60"),
        total_amount=Decimal("236.00"),
        confidence={"supplier_name": 0.4, "invoice_date": 0.95, "currency": 0.9, "subtotal_amount": 0.4},
        arithmetic_ok=False,
    )


def _usage() -> list[tuple[str, int | None, bool]]:
    with get_database().unit_of_work(write=False) as session:
        rows = session.execute(select(UsageEvent.feature, UsageEvent.user_id, UsageEvent.success)).all()
    return [tuple(row) for row in rows]  # type: ignore[misc]


def test_what_the_llm_reads_is_taken_where_the_own_reading_did_not_settle(llm: FakeLLMServer) -> None:
    _choose(llm)
    owner = make_user()
    reading = _unsettled()
    outcome = ai_reading.read_again(TEXT, reading, owner.id)
    assert outcome is not None and outcome.status == "taken"
    assert outcome.fields == [
        "invoice_number",
        "line_items",
        "subtotal_amount",
        "supplier_name",
        "total_amount",
        "vat_amount",
    ]
    assert reading.invoice_number == "HS/2025/0417" and reading.supplier_name == "Harbor Supplies Ltd"
    assert (reading.subtotal_amount, reading.vat_amount, reading.total_amount) == (200, 36, 236)
    assert [item["total"] for item in reading.line_items] == [120, 80]
    assert reading.confidence["invoice_number"] == ai_reading.TAKEN_CONFIDENCE
    (sent,) = llm.calls()
    assert "HS/2025/0417" in json.dumps(sent.body, ensure_ascii=False)  # the document's text went out
    assert _usage() == [("extraction", owner.id, True)]  # metered, charged to the document's owner


def test_values_not_printed_or_not_adding_up_are_not_taken(llm: FakeLLMServer) -> None:
    _choose(llm)
    invented = ANSWER | {
        "invoice_number": "INV-99812",  # not on the page
        "supplier_name": "Harbour Supply Company",  # not as printed
        "vat_amount": 34.0,  # 200 + 34 is not 236
        "total_amount": 234.0,
    }
    llm.reply_text = "Here is the invoice:\n```json\n" + json.dumps(invented) + "\n```"
    reading = _unsettled()
    outcome = ai_reading.read_again(TEXT, reading, make_user().id)
    # Only the rows, which are printed and sum to the subtotal the own reading holds.
    assert outcome is not None and outcome.status == "taken" and outcome.fields == ["line_items"]
    assert reading.invoice_number is None and reading.supplier_name == "Harbor"
    assert reading.vat_amount == Decimal("3.60")  # the own triple stays (marked by its confidence)
    llm.reply_text = json.dumps(invented | {"line_items": []})
    outcome = ai_reading.read_again(TEXT, _unsettled(), make_user().id)
    assert outcome is not None and outcome.status == "checked" and outcome.fields == []


def test_no_call_when_the_own_reading_settled_or_no_llm_is_chosen(llm: FakeLLMServer) -> None:
    settled = Extraction(
        supplier_name="Harbor Supplies Ltd",
        invoice_number="HS/2025/0417",
        invoice_date=date(2025, 2, 3),
        subtotal_amount=Decimal(200),
        vat_amount=Decimal(36),
        total_amount=Decimal(236),
        line_items=[{"description": "x", "quantity": 1.0, "unit_price": Decimal(200), "total": Decimal(200)}],
        confidence=dict.fromkeys((*ai_reading.READ_FIELDS, "line_items"), 0.9) | {"currency": 0.4},
        arithmetic_ok=True,
    )
    _choose(llm)
    assert ai_reading.read_again(TEXT, settled, make_user().id) is None
    _choose(llm, enabled=False)
    assert ai_reading.read_again(TEXT, _unsettled(), make_user().id) is None
    assert llm.calls() == [] and _usage() == []


def test_a_spent_budget_refuses_the_call_and_the_own_reading_stays(llm: FakeLLMServer) -> None:
    _choose(llm)
    budget("0.01", provider=provider_id("openai"))  # below the worst case: 1,500 answer tokens at 40/1M
    reading = _unsettled()
    outcome = ai_reading.read_again(TEXT, reading, make_user().id)
    assert outcome is not None and outcome.status == "refused"
    assert llm.calls() == [] and reading.invoice_number is None


@pytest.mark.parametrize("step", ["500", "malformed"])
def test_a_provider_failure_or_nonsense_fails_only_the_ai_reading(llm: FakeLLMServer, step: str) -> None:
    _choose(llm)
    llm.default = step
    reading = _unsettled()
    outcome = ai_reading.read_again(TEXT, reading, make_user().id)
    assert outcome is not None and outcome.status == "failed"
    assert reading.supplier_name == "Harbor"
    llm.default, llm.reply_text = "ok", "I cannot read this invoice, sorry."
    outcome = ai_reading.read_again(TEXT, _unsettled(), make_user().id)
    assert outcome is not None and outcome.status == "failed"


def test_the_checks_hold_the_arithmetic_at_the_rate_of_the_invoice_date() -> None:
    text = "Total 117.00\nVAT 17.00\nNet 100.00\n01/12/2024"
    answer: dict[str, Any] = {"subtotal_amount": "100.00", "vat_amount": "17", "total_amount": "117.00"}
    assert ai_checks.checked(answer | {"invoice_date": "2024-12-01"}, text)["vat_amount"] == 17
    # 17% is not the rate in force in 2025: the amounts are refused together.
    assert "vat_amount" not in ai_checks.checked(answer | {"invoice_date": "2025-12-01"}, text)
    assert "due_date" not in ai_checks.checked(
        {"invoice_date": "2024-12-01", "due_date": "2024-11-01"}, text + "\n01/11/2024"
    )


def test_a_document_read_end_to_end_shows_what_the_llm_gave(llm: FakeLLMServer, client: TestClient) -> None:
    _choose(llm)
    owner = make_user()
    with get_database().unit_of_work() as session:
        document_id = intake.accept_file(
            session, owner_id=owner.id, filename="harbor.pdf", data=text_pdf(SimpleNamespace(lines=LINES)),  # type: ignore[arg-type]
            auto_process=False,
        ).id  # fmt: skip
    assert pipeline.process_document(document_id).status == "processed"
    data = client.get(f"/api/email-scanning/documents/{document_id}", headers=bearer_headers(owner)).json()[
        "data"
    ]
    assert data["ai_reading"] == "taken" and data["ai_fields"] == ["invoice_number"]
    assert data["invoice_number"] == "HS/2025/0417"
    assert data["field_confidence"]["invoice_number"] == ai_reading.TAKEN_CONFIDENCE


def test_only_an_admin_chooses_and_the_built_in_engine_cannot_read(
    llm: FakeLLMServer, client: TestClient
) -> None:
    connect("openai", llm)
    admin, member = make_user(role="admin"), make_user()
    url = "/api/email-scanning/ai-reading"
    assert client.get(url, headers=bearer_headers(member)).json()["data"]["enabled"] is False
    body = {"enabled": True, "provider_id": provider_id("openai"), "model_id": model("openai").id}
    assert client.put(url, json=body, headers=bearer_headers(member)).status_code == 403
    saved = client.put(url, json=body, headers=bearer_headers(admin))
    assert saved.status_code == 200 and saved.json()["data"]["model_name"] == model("openai").display_name
    refusals = {
        "ai_reading_local_provider": {"enabled": True, "provider_id": provider_id("local")},
        "ai_reading_needs_provider": {"enabled": True},
        "unknown_provider": {"enabled": True, "provider_id": 999_999},
        "model_not_found": body | {"model_id": model("anthropic").id},
    }
    for code, refused in refusals.items():
        answer = client.put(url, json=refused, headers=bearer_headers(admin) | {"Accept-Language": "en"})
        assert (answer.status_code, answer.json()["code"]) == (400, code), refused
    assert client.get(url, headers=bearer_headers(member)).json()["data"]["provider_id"] == provider_id(
        "openai"
    )


def test_the_customer_printed_on_the_page_is_not_taken_for_the_supplier() -> None:
    text = "Harbor Supplies Ltd\nCompany No. 514000076\n\nBill to:\nOren Tech Ltd\nHaBarzel 32, Tel Aviv\n"
    assert ai_checks.checked({"supplier_name": "Oren Tech Ltd"}, text) == {}
    assert ai_checks.checked({"supplier_name": "Harbor Supplies Ltd"}, text) == {
        "supplier_name": "Harbor Supplies Ltd"
    }
