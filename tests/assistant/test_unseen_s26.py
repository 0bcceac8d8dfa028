"""Wordings session 26's unseen batch (``shop_questions_s26.py``, a carpentry and upholstery workshop) met,
each tried here on other trades, items and words than the batch's own: a gardener's and a bakery's items,
asked in the other language in everyday words (the general lexicon, ``engine/bilingual.py``)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.assistant.names_found import knowledge_of
from tests.assistant.test_understanding import chat, make_knowledge

# A gardener's items, written in Hebrew, in other words than the workshop batch's fixtures.
GARDEN = [
    ("השקיה", "התקנת מערכת השקיה בטפטוף לגינה, כולל מחשב השקיה, החל מ-1,500 ₪."),
    ("גיזום", "גיזום עצים גבוהים עם סולם או במה, 400 ₪ לעץ."),
    ("דשא", "שתילת דשא טבעי או סינטטי, מחיר למטר מרובע לפי גודל השטח."),
    ("פינוי", "פינוי ענפים ועלים יבשים בסוף העבודה כלול במחיר."),
    ("קיץ", "בקיץ הגננים מתחילים לעבוד מוקדם בבוקר בגלל החום."),
    ("אבנים", "ריצוף שבילים באבן טבעית או בחצץ לבן."),
]


@pytest.mark.parametrize(
    ("question", "title"),
    [
        ("do you put in drip watering for a garden", "השקיה"),
        ("how much to cut back a tall tree", "גיזום"),
        ("do you plant a natural lawn", "דשא"),
        ("will you take away the dry leaves and branches", "פינוי"),
        ("do the gardeners start early in the morning in summer", "קיץ"),
        ("can you pave a path with stones", "אבנים"),
    ],
)
def test_an_english_question_meets_a_hebrew_item_by_the_general_lexicon(question: str, title: str) -> None:
    # Everyday words (water, tree, cut, leaves, morning, summer, stone, path), not a trade's list: an
    # English question meets the item the office wrote in Hebrew through their Hebrew words.
    found = knowledge_of(GARDEN).search(question, category=None, limit=3)
    assert found and found[0].doc.title == title, (question, [m.doc.title for m in found])


# A bakery's items, written in English, asked in Hebrew (the lexicon works both ways).
BAKERY = [
    ("Cakes", "Birthday cakes are ordered at least three days ahead."),
    ("Bread", "Fresh bread every morning from 6:00, whole wheat and rye."),
    ("Allergies", "All our cookies contain nuts and eggs."),
]


@pytest.mark.parametrize(
    ("question", "title"),
    [
        ("כמה זמן מראש מזמינים עוגת יום הולדת", "Cakes"),
        ("יש לכם לחם טרי בבוקר", "Bread"),
        ("יש אגוזים בעוגיות?", "Allergies"),
    ],
)
def test_a_hebrew_question_meets_an_english_item_by_the_general_lexicon(question: str, title: str) -> None:
    found = knowledge_of(BAKERY).search(question, category=None, limit=3)
    assert found and found[0].doc.title == title, (question, [m.doc.title for m in found])


def test_an_english_question_in_everyday_words_is_a_knowledge_question(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # Its words translate to words the business's own (Hebrew) items hold: about the business, answered
    # from the item; a request whose words the items do not hold stays out of the domain.
    make_knowledge("גיזום", "גיזום עצים גבוהים עם סולם או במה, 400 ₪ לעץ.", [])
    make_knowledge("פינוי", "פינוי ענפים ועלים יבשים בסוף העבודה כלול במחיר.", [])
    answer = chat(client, member_headers, "how much to cut back a tall tree")
    assert answer["intent"] == "knowledge" and "400" in answer["response"], answer
    answer = chat(client, member_headers, "will you take away the dry leaves")
    assert answer["intent"] == "knowledge" and "ענפים" in answer["response"], answer
    for typed in ("find me a good recipe for apple pie", "book a table at a restaurant tonight"):
        assert chat(client, member_headers, typed)["intent"] == "unknown", typed


def test_a_kind_of_thing_asked_meets_the_item_on_its_kinds() -> None:
    # "kinds", "types": the item that lists the kinds (סוגים), not another on the same material.
    fabrics = knowledge_of(
        [
            ("ניקוי בדים", "ניקוי בד של ספה 200 ₪, כולל כריות."),
            ("סוגי בדים", "יש לנו שלושה סוגים של בד: כותנה, פשתן וקטיפה."),
        ]
    )
    for question in ("what kinds of fabric do you have", "which types of fabric are there"):
        found = fabrics.search(question, category=None, limit=3)
        assert found and found[0].doc.title == "סוגי בדים", (question, [m.doc.title for m in found])


def test_an_english_verb_in_ing_meets_its_hebrew_word() -> None:
    # "removing" is "remove" (the e its -ing dropped), as "changing" is "change": the Hebrew word meets.
    items = knowledge_of(
        [("הסרה", "הסרת טפט מהקיר 40 ₪ למטר."), ("צביעה", "צביעת קיר בצבע אקרילי 35 ₪ למטר.")]
    )
    found = items.search("how much for removing the paper from a wall", category=None, limit=3)
    assert found and found[0].doc.title == "הסרה", [m.doc.title for m in found]


def test_a_clause_that_says_otherwise_is_quoted_with_the_one_before_it(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "free over 300; otherwise 30": asked whether it costs money, the answer is both clauses.
    make_knowledge("משלוחים", "משלוח חינם בהזמנה מעל 300 ₪; אחרת 30 ₪. החזרת מוצר תוך 14 יום.", [])
    answer = chat(client, member_headers, "המשלוח עולה כסף?")
    assert answer["intent"] == "knowledge" and "30 ₪" in answer["response"].replace("300 ₪", ""), answer
    assert "14 יום" not in answer["response"], answer


def test_an_errand_in_words_the_items_hold_is_no_knowledge_question(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # Its words translate to the items' (arriving: מגיעים, morning: בוקר), but it asks for a message to be
    # sent: out of the domain, as it was before the lexicon; the question in the same words is answered.
    make_knowledge("הגעה", "הטכנאים מגיעים ללקוחות בימים א'-ה' בבוקר; ביקור דחוף מחר בתוספת 100 ₪.", [])
    for typed in (
        "text Avi Levi that we're arriving tomorrow morning",
        "whatsapp Dana we arrive in the morning",
    ):
        assert chat(client, member_headers, typed)["intent"] == "unknown", typed
    answer = chat(client, member_headers, "how much extra for an urgent visit tomorrow")
    assert answer["intent"] == "knowledge" and "100" in answer["response"], answer


def test_a_hebrew_word_is_not_of_the_business_by_an_english_word_of_an_item(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # The items are the office's Hebrew with a brand or a model in English letters: the weather's אוויר
    # is "air" of a model's name, and says nothing of the business; the lexicon speaks for the English
    # question about Hebrew items, not the other way round.
    make_knowledge("מזגנים", "התקנת מזגן Air Master או Air Pro בבית הלקוח 900 ₪. התקנה במרכז בלבד.", [])
    for typed in ("מה מזג האוויר מחר במרכז", "כמה זמן לוקח לנסוע מהמרכז לאילת"):
        assert chat(client, member_headers, typed)["intent"] == "unknown", typed
