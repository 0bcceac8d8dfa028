"""Each document's processing stage, written by the pipeline step by step and carried by the API's
dashboard stream as ``event: document`` (queued, reading, extracting, checks, then processed)."""

from __future__ import annotations

import json
from collections.abc import Iterator

import httpx
import pytest
from fastapi.testclient import TestClient

from misrad.core.db import get_database
from misrad.core.settings import get_settings
from misrad.documents import service as documents
from misrad.intake import pipeline
from misrad.intake import service as intake
from tests.auth.factories import bearer_headers, make_user
from tests.invoices.generator import make_invoice, text_pdf

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures


def _stored_stage(document_id: int) -> str:
    with get_database().unit_of_work(write=False) as session:
        document = documents.get_live_document(session, document_id)
        assert document is not None
        return documents.stage_of(document)


def _accept(owner_id: int, seed: int) -> int:
    with get_database().unit_of_work() as session:
        data = text_pdf(make_invoice(seed, "he", 0))
        return intake.accept_file(session, owner_id=owner_id, filename="stages.pdf", data=data).id


def test_the_pipeline_writes_each_stage_on_the_document(monkeypatch: pytest.MonkeyPatch) -> None:
    owner = make_user()
    document_id = _accept(owner.id, 61)
    assert _stored_stage(document_id) == "queued"
    state = pipeline.IntakeState(document_id)
    pipeline.begin(state)
    assert _stored_stage(document_id) == "reading"
    pipeline.run_steps(state, (pipeline.read_document,))
    assert _stored_stage(document_id) == "reading"
    pipeline.run_steps(state, (pipeline.extract_fields, pipeline.categorise))
    assert _stored_stage(document_id) == "extracting"
    # The fraud check runs while others see "checks" (finish's own transaction is not committed yet).
    seen: list[str] = []
    check = pipeline.check_for_fraud
    monkeypatch.setattr(
        pipeline, "check_for_fraud", lambda s, f: seen.append(_stored_stage(f.document_id)) or check(s, f)
    )
    pipeline.announce(state, "checks")
    pipeline.finish(state)
    assert seen == ["checks"] and _stored_stage(document_id) == "processed"


def _events(lines: Iterator[str]) -> Iterator[tuple[str, dict[str, object]]]:
    kind = ""
    for line in lines:
        if line.startswith("event: "):
            kind = line.removeprefix("event: ")
        elif line.startswith("data: "):
            yield kind, json.loads(line.removeprefix("data: "))


def _next_document_event(events: Iterator[tuple[str, dict[str, object]]]) -> dict[str, object]:
    for kind, data in events:
        if kind == "document":
            return data
    raise AssertionError("the stream ended")


def test_the_dashboard_stream_carries_each_stage_of_a_document(
    served: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(get_settings(), "dashboard_stream_seconds", 0.1)
    owner = make_user()
    other = _accept(make_user().id, 62)  # someone else's document is not in this stream
    document_id = _accept(owner.id, 63)
    state = pipeline.IntakeState(document_id)
    steps = [
        lambda: pipeline.begin(state),
        lambda: pipeline.run_steps(state, pipeline.STEPS),
        lambda: pipeline.announce(state, "checks"),
        lambda: pipeline.finish(state),
    ]
    seen = []
    with (
        httpx.Client(base_url=served, headers=bearer_headers(owner), timeout=30) as http,
        http.stream("GET", "/api/email-scanning/dashboard/stream", params={"max_events": 50}) as response,
    ):
        events = _events(response.iter_lines())
        assert next(events)[0] == "dashboard"
        seen.append(_next_document_event(events))
        for step in steps:
            step()
            seen.append(_next_document_event(events))
    assert {event["id"] for event in seen} == {document_id} and other != document_id
    stages = [event["stage"] for event in seen]
    assert stages == ["queued", "reading", "extracting", "checks", "processed"]
    assert seen[-1]["status"] == "processed" and seen[-1]["reason"] is None


def test_a_failure_reaches_the_stream_with_its_reason(served: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(get_settings(), "dashboard_stream_seconds", 0.1)
    owner = make_user()
    document_id = _accept(owner.id, 64)
    headers = {**bearer_headers(owner), "Accept-Language": "en"}
    with (
        httpx.Client(base_url=served, headers=headers, timeout=30) as http,
        http.stream("GET", "/api/email-scanning/dashboard/stream", params={"max_events": 50}) as response,
    ):
        events = _events(response.iter_lines())
        assert _next_document_event(events)["stage"] == "queued"
        with get_database().unit_of_work() as session:
            documents.mark_failed(session, document_id, "parse_damaged")
        failed = _next_document_event(events)
    assert failed["stage"] == "failed" and failed["processing_error"] == "parse_damaged"
    assert isinstance(failed["reason"], str) and failed["reason"] != "parse_damaged"


@pytest.mark.parametrize(
    ("max_events", "said"), [("0", "לפחות 1"), ("-1", "לפחות 1"), ("10001", "10000"), ("x", "")]
)
def test_a_stream_asked_for_a_bad_number_of_events_is_a_400_naming_it(
    client: TestClient, max_events: str, said: str
) -> None:
    headers = bearer_headers(make_user())
    url = "/api/email-scanning/dashboard/stream"
    refused = client.get(url, params={"max_events": max_events}, headers=headers)
    assert refused.status_code == 400 and refused.json()["code"] == "validation_error"
    assert "max_events" in refused.json()["error"] and said in refused.json()["error"]
