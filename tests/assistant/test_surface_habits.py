"""Surface habits writers differ in, found by ``bench/chat_perturbed.py`` (the development businesses'
questions rewritten by kind), each tried here on invented records and questions:

- courtesies around the question ("sorry to bother,", "סליחה על ההפרעה,", "hey quick one -", "ערב טוב,",
  "... thanks!!") are no part of it: an apology's word (הפרעה, a disturbance) is neither a fault nor
  another topic, and a thanks after "whose is invoice N" no closing of the conversation;
- a terse "who invoice N for" asks whose it is, as "who is invoice N for" does;
- one slip of the fingers in an intent's word ("ballance", "ivnoice", "piad up") or in a customer's item's
  word ("הגנרטטור", "טימר") is read as the word, where a slip seldom makes another word (in English text
  it is undone for every reader, the phrases and the knowledge's search too);
- a Hebrew sentence with one English word of the trade ("invoice 4410 שולמה?", "מה ה-balance של")
  is answered in Hebrew: a sentence's language is its words', not its letters'.
"""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from misrad.assistant.engine.courtesy import without_courtesies
from misrad.assistant.engine.evidence import word_hits
from misrad.assistant.engine.slips import one_slip
from misrad.assistant.engine.text import fold, sentence_language
from misrad.assistant.engine.typed_slips import with_slips_undone
from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.test_understanding import chat, make_knowledge, make_repair


def _workshop() -> int:
    """A small pump and generator workshop: one customer with an invoice and two jobs."""
    ronit = make_customer("רונית שגב", "0527001122", email="ronit.segev@example.com")
    make_invoice(ronit, "4410", "850", paid="0")
    make_repair(ronit, "גנרטור דיזל 5kW", "in_progress")
    make_repair(ronit, "טיימר השקיה", "ready")
    areas = "אנחנו מגיעים לבאר שבע, ערד ודימונה. לאילת בתיאום מראש."
    make_knowledge("אזורי שירות", areas, ["אזור", "מגיעים"])
    return ronit


@pytest.mark.parametrize(
    ("question", "intent"),
    [
        ("סליחה על ההפרעה, מי זו רונית שגב", "customer_lookup"),
        ("sorry to bother, how much does Ronit Segev owe", "customer_balance"),
        ("hey quick one - is invoice 4410 paid", "invoice_status"),
        ("בוקר טוב, שאלה: אתם מגיעים לערד?", "knowledge"),
        ("סליחה על ההפרעה, אתם מגיעים לערד?", "knowledge"),
        ("ערב טוב, 4410 של מי?", "customer_lookup"),
        ("4410 של מי? תודה!!", "customer_lookup"),
        ("who invoice 4410 for", "customer_lookup"),
        ("is invoice 4410 paid? thanks!!", "invoice_status"),
        ("שלום, מה שלומך", "greeting"),  # nothing of the business asked without the greeting: as typed
    ],
)
def test_courtesies_around_the_question_are_no_part_of_it(
    client: TestClient, member_headers: dict[str, str], question: str, intent: str
) -> None:
    _workshop()
    body = chat(client, member_headers, question)
    assert body["intent"] == intent, (body["intent"], body["response"])


def test_a_policy_question_behind_courtesies_is_answered_from_the_knowledge(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    _workshop()
    make_knowledge("תשלומים", "אפשר לשלם עד 6 תשלומים בכרטיס אשראי, בלי ריבית.", ["תשלומים", "installments"])
    questions = ("hi, quick question: can I pay in installments", "can I pay in instlalments thanks!!")
    for question in questions:
        body = chat(client, member_headers, question)
        assert body["intent"] == "knowledge", (question, body["intent"], body["response"])
        assert "6" in body["response"], body["response"]


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("hello there", "hello there"),  # a greeting with no mark after it is the message's own
        ("Hi Dana", "Hi Dana"),
        ("sorry", "sorry"),  # courtesies alone: nothing else to read
        ("thanks for the help", "thanks for the help"),
        ("מי זה? תודה רבה", "מי זה?"),
        ("morning! what are your hours", "what are your hours"),
        ("סליחה על ההפרעה, מה שעות הפתיחה", "מה שעות הפתיחה"),
        ("hi, quick question: do you deliver", "do you deliver"),
    ],
)
def test_only_the_courtesies_around_a_question_are_taken_off(typed: str, kept: str) -> None:
    assert without_courtesies(typed) == kept


@pytest.mark.parametrize(
    ("question", "intent", "told"),
    [
        ("what's the ballance of Ronit Segev", "customer_balance", "850"),
        ("ivnoice 4410 status", "invoice_status", "4410"),
        ("has Ronit Segev piad up?", "customer_balance", "850"),  # the phrase "paid up" read too
        ("מה עם הגנרטטור של רונית שגב", "repair_status", "גנרטור"),
        ("הטימר של רונית שגב מוכן?", "repair_status", "טיימר"),
    ],
)
def test_one_slip_of_the_fingers_is_read_as_the_word(
    client: TestClient, member_headers: dict[str, str], question: str, intent: str, told: str
) -> None:
    _workshop()
    body = chat(client, member_headers, question)
    assert body["intent"] == intent, (body["intent"], body["response"])
    assert told in body["response"], body["response"]


def test_a_slip_that_makes_another_word_is_not_undone() -> None:
    # In English text a word of its own is never undone ("bought" is no "brought"); Hebrew is left to
    # the lexicon's and the items' readers, its words being too close ("לקנות" / "לנקות").
    assert with_slips_undone("I bought it, is it paid") == "I bought it, is it paid"
    assert with_slips_undone("has Dana piad up") == "has Dana paid up"
    assert with_slips_undone("כדאי לקנות מזגן") == "כדאי לקנות מזגן"
    # Two words each, not slips: a machine or a meter is not "ready" (מוכנה), one who takes no customer.
    for word in ("מכונה", "מונה", "לוקח"):
        assert not word_hits(fold(word)), word
    assert one_slip("גנרטטור", "גנרטור") and one_slip("טימר", "טיימר") and one_slip("fitler", "filter")
    assert not one_slip("ברז", "רבז")  # three letters: too short to tell a slip from a word
    assert not one_slip("הנוי", "הנוף")  # a letter replaced is another word, not a slip


@pytest.mark.parametrize(
    ("question", "hebrew_words"),
    [
        ("invoice 4410 שולמה?", "שולמה"),
        ("מה ה-balance של רונית שגב", "רונית"),
    ],
)
def test_a_hebrew_sentence_with_an_english_word_is_answered_in_hebrew(
    client: TestClient, member_headers: dict[str, str], question: str, hebrew_words: str
) -> None:
    _workshop()
    body = chat(client, member_headers, question)
    assert sentence_language(question) == "he"
    assert sentence_language(body["response"]) == "he", body["response"]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("balance של הלקוח", "he"),
        ("ה-status של ה-laptop", "he"),
        ("what's the יתרה for her", "en"),
        ("how much does אבי owe", "en"),
    ],
)
def test_a_sentences_language_is_its_words(text: str, language: str) -> None:
    assert sentence_language(text) == language
