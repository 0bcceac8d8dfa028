"""A slip of the fingers in a Hebrew word (session 37, ``engine.slips.hebrew_variants`` and
``evidence.hebrew_slip``), on invented records: a vowel letter added or dropped, a doubled letter and a
swap undone towards the one known word they reach, before every reader; a word that is a known word,
a customer's name word or an item of theirs as typed, or that reaches two known words, is left alone."""

from __future__ import annotations

from datetime import date

from misrad.assistant.engine.evidence import hebrew_slip
from misrad.assistant.engine.items import linked_items
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.slips import hebrew_variants
from misrad.assistant.engine.typed_slips import with_slips_undone
from tests.assistant.names_found import reader

TODAY = date(2026, 12, 5)
CUSTOMERS = [
    (1, "נורית אלמגור", "050-1110001", None),
    # "שרעבי" is "שערבי" (of a gate, a thing's word) with two letters swapped: a name's word all the same.
    (2, "יעל שרעבי", "050-1110002", None),
]


def test_a_vowel_letter_dropped_or_moved_is_optional() -> None:
    read = reader(CustomerIndex.build(CUSTOMERS), TODAY)
    dropped = read("מה החשבנית של נורית אלמגור")  # "החשבונית" short of a vav
    assert dropped.intent == "invoice_status" and "החשבונית" in dropped.text
    assert read("מה הימיל של נורית אלמגור").intent == "customer_lookup"  # "המייל", a yod moved
    assert with_slips_undone("התיקון מווכן?") == "התיקון מוכן?"  # a vav doubled
    _, vowels, _ = hebrew_variants("מיל")
    assert "מייל" in vowels
    # In a word of four letters a vowel letter is not put back: its stem of three is most often a
    # word of its own ("המגע", the contact, is no "המגיע").
    assert hebrew_slip("המגע") is None
    assert hebrew_slip("ההגה") is None  # the wheel, no "הגהה" (a proof, a thing's word) by a swap in four
    assert with_slips_undone("כמה עלוה תיקון") == "כמה עולה תיקון"  # moved, in four letters too
    assert with_slips_undone("מי הטכאי שלו") == "מי הטכנאי שלו"  # a consonant put back: an intent's word


def test_a_doubled_letter_and_a_swap_are_undone_behind_prefix_letters() -> None:
    read = reader(CustomerIndex.build(CUSTOMERS), TODAY)
    found = read("מה החחוב של נורית אלמגור")
    assert found.intent == "customer_balance" and "החוב" in found.text
    assert with_slips_undone("מה עם והטשיח?") == "מה עם והשטיח?"  # the prefix letters kept as typed
    assert with_slips_undone("המחחשב שלי") == "המחשב שלי"


def test_a_real_other_word_is_not_corrected() -> None:
    # A known word as it stands, though one slip from another: a meter is no "ready" one.
    assert hebrew_slip("מונה") is None
    # The vowel's place tells two words apart: one who takes is no customer ("לוקח" / "לקוח").
    assert with_slips_undone("כמה זמן לוקח תיקון") == "כמה זמן לוקח תיקון"
    assert hebrew_slip("לוקח") is None and hebrew_slip("מוכנה") is None  # no "לקוח", no "מכונה"
    assert with_slips_undone("מה עם הטלופן שלה") == "מה עם הטלפון שלה"  # a vowel letter moved
    # Three letters: a vowel letter added to a short word most often makes another word.
    assert hebrew_slip("חנה") is None
    # A letter put back towards a word of four letters is too often a word of its own ("הספר", the book,
    # is no "המספר", the number) and towards a thing's word: in the field, no carpet.
    assert hebrew_slip("הספר") is None
    assert hebrew_slip("בשטח") is None
    # A word a pattern builds on a root is a word of its own ("לעשות" is no "לשעות"), and a vowel letter
    # typed is never taken out ("קיבלה", she received, is no "קבלה", a receipt).
    assert hebrew_slip("לעשות") is None
    assert hebrew_slip("קיבלה") is None


def test_a_customers_name_word_is_kept_as_typed() -> None:
    assert with_slips_undone("מה החוב של שרעבי") == "מה החוב של שערבי"  # no customer of that name
    read = reader(CustomerIndex.build(CUSTOMERS), TODAY)
    found = read("מה החוב של יעל שרעבי")
    assert found.text == "מה החוב של יעל שרעבי"
    assert found.intent == "customer_balance"
    assert [e.value for e in found.entities if e.type == "customer_name"] == ["יעל שרעבי"]
    assert with_slips_undone("מה עם הטימר שלה", frozenset({"טימר"})) == "מה עם הטימר שלה"  # her item


def test_a_slip_reaching_two_known_words_is_left_alone() -> None:
    # "פתחה" is "פתוחה" (open) short of a vav and "פתיחה" (an opening) short of a yod: neither is
    # guessed; with the vowel letter that tells them apart it needs no guess.
    _, vowels, _ = hebrew_variants("פתחה")
    assert {"פתוחה", "פתיחה"} <= vowels
    assert hebrew_slip("פתחה") is None
    assert hebrew_slip("אבגדה") is None  # reaches nothing known


def test_an_items_slip_is_read_behind_and_the() -> None:
    items = frozenset(["טיימר", "השקיה"])
    assert linked_items(["והטימר", "שלה"], items) == {"word:טיימר"}  # "and the" before a vowel dropped
    assert linked_items(["המטימר"], items) == set()  # two other prefix letters: a piece of another word


def test_a_hebrew_names_initial_yod_is_an_i_in_latin_letters() -> None:
    read = reader(
        CustomerIndex.build([(5, "יצחק אברהם", "050-1110005", None), (6, "אילן ישראלי", "05", None)]), TODAY
    )
    found = read("what does Itzhak Avraham owe")
    assert found.intent == "customer_balance" and found.names and found.names.customer_ids == (5,)
    found = read("phone of Ilan Israeli")
    assert found.names and found.names.customer_ids == (6,)
