"""The supplier's name on noisy OCR text of layouts the extractor was not written for.

Each layout is a page as OCR returns a phone photo of it: the name heads the supplier's block near its
tax id label and is printed again in the footer; the customer's block holds another company (with a
company form of its own); a stamp, a logo or the photo's edge leaves lines and cells of scraps. The
noise is applied in every combination, so the test asks for a method, not one page's answer.
"""

from __future__ import annotations

import itertools
import re
import unicodedata

import pytest

from misrad.intake import extract

# (supplier name, page lines with {name}, {footer} and {title_noise} to fill)
LAYOUTS: dict[str, tuple[str, list[str]]] = {
    "studio_he": (
        "נגריית האורן - רהיטים בהזמנה",
        [
            "{top}",
            "{name}",
            "{edge}עוסק מורשה 034512871",
            "{edge}רח' התעשייה 7, קריית שמונה",
            "טל' 04-6901234 | office@oren-wood.co.il",
            "",
            "חשבונית מס 4410   {title_noise}",
            "",
            "לכבוד:   תאריך: 03.02.2025",
            'מלונות הגליל בע"מ',
            "{edge}ח.פ. 514823301",
            "",
            'פירוט   כמות   מחיר   סה"כ',
            "שולחן אוכל אלון   1   6,200.00   6,200.00",
            "כיסאות   6   450.00   2,700.00",
            "",
            'סה"כ לפני מע"מ   8,900.00',
            'מע"מ 18%   1,602.00',
            'סה"כ לתשלום   ₪ 10,502.00',
            "",
            "{stamp}",
            "",
            "{footer}",
        ],
    ),
    "agency_en": (
        "Brightline Media Partners",
        [
            "{top}",
            "{name}",
            "{edge}Company No. 515104560",
            "{edge}12 Hamasger St, Tel Aviv",
            "",
            "TAX INVOICE   {title_noise}",
            "Invoice No. 2025-118",
            "Issue Date: 14 Jan 2025",
            "",
            "Bill to",
            "Kessler Foods Ltd",
            "{edge}Company No. 513370056",
            "",
            "Description   Qty   Unit Price   Amount",
            "Campaign design   1   4,000.00   4,000.00",
            "",
            "Subtotal   4,000.00",
            "VAT 18%   720.00",
            "Total Due   ILS 4,720.00",
            "",
            "{stamp}",
            "{footer}",
        ],
    ),
    "clinic_he": (
        'מרפאת שיניים ד"ר אבירם',
        [
            "{top}",
            "{edge}חשבונית מס / קבלה 77812   {title_noise}",
            "{name}",
            "ע.מ. 058832205   טל' 08-9412200",
            "",
            "לקוח:",
            'טכנו פתרונות בע"מ',
            "ח.פ. 515999001",
            "",
            "תאריך: 21/10/2024",
            "",
            'תיאור   כמות   מחיר   סה"כ',
            "טיפול שורש   1   1,500.00   1,500.00",
            "",
            'סה"כ לפני מע"מ   1,500.00',
            'מע"מ 17%   255.00',
            'סה"כ לתשלום   1,755.00',
            "{stamp}",
            "{footer}",
        ],
    ),
    "till_he": (
        "קפה נחת",
        [
            "{top}",
            "{name}",
            "מקום טוב לעצור",
            "{edge}רח' הנביאים 30, ירושלים",
            "{edge}ע.מ. 300512878",
            "קופה 2   קופאי: מיכל   {title_noise}",
            "חשבונית מס / קבלה 00981",
            "תאריך 05/01/2025   שעה 09:41",
            "",
            "הפוך גדול   2   16.00   32.00",
            "מאפה שקדים   1   18.00   18.00",
            "",
            'סה"כ   50.00',
            'מע"מ 18%   7.63',
            "לתשלום   50.00",
            "מזומן   100.00",
            "עודף   50.00",
            "{stamp}",
            "תודה ולהתראות!",
            "{footer}",
        ],
    ),
    "sidebyside_en": (
        "Harbor Light Analytics",
        [
            "{top}",
            "INVOICE   {title_noise}",
            "{name}   Bill To",
            "{edge}VAT No. 516002235   Dana Cohen Architects Ltd",
            "{edge}8 Harakevet, Haifa   Company No. 514009984",
            "",
            "Invoice #: HL-5532",
            "Date: 2024-09-30",
            "Payment Due: 2024-10-30",
            "",
            "Item   Qty   Rate   Amount",
            "Data audit   10   350.00   3,500.00",
            "",
            "Net Amount   3,500.00",
            "VAT (17%)   595.00",
            "Amount Due   $4,095.00",
            "{stamp}",
            "{footer}",
        ],
    ),
}

SCRAPS = ["=   4   .1   מ   nie   a   ב   -   שו   -", "Sra est gk Fee   ן", "|B   |", "ro Stir   |"]


def _misread_last_word(name: str) -> str:
    """The name's last word read as digits or Latin scraps, as a shadow over it makes OCR do."""
    words = name.split()
    return " ".join([*words[:-1], "1972" if len(words) > 2 else words[-1] + "   Gia"])


