"""Party labels as OCR garbles them: each label is garbled with the letters OCR takes for one another
(a seeded generator, so every run checks the same garbles) and must still be found where it stands like a
label; ordinary words one letter from a label, and labels in the middle of a description, must not be."""

from __future__ import annotations

import random

import pytest

from misrad.intake.extract.fields import tags_of
from misrad.intake.extract.labels import customer_label_end

# What OCR reads a letter as (each group is letters that OCR takes for one another).
_CONFUSIONS = ["1lI|", "0Oo", "5S", "8B", "וןזי", "סם", "החת", "רדך", "בכ"]
_PAIRS = {"m": "rn", "'": "׳`", "׳": "'`", '"': "״", "״": '"'}


def _garble(label: str, rng: random.Random) -> str:
    """``label`` with every letter that has OCR lookalikes swapped for one of them, each with even odds,
    and at least one swapped."""
    spots = [i for i, c in enumerate(label) if c in _PAIRS or any(c in group for group in _CONFUSIONS)]
    assert spots, label
    forced = rng.choice(spots)
    out = []
    for i, char in enumerate(label):
        if i == forced or (i in spots and rng.random() < 0.5):
            group = _PAIRS.get(char) or next(g for g in _CONFUSIONS if char in g).replace(char, "")
            out.append(rng.choice(group) if char not in "m" else group)
        else:
            out.append(char)
    return "".join(out)


CUSTOMER_LABELS = [
    "לכבוד",
    "לקוח",
    "מזמין",
    "Bill to",
    "Billed to",
    "Customer",
    "Client",
    "Sold to",
    "Ship to",
]


def _garbles(labels: list[str], count: int = 4) -> list[tuple[str, str]]:
    rng = random.Random(13)
    return [(label, _garble(label, rng)) for label in labels for _ in range(count)]


@pytest.mark.parametrize(("label", "garbled"), _garbles(CUSTOMER_LABELS))
def test_a_garbled_customer_label_is_found_where_a_label_stands(label: str, garbled: str) -> None:
    for line in (f"{garbled}: Office Park Ltd", f"{garbled}", f"Skyline Analytics   {garbled}:"):
        assert customer_label_end(line) is not None, (label, line)


@pytest.mark.parametrize(
    "line", ["לכב1ד", 'לכב1ד: אלפא מערכות בע"מ', "Bil1 t0", "Bil1 t0: Office Park", "Cl1ent:"]
)
def test_the_reported_garbles_are_customer_labels(line: str) -> None:
    assert customer_label_end(line) is not None


@pytest.mark.parametrize(
    "line",
    [
        "Bill No: 4521",  # a number's label one word from "Bill to"
        "לכבות שריפה   1   300.00",  # a description one letter from "לכבוד", in a table row
        "Clients   3   150.00",
        "מזמן   2   50.00",
        "Billing terms apply",
        "Cement   40 bags   1,200.00",
        "Custorner No: 7781",  # the customer's number at the supplier is a field, not the customer's block
        "מזומן:",  # "cash", two letters from "מזמין", where a label would stand
        "Cement:",  # two letters from "Client"
    ],
)
def test_an_ordinary_word_near_a_customer_label_is_no_label(line: str) -> None:
    assert customer_label_end(line) is None


SUPPLIER_ID_LABELS = ["עוסק מורשה", "עוסק פטור", "Company No", "Tax ID", "VAT No"]


@pytest.mark.parametrize(("label", "garbled"), _garbles(SUPPLIER_ID_LABELS))
def test_a_garbled_supplier_id_label_marks_the_line(label: str, garbled: str) -> None:
    for line in (f"{garbled}: 514412340", f"{garbled} 514412340", f"אלפא מערכות   {garbled} 514412340"):
        assert "supplier_id" in tags_of(line), (label, line)


@pytest.mark.parametrize(
    "line",
    [
        "עסק קטן   3   150.00",  # "business", a letter short of "עוסק", in a description
        "Company Note: delivered in two parts",
        "VAT 18%   405.00",
        "Taxi ride   1   80.00",
    ],
)
def test_an_ordinary_word_near_a_supplier_id_label_is_no_label(line: str) -> None:
    assert "supplier_id" not in tags_of(line)
