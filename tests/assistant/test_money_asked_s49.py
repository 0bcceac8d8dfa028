"""Which money record a short ask about a named customer wants (session 49, helper money49): paying said
with the job it was for is that job's invoice, "open" said of nothing is the account; a person paying
alone, an invoice named or a job's state asked stay as they were."""

from __future__ import annotations

from datetime import date

import pytest
from fastapi.testclient import TestClient

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand
from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.test_understanding import chat, make_repair

TODAY = date(2026, 12, 6)
INDEX = CustomerIndex.build(
    [(1, "אחמד מסארווה", None, "רח' הזית 3, טייבה", ""), (2, "Michael Stern", None, "Tel Aviv", "")]
    + [(n, f"לקוח {n}", None, f"רח' העצמאות {n}, חיפה", "") for n in range(10, 30)]
)


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # paid for a job or a thing: that job's invoice
        ("אחמד מסארווה שילם כבר על המכבש?", "invoice_status"),
        ("Has Michael Stern paid for the dryer yet?", "invoice_status"),
        ("did michael stern pay for the washer job or not", "invoice_status"),
        ("I don't suppose Michael Stern has settled up for the repair yet?", "invoice_status"),
        # a person paying alone, paying for it all, or owing beside it: the account
        ("Has Michael Stern paid?", "customer_balance"),
        ("אחמד מסארווה שילם על הכל?", "customer_balance"),
        ("Michael Stern paid for the dryer, how much does he still owe?", "customer_balance"),
        # open said of nothing: the account
        ("לאחמד מסארווה יש משהו פתוח?", "customer_balance"),
        ("כמה פתוח אצל אחמד מסארווה", "customer_balance"),
        ("Michael Stern anything open?", "customer_balance"),
        ("how much is open with Michael Stern", "customer_balance"),
        # open said of an invoice or of a job: that record
        ("how much is open on INV-5044?", "invoice_status"),
        ("Which of Michael Stern's invoices are still open?", "invoice_status"),
        ("does Michael Stern have an open job?", "repair_status"),
    ],
)
def test_the_money_record_asked(text: str, intent: str) -> None:
    assert understand(text, today=TODAY, index=INDEX).intent == intent


def test_paid_for_a_job_answers_the_invoices_state(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    dana = make_customer("דנה שמש", "0521110031")
    make_invoice(dana, "80298", "450")
    make_repair(dana, "מכונת כביסה Miele", "delivered")
    body = chat(client, member_headers, "דנה שמש שילמה על המכונת כביסה?")
    assert body["intent"] == "invoice_status"
    assert "80298" in body["response"]
