"""Wordings session 20's unseen batch (``shop_questions_s20.py``, a print shop and copier service) met, each
tried here on other names, items and words than the batch's own: English words of a job (jobs, a work
order) for a customer's repairs; where someone lives; who an invoice is for with the noun between; what a
thing costs or is charged, and what is still due on the invoice just answered about; the English words of
an office's trade (copies, printing, colour, a contract, a year, delivery, a rush job) meeting the Hebrew
items; an errand of writing to a customer; a Latin ch said as צ' and a ts said as טס; a number beside a
name that is that customer's invoice; a capitalised short Latin name of a Hebrew-stored business."""

from __future__ import annotations

from fastapi.testclient import TestClient

from misrad.assistant.engine.sounds import sound_keys
from misrad.assistant.engine.terms import related
from misrad.assistant.engine.text import fold
from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.names_found import named
from tests.assistant.test_understanding import chat, make_knowledge, make_repair


def test_jobs_and_a_work_order_of_a_customer_are_their_repairs(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    garage = make_customer("Blue Garage", "0521400001")
    make_repair(garage, "שלט לחזית המוסך", "in_progress")
    jobs = chat(client, member_headers, "all jobs for Blue Garage")
    assert jobs["intent"] == "repair_status" and "in progress" in jobs["response"].lower()
    order = chat(client, member_headers, "status of the work order for 052-1400001")
    assert order["intent"] == "repair_status"


def test_where_someone_lives_is_their_address(client: TestClient, member_headers: dict[str, str]) -> None:
    weiss = make_customer("דנה וייס", "0521400002", address="רח' הזית 4, מודיעין")
    make_repair(weiss, "מדפסת Canon", "ready")
    body = chat(client, member_headers, "where does Dana Weiss live")
    assert body["intent"] == "customer_lookup" and "הזית" in body["response"]


def test_who_an_invoice_is_for_with_the_noun_between(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_invoice(make_customer("Ruth Adler", "0521400003"), "KX-77", "300")
    for question in ("who is invoice KX-77 for", "who's bill KX-77 for?"):
        body = chat(client, member_headers, question)
        assert body["intent"] == "customer_lookup", question
        assert "Ruth Adler" in body["response"]


def test_what_is_still_due_on_the_invoice_just_answered_about(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_invoice(make_customer("Omer Tal", "0521400004"), "KX-78", "900", paid="250")
    first = chat(client, member_headers, "is invoice KX-78 paid")
    body = chat(client, member_headers, "and how much is still due on it?", first["conversation_id"])
    assert body["intent"] == "invoice_status" and "650.00" in body["response"]


def test_what_a_thing_costs_or_is_charged_is_a_price_question(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_knowledge("מחירון הדפסות", "הדפסה צבעונית על נייר A3 עולה 4 ₪ לעמוד.", ["הדפסה"])
    make_knowledge("שעות פתיחה", "פתוחים א'-ה' 09:00-18:00.", ["שעות"])
    for question in ("how much does a colour print on A3 cost", "what do you charge for colour printing"):
        body = chat(client, member_headers, question)
        assert body["intent"] == "knowledge" and "4 ₪" in body["response"], question


def test_an_offices_trade_words_in_english_meet_their_hebrew() -> None:
    pairs = [
        ("copies", "צילומים"), ("photocopier", "צילום"), ("printing", "הדפסה"), ("color", "צבעוני"),
        ("contract", "חוזה"), ("annual", "שנתי"), ("delivery", "משלוח"), ("deliver", "שליח"),
        ("rush", "דחוף"), ("days", "ימים"), ("graphics", "עיצוב"), ("toner", "טונר"),
        ("renting", "השכרה"), ("emergencies", "חירום"), ("helpline", "מוקד"), ("staircase", "מדרגות"),
        ("elevator", "מעלון"), ("invitations", "הזמנות"), ("tshirts", "חולצות"), ("labels", "מדבקות"),
    ]  # fmt: skip
    for english, hebrew in pairs:
        assert fold(hebrew) in related(english), english


def test_a_rush_job_and_a_yearly_service_contract_meet_their_items(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_knowledge("עבודות דחופות", "עבודה דחופה מוכנה באותו יום בתוספת 40% למחיר.", ["דחוף"])
    make_knowledge("חוזה שירות", "חוזה שירות שנתי למדפסת עולה 700 ₪ וכולל ביקורי טכנאי.", ["חוזה"])
    make_knowledge("משלוחים", "משלוח לכל הארץ עולה 45 ₪.", ["משלוח"])
    rush = chat(client, member_headers, "can you do an express job on the same day")
    assert rush["intent"] == "knowledge" and "40%" in rush["response"]
    contract = chat(client, member_headers, "how much is an annual service contract for a printer")
    assert contract["intent"] == "knowledge" and "700" in contract["response"]
    delivery = chat(client, member_headers, "do you deliver and how much")
    assert delivery["intent"] == "knowledge" and "45" in delivery["response"]


def test_an_errand_of_writing_to_a_customer_is_no_lookup(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_customer("Noam Barak", "0521400005", email="noam@example.com")
    body = chat(client, member_headers, "write a birthday email to Noam Barak")
    assert body["intent"] == "unknown"
    assert chat(client, member_headers, "what's Noam Barak's email")["intent"] == "customer_lookup"
    make_knowledge("קליטת מכשיר", "בקליטת מכשיר רושמים את הדגם, המספר הסידורי והתקלה.", ["קליטה"])
    asked = chat(client, member_headers, "what do we write down when a device comes in")
    assert asked["intent"] == "knowledge"  # asked about writing, no errand


def test_a_latin_ch_is_also_tsadi_and_a_ts_also_tet_samekh() -> None:
    for latin, hebrew in (("Gurevich", "גורביצ"), ("Events", "איבנטס"), ("Roberts", "רוברטס")):
        keys, other = sound_keys(latin), sound_keys(hebrew)
        assert keys is not None and other is not None and keys[1] & other[1], latin
    michael = sound_keys("Michael")
    assert michael is not None and "mkl" in michael[1]  # still a k too


def test_a_hebrew_stored_name_said_with_ch_is_linked(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    abramovich = make_customer("יוסי אברמוביץ'", "0521400006")
    make_repair(abramovich, "הזמנות לחתונה 200 יח'", "ready")
    body = chat(client, member_headers, "are the wedding invitations for Abramovich ready")
    assert body["intent"] == "repair_status" and named(body) == [("Abramovich", abramovich)]


def test_a_bare_number_beside_a_name_is_that_customers_invoice(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    shop = make_customer("נגריית השקד", "0521400007")
    make_invoice(shop, "5520", "1000", paid="300")
    make_invoice(make_customer("אלון שגיא", "0521400008"), "5521", "800", paid="100")
    body = chat(client, member_headers, "כמה שילמה הנגרייה על 5520")
    assert body["intent"] == "invoice_status" and "300.00" in body["response"]
    other = chat(client, member_headers, "כמה שילמה הנגרייה על 5521")  # not theirs: no invoice linked
    assert not [e for e in other["entities"] if e["type"] == "invoice_number"]


def test_a_capitalised_short_name_names_the_customer_its_hebrew_spelling_sounds_like(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    nursery = make_customer("מעון גל", "0521400009", email="maon.gal@example.com")
    make_invoice(nursery, "5530", "700")
    body = chat(client, member_headers, "email for Gal nursery")
    assert body["intent"] == "customer_lookup" and named(body) == [("Gal", nursery)]
    owes = chat(client, member_headers, "does the Gal daycare owe us money")
    assert named(owes) == [("Gal", nursery)] and "700.00" in owes["response"]


def test_asked_after_a_customer_by_a_short_capitalised_name_is_no_record(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    noy = make_customer("ליאור נוי", "0521400010")
    make_repair(noy, "תרמוסטט חכם", "in_progress")
    assert chat(client, member_headers, "how is Lior doing")["intent"] == "unknown"


def test_a_business_named_by_a_town_and_an_english_word_is_linked(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    studio = make_customer("Ashdod Design", "0521400011")
    make_invoice(studio, "5540", "1300")
    body = chat(client, member_headers, "Ashdod Design balance")
    assert named(body) == [("Ashdod Design", studio)] and "1,300.00" in body["response"]


def test_asked_after_a_customers_thing_is_still_its_repair(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    ronit = make_customer("רונית וקנין", "0521400012")
    make_repair(ronit, "מדיח כלים בוש", "ready")
    body = chat(client, member_headers, "מה שלום המדיח של רונית")
    assert body["intent"] == "repair_status" and "מוכן" in body["response"]
