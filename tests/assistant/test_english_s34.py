"""Kinds of English misses session 34 found on development batches (``s31``, ``s30``, ``s29``, ``s13``,
``s10``...), each tried here on invented records of a trade no batch is about (a pest control company).
(``s33`` and session 34's new batch are held out: nothing here is taken from them.)

- A customer stored in Hebrew by the kind of workplace it is ("יקב", "מסגרייה", "משתלה") is named in English
  by that kind ("the winery", "the metal shop", "the plant nursery"): the general lexicon holds the kinds of
  places of making, growing and selling, as it holds those of learning and care.
"""

from __future__ import annotations

from datetime import date

import pytest
from fastapi.testclient import TestClient

from misrad.assistant.engine.names import CustomerIndex
from tests.assistant.names_found import names_read, reader
from tests.assistant.test_understanding import chat, make_knowledge

TODAY = date(2026, 12, 4)

# A pest control company's customers: workplaces stored by their Hebrew kind, and people.
PEST_CONTROL = [
    (1, "יקב הר ברכה", None),
    (2, 'מסגריית הנגב בע"מ', None),
    (3, "משתלת עין הקורא", None),
    (4, "מפעל טקסטיל כרמיאל", None),
    (5, "רפת משפחת אלמוג", None),
    (6, "מחסני לוגיסטיקה אשדוד", None),
    (7, "אורנה שלו", None),
    (8, "Ben Harel", None),
    (9, "מבשלת בירה הגלבוע", None),
    (11, 'מחשבי גלגלים בע"מ', None),
    (12, "מכבסת כביסה נקייה", None),
]
read = reader(CustomerIndex.build(PEST_CONTROL), TODAY)


@pytest.mark.parametrize(
    ("question", "intent", "customer"),
    [
        ("how much does the winery still owe", "customer_balance", 1),
        ("the winery's phone number", "customer_lookup", 1),
        ("what's the balance of the metal shop", "customer_balance", 2),
        ("email of the plant nursery", "customer_lookup", 3),
        ("does the factory owe us anything", "customer_balance", 4),
        ("the cowshed's address", "customer_lookup", 5),
        ("the brewery's tax id", "customer_lookup", 9),
        ("how much do the warehouses owe", "customer_balance", 6),
    ],
)
def test_a_workplace_named_by_its_kind_in_english(question: str, intent: str, customer: int) -> None:
    found = read(question)
    assert found.intent == intent, (found.intent, names_read(found))
    assert [c for _, c in names_read(found)] == [customer], names_read(found)


def test_two_workplaces_of_one_kind_name_nobody() -> None:
    two = reader(CustomerIndex.build([*PEST_CONTROL, (10, "יקב רמת הגולן", None)]), TODAY)
    assert names_read(two("how much does the winery owe")) == []


@pytest.mark.parametrize(
    ("question", "intent"),
    [
        ("whats the outstanding for Galgalim computers", "customer_balance"),
        ("Galgalim computers, how much is left to pay", "customer_balance"),
        ("email of Galgalim computers", "customer_lookup"),
    ],
)
def test_a_things_word_of_the_name_is_the_name(question: str, intent: str) -> None:
    found = read(question)
    assert found.intent == intent, (found.intent, found.items, names_read(found))
    assert [c for _, c in names_read(found)] == [11], names_read(found)


def _pest_control_knowledge() -> None:
    visit = "ביקור מדביר מוסמך בבית הלקוח עולה 350 ₪ וכולל ריסוס אחד."
    make_knowledge("ביקור מדביר", visit, ["ביקור", "מדביר"])
    make_knowledge("הרחקת יונים", "התקנת קוצים נגד יונים על אדן החלון: 40 ₪ למטר.", ["יונים", "קוצים"])
    make_knowledge(
        "בדיקת טרמיטים", "בדיקת טרמיטים בבית עץ: הבודק מגיע פעם בשנה ומוציא דוח תוך 3 ימים.", ["טרמיטים"]
    )
    make_knowledge("תנאי תשלום", "לקוחות עסקיים משלמים בתנאי שוטף + 30; פרטיים בסיום העבודה.", ["תשלום"])
    make_knowledge("מלכודות עכברים", "מלכודת עכברים רב פעמית: מומלץ לשמן את הקפיץ פעם בחודש.", ["מלכודת"])
    make_knowledge("שעות פעילות", "המשרד פתוח בימים א'-ה' 08:00-17:00; ביום ו' סגור.", ["שעות"])
    make_knowledge("חוזה שנתי", "חוזה שנתי לעסק: 2,400 ₪ לשנה, ומחזיר את עצמו אחרי שלושה טיפולים.", ["חוזה"])
    make_knowledge("ציוד שאבד", "אם אבד ציוד של הלקוח בזמן הטיפול, אנחנו מפצים עד 500 ₪.", ["ציוד"])


@pytest.mark.parametrize(
    ("question", "told"),
    [
        ("how much does a licensed exterminator charge", "350"),
        ("how do you keep pigeons away", "40"),
        ("how often does the inspector check for termites", "פעם בשנה"),
        ("can companies pay net 30", "שוטף"),
        ("how often should I lubricate the mouse trap", "פעם בחודש"),
        ("does it pay for itself for a business", "שלושה טיפולים"),
        ("what happens if you lose my things", "500"),
    ],
)
def test_a_policy_asked_in_everyday_english_words(
    client: TestClient, member_headers: dict[str, str], question: str, told: str
) -> None:
    _pest_control_knowledge()
    body = chat(client, member_headers, question)
    assert body["intent"] == "knowledge", (body["intent"], body["response"])
    assert told in body["response"], body["response"]


def _technicians_knowledge() -> None:
    visit = "ביקור טכנאי בבית הלקוח עולה 250 ₪ לשעה, ולוקח בדרך כלל שעה."
    make_knowledge("ביקור טכנאי", visit, ["ביקור", "טכנאי", "technician"])
    make_knowledge("דוח ממצאים", "הטכנאי שולח דוח ממצאים תוך 5 ימי עבודה.", ["דוח", "report"])
    make_knowledge("איחור", "אם הטכנאי מאחר ביותר משעה, הביקור הבא בחינם.", ["איחור"])
    make_knowledge("שעות פעילות", "הטכנאים יוצאים לשטח בימים א'-ה' 08:00-16:00.", ["שעות"])


@pytest.mark.parametrize(
    ("question", "told"),
    [
        ("how long does the technician take to send the report", "5 ימי עבודה"),
        ("how long does a technician take to prepare the report", "5 ימי עבודה"),
        ("how much is a technician visit", "250"),
    ],
)
def test_a_keyword_common_in_the_other_language_is_no_items_own_detail(
    client: TestClient, member_headers: dict[str, str], question: str, told: str
) -> None:
    _technicians_knowledge()
    body = chat(client, member_headers, question)
    assert body["intent"] == "knowledge", (body["intent"], body["response"])
    assert told in body["response"], body["response"]


def test_asked_how_often_the_sentence_naming_a_frequency_is_quoted(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    traps = "מלכודת עכברים רב פעמית עולה 45 ₪. את הקפיץ מומלץ לשמן פעם בחודש."
    make_knowledge("מלכודות עכברים", traps, ["מלכודת", "עכברים"])
    make_knowledge("שעות פעילות", "המשרד פתוח בימים א'-ה' 08:00-17:00.", ["שעות"])
    body = chat(client, member_headers, "how often should the mouse trap be serviced")
    assert body["intent"] == "knowledge", (body["intent"], body["response"])
    assert "פעם בחודש" in body["response"], body["response"]
