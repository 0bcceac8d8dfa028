"""Wordings session 25's unseen batches (``shop_questions_s25.py``, a car garage, and
``shop_questions_s25b.py``, a printer and copier service) met, each tried here on other names, items and
words than the batches' own."""

from __future__ import annotations

from datetime import date

import pytest
from fastapi.testclient import TestClient

from misrad.assistant.engine.entities import invoice_spellings
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.sounds import sound_keys
from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.names_found import knowledge_of, only_name, reader
from tests.assistant.test_understanding import chat

TODAY = date(2026, 12, 3)

# A motorcycle workshop's items, in other words than the garage batch's fixtures.
MOTO = [
    ("שעות", "פתוחים בימים א'-ה' עד 18:00."),
    ("גרירה", 'גרירת אופנוע תקוע עד 15 ק"מ 200 ₪.'),
    ("אופנוע חלופי", "אופנוע חלופי בזמן תיקון ארוך, 90 ₪ ליום."),
    ("צמיגים", "תיקון תקר או פנצ'ר בצמיג 50 ₪, צמיג חדש לפי הדגם."),
    ("קורקינטים", "אנחנו לא מטפלים בקורקינטים חשמליים."),
    ("שמן", "החלפת שמן ומסנן 220 ₪."),
]


@pytest.mark.parametrize(
    ("question", "title"),
    [
        ("do you tow a bike that broke down", "גרירה"),
        ("what does a tow cost", "גרירה"),
        ("can I get a loaner bike meanwhile", "אופנוע חלופי"),
        ("puncture repair price", "צמיגים"),
        ("how much to fix a flat tyre", "צמיגים"),
        ("do you fix electric scooters", "קורקינטים"),
        ("how much is an oil change", "שמן"),
    ],
)
def test_a_vehicle_workshops_english_words_meet_its_hebrew_items(question: str, title: str) -> None:
    # Towing, a loaner or courtesy vehicle, tyres and punctures, an electric vehicle, oil: the trade's
    # concepts in both languages, so an English question meets the item the office wrote in Hebrew.
    found = knowledge_of(MOTO).search(question, category=None, limit=3)
    assert found and found[0].doc.title == title, (question, [m.doc.title for m in found])


@pytest.mark.parametrize("typed", ["tb-4471", "TB 4471", "tb4471", "TB/4471"])
def test_an_invoice_printed_without_a_dash_is_found_however_it_is_typed(typed: str) -> None:
    assert "TB4471" in invoice_spellings(typed.upper() if " " not in typed else typed)


