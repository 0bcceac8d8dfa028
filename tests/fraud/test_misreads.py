"""A misread is not fraud, and a misread does not hide fraud: invoice numbers OCR shortened, template
siblings whose keys were not read, amount history by one supplier identity and one currency, misread
amounts kept out of the history. Facts generated here."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from decimal import Decimal

import pytest

from misrad.fraud.schemas import DocumentFacts
from tests.fraud.factories import alerts_of, check, company_number, facts, ocr_noise

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures


def _types(document: DocumentFacts) -> list[str]:
    return [a["type"] for a in alerts_of(document.document_id)]


def _rescan(original: DocumentFacts, shift: int, **changes: object) -> DocumentFacts:
    return replace(
        original,
        document_id=original.document_id + shift,
        file_sha256=f"{shift:064d}",
        text=ocr_noise(original.text, 0.03, shift),
        **changes,
    )


def test_a_photo_whose_ocr_dropped_a_digit_of_the_invoice_number_is_still_a_duplicate() -> None:
    original = facts(invoice_number="312")
    check(original)
    photo = _rescan(original, 50_000, invoice_number="12")
    check(photo)
    found = alerts_of(photo.document_id)
    assert [(a["type"], a["duplicate_document_id"]) for a in found] == [
        ("duplicate_invoice", original.document_id)
    ]
    assert found[0]["severity"] == "medium"  # a key differs: a person looks


def test_a_sibling_whose_number_and_date_were_not_read_but_whose_amounts_differ_is_no_duplicate() -> None:
    original = facts()
    check(original)
    sibling_items = [("מסך מחשב", 3, Decimal("650.00")), ("התקנה", 1, Decimal("300.00"))]
    sibling = facts(items=sibling_items, invoice_number=None)
    # The same template, so the texts are alike: only the amounts tell the two invoices apart.
    sibling = replace(sibling, invoice_date=None, text=original.text.replace("2  650.00", "3  650.00"))
    check(sibling)
    assert "duplicate_invoice" not in _types(sibling)


def test_two_receipts_of_one_preprinted_book_whose_handwriting_was_not_read_are_no_duplicate() -> None:
    handwriting = {"invoice_number": None, "invoice_date": None, "subtotal": None, "line_items": []}
    form = replace(facts(), vat=Decimal("453.60"), total=Decimal("5035.60"), **handwriting)
    check(form)
    # The next receipt of the book: the printed form again, its handwritten values misread otherwise.
    other = _rescan(form, 60_000, vat=None, total=Decimal("4590.00"))
    check(other)
    assert "duplicate_invoice" not in _types(other)
    # The same receipt photographed again: one of its own figures read alike is enough to tell.
    again = _rescan(form, 61_000, vat=None)
    check(again)
    assert [(a["type"], a["duplicate_document_id"]) for a in alerts_of(again.document_id)] == [
        ("duplicate_invoice", form.document_id)
    ]


def _invoice(total: str, **changes: object) -> DocumentFacts:
    subtotal = Decimal(total)
    vat = (subtotal * Decimal("0.18")).quantize(Decimal("0.01"))
    fields: dict[str, object] = {
        "invoice_date": date(2025, 3, 1),
        "subtotal": subtotal,
        "vat": vat,
        "total": subtotal + vat,
        "line_items": [],
        "text": "",
        "supplier_name": 'רשת הצפון שיווק בע"מ',
        "supplier_tax_id": company_number("51777771"),
    }
    return facts(**{**fields, **changes})


ORDINARY = ["1000.00", "1100.00", "950.00", "1050.00", "1200.00"]


def test_an_outlier_whose_tax_id_was_not_read_is_judged_by_its_suppliers_name() -> None:
    for amount in ORDINARY:
        assert check(_invoice(amount)) == []
    outlier = _invoice("8400.00", supplier_tax_id=None)
    check(outlier)
    assert _types(outlier) == ["suspicious_amount"]


def test_a_name_shared_by_two_tax_ids_is_no_identity_of_its_own() -> None:
    for amount in ORDINARY:
        check(_invoice(amount))
    for amount in ["9000.00", "9100.00", "8900.00"]:
        check(_invoice(amount, supplier_tax_id=company_number("51888881")))
    unknown = _invoice("8400.00", supplier_tax_id=None)
    check(unknown)
    assert "suspicious_amount" not in _types(unknown)


def test_history_is_kept_per_currency() -> None:
    for amount in ORDINARY:
        check(_invoice(amount, currency="USD"))
    shekels = _invoice("8400.00")
    check(shekels)
    assert "suspicious_amount" not in _types(shekels)


def test_a_misread_total_neither_raises_an_alert_nor_enters_the_history() -> None:
    unsure = {"total_amount": 0.4, "subtotal_amount": 0.4, "vat_amount": 0.4}
    for amount in ORDINARY:
        check(_invoice(amount))
    misread = _invoice("84000.00", confidence=unsure)
    check(misread)
    assert _types(misread) == []
    # Had the misread 84,000 entered the history, a spread of wild totals would hide the next outlier.
    for amount in ["90000.00", "95000.00", "99000.00", "93000.00", "97000.00"]:
        check(_invoice(amount, confidence=unsure))
    outlier = _invoice("8400.00")
    check(outlier)
    assert _types(outlier) == ["suspicious_amount"]


def test_line_items_that_sum_to_a_subtotal_corrected_by_hand_are_judged_again() -> None:
    """Lines read unsure because the page's totals did not add up; once the subtotal is sure (here
    corrected by hand) and the lines sum to it, the totals check runs on them again."""
    document = facts(total=Decimal("9999.00"))
    unsure_lines = {"line_items": 0.5, "subtotal_amount": 1.0, "vat_amount": 1.0, "total_amount": 1.0}
    check(replace(document, confidence=unsure_lines))
    assert _types(document) == ["total_mismatch"]
    unsure_all = {**unsure_lines, "subtotal_amount": 0.4}
    other = replace(facts(total=Decimal("9999.00")), confidence=unsure_all)
    check(other)
    assert _types(other) == []
