"""A second reading by the office's LLM, for an invoice its own reading did not settle.

When: an admin has chosen a provider (and model) and turned the reading on
(``documents.ai_reading_choice``), and the deterministic reading left a key field empty, holds a value
read with too little confidence to judge by, or its amounts do not add up as printed (``unsettled``).
A document the own reading settled costs nothing.

How: the document's text (its first ``PROMPT_CHARS`` characters) goes through the gateway
(``complete_chat``, feature ``extraction``, charged to the document's owner), so the office's budgets
hold and the call is metered as the assistant's are; a refusal or a failure keeps the own reading.

What is taken: the answer is checked as the own reading is checked (``ai_checks``): every value must be
printed in the text (an LLM that invents a number or a name is caught here), the amounts must add up at
the VAT rate of the invoice's date, a tax id must pass its check digit, a due date must not come before
the invoice date, line items must multiply out and sum to the subtotal. Only fields the own reading did
not settle are replaced, and only by values that passed; they are then as sure as ``TAKEN_CONFIDENCE``.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from typing import Any

from misrad.core.db import get_database
from misrad.core.errors import MisradError
from misrad.documents import service as documents
from misrad.fraud import service as fraud
from misrad.intake import ai_checks
from misrad.intake.extract import Extraction
from misrad.providers.gateway import ChatMessage, GatewayUnavailable, complete_chat

log = logging.getLogger("misrad.intake")

KEY_FIELDS = ("supplier_name", "invoice_number", "invoice_date", "total_amount")
AMOUNTS = ("subtotal_amount", "vat_amount", "total_amount")
READ_FIELDS = (*KEY_FIELDS, "supplier_tax_id", "due_date", "currency", "subtotal_amount", "vat_amount")
# Unsure of these alone, a document is not sent: rows whose totals already add up, and a currency no
# mark on the page names (the business's own, most likely); they are taken when a call goes anyway.
MINOR = frozenset({"line_items", "currency"})
PROMPT_CHARS = 12_000  # a long invoice's first pages: the parties, numbers and totals are there
ANSWER_TOKENS = 1_500  # room for a JSON object with some dozens of line items
TAKEN_CONFIDENCE = 0.8  # checked against the printed text and the arithmetic, as a reading that adds up
# Reasons the gateway gives for not sending a call at all (the rest are failures of a call sent).
NOT_SENT = frozenset({"budget_exceeded", "not_configured", "inactive", "local", "cooling_down"})

INSTRUCTIONS = """You read one supplier invoice (usually Israeli, in Hebrew or English) from its OCR text.
Answer with one JSON object and nothing else, with these keys:
supplier_name, supplier_tax_id, invoice_number, invoice_date, due_date, currency, subtotal_amount,
vat_amount, total_amount, line_items.
- Copy names and numbers exactly as printed. Never guess: use null for anything not printed.
- The supplier is the business that issued the invoice, never the customer it is addressed to
  ("לכבוד", "לקוח", "Bill to", "Customer").
- Dates as YYYY-MM-DD. currency: ILS, USD, EUR or GBP. Amounts as plain numbers (1234.50).
- subtotal_amount is before VAT, vat_amount the VAT, total_amount the amount to pay including VAT.
- line_items: a list of objects with description, quantity, unit_price, total."""


@dataclass
class AiReadingOutcome:
    status: str  # documents' AI_READING_OUTCOMES
    fields: list[str] = field(default_factory=list)


def unsettled(reading: Extraction) -> set[str]:
    """What the own reading did not settle: empty key fields, values read with too little confidence,
    and the amounts when they do not add up as printed."""
    values = reading.values()
    wanted = {name for name in KEY_FIELDS if values[name] in (None, "")}
    # The fields the document page would mark as an uncertain reading.
    wanted |= fraud.needs_a_look(reading.confidence, values) & {*READ_FIELDS, "line_items"}
    if not reading.arithmetic_ok:
        wanted |= set(AMOUNTS)
    if not reading.line_items:
        wanted.add("line_items")
    return wanted


def read_again(text: str, reading: Extraction, owner_id: int) -> AiReadingOutcome | None:
    """Ask the chosen LLM when the own reading did not settle; fill ``reading`` with what passed.
    None when it was not asked (nothing to settle, or no LLM chosen)."""
    wanted = unsettled(reading)
    if not wanted - MINOR:
        return None  # settled: what is left is not worth a call on its own
    with get_database().unit_of_work(write=False) as session:
        choice = documents.ai_reading_choice(session)
    if not choice.enabled or choice.provider_id is None:
        return None
    try:
        reply = complete_chat(
            user_id=owner_id,
            feature="extraction",
            provider_id=choice.provider_id,
            model_id=choice.model_id,
            messages=[ChatMessage("system", INSTRUCTIONS), ChatMessage("user", text[:PROMPT_CHARS])],
            temperature=0.0,
            max_tokens=ANSWER_TOKENS,
        )
    except GatewayUnavailable as refused:
        sent = any(reason.reason not in NOT_SENT for reason in refused.reasons)
        log.info("the AI reading did not come back: %s", refused)
        return AiReadingOutcome("failed" if sent else "refused")
    except MisradError as exc:  # the chosen provider or model has gone since it was chosen
        log.info("the AI reading could not be asked: %s", exc.error_code)
        return AiReadingOutcome("refused")
    answer = parse_answer(reply.text)
    if answer is None:
        return AiReadingOutcome("failed")
    passed = ai_checks.checked(answer, text)
    taken = take(reading, passed, wanted)
    return AiReadingOutcome("taken" if taken else "checked", taken)


def parse_answer(reply: str) -> dict[str, Any] | None:
    """The JSON object of a reply, also inside a fenced block or after a sentence; None if there is none."""
    start, end = reply.find("{"), reply.rfind("}")
    if start < 0 or end <= start:
        return None
    try:
        found = json.loads(reply[start : end + 1])
    except ValueError:
        return None
    return found if isinstance(found, dict) else None


def take(reading: Extraction, passed: dict[str, Any], wanted: set[str]) -> list[str]:
    """Put the values that passed in place of the ones the own reading did not settle; their names."""
    taken = []
    for name in sorted(wanted - {*AMOUNTS, "line_items"}):
        if passed.get(name) not in (None, ""):
            setattr(reading, name, passed[name])
            taken.append(name)
    # The amounts only together: a triple that adds up replaces a triple that did not.
    if wanted & set(AMOUNTS) and all(passed.get(name) is not None for name in AMOUNTS):
        for name in AMOUNTS:
            setattr(reading, name, passed[name])
        taken += list(AMOUNTS)
    # Rows only when they sum to the subtotal now in place (the own one, or the one just taken).
    items = passed.get("line_items") or []
    if "line_items" in wanted and items and ai_checks.sums_to(items, reading.subtotal_amount):
        reading.line_items = items
        taken.append("line_items")
    for name in taken:
        reading.confidence[name] = TAKEN_CONFIDENCE
    return sorted(taken)
