"""A customer not found or the wrong one found (session 55, helper names54), on invented cards of a dental
service: a first name typed in Latin letters where the owner stands is the card its whole sound names,
not one sharing its first consonants; a title is no description of a card whose notes mention a doctor,
and a title before a name no card holds still introduces that name."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pytest

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding
from tests.assistant.names_found import customers_named, names_read, reader

TODAY = date(2026, 12, 4)
Read = Callable[[str], Understanding]

CARDS = [
    (1, "מירב כהן-לוי", "050-1110001", "רח' הרצל 1, חולון", ""),
    (2, "עומר חביב", "050-1110002", "רח' הגפן 2, חולון", ""),
    (3, 'מרפאת שיניים ד"ר לוינסון', "08-6551207", "רח' הרצל 9, דימונה", 'לא לבלבל עם ד"ר לוין'),
    (4, 'מרפאת ד"ר נאדיה אבו-סבית', "050-7734411", "רח' העצמאות 55, באר שבע", 'אחות של ד"ר סאמר'),
    (5, "Dr. Michael Stern", "052-6671403", "רח' טשרניחובסקי 17, באר שבע", ""),
    (6, "סמיר חורי", "052-6634401", "רח' פאולוס השישי 120, נצרת", ""),
]


@pytest.fixture(scope="module")
def read() -> Read:
    return reader(CustomerIndex.build(CARDS), TODAY)


@pytest.mark.parametrize(
    ("question", "customers"),
    [
        ("ma hayitra shel meirav", (1,)),  # not עומר, who shares "m-r" only
        ("balance of omer", (2,)),
        ("ma hayitra shel samir", (6,)),
        ("balance of Dr. Stern", (5,)),
        ('מה היתרה של ד"ר לוינסון', (3,)),
    ],
)
def test_the_card_the_whole_name_names(read: Read, question: str, customers: tuple[int, ...]) -> None:
    assert customers_named(read(question)) == customers


@pytest.mark.parametrize(
    ("question", "name"),
    [
        ("Look up customer Dr. Yaron Peretz", "Yaron Peretz"),
        ("What's the balance of Dr. Gideon Marsh?", "Gideon Marsh"),
        ("Is Dr. Yaron Peretz one of our customers?", "Yaron Peretz"),
    ],
)
def test_a_title_before_a_name_nobody_has(read: Read, question: str, name: str) -> None:
    found = read(question)
    assert customers_named(found) == ()
    assert names_read(found) == [(name, None)]


OTHERS = [
    (11, "נועה מלכה", "050-2220001", "רח' הגפן 3, תל אביב", ""),
    (12, "Noa Peretz", "050-2220002", "רח' הרצל 5, הרצליה", ""),
    (13, "רינה אבוטבול", "050-2220003", "רח' הנרקיס 6, נתיבות", ""),
    (14, "דנה רוזנברג", "050-2220004", "רח' ויצמן 40, רעננה", ""),
]


@pytest.fixture(scope="module")
def read_others() -> Read:
    return reader(CustomerIndex.build(OTHERS), TODAY)


@pytest.mark.parametrize(
    ("question", "customers"),
    [
        ("is the scooter ready now", ()),  # "now" is no נועה: one of the commonest English words
        ("what jobs are open right now", ()),
        ("balance of noa malka", (11,)),
        ("נועה פרץ כמה חייבת", (12,)),  # a Latin card's short first name typed in Hebrew letters
        ("ma hayitra shel rina", (13,)),  # where the owner stands, a name, not Ra'anana
        ("הלקוחה מרעננה, כמה היא חייבת?", (14,)),  # a town said of the one asked about still is one
    ],
)
def test_common_words_towns_and_other_scripts(
    read_others: Read, question: str, customers: tuple[int, ...]
) -> None:
    assert customers_named(read_others(question)) == customers
