"""Methods session 12's helper `chat12` left, each tried on other names than the batches': a name made of
two customers' words is nobody's, a follow-up asks about a relative's item, and a customer's name is
reported as the words typed together."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from tests.assistant.factories import make_customer
from tests.assistant.test_understanding import chat, make_repair


def _values(body: dict[str, Any], kind: str) -> list[str]:
    return [e["value"] for e in body["entities"] if e["type"] == kind]


def test_a_name_made_of_two_customers_words_is_no_customer(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # Each customer shares one word of the typed name: no one is meant, and the answer says whom it sought.
    make_customer("ירון מלכה", "0521110001")
    make_customer("שקד ורדי", "0521110002")
    body = chat(client, member_headers, "מי זה ירון ורדי")
    assert body["intent"] == "customer_lookup"
    assert "ירון ורדי" in body["response"] and "מלכה" not in body["response"]
    make_customer("Oscar Pike", "0521110003")
    make_customer("Leah Brandt", "0521110004")
    english = chat(client, member_headers, "who is Oscar Brandt")
    assert english["intent"] == "customer_lookup" and "Oscar Brandt" in english["response"]
    assert "Pike" not in english["response"]
    # A typo of one whole name is still that customer.
    typo = chat(client, member_headers, "who is Oscar Pyke")
    assert "0521110003" in typo["response"].replace("-", "")


def test_a_customers_name_is_reported_as_the_words_typed_together(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "במשרד של פרלמן" names the office by its surname; "משרד" stands apart and is not reported with it.
    make_customer('משרד רו"ח פרלמן ושות\'', "0521110011")
    body = chat(client, member_headers, "מה היתרה במשרד של פרלמן")
    assert body["intent"] == "customer_balance" and _values(body, "customer_name") == ["פרלמן"]
    whole = chat(client, member_headers, "מה היתרה של משרד רו\"ח פרלמן")
    assert _values(whole, "customer_name") == ['משרד רו"ח פרלמן']


def test_a_follow_up_about_a_relative_asks_about_the_customer_who_shares_the_phone(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    ido = make_customer("עידו שגיא", "0521110021")
    make_repair(ido, "דוד שמש", "in_progress")
    wife = make_customer("Maya Sagi", "0521110021", notes="עידו's wife")
    make_repair(wife, "kitchen faucet Hansgrohe", "ready")
    first = chat(client, member_headers, "מה עם הדוד של עידו שגיא")
    follow = chat(client, member_headers, "ומה עם הברז של אשתו", first["conversation_id"])
    assert follow["intent"] == "repair_status" and "Hansgrohe" in follow["response"]
    # A word ending in a final letter ("הבן") is one of them too: the text's words come folded.
    son = make_customer("Tal Sagi", "0521110023", notes="הבן של Rina Sagi")
    make_repair(son, "bike lock", "ready")
    mother = make_customer("Rina Sagi", "0521110023")
    make_repair(mother, "water filter", "ready")
    first = chat(client, member_headers, "Rina Sagi balance")
    follow = chat(client, member_headers, "והמנעול של הבן שלה מוכן?", first["conversation_id"])
    assert "bike lock" in follow["response"]
    # No one tied to the customer: the answer says so, not the customer's own item.
    alone = make_customer("Victor Hale", "0521110022")
    make_repair(alone, "water heater", "ready")
    first = chat(client, member_headers, "Victor Hale's water heater ready?")
    none = chat(client, member_headers, "and his wife's faucet?", first["conversation_id"])
    assert "water heater" not in none["response"] and "Victor Hale" in none["response"]
