"""Wordings batch s18c (``shop_questions_s18c.py``) and session 18's leftovers met, each tried here on other
names, items and words than the batches' own: a noun in -יה said for its construct -יית opening a business's
name; a name word typed with one letter said or drawn alike; a week day asked of no record in a repair's
words; a plural item word for all of a customer's repairs; a question asking when, answered by the item
naming days; a Latin surname spelled in Hebrew alone, where the owner of a thing stands."""

from __future__ import annotations

from fastapi.testclient import TestClient

from misrad.assistant.engine.items import plural_kinds
from misrad.assistant.engine.sounds import look_alikes
from misrad.assistant.engine.text import tokens
from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.names_found import linked
from tests.assistant.test_understanding import chat, make_knowledge, make_repair


def test_a_noun_in_yod_he_names_a_business_whose_name_opens_with_its_construct(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    shop = make_customer("מסגריית העמק", "0521390001")
    make_invoice(shop, "8101", "640")
    body = chat(client, member_headers, "כמה חייבת המסגריה?")
    assert linked(body) == [shop] and "640" in body["response"]


def test_a_name_word_typed_with_a_letter_said_or_drawn_alike_is_that_name_word(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    assert "אטיאס" in look_alikes("עטיאס") and "מזרחי" in look_alikes("מזרכי")
    atias = make_customer("דורית אטיאס", "0521390002")
    mizrahi = make_customer("טל מזרחי", "0521390003")
    make_invoice(atias, "8102", "310")
    assert linked(chat(client, member_headers, "יתרה של עטיאס")) == [atias]
    assert linked(chat(client, member_headers, "כמה חייב מזרכי")) == [mizrahi]
    # A short word is too often another word: "אמר" (said) is no "עמר".
    make_customer("אלי עמר", "0521390009")
    assert not linked(chat(client, member_headers, "הלקוח אמר שהמזגן שוב נוזל, זה באחריות?"))


def test_a_week_day_asked_in_a_repairs_words_of_no_record_asks_the_knowledge_base(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_customer("אורן גבאי", "0521390004")
    hours = "המעבדה פתוחה בימים א'–ה' 09:00–18:00 וביום ו' עד 13:00. קריאות דחופות בשבת בתוספת 60%."
    make_knowledge("שעות פעילות", hours, ["שעות"])
    for title in ("משלוחים", "אמצעי תשלום", "החזרות", "אחריות"):
        make_knowledge(title, f"{title}: פרטים במשרד.", [title])
    body = chat(client, member_headers, "יש טכנאים בשבת?")
    assert body["intent"] == "knowledge" and "60%" in body["response"]
    # Naming a customer, it is a record question still.
    assert chat(client, member_headers, "לגבאי יש תיקון בשבת?")["intent"] == "repair_status"


def test_a_plural_item_word_lists_all_of_the_customers_repairs(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    assert plural_kinds(tokens("המקררים")) == {"fridge"} and not plural_kinds(tokens("המקרר"))
    owner = make_customer("מסעדת הים", "0521390005")
    make_repair(owner, "מקרר תעשייתי Frigo", "in_progress")
    make_repair(owner, "מקפיא שוכב", "ready")
    other = make_customer("שני ברק", "0521390006")
    make_repair(other, "מקרר LG", "ready")
    make_repair(other, "מקרר Bosch", "received")
    make_repair(other, "מדיח כלים", "ready")
    both = chat(client, member_headers, "מה עם המקררים של מסעדת הים")["response"]
    assert "Frigo" in both and "מקפיא שוכב" in both
    # Two of the kind answer a plural by themselves; a singular keeps to its kind.
    fridges = chat(client, member_headers, "המקררים של שני ברק")["response"]
    assert "LG" in fridges and "Bosch" in fridges and "מדיח" not in fridges
    assert "מקפיא" not in chat(client, member_headers, "המקרר של מסעדת הים")["response"]


def test_a_question_asking_when_is_answered_by_the_item_naming_days(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_knowledge(
        "ביקור מתקין", "ביקור מתקין בעפולה עולה 180 ₪, ביישובי העמק (יקנעם, מגדל העמק) 240 ₪.", ["ביקור"]
    )
    make_knowledge("ימי הגעה", "מתקינים מגיעים לעפולה כל יום. ליקנעם ולמגדל העמק בימים א' ו-ג'.", ["ימים"])
    for title in ("אחריות", "אמצעי תשלום", "החזרות"):
        make_knowledge(title, f"{title}: פרטים במשרד.", [title])
    when = chat(client, member_headers, "מתי מתקין יכול להגיע ליקנעם")
    assert when["intent"] == "knowledge" and "א' ו-ג'" in when["response"]
    price = chat(client, member_headers, "כמה עולה מתקין ביקנעם")
    assert "240" in price["response"]


def test_a_latin_surname_spelled_in_hebrew_alone_names_the_owner_after_shel(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    katz = make_customer("Peter Katz", "0521390007")
    make_repair(katz, "laptop Dell XPS", "ready")
    make_customer("רונית שגב", "0521390008")
    body = chat(client, member_headers, "הלפטופ של כץ מוכן?")
    assert linked(body) == [katz] and body["intent"] == "repair_status"
