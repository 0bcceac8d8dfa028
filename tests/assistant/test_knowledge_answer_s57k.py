"""Session 57 (helper know57), the knowledge answer step: a knowledge question's first hit that the search
clearly chose answers it though a story or a paraphrase left its share of the question under the coverage
floor (not where the message asked something else, nor over an item that alone holds a word of the
question). Tried on a bike shop's items, not batch s57k's."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.assistant.test_understanding import chat, make_knowledge


def _a_bike_shop() -> None:
    make_knowledge(
        "אופניים שלא נאספו",
        "אופניים שלא נאספו תוך 60 יום מסיום התיקון נמכרים לכיסוי עלות התיקון.",
        ["נאספו", "אחסון"],
    )
    make_knowledge("תיקון פנצ'ר", "תיקון פנצ'ר עולה 40 ₪ ולוקח חצי שעה.", ["פנצ'ר"])
    make_knowledge("שעות פתיחה", "החנות פתוחה א'–ה' 09:00–19:00 ובשישי עד 13:00.", ["שעות"])
    make_knowledge("משלוחים", "משלוח אופניים מתוקנים עד הבית עולה 80 ₪.", ["משלוח"])
    make_knowledge("אחריות", "על כל תיקון אחריות של 3 חודשים.", ["אחריות"])


def test_the_item_the_search_clearly_chose_answers_a_story(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    _a_bike_shop()
    # The unclaimed bikes' item leads x2 on "אופניים" alone (a share of .12); the puncture item holds
    # "חצי" (half an hour) alone, but too little of the question for the one word to answer it.
    question = "אופניים עומדים אצלנו על המדף כבר חצי שנה והבעלים לא עונה, מה נוהגים לעשות?"
    body = chat(client, member_headers, question)
    assert body["intent"] == "knowledge" and "60" in body["response"]


def test_a_request_outside_the_business_meeting_one_item_by_a_word_is_not_answered(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    _a_bike_shop()
    body = chat(client, member_headers, "מה הסיסמה של הוויפי בחנות?")
    assert "09:00" not in body["response"]
