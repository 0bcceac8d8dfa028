"""Bulk actions without a browser: the same rules as the API (another user's document is not found and
nothing of the lot changes), a form without its CSRF token is refused."""

from __future__ import annotations

from fastapi.testclient import TestClient

from misrad.core.db import get_database
from misrad.intake.service import accept_file
from tests.auth.factories import make_user
from tests.invoices.generator import make_invoice, render
from tests.web.test_pages import signed_in


def _documents(owner_id: int, count: int) -> list[int]:
    data = render(make_invoice(9, "he"), "text", 9)[0]
    with get_database().unit_of_work() as session:
        return [
            accept_file(session, owner_id=owner_id, filename=f"b{n}.pdf", data=data + bytes([n]),
                        auto_process=False).id
            for n in range(count)
        ]  # fmt: skip


def test_a_lot_with_another_users_document_changes_nothing(client: TestClient) -> None:
    me, other = make_user(), make_user()
    mine, theirs = _documents(me.id, 2), _documents(other.id, 1)
    csrf = signed_in(client, me.email)
    form = {"csrf_token": csrf, "action": "delete", "confirmed": "yes", "ids": [*mine, *theirs]}
    assert client.post("/documents/bulk", data=form).status_code == 404
    listed = client.get("/documents").text
    assert "b0.pdf" in listed and "b1.pdf" in listed
    refused = client.post("/documents/bulk", data={**form, "csrf_token": "", "ids": mine})
    assert refused.status_code == 403
    done = client.post("/documents/bulk", data={**form, "ids": mine}, follow_redirects=False)
    assert done.headers["location"] == "/documents?done=delete&count=2"
    assert "b0.pdf" not in client.get("/documents").text


def test_a_delete_asks_first_and_a_bad_tag_is_refused(client: TestClient) -> None:
    me = make_user()
    mine = _documents(me.id, 1)
    csrf = signed_in(client, me.email)
    asked = client.post("/documents/bulk", data={"csrf_token": csrf, "action": "delete", "ids": mine})
    assert asked.status_code == 200 and 'name="confirmed" value="yes"' in asked.text
    assert "b0.pdf" in client.get("/documents").text
    long_tag = {"csrf_token": csrf, "action": "tag", "tag": "x" * 51, "ids": mine}
    assert client.post("/documents/bulk", data=long_tag).status_code == 400