def _page(layout: str, top: bool, title: bool, stamp: bool, edge: bool, misread: bool) -> str:
    name, lines = LAYOUTS[layout]
    tax = next(line for line in lines if re.search(r"\d{9}", line))
    footer = f"{'   '.join(name.split(' ', 1))} | {tax.replace('{edge}', '')} | עמוד 1 מתוך 1"
    fill = {
        "top": SCRAPS[0] if top else "",
        "name": _misread_last_word(name) if misread else name,
        "edge": "a   " if edge else "",
        "title_noise": "(Gia)" if title else "",
        "stamp": "\n".join(SCRAPS[1:]) if stamp else "",
        "footer": footer,
    }
    return "\n".join(line.format(**fill) for line in lines)


def _same_name(got: str | None, want: str) -> bool:
    """As the shared corpus' scorer compares names: equal once punctuation is spaced out, or most of it."""

    def norm(s: str) -> str:
        s = "".join(" " if unicodedata.category(ch)[0] in "PS" else ch for ch in s.casefold())
        return re.sub(r"\s+", " ", s).strip()

    if not got:
        return False
    a, b = sorted((norm(got), norm(want)), key=len)
    return bool(a) and a in b and len(a) >= 0.6 * len(b)


NOISE = list(itertools.product([False, True], repeat=5))


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_the_supplier_name_survives_ocr_noise(layout: str) -> None:
    wrong = []
    for noise in NOISE:
        found = extract.extract(_page(layout, *noise))
        if not _same_name(found.supplier_name, LAYOUTS[layout][0]):
            wrong.append((noise, found.supplier_name))
    assert not wrong, f"{len(wrong)} of {len(NOISE)} noisy pages: {wrong[:4]}"


def test_a_customer_label_beside_another_column_still_opens_the_customers_block() -> None:
    """``לכבוד:`` shares its line with the date's column, and OCR puts a blank line under it: the
    company printed next is the customer's (with a company form the supplier's name lacks)."""
    found = extract.extract(
        "\n".join(
            [
                "נגריית האורן",
                "",
                "עוסק מורשה 034512871",
                "",
                "רח' התעשייה 7, קריית שמונה",
                "חשבונית מס 4410",
                "",
                "לכבוד:   תאריך: 03.02.2025",
                "",
                'מלונות הגליל בע"מ',
                "",
                "ח.פ. 514823301",
                "",
                'סה"כ לתשלום   ₪ 10,502.00',
                "נגריית   האורן | עוסק מורשה 034512871 | עמוד 1 מתוך 1",
            ]
        )
    )
    assert found.supplier_name == "נגריית האורן"


def test_the_letterhead_gains_from_a_footer_that_kept_part_of_the_name() -> None:
    """A photo's logo read as Latin scraps above the letterhead, the letterhead's tax id line lost, and
    a stain over the footer's first words: the footer still prints the supplier's id beside the end of
    its name, and that part is the letterhead's, whose fuller print is the name."""
    found = extract.extract(
        "\n".join(
            [
                "Nk a   oe | ee   ee   GARY Te We 0 0",
                ",   מאפיית הגליל - לחם ועוגות",
                "|   סל   ₪",
                "רח' העצמאות 4, כרמיאל",
                "חשבונית מס / קבלה 5120",
                "תאריך: 08/08/2024",
                "",
                'פירוט   כמות   מחיר   סה"כ',
                "חלות שבת   20   14.00   280.00",
                "",
                'סה"כ לפני מע"מ   280.00',
                'מע"מ 17%   47.60',
                'סה"כ לתשלום   327.60',
                "eo   ec)   0",
                "BY’? HOO   .   - לחם ועוגות | ע.מ. 052559218 | רח' העצמאות 4, כרמיאל",
                "Won   4 3   ממוחושב   poe | הופק באמצעות חשבונית-ענן | עמוד 1 מתוך 1",
            ]
        )
    )
    assert found.supplier_name == "מאפיית הגליל - לחם ועוגות"


@pytest.mark.parametrize("label", ["לקותח:", "לבבור:"])
def test_a_customer_label_ocr_garbled_still_opens_the_customers_block(label: str) -> None:
    """OCR read "לקוח:" / "לכבוד:" a letter off: the company under it, company form and all, is the
    customer's, and its number is not the supplier's."""
    found = extract.extract(
        "\n".join(
            [
                "איתי גולן צילום",
                "",
                "חשבון מס' 225",
                "תאריך: 19 בינואר 2026",
                "",
                f"{label}   אסמכתא: 1187",
                'מלונות הגליל בע"מ',
                "ח.פ. 51-482330-1",
                "",
                'סה"כ לתשלום:   2670.00 ש"ח',
                "",
                "איתי גולן צילום | עוסק פטור 034512871",
            ]
        )
    )
    assert (found.supplier_name, found.supplier_tax_id) == ("איתי גולן צילום", "034512871")
