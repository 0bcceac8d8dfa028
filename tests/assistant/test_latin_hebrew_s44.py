"""Hebrew typed in Latin letters (session 44): read as the Hebrew it stands for, names kept as typed, the
answer's language the one typed; English that looks like transliteration stays English. Worded apart from
the ``s44l`` set's rows."""

from __future__ import annotations

import threading
from datetime import date

import pytest

from misrad.assistant.engine import latin_hebrew
from misrad.assistant.engine.latin_hebrew import hebrew_of_latin, spelled
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand
from misrad.assistant.engine.text import fold

_INDEX = CustomerIndex.build(
    [(1, "משה לוי", None), (2, "יוסי אברהם", None), (3, "Daniel Stone", None), (4, "טל שמעוני", None)]
)


@pytest.mark.parametrize(
    ("latin", "hebrew"),
    [
        ("kama", "כמה"),
        ("hayevet", "חייבת"),
        ("heshbonit", "חשבונית"),
        ("hatikun", "התיקון"),
        ("muchan", "מוכן"),
        ("shlomech", "שלומך"),
        ("efshar", "אפשר"),
        ("tikoon", "תיקון"),
        ("lekochot", "לקוחות"),
    ],
)
def test_a_latin_word_spells_the_hebrew_word(latin: str, hebrew: str) -> None:
    found = spelled(latin)
    assert found is not None and found[0] == fold(hebrew)


@pytest.mark.parametrize(
    ("message", "read", "names"),
    [
        ("kama od hayevet lanu tal shimoni?", "כמה עוד חייבת לנו", "tal shimoni"),
        ("ma kore im ha-tikun shel yossi avraham", "מה קורה עם התיקון של", "yossi avraham"),
        ("yesh heshbonit ptucha le-Daniel Stone?", "יש חשבונית פתוחה ל-", "Daniel Stone"),
    ],
)
def test_the_message_is_read_as_hebrew_with_its_names_as_typed(message: str, read: str, names: str) -> None:
    out = hebrew_of_latin(message, _INDEX)
    assert read in out and names in out


@pytest.mark.parametrize(
    "message",
    [
        "me again, what does Moshe Levi owe?",
        "hi, is invoice 4410 paid?",
        "ten minutes ago he called about his shell",
        "ma says the kettle is mine",
        "Omer Nagar's boiler fixed?",
        "Shalom, is Avi Dahan's fridge ready?",
        "bal moshe levi pls",
        "book me a flight to Eilat",
        "שלום, מה היתרה של משה לוי?",
    ],
)
def test_english_and_hebrew_stay_as_typed(message: str) -> None:
    assert hebrew_of_latin(message, _INDEX) == message


def test_an_apostrophe_inside_a_word_is_its_guttural() -> None:
    assert "שעות" in hebrew_of_latin("ma sha'ot ha-peilut shelachem?", _INDEX)


def test_a_code_or_number_stays_as_typed() -> None:
    assert "AB-3301" in hebrew_of_latin("heshbonit AB-3301 shulma?", _INDEX)


@pytest.mark.parametrize(
    ("message", "intent"),
    [
        ("kama hayav lanu moshe levi?", "customer_balance"),
        ("ma hamatzav shel hatikun shel Daniel Stone", "repair_status"),
        ("ma ha-telefon shel yossi avraham?", "customer_lookup"),
        ("boker tov, ma nishma?", "greeting"),
    ],
)
def test_understood_as_the_hebrew_and_answered_in_english(message: str, intent: str) -> None:
    found = understand(message, today=date(2026, 12, 6), index=_INDEX)
    assert (found.intent, found.language) == (intent, "en")


def test_the_reader_is_made_ready_at_a_servers_start() -> None:
    """A server's start builds the vocabulary in a thread, so the first message in Latin letters does not
    wait 0.5 s for it."""
    latin_hebrew._vocabulary.cache_clear()
    latin_hebrew.prepare_in_background()
    for thread in threading.enumerate():
        if thread.name == "latin-hebrew-reader":
            thread.join(timeout=30)
    assert latin_hebrew._vocabulary.cache_info().currsize == 1
