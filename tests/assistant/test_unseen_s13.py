"""Wordings session 13's unseen batch (``shop_questions_s13.py``, an electrician and e-bike lab) met, each
tried here on other names, numbers and words than the batch's own: an invoice code of a two-digit year and
a number, a thing of a customer found by a phone or named in two words, and a follow-up about a relative's
thing the lexicon does not know, the relative named only in the bound customer's own notes."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.test_understanding import chat, make_knowledge, make_repair


def _values(body: dict[str, Any], kind: str) -> list[str]:
    return [e["value"] for e in body["entities"] if e["type"] == kind]


def test_a_code_of_a_short_year_and_a_number_is_a_stored_invoice(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "25/0731" reads like a day and a month, but the records hold it as an invoice's number.
    oren = make_customer("אורן גלעד", "0521230101")
    make_invoice(oren, "25/0731", "640", paid="40")
    body = chat(client, member_headers, "is 25/0731 paid")
    assert body["intent"] == "invoice_status" and _values(body, "invoice_number") == ["25/0731"]
    left = chat(client, member_headers, "כמה נשאר על 25/0731")
    assert "600.00" in left["response"]
    # A date is still a date when no invoice has that number.
    other = chat(client, member_headers, "is 25/0732 paid")
    assert "25/0732" not in _values(other, "invoice_number")


def test_a_thing_of_the_customer_a_phone_names_is_that_customers_repair(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # The lexicon knows no "drone": the phone's customer's own repairs do.
    lior = make_customer("Lior Ben Ezra", "0541230102")
    make_repair(lior, "drone DJI Mini 3", "waiting_for_parts")
    body = chat(client, member_headers, "0541230102 drone tested?")
    assert body["intent"] == "repair_status" and "DJI" in body["response"]
    # The card is still what a phone alone asks for.
    card = chat(client, member_headers, "0541230102")
    assert card["intent"] == "customer_lookup"


def test_a_thing_named_in_two_words_before_the_customers_name_is_their_repair(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "המכסחת דשא של <name>": the two words before "של" name a thing of theirs, stored by its brand.
    noa = make_customer("נועה ירדני", "0541230103")
    make_repair(noa, "Bosch Rotak 32", "diagnosing")
    body = chat(client, member_headers, "המכסחת דשא של נועה ירדני")
    assert body["intent"] == "repair_status" and "Rotak" in body["response"]
    # Her phone, address or balance is still asked in two words.
    card = chat(client, member_headers, "מספר הטלפון של נועה ירדני")
    assert card["intent"] == "customer_lookup"


def test_a_follow_up_about_a_relative_named_in_the_customers_own_notes(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # The mother's notes name her son; he has a phone of his own and no notes; the lexicon knows no drone.
    mother = make_customer("ליאורה שמעוני", "0521230104", notes="הבן שלה עדי שמעוני בא לאסוף")
    make_invoice(mother, "8811", "300")
    son = make_customer("עדי שמעוני", "0521230105")
    make_repair(son, "רחפן DJI Mavic", "in_progress")
    first = chat(client, member_headers, "כמה ליאורה שמעוני חייבת")
    follow = chat(client, member_headers, "ומה עם הרחפן של הבן שלה", first["conversation_id"])
    assert follow["intent"] == "repair_status" and "Mavic" in follow["response"]


def test_a_follow_up_about_a_relatives_thing_the_lexicon_does_not_know(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    paul = make_customer("Paul Reed", "0521230106")
    make_repair(paul, "ceiling fan", "ready")
    wife = make_customer("Nina Reed", "0521230106", notes="Paul Reed's wife")
    make_repair(wife, "Bugaboo stroller", "received")
    first = chat(client, member_headers, "Paul Reed fan fixed?")
    follow = chat(client, member_headers, "and his wife's stroller?", first["conversation_id"])
    assert follow["intent"] == "repair_status" and "Bugaboo" in follow["response"]


def test_an_english_question_about_the_work_meets_a_hebrew_item_on_electrical_jobs(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "work" and "electrical" are the item's עבודות and חשמל: the question is covered, not "not understood".
    make_knowledge(
        "תנאי אחריות",
        "על עבודות חשמל ניתנת אחריות של 18 חודשים. על מוצרים שהלקוח קנה בעצמו אין אחריות.",
        ["אחריות", "warranty"],
    )
    body = chat(client, member_headers, "how long is the guarantee for electricity work at home")
    assert body["intent"] == "knowledge" and "18" in body["response"]


def test_an_item_met_alone_by_a_verbs_concept_keeps_its_place_against_a_rivals_own_word(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "לבטל" meets only the cancellation item (its "ביטול"); the delivery item alone holds "שליח": the
    # question is about cancelling, and the rival's word does not take it over.
    make_knowledge(
        "ביטול משלוח",
        "ביטול משלוח עד יום לפני המועד ללא עלות; ביטול באותו יום עולה 45 ₪.",
        ["ביטול", "cancel"],
    )
    make_knowledge(
        "משלוח עד הבית",
        "משלוח עד הבית עם שליח עולה 30 ₪ ומגיע תוך 3 ימי עבודה.",
        ["משלוח", "שליח", "delivery"],
    )
    body = chat(client, member_headers, "כמה עולה לבטל משלוח עם שליח")
    assert body["intent"] == "knowledge" and "45" in body["response"]


def test_a_passive_verb_of_paying_after_one_invoice_asks_of_that_invoice(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "וכמה שולמה?" is said of the invoice (something was paid), not of the customer who pays.
    gali = make_customer("גלי נחום", "0521230107")
    make_invoice(gali, "7310", "900", paid="350")
    make_invoice(gali, "7311", "200")
    first = chat(client, member_headers, "כמה נשאר על חשבונית 7310")
    follow = chat(client, member_headers, "וכמה כבר שולמה?", first["conversation_id"])
    assert follow["intent"] == "invoice_status" and "350.00" in follow["response"]
    # The customer's own paying is still her balance.
    hers = chat(client, member_headers, "וכמה היא שילמה?", first["conversation_id"])
    assert hers["intent"] == "customer_balance"
