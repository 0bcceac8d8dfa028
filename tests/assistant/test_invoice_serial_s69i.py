"""A bare number said beside a named customer as what is left or paid on, or what was paid (session 60):
the serial of an invoice of theirs printed with a prefix ("כמה נשאר לה לשלם על 4128" of SN-4128), not a
sum; a number told beside their balance in no such way stays unlinked."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.test_understanding import chat


def test_what_is_left_on_a_serial_of_the_named_customers_is_that_invoice(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    esther = make_customer("אסתר אזולאי", "0521690001")
    make_invoice(esther, "SN-4128", "2000", paid="720")
    make_invoice(esther, "SN-4130", "500")
    body = chat(client, member_headers, "אסתר אזולאי ממבשרת, כמה נשאר לה לשלם על 4128")
    assert body["intent"] == "invoice_status"
    assert {"type": "invoice_number", "value": "SN-4128"} in [
        {"type": e["type"], "value": e["value"]} for e in body["entities"]
    ]
    assert "1,280.00" in body["response"]


def test_a_serial_the_named_customer_paid_is_that_invoice(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    yaakov = make_customer("Yaakov Ohayon", "0521690002")
    make_invoice(yaakov, "AR-5127", "900", paid="900")
    make_invoice(yaakov, "AR-5140", "300")
    body = chat(client, member_headers, "ו-Yaakov Ohayon שילם את 5127?")
    assert body["intent"] == "invoice_status"
    assert "AR-5127" in body["response"]


def test_a_number_beside_a_balance_asked_stays_a_sum(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    dov = make_customer("דב שטרן", "0521690003")
    make_invoice(dov, "KL-2077", "700")
    body = chat(client, member_headers, "כמה חייב דב שטרן 2077?")
    assert body["intent"] == "customer_balance"
