"""Everyday office Hebrew of writers the engine has not met (session 40, helper hebrew40, issue 15): a
family called by its surname in the plural ("האבוטבולים"), a card that opens with the family word
reported with it, a spoken opening before the question ("תקשיב אחי, ..."), a request made with any verb
addressed to us ("תשלוף לי", "תן את"), spoken "ת'" for "את ה", a negation in the question, and a cue
word spelt by ear ("מוחן" for "מוכן")."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.evidence import word_intents
from misrad.assistant.engine.explained import asked_for_me
from misrad.assistant.engine.heard_spellings import heard_key
from misrad.assistant.engine.morphology import family_surnames
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding, understand
from misrad.assistant.engine.shorthand import spelled_out

TODAY = date(2026, 12, 5)
INDEX = CustomerIndex.build(
    [
        (1, "משפחת אבוטבול", None, "רח' הנשיאים 21, אור יהודה"),
        (2, "רונית כהן", None, "רח' הגפן 3, יהוד"),
        (3, "סאמר חורי", None, "רח' אבן סינא 4, כפר קאסם"),
        (4, "נטליה קוזלוב", None, "רח' ויצמן 17, קריית אונו"),
        (5, "דוד מזרחי", None, "רח' הרצל 1, רחובות"),
        (6, "יעל פרידמן", None, "רח' האלון 12, סביון"),
        (7, "אשד רכב", None, "רח' המלאכה 3, חולון"),
    ]
)


def _read(text: str) -> Understanding:
    return understand(text, today=TODAY, index=INDEX)


def _named(text: str) -> tuple[int, ...]:
    found = _read(text).names
    return found.customer_ids if found is not None else ()


@pytest.mark.parametrize(
    ("text", "customer"),
    [
        ("החרמש של האבוטבולים מוכן?", 1),
        ("הפרידמנים שילמו כבר?", 6),
        ("מה הטלפון של המזרחים?", 5),  # a surname's final י merges into the plural's
    ],
)
def test_a_family_called_by_its_surname_in_the_plural(text: str, customer: int) -> None:
    assert _named(text) == (customer,), text


def test_a_plural_is_no_surname_under_four_letters_nor_a_things_word() -> None:
    assert family_surnames("אבוטבולימ") == ["אבוטבול", "אבוטבולי"]
    assert family_surnames("ברקימ") == []  # "הברקים": a short stem is too often a noun's plural
    assert family_surnames("כהנ") == []
    assert _read("כל הרכבים של אשד במוסך").names is None or _named("כל הרכבים של אשד במוסך") == (7,)


def test_a_card_that_opens_with_the_family_word_is_reported_with_it() -> None:
    found = _read("תן לי כתובת של משפחת אבוטבול")
    assert [e.value for e in found.entities if e.type == "customer_name"] == ["משפחת אבוטבול"]


@pytest.mark.parametrize(
    ("text", "customer"),
    [
        ("וואלה שכחתי, איפה גרה נטליה?", 4),
        ("תקשיב אחי, מה הטלפון של סאמר?", 3),
        ("רגע רגע - איפה גר סאמר?", 3),
    ],
)
def test_a_spoken_opening_before_the_question_is_no_other_matter(text: str, customer: int) -> None:
    found = _read(text)
    assert found.intent == "customer_lookup" and _named(text) == (customer,), text


def test_an_opening_that_names_someone_is_still_read_with_the_rest() -> None:
    # The opening's words are of the business (a name): it is no mere turn to us, nothing is left out.
    assert _read("שקשוקה כמו של סבתא, נטליה אוהבת?").intent == "unknown"
    assert _read("רגע, מה החדשות על סאמר היום?").intent == "unknown"


@pytest.mark.parametrize(
    "text",
    ["יאללה תן ת'טלפון של סאמר", "יאללה תביא לי את הטלפון של סאמר", "אחי תשלוף לי את הכתובת של נטליה"],
)
def test_a_request_made_with_any_verb_addressed_to_us(text: str) -> None:
    assert _read(text).intent == "customer_lookup", text


def test_the_verbs_of_a_request_are_the_ones_before_the_asker_or_opening_with_an_object() -> None:
    assert asked_for_me(["תשלופ", "לי", "את", "החשבונית"]) == {"תשלופ"}
    assert asked_for_me(["יאללה", "תנ", "את", "הטלפונ"]) == {"תנ"}
    assert asked_for_me(["מה", "המצב", "של", "התיקונ", "את", "זה"]) == set()
    assert asked_for_me(["מי", "המציא", "את", "התא"]) == set()  # a hifil's past, not a request
    assert asked_for_me(["תתנו", "לנו", "מכונה"]) == set()  # a plural asks the business


def test_spoken_et_with_the_article_is_written_out() -> None:
    assert spelled_out("תן ת'טלפון של סאמר") == "תן את הטלפון של סאמר"
    assert spelled_out("ת'ומאס חייב?") == "ת'ומאס חייב?"  # a Latin "th" opening a name


def test_a_negation_asks_the_same_question() -> None:
    found = _read("עוד לא הגיע הכסף מסאמר?")
    assert found.intent == "customer_balance" and _named("עוד לא הגיע הכסף מסאמר?") == (3,)


@pytest.mark.parametrize(
    ("typed", "meant"),
    [("מוחנ", "מוכנ"), ("המוחנ", "מוכנ"), ("טיקונ", "תיקונ"), ("תלפונ", "טלפונ"), ("כשבונ", "חשבונ")],
)
def test_a_cue_word_spelt_by_ear_is_the_word_heard(typed: str, meant: str) -> None:
    assert heard_key(typed).endswith(heard_key(meant))  # behind its prefix letters
    assert word_intents(typed) and set(word_intents(typed)) == set(word_intents(meant)), typed


def test_a_word_as_typed_or_a_name_is_not_read_by_ear() -> None:
    assert heard_key("עור") == heard_key("אור")  # three letters: the key alone would join two words
    assert word_intents("עור") == {}  # leather is no light, and no cue of ours either way
    assert word_intents("עודה") == {} and word_intents("כורי") == {}  # names stay names


def test_a_misspelt_ready_asks_after_the_job() -> None:
    assert _read("המעיל של נטליה קוזלוב מוחן?").intent == "repair_status"
