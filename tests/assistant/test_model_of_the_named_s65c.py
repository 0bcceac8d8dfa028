"""A machine asked by its model code beside its owner's name or place ("the Hoshizaki IM-45 of Michal Ben
David", "hoshizaki im-45 balfour cafe"): the code is no invoice's number but the machine of the job whose
item holds it, so the answer is that job's state, not "no invoice IM-45"."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.test_understanding import chat, make_repair


@pytest.fixture
def ice_machines() -> None:
    cafe = make_customer("מיכל בן דוד", "0521110201", address="רח' בלפור 20, בת ים", notes="בית קפה")
    make_repair(cafe, "מכונת קרח Hoshizaki IM-45", "ready")
    make_repair(cafe, "מקרר משקאות", "in_progress")
    make_invoice(cafe, "7301", "450")
    other = make_customer("ליאור בן דוד", "0521110202", address="רח' ויצמן 15, בת ים")
    make_repair(other, "תנור פיצה Moretti Forni", "waiting_for_parts")
    hotel = make_customer("מלון חוף הסלע", "0521110203", address="רח' הטיילת 41, בת ים")
    make_repair(hotel, "מכונת קרח Hoshizaki IM-65", "in_progress")


@pytest.mark.usefixtures("ice_machines")
@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("what is the status of the Hoshizaki IM-45 of Michal Ben David ?", "ready"),
        ("מה עם ה-IM-45 של מיכל בן דוד?", "מוכן"),
        ("hoshizaki im-45 balfour cafe", "ready"),
    ],
)
def test_a_model_code_beside_its_owner_is_the_machines_job(
    client: TestClient, member_headers: dict[str, str], text: str, status: str
) -> None:
    body = chat(client, member_headers, text)
    assert body["intent"] == "repair_status", body
    assert "IM-45" in body["response"] and status in body["response"].lower(), body


@pytest.mark.usefixtures("ice_machines")
def test_an_invoice_asked_by_its_word_stays_an_invoice(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    body = chat(client, member_headers, "was invoice 7301 of Michal Ben David paid?")
    assert body["intent"] == "invoice_status", body


@pytest.fixture
def fire_systems() -> None:
    school = make_customer("מטבח פנימיית שדות", "0521110301")
    make_repair(school, "Ansul R-102 מס' סידורי AN-44871", "in_progress")
    diner = make_customer("מסעדת דוד ויוסף", "0521110302")
    make_repair(diner, "מערכת כיבוי Ansul R-102 - בדיקה חצי שנתית", "received")


@pytest.mark.usefixtures("fire_systems")
def test_a_serial_beside_a_model_many_jobs_hold_tells_the_one(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    body = chat(client, member_headers, "ansul R-102 sodi AN-44871 ma hamatzav")
    assert body["intent"] == "repair_status", body
    assert "פנימיית שדות" in body["response"] and "דוד ויוסף" not in body["response"], body


@pytest.mark.usefixtures("fire_systems")
def test_the_model_alone_of_two_jobs_is_asked_back(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    body = chat(client, member_headers, "ansul R-102 ma hamatzav")
    assert "פנימיית שדות" in body["response"] and "דוד ויוסף" in body["response"], body
