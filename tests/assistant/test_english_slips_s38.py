"""A slip of the fingers in an English word (session 38, ``engine.slips.english_variants`` and
``evidence.english_slip``), on invented records: two letters swapped, a doubled letter, a neighbouring
key struck and a letter left out are undone towards the one known word they reach, before every reader;
a word that is a known word as it stands (or one with an ending), a customer's name word, one a slip
away from a name's word, or one that reaches two known words, is left alone."""

from __future__ import annotations

from datetime import date

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.slips import KEY_NEIGHBOURS, english_variants
from misrad.assistant.engine.typed_slips import english_slip, with_slips_undone
from tests.assistant.names_found import reader

TODAY = date(2026, 12, 5)
CUSTOMERS = [
    (1, "Dana Levi", "050-1110001", None),
    # "Blance" is "balance" short of a letter, and "Stauss" one letter from "staus", itself one from
    # "status": names all the same.
    (2, "Ruth Stauss", "050-1110002", None),
    (3, "Omer Blance", "050-1110003", None),
]


def test_the_keyboard_rows_give_each_key_its_neighbours() -> None:
    assert set(KEY_NEIGHBOURS["s"]) == set("awedzx")
    assert set(KEY_NEIGHBOURS["q"]) == set("wa")
    assert set(KEY_NEIGHBOURS["m"]) == set("njk")


def test_each_kind_of_slip_is_undone_towards_the_one_word_it_reaches() -> None:
    assert english_slip("statsu") == "status"  # two neighbours swapped, the last two too
    assert english_slip("teh") == "the" and english_slip("hte") == "the"  # a short function word
    assert english_slip("thhe") == "the"  # a doubled letter
    assert english_slip("invoixe") == "invoice"  # a neighbouring key
    assert english_slip("adress") == "address"  # a letter left out ("dress" has another first letter)
    assert english_slip("balsance") == "balance"  # a letter struck in between


def test_a_slip_is_read_by_every_reader() -> None:
    read = reader(CustomerIndex.build(CUSTOMERS), TODAY)
    found = read("whats teh balnace of Dana Levi")
    assert found.intent == "customer_balance" and "balance" in found.text and found.names is not None
    assert read("phpne number of Dana Levi").intent == "customer_lookup"
    assert with_slips_undone("statsu of ivnoice 7001") == "status of invoice 7001"
    assert with_slips_undone("is it piad.") == "is it paid."  # a full stop after it


def test_an_email_or_a_web_address_is_left_as_typed() -> None:
    assert with_slips_undone("who has orit.stern@walla.co.il") == "who has orit.stern@walla.co.il"
    assert with_slips_undone("see www.fixhome.co.il") == "see www.fixhome.co.il"


def test_a_word_as_it_stands_is_no_slip() -> None:
    assert english_slip("owes") is None and english_slip("repairs") is None  # known, with its ending
    assert english_slip("charged") is None  # a known word's past ("charge")
    # One letter more at the end, or another first letter, most often makes a word of its own.
    assert english_slip("they") is None and english_slip("have") is None
    assert "the" not in english_variants("they") and "dress" not in english_variants("adress")
    # A short word with a letter changed or put in is as often another word ("next" / "nest").
    assert english_slip("next") is None and english_slip("tank") is None
    assert english_slip("two") is None  # three letters: only a function word swapped, no "tow"


def test_two_words_reached_is_neither() -> None:
    assert {"how", "who"} <= english_variants("hwo") and english_slip("hwo") is None
    assert {"item", "time"} <= english_variants("tiem") and english_slip("tiem") is None
    assert english_slip("wehn") == "when"  # the one it reaches


def test_a_name_or_a_word_near_one_is_left_to_the_names() -> None:
    index = CustomerIndex.build(CUSTOMERS)
    # "Blance" is a name's word as typed: never read as "balance".
    assert english_slip("blance") == "balance"
    assert with_slips_undone("phone of Omer Blance", index.by_token) == "phone of Omer Blance"
    # "staus" is one slip from "status" and one from the name's "stauss": the names' own fuzzy matching
    # reads it where that customer is, the slip reader where none is.
    assert with_slips_undone("phone of Ruth Staus", index.by_token) == "phone of Ruth Staus"
    assert with_slips_undone("the staus of invoice 7001", frozenset()) == "the status of invoice 7001"
    read = reader(index, TODAY)
    assert read("how much does Omer Blance owe").names is not None


def test_a_hebrew_name_typed_in_latin_letters_is_no_slip() -> None:
    # "Tomer" is one neighbouring key from "toner", a printer's: the name stored in Hebrew, it is his.
    index = CustomerIndex.build([(7, "תומר קליין", "050-1110007", None)])
    assert english_slip("tomer") == "toner"
    assert with_slips_undone("where does Tomer Klein live", index=index) == "where does Tomer Klein live"
    found = reader(index, TODAY)("where does Tomer Klein live")
    assert found.names is not None and found.names.customer_ids == (7,)


def test_a_space_left_out_before_a_function_word_is_put_in() -> None:
    assert with_slips_undone("all jobsfor Dana Levi") == "all jobs for Dana Levi"
    assert with_slips_undone("whatis the balance") == "what is the balance"
    assert with_slips_undone("כמה עוד חייבים לנו מהמרפאהשל גבאי") == "כמה עוד חייבים לנו מהמרפאה של גבאי"
    assert with_slips_undone("יתרהשל גבאי") == "יתרה של גבאי"
    read = reader(CustomerIndex.build(CUSTOMERS), TODAY)
    assert read("balanceof Dana Levi").intent == "customer_balance"


def test_a_space_struck_inside_a_word_is_taken_out() -> None:
    assert with_slips_undone("Dana Levi balan ce") == "Dana Levi balance"
    read = reader(CustomerIndex.build(CUSTOMERS), TODAY)
    assert read("phone numb er of Dana Levi").intent == "customer_lookup"


def test_words_are_not_parted_nor_joined_where_unsure() -> None:
    # Two content words make a compound as often; a function word first is a Hebrew prefix's place.
    assert with_slips_undone("the dishwasher") == "the dishwasher"
    assert with_slips_undone("המייבש של דנה") == "המייבש של דנה"  # no "המי יבש"
    assert with_slips_undone("ביטלו את התור") == "ביטלו את התור"  # "ביט" is too short a word before "לו"
    # A Hebrew function word of two letters is as often the word's own ending: "של" alone is parted.
    assert with_slips_undone("מה עם הקורילה של יוסי") == "מה עם הקורילה של יוסי"
    # A word beside the piece, Hebrew pieces (a name's two words, "בת ים") and a town are not joined.
    assert with_slips_undone("is it paid") == "is it paid"
    assert with_slips_undone("בבת ים") == "בבת ים"
    assert with_slips_undone("in tel aviv") == "in tel aviv"
    # A name's word as typed is never joined: "Balan" is a surname.
    index = CustomerIndex.build([(9, "Yoav Balan", "050-1110009", None)])
    assert with_slips_undone("yoav balan ce", index.by_token) == "yoav balan ce"
    assert with_slips_undone("yoav balan ce") == "yoav balance"
