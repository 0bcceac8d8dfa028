"""Customers, invoices, repairs and settings pages without a browser: the forms reach the records and
auth services, errors are told beside their fields, and admins alone delete or manage users."""

from __future__ import annotations

import re

from fastapi.testclient import TestClient

from misrad.core.db import get_database
from misrad.records import business
from tests.auth.factories import PASSWORD, make_user
from tests.web.test_pages import signed_in


def _customer_id(answer_location: str) -> int:
    found = re.match(r"^/customers/(\d+)\?done=saved$", answer_location)
    assert found, answer_location
    return int(found.group(1))


def test_a_customer_with_a_local_phone_is_found_by_a_hebrew_prefix_and_its_digits(client: TestClient) -> None:
    csrf = signed_in(client, make_user().email)
    made = client.post(
        "/customers",
        data={"csrf_token": csrf, "name": "שושנה דמארי", "phone": "052-765 4321", "email": ""},
        follow_redirects=False,
    )
    assert made.status_code == 303, made.text
    customer_id = _customer_id(made.headers["location"])
    page = client.get(made.headers["location"])
    # stored as digits, shown as people write it
    assert "052-765-4321" in page.text and "פרטי הלקוח נשמרו" in page.text
    assert "052-765-4321" in client.get("/customers").text
    for query in ("שוש", "דמא", "+972 52-765"):
        listed = client.get("/customers", params={"q": query})
        assert f'href="/customers/{customer_id}"' in listed.text, query
    assert f'href="/customers/{customer_id}"' not in client.get("/customers", params={"q": "מוש"}).text


def test_a_bad_phone_is_told_beside_its_field_with_the_typing_kept(client: TestClient) -> None:
    csrf = signed_in(client, make_user().email)
    refused = client.post("/customers", data={"csrf_token": csrf, "name": "דני", "phone": "12ab"})
    assert refused.status_code == 400
    assert 'id="new-phone-error"' in refused.text and "מספר הטלפון אינו תקין" in refused.text
    assert 'value="12ab"' in refused.text and 'value="דני"' in refused.text
    nameless = client.post("/customers", data={"csrf_token": csrf, "name": " "})
    assert nameless.status_code == 400 and "יש להזין שם" in nameless.text


def test_the_csv_import_reports_created_updated_and_rejected_rows(client: TestClient) -> None:
    csrf = signed_in(client, make_user().email)
    data = (
        "שם,טלפון,אימייל\nאבי כהן,050-1112233,\nרינה,not-a-phone,\n"
        "אבי כהן החדש,0501112233,a@b.co\n,0501112244,\n"
    )
    answer = client.post(
        "/customers/import", data={"csrf_token": csrf}, files={"file": ("c.csv", data.encode(), "text/csv")}
    )
    assert answer.status_code == 200, answer.text
    assert re.search(r'id="created-count">1<', answer.text)
    assert re.search(r'id="updated-count">1<', answer.text)
    assert re.search(r'id="rejected-count">2<', answer.text)
    assert "מספר טלפון לא תקין: not-a-phone" in answer.text and "חסר שם לקוח" in answer.text
    empty = client.post("/customers/import", data={"csrf_token": csrf})
    assert empty.status_code == 400 and "יש לבחור קובץ" in empty.text


def test_a_customer_page_shows_balance_and_asks_the_assistant(client: TestClient) -> None:
    csrf = signed_in(client, make_user().email)
    made = client.post(
        "/customers",
        data={"csrf_token": csrf, "name": "מוסך הדר", "phone": "03-5551234"},
        follow_redirects=False,
    )
    customer_id = _customer_id(made.headers["location"])
    invoice = {
        "csrf_token": csrf,
        "customer_id": str(customer_id),
        "number": "INV-77",
        "total_amount": "1,200.50",
        "paid_amount": "200",
        "currency": "ILS",
        "status": "open",
        "issue_date": "",
        "due_date": "",
    }
    assert client.post("/invoices", data=invoice, follow_redirects=False).status_code == 303
    taken = client.post("/invoices", data=invoice)
    assert taken.status_code == 400 and 'id="new-number-error"' in taken.text
    repair = {"csrf_token": csrf, "customer_id": str(customer_id), "item": "מזגן", "status": "received"}
    assert client.post("/repairs", data=repair, follow_redirects=False).status_code == 303
    repair_id = int(
        client.get(f"/repairs?customer={customer_id}").text.split('href="/repairs/')[1].split('"')[0]
    )
    edited = {**repair, "estimated_cost": "", "description": "לא מקרר"}
    client.post(f"/repairs/{repair_id}", data={**edited, "estimated_cost": "350"})
    assert 'value="350.00"' in client.get(f"/repairs/{repair_id}").text
    assert client.post(f"/repairs/{repair_id}", data=edited, follow_redirects=False).status_code == 303
    assert 'value="350.00"' not in client.get(f"/repairs/{repair_id}").text  # an emptied cost is cleared
    emptied = client.post(f"/repairs/{repair_id}", data={**edited, "item": " "})
    assert emptied.status_code == 400 and 'id="edit-item-error"' in emptied.text
    page = client.get(f"/customers/{customer_id}")
    assert "1,000.50" in page.text and "INV-77" in page.text and "מזגן" in page.text
    asked = client.post(f"/customers/{customer_id}/ask", data={"csrf_token": csrf}, follow_redirects=False)
    assert asked.status_code == 303
    conversation = re.match(r"^/assistant\?conversation=(\d+)$", asked.headers["location"])
    assert conversation
    detail = client.get(
        f"/api/mcp-chatbot/conversations/{conversation.group(1)}", headers={"X-CSRF-Token": csrf}
    )
    assert detail.json()["conversation"]["customer_id"] == customer_id


