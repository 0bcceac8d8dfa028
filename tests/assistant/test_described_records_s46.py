"""Records described, not named (session 45, helper desc45): an invoice as a paper with a sum or sent; a
thing by a relative clause, its owner found by the jobs' own words (item and fault); a thing described
beside one customer named asks of their jobs; a paper alone or a card's field asked stays as it was."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.item_index import ItemIndex
from misrad.assistant.engine.jobs import job_text
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand

TODAY = date(2026, 12, 5)
CARDS = [
    (1, "דנה אלמוג", None, "רח' הנרקיס 12, עפולה", "לקוחה ותיקה"),
    (2, "יגאל ברנע", None, "רח' הזית 7, נוף הגליל", ""),
    (3, "Sigal Haddad", None, "רח' ארלוזורוב 22, חולון", ""),
    (4, "Eli Benshimol", None, "רח' הבנים 16, עפולה", ""),
]
JOBS = [
    (1, 1, job_text("מדיח כלים Bosch", "לא מסיים תוכנית, מים נשארים בתחתית")),
    (2, 2, job_text("מקרר Samsung", "לא מקרר בתא התחתון")),
    (3, 3, job_text("מיקרוגל Panasonic", "לא מחמם")),
    (4, 4, job_text("מזגן עילי Tadiran", "מטפטף מים")),
]
OTHERS = [(n, f"לקוח {n}", None, f"רח' העצמאות {n}, חיפה", "") for n in range(10, 30)]
INDEX = CustomerIndex.build(CARDS + OTHERS)
ITEMS = ItemIndex.build(JOBS)


def _read(text: str) -> tuple[str, tuple[int, ...]]:
    found = understand(text, today=TODAY, index=INDEX, item_owners=ITEMS.owners)
    return found.intent, (found.names.customer_ids if found.names is not None else ())


@pytest.mark.parametrize(
    "text",
    [
        "הדף ששלחנו לדנה אלמוג עם הסכום של 480 - שילמה?",
        "הטופס ששלחנו לדנה אלמוג - כמה שילמה?",
        "the paper we sent Dana Almog for 480, has it been paid?",
    ],
)
def test_a_paper_with_a_sum_or_sent_is_an_invoice(text: str) -> None:
    assert _read(text) == ("invoice_status", (1,))


@pytest.mark.parametrize(
    ("text", "customer"),
    [
        ("זה שלא מקרר בתא התחתון - מה מצבו?", 2),
        ("זה שלא מחמם, המיקרו, מה היה איתו?", 3),
        ("the AC that drips water - when's the technician coming?", 4),
    ],
)
def test_a_thing_described_by_its_fault_names_its_owner(text: str, customer: int) -> None:
    assert _read(text) == ("repair_status", (customer,))


def test_a_thing_described_beside_one_named_asks_of_their_jobs() -> None:
    assert _read("the box that heats food for Sigal Haddad - did she get it back?") == ("repair_status", (3,))


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("תשלח לי את הדף של התיקון של דנה אלמוג", "repair_status"),  # a paper alone is no invoice
        ("מה הטלפון של דנה אלמוג?", "customer_lookup"),
        ("מה היתרה של דנה אלמוג?", "customer_balance"),
    ],
)
def test_what_is_no_description_stays(text: str, intent: str) -> None:
    assert _read(text)[0] == intent
