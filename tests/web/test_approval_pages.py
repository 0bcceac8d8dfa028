"""The approvals pages without a browser: the assigned approver opens the invoice read-only and decides
there; the queue says why a flow waits, shows its fraud flags and offers the next approver; decided
flows are listed; admins edit the rules and who approves at each level."""

from __future__ import annotations

from decimal import Decimal

from fastapi.testclient import TestClient

from misrad.approvals import service as approvals
from misrad.approvals.models import Approval
from misrad.core.db import get_database
from misrad.fraud.models import FraudAlert
from misrad.intake.service import accept_file
from tests.auth.factories import make_user
from tests.invoices.generator import make_invoice, render
from tests.web.test_pages import signed_in


def _waiting(owner_id: int, amount: str = "2500.00", name: str = "a.pdf", seed: int = 3) -> tuple[int, int]:
    data = render(make_invoice(seed, "he"), "text", seed)[0]
    with get_database().unit_of_work() as session:
        accepted = accept_file(session, owner_id=owner_id, filename=name, data=data, auto_process=False)
        approval_id = approvals.start_approval(
            session, document_id=accepted.id, submitted_by=owner_id, document_name=name,
            supplier="אלפא", amount=Decimal(amount), currency="ILS",
        )
    assert approval_id is not None
    return accepted.id, approval_id


def _approval(approval_id: int) -> Approval:
    with get_database().unit_of_work(write=False) as session:
        found = session.get(Approval, approval_id)
        assert found is not None
        session.expunge(found)
        return found


def test_the_assigned_approver_opens_the_invoice_read_only_and_approves_it_there(client: TestClient) -> None:
    owner = make_user()
    assigned = make_user(role="approver", approval_level=1)
    other = make_user(role="approver", approval_level=1)
    document_id, approval_id = _waiting(owner.id)
    signed_in(client, other.email)
    assert client.get(f"/documents/{document_id}").status_code == 404
    assert client.get(f"/documents/{document_id}/pages/1.png").status_code == 404
    client.cookies.clear()
    csrf = signed_in(client, assigned.email)
    page = client.get(f"/documents/{document_id}")
    assert page.status_code == 200
    assert 'id="read-only"' in page.text and "<fieldset class=\"plain\" disabled>" in page.text
    assert f'action="/documents/{document_id}/delete"' not in page.text
    assert f'action="/approvals/{approval_id}/approve"' in page.text
    assert f'name="csrf_token" value="{csrf}"' in page.text.split('id="decide-title"')[1]
    assert client.get(f"/documents/{document_id}/pages/1.png").headers["content-type"] == "image/png"
    # Changing it stays the owner's: the form posted anyway is refused as for anyone else.
    refused = client.post(f"/documents/{document_id}", data={"csrf_token": csrf, "supplier_name": "x"})
    assert refused.status_code == 404
    done = client.post(
        f"/approvals/{approval_id}/approve",
        data={"csrf_token": csrf, "level": "1", "notes": "בסדר", "back": f"/documents/{document_id}"},
        follow_redirects=False,
    )
    assert done.headers["location"] == f"/documents/{document_id}?decided=approved"
    after = client.get(done.headers["location"])
    assert "המסמך אושר" in after.text and f'action="/approvals/{approval_id}/approve"' not in after.text


