"""The supplier's identity as invoices print it in a table of the two parties' details (issue 13).

Texts are written as the reader gives them (cells three spaces apart, Hebrew rows in reading order); the
ids are made up with valid check digits. The parties' table prints each party's name as ``label: value``
under a column heading (``פרטי הספק`` / ``פרטי הלקוח``, ``מאת`` / ``אל``, ``Seller`` / ``Buyer``), each
id under the same label: only the column tells the supplier's from the customer's."""

from __future__ import annotations

import pytest

from misrad.intake import extract

SUPPLIER_ID, CUSTOMER_ID = "512973793", "512924648"


def _page(head: list[str], language: str = "he") -> str:
    if language == "he":
        top = ["חשבונית מס", "אסמכתא: 20068", "תאריך הפקה: 07.10.2025", "מספר הזמנה: 432466753", ""]
        tail = ['סה"כ לפני מע"מ:   1,000.00', 'מע"מ 18%:   180.00', 'סה"כ לתשלום:   1,180.00']
    else:
        top = ["Tax Invoice", "Invoice Number: SI25002210", "Date: 10 Nov 2025", "PO Number: 407765502", ""]
        tail = ["Net Amount:   1,000.00", "VAT (18%):   180.00", "Amount Due:   1,180.00"]
    return "\n".join([*top, *head, "", *tail])


@pytest.mark.parametrize(("supplier_head", "customer_head"), [("פרטי הספק", "פרטי הלקוח"), ("מאת", "אל")])
def test_the_suppliers_name_in_a_hebrew_parties_table_is_under_its_heading(
    supplier_head: str, customer_head: str
) -> None:
    found = extract.extract(
        _page(
            [
                f"{supplier_head}   {customer_head}",
                'שם: ת.א. הנדסת בניין בע"מ   שם: אורן-טק מערכות חכמות בע"מ',
                "ח.פ.: 512973793   ח.פ.: 51-292464-8",
                "כתובת: רח' הברוש 123, הרצליה   כתובת: רח' הברזל 32, תל אביב-יפו",
            ]
        )
    )
    assert found.supplier_name == 'ת.א. הנדסת בניין בע"מ'
    assert found.supplier_tax_id == SUPPLIER_ID


@pytest.mark.parametrize(
    ("supplier_head", "customer_head"), [("Supplier details", "Customer details"), ("Seller", "Buyer")]
)
def test_the_suppliers_name_in_an_english_parties_table_is_under_its_heading(
    supplier_head: str, customer_head: str
) -> None:
    found = extract.extract(
        _page(
            [
                f"{supplier_head}   {customer_head}",
                "Name: Cedar Logistics Ltd   Name: Oren-Tech Smart Systems Ltd.",
                "Tax ID: 512 973 793   Tax ID: 51292464-8",
                "Address: 100 HaTidhar St., Jerusalem   Address: 32 HaBarzel St., Tel Aviv",
            ],
            "en",
        )
    )
    assert found.supplier_name == "Cedar Logistics Ltd"
    assert found.supplier_tax_id == SUPPLIER_ID


@pytest.mark.parametrize(
    ("heads", "language"), [("Buyer   Seller", "en"), ("To   From", "en"), ("אל   מאת", "he")]
)
def test_a_customers_column_printed_first_keeps_its_id(heads: str, language: str) -> None:
    # The buyer's column first, its id under the same label as the seller's: the heading tells them apart.
    found = extract.extract(
        _page(
            [
                heads,
                "Oren-Tech Smart Systems Ltd.   Cedar Logistics Ltd",
                "Company No. 51-292464-8   Company No. 512973793",
            ],
            language,
        )
    )
    assert found.supplier_tax_id == SUPPLIER_ID
    assert found.supplier_name == "Cedar Logistics Ltd"


def test_a_number_label_with_its_value_is_no_name() -> None:
    # "PO Number: 407765502": the number is its value, not a name's last word OCR misread.
    found = extract.extract(_page(["Tax ID: 512 973 793"], "en"))
    assert found.supplier_name != "PO Number"
