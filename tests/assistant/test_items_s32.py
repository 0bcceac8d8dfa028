"""The customer found through the thing asked, and follow-ups naming a thing of the bound customer (session
32), each tried on trades no batch is about (a garden-tools shop, a bakery's equipment, a sewing-machine
repairer, a music shop): a phone a couple shares asked about "the repair" when only one of them has one; a
thing of two words whose second word is also a word of other customers' names; a thing said after "his" in
a word the lexicon holds only weakly; a plural asked of an item stored in its construct form."""

from __future__ import annotations

from datetime import date

import pytest
from fastapi.testclient import TestClient

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding, understand
from misrad.assistant.engine.text import tokens
from tests.assistant.factories import make_customer
from tests.assistant.test_understanding import chat, make_repair

TODAY = date(2026, 12, 4)
INDEX = CustomerIndex.build(
    [
        (1, "מאפיית לחם הארץ", None),
        (2, "Tom Greenberg", None),
        (3, "גיל ברנע", None),
        (4, "משתלת דשא ירוק", None),
    ]
)
# As stored: the bakery's trays in their construct plural, Tom's amplifier and its cable.
ITEMS = {
    1: ("מגשי אפייה נירוסטה", "מערבלי בצק"),
    2: ("Fender amplifier", "כבל מגבר 3 מטר"),
    3: ("תנור פיצה",),
}


def _items_of(customer_id: int | None) -> frozenset[str]:
    return frozenset(w for item in ITEMS.get(customer_id or 0, ()) for w in tokens(item) if len(w) >= 3)


def _read(text: str, bound: int | None = None) -> Understanding:
    return understand(
        text,
        today=TODAY,
        index=INDEX,
        has_bound_customer=bound is not None,
        bound_items=_items_of(bound),
        items_of=_items_of,
    )


def test_a_plural_asked_of_an_item_stored_in_its_construct_plural_is_that_item() -> None:
    trays = _read("המגשים של מאפיית לחם הארץ מוכנים?")
    assert trays.intent == "repair_status" and "word:מגשי" in trays.items, (trays.intent, trays.items)
    # A singular meets its plural's construct too; a plural of another thing meets neither.
    assert "word:מערבלי" in _read("המערבל של מאפיית לחם הארץ").items
    assert not {"word:מגשי", "word:מערבלי"} & _read("הכיסאות של מאפיית לחם הארץ").items


def test_a_thing_after_his_in_a_word_the_lexicon_holds_only_weakly_is_the_bound_customers() -> None:
    cable = _read("and his cable?", bound=2)
    assert cable.intent == "repair_status" and cable.items, (cable.intent, cable.items)
    # With nobody bound, or asked as a question of its own, the word keeps its other meaning.
    assert not _read("and his cable?").items
    assert _read("can you help me", bound=2).intent == "help"


def test_a_phone_a_couple_shares_asked_about_the_repair_is_the_one_with_a_repair(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    wife = make_customer("שירה אלמוג", "0548812277")
    husband = make_customer("עומר אלמוג", "054-8812277")
    make_repair(husband, "מכונת תפירה Singer Heavy Duty", "waiting_for_parts")
    body = chat(client, member_headers, "054-8812277 מה עם התיקון")
    assert body["intent"] == "repair_status", body
    assert "Singer" in body["response"] and "עומר אלמוג" in body["response"], body["response"]
    # Her balance is asked of the phone, not of a thing: both are listed.
    owed = chat(client, member_headers, "054-8812277 כמה חייבים")
    assert "שירה אלמוג" in owed["response"] and "עומר אלמוג" in owed["response"], owed["response"]
    # Once she has a repair too, each one's repairs are shown under their own name.
    make_repair(wife, "אוברלוק Juki MO-654", "ready")
    both = chat(client, member_headers, "054-8812277 מה עם התיקון")["response"]
    assert "Singer" in both and "Juki" in both and "שירה אלמוג" in both and "עומר אלמוג" in both, both


def test_a_things_second_word_beside_a_phone_is_the_things_not_another_customers_name(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "דשא" is a word of the nursery's name; said after "המכסחת" beside the phone it is the mower's.
    make_customer("משתלת דשא ירוק", "089912345")
    owner = make_customer("רונן שגיא", "0529930011")
    make_customer("ליאת שגיא", "052-9930011")
    make_repair(owner, "מכסחת דשא Makita", "received")
    body = chat(client, member_headers, "052-9930011 מה עם המכסחת דשא")
    assert body["intent"] == "repair_status", (body["intent"], body["response"])
    assert "Makita" in body["response"] and "משתלת" not in body["response"], body["response"]


GARAGES = CustomerIndex.build(
    [(11, "מוסך השלום רמלה", None), (12, "מוסך הצפון חיפה", None), (13, "יעל שמעוני", None)]
)
GARAGE_ITEMS = {11: ("מלגזה Toyota 2.5 טון",), 12: ("מדחס אוויר Atlas",)}


def _garage_items(customer_id: int) -> frozenset[str]:
    return frozenset(w for item in GARAGE_ITEMS.get(customer_id, ()) for w in tokens(item) if len(w) >= 3)


@pytest.mark.parametrize(
    ("question", "holder"), [("המלגזה של המוסך מוכנה?", 11), ("מה עם המדחס של המוסך", 12)]
)
def test_a_kind_of_place_several_names_share_said_as_a_things_owner_is_the_one_whose_records_hold_it(
    question: str, holder: int
) -> None:
    found = understand(question, today=TODAY, index=GARAGES, items_of=_garage_items)
    assert found.intent == "repair_status", (found.intent, found.entities)
    assert found.names is not None and found.names.customer_ids == (holder,), found.names


@pytest.mark.parametrize("question", ["המסור של המוסך מוכן?", "מה שעות הפתיחה של המוסך", "מה החוב של המוסך"])
def test_the_kind_of_place_names_no_one_of_them_when_no_records_thing_tells_them_apart(question: str) -> None:
    found = understand(question, today=TODAY, index=GARAGES, items_of=_garage_items)
    assert found.names is None or len(found.names.customer_ids) != 1, (question, found.names)


def test_a_word_the_lexicon_leans_elsewhere_said_as_the_customers_thing_meets_their_item() -> None:
    # "המחירון" leans to prices (2.5); Gil's item is a sign shop's digital price board.
    ITEMS[3] = ("מחירון דיגיטלי LED", "תנור פיצה")
    try:
        board = _read("המחירון של גיל ברנע מוכן?")
        assert board.intent == "repair_status" and "word:מחירונ" in board.items, (board.intent, board.items)
        # A record's own word stays that record's question.
        assert _read("היתרה של גיל ברנע").intent == "customer_balance"
    finally:
        ITEMS[3] = ("תנור פיצה",)


def test_a_numbered_thing_at_a_named_customer_is_a_repair_of_theirs() -> None:
    studio = CustomerIndex.build([(21, "Clayhouse Studio", None), (22, "Noa Peretz", None)])

    def kilns(customer_id: int) -> frozenset[str]:
        return frozenset(tokens("כבשן קרמיקה Skutt - מס 3")) if customer_id == 21 else frozenset()

    def read(text: str) -> Understanding:
        return understand(text, today=TODAY, index=studio, items_of=kilns)

    assert read("what's the status of kiln no. 3 at Clayhouse Studio").intent == "repair_status"
    assert read("status of kiln 3 at Clayhouse Studio").intent == "repair_status"
    # A field of the card or another record asked "at" them stays that question.
    assert read("what is the address of Clayhouse Studio").intent == "customer_lookup"
    assert read("what's the status of invoices at Clayhouse Studio").intent == "invoice_status"
