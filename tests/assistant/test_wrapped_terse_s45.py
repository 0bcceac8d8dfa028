"""Questions wrapped in a story, and terse texts from the road (helper wrap45, session 45): a clipped word
read as the word it begins, a number typed without its printed prefix linked by its serial, a closing
question that only asks to look deferring to the story."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.clipped import unclipped, whole_word
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand
from misrad.assistant.engine.shorthand import spelled_out
from misrad.core.db import get_database
from misrad.records import service
from tests.records.factories import make_customer, make_invoice

TODAY = date(2026, 12, 6)
CUSTOMERS = [
    (1, "אורי שפירא", "052-7741093", "רח' סוקולוב 18, הרצליה"),
    (2, "Tom Avidan", "050-771-3306", "רח' משה שרת 7, רמת השרון"),
    (3, "Yael Tsur", "053-441-2290", "רח' הזית 4, כפר סבא"),
]


def _read(text: str) -> tuple[str, list[tuple[str, str]]]:
    found = understand(text, today=TODAY, index=CustomerIndex.build(CUSTOMERS))
    return found.intent, [(e.type, e.value) for e in found.entities]


def test_a_clipped_word_is_the_word_of_one_intent_it_begins() -> None:
    assert whole_word("יתר") == "יתרה"
    assert whole_word("כת") == "כתובת"
    assert whole_word("rep") == "repair"
    assert whole_word("חש") is None  # a balance's חשבון and an invoice's חשבונית: left as typed
    assert whole_word("balance") is None  # a word read as it is
    names = frozenset({"שפירא"})
    assert unclipped("שפירא יתר'?", names) == "שפירא יתרה?"
    assert unclipped("avidan stat", names) == "avidan status"
    assert unclipped("add a note", names) == "add a note"  # a common English word stays
    assert unclipped("ג'וליה קרמר", names) == "ג'וליה קרמר"  # a geresh inside a name is no clipping
    long = "can you please tell me about the rep who called this morning"
    assert unclipped(long, names) == long  # only a short text is read for bare clipped words


def test_terse_texts_are_read_for_what_they_ask() -> None:
    assert _read("שפירא יתר'?")[0] == "customer_balance"
    assert _read("shapira rep?")[0] == "repair_status"
    assert _read("avidan tel") == ("customer_lookup", [("customer_name", "avidan")])
    assert spelled_out("office in tel aviv") == "office in tel aviv"


def test_a_closing_request_to_look_asks_what_the_story_told() -> None:
    text = (
        "Sorry to bother you, Yael Tsur wants to pay by bank transfer and asked which invoice number to put"
        " in the reference. Can you find it?"
    )
    assert _read(text) == ("invoice_status", [("customer_name", "Yael Tsur")])


@pytest.mark.usefixtures("database")
def test_a_number_typed_without_its_prefix_is_the_one_invoice_of_that_serial() -> None:
    dana, ron = make_customer(name="דנה"), make_customer(name="רון")
    make_invoice(dana.id, number="TT-4471")
    make_invoice(ron.id, number="PL/2231")
    make_invoice(ron.id, number="26/116")
    make_invoice(dana.id, number="A-5550")
    make_invoice(ron.id, number="B-5550")
    with get_database().unit_of_work(write=False) as session:
        assert service.invoice_number_by_serial(session, "4471") == "TT-4471"
        assert service.invoice_number_by_serial(session, "2231") == "PL/2231"
        assert service.invoice_number_by_serial(session, "116") == "26/116"
        assert service.invoice_number_by_serial(session, "471") is None  # a serial's tail is no serial
        assert service.invoice_number_by_serial(session, "5550") is None  # two invoices: which?
        assert service.invoice_number_by_serial(session, "5550", owners={ron.id}) == "B-5550"
        assert service.invoice_number_by_serial(session, "44") is None
