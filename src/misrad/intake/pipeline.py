"""The intake pipeline: small steps over one typed state, called one after another in plain sight.

    begin -> [read -> extract -> read again with AI -> categorise] -> finish (save, check for fraud,
    start approval)

Each step has the stage a person sees (``STAGE_OF``: reading, extracting; ``finish`` is "checks"),
written on the document in a short transaction of its own when it changes, so the live streams and a
reloaded page show where the document is.

``begin`` and ``finish`` are the two short transactions. Between them, ``STEPS`` run outside any
transaction (reading is parsing and OCR in a limited child process). A step is anything that takes the
state and fills its part (``Step``); a step that cannot go on raises ``IntakeStopped`` with a
``StopReason``, which fails the document with that reason. A new step is one function added to ``STEPS``.
``process_document`` returns an ``IntakeOutcome``.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from decimal import Decimal
from enum import StrEnum
from pathlib import Path
from typing import Protocol

from sqlalchemy.orm import Session

from misrad.approvals import service as approvals
from misrad.core.db import get_database
from misrad.documents import service as documents
from misrad.fraud import schemas as fraud_schemas
from misrad.fraud import service as fraud
from misrad.intake import ai_reading, extract, reader, recall

log = logging.getLogger("misrad.intake")


class StopReason(StrEnum):
    """Why a document's intake stopped; the value is the stored ``processing_error`` code (catalogue)."""

    FILE_MISSING = "file_missing"
    PARSE_FAILED = "parse_failed"
    PARSE_TIMEOUT = "parse_timeout"
    PARSE_CRASHED = "parse_crashed"
    PARSE_OUT_OF_MEMORY = "parse_out_of_memory"
    PARSE_DAMAGED = "parse_damaged"
    PARSE_ENCRYPTED = "parse_encrypted"
    PARSE_TOO_MANY_PAGES = "parse_too_many_pages"
    PARSE_TOO_MANY_PIXELS = "parse_too_many_pixels"
    OCR_UNAVAILABLE = "ocr_unavailable"

    @classmethod
    def of_reader(cls, code: str) -> StopReason:
        """The reader's error code as a reason (an unknown code is a failed parse)."""
        try:
            return cls(code)
        except ValueError:
            return cls.PARSE_FAILED


class IntakeStopped(Exception):
    """Raised by a step that cannot go on: the document fails with ``reason``."""

    def __init__(self, reason: StopReason) -> None:
        super().__init__(reason.value)
        self.reason = reason


@dataclass
class IntakeState:
    document_id: int
    owner_id: int = 0
    file_path: str = ""
    mime_type: str = ""
    filename: str = ""
    started: float = field(default_factory=time.monotonic)
    read: reader.ReadResult | None = None
    text: str = ""
    fields: extract.Extraction | None = None
    ai_outcome: ai_reading.AiReadingOutcome | None = None
    category_id: int | None = None
    category_rules: list[documents.CategoryRule] = field(default_factory=list)
    stopped: StopReason | None = None
    fraud_alert_ids: list[int] = field(default_factory=list)
    approval_id: int | None = None
    stage: str = "reading"  # written by ``begin``

    @property
    def seconds(self) -> float:
        return time.monotonic() - self.started


class Step(Protocol):
    """One step between ``begin`` and ``finish``: fills its part of the state or raises ``IntakeStopped``."""

    def __call__(self, state: IntakeState) -> None: ...


@dataclass(frozen=True)
class IntakeOutcome:
    """What one run of the pipeline did to a document."""

    document_id: int
    status: str  # "processed", "failed", or "skipped" (deleted or unknown document)
    reason: StopReason | None = None
    fraud_alert_ids: list[int] = field(default_factory=list)
    approval_id: int | None = None
    seconds: float = 0.0


def process_document(document_id: int) -> IntakeOutcome:
    """Run every step for one document (the job ``intake.process_document``)."""
    state = IntakeState(document_id=document_id)
    if not begin(state):
        return IntakeOutcome(document_id, "skipped")
    run_steps(state, STEPS)
    if state.stopped is None:
        announce(state, "checks")
    finish(state)
    status = "failed" if state.stopped is not None else "processed"
    return IntakeOutcome(
        document_id, status, state.stopped, state.fraud_alert_ids, state.approval_id, state.seconds
    )


def run_steps(state: IntakeState, steps: tuple[Step, ...]) -> None:
    """Each step in turn; the first that stops ends the run with its reason."""
    for step in steps:
        announce(state, STAGE_OF.get(step, state.stage))
        try:
            step(state)
        except IntakeStopped as stop:
            state.stopped = stop.reason
            log.info("document %s stopped: %s", state.document_id, stop.reason.value)
            return


def announce(state: IntakeState, stage: str) -> None:
    """Write the document's stage when it changes (committed at once, for the streams to see)."""
    if stage == state.stage:
        return
    state.stage = stage
    with get_database().unit_of_work() as session:
        documents.set_stage(session, state.document_id, stage)


