"""The intake pipeline: small steps over one typed state, called one after another in plain sight.

    read -> extract -> categorise -> save -> check for fraud -> start approval

Reading (parsing and OCR) runs outside any transaction in a limited child process; the results,
the fraud check and the approval start are written in one short transaction at the end.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy.orm import Session

from misrad.approvals import service as approvals
from misrad.core.db import get_database
from misrad.documents import service as documents
from misrad.fraud import schemas as fraud_schemas
from misrad.fraud import service as fraud
from misrad.intake import extract, reader

log = logging.getLogger("misrad.intake")


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
    category_id: int | None = None
    category_rules: list[documents.CategoryRule] = field(default_factory=list)
    failed: str | None = None
    fraud_alert_ids: list[int] = field(default_factory=list)
    approval_id: int | None = None

    @property
    def seconds(self) -> float:
        return time.monotonic() - self.started


def process_document(document_id: int) -> IntakeState:
    """Run every step for one document (the job ``intake.process_document``)."""
    state = IntakeState(document_id=document_id)
    if not begin(state):
        return state
    read_document(state)
    if state.failed is None:
        extract_fields(state)
        categorise(state)
    finish(state)
    return state


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
    from pathlib import Path

    if not Path(state.file_path).exists():
        state.failed = "file_missing"
        return
    result = reader.read_file(state.file_path, state.mime_type)
    state.read = result
    if not result.ok:
        state.failed = result.error or "parse_failed"
        return
    state.text = "\n\f\n".join(result.pages).strip()


def extract_fields(state: IntakeState) -> None:
    state.fields = extract.extract(state.text)


def categorise(state: IntakeState) -> None:
    state.category_id = documents.choose_category(state.category_rules, state.text + "\n" + state.filename)


def finish(state: IntakeState) -> None:
    with get_database().unit_of_work() as session:
        if state.failed is not None:
            documents.mark_failed(session, state.document_id, state.failed, state.seconds)
            return
        assert state.read is not None and state.fields is not None
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
        )
        document = documents.save_results(session, state.document_id, result)
        if document is None:
            return
        state.fraud_alert_ids = check_for_fraud(session, documents.facts(document))
        state.approval_id = start_approval(session, document)


def check_for_fraud(session: Session, facts: dict[str, Any]) -> list[int]:
    """Ask the fraud area about the document's facts (returns the ids of alerts raised now)."""
    accepted = set(fraud_schemas.DocumentFacts.__dataclass_fields__)
    return fraud.check_document(
        session, fraud_schemas.DocumentFacts(**{k: v for k, v in facts.items() if k in accepted})
    )


def start_approval(session: Session, document: Any) -> int | None:
    """Start the approval flow of a processed document with an amount (approvals decides the levels)."""
    if document.total_amount is None:
        return None
    return approvals.start_approval(
        session,
        document_id=document.id,
        submitted_by=document.owner_id,
        document_name=document.original_filename,
        supplier=document.supplier_name,
        amount=Decimal(document.total_amount),
        currency=document.currency or "ILS",
    )


def recheck_fraud(session: Session, document: Any) -> list[int]:
    """After a hand edit the facts changed: check them again."""
    return check_for_fraud(session, documents.facts(document))


__all__ = ["IntakeState", "date", "process_document"]
