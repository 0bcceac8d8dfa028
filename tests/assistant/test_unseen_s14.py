"""Wordings session 14's unseen batch (``shop_questions_s14.py``, a computer and phone repair lab) met, each
tried here on other names, items and words than the batch's own: a thing of the customer named by a word
the lexicon holds only weakly for repairs ("המסך"), the same word in the plural ("המסכים"), a customer
called by the head noun of their name with the article ("המכללה" for "מכללת הנגב"), a relative asked with
a conjunction glued on ("ואבא שלו?") and a card's identifier asked with the article ("הח.פ")."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.test_understanding import chat, make_repair


def _values(body: dict[str, Any], kind: str) -> list[str]:
    return [e["value"] for e in body["entities"] if e["type"] == kind]


def test_a_word_the_lexicon_holds_weakly_names_the_customers_own_item(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "מסך" is only a weak repair word; naming one of her two items it is that repair, not her card.
    naama = make_customer("נעמה גורדון", "0521240001")
    make_repair(naama, "מסך LG 32 אינץ'", "ready")
    make_repair(naama, "רמקול JBL", "in_progress")
    body = chat(client, member_headers, "המסך של נעמה גורדון")
    assert body["intent"] == "repair_status" and "LG" in body["response"] and "JBL" not in body["response"]
    # Her card is still asked in a card's words.
    card = chat(client, member_headers, "מה הכתובת של נעמה גורדון")
    assert card["intent"] == "customer_lookup"


def test_an_item_word_in_the_plural_names_the_customers_items_of_it(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "המקרנים", "הרמקולים": the plural of a word of the customer's own items (no kind the lexicon knows).
    hall = make_customer("אולמי הגפן", "0521240002")
    make_repair(hall, "מקרן Epson", "received")
    make_repair(hall, "מקרן BenQ", "ready")
    make_repair(hall, "רמקול JBL", "in_progress")
    body = chat(client, member_headers, "המקרנים של אולמי הגפן")
    assert body["intent"] == "repair_status"
    assert "Epson" in body["response"] and "BenQ" in body["response"] and "JBL" not in body["response"]
    speakers = chat(client, member_headers, "מה עם הרמקולים של אולמי הגפן")
    assert "JBL" in speakers["response"] and "Epson" not in speakers["response"]


def test_a_customer_called_by_the_head_noun_of_their_name_with_the_article(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "מכללת הנגב" is "the college": the construct form's ת is the noun's ה with the article on it.
    college = make_customer("מכללת הנגב", "0521240003")
    make_repair(college, "מקרן Epson", "waiting_for_parts")
    make_invoice(college, "6620", "900", paid="100")
    body = chat(client, member_headers, "המקרן של המכללה")
    assert body["intent"] == "repair_status" and "Epson" in body["response"]
    linked = [e.get("customer_id") for e in body["entities"] if e["type"] == "customer_name"]
    assert linked == [college]
    owed = chat(client, member_headers, "כמה המכללה חייבת")
    assert owed["intent"] == "customer_balance" and "800.00" in owed["response"]


def test_the_head_noun_alone_is_no_customer_when_two_names_share_it(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_customer("מרפאת השקד", "0521240004")
    make_customer("מרפאת הגליל", "0521240005")
    body = chat(client, member_headers, "כמה המרפאה חייבת")
    assert "מרפאת השקד" in body["response"] and "מרפאת הגליל" in body["response"]


def test_a_relative_asked_with_a_conjunction_glued_on(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # The father's notes name his son; the follow-up says "and his father?" as one word "ואבא".
    son = make_customer("עמרי פלד", "0521240006")
    make_invoice(son, "6621", "200")
    father = make_customer("רוני בן שושן", "0521240007", notes="אבא של עמרי פלד")
    make_invoice(father, "6622", "450")
    first = chat(client, member_headers, "כמה עמרי פלד חייב")
    follow = chat(client, member_headers, "ואבא שלו?", first["conversation_id"])
    assert follow["intent"] == "customer_balance" and "450.00" in follow["response"]


def test_a_cards_identifier_asked_with_the_article(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    college = make_customer("מכללת הנגב", "0521240008", tax_id="580123456")
    make_repair(college, "מקרן Epson", "received")
    body = chat(client, member_headers, "מה הח.פ של מכללת הנגב")
    assert body["intent"] == "customer_lookup" and "580123456" in body["response"]


def test_a_phone_word_asked_how_it_is_going_or_in_a_repairs_verb_is_the_device(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "נייד" is a mobile number or a laptop: "what's with" it, when she has a laptop in the lab, is that.
    shira = make_customer("שירה אלמוג", "0521240009")
    make_repair(shira, "מחשב נייד Asus", "in_progress")
    make_repair(shira, "רמקול JBL", "ready")
    body = chat(client, member_headers, "מה עם הנייד של שירה אלמוג")
    assert body["intent"] == "repair_status" and "Asus" in body["response"] and "JBL" not in body["response"]
    number = chat(client, member_headers, "מה הנייד של שירה אלמוג")
    assert number["intent"] == "customer_lookup"
    # A form of a repair's verb the cue list does not hold ("נבדק") says the phone is the device.
    ido = make_customer("עידו רבין", "0521240010")
    make_repair(ido, "אייפון 11", "diagnosing")
    device = chat(client, member_headers, "עידו רבין, הטלפון שלו כבר נבדק?")
    assert device["intent"] == "repair_status" and "אייפון" in device["response"]


def test_a_first_name_nobody_with_that_surname_has_is_a_stranger(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # Only a נעמה גורדון: "רונית גורדון" is someone else, not her.
    make_customer("נעמה גורדון", "0521240011", email="naama.g@example.com")
    body = chat(client, member_headers, "מי זאת רונית גורדון")
    assert "רונית גורדון" in body["response"] and "naama.g@example.com" not in body["response"]
    # The surname alone, or after a title, is still her.
    for message in ("מי זאת גורדון", 'מה המייל של ד"ר גורדון', "כמה חייבת נעמה גורדון", "לקוח בשם גורדון"):
        found = chat(client, member_headers, message)
        assert "נעמה גורדון" in found["response"], message


def test_a_near_typo_of_a_weak_repair_word_names_no_thing_of_the_customers(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "באיילון" (a road) is one letter from "אייפון" and sounds like "Lenovo": a first name beside it
    # in a question about traffic is no repair question.
    naama = make_customer("נעמה גורדון", "0521240012")
    make_repair(naama, "מחשב נייד Lenovo", "diagnosing")
    body = chat(client, member_headers, "נעמה שאלה אם יש פקקים באיילון עכשיו")
    assert body["intent"] == "unknown"


def test_whose_a_bare_invoice_number_is_asks_for_its_customer(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # A number the records hold as an invoice's, typed without the word invoice: "של מי" asks its owner.
    dalia = make_customer("דליה אשכנזי", "0521240013")
    make_invoice(dalia, "5531", "410")
    body = chat(client, member_headers, "5531 של מי")
    assert body["intent"] == "customer_lookup" and "דליה אשכנזי" in body["response"]
    left = chat(client, member_headers, "5531 כמה נשאר")
    assert left["intent"] == "invoice_status" and "410.00" in left["response"]
