"""Jobs of the intake pipeline."""

from __future__ import annotations

from misrad.core.queue import task
from misrad.intake import pipeline


@task("intake.process_document", max_attempts=2)
def process_document(document_id: int) -> None:
    pipeline.process_document(document_id)
