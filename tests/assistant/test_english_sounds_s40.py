"""A Latin-letter surname a phone's speech-to-text heard as two English words (session 40,
``engine.english_sounds``), on invented records: the two words said together are the name word when they
sound like it by its English key; a common word, one word alone, or two words that sound like no name (or
like several) are left as typed."""

from __future__ import annotations

from datetime import date

from misrad.assistant.engine.dictation import as_typed
from misrad.assistant.engine.english_sounds import EnglishSounds, english_key
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.shorthand import spelled_out
from tests.assistant.names_found import customers_named, reader

TODAY = date(2026, 12, 5)
CUSTOMERS = [
    (1, "Michal Goldberg", "050-1110001", None),
    (2, "David Feldman", "050-1110002", None),
    (3, "Anna Kovalsky", "050-1110003", None),
    (4, "Shmuel Friedman", "050-1110004", None),
    (5, "Dana Levi", "050-1110005", None),
    (6, "Tom Baker", "050-1110006", None),
]


def _read(text: str) -> tuple[int, ...]:
    return customers_named(reader(CustomerIndex.build(CUSTOMERS), TODAY)(text))


def test_the_key_is_english_sound() -> None:
    assert english_key("fieldman") == english_key("feldman")
    assert english_key("covealski") == english_key("kovalsky")


def test_two_words_heard_for_a_surname_are_the_name() -> None:
    assert _read("how much does michal gold bird owe") == (1,)  # the last sound heard wrong
    assert _read("field man balance") == (2,)
    assert _read("anna cove alski phone") == (3,)
    assert _read("shmuel fried man phone") == (4,)


def test_words_that_sound_like_no_name_are_left() -> None:
    assert _read("for man balance") == ()
    assert _read("what about the gold standard") == ()


def test_only_one_name_word_by_a_sound() -> None:
    sounds = EnglishSounds()
    for word in ("feldman", "feltman", "goldberg", "levi", "baker"):
        sounds.add(word)
    assert sounds.heard_as("field", "man") is None  # Feldman and Feltman alike: neither
    assert sounds.heard_as("gold", "bird") == "goldberg"
    # A short name word has no English key of its own: "Levi" is heard in too many words ("leave").
    assert sounds.heard_as("lee", "vie") is None
    # Two words that together make a common word are that word ("bake" + "rs").
    assert sounds.heard_as("some", "times") is None


def test_a_word_after_a_title_is_heard_as_the_surname() -> None:
    customers = [*CUSTOMERS, (7, "Tomer Katz", "050-1110007", None), (8, "Daniel Green", "050-1110008", None)]
    read = reader(CustomerIndex.build(customers), TODAY)
    assert customers_named(read("mister cats balance")) == (7,)
    # A word of the language that is a customer's own surname, where a surname stands.
    assert customers_named(read("how much does mr green owe")) == (8,)
    assert customers_named(read("how much does green owe")) == ()
    assert customers_named(read("mr smith balance")) == ()  # sounds like nobody's name


def test_a_codes_letters_said_one_by_one_are_written_together() -> None:
    assert as_typed("whats the status of invoice g m six two four eight") == (
        "whats the status of invoice gm 6248"
    )
    assert as_typed("is it a b c") == "is it a b c"  # no number after them


def test_ph_is_a_phone() -> None:
    assert spelled_out("yossi b ph#") == "yossi b phone#"


def test_formal_advise_asks_of_the_records() -> None:
    read = reader(CustomerIndex.build(CUSTOMERS), TODAY)
    assert (
        read("Kindly advise whether David Feldman has discharged his debt to us.").intent
        == "customer_balance"
    )
    assert read("can you advise us a good boat engine").intent != "customer_balance"
    # Before a number it may be a code's letters (PH-2320), as "inv" is.
    assert spelled_out("ph 2320 paid?") == "ph 2320 paid?"
