"""The intake pipeline's steps one at a time, then together: begin, read, extract, categorise, finish."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from misrad.approvals import service as approvals
from misrad.auth.schemas import Caller
from misrad.core.db import get_database
from misrad.documents import service as documents
from misrad.documents import storage
from misrad.documents.schemas import CategoryBody
from misrad.fraud import service as fraud
from misrad.intake import pipeline
from misrad.intake import service as intake
from tests.auth.factories import make_user
from tests.invoices.generator import make_invoice, text_pdf

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures


def _accept(data: bytes, owner_id: int, auto_process: bool = True, name: str = "invoice.pdf") -> int:
    with get_database().unit_of_work() as session:
        return intake.accept_file(
            session, owner_id=owner_id, filename=name, data=data, auto_process=auto_process
        ).id


def _document(document_id: int) -> dict[str, object]:
    with get_database().unit_of_work(write=False) as session:
        document = documents.get_live_document(session, document_id)
        assert document is not None
        return {
            "status": document.status,
            "ocr_status": document.ocr_status,
            "processing_error": document.processing_error,
            "category_id": document.category_id,
            "total_amount": document.total_amount,
            "invoice_number": document.invoice_number,
            "text_source": document.text_source,
        }


def test_accept_file_queues_a_job_only_when_asked() -> None:
    owner = make_user()
    data = text_pdf(make_invoice(1, "en", 0))
    queued = _accept(data, owner.id)
    waiting = _accept(data, owner.id, auto_process=False)
    assert _document(queued)["status"] == "processing" and _document(queued)["ocr_status"] == "pending"
    assert _document(waiting)["status"] == "uploaded"
    # Stored once under its digest, however many documents point at it.
    with get_database().unit_of_work(write=False) as session:
        digests = {documents.get_live_document(session, i).file_sha256 for i in (queued, waiting)}  # type: ignore[union-attr]
    (digest,) = digests
    assert storage.path_for(digest).read_bytes() == data
    assert not list(storage.path_for(digest).parent.glob(".incoming-*"))  # the atomic write left nothing


def test_begin_marks_the_document_running_and_skips_deleted_ones() -> None:
    owner = make_user()
    document_id = _accept(text_pdf(make_invoice(2, "he", 1)), owner.id)
    state = pipeline.IntakeState(document_id)
    assert pipeline.begin(state)
    assert state.owner_id == owner.id and state.mime_type == "application/pdf"
    assert Path(state.file_path).is_file()
    assert _document(document_id)["ocr_status"] == "running"
    assert not pipeline.begin(pipeline.IntakeState(999_999))


def test_read_extract_and_categorise_fill_the_state() -> None:
    owner = make_user()
    invoice = make_invoice(3, "he", 3)
    document_id = _accept(text_pdf(invoice), owner.id)
    state = pipeline.IntakeState(document_id)
    pipeline.begin(state)
    pipeline.read_document(state)
    assert state.stopped is None and state.read is not None and state.read.source == "text"
    pipeline.extract_fields(state)
    assert state.fields is not None and state.fields.total_amount == invoice.total
    pipeline.categorise(state)
    assert state.category_id is not None  # "חשבונית" is a keyword of a seeded category


def test_a_missing_file_fails_the_document_with_a_reason() -> None:
    owner = make_user()
    document_id = _accept(text_pdf(make_invoice(4, "en", 2)), owner.id)
    state = pipeline.IntakeState(document_id)
    pipeline.begin(state)
    Path(state.file_path).unlink()
    with pytest.raises(pipeline.IntakeStopped) as stopped:
        pipeline.read_document(state)
    assert stopped.value.reason is pipeline.StopReason.FILE_MISSING
    pipeline.run_steps(state, pipeline.STEPS)
    assert state.stopped is pipeline.StopReason.FILE_MISSING and state.fields is None
    pipeline.finish(state)
    assert _document(document_id)["status"] == "failed"
    assert _document(document_id)["processing_error"] == "file_missing"


def test_the_whole_pipeline_saves_fields_checks_fraud_and_starts_approval() -> None:
    owner = make_user()
    make_user(role="approver", approval_level=1)
    invoice = make_invoice(6, "he", 0)
    first = _accept(text_pdf(invoice), owner.id, name="first.pdf")
    outcome = pipeline.process_document(first)
    assert outcome.status == "processed" and outcome.reason is None
    saved = _document(first)
    assert saved["status"] == "processed" and saved["ocr_status"] == "completed"
    assert saved["text_source"] == "text" and saved["total_amount"] == invoice.total
    with get_database().unit_of_work(write=False) as session:
        # 34,799.72 ILS: above the default 10,000 threshold, two levels of approval.
        assert outcome.approval_id is not None
        assert approvals.status_of(session, first) == "pending"

    # The same invoice again, as another file: fraud sees the duplicate.
    again = _accept(text_pdf(invoice) + b"\n% rescanned", owner.id, name="again.pdf")
    outcome = pipeline.process_document(again)
    assert outcome.fraud_alert_ids
    with get_database().unit_of_work(write=False) as session:
        assert fraud.alert_count(session, again) >= 1


def test_running_again_is_harmless() -> None:
    owner = make_user()
    document_id = _accept(text_pdf(make_invoice(8, "en", 4)), owner.id)
    pipeline.process_document(document_id)
    pipeline.process_document(document_id)
    assert _document(document_id)["status"] == "processed"
    assert pipeline.process_document(999_999).status == "skipped"


@pytest.mark.parametrize("word", ["חשמל", "בחשמל", "והחשמל"])
def test_categorisation_matches_hebrew_words_under_their_prefixes(word: str) -> None:
    admin = make_user(role="admin")
    with get_database().unit_of_work() as session:
        caller = Caller(id=admin.id, email=admin.email, display_name="a", role="admin")
        category = documents.create_category(
            session, caller, CategoryBody(name="אנרגיה", keywords=["חשמל"], auto_categorize=True)
        )
        rules = [r for r in documents.categorisation_rules(session) if r.id == category.id]
    assert documents.choose_category(rules, f"חשבון {word} לחודש מאי") == category.id
    assert documents.choose_category(rules, "חשבון מים לחודש מאי") is None


def test_a_supplier_id_misread_past_its_check_digit_is_recalled_from_the_suppliers_earlier_document() -> None:
    owner = make_user()
    invoice = make_invoice(6, "he", 0)
    pipeline.process_document(_accept(text_pdf(invoice), owner.id, name="first.pdf"))
    known = invoice.supplier_tax_id
    misread = (
        known[:2]
        + ("9" if known[2] != "9" else "8")
        + known[3:5]
        + ("0" if known[5] != "0" else "1")
        + known[6:]
    )
    later = dataclasses.replace(
        invoice,
        supplier_tax_id=misread,
        invoice_number=invoice.invoice_number + "1",
        lines=[
            line.replace(known, misread).replace(invoice.invoice_number, invoice.invoice_number + "1")
            for line in invoice.lines
        ],
    )
    second = _accept(text_pdf(later), owner.id, name="later.pdf")
    pipeline.process_document(second)
    with get_database().unit_of_work(write=False) as session:
        document = documents.get_live_document(session, second)
        assert document is not None
        assert document.supplier_tax_id == known
        assert document.field_confidence["supplier_tax_id"] < 0.9
