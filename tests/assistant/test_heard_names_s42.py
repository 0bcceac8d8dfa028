"""Customers' names as a clerk hears them and a bookkeeper transliterates them (session 42, issue 15), on
invented records: a voiced consonant spelt voiceless as it is said (``sounds._ALIKE``), a closing א
written ה (``sounds.skeleton``), two name words typed as one (``name_word_forms._joined``), a Latin j
read as ז' (``sounds._latin_keys``), a card's title not needed to name it in full (``names._groups``), a
caller relayed with "התקשר" (``cues``), an English compound of a kind of place by its head
(``translated_names``), and invoice numbers typed loosely (``entities``)."""

from __future__ import annotations

from datetime import date

from misrad.assistant.engine.cues import asks_for_an_errand, opens_an_errand
from misrad.assistant.engine.entities import BARE_INVOICE_CODE, find_invoice_numbers, invoice_spellings
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.sounds import look_alikes, skeleton
from misrad.assistant.engine.text import tokens
from tests.assistant.names_found import customers_named, names_read, reader

TODAY = date(2026, 12, 5)
CUSTOMERS = [
    (1, "גדעון פלדמן", "050-2220001", None),
    (2, "נועה אלמוג", "050-2220002", None),
    (3, "שמעון עזרא", "050-2220003", None),
    (4, "אהרון בן דוד", "050-2220004", None),
    (5, "ואסים אבו-ריא", "050-2220005", None),
    (6, "ולדימיר ז'ורבין", "050-2220006", None),
    (7, "Dr. Miriam Rosenthal", "050-2220007", None),
    (8, "דוד לוי", "050-2220008", None),
    (9, "בן ששון", "050-2220009", None),
    (10, "משק רבינוביץ", "050-2220010", None),
]


def _read(text: str) -> tuple[int, ...]:
    return customers_named(reader(CustomerIndex.build(CUSTOMERS), TODAY)(text))


def _names(text: str) -> list[tuple[str, int | None]]:
    return names_read(reader(CustomerIndex.build(CUSTOMERS), TODAY)(text))


def test_a_voiced_consonant_spelt_as_said() -> None:
    assert "פלדמן" in look_alikes("פלטמן") and "אלמוג" in look_alikes("אלמוק")
    assert _names("מה היתרה של גדעון פלטמן") == [("גדעון פלטמן", 1)]
    assert _names("מה הטלפון של נועה אלמוק") == [("נועה אלמוק", 2)]


def test_a_closing_aleph_written_as_he() -> None:
    assert skeleton("עזרה") == skeleton("עזרא")
    assert _names("כמה חייב שמעון עזרה") == [("שמעון עזרה", 3)]


def test_two_name_words_typed_as_one() -> None:
    assert _names("מה הטלפון של אהרון בנדוד") == [("אהרון בנדוד", 4)]
    assert _read("כמה חייב אבוריא") == (5,)
    # Two words of two customers' names ("בן" of בן ששון, "דוד" of דוד לוי) name neither.
    assert _read("כמה חייב בנלוי") == ()


def test_a_latin_j_is_a_zh() -> None:
    assert _names("What does Vladimir Jurbin owe?") == [("Vladimir Jurbin", 6)]


def test_a_cards_title_need_not_be_said() -> None:
    # Both name words said, the title not: the name in full, so the relayed question keeps it.
    assert _read("Miriam Rosenthal is asking whether her lenses arrived") == (7,)
    # A surname alone is no name in full, and said of two cards it names both: the card without a title
    # covers more of its own words, but is no likelier meant (facts44: the answer lists each one's).
    both = CustomerIndex.build([*CUSTOMERS, (11, "Yoav Rosenthal", "050-2220011", None)])
    assert customers_named(reader(both, TODAY)("what does Rosenthal owe")) == (7, 11)


def test_a_compound_kind_of_place_by_its_head() -> None:
    # "dairy farm" is רפת, which no card holds; its head "farm" is the משק of one.
    assert _read("Which invoices are still open for the dairy farm?") == (10,)


def test_a_relayed_caller_is_no_errand() -> None:
    assert not asks_for_an_errand(tokens("התקשר ולדימיר ז'ורבין, רוצה לדעת מה עם הפשפשים"))
    assert not opens_an_errand(tokens("התקשר ולדימיר ז'ורבין, רוצה לדעת מה עם הפשפשים"), frozenset())
    assert asks_for_an_errand(tokens("התקשר לולדימיר ותגיד לו שהכל מוכן"))
    assert opens_an_errand(tokens("התקשר אליו ותגיד לו שהכל מוכן"), frozenset())
    assert _read("התקשר ולדימיר ז'ורבין, רוצה לדעת מה עם הפשפשים אצלו") == (6,)


def test_invoice_numbers_typed_loosely() -> None:
    assert "7720" in invoice_spellings("7,720") and "7341" in invoice_spellings("7-341")
    assert [e.raw for e in find_invoice_numbers("חשבונית 7,720 של לוי כמה שילם", [])] == ["7,720"]
    assert [e.raw for e in find_invoice_numbers("חשב' 7-341 פתוחה?", [])] == ["7-341"]
    assert BARE_INVOICE_CODE.findall("2026 062 כמה נשאר פתוח") == ["2026 062"]
    assert "2026/062" in invoice_spellings("2026 062")
    # A comma between two numbers is a list, not a thousands comma.
    assert "77207741" not in invoice_spellings("7720,7741")
