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


PERSON_ID = "204500003"  # a dealer's own id number (ת.ז.): his business's tax id


def _footer_page(top: list[str], footer: str) -> str:
    return "\n".join(
        [
            "חשבונית מס 1187",
            "תאריך: 07.10.2025",
            *top,
            "",
            "לכבוד: אורן-טק מערכות חכמות בע\"מ",
            "",
            'סה"כ לפני מע"מ:   1,000.00',
            'מע"מ 18%:   180.00',
            'סה"כ לתשלום:   1,180.00',
            "",
            footer,
        ]
    )


@pytest.mark.parametrize(
    "footer",
    [
        "דני כהן - שיפוצים | ת.ז. 204500003 | טל' 052-4412876",
        "דני כהן - שיפוצים | ע.מ./ת.ז. 20450000-3 | טל' 052-4412876",
        "Dani Cohen Renovations | ID No. 204 500 003 | Tel. 052-4412876",
        "Dani Cohen Renovations | Dealer No. 204500003 | Tel. 052-4412876",
    ],
)
def test_a_persons_id_under_an_individuals_label_is_the_suppliers_labelled_id(footer: str) -> None:
    found = extract.extract(_footer_page([], footer))
    assert found.supplier_tax_id == PERSON_ID
    assert found.confidence["supplier_tax_id"] >= 0.9  # labelled, not a number found alone


@pytest.mark.parametrize(
    "number_line", ["מס' לקוח: 300100005", "מספר לקוח 300100005", "Account No. 300100005"]
)
def test_the_customers_number_at_the_supplier_is_no_tax_id(number_line: str) -> None:
    # The supplier prints its id alone, no label, in the footer; the customer's number in its books above.
    found = extract.extract(_footer_page([number_line], "דני כהן - שיפוצים | 204500003 | רח' הרצל 4, חיפה"))
    assert found.supplier_tax_id == PERSON_ID


def test_the_documents_own_number_is_no_tax_id() -> None:
    page = _footer_page([], "דני כהן - שיפוצים | 204500003 | רח' הרצל 4, חיפה")
    found = extract.extract(page.replace("חשבונית מס 1187", "חשבונית מס 400000006"))
    assert found.supplier_tax_id == PERSON_ID


@pytest.mark.parametrize("number", ["EIN 51-2973793", "NIF 512973793", "ABN 512973793", "GST No. 512973793"])
def test_a_supplier_abroad_has_no_israeli_tax_id(number: str) -> None:
    # Its own number is foreign whatever its check digit; the Israeli customer's id is the customer's.
    found = extract.extract(
        "\n".join(
            [
                "Cobalt Peak Cloud Inc.",
                "500 Market Street, San Francisco, CA 94105, USA",
                f"{number}   billing@cobalt.example",
                "INVOICE",
                "Invoice No.: SI25002221",
                "Issue Date: 21/12/2025",
                "",
                "Bill to:",
                "Oren-Tech Smart Systems Ltd.",
                "Company No. 51-292464-8",
                "",
                "Subtotal:   1,000.00",
                "VAT (0%):   0.00",
                "Total Due:   1,000.00",
            ]
        )
    )
    assert found.supplier_tax_id is None
    assert found.supplier_name == "Cobalt Peak Cloud Inc."


SUPPLIERS_FOOTER = 'נגריית האלון בע"מ | ע.מ. 512973793 | טל\' 04-8123456'


@pytest.mark.parametrize("label", ["עבור:", "For:"])
def test_a_customer_labelled_for_keeps_its_id(label: str) -> None:
    # "עבור:" / "For:" names whom the invoice is for: the customer, whose id is labelled as a company's.
    page = _page([f'{label} קפה נחת בע"מ, ח.פ. 51-292464-8', "", SUPPLIERS_FOOTER])
    assert extract.extract(page).supplier_tax_id == SUPPLIER_ID


@pytest.mark.parametrize(
    ("labels", "values"),
    [
        ("ח.פ.   טלפון   בנק", "512973793   03-5551234   לאומי 10-800-123456"),
        ("Company No.   Phone   Bank", "51-297379-3   035551234   Leumi 10-800-123456"),
    ],
)
def test_an_id_under_its_label_in_a_footers_table_is_labelled(labels: str, values: str) -> None:
    # A table of the company's details: a row of labels, the row of values under it.
    found = extract.extract(_page(["לכבוד: קפה נחת בע\"מ", "", labels, values]))
    assert found.supplier_tax_id == SUPPLIER_ID
    assert found.confidence["supplier_tax_id"] >= 0.9


def test_a_phone_under_an_id_ocr_misread_is_no_id() -> None:
    # The letterhead's id misread (its check digit fails): the phone under it is not its value.
    found = extract.extract(
        _page(['ג.ש. מזון ומשקאות בע"מ   |   ח"פ: 516 058 048', "רח' המסגר 80, כרמיאל   טל' 037013083"])
    )
    assert found.supplier_tax_id != "037013083"


def test_a_names_label_after_a_speck_ocr_read_is_still_its_label() -> None:
    found = extract.extract(
        _page(
            [
                "פרטי הספק   פרטי הלקוח",
                "© שם: דהן, חדד ושות'   1 שם: אורן-טק מערכות חכמות בע\"מ   |",
                "| ע.מ.: 512973793   | | §12:.n.y 827 585",
            ]
        )
    )
    assert found.supplier_name == "דהן, חדד ושות'"


def test_a_registration_year_ocr_set_apart_stays_with_its_name() -> None:
    # OCR put a column's gap before "(1991) בע"מ": the year and the company's form end the name before it.
    footer = "ברגר-מגדל ריהוט משרדי   (1991) בע\"מ | רח' המסגר 131, ראשון לציון | טל' 049782444"
    found = extract.extract(_page(["", footer, "ח.פ. 512973793"]))
    assert found.supplier_name == 'ברגר-מגדל ריהוט משרדי (1991) בע"מ'


def test_a_number_word_before_a_garbled_label_is_not_the_documents_number() -> None:
    # "מספר חברה" as OCR garbled it ("מספר חנוה"): only a document's own label ("חשבונית", "אסמכתא",
    # "Invoice") marks a nine-digit number as the document's.
    found = extract.extract(_footer_page([], "gt   מספר חנוה 204 500 003"))
    assert found.supplier_tax_id == PERSON_ID