def test_an_invoice_printed_without_a_dash_is_answered_when_typed_with_one(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    customer = make_customer("Oded Sela", "0527771234")
    make_invoice(customer, "TB4471", "800")
    for typed in ("is invoice tb-4471 paid", "TB 4471 כמה נשאר"):
        answer = chat(client, member_headers, typed)
        assert answer["intent"] == "invoice_status" and "TB4471" in answer["response"], answer


def test_a_latin_c_before_e_or_i_is_an_s() -> None:
    # "Marcel" is מרסל, "Cecilia" ססיליה; a c before another letter stays a k ("Marco" is מרקו).
    assert sound_keys("marcel")[1] & sound_keys("מרסל")[1]  # type: ignore[index]
    assert sound_keys("marco")[1] & sound_keys("מרקו")[1]  # type: ignore[index]
    index = CustomerIndex.build([(1, "מרסל דהן", None), (2, "Dana Weiss", None)])
    assert only_name(reader(index, TODAY)("phone for Marcel Dahan")) == ("Marcel Dahan", 1)


def test_a_vehicle_word_in_a_business_name_is_no_name_alone(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "רכב" is a word of the trade: a knowledge question about a replacement car that says repair names no
    # customer whose business is named with it, in either language; the business's own word still does.
    from tests.assistant.test_understanding import make_knowledge

    customer = make_customer("הסעות רכב יהלום", "0501118822")
    make_invoice(customer, "5120", "300")
    make_knowledge("רכב חלופי", "רכב חלופי בזמן תיקון ארוך, 140 ₪ ליום.", [])
    for typed in ("אפשר לקבל רכב חלופי עד שהתיקון נגמר?", "is there a courtesy car while my car is repaired"):
        answer = chat(client, member_headers, typed)
        assert answer["intent"] == "knowledge" and "140" in answer["response"], answer
    answer = chat(client, member_headers, "כמה חייבים הסעות רכב יהלום")
    assert answer["intent"] == "customer_balance" and "300" in answer["response"], answer


def test_how_much_is_owed_on_it_after_whose_invoice_is_that_invoice(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    customer = make_customer("רחל בוזגלו", "0523339911")
    make_invoice(customer, "QP-118", "640", paid="140")
    first = chat(client, member_headers, "who is invoice QP-118 for")
    then = chat(client, member_headers, "and what is still owed on it?", first["conversation_id"])
    assert then["intent"] == "invoice_status" and "QP-118" in then["response"], then
    assert "500.00" in then["response"], then


def test_a_car_asked_by_its_everyday_word_after_a_phone_is_a_job(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    from tests.assistant.test_understanding import make_repair

    customer = make_customer("אופיר גבאי", "0548812200")
    make_repair(customer, "החלפת רפידות - מאזדה 2", "in_progress")
    for typed in ("054-8812200 מה עם האוטו", "what about the car of 054-8812200"):
        answer = chat(client, member_headers, typed)
        assert answer["intent"] == "repair_status", answer


def test_a_word_of_the_customers_name_is_no_item_asked_about() -> None:
    # "the email of <a car-rental company named with רכב>" asks the details, not the company's cars;
    # the same word outside the name is the car.
    index = CustomerIndex.build([(1, "השכרת רכב גלבוע", None), (2, "Dana Weiss", None)])
    read = reader(index, TODAY)
    assert read("תן לי את המייל של השכרת רכב גלבוע").intent == "customer_lookup"
    assert read("מה עם הרכב של דנה וייס").intent == "repair_status"


def test_a_price_asked_of_one_word_of_the_business_is_about_the_business(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "how much for <one word of the trade>" is a price list's question, though it holds a single word of
    # the business; a foreign word asked so, or one word with no price asked, stays out of the domain.
    from tests.assistant.test_understanding import make_knowledge

    make_knowledge("מחזור", "איסוף מכשירים ישנים למחזור 80 ₪.", [])
    answer = chat(client, member_headers, "how much for recycling")
    assert answer["intent"] == "knowledge" and "80" in answer["response"], answer
    for other in ("how much for a tesla", "what time is it in tokyo"):
        assert chat(client, member_headers, other)["intent"] == "unknown", other


# An office-equipment service's items, in other words than the copier batch's fixtures.
OFFICE = [
    ("שעות", "פתוחים בימים א'-ה' עד 16:00."),
    ("תקיעות", "כשהמכונה נתקעת יש לפתוח את המגש ולשלוף את הדף בעדינות."),
    ("טונרים", "טונר תואם למדפסות Brother ב-180 ₪."),
    ("מונה", "את קריאת המונה יש לשלוח עד סוף החודש."),
    ("הדרכה", "הדרכה על תוכנת הסריקה בחינם."),
    ("תנאים", "תנאי תשלום: שוטף פלוס 60 למוסדות."),
]


@pytest.mark.parametrize(
    ("question", "title"),
    [
        ("the copier jams every morning", "תקיעות"),
        ("a page is stuck in the tray", "תקיעות"),
        ("המדפסת נתקעה עם נייר", "תקיעות"),
        ("price of a generic toner cartridge", "טונרים"),
        ("when is the counter reading due", "מונה"),
        ("is there a course on the scanning software", "הדרכה"),
        ("payment conditions for institutions", "תנאים"),
    ],
)
def test_an_office_equipment_services_words_meet_its_hebrew_items(question: str, title: str) -> None:
    # Jams and being stuck, paper and pages, the tray, toner, a generic cartridge, the counter and its
    # reading, training, scanning, terms: the trade's concepts in both languages.
    found = knowledge_of(OFFICE).search(question, category=None, limit=3)
    assert found and found[0].doc.title == title, (question, [m.doc.title for m in found])


def test_an_invoice_printed_with_a_slash_is_found_typed_without_it() -> None:
    assert "QW/3380" in invoice_spellings("qw3380") and "QW/3380" in invoice_spellings("QW-3380")


def test_how_much_is_open_on_it_after_whose_invoice_is_that_invoice(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "open" is also the hours' word: said of "it" after an answer about one invoice, it is that invoice.
    customer = make_customer("Eli Sasson", "0524446611")
    make_invoice(customer, "ZR-906", "900", paid="300")
    first = chat(client, member_headers, "whose invoice is ZR-906")
    then = chat(client, member_headers, "and how much is still open on it?", first["conversation_id"])
    assert then["intent"] == "invoice_status" and "600.00" in then["response"], then


def test_a_kind_of_place_the_stored_name_holds_is_reported_with_it() -> None:
    # A Latin-stored name that holds its own kind of place ("Harbor Dental Clinic") is reported whole when
    # typed so; a Hebrew-stored one said with the English word ("the Carmel hotel") still is not.
    index = CustomerIndex.build([(1, "Harbor Dental Clinic", None), (2, "מלון הכרמל", None)])
    read = reader(index, TODAY)
    assert only_name(read("balance of Harbor Dental Clinic")) == ("Harbor Dental Clinic", 1)
    assert only_name(read("does the Carmel hotel owe us anything")) == ("Carmel", 2)


def test_a_two_word_name_said_in_latin_letters_with_a_record_word_is_no_other_topic() -> None:
    # "all jobs for <two name words> <what the business does>": a customer named in full beside a word of
    # the records is asked about, though the trade's word after the name is no name word.
    index = CustomerIndex.build([(1, "דפוס בר-לב", None), (2, "Dana Weiss", None)])
    read = reader(index, TODAY)
    asked = read("all jobs for Bar-Lev printing house")
    assert asked.intent == "repair_status" and only_name(asked)[1] == 1, asked.scores
    assert read("a flight to Rome with Dana and her kids").intent == "unknown"


def test_how_one_sends_something_is_a_question_not_an_errand(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "how do we send ..." asks the procedure; "send ..." opening the message is still an errand.
    from tests.assistant.test_understanding import make_knowledge

    make_knowledge("סריקות", "את קבצי הסריקה שולחים לכתובת של המשרד בפורמט PDF.", [])
    answer = chat(client, member_headers, "how do I send the scan files")
    assert answer["intent"] == "knowledge" and "PDF" in answer["response"], answer
    assert chat(client, member_headers, "send the scan files to Dana")["intent"] == "unknown"
