"""Wordings session 17's unseen batch (``shop_questions_s17.py``, an air-conditioning and water heater
installer) met, each tried here on other names, items and words than the batch's own: a two-letter
surname behind a prefix letter ("לכץ"), a name said with its inner article ("מספרת הכוכבים"), a price asked
of an item whose first sentence holds another number, an install verb against its noun beside a repair
item of the same root, and asking after someone."""

from __future__ import annotations

from fastapi.testclient import TestClient

from misrad.assistant.engine.typed_names import SHORT_NAME_CUSTOMERS, short_names_unpeeled
from misrad.assistant.knowledge_quotes import matching_sentences
from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.names_found import linked
from tests.assistant.test_understanding import chat, make_knowledge


def test_a_two_letter_surname_behind_a_prefix_letter_names_the_customer(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    katz = make_customer("רינה כץ", "0521370001")
    make_invoice(katz, "9401", "730")
    body = chat(client, member_headers, "לכץ יש חוב?")
    assert body["intent"] == "customer_balance" and "730.00" in body["response"]
    assert linked(body) == [katz]
    assert linked(chat(client, member_headers, "כמה חייבים לכץ")) == [katz]
    # Only when the question names nobody else: beside a full name the word is read as written.
    other = make_customer("דוד אלון", "0521370002")
    make_invoice(other, "9402", "120")
    assert linked(chat(client, member_headers, "כמה דוד אלון חייב")) == [other]


def test_a_word_hiding_a_short_surname_is_no_name_outside_a_record_question(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_customer("עידו בר", "0521370003")
    make_knowledge("אחריות", "על תיקון ניתנת אחריות של 6 חודשים. האחריות לא חלה על שבר.", ["אחריות"])
    body = chat(client, member_headers, "האחריות מכסה שבר?")
    assert body["intent"] == "knowledge" and not linked(body)


def test_a_names_inner_article_is_reported_as_typed(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    salon = make_customer("מספרת כוכבים", "0521370004")
    make_invoice(salon, "9403", "260")
    body = chat(client, member_headers, "כמה חייבת מספרת הכוכבים")
    names = [e for e in body["entities"] if e["type"] == "customer_name"]
    assert names == [{"type": "customer_name", "value": "מספרת הכוכבים", "customer_id": salon}]
    assert "260.00" in body["response"]


def test_a_price_question_quotes_the_sum_of_money_not_another_number() -> None:
    content = "שינוי מועד עד 48 שעות מראש ללא חיוב. שינוי מאוחר יותר מחויב ב-80 ₪."
    assert matching_sentences(content, "כמה עולה לשנות מועד") == [
        "שינוי מועד עד 48 שעות מראש ללא חיוב.",
        "שינוי מאוחר יותר מחויב ב-80 ₪.",
    ]
    # The price asked with its article ("המחיר") brings the sentence of the price.
    plan = "מנוי שנתי כולל שתי בדיקות בשנה. המחיר מ-900 ₪ לשנה."
    assert "המחיר מ-900 ₪ לשנה." in matching_sentences(plan, "מה המחיר של מנוי שנתי")


def test_an_install_verb_finds_the_install_item_beside_repair_items(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "מתקינים" is the hifil of ת-ק-ן; the repair items hold its piel ("תיקון").
    make_knowledge("תיקון תריסים", "תיקון תריס חשמלי עולה 300 ₪.", ["תריס"])
    make_knowledge("אחריות על תיקון", "על כל תיקון אחריות של 3 חודשים.", ["אחריות"])
    make_knowledge("התקנת מנוע לתריס", "התקנה של מנוע לתריס לוקחת 3 ימי עבודה מההזמנה.", ["מנוע"])
    # A base of a few more items, as an office keeps: in three, any root is in a third of them.
    for title in ("שעות פעילות", "אמצעי תשלום", "אזורי שירות", "ביטול הזמנה", "משלוחים"):
        make_knowledge(title, f"{title}: פרטים במשרד.", [title])
    body = chat(client, member_headers, "תוך כמה זמן מתקינים מנוע")
    assert body["intent"] == "knowledge" and "3 ימי עבודה" in body["response"]


def test_asking_after_someone_is_no_record_question(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    miki = make_customer("מיקי שגיא", "0521370005")
    make_invoice(miki, "9404", "410")
    for message in ("מה שלום שגיא היום", "מה שלומו של מיקי", "how is Miki doing"):
        body = chat(client, member_headers, message)
        assert body["intent"] not in ("customer_balance", "customer_lookup", "repair_status"), message
    # With a record's word beside it, the question is asked all the same.
    owes = chat(client, member_headers, "מה שלום מיקי שגיא, כמה הוא חייב?")
    assert owes["intent"] == "customer_balance" and "410.00" in owes["response"]


def test_a_short_word_many_customers_share_is_not_read_out_of_its_prefix() -> None:
    # Alone behind a prefix, "לגל" names a Gal only when few customers have that word: with many it
    # names none of them, and counting them all would cost the message its time.
    few = {"גל": [1, 2]}
    many = {"גל": list(range(SHORT_NAME_CUSTOMERS + 1))}
    assert short_names_unpeeled(["לגל", "יש", "חוב"], few, frozenset()) == ["גל", "יש", "חוב"]
    assert short_names_unpeeled(["לגל", "יש", "חוב"], many, frozenset()) is None
    assert short_names_unpeeled(["לגל"], few, frozenset({"לגל"})) is None  # a word the lexicon holds
