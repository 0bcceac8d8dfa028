"""A statement put to be confirmed by a bare "no?" after it (session 56): "SN 4122, it was cancelled, no?",
"the invoice of Madame Cohen, it is paid, no?" - how French, Spanish and Russian speakers end a question
in English. The "no" was read as a card's number ("phone no"), and the message asked for the card.
Names and numbers invented here, none a batch's."""

from __future__ import annotations

from datetime import date

from misrad.assistant.engine.courtesy import without_courtesies
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand

INDEX = CustomerIndex.build(
    [(1, "Odile Marchand", "0501112233", "רח' הזית 4, רעננה", ""), (2, "יורם גל", None)]
)


def _intent(text: str) -> str:
    return understand(text, today=date(2026, 12, 6), index=INDEX).intent


def test_a_statement_confirmed_by_no_asks_what_right_asks() -> None:
    assert _intent("the invoice of Odile Marchand, it is paid, no?") == "invoice_status"
    assert _intent("RM 5120, it was cancelled, no? the one of Marchand") == "invoice_status"
    assert _intent("Odile Marchand's repair is ready, non?") == "repair_status"
    assert without_courtesies("it is paid – no?") == "it is paid, right?"


def test_a_number_asked_as_no_is_still_a_number() -> None:
    assert _intent("Odile Marchand's phone no?") == "customer_lookup"
    assert _intent("what's the phone no of Odile Marchand?") == "customer_lookup"
    assert without_courtesies("is it paid or no?") == "is it paid or no?"
