"""A courtesy title of another language before a surname (session 56, helper refer58): "Madame Levy",
"Monsieur Amar", "Mme", "Señora", "Frau" and a rabbi's wife's "הרבנית" introduce the surname as "Mrs" and
"הגברת" do, so the card holding it is found, and a surname no card holds is named back alone. Invented
cards of a tailor's, none a batch's."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pytest

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding
from tests.assistant.names_found import customers_named, names_read, reader

TODAY = date(2026, 12, 6)
Read = Callable[[str], Understanding]

CARDS = [
    (1, "Brigitte Amsalem", "050-3330001", "רח' הרצל 4, נתניה", ""),
    (2, "Lucien Toledano", "050-3330002", "רח' סמילנסקי 9, נתניה", ""),
    (3, "רבקה פינקלשטיין", "050-3330003", "רח' רבי עקיבא 40, בני ברק", ""),
    (4, "Carmen Ruiz", "050-3330004", "רח' ויצמן 2, כפר סבא", ""),
]


@pytest.fixture(scope="module")
def read() -> Read:
    return reader(CustomerIndex.build(CARDS), TODAY)


@pytest.mark.parametrize(
    ("question", "customers"),
    [
        ("is the dress of Madame Amsalem ready?", (1,)),
        ("what's the status of Mme Amsalem's coat repair?", (1,)),
        ("Monsieur Toledano, what does he owe us?", (2,)),
        ("מה המצב של התיקון של הרבנית פינקלשטיין?", (3,)),
        ("כמה חייבת הרבנית פינקלשטיין?", (3,)),
        ("Señora Ruiz - her skirt, is it done?", (4,)),
        ("is the dress of Mrs Amsalem ready?", (1,)),  # the English title, as before
    ],
)
def test_the_title_introduces_the_surname(read: Read, question: str, customers: tuple[int, ...]) -> None:
    assert customers_named(read(question)) == customers


@pytest.mark.parametrize(
    ("question", "name"),
    [
        ("is the dress of Madame Lefort ready?", "Lefort"),
        ("Monsieur Garnier, what does he owe?", "Garnier"),
    ],
)
def test_a_title_before_a_surname_nobody_has(read: Read, question: str, name: str) -> None:
    found = read(question)
    assert customers_named(found) == ()
    assert names_read(found) == [(name, None)]
