"""The supplier's name on a photo whose edge OCR read as a line of scraps: the scraps' one word of three
letters ("nie") is not taken for the name printed under it, though both head the page and lie in the
block of the supplier's own tax id."""

from __future__ import annotations

import pytest

from misrad.intake import extract


@pytest.mark.parametrize(
    "scraps",
    ["=   4   .1   מ   nie   a   ב   -   שו   -", "Isa   -   ו ₪   G nae", "| . ~ ron , ' -"],
)
def test_a_line_of_ocr_scraps_above_the_name_is_not_the_name(scraps: str) -> None:
    found = extract.extract(
        "\n".join(
            [
                scraps,
                "",
                "סטודיו לימון - עיצוב גרפי",
                "ע.מ. 052559218",
                "רח' ביאליק 21, רמת גן",
                "חשבונית מס 3301",
                "תאריך: 12/11/2024",
                'סה"כ לתשלום   1,180.00',
            ]
        )
    )
    assert found.supplier_name == "סטודיו לימון - עיצוב גרפי"


def test_a_name_line_of_short_words_is_still_a_name() -> None:
    found = extract.extract('א.ב. גז בע"מ\nח.פ. 51-414412-0\nחשבונית מס 12\nסה"כ לתשלום   100.00')
    assert found.supplier_name == 'א.ב. גז בע"מ'
