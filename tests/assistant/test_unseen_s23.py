"""Wordings session 23's unseen batch (``shop_questions_s23.py``, a pest-control company) met, each tried
here on other names, items and words than the batch's own."""

from __future__ import annotations

from datetime import date

import pytest
from fastapi.testclient import TestClient

from misrad.assistant.engine.cues import opens_an_errand
from misrad.assistant.engine.entities import zero_padded
from misrad.assistant.engine.evidence import word_hits
from misrad.assistant.engine.items import linked_items
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand
from misrad.assistant.engine.relevance import judge
from misrad.assistant.engine.text import tokens
from misrad.assistant.knowledge import query_words
from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.names_found import knowledge_of, only_name, reader
from tests.assistant.test_understanding import chat

TODAY = date(2026, 12, 3)
BASE = "/api/mcp-chatbot"


# Another pest-control business's items, in other words than the batch's fixtures.
PESTS = [
    ("הדברת תיקנים", "ריסוס נגד תיקנים בבית פרטי עולה 500 ₪ כולל אחריות לחצי שנה."),
    ("מכרסמים", "לכידת חולדות במלכודות עולה 600 ₪."),
    ("ציפורים", "דוקרנים נגד יונים על אדן החלון 70 ₪ למטר."),
    ("צרעות", "פינוי קן צרעות מהגג 350 ₪."),
    ("רישוי", "כל העובדים שלנו מדבירים מורשים."),
    ("חיות מחמד", "אחרי הטיפול יש להרחיק כלבים וחתולים לשלוש שעות."),
    ("שעות", "פתוחים בימים א'-ה' עד 18:00."),
]


@pytest.mark.parametrize(
    ("question", "title"),
    [
        ("how much do you charge to spray a house for roaches", "הדברת תיקנים"),
        ("do you deal with rats", "מכרסמים"),
        ("price of spikes against pigeons", "ציפורים"),
        ("how much to take down a hornets nest", "צרעות"),
        ("are your technicians certified", "רישוי"),
        ("how long must the cats stay out after the treatment", "חיות מחמד"),
    ],
)
def test_english_pest_words_meet_hebrew_items(question: str, title: str) -> None:
    found = knowledge_of(PESTS).search(question, category=None, limit=3)
    assert found and found[0].doc.title == title, (question, [m.doc.title for m in found])


def test_a_word_of_the_trades_concepts_is_no_typo_of_a_lexicon_word() -> None:
    # "prepare" is one letter from "repair": read as its typo, a question on preparing became a repair.
    assert word_hits("prepare") == {}
    asked = understand(
        "how do I prepare the yard before you spray", today=TODAY, index=CustomerIndex.build([])
    )
    assert asked.intent != "repair_status"


def test_a_payment_apps_name_is_no_customers_name_word() -> None:
    # "Bit" sounds as בית, a word of a building committee's name.
    index = CustomerIndex.build([(1, "ועד בית רוטשילד 5", None)])
    asked = understand("can customers pay with Bit", today=TODAY, index=index)
    assert asked.names is None or asked.names.customer_ids != (1,)
    apps = knowledge_of([("תשלום", "אפשר לשלם בפייבוקס או במזומן."), ("שעות", "פתוחים עד 18:00.")])
    found = apps.search("can I pay with PayBox", category=None, limit=3)
    assert found and found[0].doc.title == "תשלום" and found[0].words_matched == 2


@pytest.mark.parametrize(
    ("question", "typed", "stored"),
    [
        ("how much does Zhanna Zhukov owe", "Zhanna Zhukov", "ז'אנה ז'וקוב"),
        ("balance for Elena Barak", "Elena Barak", "ילנה ברק"),
    ],
)
def test_latin_spellings_of_russian_sounds_meet_the_hebrew_name(
    question: str, typed: str, stored: str
) -> None:
    # A zh is ז'; an opening E before a consonant is often a ye (Evgeny, Elena: יבגני, ילנה).
    assert only_name(reader(CustomerIndex.build([(1, stored, None)]), TODAY)(question)) == (typed, 1)


