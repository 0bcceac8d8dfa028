"""Settings → keys for AI tools: ``/v1`` virtual keys listed, created (shown once) and revoked in the web
application, over the same service as ``/api/ai-providers/keys`` (issue 17)."""

from __future__ import annotations

import re

from fastapi.testclient import TestClient

from tests.auth.factories import make_user
from tests.web.test_pages import signed_in


def _secret(page: str) -> str:
    found = re.search(r'id="new-key"[^>]*>(sk-misrad-[^<]+)<', page)
    assert found, page
    return found.group(1)


def test_a_member_makes_a_budgeted_key_that_works_on_v1_until_revoked(client: TestClient) -> None:
    csrf = signed_in(client, make_user().email)
    form = {"csrf_token": csrf, "name": "סקריפט מיילים", "allowed_models": "", "budget_amount": ""}
    unbudgeted = client.post("/settings/ai-keys", data=form)
    assert unbudgeted.status_code == 403 and 'id="key-budget_amount-error"' in unbudgeted.text
    assert 'value="סקריפט מיילים"' in unbudgeted.text  # what was typed is kept

    made = client.post("/settings/ai-keys", data={**form, "budget_amount": "20"})
    assert made.status_code == 200
    secret = _secret(made.text)
    listed = client.get("/settings/ai-keys").text
    assert secret not in listed and secret[-4:] in listed and "20.00 USD" in listed

    tool = TestClient(client.app)
    assert tool.get("/v1/models", headers={"Authorization": f"Bearer {secret}"}).status_code == 200
    key_id = re.search(r'action="/settings/ai-keys/(\d+)/revoke"', listed)
    assert key_id
    client.post(f"/settings/ai-keys/{key_id.group(1)}/revoke", data={"csrf_token": csrf})
    assert tool.get("/v1/models", headers={"Authorization": f"Bearer {secret}"}).status_code == 401
    assert "מבוטל או שפג תוקפו" in client.get("/settings/ai-keys").text


def test_an_admin_sees_every_key_with_its_owner_and_a_member_only_their_own(client: TestClient) -> None:
    member = make_user()
    csrf = signed_in(client, member.email)
    form = {"csrf_token": csrf, "name": "member-key", "allowed_models": "gpt-x, claude-y"}
    form["budget_amount"] = "5"
    client.post("/settings/ai-keys", data=form)
    client.cookies.clear()
    admin = make_user(role="admin")
    csrf = signed_in(client, admin.email)
    made = client.post("/settings/ai-keys", data={**form, "csrf_token": csrf, "name": "admin-key",
                                                  "allowed_models": "", "budget_amount": ""})
    assert made.status_code == 200 and _secret(made.text)
    page = client.get("/settings/ai-keys").text
    assert "member-key" in page and "admin-key" in page and member.email in page and "gpt-x, claude-y" in page
    client.cookies.clear()
    signed_in(client, member.email)
    own = client.get("/settings/ai-keys").text
    assert "member-key" in own and "admin-key" not in own
