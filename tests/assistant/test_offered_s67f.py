"""The answer to the assistant's own "which one?" (helper ``follow67f``): the customers it listed are kept
with that answer, and the next short message is read against them first: by town, first name, place in
the list or a phone's last digits; a new question naming a customer of its own keeps that customer."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.test_understanding import chat


def _two_barzilais() -> tuple[int, int]:
    yigal = make_customer("יגאל ברזילי", "0546612034", address="רח' דוד אלעזר 14, רחובות")
    orna = make_customer("אורנה ברזילי", "0523348871", address="רח' הנרקיס 3, גדרה")
    make_invoice(yigal, "24162", "1420")
    make_invoice(orna, "24118", "690")
    return yigal, orna


def _asked_which(client: TestClient, headers: dict[str, str], text: str) -> int:
    first = chat(client, headers, text)
    assert "24162" not in first["response"] or "24118" in first["response"]  # both listed, no one chosen
    return int(first["conversation_id"])


def test_the_reply_to_which_one_picks_among_the_listed(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    yigal, orna = _two_barzilais()
    replies = {
        "זה מגדרה": orna,
        "the one in Rehovot": yigal,
        "יגאל": yigal,
        "השני": orna,
        "הראשון": yigal,
        "זה שהטלפון שלו נגמר ב-71": orna,
    }
    for reply, customer in replies.items():
        conversation = _asked_which(client, member_headers, "כמה חייב ברזילי?")
        picked = chat(client, member_headers, reply, conversation)
        assert picked["intent"] == "customer_balance", reply
        assert picked["context"]["customer"]["id"] == customer, reply


def test_a_new_question_after_which_one_keeps_its_own_customer(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    _two_barzilais()
    club = make_customer("קאנטרי קלאב רחובות", "089461200", address="רח' בוסתנאי 2, רחובות")
    conversation = _asked_which(client, member_headers, "כמה חייב ברזילי?")
    own = chat(client, member_headers, "כמה חייב קאנטרי קלאב רחובות?", conversation)
    assert own["context"]["customer"]["id"] == club


def test_the_kept_list_is_not_an_entity_the_client_sees(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    """The contract's entity types only, in the answer and in the conversation's messages; the reply is
    still read against the list."""
    yigal, _orna = _two_barzilais()
    conversation = _asked_which(client, member_headers, "כמה חייב ברזילי?")
    picked = chat(client, member_headers, "the one in Rehovot", conversation)
    assert picked["context"]["customer"]["id"] == yigal
    contract = {"phone", "invoice_number", "customer_name", "amount", "date", "email"}
    detail = client.get(f"/api/mcp-chatbot/conversations/{conversation}", headers=member_headers)
    messages = detail.json()["conversation"]["messages"]
    shown = [e for m in messages for e in m["entities"] or []] + picked["entities"]
    assert {e["type"] for e in shown} <= contract
