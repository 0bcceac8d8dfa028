"""A supplier's id misread on the page, recalled from its earlier documents: a nine-digit number printed on
the page that fails its check digit and lies within three digits of an id the supplier's own earlier
documents carried is that id misread. Synthetic numbers (check digits computed for the test)."""

from __future__ import annotations

from misrad.intake.recall import recalled_tax_id

KNOWN = "514352707"  # holds its check digit


def test_a_failing_number_three_digits_off_a_known_id_is_that_id() -> None:
    text = "OfficeWorks Ltd.\nCompany Ne. 824382707 0 9.0\nTAX INVOICE"
    assert recalled_tax_id(text, [KNOWN]) == KNOWN


def test_separators_in_the_printed_number_are_read_through() -> None:
    assert recalled_tax_id('ח.פ. 51-438270-7 בע"מ', [KNOWN]) == KNOWN


def test_a_number_four_digits_off_is_another_number() -> None:
    assert recalled_tax_id("Company No. 824382787", [KNOWN]) is None


def test_a_number_that_holds_its_own_check_digit_is_not_taken_for_a_known_one() -> None:
    # 514352715 is a valid id of its own (a customer's, another company's): never rewritten.
    assert recalled_tax_id("Company No. 514352715", [KNOWN]) is None


def test_nothing_is_recalled_without_a_number_on_the_page_or_a_known_id() -> None:
    assert recalled_tax_id("OfficeWorks Ltd.\nTAX INVOICE", [KNOWN]) is None
    assert recalled_tax_id("Company Ne. 824382707", []) is None
