"""Wordings session 16's unseen batch (``shop_questions_s16.py``, a watch, sewing machine and coffee
machine repair shop) met, each tried here on other names, items and words than the batch's own: a short
noun's singular against its plural or construct ("שעה" / "שעות"), a thing of a customer's that no lexicon
and none of their records names ("הפן של <name>"), and a word of a customer's name that is the second
word of a thing asked about ("מכונת קפה" beside the customer "בית קפה ...")."""

from __future__ import annotations

from fastapi.testclient import TestClient

from misrad.assistant.knowledge_forms import forms
from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.names_found import linked
from tests.assistant.test_understanding import chat, make_knowledge, make_repair


def test_a_short_noun_meets_its_plural_and_its_construct() -> None:
    # "דקה" has two letters before its ה: the stems, which keep three, never made "דקות" meet it.
    for other in ("דקות", "דקת", "לדקות"):
        assert "דקה" in forms(other)
    assert "דקה" not in forms("דקל")  # no ending, no singular


def test_an_hour_asked_in_the_singular_finds_the_hours_item(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_knowledge(
        "שעות קבלת קהל",
        "המשרד פתוח לקבלת קהל בימים א'-ה' בין 08:00 ל-15:30. ביום ו' אין קבלת קהל.",
        ["קבלת קהל"],
    )
    make_knowledge("הזמנת טכנאי", "טכנאי מגיע תוך יומיים; שעת עבודה עולה 200 ₪.", ["טכנאי"])
    body = chat(client, member_headers, "עד איזו שעה פתוח באמצע השבוע")
    assert body["intent"] == "knowledge" and "15:30" in body["response"]


def test_a_name_word_that_resembles_a_records_word_is_the_name(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "חשבונאות" reads like an invoice word; in the firm's name it is the name, so the thing said with
    # it is the firm's repair, and what the firm owes is its balance.
    firm = make_customer("חשבונאות רוזנטל", "0521360001")
    make_repair(firm, "מגרסת נייר Fellowes", "in_progress")
    make_invoice(firm, "9301", "800", paid="300")
    body = chat(client, member_headers, "הגריסה של חשבונאות רוזנטל")
    assert body["intent"] == "repair_status" and "Fellowes" in body["response"]
    owes = chat(client, member_headers, "כמה חייבת חשבונאות רוזנטל")
    assert owes["intent"] == "customer_balance" and "500.00" in owes["response"]


def test_a_name_word_after_an_items_word_is_the_items_second_word(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "מכונת גלידה" is an ice cream machine, not the ice cream parlour "גלידה טובה".
    parlour = make_customer('גלידה טובה בע"מ', "0521360002")
    make_repair(parlour, "מקפיא תצוגה", "in_progress")
    make_knowledge("תיקון מכונות גלידה", "בדיקת מכונת גלידה עולה 180 ₪ ומקוזזת מהתיקון.", ["גלידה"])
    body = chat(client, member_headers, "כמה עולה לבדוק מכונת גלידה")
    assert body["intent"] == "knowledge" and "180" in body["response"]
    assert not linked(body)
    # The name said alone, or with the item's word apart from it, is still the parlour.
    owes = chat(client, member_headers, "המקפיא של גלידה טובה")
    assert owes["intent"] == "repair_status" and linked(owes) == [parlour]
    # A name behind a prefix letter after an item's word is the customer: "the freezer that Galit brought".
    galit = make_customer("גלית שמעוני", "0521360006")
    make_repair(galit, "מקפיא Electrolux", "ready")
    brought = chat(client, member_headers, "המקפיא שגלית הביאה תוקן?")
    assert linked(brought) == [galit] and "Electrolux" in brought["response"]


def test_a_latin_names_silent_g_or_gh_is_not_looked_for_in_its_hebrew_spelling(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "Campaign" is said, and typed in Hebrew letters, without its g: "קמפיין".
    agency = make_customer("Campaign Masters Ltd", "0521360003")
    make_invoice(agency, "9302", "1400", paid="400")
    body = chat(client, member_headers, "כמה חייב קמפיין מאסטרס")
    assert body["intent"] == "customer_balance" and "1,000.00" in body["response"]
    names = [e for e in body["entities"] if e["type"] == "customer_name"]
    assert names == [{"type": "customer_name", "value": "קמפיין מאסטרס", "customer_id": agency}]
    assert linked(chat(client, member_headers, "כמה חייב קמפיין")) == [agency]
    # So is a gh before a t: "Brighton" is "ברייטון".
    tailors = make_customer("Brighton Tailors", "0521360005")
    make_invoice(tailors, "9303", "650")
    brighton = chat(client, member_headers, "כמה חייב ברייטון")
    assert linked(brighton) == [tailors] and "650.00" in brighton["response"]


def test_an_english_thing_said_after_its_owners_name_is_theirs(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "sander" is no item kind; said right after the customer's name, it is her thing in the lab.
    shop = make_customer("Oak Corner Workshop", "0521360004")
    make_repair(shop, "מלטשת מסלול Makita", "waiting_for_parts")
    body = chat(client, member_headers, "Oak Corner sander status")
    assert body["intent"] == "repair_status" and "Makita" in body["response"]
    assert linked(body) == [shop]
    # A sentence about the customer is no note about a thing of theirs.
    assert chat(client, member_headers, "Oak Corner asked for a good hotel in Eilat")["intent"] == "unknown"
