"""What the spelling steps must leave as typed, and what a knowledge quote must keep (session 55, helper
rewrite57): a word among Hebrew's commonest is no slip of another ("מכיר" is no "מכשיר"); a short form
typed small then capital is a unit ("pH"), no office shorthand; an English compound of "over", "under" or
"after" and a word the engine does not read is one word ("underfloor"); a quote keeps the sentence that
alone meets a word of the question and names a number, and, asked a phone number, the one holding it."""

from __future__ import annotations

from misrad.assistant.engine.shorthand import spelled_out
from misrad.assistant.engine.typed_slips import with_slips_undone
from misrad.assistant.knowledge_quotes import matching_sentences


def test_a_common_hebrew_word_is_no_slip_of_another() -> None:
    assert with_slips_undone("אני מכיר את הלקוח הזה") == "אני מכיר את הלקוח הזה"
    assert with_slips_undone("היא חוזרת בחזרה מחר") == "היא חוזרת בחזרה מחר"
    # control: a word no reading of which is a word is still put right
    assert with_slips_undone("כמה עולה טכאי") == "כמה עולה טכנאי"


def test_a_unit_typed_small_then_capital_is_no_shorthand() -> None:
    assert (
        spelled_out("what kW should the heater be, and the pH?")
        == "what kW should the heater be, and the pH?"
    )
    # controls: the office short form in any other case
    assert spelled_out("ph no of dana") == "phone no of dana"
    assert spelled_out("PH of dana pls") == "phone of dana please"


def test_a_compound_of_over_under_after_is_one_word() -> None:
    assert with_slips_undone("do you install underfloor heating") == "do you install underfloor heating"
    assert with_slips_undone("the aftersales team") == "the aftersales team"
    # controls: a space left out before a function word or a word the engine reads
    assert with_slips_undone("can you come overthe weekend") == "can you come over the weekend"
    assert with_slips_undone("was he overbilled") == "was he over billed"


_RENTAL = (
    "An event printer is delivered and installed by our driver. Rental is by the week, with toner and "
    "paper included. A deposit of 500 NIS is held on a credit card."
)


def test_the_sentence_alone_meeting_a_word_and_naming_a_number_is_quoted() -> None:
    quoted = matching_sentences(_RENTAL, "Is the event printer delivered and installed? Is there a deposit?")
    assert any("500 NIS" in s for s in quoted)
    # control: a sentence meeting that word but naming no number is not added for it
    assert not any("toner" in s for s in matching_sentences(_RENTAL, "Is the event printer delivered?"))


_MOVERS = (
    "We do not move safes ourselves. We work with Hovalot Hadarom (08-6231144), who carry them by crane. "
    "Opening a safe before the move is quoted separately."
)


def test_asked_a_phone_number_the_sentence_holding_one_is_quoted() -> None:
    assert any("08-6231144" in s for s in matching_sentences(_MOVERS, "what's the phone of the safe movers?"))
    # control: asked no phone, the number's sentence is not added for it
    assert not any("08-6231144" in s for s in matching_sentences(_MOVERS, "do we move safes ourselves?"))
