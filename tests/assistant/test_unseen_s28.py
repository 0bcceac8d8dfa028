"""Kinds of misses session 28 found on ``s27`` (a gardening company, development data since session 28),
each tried here on other trades' words than its own: a jeweller's, a music shop's, a locksmith's, a baby
shop's and a security installer's items. (``s28``, a marine service, is held out: nothing here is taken
from it, and no word of its trade was added to the lexicon.)

- An item stored in its construct form ("מצלמת אבטחה") asked by its absolute noun ("והמצלמה שלהם?"): the
  clerk names the thing, the record names the thing of something.
- An English question about a Hebrew-stored item or knowledge item in a trade's everyday words ("her
  necklace", "piano tuning", "copy a key"): the general lexicon holds the trades' words, by topic."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.assistant.factories import make_customer
from tests.assistant.names_found import knowledge_of
from tests.assistant.test_understanding import chat, make_repair


@pytest.mark.parametrize(
    ("item", "other", "asked", "shown"),
    [
        ("מצלמת אבטחה Hikvision", "מקרר Sharp", "והמצלמה שלהם?", "Hikvision"),
        ("עגלת תינוק Bugaboo", "מקרר Sharp", "והעגלה שלה?", "Bugaboo"),
        ("מזוודת טרולי Samsonite", "מקרר Sharp", "ומה עם המזוודה?", "Samsonite"),
    ],
)
def test_an_item_stored_in_its_construct_form_is_asked_by_its_noun(
    client: TestClient, member_headers: dict[str, str], item: str, other: str, asked: str, shown: str
) -> None:
    owner = make_customer("רונית אלקלעי", "0521280001")
    make_repair(owner, item, "in_progress")
    make_repair(owner, other, "ready")
    first = chat(client, member_headers, "פרטים של רונית אלקלעי")
    body = chat(client, member_headers, asked, first["conversation_id"])
    assert body["intent"] == "repair_status", (body["intent"], body["response"])
    assert shown in body["response"] and "Sharp" not in body["response"], body["response"]


@pytest.mark.parametrize(
    ("items", "asked", "shown", "not_shown"),
    [
        (("שרשרת זהב Pandora", "טבעת נישואין"), "is Ronit Alkalay's necklace ready", "Pandora", "נישואין"),
        (("כינור ילדים Yamaha", "מגבר Fender"), "what's with Ronit Alkalay's violin", "כינור", "Fender"),
        (("צילינדר לדלת הכניסה", "מנעול לתיבת דואר"), "Ronit Alkalay's mailbox lock status", "דואר", "כניסה"),
    ],
)
def test_an_english_word_of_a_trade_meets_the_customers_hebrew_item(
    client: TestClient,
    member_headers: dict[str, str],
    items: tuple[str, str],
    asked: str,
    shown: str,
    not_shown: str,
) -> None:
    _her_item_answered(client, member_headers, items, asked, (shown, not_shown))


def _her_item_answered(
    client: TestClient, headers: dict[str, str], items: tuple[str, str], asked: str, told: tuple[str, str]
) -> None:
    """One customer with the two items in the lab; the question is a repair status of the first only."""
    owner = make_customer("רונית אלקלעי", "0521280002")
    for item in items:
        make_repair(owner, item, "in_progress")
    body = chat(client, headers, asked)
    shown, not_shown = told
    assert body["intent"] == "repair_status", (body["intent"], body["response"])
    assert shown in body["response"] and not_shown not in body["response"], body["response"]


# A music shop's, a jeweller's and a locksmith's items, written in Hebrew.
SHOP_ITEMS = [
    ("כיוון פסנתר", "כיוון פסנתר בבית הלקוח 450 ₪, פעם בשנה מומלץ."),
    ("החלפת מיתרים", "החלפת מיתרים לגיטרה 60 ₪ כולל המיתרים."),
    ("חריטה", "חריטת שם או תאריך על טבעת או צמיד 80 ₪."),
    ("שכפול מפתחות", "שכפול מפתח רגיל 15 ₪, מפתח רב-בריח 45 ₪."),
    ("שעות פעילות", "פתוח בימים א'-ה' 09:00-19:00."),
    ("אחריות", "אחריות שנה על כל תיקון."),
]


@pytest.mark.parametrize(
    ("question", "title"),
    [
        ("how much is piano tuning", "כיוון פסנתר"),
        ("what does it cost to replace guitar strings", "החלפת מיתרים"),
        ("can you engrave a name on a bracelet", "חריטה"),
        ("how much to copy a key", "שכפול מפתחות"),
    ],
)
def test_an_english_question_meets_a_hebrew_item_in_the_trades_words(question: str, title: str) -> None:
    found = knowledge_of(SHOP_ITEMS).search(question, category=None, limit=3)
    assert found and found[0].doc.title == title, (question, [m.doc.title for m in found])


def test_a_shared_phone_said_with_an_item_both_sharers_have_lists_each_ones_repairs(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # A mother and her son on one phone, each with a fridge in the lab (one stored in its construct form's
    # other noun): both are asked about, each under the name of its owner; nobody else's item is shown.
    mother = make_customer("ורד ממן", "0521280003")
    son = make_customer("אלון ממן", "052-1280003")
    make_repair(mother, "מקרר Sharp", "in_progress")
    make_repair(mother, "תנור Bosch", "ready")
    make_repair(son, "מקרר Beko", "received")
    body = chat(client, member_headers, "052-1280003 מה עם המקרר")
    assert body["intent"] == "repair_status", (body["intent"], body["response"])
    response = body["response"]
    assert "Sharp" in response and "Beko" in response and "Bosch" not in response, response
    assert "ורד ממן" in response and "אלון ממן" in response, response


@pytest.mark.parametrize(
    ("items", "asked", "shown", "not_shown"),
    [
        (("כוננית ספרים מעץ", "שולחן אוכל"), "מה עם הספרייה של רונית אלקלעי", "כוננית", "שולחן"),
        (("מזרון אורתופדי", "כיסא משרדי"), "המזרן של רונית אלקלעי מוכן?", "מזרון", "כיסא"),
        (("ספל קרמיקה מצויר", "מראה עגולה"), "הכוס של רונית אלקלעי מוכנה?", "ספל", "מראה"),
    ],
)
def test_a_hebrew_word_meets_the_customers_item_in_another_hebrew_word_of_one_meaning(
    client: TestClient,
    member_headers: dict[str, str],
    items: tuple[str, str],
    asked: str,
    shown: str,
    not_shown: str,
) -> None:
    # The office wrote one word, the clerk asks in another of the same meaning (a spelling of it, or a
    # synonym): the lexicon's line of that meaning holds both, and the customer's few items are the search.
    _her_item_answered(client, member_headers, items, asked, (shown, not_shown))
