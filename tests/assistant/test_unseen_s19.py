"""Wordings session 19's unseen batch (``shop_questions_s19.py``, a mobility equipment lab) met, each tried
here on other names, items and words than the batch's own: a Latin h heard before a consonant ("Ahmad"); a
lowercase English word that sounds like someone's name in a message that capitalises its names; an English
title before a surname; the sentence of a knowledge item naming the asked town itself over one naming
another town; a price asked in the feminine plural, and a rival item holding a word alone that names no
price; one invoice said by its noun in the singular; a word written without its vowel letter; and the
batch's own facts, a step's records counted only from that step on."""

from __future__ import annotations

import pytest
from bench.bench_chat_devset import DEVSET, OTHER_SHOPS
from fastapi.testclient import TestClient

from misrad.assistant.engine.sounds import sound_keys
from misrad.assistant.engine.text import fold
from misrad.assistant.knowledge import KnowledgeIndex
from misrad.assistant.knowledge_forms import fuller_spellings
from misrad.assistant.knowledge_quotes import matching_sentences
from misrad.assistant.models import KnowledgeItem
from tests.assistant import shops
from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.names_found import named
from tests.assistant.test_understanding import chat, make_knowledge


def test_a_latin_h_before_a_consonant_is_also_heard() -> None:
    latin, hebrew = sound_keys("Mahmoud"), sound_keys("מחמוד")
    assert latin is not None and hebrew is not None and latin[1] & hebrew[1]
    john = sound_keys("John")
    assert john is not None and "gn" in john[1]  # still silent too


def test_a_hebrew_stored_name_with_a_heard_h_is_linked_in_full(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    mahmoud = make_customer("מחמוד חלבי", "0521390001")
    make_invoice(mahmoud, "9901", "640")
    body = chat(client, member_headers, "what's Mahmoud Halabi's balance")
    assert named(body) == [("Mahmoud Halabi", mahmoud)] and "640.00" in body["response"]


def test_a_lowercase_word_is_no_name_where_the_message_capitalises_its_names(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_customer("אסתר מימון", "0521390004")
    berger = make_customer("משה ברגר", "0521390005")
    make_invoice(berger, "9902", "1250")
    body = chat(client, member_headers, "what does Rabbi Berger owe for the stair rail")
    assert named(body) == [("Berger", berger)] and "1,250.00" in body["response"]


def test_the_sentence_naming_the_asked_town_answers_over_one_naming_another_town() -> None:
    content = "משלוח בחיפה עולה 40 ₪. לעכו, נהריה וכרמיאל 90 ₪. משלוח מעל 500 ₪ חינם."
    assert "לעכו, נהריה וכרמיאל 90 ₪." in matching_sentences(content, "כמה עולה משלוח לנהריה")
    content = "משלוח בחיפה עולה 40 ₪. לקריית אתא ולטירת כרמל 70 ₪."
    assert "לקריית אתא ולטירת כרמל 70 ₪." in matching_sentences(content, "how much is delivery to Kiryat Ata")


def test_a_price_asked_is_answered_by_the_item_naming_one_not_a_holder_of_a_word(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_knowledge(
        "החלפת מנורות",
        "החלפת מנורה במקרר או במקפיא עולה 90 ₪ כולל הגעה. הזמנת מנורות לוקחת יומיים.",
        ["מנורות", "מנורה"],
    )
    make_knowledge(
        "אחריות על תיקונים",
        "על כל תיקון ניתנת אחריות של 3 חודשים על החלק והעבודה. מנורות חדשות למקרר: אחריות שנה. "
        "האחריות לא חלה על נזקי מים.",
        ["אחריות"],
    )
    # Other items speak of prices too, so "עולה" is no word of the lamps' item alone.
    make_knowledge("ביקור טכנאי", "ביקור טכנאי בבית עולה 200 ₪.", ["טכנאי"])
    make_knowledge("משלוחים", "משלוח חלפים עולה 35 ₪.", ["משלוח"])
    for title in ("שעות פעילות", "אמצעי תשלום", "ביטול"):
        make_knowledge(title, f"{title}: פרטים במשרד.", [title])
    body = chat(client, member_headers, "כמה עולות מנורות חדשות למקרר")
    assert body["intent"] == "knowledge" and "90 ₪" in body["response"]


def test_what_is_left_on_the_invoice_of_a_customer_asks_of_the_invoice(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    garage = make_customer("מוסך הדקל", "0521390006")
    make_invoice(garage, "9903", "2000", paid="500")
    body = chat(client, member_headers, "כמה נשאר לשלם בחשבונית של מוסך הדקל")
    assert body["intent"] == "invoice_status" and "1,500.00" in body["response"]
    owes = chat(client, member_headers, "כמה נשאר למוסך הדקל לשלם")
    assert owes["intent"] == "customer_balance"


def test_a_word_written_without_its_vowel_letter_is_known_to_the_knowledge_base() -> None:
    assert "שעון" in fuller_spellings("שען") and fuller_spellings("ok") == []
    item = KnowledgeItem(
        id=1, category="faq", title="תיקון שעון", content="החלפת סוללה בשעון: 40 ₪.", keywords=[]
    )
    index = KnowledgeIndex([item])
    assert index.knows(fold("שען")) and not index.knows(fold("שקע"))  # as a query's words come, folded


@pytest.mark.skipif(not (DEVSET / "build_utterances.py").exists(), reason=f"no chat devset at {DEVSET}")
def test_a_question_asked_before_a_steps_records_exist_counts_none_of_them() -> None:
    business = next(b for b in OTHER_SHOPS if b.name == "nayadut")
    rows = {r["id"]: r for r in shops.build(DEVSET, business)}
    fresh = {r["id"]: r for step in shops.build_steps(DEVSET, business) for r in step}
    # One customer asked about before and after a new invoice of 640 was made for them.
    assert rows["s19-006"]["must_mention"] == ["960.00"]
    assert fresh["s19f-008"]["must_mention"] == ["1,600.00"]
