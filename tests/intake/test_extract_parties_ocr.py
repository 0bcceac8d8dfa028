"""The two parties on a page read by OCR: which block, which column, which id is the supplier's.

OCR puts blank lines where a page has none (a box's padding, a wider line gap), sets a name's words a
column apart, garbles labels and reads a bracket mirrored. None of that may hand the customer's name or
number to the supplier. The ids here are made up (valid check digits), the texts written as OCR gives
them (cells three spaces apart, Hebrew rows right to left)."""

from __future__ import annotations

from misrad.intake import extract

SUPPLIER_ID, CUSTOMER_ID = "513109553", "525791695"


def test_two_boxes_side_by_side_keep_the_customers_id_in_its_column_across_a_blank_line() -> None:
    found = extract.extract(
        "\n".join(
            [
                "חשבונית מס   אסמכתא 4471",
                "",
                "לקוח   ספק",
                'גלעד שיווק בע"מ   אופק הנדסה בע"מ',
                "",
                "ח.פ. 52-579169-5   מס' חברה 51310955-3",
                "רח' הנביאים 3, חיפה 3309512   רח' הגפן 7, רחובות 7620101",
                "",
                "תאריך: 21/01/2025",
                'סה"כ לפני מע"מ:   1,000.00',
                'מע"מ 18%:   180.00',
                'סה"כ לתשלום:   1,180.00',
            ]
        )
    )
    assert found.supplier_tax_id == SUPPLIER_ID
    assert found.supplier_name == 'אופק הנדסה בע"מ'


def test_the_customers_labelled_id_after_a_blank_line_is_not_taken_for_the_suppliers() -> None:
    # The supplier's own label OCR garbled past reading, in the letterhead and the footer alike.
    found = extract.extract(
        "\n".join(
            [
                'ענבל תקשורת בע"מ',
                "",
                f'חספ" poly {SUPPLIER_ID}',
                "רח' הכלנית 4, חולון",
                "",
                "חשבונית מס מס'   20031",
                "",
                "לקוח:   תאריך הפקה: 03/09/2025",
                'גלעד שיווק בע"מ   תנאי תשלום: שוטף + 30',
                "",
                "חפ 52-579169-5   הזמנת רכש: 4500077156",
                "רח' הנביאים 3, חיפה 3309512",
                "",
                'סה"כ לפני מע"מ   ₪ 1,000.00',
                'מע"מ 18%   ₪ 180.00',
                'סה"כ לתשלום   ₪ 1,180.00',
                "",
                f'ענבל תקשורת בע"ם | מספר   GO {SUPPLIER_ID} pou',
            ]
        )
    )
    assert found.supplier_tax_id == SUPPLIER_ID


def test_a_column_headed_supplier_holds_the_suppliers_name_under_a_line_of_scraps() -> None:
    found = extract.extract(
        "\n".join(
            [
                "חשבונית מס   חשבונית מס' CT-5539",
                "",
                "PRR   UTES   YS)   6s   SS   TT   TC   ITC   TTPR ZS   פה   5   ה   =",
                "",
                "|   לקוח   |   .   ספק   |",
                '| גלעד שיווק בע"מ   |   | אופק הנדסה בע"מ   |',
                "",
                "|   ח.פ. 52-579169-5   |   |   מס' חברה 513109553   |",
                "",
                "תאריך חשבונית: 28.12.2024",
                'סה"כ לתשלום:   1,170.00 ₪',
            ]
        )
    )
    assert found.supplier_name == 'אופק הנדסה בע"מ'
    assert found.supplier_tax_id == SUPPLIER_ID


def test_a_name_like_a_garbled_customer_label_in_the_suppliers_footer_keeps_its_id() -> None:
    # "לימון" reads one letter off "מזמין" (a customer's label) as OCR's lookalikes fold: it is the
    # supplier's own footer, and its id is the supplier's.
    found = extract.extract(
        "\n".join(
            [
                "סטודיו לימון - עיצוב גרפי",
                f"סל   ע.מ. {SUPPLIER_ID}",
                "רח' ביאליק 21, רמת גן",
                "",
                "חשבונית מס / קבלה 312",
                "לכבוד:   תאריך מסמך: 12.11.2024",
                "משפחת לוי",
                "",
                'סה"כ לתשלום   ₪ 5,733.00',
                "",
                f"סטודיו   לימון - עיצוב גרפי | ע.מ.   {SUPPLIER_ID} | רח'   ביאליק 21,   רמת גן",
            ]
        )
    )
    assert found.supplier_tax_id == SUPPLIER_ID


def test_a_labelled_id_whose_check_digit_ocr_set_a_space_apart_is_read() -> None:
    found = extract.extract(
        "\n".join(
            [
                'גלובל מובייל סחר בע"מ',
                "Tel 03-6091122 Fax 03-6091123",
                "Company No. 51-310955 3i חפ",
                "",
                "Date / תאריך 02/12/2024   Bill   לכבוד / סד",
                'Terms /   גלעד שיווק בע"מ   שוטף + 30 תנאי תשלום',
                "Currency / מטבע ILS   §2-579169-5.9.n",
                'סה"כ לתשלום   1,170.00 ₪',
            ]
        )
    )
    assert found.supplier_tax_id == SUPPLIER_ID


def test_a_registration_year_in_mirrored_brackets_is_still_part_of_the_name() -> None:
    found = extract.extract(
        "\n".join(
            [
                'קירור הדרום )2011( בע"מ',
                "הפתרון המקצועי לעסק שלך",
                "",
                f"ח\"פ {SUPPLIER_ID} | רח' האורגים 5 באר שבע",
                "חשבונית מס מס' 2025-0141   תאריך הפקה: 09.03.2025",
                'סה"כ לתשלום   1,180.00',
            ]
        )
    )
    assert found.supplier_name is not None
    assert found.supplier_name.replace(")2011(", "(2011)") == 'קירור הדרום (2011) בע"מ'
