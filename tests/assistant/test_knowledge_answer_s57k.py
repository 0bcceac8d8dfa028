"""Session 55 (helper know57), the knowledge answer step: a knowledge question's first hit that the search
clearly chose answers it though a story or a paraphrase left its share of the question under the coverage
floor (not where the message asked something else, nor over an item that alone holds a word of the
question); an item alone holding a word does not take over from a top far ahead; a closing question of one
word is asked of the story. Tried on a bike shop's and a service company's items, not batch s57k's."""

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


def _a_service_company() -> None:
    make_knowledge(
        "חוזה שירות לעסקים",
        "חוזה שירות שנתי לעסקים עולה 1,900 ₪ לשנה וכולל ארבעה ביקורים.",
        ["חוזה", "שירות"],
    )
    make_knowledge("ביקור טכנאי במפעל", "ביקור טכנאי במפעל או במשרד עולה 450 ₪.", ["ביקור", "טכנאי"])
    make_knowledge("חוזה שירות ביתי", "חוזה שירות ביתי עולה 600 ₪ לשנה, כולל עבודה וחלקים.", ["חוזה"])
    make_knowledge("אמצעי תשלום", "אפשר לשלם באשראי, בהעברה או בביט.", ["תשלום"])
    make_knowledge(
        "ביטול ביקור",
        "אפשר לבטל ביקור טכנאי עד 24 שעות מראש בלי חיוב. ביטול כשהטכנאי כבר בדרך: 100 ₪.",
        ["ביטול"],
    )


def test_an_item_alone_holding_a_word_does_not_take_over_from_a_top_far_ahead(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    _a_service_company()
    # The visit item alone holds "מפעל", a detail; the business contract leads it by far on the subject.
    body = chat(client, member_headers, "כמה עולה חוזה שירות למפעל?")
    assert body["intent"] == "knowledge" and "1,900" in body["response"]


def test_a_closing_question_of_one_word_is_asked_of_the_story(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    _a_service_company()
    # "משלם" alone is the payment item's whole share; what is paid for is the cancelling the story told.
    body = chat(client, member_headers, "לקוח רוצה לבטל והטכנאי כבר בדרך אליו. הוא משלם משהו?")
    assert body["intent"] == "knowledge" and "100" in body["response"]
