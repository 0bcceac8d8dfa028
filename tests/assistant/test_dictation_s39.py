"""Dictated and learner's messages (session 39, ``engine.dictation``, ``hebrew_numbers``,
``hebrew_lettered``): Hebrew numbers said as words read as digits, punctuation said aloud as its mark,
English and Russian words written in Hebrew letters as the English word; and what each must leave alone.
The cases are invented, not any batch's questions."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.dictation import as_typed
from misrad.assistant.engine.hebrew_lettered import lettered_word, with_lettered_words
from misrad.assistant.engine.hebrew_numbers import said_hebrew_numbers
from misrad.assistant.engine.main_ask import main_ask
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand
from misrad.assistant.engine.reasons import Reason
from misrad.assistant.engine.spoken_numbers import said_numbers
from misrad.assistant.engine.text import fold

TODAY = date(2026, 12, 5)
CUSTOMERS = [
    (1, "מירב פרץ", "050-7770001", None),
    (2, "שלמה ביטון", "052-7770002", None),
]


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("חשבונית אפס שלוש אפס שבע שולמה", "חשבונית 0307 שולמה"),  # digit by digit, a zero first
        ("חשבונית אלף מאתיים ושש", "חשבונית 1206"),  # an amount, "and" glued to its word
        ("על חשבונית אלפיים שמונה מאות שלושים וארבע", "על חשבונית 2834"),
        ("שלושת אלפים וחמש מאות", "3500"),  # a construct form before thousands
        ("עשרים אלף", "20000"),
        ("ארבע אחת שתיים שבע", "4127"),
        ("הטלפון אפס חמישים ושתיים שלוש שלוש שמונה אחת אחת אפס אפס", "הטלפון 0523381100"),  # a ten and unit
        ("שתים עשרה", "12"),  # a teen, feminine
        ("שלושה עשר", "13"),  # and masculine
        ("שילמו מאתיים שקל", "שילמו 200 שקל"),  # one word, an amount before its currency
        ("פתוח עד שש שלושים", "פתוח עד 6:30"),  # a time of day
    ],
)
def test_hebrew_number_words_are_the_number_they_say(said: str, written: str) -> None:
    assert said_hebrew_numbers(said) == written


@pytest.mark.parametrize(
    "text",
    [
        "אחת מהן פתוחה?",  # one number word alone stays a word
        "יש לה שתי חשבוניות",  # a construct form is no number word
        "הוא לקוח כבר שלוש שנים",  # שנים is also "years"
        "יום שני",
        "הסניף בבאר שבע",
        "שתיים ושלוש",  # two numbers joined by "and"
        "שילם 300 שקל",  # an amount in digits
        "dana.shalosh@gmail.com",  # an e-mail
    ],
)
def test_words_that_are_not_one_said_number_are_left_alone(text: str) -> None:
    assert said_hebrew_numbers(text) == text


def test_a_phone_said_digit_by_digit_in_english_opens_with_oh() -> None:
    assert said_numbers("whose is oh five two seven seven seven oh oh oh two") == "whose is 0527770002"
    assert said_numbers("oh two more things") == "oh two more things"  # an exclamation, still


@pytest.mark.parametrize(
    ("said", "typed"),
    [
        ("חשבונית 1206 שולמה סימן שאלה", "חשבונית 1206 שולמה?"),
        ("הכל שולם סימן קריאה", "הכל שולם!"),
        ("כמה היא חייבת נקודה", "כמה היא חייבת."),
        ("המנוע מוכן פסיק ומה עם השלט", "המנוע מוכן, ומה עם השלט"),
        ("is it paid question mark", "is it paid?"),
        ("the boiler comma is it fixed", "the boiler, is it fixed"),
        ("that's all full stop", "that's all."),
    ],
)
def test_punctuation_said_aloud_is_its_mark(said: str, typed: str) -> None:
    assert as_typed(said) == typed


@pytest.mark.parametrize(
    "text",
    [
        "מה עם נקודת המכירה",  # a word of its own, mid-sentence
        "the payment period",  # a billing period
        "write to dana dot levi",  # an e-mail said aloud is no full stop
        "המחיר הוא 3 נקודה",  # a number's point
    ],
)
def test_a_word_that_is_no_mark_said_aloud_is_left_alone(text: str) -> None:
    assert as_typed(text) == text


@pytest.mark.parametrize(
    ("written", "meant"),
    [
        ("באלאנס", "balance"),
        ("בלנס", "balance"),  # its a's left out
        ("אינבויס", "invoice"),  # ב for v
        ("אינוויס", "invoice"),
        ("האינבויסים", "invoice"),  # behind the article, in a Hebrew plural
        ("ריפייר", "repair"),
        ("לריפייר", "repair"),
        ("פיימנט", "payment"),
        ("אדרס", "address"),
        ("שטו", "what"),  # Russian, of three letters
        ("סקולקו", "how much"),
        ("רמונט", "repair"),
    ],
)
def test_an_english_or_russian_word_in_hebrew_letters_is_that_word(written: str, meant: str) -> None:
    assert lettered_word(fold(written)) == meant


@pytest.mark.parametrize(
    "word",
    ["מזרחי", "הארץ", "פיצה", "אופני", "שתל", "אשתו", "עליו", "בווילה", "פלוס", "כרגע", "מאמנת", "קצת"],
)
def test_a_hebrew_word_that_sounds_like_an_english_one_is_left_alone(word: str) -> None:
    assert lettered_word(fold(word)) is None


def test_a_customers_name_word_is_never_read_as_english() -> None:
    assert with_lettered_words("מה הבאלאנס של מירב", frozenset({"מירב"})) == "מה balance של מירב"
    assert with_lettered_words("מה עם באלאנס", frozenset({"באלאנס"})) == "מה עם באלאנס"


def test_a_dictated_question_is_read_as_typed() -> None:
    index = CustomerIndex.build(CUSTOMERS)
    found = understand("חשבונית אלף מאתיים ושש שולמה סימן שאלה", today=TODAY, index=index)
    assert found.intent == "invoice_status"
    assert [(e.type, e.value) for e in found.entities] == [("invoice_number", "1206")]
    found = understand("של מי הטלפון אפס חמש שתיים שבע שבע שבע אפס אפס אפס שתיים", today=TODAY, index=index)
    assert found.intent == "customer_lookup" and found.language == "he"
    assert [(e.type, e.value) for e in found.entities] == [("phone", "0527770002")]


def test_a_learners_question_is_read_by_its_english_words() -> None:
    index = CustomerIndex.build(CUSTOMERS)
    found = understand("מה באלאנס של מירב פרץ", today=TODAY, index=index)
    assert found.intent == "customer_balance" and found.language == "he"
    assert found.names is not None and found.names.customer_ids == (1,)
    assert understand("שטו עם ריפייר של שלמה ביטון?", today=TODAY, index=index).intent == "repair_status"


@pytest.mark.parametrize(
    ("text", "main"),
    [
        ("does Dana still owe and when was her last invoice", "does Dana still owe"),
        ("דנה עדיין חייבת ומתי הייתה החשבונית האחרונה שלה", "דנה עדיין חייבת"),
        ("if Dana paid can you send me her email", "can you send me her email"),
        ("אם דנה שילמה תגיד לי מה עם הכספת שלה", "תגיד לי מה עם הכספת שלה"),
        ("if she paid, is her safe ready", "is her safe ready"),
    ],
)
def test_the_main_ask_of_two_or_of_a_condition(text: str, main: str) -> None:
    assert main_ask(text) == main


@pytest.mark.parametrize(
    "text",
    [
        "between two and three",  # an "and" before no question
        "what does Dana owe",  # one ask
        "אם דנה שילמה",  # a condition with nothing asked after it
        "Dana and when",  # a side of one word
    ],
)
def test_a_message_of_one_ask_has_no_main_part(text: str) -> None:
    assert main_ask(text) is None


def test_two_asks_are_answered_by_the_first_and_a_condition_by_its_question() -> None:
    index = CustomerIndex.build(CUSTOMERS)
    found = understand("does Merav Peretz still owe and when was her last invoice", today=TODAY, index=index)
    assert found.intent == "customer_balance"
    found = understand("אם מירב פרץ שילמה את החוב תגיד לי מה הטלפון שלה", today=TODAY, index=index)
    assert found.intent == "customer_lookup" and found.names is not None and found.names.customer_ids == (1,)


def test_and_what_about_asks_the_same_of_one_more_thing() -> None:
    assert main_ask("השלט של דנה מוכן, ומה עם המנוע") is None
    assert main_ask("is Dana's remote ready and what about the motor") is None


def test_a_name_word_heard_as_two_words_is_one() -> None:
    names = frozenset({"מיכל", "גרינברג", "רוזנ", "טל", "goldberg"})
    assert as_typed("מה הטלפון של מיכל גרין ברג", names) == "מה הטלפון של מיכל גרינברג"
    assert as_typed("balance of Gold Berg", names) == "balance of goldberg"
    assert as_typed("רוזן טל", names | {"רוזנטל"}) == "רוזן טל"  # two names' words each: left as typed
    assert as_typed("גרין  ברג", names) == "גרין  ברג"  # only one space between


def test_two_short_or_function_words_are_no_name_heard_in_halves() -> None:
    names = frozenset({"ליאת", "אלמליח"})
    assert as_typed("תן לי את הכתובת", names) == "תן לי את הכתובת"
    assert as_typed("של אל מליח", names) == "של אל מליח"  # a half of two letters


def test_a_condition_is_skipped_only_in_a_question_about_a_record() -> None:
    index = CustomerIndex.build(CUSTOMERS)
    policy = "if the boiler is fixed and nobody picks it up, is there a storage fee?"
    assert understand(policy, today=TODAY, index=index).reason is not Reason.CLOSING_QUESTION
    asked = "if Merav Peretz paid, is her boiler fixed"
    assert understand(asked, today=TODAY, index=index).reason is Reason.CLOSING_QUESTION