def test_the_queue_says_why_it_waits_shows_flags_and_offers_the_next_approver(client: TestClient) -> None:
    owner = make_user()
    first = make_user(role="approver", approval_level=1)
    second = make_user(role="approver", approval_level=2)
    spare = make_user(role="approver", approval_level=3)
    document_id, approval_id = _waiting(owner.id, amount="20000.00", name="big.pdf")
    assert _approval(approval_id).required_level >= 2
    with get_database().unit_of_work() as session:
        session.add(FraudAlert(
            document_id=document_id, owner_id=owner.id, type="suspicious_amount", severity="medium",
            cause_key="t", description_key="fraud_suspicious_amount", description_params={},
        ))
    csrf = signed_in(client, first.email)
    page = client.get("/approvals").text
    assert f'name="csrf_token" value="{csrf}"' in page.split('id="history-title"')[0]
    assert "סכום חריג" in page  # the document's open flag
    assert first.display_name in page.split('class="muted waiting"')[1].split("</p>")[0]  # waits for me
    assert f'<option value="{spare.email}">' in page and f'<option value="{second.email}">' in page
    assert f'<option value="{owner.email}">' not in page
    # people are named: the one who sent it, and each possible next approver (the address beside it)
    assert f'<bdi title="{owner.email}">{owner.display_name}</bdi>' in page
    assert f'<option value="{spare.email}">{spare.display_name} · {spare.email}</option>' in page
    answer = client.post(
        f"/approvals/{approval_id}/approve",
        data={"csrf_token": csrf, "level": "1", "next_approver": spare.email}, follow_redirects=False,
    )
    assert answer.status_code == 303, answer.text
    assert _approval(approval_id).pending_approver_email == spare.email
    # The first approver looks back on it (and may still open it); the history lists it.
    client.cookies.clear()
    csrf = signed_in(client, spare.email)
    rejected = client.post(f"/approvals/{approval_id}/reject", data={"csrf_token": csrf, "level": "2",
                                                                     "reason": "יקר מדי"})
    assert rejected.status_code == 200 and "המסמך נדחה" in rejected.text
    history = rejected.text.split('id="history"')[1]
    assert "big.pdf" in history and "יקר מדי" in history
    client.cookies.clear()
    signed_in(client, first.email)
    assert "big.pdf" in client.get("/approvals").text.split('id="history"')[1]
    assert client.get(f"/documents/{document_id}").status_code == 200


def test_admins_edit_the_rules_and_who_approves_at_each_level(client: TestClient) -> None:
    admin = make_user(role="admin")
    member = make_user()
    approver = make_user(role="approver", approval_level=1)
    signed_in(client, member.email)
    assert client.get("/approvals/rules").status_code == 404
    client.cookies.clear()
    csrf = signed_in(client, admin.email)
    assert "/approvals/rules" in client.get("/approvals").text
    form = {"csrf_token": csrf, "min-0": "0", "max-0": "1,000", "levels-0": "0",
            "min-1": "1000", "max-1": "", "levels-1": "2"}
    overlapping = client.post("/approvals/rules", data={**form, "max-0": "5000"})
    assert overlapping.status_code == 400 and 'id="rules-error"' in overlapping.text
    assert 'value="5000"' in overlapping.text  # what was typed stays
    assert client.post("/approvals/rules", data=form, follow_redirects=False).status_code == 303
    with get_database().unit_of_work(write=False) as session:
        rules = [(r.min_amount, r.max_amount, r.required_levels) for r in approvals.list_rules(session)]
        assert rules == [(Decimal("0"), Decimal("1000"), 0), (Decimal("1000"), None, 2)]
    moved = client.post(f"/approvals/rules/approvers/{approver.id}", data={"csrf_token": csrf, "level": "2"},
                        follow_redirects=False)
    assert moved.status_code == 303
    assert 'selected>שלב 2<' in client.get("/approvals/rules").text


def test_an_approval_decided_alone_is_marked_in_the_history_and_the_timeline(client: TestClient) -> None:
    # A one-person office: the only admin submits and, nobody else being able to, approves alone.
    alone = make_user(role="admin")
    document_id, approval_id = _waiting(alone.id, name="alone.pdf")
    csrf = signed_in(client, alone.email)
    client.post(f"/approvals/{approval_id}/approve", data={"csrf_token": csrf, "level": "1"})
    assert _approval(approval_id).status == "approved"
    assert client.get("/approvals").text.count("אושר לבד, בלי אדם נוסף") == 1
    assert "אושר לבד, בלי אדם נוסף" in client.get(f"/documents/{document_id}").text
    # With a second person deciding, nothing is marked.
    client.cookies.clear()
    owner = make_user()
    approver = make_user(role="approver", approval_level=1)
    other_document, other_approval = _waiting(owner.id, name="two.pdf", seed=4)
    csrf = signed_in(client, approver.email)
    client.post(f"/approvals/{other_approval}/approve", data={"csrf_token": csrf, "level": "1"})
    assert _approval(other_approval).status == "approved"
    assert "two.pdf" in client.get("/approvals").text
    assert "אושר לבד" not in client.get("/approvals").text
    timeline = client.get(f"/documents/{other_document}").text
    assert "אושר לבד" not in timeline
    assert f'<bdi title="{approver.email}">{approver.display_name}</bdi>' in timeline  # who approved, named
