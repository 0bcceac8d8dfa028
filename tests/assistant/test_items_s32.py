"""The customer found through the thing asked, and follow-ups naming a thing of the bound customer (session
32), each tried on trades no batch is about (a garden-tools shop, a bakery's equipment, a sewing-machine
repairer, a music shop): a phone a couple shares asked about "the repair" when only one of them has one; a
thing of two words whose second word is also a word of other customers' names; a thing said after "his" in
a word the lexicon holds only weakly; a plural asked of an item stored in its construct form."""

from __future__ import annotations

from datetime import date

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
ITEMS = {1: ("מגשי אפייה נירוסטה", "מערבלי בצק"), 2: ("Fender amplifier", "כבל מגבר 3 מטר"), 3: ("תנור פיצה",)}


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
    assert wife != husband


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
