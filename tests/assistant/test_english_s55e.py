"""The blind writers' English beside the name (session 55, helper english54): whose the last answer's invoice
is, or one in another word order; a common English word that is no typo of the lexicon's; a question after
a colon; a customer's account looked into, or what they are behind by."""

from __future__ import annotations

import pytest

from misrad.assistant.engine.asked_clause import clauses
from misrad.assistant.engine.cues import asks_whose
from misrad.assistant.engine.evidence import word_hits
from misrad.assistant.engine.nlu import understand
from misrad.assistant.engine.text import fold
from tests.assistant.test_field_asked_s42 import INDEX, TODAY


def _after_an_invoice(text: str) -> tuple[str, list[str]]:
    found = understand(
        text,
        today=TODAY,
        index=INDEX,
        previous_intent="invoice_status",
        has_bound_customer=True,
        previous_invoice="4410",
    )
    return found.intent, [e.value for e in found.entities if e.type == "invoice_number"]


@pytest.mark.parametrize(
    "text", ["who's that invoice for?", "Whose invoice is that?", "Who is that invoice for?"]
)
def test_whose_the_last_answers_invoice_is_asks_its_customer(text: str) -> None:
    assert _after_an_invoice(text) == ("customer_lookup", ["4410"])


@pytest.mark.parametrize("text", ["and how much is left on it?", "is it paid?"])
def test_the_last_answers_invoice_asked_of_again_stays_the_invoices(text: str) -> None:
    assert _after_an_invoice(text) == ("invoice_status", ["4410"])


def test_the_invoices_in_the_plural_after_one_invoice_are_the_customers() -> None:
    assert _after_an_invoice("and all his open invoices") == ("invoice_status", [])


@pytest.mark.parametrize(
    "text",
    ["invoice 70891 is of who", "the invoice A-125, it is for who?", "who's the fella on invoice 70884?"],
)
def test_whose_an_invoice_is_in_another_word_order(text: str) -> None:
    assert asks_whose(fold(text))
    assert understand(text, today=TODAY, index=INDEX).intent == "customer_lookup"


def test_a_common_word_is_no_typo_of_the_lexicons_but_a_form_of_one_is_its_word() -> None:
    assert word_hits("chance") == {}  # not "change"
    assert word_hits("order") and word_hits("invoce")
    text = "Any chance you could tell me which invoices are still open for Oren Katz?"
    assert understand(text, today=TODAY, index=INDEX).intent == "invoice_status"


def test_a_question_after_a_colon_is_a_clause_of_its_own() -> None:
    assert clauses(fold("pasting it into the email: what's the balance for Oren Katz?"))[-1] == (
        "what's the balance for oren katz?"
    )
    assert len(clauses(fold("open until 12:30 on friday?"))) == 1
    text = "Quick one, pasting it into the email to our accountant: what's the balance for Oren Katz?"
    assert understand(text, today=TODAY, index=INDEX).intent == "customer_balance"


@pytest.mark.parametrize(
    "text",
    [
        "Would you mind having a look at Oren Katz's account? He's convinced he still owes something.",
        "check Oren Katz's account",
        "how much is Oren Katz behind? he has two invoices open I think",
    ],
)
def test_a_customers_account_looked_into_or_what_they_are_behind_is_their_balance(text: str) -> None:
    assert understand(text, today=TODAY, index=INDEX).intent == "customer_balance"


def test_a_price_asked_stays_a_policy() -> None:
    assert understand("how much is a screen replacement", today=TODAY, index=INDEX).intent == "knowledge"
    assert (
        understand("look at Oren Katz's account number", today=TODAY, index=INDEX).intent == "customer_lookup"
    )
