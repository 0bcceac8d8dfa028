"""English as an office types it in a hurry or writes it politely (session 34), tried on trades no batch is
about (a catering-equipment supplier, a print shop, a pest-control company): office shorthand read as the
words it stands for ("bal", "invs", "acct", "pmt", "cust", "w/", "re:", "u", "pls", "thx"), a courtesy that
closes a conversation read as one, and a polite wrapping ("could you remind me ...", "I was wondering if
...") that does not steer what is asked."""

from __future__ import annotations

from datetime import date

import pytest
from fastapi.testclient import TestClient

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding, understand
from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.test_understanding import chat

TODAY = date(2026, 12, 4)
INDEX = CustomerIndex.build(
    [
        (1, "Noam Barkai", None),
        (2, "Hannah Weiss", None),
        (3, 'קייטרינג טעמים בע"מ', None),
        (4, "Lior Shaked", None),
        (5, "Rita Mendes", None),
    ]
)


def _read(text: str, bound: bool = False, previous: str | None = None) -> Understanding:
    return understand(text, today=TODAY, index=INDEX, has_bound_customer=bound, previous_intent=previous)


@pytest.mark.parametrize(
    "text",
    [
        "bal for noam barkai pls",
        "acct bal hannah weiss?",
        "bal 054-7123456",
        "whats the bal on cust 054-7123456",
        "lior shaked bal now?",
        "total amt due from hannah weiss asap",
    ],
)
def test_a_balance_asked_in_office_shorthand_is_a_balance(text: str) -> None:
    found = _read(text)
    assert found.intent == "customer_balance", (text, found.intent, found.scores)


@pytest.mark.parametrize(
    "text",
    [
        "rita mendes acct status",
        "check acct for rita mendes",
        "noam barkai - status of his account",
        "pls send me the account statement for hannah weiss",
        "Dear assistant, please let me know the status of Rita Mendes's account.",
    ],
)
def test_the_state_of_a_customers_account_is_their_balance(text: str) -> None:
    found = _read(text)
    assert found.intent == "customer_balance", (text, found.intent, found.scores)


def test_a_bound_customers_balance_asked_in_shorthand_is_theirs() -> None:
    assert _read("whats her bal", bound=True, previous="repair_status").intent == "customer_balance"


@pytest.mark.parametrize(
    "text",
    [
        "open invs for hannah weiss",
        "unpaid invs w/ noam barkai?",
        "re: lior shaked - open invs",
        "pmt status of lior shakeds invs",
    ],
)
def test_invoices_asked_in_office_shorthand_are_invoices(text: str) -> None:
    found = _read(text)
    assert found.intent == "invoice_status", (text, found.intent, found.scores)


def test_shorthand_inside_an_email_or_a_name_is_left_as_typed() -> None:
    found = _read("whose email is inv.bal@tamim.co.il")
    assert [e.value for e in found.entities if e.type == "email"] == ["inv.bal@tamim.co.il"]
    assert found.intent == "customer_lookup"


@pytest.mark.parametrize("text", ["what can u do", "what can u do for me?", "can u help me"])
def test_what_it_can_do_asked_with_u_for_you_is_help(text: str) -> None:
    assert _read(text).intent == "help", text


@pytest.mark.parametrize(
    "text",
    [
        "thx",
        "thx!!",
        "ok thx bye",
        "Thank you very much, that's all for now.",
        "thanks a lot, have a nice day",
        "great, thats it for today. thanks!",
        "thanks so much for your help!",
        "Thank you very much for all your help.",
    ],
)
def test_a_courtesy_that_closes_the_conversation_is_a_greeting(text: str) -> None:
    found = _read(text)
    assert found.intent == "greeting", (text, found.intent, found.scores)


def test_a_closing_courtesy_beside_a_question_still_asks_it() -> None:
    assert _read("thanks! and whats the bal for noam barkai").intent == "customer_balance"


