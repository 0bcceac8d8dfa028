"""A question about a business the engine was not tuned on: its customers' things called whatever the
clerk calls them, linked to that customer's own repair items (not to a list of devices); a person who
paid asked in English; printed invoice codes typed apart; names heard in the other script; a question
of what may be done, asked of no record, which the knowledge base answers."""

from __future__ import annotations

from datetime import date

from fastapi.testclient import TestClient

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding, understand
from misrad.assistant.engine.text import tokens
from misrad.assistant.knowledge_forms import forms
from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.test_understanding import chat, make_knowledge, make_repair

TODAY = date(2026, 11, 24)
INDEX = CustomerIndex.build(
    [(1, "רפי קליין", None), (2, "Chloe Martin", None), (3, "ענבל צור", None), (4, "Michael Stone", None)]
)
# The customers' repairs, as stored: a console, a speaker, a phone; customer 3 has none.
ITEMS = {1: ("Nintendo Switch OLED",), 2: ("iPhone 15", "רמקול JBL Flip 5"), 4: ("Kindle Paperwhite",)}


def _items_of(customer_id: int) -> frozenset[str]:
    return frozenset(w for item in ITEMS.get(customer_id, ()) for w in tokens(item) if len(w) >= 3)


def _read(text: str, **context: object) -> Understanding:
    return understand(text, today=TODAY, index=INDEX, items_of=_items_of, **context)  # type: ignore[arg-type]


def test_a_thing_of_the_customer_named_in_the_other_script_is_their_repair() -> None:
    switch = _read("הנינטנדו של רפי קליין מוכן?")
    assert switch.intent == "repair_status" and "word:nintendo" in switch.items
    # "Kindle" in Hebrew letters; nobody's list of devices holds it.
    kindle = _read("מה עם הקינדל של מייקל סטון")
    assert kindle.intent == "repair_status" and "word:kindle" in kindle.items
    # A word of her item beside a balance's own word does not make the balance a repair.
    assert _read("היתרה של רפי קליין על הנינטנדו").intent == "customer_balance"


def test_the_thing_of_a_customer_with_repairs_is_asked_about_them() -> None:
    # "The router of <name>" where her repairs hold no router word: still a thing of hers, not her card.
    assert _read("הראוטר של רפי קליין").intent == "repair_status"
    assert _read("any news on Chloe Martin's drone").intent == "repair_status"
    # A customer with no repairs keeps the lookup; a field of the card stays one.
    assert _read("הכתובת של רפי קליין").intent == "customer_lookup"
    assert _read("what is the email of Chloe Martin").intent == "customer_lookup"
    # A word beside another record's own word describes that record.
    assert _read("החשבונית האחרונה של רפי קליין").intent == "invoice_status"


def test_her_phone_is_the_one_in_the_lab_only_when_something_is_asked_of_it() -> None:
    assert _read("is Chloe Martin's phone ready").intent == "repair_status"
    assert _read("what's Chloe Martin's phone").intent == "customer_lookup"


def test_an_english_customer_who_paid_is_asked_what_they_still_owe() -> None:
    assert _read("has Chloe Martin paid everything").intent == "customer_balance"
    assert _read("did Michael Stone pay").intent == "customer_balance"
    assert _read("were Chloe Martin's invoices paid").intent == "invoice_status"


def test_a_printed_code_typed_apart_is_an_invoice_but_a_device_model_is_not() -> None:
    code = _read("TP 2318 balance")
    assert code.intent == "invoice_status"
    assert [e.value for e in code.entities if e.type == "invoice_number"] == ["TP-2318"]
    assert not [e for e in _read("my TV 1500 is broken").entities if e.type == "invoice_number"]


def test_an_english_ch_is_also_heard_as_k() -> None:
    found = _read("כמה חייב מייקל סטון")
    assert found.names is not None and found.names.customer_ids == (4,)


def test_what_may_be_done_asked_of_no_record_is_answered_by_the_knowledge_base(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_knowledge(
        "אמצעי תשלום",
        "על תיקון שעולה יותר מ-1,000 ₪ אפשר לפרוס עד 3 תשלומים ללא ריבית.",
        ["תשלום", "payment"],
    )
    hebrew = chat(client, member_headers, "אפשר לשלם על התיקון בתשלומים?")
    assert hebrew["intent"] == "knowledge" and "3 תשלומים" in hebrew["response"]
    english = chat(client, member_headers, "can I pay for the repair in installments")
    assert english["intent"] == "knowledge" and "3 תשלומים" in english["response"]
    # A request of a record in the same polite words stays one.
    owner = make_customer("ענבל צור", "0527770012")
    make_repair(owner, "iPad Air", "ready")
    assert chat(client, member_headers, "אפשר את הסטטוס של התיקון של ענבל צור?")["intent"] == "repair_status"


def test_a_noun_in_sis_and_its_verb_meet_in_the_knowledge_base() -> None:
    assert set(forms("diagnose")) & set(forms("diagnosis"))


def test_a_customers_own_item_links_through_the_api(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    owner = make_customer("רפי קליין", "0527770011")
    make_repair(owner, "Nintendo Switch OLED", "waiting_for_parts")
    answer = chat(client, member_headers, "מה עם הנינטנדו של רפי קליין")
    assert answer["intent"] == "repair_status"
    assert "Nintendo Switch OLED" in answer["response"]


def test_a_follow_up_of_an_answer_about_one_invoice_asks_of_that_invoice() -> None:
    context = {"previous_intent": "invoice_status", "previous_invoice": "TP-2344", "has_bound_customer": True}
    left = _read("וכמה נשאר בה?", **context)
    assert left.intent == "invoice_status"
    assert [e.value for e in left.entities if e.type == "invoice_number"] == ["TP-2344"]
    # She owes: the customer's balance, not the invoice.
    assert _read("וכמה היא חייבת?", **context).intent == "customer_balance"


def test_the_last_invoice_is_carried_through_the_api(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    owner = make_customer("ענבל צור", "0527770013")
    make_invoice(owner, "TP-2344", "450", paid="100")
    make_invoice(owner, "TP-2345", "900")
    first = chat(client, member_headers, "חשבונית TP-2344 שולמה?")
    follow = chat(client, member_headers, "וכמה נשאר בה?", first["conversation"]["id"])
    assert follow["intent"] == "invoice_status"
    assert "350.00" in follow["response"] and "1,250.00" not in follow["response"]
