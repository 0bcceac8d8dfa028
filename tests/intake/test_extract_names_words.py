"""Names that hold a word the extraction also knows as a label or as OCR debris (session 12, found on
``bench.invoice_novel``'s own layouts with suppliers drawn per seed)."""

from __future__ import annotations

import pytest

from misrad.intake import extract


@pytest.mark.parametrize("name", ["טל מזון ומשקאות", "גל-טל הובלות", "שירותי ניקיון טל"])
def test_tal_the_name_is_not_the_phone_label(name: str) -> None:
    """``טל`` is a common name; the phone's label is marked (``טל'``, ``טל:``) or precedes a number."""
    found = extract.extract(
        "\n".join(
            [
                f"חשבונית מס / קבלה   {name}",
                "חשבונית מס' 312   עוסק מורשה 251603023",
                "רח' החרושת 2, רחובות",
                "טל' 08-2348780",
                'סה"כ לתשלום:   ₪ 5,569.20',
            ]
        )
    )
    assert found.supplier_name == name


@pytest.mark.parametrize("phone_line", ["טל 08-2348780", "טל: 08-2348780", "טל. 08-2348780"])
def test_a_phone_line_is_still_not_a_name(phone_line: str) -> None:
    found = extract.extract("\n".join([phone_line, 'אבן וגיר בע"מ', "ח.פ. 51-414412-0", "חשבונית מס 12"]))
    assert found.supplier_name == 'אבן וגיר בע"מ'


@pytest.mark.parametrize("scrap", ['"ya', "'nv", '"a.'])
def test_a_company_form_read_as_a_latin_scrap_is_cut_off(scrap: str) -> None:
    """``בע"מ`` that the Latin model read as two letters and a quote is debris at the name's end, as a
    stray Latin pair is: the name keeps its words."""
    found = extract.extract(
        "\n".join([f"חשבונית מס / קבלה   ב.ש. תוכנה ומחשוב {scrap}", 'אסמכתא 597   ח"פ 518516000'])
    )
    assert found.supplier_name == "ב.ש. תוכנה ומחשוב"


def test_a_customer_line_whose_label_ocr_lost_is_not_the_suppliers_block() -> None:
    """The customer's label garbled (``NI?`` for ``לכבוד:``) and its id broken: the line still prints a
    company-id label beside a number that is not the supplier's id, so it heads another party's block,
    and the name heading the page beside the supplier's own (unlabelled) id is the supplier's."""
    found = extract.extract(
        "\n".join(
            [
                "חשבונית מס / קבלה   נגריית האלון",
                "",
                "‘on חשבונית 1200   ny 39-935524-7",
                "תאריך הפקה: 08.03.2025   oe 2480960",
                'NI? גלבוע מערכות מידע בע"מ, ח.פ. 3 51-988296   es',
                "",
                'סה"כ כולל מע"מ:   3,410.20 ₪',
            ]
        )
    )
    assert (found.supplier_name, found.supplier_tax_id) == ("נגריית האלון", "399355247")
