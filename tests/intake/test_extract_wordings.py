"""Label wordings and layouts of ``bench.invoice_wordings`` (session 18): a details grid's bare ``No.``,
``מס`` only as a word, a value date that yields to the document's date, a value cell's border mark, and a
baseline of a column beside another column kept whole. The texts are lines as the layouts print them."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.intake import extract
from misrad.intake.extract.labels import L_INVOICE_NO
from misrad.intake.layout import Glyph, lines_of

_TOTALS = ["Subtotal   ₪ 1,000.00", "VAT 18%   ₪ 180.00", "Total   ₪ 1,180.00"]


@pytest.mark.parametrize("label", ["No.", "No", "#", "Nr.", "Ref"])
def test_a_details_grids_bare_number_label(label: str) -> None:
    text = [
        "Cedar Office Supplies Ltd.   INVOICE",
        "Tax ID: 51-330327-1   Tel. 03-4455634",
        f"Bill to:   Ship to:   {label}   1187",
        "Issue Date   1 Sep 2025",
        *_TOTALS,
    ]
    assert extract.extract("\n".join(text)).invoice_number == "1187"


def test_another_numbers_no_is_no_document_number() -> None:
    text = [
        "Cedar Office Supplies Ltd.",
        "Company No. 51-330327-1   Tel No. 03-4455634",
        "Invoice #   A-77",
        *_TOTALS,
    ]
    assert extract.extract("\n".join(text)).invoice_number == "A-77"


def test_invoice_total_labels_no_number() -> None:
    # "Invoice Total" is the total's label: the figure beside it is no document number.
    text = [
        "Silverline Electric Works Ltd   TAX INVOICE",
        "Bill to:   Ship to:   Ref   20049",
        "Amount before VAT:   NIS 3,900.00",
        "VAT 18%:   NIS 702.00",
        "Invoice Total:   NIS 4,602.00",
    ]
    found = extract.extract("\n".join([text[0], *text[2:], text[1]]))
    assert found.invoice_number == "20049"


def test_mas_inside_a_word_labels_no_number() -> None:
    # "מסמך" (a document, in a row's description) begins with "מס": no number's label.
    text = [
        "שפירא ושות' בע\"מ",
        "חשבונית מס מספר 593",
        "1,057.50   0.45   2350   תרגום מסמך משפטי (לפי מילה)",
        'סה"כ לפני מע"מ   1,057.50',
    ]
    found = extract.extract("\n".join(text[:1] + text[2:] + text[1:2]))
    assert found.invoice_number == "593"


def test_a_value_date_yields_to_the_documents_date() -> None:
    text = ["שפירא ושות' בע\"מ", "תאריך ערך   29/09/24", "מס'   40879", "תאריך הפקה   24/09/24", *_TOTALS]
    assert extract.extract("\n".join(text)).invoice_date == date(2024, 9, 24)


def test_a_value_date_alone_is_the_documents_date() -> None:
    text = ["שפירא ושות' בע\"מ", "תאריך ערך   29/09/24", "מס'   40879", *_TOTALS]
    assert extract.extract("\n".join(text)).invoice_date == date(2024, 9, 29)


def test_a_value_cells_border_mark_is_no_part_of_the_number() -> None:
    text = [
        "Nahum Engineering Ltd   INVOICE",
        "Bill to:   Ship to:   | Invoice #   2025-0130 \\",
        "Oren-Tech Smart Systems Ltd.   Oren-Tech Smart Systems Ltd.   | Date   2025-04-13 |",
        *_TOTALS,
    ]
    assert extract.extract("\n".join(text)).invoice_number == "2025-0130"


def _run(chars: str, left: float, bottom: float, top: float, start: int) -> list[Glyph]:
    return [Glyph(start + i, left + i * 5, bottom, left + i * 5 + 4.5, top, c) for i, c in enumerate(chars)]


def test_a_baseline_beside_another_columns_line_is_kept_whole() -> None:
    # An address line (9.5 pt) beside a details row (9 pt) set 4 points lower; the row's final letters come
    # from another font whose box stands a hair lower: the row, its final letters too, is one line.
    address = _run("אשדוד", 300, 652.0, 661.2, 0)
    row = _run("תארי פירעו", 100, 648.15, 656.85, 10)
    finals = _run("ךן", 140, 648.0, 656.9, 30)
    lines = lines_of(address + row + finals)
    assert len(lines) == 1
    assert {g.char for g in finals} <= {g.char for g in lines[0]}


def test_lines_a_full_line_apart_stay_apart() -> None:
    lines = lines_of(_run("אשדוד", 300, 652.0, 661.2, 0) + _run("סוכן", 100, 638.0, 646.9, 10))
    assert len(lines) == 2


@pytest.mark.parametrize(
    "line", ["Invoice Total:   NIS 4,602.00", "Invoice Date   04.10.2025", "Invoice amount $38.00"]
)
def test_the_words_after_invoice_name_another_field(line: str) -> None:
    assert L_INVOICE_NO.search(line) is None


@pytest.mark.parametrize("line", ["Invoice 20049", "Tax Invoice No. 20049", "Invoice #   20049"])
def test_invoice_before_its_number_labels_it(line: str) -> None:
    assert L_INVOICE_NO.search(line) is not None


def _english_invoice(first_line: str) -> str:
    return "\n".join(
        [
            first_line,
            "72 Ben Gurion Blvd., Rishon LeZion 8683301",
            "VAT No.: 51-930254-1   Tel. 03-9532321   Fax 03-9532519",
            "Bill to:   Ship to:   Invoice #   87",
            "Nachat Cafe Ltd.   Nachat Cafe Ltd.",
            "Date   29 Sep 2024",
            "Terms   Net 30",
            *_TOTALS,
        ]
    )


@pytest.mark.parametrize("title", ["COMMERCIAL INVOICE", "TAX INVOICE", "INVOICE"])
def test_a_title_printed_close_after_the_name_is_cut_off(title: str) -> None:
    found = extract.extract(_english_invoice(f"Maple Medical Equipment Ltd {title}"))
    assert found.supplier_name == "Maple Medical Equipment Ltd"


def test_a_number_between_a_names_words_is_kept() -> None:
    # On a text PDF a 6 is printed as it is meant; a rule reading it as OCR's "&" was taken out.
    found = extract.extract(_english_invoice("Studio 6 Design Ltd   INVOICE"))
    assert found.supplier_name == "Studio 6 Design Ltd"


@pytest.mark.parametrize(
    "line",
    [
        "2025   שם הלקוח:   תאריך הפקה   16 בדצמבר",
        "תאריך הפקה   16 בדצמבר   2025",
        "תאריך הפקה   16 בדצמבר 2025",
    ],
)
def test_a_hebrew_long_dates_year_set_apart_by_ocr(line: str) -> None:
    text = ['הרבור אוריון בע"מ', "חשבונית מס 4410", line, *_TOTALS]
    assert extract.extract("\n".join(text)).invoice_date == date(2025, 12, 16)


def test_two_yearless_dates_take_no_lone_year() -> None:
    text = [
        'הרבור אוריון בע"מ',
        "חשבונית מס 4410",
        "2025   תאריך   16 בדצמבר   לתשלום עד   30 בדצמבר",
        *_TOTALS,
    ]
    found = extract.extract("\n".join(text))
    assert (found.invoice_date, found.due_date) == (None, None)