@pytest.mark.parametrize(
    "text",
    [
        "Could you remind me what your payment terms are?",
        "I was wondering what the terms of payment are for new customers.",
        "what are ur credit terms",
        "Hi, I hope you're well. Could you tell me what the call-out fee is?",
        "whats the fee for a visit",
        "what are your fees",
        "מה תנאי התשלום אצלכם?",
    ],
)
def test_payment_terms_and_fees_asked_politely_or_in_hebrew_are_a_policy(text: str) -> None:
    found = _read(text)
    assert found.intent == "knowledge", (text, found.intent, found.scores)


HEBREW_STORED = CustomerIndex.build([(1, "אבי כהן", None), (2, "סמיר חורי", None), (3, "הדברת השרון", None)])


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("avi cohens dryer - status pls", "repair_status"),
        ("samir khourys invs?", "invoice_status"),
        ("whats avi cohens bal", "customer_balance"),
    ],
)
def test_a_hebrew_name_typed_in_latin_letters_with_a_possessive_s_and_no_apostrophe_is_the_name(
    text: str, intent: str
) -> None:
    found = understand(text, today=TODAY, index=HEBREW_STORED)
    assert found.names is not None and len(found.names.customer_ids) == 1, (text, found.names)
    assert found.intent == intent, (text, found.intent, found.scores)


@pytest.mark.parametrize(
    "text",
    [
        "who's the customer with invoice SV-0105?",
        "who is the cust on inv 61044",
        "which customer has inv SV-0105",
        "which client is invoice 61044 for?",
    ],
)
def test_the_customer_of_an_invoice_asked_in_english_is_a_lookup(text: str) -> None:
    found = _read(text)
    assert found.intent == "customer_lookup", (text, found.intent, found.scores)


def test_an_invoice_number_typed_without_its_printed_zeros_or_with_its_year_written_out_is_found(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # A pest-control company's invoices: a code with a zero-padded serial, and a serial over its year.
    yard = make_customer("מדשאות הגליל", "04-6543210")
    make_invoice(yard, "SV-0091", "800")
    make_invoice(yard, "2207/25", "1500", "500")
    make_invoice(yard, "INV-2210", "640")
    for text, printed in [
        ("inv sv-91 paid?", "SV-0091"),
        ("whats the status of sv-91", "SV-0091"),
        ("is inv 2207/2025 paid", "2207/25"),
        # "inv" before a number may be the printed code's own letters, not only the word spelled short
        ("inv 2210 paid?", "INV-2210"),
        ("pmt status inv #2210", "INV-2210"),
    ]:
        body = chat(client, member_headers, text)
        numbers = [e["value"] for e in body["entities"] if e["type"] == "invoice_number"]
        assert body["intent"] == "invoice_status" and numbers == [printed], (text, body["intent"], numbers)
        assert printed in body["response"], (text, body["response"])


@pytest.mark.parametrize(
    "text", ["phone pls", "and the phone no.?", "and their tax id?", "mobile?", "address pls"]
)
@pytest.mark.parametrize("previous", ["customer_balance", "repair_status"])
def test_a_card_field_asked_alone_after_a_customer_is_their_lookup(text: str, previous: str) -> None:
    found = _read(text, bound=True, previous=previous)
    assert found.intent == "customer_lookup", (text, previous, found.intent, found.scores)


@pytest.mark.parametrize("text", ["phone pls", "is tax included in the price?"])
def test_a_card_field_with_nobody_bound_is_no_lookup(text: str) -> None:
    assert _read(text).intent != "customer_lookup", text


def test_a_phone_of_the_bound_customers_repairs_is_still_that_repair() -> None:
    """ "and her phone?" where her repair is a phone asks after it, not for her number."""
    found = understand(
        "and her phone?",
        today=TODAY,
        index=INDEX,
        has_bound_customer=True,
        previous_intent="repair_status",
        bound_items=frozenset({"iphone", "phone"}),
    )
    assert found.intent == "repair_status", (found.intent, found.items)


def test_a_function_word_ending_in_s_beside_a_transliterated_name_is_no_part_of_it() -> None:
    """ "does" is no possessive of a "doe": the name found is the one typed, whole."""
    index = CustomerIndex.build([(1, "עידו כץ", None), (2, "אלי כהן", None)])
    found = understand("what does ido katz owe", today=TODAY, index=index)
    assert [e.value for e in found.entities if e.type == "customer_name"] == ["ido katz"]
