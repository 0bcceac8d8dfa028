"""Staff asking about the business's policies (session 35), each reading tried on invented records of a
trade no batch is about (a piano tuning and repair service):

- a verb behind "כש" (when) meets its noun by its root ("כשמקבלים" the intake item's "קבלה"): the intake
  item leads by it, under the rule that a word is as rare as its meaning;
- a town of two words the lexicon joins ("kfar saba") is quoted where its Hebrew words stand;
- Friday said alone ("בשישי") and the weekend ("weekend", "סופ"ש") are week days;
- "min" is a rule's minimum, unless a number says minutes; a Latin letter's accent is its plain letter;
- an English errand's verb is bidden only where it opens the message, follows "you"/"please" or is done to
  someone: "do they need to book first" and "someone on call" ask about the business;
- two items scoring alike: the one covering clearly more of the question answers.
"""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from misrad.assistant.engine.cues import asks_for_an_errand
from misrad.assistant.engine.roots import roots
from misrad.assistant.engine.shorthand import spelled_out
from misrad.assistant.engine.text import fold, tokens
from misrad.assistant.engine.week_days import day_words
from misrad.assistant.knowledge_quotes import matching_sentences
from tests.assistant.test_understanding import chat, make_knowledge


def test_a_verb_behind_when_has_its_root() -> None:
    assert "√קבל" in roots(fold("כשמקבלים"))
    assert "√בטל" in roots(fold("וכשמבטלים"))
    assert roots(fold("כשרון")) == roots(fold("כשרון"))  # a word of its own letters keeps its guesses


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("קריאות בשישי ובשבת", ["weekday6", "weekday7"]),
        ("ושישי", ["weekday6"]),
        ("הדור השישי", []),  # the ordinal, with its article
        ("weekend rate?", ["weekday6", "weekday7"]),
        ('מחיר בסופ"ש', ["weekday6", "weekday7"]),
        ("בסוף השבוע", ["weekday6", "weekday7"]),
    ],
)
def test_friday_alone_and_the_weekend_are_week_days(text: str, days: list[str]) -> None:
    assert day_words(text) == days


def test_a_town_of_two_words_is_quoted_where_its_hebrew_words_stand() -> None:
    content = "ביקור טכנאי בנתניה עולה 250 ₪. בשרון (כפר סבא, רעננה) 320 ₪."
    assert "בשרון (כפר סבא, רעננה) 320 ₪." in matching_sentences(content, "a technician visit in Kfar Saba")


def test_min_is_a_minimum_unless_a_number_says_minutes() -> None:
    assert spelled_out("min charge") == "minimum charge"
    assert spelled_out("it takes 20 min") == "it takes 20 min"
    assert tokens("the café owner") == ["the", "cafe", "owner"]


@pytest.mark.parametrize(
    ("text", "errand"),
    [
        ("when someone brings their machine in, do they need to book first?", False),
        ("do you have someone on call on saturday?", False),
        ("emergency call at night price", False),
        ("book me a flight to Eilat", True),
        ("please call Dana", True),
        ("can you order me a taxi", True),
        ("did she pay the invoice? send her an email", True),
    ],
)
def test_an_english_errand_is_bidden_not_asked_about(text: str, errand: bool) -> None:
    assert asks_for_an_errand(tokens(text)) is errand


def _pianos() -> None:
    make_knowledge(
        "נוהל קבלה לסדנה",
        "בקבלת פסנתר רושמים שם וטלפון, מצלמים אותו ומדביקים מדבקה עם מספר העבודה.",
        ["קבלה", "מדבקה"],
    )
    make_knowledge(
        "פסנתרים שלא נאספו",
        "פסנתר שלא נאסף תוך 30 יום מההודעה מחויב בדמי אחסון של 20 ₪ ליום בסדנה.",
        ["איסוף", "אחסון"],
    )
    make_knowledge(
        "הובלת פסנתרים לסדנה",
        "הובלת פסנתר לסדנה ובחזרה עולה 600 ₪. הסדנה מקבלת פסנתרים בתיאום מראש.",
        ["הובלה"],
    )
    make_knowledge(
        "כוונון בשישי ובשבת",
        "כוונון ביום ו' מחויב בתוספת 30% על המחיר. בשבת אין כוונונים.",
        ["תוספת", "שישי"],
    )
    make_knowledge("מחיר כוונון", "כוונון פסנתר בבית הלקוח עולה 450 ₪. מינימום חיוב: 300 ₪.", ["כוונון"])
    make_knowledge(
        "אזורי שירות",
        "מגיעים בלי תוספת לרמת גן ולגבעתיים. לתל אביב מגיעים רק ללקוחות מנוי. לראש העין: תוספת 90 ₪.",
        ["אזור"],
    )
    make_knowledge(
        "ביטול והזזת ביקור",
        "אפשר לבטל או להזיז ביקור של הטכנאי בלי חיוב עד 24 שעות לפניו; אחר כך 150 ₪.",
        ["ביטול"],
    )
    make_knowledge("ביקור טכנאי", "ביקור טכנאי לאבחון עולה 250 ₪ ויורד מהתיקון.", ["ביקור", "טכנאי"])


@pytest.mark.parametrize(
    ("question", "told"),
    [
        ("מה עושים כשמקבלים פסנתר לסדנה", "מדבקה"),
        ("weekend rate?", "30%"),
        ("do we charge extra for coming out on fridays?", "30%"),
        ("min charge", "300"),
        ("do we go out to tel aviv?", "מנוי"),
        ("is there an extra charge to go to rosh haayin?", "90"),
        ("customer wants to move the technician's visit to next week, is there a fee?", "24 שעות"),
    ],
)
def test_a_policy_asked_by_staff_in_their_words(
    client: TestClient, member_headers: dict[str, str], question: str, told: str
) -> None:
    _pianos()
    body = chat(client, member_headers, question)
    assert body["intent"] == "knowledge", (body["intent"], body["response"])
    assert told in body["response"], body["response"]