@pytest.mark.parametrize(
    "question", ["has the exterminator been to the Peretz family", "balance of the Peretz family"]
)
def test_the_english_family_word_meets_a_family_stored_as_such(question: str) -> None:
    # "the Peretz family" is משפחת פרץ; the family word is reported apart, as a title said before a name.
    index = CustomerIndex.build([(1, "משפחת פרץ", None), (2, "פרץ לוי", None)])
    assert only_name(understand(question, today=TODAY, index=index)) == ("Peretz", 1)


def _items(customer_id: int) -> frozenset[str]:
    return {1: frozenset(("laptop", "dell"))}.get(customer_id, frozenset())


@pytest.mark.parametrize(
    ("question", "intent"),
    [
        ("all items for Dana Weiss", "repair_status"),
        ("כל הפריטים של דנה וייס", "repair_status"),
        ("where is Dana Weiss's house", "customer_lookup"),
        ("where is Dana Weiss's laptop", "repair_status"),
        ("text Dana Weiss that the van is late", "unknown"),
    ],
)
def test_a_customers_things_place_and_errands(question: str, intent: str) -> None:
    index = CustomerIndex.build([(1, "Dana Weiss", None)])
    asked = understand(question, today=TODAY, index=index, items_of=_items)
    assert asked.intent == intent, (question, asked.scores)


def test_items_with_nobody_named_are_no_repair() -> None:
    asked = understand(
        "what items do you take", today=TODAY, index=CustomerIndex.build([(1, "Dana Weiss", None)])
    )
    assert asked.intent != "repair_status"


def test_a_messaging_verb_opens_an_errand_but_an_email_asked_for_does_not() -> None:
    assert opens_an_errand(tokens("text Yossi that we are late"), set())
    assert opens_an_errand(tokens("whatsapp Yossi the address"), set())
    assert not opens_an_errand(tokens("email for Yossi Cohen"), set())


def test_an_item_word_behind_a_prefix_letter_is_met_without_it() -> None:
    stored = frozenset(("נזילה", "במטבח"))
    assert linked_items(["והמטבח"], stored) == {"word:במטבח"}
    asked = understand(
        "והמטבח?",
        today=TODAY,
        index=CustomerIndex.build([]),
        previous_intent="repair_status",
        has_bound_customer=True,
        bound_items=stored,
    )
    assert asked.intent == "repair_status"


def test_the_speakers_own_affairs_in_the_business_words_alone_are_about_the_business() -> None:
    index = CustomerIndex.build([])
    kitchen = understand("how do I prepare my apartment before the spraying", today=TODAY, index=index)
    assert judge(kitchen, lambda word: False, query_words).about_the_business
    bank = understand("מה היתרה בחשבון הבנק שלי", today=TODAY, index=index)
    assert not judge(bank, lambda word: False, query_words).about_the_business


def test_zero_padded_spellings_are_the_numbers_with_zeros() -> None:
    assert zero_padded("731")[:3] == ["0731", "00731", "000731"]
    assert zero_padded("AB-1") == [] and zero_padded("1234567") == []


def test_an_invoice_printed_with_leading_zeros_is_found_by_its_digits(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    customer = make_customer("רונן שגב", "0527771234")
    make_invoice(customer, "000731", "640")
    body = chat(client, member_headers, "מה מצב חשבונית 731")
    assert body["intent"] == "invoice_status"
    assert "000731" in body["response"] and "640" in body["response"]
    assert [e["value"] for e in body["entities"] if e["type"] == "invoice_number"] == ["000731"]


def test_an_item_that_alone_holds_one_word_answers_no_question_about_something_else(
    client: TestClient, admin_headers: dict[str, str], member_headers: dict[str, str]
) -> None:
    item = {"category": "faq", "title": "ביקור בבית", "content": "ביקור בבית הלקוח 250 ₪.", "priority": 1}
    assert client.post(f"{BASE}/knowledge", json=item, headers=admin_headers).status_code in (200, 201)
    other = {"category": "faq", "title": "שעות", "content": "פתוחים עד 18:00.", "priority": 1}
    assert client.post(f"{BASE}/knowledge", json=other, headers=admin_headers).status_code in (200, 201)
    assert chat(client, member_headers, "איך מגדלים עגבניות בבית")["intent"] == "unknown"
    visit = chat(client, member_headers, "כמה עולה ביקור בבית")
    assert visit["intent"] == "knowledge" and "250" in visit["response"]
