"""A verb is understood in whichever person, tense or binyan it is typed, by its root and the pattern
around it, not by a list of its forms: "ישלם", "תשלם", "ששילמה", "שלמה" (spelt without the י) all ask
whether someone paid; "שולמו" asks whether something was paid; "יתוקן", "תיקנתם" ask about a repair. Roots
whose last letter is ה lose it in most forms (מנקים, ניקוי, לנקות; גבינו, לגבות). Words glued by a
missing space ("עםהמחשב") and a Latin word behind a Hebrew prefix ("הstatus") are read as the writer
meant them."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.morphology import Form, analyse
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding, understand
from misrad.assistant.engine.roots import roots
from misrad.assistant.engine.text import fold

TODAY = date(2026, 11, 24)
# A bicycle shop's customers: a surname that is a word of paying (שלום, ש-ל-ם), first names that look like
# function words (אלי, "to me").
INDEX = CustomerIndex.build(
    [
        (1, "מאיר שלום", None),
        (2, "אלי גבאי", None),
        (3, "רותם פרנקו", None),
        (4, "דנה שלומי", None),
        (5, "אסף ברגר", None),
    ]
)


def _read(text: str, **context: object) -> Understanding:
    return understand(text, today=TODAY, index=INDEX, **context)  # type: ignore[arg-type]


def _shared(*words: str) -> set[str]:
    return set.intersection(*(set(roots(fold(w))) for w in words))


def test_a_root_whose_last_letter_is_he_is_found_in_the_forms_that_drop_it() -> None:
    assert _shared("מנקים", "ניקוי", "לנקות", "נוקה") == {"√נקה"}
    assert _shared("גבינו", "לגבות", "גבו", "גבייה") == {"√גבה"}
    # A vowel letter between two consonants is a root's middle letter: מגיעים is ג-י-ע, no ה lost.
    assert "√געה" not in roots(fold("מגיעים"))
    assert _shared("פינוי", "לפנות", "מפנים") == {"√פנה"}


def test_the_voice_of_a_verb_is_read_from_its_pattern() -> None:
    def voices(word: str) -> set[bool]:
        return {form.passive for form in analyse(fold(word)) if form.root == "√שלמ"}

    for active in ("שילם", "שילמה", "ישלם", "תשלם", "משלמים", "ששילמה", "שלמה", "שילמנו", "שילמתם"):
        assert voices(active) == {False}, active
    for passive in ("שולם", "שולמה", "שולמו", "ישולם", "ששולמו"):
        assert True in voices(passive), passive
    assert analyse(fold("תשלומים"))[0].noun
    assert Form("√תקנ", noun=True) in analyse(fold("התקנה"))  # installing, a noun, not "you will fix"
    assert Form("√גבה") in analyse(fold("תגבו"))  # "you will collect", not a noun like תשלום


@pytest.mark.parametrize(
    "text",
    [
        "מאיר שלום שילם?",
        "מתי מאיר שלום ישלם את החוב",
        "דנה שלומי שלמה כבר?",
        "תבדוק אם הלקוחה דנה שלומי שילמה",
        "כמה עוד לא שולם אצל אלי גבאי",
        "גבינו כבר מרותם פרנקו?",
        "רותם פרנקו משלמת בזמן?",
    ],
)
def test_whether_a_customer_paid_is_asked_in_any_form_of_the_verb(text: str) -> None:
    found = _read(text)
    assert found.intent == "customer_balance", (text, found.scores)


def test_whether_invoices_were_paid_is_an_invoice_question() -> None:
    assert _read("החשבוניות של מאיר שלום שולמו?").intent == "invoice_status"
    assert _read("אילו חשבוניות לא שולמו לאלי גבאי").intent == "invoice_status"


def test_a_follow_up_in_a_verb_asks_about_the_bound_customer() -> None:
    found = _read("והוא שילם?", has_bound_customer=True, previous_intent="repair_status")
    assert found.intent == "customer_balance"


@pytest.mark.parametrize(
    "text", ["תיקנתם כבר לרותם פרנקו?", "מתי יתוקן מה שאלי גבאי הביא", "רותם פרנקו, נאסף?"]
)
def test_a_repair_asked_with_its_verb_in_another_form(text: str) -> None:
    assert _read(text).intent == "repair_status", text


def test_without_a_customer_a_verb_of_the_business_is_no_record_question() -> None:
    # How the shop charges: a knowledge question, not "which customer?".
    assert _read("כמה גובים על אחסון של אופניים").intent not in ("customer_balance", "repair_status")
    # Asked in a verb alone, how the shop charges is still a question (for its knowledge base).
    assert _read("לקוח ביטל ברגע האחרון, תחייבו אותו?").intent == "knowledge"


def test_a_name_word_is_the_query_word_that_matches_it_best() -> None:
    # "לא" sounds like "אלי" and "שולמו" like "שלום", but the words themselves are there too.
    assert _read("כמה עוד לא שולם אצל אלי גבאי").entity("customer_name").value == "אלי גבאי"  # type: ignore[union-attr]
    found = _read("החשבוניות שלא שולמו של מאיר שלום")
    assert found.entity("customer_name").value == "מאיר שלום"  # type: ignore[union-attr]


def test_two_words_glued_by_a_missing_space_are_read_apart() -> None:
    found = _read("מה עםהמחשב של רותם פרנקו")
    assert found.intent == "repair_status"
    assert _read("כמהחייב מאיר שלום").intent == "customer_balance"


def test_a_latin_word_behind_a_hebrew_prefix_is_part_of_a_hebrew_sentence() -> None:
    assert _read("מה הstatus של INV-1033").language == "he"
    assert _read("הlaptop של רותם פרנקו").language == "he"
    assert _read("what's the status of INV-1033").language == "en"


def test_a_first_name_that_is_also_a_verb_form_still_names_its_customer() -> None:
    # אסף is "collected" and a first name: typed as a name word of the records, it is that customer.
    found = _read("מה היתרה של אסף")
    assert found.names is not None and found.names.customer_ids == (5,)
    assert found.intent == "customer_balance"