def begin(state: IntakeState) -> bool:
    with get_database().unit_of_work() as session:
        document = documents.start_processing(session, state.document_id)
        if document is None:
            return False
        state.owner_id = document.owner_id
        state.file_path = str(documents.stored_path(document.file_sha256))
        state.mime_type = document.mime_type
        state.filename = document.original_filename
        state.category_rules = documents.categorisation_rules(session)
    return True


def read_document(state: IntakeState) -> None:
    if not Path(state.file_path).exists():
        raise IntakeStopped(StopReason.FILE_MISSING)
    result = reader.read_file(state.file_path, state.mime_type)
    state.read = result
    if not result.ok:
        raise IntakeStopped(StopReason.of_reader(result.error or StopReason.PARSE_FAILED.value))
    state.text = "\n\f\n".join(result.pages).strip()


def extract_fields(state: IntakeState) -> None:
    state.fields = extract.extract(state.text)


def read_again_with_ai(state: IntakeState) -> None:
    """Only when an admin chose an LLM for it and the own reading did not settle (``ai_reading``)."""
    if state.fields is not None:
        state.ai_outcome = ai_reading.read_again(state.text, state.fields, state.owner_id)


def categorise(state: IntakeState) -> None:
    state.category_id = documents.choose_category(state.category_rules, state.text + "\n" + state.filename)


# The steps between the two transactions, in order. A new step is one function added here.
STEPS: tuple[Step, ...] = (read_document, extract_fields, read_again_with_ai, categorise)
# The stage a person sees during each step (``documents.PROCESSING_STAGES``).
STAGE_OF: dict[Step, str] = {
    read_document: "reading",
    extract_fields: "extracting",
    read_again_with_ai: "extracting",
    categorise: "extracting",
}


def finish(state: IntakeState) -> None:
    with get_database().unit_of_work() as session:
        if state.stopped is not None:
            documents.mark_failed(session, state.document_id, state.stopped.value, state.seconds)
            return
        assert state.read is not None and state.fields is not None
        recall_supplier_id(session, state.text, state.fields)
        result = documents.ProcessingResult(
            text=state.text,
            text_source=state.read.source,
            ocr_confidence=state.read.confidence,
            page_count=state.read.page_count,
            seconds=state.seconds,
            fields=state.fields.values(),
            field_confidence=state.fields.confidence,
            extraction_confidence=state.fields.overall_confidence,
            category_id=state.category_id,
            ai_reading=state.ai_outcome.status if state.ai_outcome else None,
            ai_fields=state.ai_outcome.fields if state.ai_outcome else [],
        )
        document = documents.save_results(session, state.document_id, result)
        if document is None:
            return
        facts = documents.facts(document)
        state.fraud_alert_ids = check_for_fraud(session, facts)
        state.approval_id = start_approval(session, facts)


def recall_supplier_id(session: Session, text: str, fields: extract.Extraction) -> None:
    """A supplier id the page printed but OCR misread past its check digit, recalled from the supplier's
    earlier documents (``recall``), marked as not read."""
    if fields.supplier_tax_id is not None or not fields.supplier_name:
        return
    recalled = recall.recalled_tax_id(text, fraud.known_tax_ids(session, fields.supplier_name))
    if recalled is not None:
        fields.supplier_tax_id = recalled
        fields.confidence["supplier_tax_id"] = recall.CONFIDENCE


def fraud_facts(facts: documents.InvoiceFacts) -> fraud_schemas.DocumentFacts:
    """The fraud area's view of a document: every fact it checks, with how sure the reading was."""
    return fraud_schemas.DocumentFacts(
        document_id=facts.document_id,
        owner_id=facts.owner_id,
        supplier_name=facts.supplier_name,
        supplier_tax_id=facts.supplier_tax_id,
        invoice_number=facts.invoice_number,
        invoice_date=facts.invoice_date,
        due_date=facts.due_date,
        subtotal=facts.subtotal,
        vat=facts.vat,
        total=facts.total,
        currency=facts.currency,
        allocation_number=facts.allocation_number,
        line_items=facts.line_items,
        file_sha256=facts.file_sha256,
        text=facts.text,
        confidence=facts.field_confidence,
    )


def check_for_fraud(session: Session, facts: documents.InvoiceFacts) -> list[int]:
    """Ask the fraud area about the document's facts (returns the ids of alerts raised now)."""
    return fraud.check_document(session, fraud_facts(facts))


def start_approval(session: Session, facts: documents.InvoiceFacts) -> int | None:
    """Start the approval flow of a processed document with an amount (approvals decides the levels)."""
    if facts.total is None:
        return None
    return approvals.start_approval(
        session,
        document_id=facts.document_id,
        submitted_by=facts.owner_id,
        document_name=facts.original_filename,
        supplier=facts.supplier_name,
        amount=Decimal(facts.total),
        currency=facts.currency or "ILS",
    )


def recheck_fraud(session: Session, facts: documents.InvoiceFacts) -> list[int]:
    """After a hand edit the facts changed: check them again."""
    return check_for_fraud(session, facts)


__all__ = [
    "STAGE_OF",
    "STEPS",
    "IntakeOutcome",
    "IntakeState",
    "IntakeStopped",
    "Step",
    "StopReason",
    "process_document",
]
