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