def test_only_admins_delete_a_customer_and_one_with_records_stays(client: TestClient) -> None:
    member_csrf = signed_in(client, make_user().email)
    made = client.post(
        "/customers", data={"csrf_token": member_csrf, "name": "לקוח למחיקה"}, follow_redirects=False
    )
    customer_id = _customer_id(made.headers["location"])
    assert "/delete" not in client.get(f"/customers/{customer_id}").text
    refused = client.post(f"/customers/{customer_id}/delete", data={"csrf_token": member_csrf})
    assert refused.status_code == 403
    client.cookies.clear()
    admin_csrf = signed_in(client, make_user("admin").email)
    deleted = client.post(
        f"/customers/{customer_id}/delete", data={"csrf_token": admin_csrf}, follow_redirects=False
    )
    assert deleted.headers["location"] == "/customers?done=deleted"
    assert client.get(f"/customers/{customer_id}").status_code == 404


def test_a_token_made_in_settings_is_shown_once_and_works_until_revoked(client: TestClient) -> None:
    csrf = signed_in(client, make_user().email)
    made = client.post("/settings/tokens", data={"csrf_token": csrf, "name": "סקריפט", "expires_in_days": ""})
    token = re.search(r'id="new-token"[^>]*>(msr_[^<]+)<', made.text)
    assert token, made.text
    assert token.group(1) not in client.get("/settings").text
    outsider = TestClient(client.app)
    me = outsider.get("/api/auth/me", headers={"Authorization": f"Bearer {token.group(1)}"})
    assert me.status_code == 200
    token_id = re.search(r'action="/settings/tokens/(\d+)/revoke"', client.get("/settings").text)
    assert token_id
    client.post(f"/settings/tokens/{token_id.group(1)}/revoke", data={"csrf_token": csrf})
    assert (
        outsider.get("/api/auth/me", headers={"Authorization": f"Bearer {token.group(1)}"}).status_code == 401
    )
    bad = client.post("/settings/tokens", data={"csrf_token": csrf, "name": "x", "expires_in_days": "abc"})
    assert bad.status_code == 400 and "מספר ימים" in bad.text


def test_profile_name_and_language_are_saved(client: TestClient) -> None:
    csrf = signed_in(client, make_user().email)
    saved = client.post(
        "/settings/profile", data={"csrf_token": csrf, "display_name": "Shira", "language": "en"}
    )
    assert '<html lang="en" dir="ltr">' in saved.text and "Your profile is saved" in saved.text
    assert "<bdi>Shira</bdi>" in saved.text


def test_an_admin_deactivates_a_user_who_can_no_longer_sign_in(client: TestClient) -> None:
    clerk = make_user()
    member_csrf = signed_in(client, make_user().email)
    assert client.get("/settings/users").status_code == 404
    form = {"csrf_token": member_csrf, "role": "admin", "approval_level": "", "is_active": "yes"}
    assert client.post(f"/settings/users/{clerk.id}", data=form).status_code == 404
    client.cookies.clear()
    admin_csrf = signed_in(client, make_user("admin").email)
    form = {"csrf_token": admin_csrf, "role": "member", "approval_level": "", "is_active": "no"}
    done = client.post(f"/settings/users/{clerk.id}", data=form, follow_redirects=False)
    assert done.headers["location"] == "/settings/users?done=saved"
    refused = TestClient(client.app).post("/login", data={"email": clerk.email, "password": PASSWORD})
    assert refused.status_code == 401


