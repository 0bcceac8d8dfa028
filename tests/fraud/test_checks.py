"""Each check over DocumentFacts, through the service (the database keeps the fingerprints)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta
from decimal import Decimal

import pytest

from misrad.core.clock import business_today
from misrad.core.db import get_database
from misrad.fraud import checks, registry, service
from misrad.fraud.schemas import DocumentFacts, Finding
from tests.fraud.factories import alerts_of, check, company_number, facts, ocr_noise

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures


def types_of(document_id: int) -> list[str]:
    return sorted(a["type"] for a in alerts_of(document_id))


def test_a_clean_invoice_raises_nothing() -> None:
    document = facts()
    assert check(document) == []
    assert alerts_of(document.document_id) == []


def test_invalid_tax_id_is_flagged_and_valid_ids_are_not() -> None:
    bad = facts(supplier_tax_id="516179158")
    check(bad)
    assert types_of(bad.document_id) == ["invalid_tax_id"]
    personal = facts(supplier_tax_id="039337423")  # a valid personal id (עוסק מורשה)
    check(personal)
    assert types_of(personal.document_id) == []


def test_vat_must_be_the_rate_in_force_on_the_invoice_date() -> None:
    net = Decimal("1000.00")
    ok_2024 = facts(
        invoice_date=date(2024, 12, 31), subtotal=net, vat=Decimal("170.00"), total=Decimal("1170.00")
    )
    old_rate_2025 = facts(
        invoice_date=date(2025, 1, 1), subtotal=net, vat=Decimal("170.00"), total=Decimal("1170.00")
    )
    new_rate_2024 = facts(
        invoice_date=date(2024, 12, 31), subtotal=net, vat=Decimal("180.00"), total=Decimal("1180.00")
    )
    rounding = facts(
        invoice_date=date(2025, 2, 1), subtotal=net, vat=Decimal("180.03"), total=Decimal("1180.03")
    )
    exempt = facts(invoice_date=date(2025, 2, 1), subtotal=net, vat=Decimal("0"), total=net)
    for document in (ok_2024, old_rate_2025, new_rate_2024, rounding, exempt):
        check(replace(document, line_items=[]))
    assert types_of(ok_2024.document_id) == []
    assert types_of(old_rate_2025.document_id) == ["vat_mismatch"]
    assert types_of(new_rate_2024.document_id) == ["vat_mismatch"]
    assert types_of(rounding.document_id) == []
    assert types_of(exempt.document_id) == []
    assert alerts_of(old_rate_2025.document_id)[0]["severity"] == "medium"


def test_totals_must_add_up() -> None:
    wrong_sum = facts(total=Decimal("9999.00"))
    check(wrong_sum)
    assert types_of(wrong_sum.document_id) == ["total_mismatch"]
    assert alerts_of(wrong_sum.document_id)[0]["severity"] == "high"
    wrong_lines = facts(
        line_items=[{"description": "x", "quantity": 1, "unit_price": 100, "total": 100}],
    )
    check(wrong_lines)
    assert types_of(wrong_lines.document_id) == ["total_mismatch"]
    # Lines short of a consistent subtotal + VAT = total: most likely a row OCR missed.
    assert alerts_of(wrong_lines.document_id)[0]["severity"] == "low"
    padded_lines = facts(
        line_items=[{"description": "x", "quantity": 1, "unit_price": 9000, "total": 9000}],
    )
    check(padded_lines)
    assert [(a["type"], a["severity"]) for a in alerts_of(padded_lines.document_id)] == [
        ("total_mismatch", "high")
    ]


def test_future_date() -> None:
    today = business_today()
    soon = facts(invoice_date=today + timedelta(days=2))
    later = facts(invoice_date=today + timedelta(days=40))
    today_doc = facts(invoice_date=today)
    for document in (soon, later, today_doc):
        check(document)
    assert [a["severity"] for a in alerts_of(soon.document_id) if a["type"] == "future_date"] == ["low"]
    assert [a["severity"] for a in alerts_of(later.document_id) if a["type"] == "future_date"] == ["medium"]
    assert "future_date" not in types_of(today_doc.document_id)


def _net(amount: str, day: date, **extra: object) -> object:
    subtotal = Decimal(amount)
    vat = (subtotal * Decimal("0.18")).quantize(Decimal("0.01"))
    return facts(invoice_date=day, subtotal=subtotal, vat=vat, total=subtotal + vat, line_items=[], **extra)


def test_missing_allocation_number_follows_the_dated_thresholds() -> None:
    cases = {
        ("20000.01", date(2025, 3, 1), None): True,
        ("20000.00", date(2025, 3, 1), None): False,
        ("20000.01", date(2025, 3, 1), "123456789"): False,
        ("30000.00", date(2024, 4, 1), None): False,  # before the rule began (2024-05-05)
        ("24000.00", date(2024, 6, 1), None): False,  # under NIS 25,000 then
        ("10500.00", date(2026, 2, 1), None): True,  # NIS 10,000 from 2026-01-01
        ("6000.00", date(2026, 5, 31), None): False,
        ("6000.00", date(2026, 6, 1), None): True,  # NIS 5,000 from 2026-06-01
    }
    for (amount, day, allocation), expected in cases.items():
        if day > business_today():
            continue  # a future date is its own alert; keep the cases about allocation only
        document = _net(amount, day, allocation_number=allocation)
        check(document)  # type: ignore[arg-type]
        found = "missing_allocation_number" in types_of(document.document_id)  # type: ignore[attr-defined]
        assert found is expected, (amount, day, allocation)


def test_allocation_threshold_uses_the_amount_in_shekels() -> None:
    dollars = _net("6000.00", date(2025, 3, 1), currency="USD")  # 6,000 USD x 3.70 = 22,200 ILS
    shekels = _net("6000.00", date(2025, 3, 1))
    check(dollars)  # type: ignore[arg-type]
    check(shekels)  # type: ignore[arg-type]
    assert "missing_allocation_number" in types_of(dollars.document_id)  # type: ignore[attr-defined]
    assert "missing_allocation_number" not in types_of(shekels.document_id)  # type: ignore[attr-defined]


def _supplier_invoice(total: str) -> object:
    return _net(total, date(2025, 3, 1), supplier_tax_id=company_number("51234567"), text="")


def test_an_8x_outlier_after_five_ordinary_invoices_is_caught() -> None:
    ordinary = ["1000.00", "1100.00", "950.00", "1050.00", "1200.00"]
    for amount in ordinary:
        document = _supplier_invoice(amount)
        assert check(document) == []  # type: ignore[arg-type]
    outlier = _supplier_invoice("8400.00")
    check(outlier)  # type: ignore[arg-type]
    found = alerts_of(outlier.document_id)  # type: ignore[attr-defined]
    assert [a["type"] for a in found] == ["suspicious_amount"]
    assert found[0]["severity"] == "high"
    assert found[0]["amount"] == Decimal("9912.00")  # the total with VAT
    assert found[0]["average_amount"] == Decimal("1239.00")  # the median total (1,050 + VAT)
    next_ordinary = _supplier_invoice("1150.00")
    assert check(next_ordinary) == []  # type: ignore[arg-type]


def test_no_outlier_verdict_before_the_minimum_history() -> None:
    for amount in ["1000.00", "1000.00", "1000.00"]:
        check(_supplier_invoice(amount))  # type: ignore[arg-type]
    big = _supplier_invoice("9000.00")
    check(big)  # type: ignore[arg-type]
    assert "suspicious_amount" not in types_of(big.document_id)  # type: ignore[attr-defined]


def test_same_supplier_and_invoice_number_is_a_duplicate_by_tax_id_or_name() -> None:
    first = facts(invoice_number="INV-0042", text="")
    check(first)
    second = facts(invoice_number="inv 42", text="")
    check(second)
    by_name = facts(
        invoice_number="INV-42", supplier_tax_id=None, supplier_name='אלקטרו שירותים בע"מ', text=""
    )
    check(by_name)
    other_supplier = facts(
        invoice_number="INV-0042", supplier_tax_id=company_number("51111111"), supplier_name="אחר", text=""
    )
    check(other_supplier)
    found = alerts_of(second.document_id)
    assert [(a["type"], a["severity"], a["duplicate_document_id"]) for a in found] == [
        ("duplicate_invoice", "high", first.document_id)
    ]
    assert {a["duplicate_document_id"] for a in alerts_of(by_name.document_id)} == {
        first.document_id,
        second.document_id,
    }
    assert alerts_of(other_supplier.document_id) == []


def test_the_same_file_bytes_are_a_duplicate_with_similarity_one() -> None:
    first = facts()
    check(first)
    copy = facts(file_sha256=first.file_sha256, supplier_name="משהו אחר", supplier_tax_id=None, text="")
    check(copy)
    found = alerts_of(copy.document_id)
    assert [(a["type"], a["duplicate_document_id"], a["similarity_score"]) for a in found] == [
        ("duplicate_invoice", first.document_id, 1.0)
    ]


def test_a_rescan_with_ocr_noise_is_a_near_duplicate_and_template_siblings_are_not() -> None:
    original = facts()
    check(original)
    caught = 0
    for seed in range(5):
        rescan = replace(
            original,
            document_id=original.document_id + 100 + seed,
            file_sha256=f"{seed:064d}",
            invoice_number=None,  # the re-scan's OCR lost the number
            supplier_tax_id=None,
            text=ocr_noise(original.text, 0.06, seed),
        )
        check(rescan)
        found = [
            a for a in alerts_of(rescan.document_id) if a["duplicate_document_id"] == original.document_id
        ]
        if found:
            caught += 1
            assert 0.5 <= found[0]["similarity_score"] < 1.0
    assert caught == 5
    # The next month's invoice from the same template: similar text, different number, date and amount.
    sibling = facts(
        invoice_date=date(2025, 4, 10),
        items=[("מסך מחשב", 3, Decimal("650.00")), ("התקנה", 1, Decimal("300.00"))],
    )
    check(sibling)
    assert "duplicate_invoice" not in types_of(sibling.document_id)


def test_checks_are_idempotent_and_edits_clear_vanished_causes() -> None:
    document = facts(total=Decimal("1.00"))
    first = check(document)
    assert len(first) == 1
    assert check(document) == []
    assert len(alerts_of(document.document_id)) == 1
    fixed = replace(document, total=document.subtotal + document.vat)  # type: ignore[operator]
    assert check(fixed) == []
    [alert] = alerts_of(document.document_id)
    assert (alert["status"], alert["resolution"]) == ("resolved", "cleared")


def test_a_false_positive_pair_is_not_flagged_again() -> None:
    first = facts(invoice_number="77", text="")
    check(first)
    second = facts(invoice_number="77", text="")
    [alert_id] = check(second)
    with get_database().unit_of_work() as session:
        from misrad.auth.schemas import Caller

        admin = Caller(id=999, email="a@example.co.il", display_name="a", role="admin")
        service.resolve_alert(session, admin, alert_id, "false_positive", "two deliveries, same number")
    assert check(second) == []
    # Re-checking the first document (edited) must not flag the pair the other way round either.
    assert check(first) == []
    assert alerts_of(first.document_id) == []


def test_a_deleted_document_stops_being_a_duplicate_source() -> None:
    first = facts(invoice_number="900", text="")
    check(first)
    second = facts(invoice_number="900", text="")
    check(second)
    with get_database().unit_of_work() as session:
        service.forget_document(session, first.document_id)
        assert service.open_high_severity_count(session, second.document_id) == 0
    [alert] = alerts_of(second.document_id)
    assert (alert["status"], alert["resolution"]) == ("resolved", "duplicate_removed")
    third = facts(invoice_number="900", text="")
    check(third)
    assert {a["duplicate_document_id"] for a in alerts_of(third.document_id)} == {second.document_id}


def test_counts_for_other_areas() -> None:
    document = facts(total=Decimal("99999.00"), supplier_tax_id="123")
    check(document)
    with get_database().unit_of_work(write=False) as session:
        assert service.alert_count(session, document.document_id) == 2
        assert service.open_high_severity_count(session, document.document_id) == 1
        assert service.unread_notifications(session, document.owner_id) == 2


def test_a_new_check_is_one_function_in_the_list(monkeypatch: pytest.MonkeyPatch) -> None:
    """The extension point: a function ``(facts, context) -> findings`` added to ``registry.CHECKS`` runs
    on the context gathered once, and its findings become alerts like any other check's."""
    seen: list[checks.CheckContext] = []

    def due_before_issue(document: DocumentFacts, context: checks.CheckContext) -> list[Finding]:
        seen.append(context)
        if document.due_date is None or document.invoice_date is None:
            return []
        if document.due_date >= document.invoice_date:
            return []
        return [
            Finding(
                type="future_date",
                severity="low",
                cause_key=f"due:{document.due_date}",
                description_key="fraud_desc_future_date",
                params={"date": "2025-03-10", "days": 0},
            )
        ]

    monkeypatch.setattr(registry, "CHECKS", (*registry.CHECKS, due_before_issue))
    odd = facts(due_date=date(2025, 3, 1))
    assert len(check(odd)) == 1
    assert [(a["type"], a["severity"]) for a in alerts_of(odd.document_id)] == [("future_date", "low")]
    assert check(facts(due_date=date(2025, 4, 10))) == []
    assert [context.today for context in seen] == [business_today(), business_today()]


def test_a_misread_is_a_reading_problem_not_fraud() -> None:
    """VAT, totals and the tax id read with low confidence (OCR unsure, arithmetic failed) raise no alert;
    the same values read with confidence do, and duplicates are found either way."""
    wrong = {"vat": Decimal("50.00"), "total": Decimal("1650.00"), "supplier_tax_id": "516179158"}
    unsure = {"vat_amount": 0.4, "subtotal_amount": 0.4, "total_amount": 0.4, "supplier_tax_id": 0.3}
    misread = facts(**wrong, confidence=unsure)
    check(misread)
    assert types_of(misread.document_id) == []
    sure = facts(**wrong, confidence=dict.fromkeys(unsure, 0.99))
    check(sure)
    assert {"vat_mismatch", "invalid_tax_id"} <= set(types_of(sure.document_id))
    again = replace(misread, document_id=misread.document_id + 10_000)
    check(again)
    assert "duplicate_invoice" in types_of(again.document_id)
