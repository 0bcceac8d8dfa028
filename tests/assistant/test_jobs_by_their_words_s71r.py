"""Repair status asked by the job's own words (helper ``rep71``): a model of digits and a variant alone
("1034D"), a Latin maker's name typed in Hebrew letters ("הרובורוק"), "open" said of a job, and whether a
customer has something here; with the controls that stay as they were."""

from __future__ import annotations

from datetime import date

from misrad.assistant.engine.item_index import ItemIndex
from misrad.assistant.engine.model_codes import model_codes
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding, understand

_ITEMS = ItemIndex.build(
    [
        (1, 1, "אוברלוק Brother 1034D"),
        (2, 2, "שואב רובוטי Roborock"),
        (3, 3, "שואב אבק Dyson V11"),
        (4, 4, "מכונת תפירה Singer"),
    ]
)
_NAMES = CustomerIndex.build(
    [(1, "נאדיה חדאד", None), (2, "דליה שרעבי", None), (3, "אנה קוגן", None), (4, "Peter Hall", None)]
)


def _read(text: str) -> Understanding:
    return understand(
        text, today=date(2026, 12, 7), index=_NAMES, items_of=_ITEMS.words_of, item_owners=_ITEMS.owners
    )


def test_a_model_of_digits_and_a_variant_is_a_code() -> None:
    assert model_codes(["1034", "d"]) == {"1034d"}
    assert model_codes(["10", "am"]) == set()  # a time, not a model


def test_a_model_alone_names_its_job() -> None:
    found = _read("1034D מוכן?")
    assert found.intent == "repair_status"
    assert found.names is not None and found.names.customer_ids == (1,)


def test_a_latin_maker_typed_in_hebrew_finds_its_owner() -> None:
    assert _ITEMS.owners(["הרובורוק"], set()) == {2: {"word:roborock"}}
    found = _read("הרובורוק מוכן?")
    assert found.intent == "repair_status"
    assert found.names is not None and found.names.customer_ids == (2,)


def test_open_said_of_a_job_asks_the_job() -> None:
    assert _read("יש לאנה קוגן תיקון פתוח?").intent == "repair_status"
    assert _read("לאנה קוגן יש משהו פתוח?").intent == "customer_balance"  # open of nothing: owed


def test_something_here_is_a_job_of_theirs() -> None:
    assert _read("Peter Hall, does he have something here?").intent == "repair_status"
    assert _read("לנאדיה חדאד יש משהו אצלנו?").intent == "repair_status"
    assert _read("what's the phone of Peter Hall").intent == "customer_lookup"
