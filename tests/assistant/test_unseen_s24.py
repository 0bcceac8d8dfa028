"""Wordings session 24's unseen batch (``shop_questions_s24.py``, a pool maintenance company) met, each tried
here on other names, items and words than the batch's own."""

from __future__ import annotations

from datetime import date

import pytest
from fastapi.testclient import TestClient

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand
from misrad.assistant.engine.sounds import sound_keys
from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.names_found import knowledge_of, names_read, only_name, reader
from tests.assistant.test_understanding import chat

TODAY = date(2026, 12, 3)


# A garden and kitchen-appliance business's items, in other words than the batch's fixtures.
GARDEN = [
    ("שעות", "פתוחים בימים א'-ה' עד 17:00."),
    ("טוסטרים", "תיקון טוסטר או טוסטר אובן עולה 120 ₪."),
    ("מיקסרים", "החלפת מנוע במיקסר 260 ₪."),
    ("מזרקות", "החלפת משאבה במזרקה בגינה 400 ₪."),
    ("השקיה", "פתיחת מערכת ההשקיה לעונה 350 ₪, כולל בדיקת טפטפות."),
    ("דחייה", "אפשר לדחות התקנה עד 48 שעות לפני המועד ללא עלות."),
    ("דשא", "דשא שהצהיב או נהיה ירוק-חום מקבל דישון ב-180 ₪."),
]


@pytest.mark.parametrize(
    ("question", "title"),
    [
        ("how much to fix a toaster", "טוסטרים"),
        ("do you repair mixers", "מיקסרים"),
        ("price to replace a fountain pump", "מזרקות"),
        ("what is the price for the summer season", "השקיה"),
        ("כמה עולה לפתוח את ההשקיה", "השקיה"),
        ("can I postpone the installation", "דחייה"),
    ],
)
def test_loanwords_verbs_and_the_seasons_meet_hebrew_items(question: str, title: str) -> None:
    # A Latin word no item holds meets the item that writes it in Hebrew letters (a loanword); a verb
    # meets its noun (לפתוח, פתיחת); putting off is the rescheduling concept; summer is a season.
    found = knowledge_of(GARDEN).search(question, category=None, limit=3)
    assert found and found[0].doc.title == title, (question, [m.doc.title for m in found])


def test_a_foreign_word_meets_no_item_by_a_short_sound() -> None:
    # Four letters at least and three consonants: "tesla" is no item word, "cat" too short to try.
    index = knowledge_of(GARDEN)
    assert index.sounded("tesla") == [] and index.sounded("cat") == []
    assert "טוסטר" in index.sounded("toasters")


def test_a_colour_is_no_name_alone_but_is_a_capitalised_surname_beside_its_first_name() -> None:
    index = CustomerIndex.build([(1, "מיכל גרין", None), (2, "Dana Weiss", None)])
    read = reader(index, TODAY)
    assert only_name(read("how much does Michal Green owe")) == ("Michal Green", 1)
    assert names_read(read("my lawn turned green, what do you charge")) == []
    assert read("how do I make a green salad").intent == "unknown"


def test_a_colour_typed_in_lowercase_right_after_its_first_name_is_the_surname() -> None:
    # Chat is often typed all in lowercase: the surname beside its first name is the name still, while
    # a colour away from the name's other word stays a colour.
    index = CustomerIndex.build([(1, "מיכל גרין", None), (2, "Dana Weiss", None)])
    read = reader(index, TODAY)
    assert only_name(read("how much does michal green owe")) == ("michal green", 1)
    assert only_name(read("what does green michal owe")) == ("green michal", 1)
    assert ("michal green", 1) not in names_read(read("michal says the water is green"))
    assert names_read(read("the fence turned green, what do you charge")) == []


def test_a_hebrew_name_word_with_its_article_is_said_in_latin_letters_without_it() -> None:
    # "the Carmel hotel" is מלון הכרמל; the hotel word is translated, as "family" and "garage" are.
    index = CustomerIndex.build([(1, "מלון הכרמל", None), (2, "כרמל לוי", None), (3, "Tal Levi", None)])
    read = reader(index, TODAY)
    assert only_name(read("does the Carmel hotel owe us anything")) == ("Carmel", 1)
    assert only_name(read("כמה חייב כרמל לוי")) == ("כרמל לוי", 2)


def test_a_settlement_word_in_lowercase_is_part_of_the_name() -> None:
    index = CustomerIndex.build(
        [
            (1, "קיבוץ יגור", None),
            (2, "מושב בית יצחק", None),
            (3, "Yagur Cohen", None),
            (4, "מלון דן כרמל", None),
        ]
    )
    read = reader(index, TODAY)
    asked = read("outstanding amount for kibbutz Yagur")
    assert asked.intent == "customer_balance" and asked.names is not None and asked.names.customer_ids == (1,)
    # The kind of place is reported apart, as a title is: before or after the name.
    assert only_name(asked) == ("Yagur", 1)
    assert only_name(read("all jobs for the Dan Carmel hotel")) == ("Dan Carmel", 4)


def test_a_latin_qu_before_a_vowel_is_hebrews_kv() -> None:
    aqua, hebrew = sound_keys("aqua"), sound_keys("אקווה")
    assert aqua and hebrew and aqua[1] & hebrew[1]
    index = CustomerIndex.build([(1, "Aqua Marine Pools", None), (2, "Marina Katz", None)])
    assert only_name(reader(index, TODAY)("כמה חייבים באקווה מרין"))[1] == 1


@pytest.mark.parametrize("question", ["is invoice 4471 overdue", "and is it overdue?"])
def test_overdue_asks_an_invoices_state(question: str) -> None:
    asked = understand(
        question, today=TODAY, index=CustomerIndex.build([]), previous_intent="customer_lookup"
    )
    assert asked.intent == "invoice_status", asked.scores


def test_is_it_overdue_after_whose_invoice_is_that_invoice(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    customer = make_customer("גלעד ברנע", "0528884411")
    make_invoice(customer, "GB-771", "500")
    first = chat(client, member_headers, "who is invoice GB-771 for")
    then = chat(client, member_headers, "and is it overdue?", first["conversation_id"])
    assert then["intent"] == "invoice_status" and "GB-771" in then["response"], then
