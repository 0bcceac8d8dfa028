"""A machine asked by its model code with no customer named (session 55, helper names57): the code is the
particular machine of the job whose item holds it, written joined, with a dash or a space, behind a Hebrew
prefix letter, even where the reader of numbers took it for an invoice's. Tried on invented trades (a
forklift service, a printing-press technician), none a batch's."""

from __future__ import annotations

from fastapi.testclient import TestClient

from misrad.assistant.engine.item_index import ItemIndex
from misrad.assistant.engine.model_codes import model_codes
from misrad.assistant.engine.text import tokens
from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.test_understanding import chat, make_repair


def test_a_code_is_read_back_from_its_split_tokens_and_a_number_alone_is_none() -> None:
    assert model_codes(tokens("is the FX-250 ready")) == {"fx250"}
    assert model_codes(tokens("the GT 4410 was it fixed")) == {"gt4410", "gt4410was"}
    assert "k33" in model_codes(tokens("מה עם הK33"))
    assert not model_codes(tokens("invoice 40175 paid?"))
    assert not model_codes(tokens("Heidelberg 2000"))  # a make and a number: no series


def test_the_index_finds_the_owner_of_a_model_code_and_not_of_a_neighbouring_one() -> None:
    index = ItemIndex.build(
        [(1, 10, "מלגזה Linde H25T"), (2, 11, "מלגזה Linde H35T"), (3, 12, "Press GT-4410")]
    )
    assert index.owners(tokens("any news on the H25T"), set()) == {10: {"code:h25t", "code:h25"}}
    assert set(index.owners(tokens("the GT 4410?"), set()) or {}) == {12}
    assert not index.owners(tokens("the H45"), set())


def test_a_job_asked_by_its_model_code_is_answered_with_its_owners_job(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    noa = make_customer('דפוס הגליל בע"מ', "0524470001")
    ben = make_customer("Ben Arad", "0524470002")
    make_repair(noa, "מכונת דפוס Heidelberg GT-4410", "waiting_for_parts")
    make_repair(noa, "גיליוטינה Polar", "ready")
    make_repair(ben, "Forklift Linde H25T", "in_progress")
    make_invoice(ben, "40175", "1200")
    for question in ("what's the status of the GT4410?", "מה המצב של ה-GT-4410?", "GT 4410 מוכנה?"):
        body = chat(client, member_headers, question)
        assert body["intent"] == "repair_status" and "Heidelberg" in body["response"], (question, body)
        assert "Polar" not in body["response"], (question, body["response"])
    body = chat(client, member_headers, "any news on the H25T")
    assert body["intent"] == "repair_status" and "Linde" in body["response"], body
    # An invoice's number stays the invoice's; a code no job holds is no job.
    assert chat(client, member_headers, "was invoice 40175 paid?")["intent"] == "invoice_status"
    assert "Heidelberg" not in chat(client, member_headers, "what's the status of the GT-5510?")["response"]
