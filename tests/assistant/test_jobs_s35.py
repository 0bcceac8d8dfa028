"""A repair named by its job and money asked in an owner's words (session 35, helper jobs35), tried on
invented records of trades no batch is about (an industrial laundry's machines, a bakery's ovens, a lift
servicer): a foreman's "the bearing swap for Almog", "the one with the burnt board", "the remotes"; an
owner's "did Shapiro ever settle up", "what's his tab at", "how much is Golan into us for", "who owes us
the most"."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal
from typing import Any

import pytest
from fastapi.testclient import TestClient

from misrad.assistant import functions
from misrad.assistant.engine.item_index import ItemIndex
from misrad.assistant.engine.jobs import job_text, job_words
from misrad.assistant.engine.most_owing import asks_for_the_most
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding, understand
from misrad.assistant.engine.text import tokens
from misrad.auth.schemas import Caller
from misrad.core.clock import business_today
from misrad.core.db import get_database
from misrad.core.errors import InvalidInput
from misrad.records import service as records
from misrad.records.schemas import RepairCreate
from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.test_understanding import chat

TODAY = date(2026, 12, 4)
CUSTOMERS = [
    (1, "נועה אלמוג", None),
    (2, "עמרי שפירא", None),
    (3, "Golan Tzur", None),
    (4, "מאפיית השקד", None),
    (5, "Daniel Green", None),
    (6, "יעל רוזן", None),
    (7, "דוד רוזן", None),
]
# (repair id, customer id, item, description)
JOBS = [
    (1, 1, "מכונת כביסה תעשייתית Electrolux", "החלפת מיסבים שחוקים בתוף, מוכן לאיסוף"),
    (2, 4, "תנור קומות לאפייה", "כרטיס בקר שרוף אחרי קצר"),
    (3, 2, "מייבש תעשייתי", "מנוע שרוף, החלפת מנוע"),
    (4, 3, "מעלית משא", "שיפוץ בוכנה הידראולית ואטמים"),
    (5, 6, "שלט רחוק לדלת", "תכנות שלט"),
    (6, 6, "מנוע לדלת החניה", "בדיקה"),
    (7, 7, "מנוע לדלת החניה", "ביקור שירות"),
]
INDEX = CustomerIndex.build(CUSTOMERS)
ITEMS = ItemIndex.build([(r, c, job_text(item, text)) for r, c, item, text in JOBS])


def _read(text: str, bound: int | None = None, previous: str | None = None) -> Understanding:
    return understand(
        text,
        today=TODAY,
        index=INDEX,
        previous_intent=previous,
        has_bound_customer=bound is not None,
        bound_items=ITEMS.words_of(bound) if bound is not None else frozenset(),
        items_of=ITEMS.words_of,
        item_owners=ITEMS.owners,
    )


def _who(found: Understanding) -> tuple[int, ...]:
    return found.names.customer_ids if found.names else ()


def test_a_jobs_words_are_its_descriptions_content_words_not_a_records_own() -> None:
    words = job_words("החלפת מיסבים שחוקים בתוף, מוכן לאיסוף")
    assert "מיסבימ" in words and "החלפת" in words
    # A status or a pick-up said in the description asks of a record already: no word of this job.
    assert not {"מוכנ", "לאיסופ"} & set(words)
    assert job_text("מקרר Sharp", None) == "מקרר Sharp"


@pytest.mark.parametrize(
    ("text", "customer"),
    [
        ("the bearing swap for Almog - where are we with it?", 1),
        ("מה עם החלפת המיסבים של נועה", 1),
        ("the motor swap for Shapira, done?", 2),
        ("is the piston rebuild at Golan's finished?", 3),
    ],
)
def test_a_named_customers_job_said_by_its_work_is_their_repair(text: str, customer: int) -> None:
    found = _read(text)
    assert found.intent == "repair_status" and _who(found) == (customer,), (text, found.intent, found.scores)


@pytest.mark.parametrize(
    ("text", "customer"),
    [
        # Two jobs are burnt; only one is a burnt board: the owner whose job meets the most words.
        ("the one with the burnt board - is it back up?", 4),
        ("מה עם הכרטיס השרוף בתנור?", 4),
        ("the hydraulic piston that was leaking, did the seals come in?", 3),
    ],
)
def test_a_job_asked_with_no_one_named_is_the_one_whose_job_meets_the_most_words(
    text: str, customer: int
) -> None:
    found = _read(text)
    assert found.intent == "repair_status" and _who(found) == (customer,), (text, found.intent, found.scores)


def test_a_plural_meets_its_singulars_translation_and_a_surname_two_share_is_still_a_repair() -> None:
    assert _read("and the remotes for her?", bound=6, previous="repair_status").intent == "repair_status"
    # Both Rozens have a door motor in the lab: a repair of theirs is asked, the answer asks which one.
    for text in ("מה עם המנוע של רוזן?", "what about Rozen's motor?"):
        found = _read(text)
        assert found.intent == "repair_status" and set(_who(found)) == {6, 7}, (text, found.scores)
    # Only one Rozen's job is a service visit.
    assert _who(_read("Rozen's service visit, closed out?")) == (7,)


@pytest.mark.parametrize(
    "text",
    [
        "did Shapira ever settle up?",
        "is Golan Tzur paid up?",
        "how much is Golan into us for?",
        "what's Shapira's tab at?",
        "is Almog behind on anything?",
        "how much do we have coming from Golan?",
        "what's still out there with the bakery?",
        "שפירא סגר איתנו בסוף?",
        "עמרי שפירא התחשבן איתנו?",
    ],
)
def test_an_owners_words_for_what_is_owed_ask_the_balance(text: str) -> None:
    found = _read(text)
    assert found.intent == "customer_balance" and found.names is not None, (text, found.intent, found.scores)


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("how much is a service call?", "knowledge"),
        ("has invoice 4471 been settled in full?", "invoice_status"),
        ("what jobs do we have going for Golan?", "repair_status"),
        ("איזה עבודות פתוחות יש לשפירא", "repair_status"),
    ],
)
def test_beside_them_a_price_an_invoice_and_the_jobs_of_someone_keep_their_intents(
    text: str, intent: str
) -> None:
    assert _read(text).intent == intent, (text, _read(text).scores)


def test_a_capitalised_word_that_is_a_customers_stored_surname_names_them() -> None:
    assert _who(_read("what does Green owe?")) == (5,)
    assert _who(_read("is Green paid up?")) == (5,)
    assert _read("what does the green one owe").names is None  # lowercase: the colour


def test_a_superlative_of_an_amount_asks_of_all_the_accounts() -> None:
    for text in ("who owes us the most?", "who is our biggest debtor", "מי חייב לנו הכי הרבה?"):
        assert asks_for_the_most(tokens(text)), text
    for text in ("how much does Golan owe", "מי חייב לנו כסף", "הכי חשוב לי לדעת מה שפירא חייב"):
        assert not asks_for_the_most(tokens(text)), text


def _repair(customer_id: int, item: str, description: str) -> None:
    with get_database().unit_of_work() as session:
        records.create_repair(
            session,
            RepairCreate(
                customer_id=customer_id,
                item=item,
                description=description,
                status="waiting_for_parts",
                estimated_cost=Decimal("100"),
            ),
        )


def test_who_owes_the_most_lists_the_largest_debts_and_binds_the_first(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    small = make_customer("Oren Biton", "0527710001")
    big = make_customer("מאפיית השקד", "0527710002")
    make_invoice(small, "7101", "300")
    make_invoice(big, "7102", "5200", paid="200")
    make_invoice(big, "7103", "1000", due_in_days=-5)
    body: dict[str, Any] = chat(client, member_headers, "who owes us the most?")
    assert body["intent"] == "customer_balance", body
    assert body["functions_used"] == ["get_top_debtors"], body  # a named function, as an LLM would call
    text = body["response"]
    assert "מאפיית השקד" in text and "6,000.00" in text
    assert text.index("מאפיית השקד") < text.index("Oren Biton")
    follow = chat(client, member_headers, "which invoices is that?", body["conversation_id"])
    assert "7102" in follow["response"] and "7101" not in follow["response"], follow
    hebrew = chat(client, member_headers, "מי חייב לנו הכי הרבה?")
    assert "מאפיית השקד" in hebrew["response"], hebrew


def test_a_job_said_by_its_description_is_answered_with_that_repair(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    noa = make_customer("נועה אלמוג", "0527710003")
    _repair(noa, "מכונת כביסה תעשייתית", "החלפת מיסבים שחוקים")
    _repair(noa, "מייבש Miele", "ניקוי מסנן")
    body = chat(client, member_headers, "the bearing swap for Noa, parts in yet?")
    assert body["intent"] == "repair_status" and "מכונת כביסה" in body["response"], body
    assert "Miele" not in body["response"], body


def _promised(customer_id: int, item: str, when: date, status: str = "in_progress") -> None:
    with get_database().unit_of_work() as session:
        records.create_repair(
            session, RepairCreate(customer_id=customer_id, item=item, status=status, promised_date=when)
        )


def test_the_jobs_promised_for_a_day_asked_of_no_one_are_listed_with_their_customers(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    today = business_today()
    lift = make_customer("Golan Tzur", "0527710004")
    bakery = make_customer("מאפיית השקד", "0527710005")
    _promised(lift, "מעלית משא", today)
    _promised(bakery, "תנור קומות", today + timedelta(days=1))
    _promised(bakery, "מיקסר תעשייתי", today, status="delivered")  # handed over: not due any more
    body = chat(client, member_headers, "which jobs are due back today?")
    assert body["intent"] == "repair_status", body
    assert body["functions_used"] == ["get_repairs_due"], body
    assert "Golan Tzur" in body["response"] and "מעלית משא" in body["response"], body
    assert "תנור" not in body["response"] and "מיקסר" not in body["response"], body
    hebrew = chat(client, member_headers, "אילו תיקונים צריכים להיות מוכנים מחר")
    assert "מאפיית השקד" in hebrew["response"] and "תנור קומות" in hebrew["response"], hebrew
    # A customer named with the day asks of that customer's jobs, not of the day's.
    named = chat(client, member_headers, "the job we promised Golan for today - on track?")
    assert "Golan Tzur" in named["response"] and "תנור" not in named["response"], named


@pytest.mark.usefixtures("database")
def test_the_largest_debts_and_a_days_jobs_are_named_functions_with_checked_arguments() -> None:
    """What the engine answers of all the accounts or of a day, an LLM or an MCP client can ask too."""
    golan = make_customer("Golan Tzur", "0527710006")
    make_invoice(golan, "7201", "450", paid="50")
    make_invoice(make_customer("Dana Levi", "0527710007"), "7202", "120")
    _promised(golan, "מעלית משא", business_today())
    caller = Caller(id=1, email="m@example.co.il", display_name="m", role="member")
    with get_database().unit_of_work(write=False) as session:
        top = functions.execute(session, caller, "get_top_debtors", {"limit": 1})
        due = functions.execute(session, caller, "get_repairs_due", {"date": business_today().isoformat()})
        with pytest.raises(InvalidInput) as bad:
            functions.execute(session, caller, "get_repairs_due", {"date": "tomorrow-ish"})
    assert isinstance(top, functions.TopDebtorsResult) and isinstance(due, functions.RepairsDueResult)
    assert [(d.customer.name, d.owed) for d in top.debtors] == [("Golan Tzur", Decimal("400.00"))]
    assert [(r.customer and r.customer.name, r.repair.item) for r in due.repairs] == [
        ("Golan Tzur", "מעלית משא")
    ]
    assert bad.value.error_code == "function_bad_argument" and bad.value.params == {"name": "date"}
