"""Customers, invoices and repairs through the HTTP API (CONTRACT 1 and 3)."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from fastapi.testclient import TestClient

from tests.records.factories import days_ago, make_customer, make_invoice, make_repair

ENDPOINTS = [
    ("GET", "/api/customers"),
    ("POST", "/api/customers"),
    ("POST", "/api/customers/import"),
    ("GET", "/api/customers/1"),
    ("PUT", "/api/customers/1"),
    ("PATCH", "/api/customers/1"),
    ("DELETE", "/api/customers/1"),
    ("GET", "/api/invoices"),
    ("POST", "/api/invoices"),
    ("GET", "/api/invoices/1"),
    ("PUT", "/api/invoices/1"),
    ("PATCH", "/api/invoices/1"),
    ("DELETE", "/api/invoices/1"),
    ("GET", "/api/repairs"),
    ("POST", "/api/repairs"),
    ("GET", "/api/repairs/1"),
    ("PUT", "/api/repairs/1"),
    ("PATCH", "/api/repairs/1"),
    ("DELETE", "/api/repairs/1"),
]


def _ok(response: Any, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    body = response.json()
    assert body["success"] is True
    return body["data"]


def _error(response: Any, status: int, code: str | None = None) -> dict[str, Any]:
    assert response.status_code == status, response.text
    body = response.json()
    assert body["success"] is False and body["error"]
    if code:
        assert body["code"] == code
    return body


def test_every_records_endpoint_needs_credentials(client: TestClient) -> None:
    make_customer()
    for method, path in ENDPOINTS:
        for headers in ({}, {"Authorization": "Bearer msr_bad_token"}):
            response = client.request(method, path, json={}, headers=headers)
            assert response.status_code == 401, (method, path, response.text)
            assert response.json()["code"] == "not_authenticated", (method, path)


def test_customer_crud(
    client: TestClient, member_headers: dict[str, str], admin_headers: dict[str, str]
) -> None:
    body = {
        "name": "  רונית אברהם ",
        "phone": "+972-52-765-4321",
        "email": "Ronit@Example.co.il",
        "tax_id": "0-12345678-9",
        "address": "הרצל 1, חיפה",
        "notes": "לקוחה ותיקה",
    }
    created = _ok(client.post("/api/customers", json=body, headers=member_headers), 201)
    assert created["name"] == "רונית אברהם"
    assert created["phone"] == "0527654321"
    assert created["email"] == "ronit@example.co.il"
    assert created["tax_id"] == "0123456789"
    assert created["balance"] == 0 and created["currency"] == "ILS"
    assert len(created["created_at"]) == 19  # ISO seconds, no offset
    customer_id = created["id"]

    read = _ok(client.get(f"/api/customers/{customer_id}", headers=member_headers))
    assert read == created

    updated = _ok(
        client.put(
            f"/api/customers/{customer_id}",
            json={"phone": "054 111 2222", "notes": None},
            headers=member_headers,
        )
    )
    assert updated["phone"] == "0541112222" and updated["notes"] is None and updated["name"] == "רונית אברהם"
    patched = _ok(
        client.patch(f"/api/customers/{customer_id}", json={"name": "רונית כהן"}, headers=member_headers)
    )
    assert patched["name"] == "רונית כהן" and patched["phone"] == "0541112222"

    _error(client.delete(f"/api/customers/{customer_id}", headers=member_headers), 403, "forbidden")
    assert _ok(client.delete(f"/api/customers/{customer_id}", headers=admin_headers))["id"] == customer_id
    _error(client.get(f"/api/customers/{customer_id}", headers=member_headers), 404, "customer_not_found")
    _error(client.delete(f"/api/customers/{customer_id}", headers=admin_headers), 404, "customer_not_found")


def test_search_follows_renames(client: TestClient, member_headers: dict[str, str]) -> None:
    customer = make_customer(name="אליהו שושן")
    client.put(f"/api/customers/{customer.id}", json={"name": "אליהו ביטון"}, headers=member_headers)
    assert _ok(client.get("/api/customers", params={"search": "שושן"}, headers=member_headers))["total"] == 0
    found = _ok(client.get("/api/customers", params={"search": "ביטון"}, headers=member_headers))
    assert [c["id"] for c in found["customers"]] == [customer.id]


def test_customer_list_filters_and_pagination(client: TestClient, member_headers: dict[str, str]) -> None:
    dana = make_customer(name="דנה כהן", phone="0501234567", email="dana@example.co.il")
    for n in range(4):
        make_customer(name=f"יעל לוי {n}", phone=f"05322222{n:02d}")
    page = _ok(client.get("/api/customers", params={"per_page": 2, "page": 2}, headers=member_headers))
    assert (page["total"], page["pages"], page["current_page"], page["per_page"]) == (5, 3, 2, 2)
    assert len(page["customers"]) == 2
    by_phone = _ok(client.get("/api/customers", params={"phone": "+972 50-123-4567"}, headers=member_headers))
    assert [c["id"] for c in by_phone["customers"]] == [dana.id]
    for query in ("כהן", "050-1234", "0501234567", "dana@", "דנה"):
        found = _ok(client.get("/api/customers", params={"search": query}, headers=member_headers))
        assert [c["id"] for c in found["customers"]] == [dana.id], query
    assert _ok(client.get("/api/customers", params={"search": "לוי"}, headers=member_headers))["total"] == 4
    nothing = _ok(client.get("/api/customers", params={"search": "' OR 1=1 --"}, headers=member_headers))
    assert nothing["total"] == 0 and nothing["customers"] == []
    _error(
        client.get("/api/customers", params={"phone": "not-a-phone"}, headers=member_headers),
        400,
        "invalid_phone",
    )


def test_a_customer_is_listed_as_its_own_page_and_its_creation_shows_it(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    created = _ok(
        client.post(
            "/api/customers",
            json={"name": "דנה כהן", "phone": "050-1234567", "email": "Dana@Example.co.il", "notes": "VIP"},
            headers=member_headers,
        ),
        201,
    )
    owing = make_customer(name="אבי אברהם")
    make_invoice(owing.id, total_amount=Decimal("117.00"), paid_amount=Decimal("17.00"))
    listed = _ok(client.get("/api/customers", headers=member_headers))["customers"]
    assert [c["name"] for c in listed] == ["אבי אברהם", "דנה כהן"]
    for customer in listed:  # the list reads rows of the table; the detail an ORM object: shown alike
        assert customer == _ok(client.get(f"/api/customers/{customer['id']}", headers=member_headers))
    assert created == listed[1]  # a new customer's balance is nothing, given without a query
    assert (listed[0]["balance"], listed[0]["open_invoices"]) == (100.0, 1)
    searched = _ok(client.get("/api/customers", params={"search": "אבי"}, headers=member_headers))
    assert searched["customers"] == [listed[0]]  # a search reads ORM objects: shown alike too


def test_every_field_of_a_customer_is_listed(client: TestClient, member_headers: dict[str, str]) -> None:
    full = make_customer(
        name="מוסך הגליל", phone="0541112233", email="garage@example.co.il", tax_id="514444444",
        address="הרצל 1, חיפה", notes="פתוח בשישי",
    )  # fmt: skip
    make_invoice(full.id, total_amount=Decimal("50.50"), issue_date=days_ago(30), due_date=days_ago(3))
    detail = _ok(client.get(f"/api/customers/{full.id}", headers=member_headers))
    assert (detail["tax_id"], detail["address"], detail["notes"]) == (
        "514444444",
        "הרצל 1, חיפה",
        "פתוח בשישי",
    )
    assert (detail["balance"], detail["overdue_invoices"]) == (50.5, 1)
    for params in ({}, {"search": "מוסך"}, {"phone": "054-1112233"}):
        assert _ok(client.get("/api/customers", params=params, headers=member_headers))["customers"] == [
            detail
        ]


def test_search_pages_in_name_order_and_counts_each_customer_once(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "כהן כהנא" has two words that start with "כהן": one customer, counted and listed once.
    names = ["רון כהן", "אבי כהן", "כהן כהנא", "מיכל כהן", "אבי כהן", "דנה לוי"]
    made = [make_customer(name=name, phone=f"05477777{n:02d}") for n, name in enumerate(names)]
    expected = sorted((c.name, c.id) for c in made if "כהן" in c.name)

    def listed(**params: Any) -> Any:
        return _ok(client.get("/api/customers", params=params, headers=member_headers))

    pages = [listed(search="כהן", per_page=2, page=n) for n in (1, 2, 3)]
    assert [p["total"] for p in pages] == [5, 5, 5] and pages[0]["pages"] == 3
    assert [(c["name"], c["id"]) for p in pages for c in p["customers"]] == expected
    past_the_end = listed(search="כהן", per_page=2, page=4)
    assert (past_the_end["total"], past_the_end["customers"]) == (5, [])
    both = listed(search="אבי כה")
    assert [c["id"] for c in both["customers"]] == sorted(c.id for c in made if c.name == "אבי כהן")
    with_phone = listed(search="כהן", phone=made[3].phone)
    assert (with_phone["total"], [c["id"] for c in with_phone["customers"]]) == (1, [made[3].id])
    assert listed(search="לוי", phone=made[3].phone)["total"] == 0
    # A rename moves the customer to its new place in the order.
    client.put(f"/api/customers/{made[0].id}", json={"name": "אאא כהן"}, headers=member_headers)
    assert listed(search="כהן")["customers"][0]["id"] == made[0].id


def test_balance_in_list_and_detail(client: TestClient, member_headers: dict[str, str]) -> None:
    customer = make_customer()
    make_invoice(customer.id, total_amount="1000", paid_amount="250.50")
    make_invoice(customer.id, total_amount="99.99", issue_date=days_ago(50), due_date=days_ago(20))
    make_invoice(customer.id, total_amount="5000", status="paid", paid_amount="5000")
    detail = _ok(client.get(f"/api/customers/{customer.id}", headers=member_headers))
    assert detail["balance"] == 849.49
    assert (detail["open_invoices"], detail["overdue_invoices"]) == (1, 1)
    listed = _ok(client.get("/api/customers", headers=member_headers))["customers"]
    assert listed[0]["balance"] == 849.49


def test_customer_with_records_is_not_deleted(client: TestClient, admin_headers: dict[str, str]) -> None:
    customer = make_customer()
    make_repair(customer.id)
    _error(client.delete(f"/api/customers/{customer.id}", headers=admin_headers), 409, "customer_has_records")
    assert client.get(f"/api/customers/{customer.id}", headers=admin_headers).status_code == 200


def test_invoice_crud_and_rules(
    client: TestClient, member_headers: dict[str, str], admin_headers: dict[str, str]
) -> None:
    customer = make_customer()
    body = {
        "customer_id": customer.id,
        "number": "2026-001",
        "issue_date": "2026-01-01",
        "due_date": "2026-01-31",
        "total_amount": "1170.10",
        "paid_amount": 0.1,
    }
    created = _ok(client.post("/api/invoices", json=body, headers=member_headers), 201)
    assert created["total_amount"] == 1170.1 and created["paid_amount"] == 0.1
    assert created["balance_due"] == 1170.0
    assert created["currency"] == "ILS" and created["status"] == "overdue"  # open and past its due date
    assert created["issue_date"] == "2026-01-01"
    invoice_id = created["id"]

    _error(client.post("/api/invoices", json=body, headers=member_headers), 409, "invoice_number_taken")
    _error(
        client.post(
            "/api/invoices", json={**body, "number": "x", "customer_id": 99999}, headers=member_headers
        ),
        400,
        "customer_not_found",
    )
    _error(
        client.post(
            "/api/invoices", json={**body, "number": "y", "paid_amount": 2000}, headers=member_headers
        ),
        400,
        "paid_exceeds_total",
    )
    _error(
        client.post(
            "/api/invoices", json={**body, "number": "z", "due_date": "2025-12-31"}, headers=member_headers
        ),
        400,
        "due_before_issue",
    )

    paid = _ok(
        client.put(
            f"/api/invoices/{invoice_id}",
            json={"status": "paid", "paid_amount": "1170.10"},
            headers=member_headers,
        )
    )
    assert paid["status"] == "paid" and paid["balance_due"] == 0
    other = make_invoice(customer.id)
    _error(
        client.patch(f"/api/invoices/{other.id}", json={"number": "2026-001"}, headers=member_headers),
        409,
        "invoice_number_taken",
    )
    _error(client.delete(f"/api/invoices/{invoice_id}", headers=member_headers), 403)
    _ok(client.delete(f"/api/invoices/{invoice_id}", headers=admin_headers))
    _error(client.get(f"/api/invoices/{invoice_id}", headers=member_headers), 404, "invoice_not_found")


def test_invoice_defaults(client: TestClient, member_headers: dict[str, str]) -> None:
    customer = make_customer()
    created = _ok(
        client.post(
            "/api/invoices",
            json={"customer_id": customer.id, "number": "A1", "total_amount": 10},
            headers=member_headers,
        ),
        201,
    )
    assert created["issue_date"] == days_ago(0).isoformat()
    assert created["due_date"] == days_ago(-30).isoformat()
    assert created["status"] == "open" and created["paid_amount"] == 0


def test_invoice_status_filter_uses_the_status_as_read(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    customer = make_customer()
    other = make_customer()
    late = make_invoice(customer.id, issue_date=days_ago(60), due_date=days_ago(1))
    marked = make_invoice(customer.id, status="overdue", issue_date=days_ago(5), due_date=days_ago(-5))
    current = make_invoice(customer.id, due_date=days_ago(-10))
    make_invoice(customer.id, status="paid", paid_amount="100", issue_date=days_ago(60), due_date=days_ago(1))
    foreign = make_invoice(other.id, issue_date=days_ago(60), due_date=days_ago(2))

    def ids(**params: Any) -> set[int]:
        data = _ok(client.get("/api/invoices", params=params, headers=member_headers))
        return {i["id"] for i in data["invoices"]}

    assert ids(status="overdue") == {late.id, marked.id, foreign.id}
    assert ids(status="overdue", customer_id=customer.id) == {late.id, marked.id}
    assert ids(status="open") == {current.id}
    assert len(ids(customer_id=customer.id)) == 4
    assert ids(customer_id=999) == set()
    _error(client.get("/api/invoices", params={"status": "late"}, headers=member_headers), 400)


def test_repair_crud_and_filters(
    client: TestClient, member_headers: dict[str, str], admin_headers: dict[str, str]
) -> None:
    customer = make_customer()
    body = {
        "customer_id": customer.id,
        "item": "Samsung Galaxy S23",
        "description": "מסך שבור",
        "estimated_cost": "450.00",
        "promised_date": "2026-12-01",
    }
    created = _ok(client.post("/api/repairs", json=body, headers=member_headers), 201)
    assert created["status"] == "received" and created["estimated_cost"] == 450.0
    repair_id = created["id"]
    make_repair(customer.id, status="ready")
    make_repair(make_customer().id, status="ready")

    updated = _ok(
        client.put(f"/api/repairs/{repair_id}", json={"status": "waiting_for_parts"}, headers=member_headers)
    )
    assert updated["status"] == "waiting_for_parts" and updated["item"] == "Samsung Galaxy S23"
    ready = _ok(client.get("/api/repairs", params={"status": "ready"}, headers=member_headers))
    assert ready["total"] == 2
    mine = _ok(client.get("/api/repairs", params={"customer_id": customer.id}, headers=member_headers))
    assert mine["total"] == 2
    _error(client.put(f"/api/repairs/{repair_id}", json={"status": "lost"}, headers=member_headers), 400)
    _error(
        client.put(f"/api/repairs/{repair_id}", json={"customer_id": 424242}, headers=member_headers),
        400,
        "customer_not_found",
    )
    _error(client.delete(f"/api/repairs/{repair_id}", headers=member_headers), 403)
    _ok(client.delete(f"/api/repairs/{repair_id}", headers=admin_headers))
    _error(client.get(f"/api/repairs/{repair_id}", headers=member_headers), 404, "repair_not_found")
    _error(client.put(f"/api/repairs/{repair_id}", json={}, headers=member_headers), 404)


def test_errors_speak_english_on_request(client: TestClient, member_headers: dict[str, str]) -> None:
    response = client.get("/api/customers/777", headers={**member_headers, "Accept-Language": "en"})
    assert _error(response, 404)["error"] == "Customer not found"
    assert _error(client.get("/api/customers/777", headers=member_headers), 404)["error"] == "הלקוח לא נמצא"


HUGE = "א" * 10_000
BAD_BODIES = [
    ("/api/customers", {}),
    ("/api/customers", {"name": ""}),
    ("/api/customers", {"name": "   "}),
    ("/api/customers", {"name": HUGE}),
    ("/api/customers", {"name": 12}),
    ("/api/customers", {"name": "x", "phone": "garbage"}),
    ("/api/customers", {"name": "x", "phone": "1' OR '1'='1"}),
    ("/api/customers", {"name": "x", "email": "not-an-email"}),
    ("/api/customers", {"name": "x", "tax_id": "abc"}),
    ("/api/customers", {"name": "x\u0000y"}),
    ("/api/customers", {"name": "x", "role": "admin"}),
    ("/api/customers", {"name": "x", "notes": HUGE}),
    ("/api/invoices", {"customer_id": "abc", "number": "1", "total_amount": 1}),
    ("/api/invoices", {"customer_id": 1, "number": "1"}),
    ("/api/invoices", {"customer_id": 1, "number": "1", "total_amount": -5}),
    ("/api/invoices", {"customer_id": 1, "number": "1", "total_amount": "1.001"}),
    ("/api/invoices", {"customer_id": 1, "number": "1", "total_amount": "NaN"}),
    ("/api/invoices", {"customer_id": 1, "number": "1", "total_amount": 1e20}),
    ("/api/invoices", {"customer_id": 1, "number": HUGE, "total_amount": 1}),
    ("/api/invoices", {"customer_id": 10**30, "number": "1", "total_amount": 1}),
    ("/api/invoices", {"customer_id": 1, "number": "1", "total_amount": 1, "currency": "shekel"}),
    ("/api/invoices", {"customer_id": 1, "number": "1", "total_amount": 1, "issue_date": "yesterday"}),
    ("/api/invoices", {"customer_id": 1, "number": "1", "total_amount": 1, "status": "overdue; DROP"}),
    ("/api/repairs", {"customer_id": 1}),
    ("/api/repairs", {"customer_id": 1, "item": HUGE}),
    ("/api/repairs", {"customer_id": 1, "item": "x", "estimated_cost": "free"}),
    ("/api/repairs", {"customer_id": 1, "item": "x", "status": "fixed"}),
    ("/api/repairs", {"customer_id": 1, "item": "x", "promised_date": "2026-13-45"}),
]


def test_bad_bodies_are_400_envelopes(client: TestClient, member_headers: dict[str, str]) -> None:
    """One test over many bodies (each a separate case would repeat the costly set-up)."""
    customer = make_customer()
    invoice = make_invoice(customer.id)
    repair = make_repair(customer.id)
    for path, body in BAD_BODIES:
        for method, target in (("POST", path), ("PUT", f"{path}/{customer.id}")):
            if method == "PUT":
                target = {"/api/invoices": f"{path}/{invoice.id}", "/api/repairs": f"{path}/{repair.id}"}.get(
                    path, target
                )
                if body in MISSING_FIELDS:
                    continue  # updates change only the fields sent, so nothing is missing
            response = client.request(method, target, json=body, headers=member_headers)
            assert response.status_code == 400, (method, target, body, response.text)
            assert response.json()["success"] is False and response.json()["code"], (method, target, body)


MISSING_FIELDS = [{}, {"customer_id": 1, "number": "1"}, {"customer_id": 1}]
BAD_QUERIES = [
    ("/api/customers", {"page": -1}),
    ("/api/customers", {"page": 0}),
    ("/api/customers", {"per_page": 101}),
    ("/api/customers", {"page": "one"}),
    ("/api/customers", {"search": HUGE}),
    ("/api/invoices", {"customer_id": "abc"}),
    ("/api/invoices", {"customer_id": 10**30}),
    ("/api/repairs", {"status": "x"}),
    ("/api/repairs", {"per_page": 0}),
    ("/api/customers/abc", {}),
    ("/api/customers/-1", {}),
    ("/api/invoices/99999999999999999999", {}),
    ("/api/repairs/1.5", {}),
]


def test_bad_queries_are_400_envelopes(client: TestClient, member_headers: dict[str, str]) -> None:
    for path, params in BAD_QUERIES:
        response = client.get(path, params=params, headers=member_headers)
        assert response.status_code == 400, (path, params, response.text)
        assert response.json()["success"] is False, (path, params)


def test_invalid_json_and_odd_search_text(client: TestClient, member_headers: dict[str, str]) -> None:
    response = client.post(
        "/api/customers", content=b"{not json", headers={**member_headers, "Content-Type": "application/json"}
    )
    _error(response, 400, "invalid_json")
    for search in ("\u0000", "%", "_", "\\", "' OR ''='", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "050-", "+972"):
        assert (
            client.get("/api/customers", params={"search": search}, headers=member_headers).status_code == 200
        )
