"""Repair status asked by a maker's or a model's name (helper ``rep72``): a Latin word of a job written in
Hebrew is a brand with or without an article ("פרקינס 80 מוכן?", "Eaton 9PX batteries arrived?"), and is
no customer's name heard by its sound ("the Riello UPS" is no אורלי); "everything we have in for <name>"
asks their jobs. With the controls that stay."""

from __future__ import annotations

from datetime import date

from misrad.assistant.engine.item_index import ItemIndex
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding, understand

_ITEMS = ItemIndex.build(
    [
        (1, 1, "גנרטור Perkins 80 קו״א במאפייה"),
        (2, 2, "UPS Eaton 9PX החלפת מצברים"),
        (3, 3, "UPS Riello לשרת האחסון"),
        (4, 4, "UPS למיטה החשמלית"),
        (5, 5, "ממיר Victron מכבה את הבית בלילה"),
        (6, 5, "בנק הסוללות בבית"),
    ]
)
_NAMES = CustomerIndex.build(
    [
        *[(1, "מאפיית אל-נור", None), (2, "Galil Data Systems", None), (3, "Northern Pixel Studio", None)],
        *[(4, "אורלי כהן", None), (5, "Tom O'Brien", None)],
    ]
)


def _read(text: str, bound: bool = False) -> Understanding:
    return understand(
        text,
        today=date(2026, 12, 7),
        index=_NAMES,
        items_of=_ITEMS.words_of,
        item_owners=_ITEMS.owners,
        has_bound_customer=bound,
    )


def _whose(found: Understanding) -> tuple[int, ...] | None:
    return found.names.customer_ids if found.names is not None else None


def test_a_maker_with_no_article_names_its_job() -> None:
    found = _read("פרקינס 80 מוכן?")
    assert (found.intent, _whose(found)) == ("repair_status", (1,))
    found = _read("Eaton 9PX batteries arrived?")
    assert (found.intent, _whose(found)) == ("repair_status", (2,))


def test_a_makers_word_is_no_name_heard_by_its_sound() -> None:
    found = _read("is the Riello UPS done?")
    assert (found.intent, _whose(found)) == ("repair_status", (3,))


def test_everything_we_have_in_for_them_asks_their_jobs() -> None:
    assert _read("everything we have in for Tom O'Brien").intent == "repair_status"


def test_controls_stay() -> None:
    assert _read("where is the Perkins service manual?").intent != "repair_status"
    assert _read("how much is a battery for an Eaton UPS?").intent == "knowledge"
