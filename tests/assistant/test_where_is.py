""" "Where is <customer>" asks where the customer is: their card's address, not a job of theirs. An office
asks it of a customer to visit or to send a technician to ("where is the Ramot high school", "איפה נמצא
המרכז הרפואי גבעת עדה"); a thing of theirs asked where ("where is Gadi's bike") is still its repair.
Invented records of a bicycle shop (no batch's trade): session 33 saw this kind of miss on development
batches ("where is <an institution>" read as a job question)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.assistant.factories import make_customer
from tests.assistant.test_understanding import chat, make_repair


def _bicycle_shop() -> None:
    clinic = make_customer("מרכז רפואי גבעת עדה", "046380001", address="שדרות הברושים 12, גבעת עדה")
    make_repair(clinic, "אופני כושר שיקומיות", "in_progress")
    school = make_customer("תיכון רמות", "046380002", address="רחוב הדקל 3, רמות")
    make_repair(school, "אופני תיכון - בלמים", "received")
    gadi = make_customer("גדי פרץ", "0546380003", address="רחוב הזית 7, זכרון יעקב")
    make_repair(gadi, "אופני הרים Trek", "in_progress")


@pytest.mark.parametrize(
    ("question", "address"),
    [
        ("where is the Givat Ada medical center", "שדרות הברושים 12"),
        ("where's Ramot high school?", "רחוב הדקל 3"),
        ("where is Gadi Peretz located", "רחוב הזית 7"),
        ("איפה נמצא המרכז הרפואי גבעת עדה", "שדרות הברושים 12"),
        ("איפה תיכון רמות", "רחוב הדקל 3"),
    ],
)
def test_where_is_a_customer_is_their_address(
    client: TestClient, member_headers: dict[str, str], question: str, address: str
) -> None:
    _bicycle_shop()
    body = chat(client, member_headers, question)
    assert body["intent"] == "customer_lookup", (body["intent"], body["response"])
    assert address in body["response"], body["response"]


@pytest.mark.parametrize(
    "question",
    [
        "where is Gadi Peretz's bike",
        "where are we with the bike of Gadi Peretz",
        "איפה עומדים עם האופניים של גדי פרץ",
    ],
)
def test_where_is_a_customers_thing_is_still_its_repair(
    client: TestClient, member_headers: dict[str, str], question: str
) -> None:
    _bicycle_shop()
    body = chat(client, member_headers, question)
    assert body["intent"] == "repair_status", (body["intent"], body["response"])
    assert "Trek" in body["response"], body["response"]


def test_an_email_asked_of_an_institution_is_its_card(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    _bicycle_shop()
    body = chat(client, member_headers, "email for the Ramot high school")
    assert body["intent"] == "customer_lookup", (body["intent"], body["response"])
