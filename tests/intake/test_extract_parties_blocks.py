"""The supplier's block told from the customer's by where and how they are printed (issue 13).

Texts are written as the reader gives them (cells three spaces apart, Hebrew rows right to left); the
ids are made up with valid check digits."""

from __future__ import annotations

from misrad.intake import extract

SUPPLIER_ID, CUSTOMER_ID = "513109553", "525791695"


def _page(head: list[str]) -> str:
    return "\n".join(
        [
            *head,
            "",
            "תאריך: 21/01/2025",
            'סה"כ לפני מע"מ:   1,000.00',
            'מע"מ 18%:   180.00',
            'סה"כ לתשלום:   1,180.00',
        ]
    )


def test_a_brand_printed_over_the_full_name_gives_way_to_the_full_name() -> None:
    # A logo's word in large print, the legal name under it in small print with the tax id.
    found = extract.extract(
        _page(["Omer", "Omer Friedman Consulting", "Company No. 51310955-3 | 4 Herzl St, Haifa", "Invoice"])
    )
    assert found.supplier_name == "Omer Friedman Consulting"
    found = extract.extract(
        _page(["גלית", "גלית סלים - הנהלת חשבונות", "ח.פ. 513109553 | רח' הרצל 4, חיפה", "חשבונית מס"])
    )
    assert found.supplier_name == "גלית סלים - הנהלת חשבונות"


def test_the_letterheads_id_with_its_label_garbled_beats_a_labelled_id_below_the_title() -> None:
    # The supplier's label OCR garbled in the letterhead's small print; the customer's block beside the
    # title, its label lost in a side column, its own id labelled as a supplier's is.
    found = extract.extract(
        _page(
            [
                'ר.א. הובלות ושינוע בע"מ',
                "מס' Man 51310955-3 | רח' סוקולוב 117, ירושלים | טל' 02-8171243",
                "חשבונית מס   | שם הלקוח:",
                'מס\' חשבונית: 1187   =   אורן-טק מערכות חכמות בע"מ   ו',
                "ח.פ. 52579169-5",
            ]
        )
    )
    assert found.supplier_tax_id == SUPPLIER_ID
    assert found.supplier_name == 'ר.א. הובלות ושינוע בע"מ'


def test_a_customers_block_heading_the_page_is_no_letterhead() -> None:
    found = extract.extract(
        _page(
            [
                "לכבוד:",
                'אורן-טק מערכות חכמות בע"מ',
                "52579169-5",
                "חשבונית מס",
                'אופק הנדסה בע"מ ח.פ. 513109553',
            ]
        )
    )
    assert found.supplier_tax_id == SUPPLIER_ID


def test_a_tax_advisors_name_ending_in_the_word_tax_is_a_name() -> None:
    # "מס" bare at a name's end is the trade's word (ייעוץ מס, tax advice), not the number's "מס'".
    found = extract.extract(
        _page(
            [
                "חשבונית מס / קבלה",
                "אסמכתא: 20031",
                "",
                "נועה פרידמן - ייעוץ מס",
                "ע.מ. 513109553 | טל' 050-6048141",
            ]
        )
    )
    assert found.supplier_name == "נועה פרידמן - ייעוץ מס"
