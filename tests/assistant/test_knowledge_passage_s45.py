"""Which of close knowledge items answers (session 44's second round, helper know45), tried on invented
items of a trade no batch is about (a bicycle shop): the one whose quoted passage answers the question,
meeting more of its words in one sentence or naming the sum, time or frequency it asks, over one found
by a title word every item of the trade shares."""

from __future__ import annotations

from fastapi.testclient import TestClient

from misrad.assistant.knowledge_quotes import passage_strength
from tests.assistant.test_understanding import chat, make_knowledge

WARRANTY = "אופניים חדשים שנקנו אצלנו מכוסים באחריות של שנה. סוללה חדשה: 6 חודשים."
ORDER = "בהזמנת אופניים חדשים משלמים מקדמה של 30% מהמחיר. ביטול עד 5 ימים – המקדמה מוחזרת."
SERVICE = "טיפול תקופתי לאופניים חשמליים עולה 150 ₪. מומלץ פעם בחצי שנה."


def test_a_sentence_naming_the_asked_sum_counts_more_than_shared_words() -> None:
    question = "כמה משלמים מראש כשמזמינים אופניים חדשים?"
    assert passage_strength(ORDER, question) >= passage_strength(WARRANTY, question) + 2


def test_the_frequency_the_quote_adds_counts_as_named() -> None:
    # "how often": the sentence naming it meets none of the question's words, but the quote adds it.
    question = "how often should an electric bike get serviced?"
    assert passage_strength(SERVICE, question) >= 3


def test_the_item_whose_passage_answers_is_quoted_over_the_title_match(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_knowledge("אחריות על אופניים חדשים", WARRANTY, ["אחריות", "אופניים חדשים"])
    make_knowledge("מקדמה בהזמנה", ORDER, ["מקדמה", "הזמנה"])
    body = chat(client, member_headers, "כמה משלמים מראש כשמזמינים אופניים חדשים?")
    assert body["intent"] == "knowledge", body["response"]
    assert "30%" in body["response"], body["response"]