def test_an_admin_creates_a_user_and_resets_a_password(client: TestClient) -> None:
    admin_csrf = signed_in(client, make_user("admin").email)
    weak = {
        "csrf_token": admin_csrf,
        "email": "new@biz.example",
        "display_name": "חדש",
        "password": "short",
        "role": "approver",
        "approval_level": "2",
    }
    refused = client.post("/settings/users", data=weak)
    assert refused.status_code == 400 and "לפחות 8 תווים" in refused.text
    created = client.post(
        "/settings/users", data={**weak, "password": "long-enough-1"}, follow_redirects=False
    )
    assert created.headers["location"] == "/settings/users?done=created"
    users = client.get("/settings/users").text
    user_id = re.search(r'data-email="new@biz.example">.*?action="/settings/users/(\d+)"', users, re.S)
    assert user_id
    client.post(
        f"/settings/users/{user_id.group(1)}/password",
        data={"csrf_token": admin_csrf, "password": "another-one-2"},
    )
    fresh = TestClient(client.app)
    assert (
        fresh.post(
            "/login", data={"email": "new@biz.example", "password": "another-one-2"}, follow_redirects=False
        ).status_code
        == 303
    )


def test_business_details_are_saved_by_an_admin_only(client: TestClient) -> None:
    admin_csrf = signed_in(client, make_user("admin").email)
    form = {
        "csrf_token": admin_csrf,
        "name": 'מעבדת תיקונים בע"מ',
        "tax_id": "51-234567-8",
        "address": "הרצל 1",
    }
    wrong = client.post("/settings/business", data=form)
    assert wrong.status_code == 400 and 'id="business-tax_id-error"' in wrong.text
    form["tax_id"] = "51-234567-9"
    assert client.post("/settings/business", data=form, follow_redirects=False).status_code == 303
    with get_database().unit_of_work(write=False) as session:
        saved = business.business_details(session)
    assert (saved.name, saved.tax_id, saved.address) == ('מעבדת תיקונים בע"מ', "512345679", "הרצל 1")
    client.cookies.clear()
    member_csrf = signed_in(client, make_user().email)
    assert "/settings/business" not in client.get("/settings").text
    assert client.post("/settings/business", data={**form, "csrf_token": member_csrf}).status_code == 403


def test_a_new_invoice_starts_from_a_customer_search_on_the_invoices_page(client: TestClient) -> None:
    csrf = signed_in(client, make_user().email)
    for name in ("מרים ילן", "מרים פרץ"):
        client.post("/customers", data={"csrf_token": csrf, "name": name, "phone": "", "email": ""})
    page = client.get("/invoices").text
    assert 'name="who"' in page and 'id="new-number"' not in page  # no form without a customer
    both = client.get("/invoices", params={"who": "מרים"}).text.split('class="plain picks"')[1]
    assert "מרים ילן" in both and "מרים פרץ" in both
    one = re.search(r'href="/invoices\?customer=(\d+)#new-title"><bdi>מרים פרץ', both)
    assert one, both
    chosen = client.get(f"/invoices?customer={one.group(1)}").text
    assert 'id="new-number"' in chosen and 'name="who"' not in chosen
    none = client.get("/invoices", params={"who": "אין כזה"}).text
    assert "לא נמצאו לקוחות" in none and 'href="/customers#new-title"' in none
    assert client.get("/repairs", params={"who": "x" * 101}).status_code == 400


def test_a_customer_edit_keeps_the_typing_and_tells_each_error_beside_its_field(client: TestClient) -> None:
    csrf = signed_in(client, make_user().email)
    made = client.post("/customers", data={"csrf_token": csrf, "name": "ציון גולן"}, follow_redirects=False)
    customer_id = _customer_id(made.headers["location"])
    form = {"csrf_token": csrf, "name": "ציון גולן", "phone": "", "email": "", "tax_id": "", "notes": "קבוע"}
    nameless = client.post(f"/customers/{customer_id}", data={**form, "name": "  "})
    assert nameless.status_code == 400 and 'id="edit-name-error"' in nameless.text and "קבוע" in nameless.text
    bad_phone = client.post(f"/customers/{customer_id}", data={**form, "phone": "12ab"})
    assert bad_phone.status_code == 400 and "מספר הטלפון אינו תקין" in bad_phone.text
    assert 'value="12ab"' in bad_phone.text  # the typing is kept
    saved = client.post(
        f"/customers/{customer_id}", data={**form, "phone": "054 1234567"}, follow_redirects=False
    )
    assert saved.headers["location"] == f"/customers/{customer_id}?done=saved"
    assert "054-123-4567" in client.get(f"/customers/{customer_id}").text
    assert client.post("/customers/999999", data=form).status_code == 404
