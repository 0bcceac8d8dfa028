"""A count of one reads as one ("התראה אחת", "1 alert"), not as a plural ("1 התראות")."""

from __future__ import annotations

from misrad import areas
from misrad.core.i18n import translate


def test_a_count_of_one_takes_the_keys_one_form_in_either_language() -> None:
    areas.install()
    assert translate("web_total_alerts", "he", total=1) == "התראה אחת"
    assert translate("web_total_alerts", "en", total=1) == "1 alert"
    assert translate("web_total_documents", "en", total="1") == "1 document"  # a page's formatted count


def test_other_counts_and_keys_without_a_one_form_are_unchanged() -> None:
    areas.install()
    assert translate("web_total_alerts", "he", total=2) == "2 התראות"
    assert translate("web_total_alerts", "en", total=0) == "0 alerts"
    assert translate("web_total_alerts", "en", total=11) == "11 alerts"
    assert translate("wr_total_customers", "en", total="1") == "Customers found: 1"  # no one form: as it was


def test_a_count_given_as_count_reads_as_one_too() -> None:
    areas.install()
    assert translate("web_bulk_done_delete", "he", count=1) == "מסמך אחד נמחק"
    assert translate("web_bulk_done_delete", "en", count=3) == "3 documents deleted"
